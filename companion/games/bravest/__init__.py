"""Bravest (Maxime Rambourg & Théo Rivière, Laboludic, 2025): draft tiles, build an island of
two hero courses, score each hero's best course.

Modules: ``components`` (tile catalogue and island geometry as data, with the samples),
``setup``, ``rules`` (placing tiles, selectors, refills), ``scoring`` (the exact best-course
search), ``text`` (words and reports), ``game`` (``GAME``, the companion.engine.Game).
"""
