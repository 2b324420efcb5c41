"""Tzolk'in's web side: the move forms and the presenter its templates call (forms.py, ``WEB``),
the pick-up forms and plan, the gears' drawing and the names said in the page's language."""
