"""Mayan Curse's web side: the forms and new-table options (``forms.py``, ``WEB``), the
presenter its templates call (``presenter.py``), the turn builder (``builder.py``,
``turn_form.py``), the score calculator (``calculator.py``) and the tap editor of a table's own
copy (``editor.py``).  It presents; the rules are ``companion.games.mayan_curse.rules``'."""
