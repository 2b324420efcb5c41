"""Table Companion: a web app beside the physical board game.

Importing the package starts nothing: the app is built by ``companion.app.create_app``, the
games are listed in ``companion.registry``, and a game's rules
(``companion.games.<key>``) import in a Python without Flask.
"""
