"""Nim's web side: its move forms (forms.py) and what its templates call (presenter.py)."""
