"""Bravest (Maxime Rambourg & Théo Rivière, Laboludic, 2025): draft tiles, build an island of
two hero courses, score each hero's best course.

``rules/`` is the engine (a library: ``rules.GAME``), ``web/`` its pages' side (forms, the
presenter the templates call, the calculator, the tap editor), ``messages.py`` the catalogue
that says its messages, ``cli.py`` its command-line text and ``plugin.py`` the one plug-in
that declares them (listed in companion/registry.py).  Importing this package imports nothing.
"""
