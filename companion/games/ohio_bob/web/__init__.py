"""Ohio Bob's web side: forms.py (``WEB``: the new-table options and the move forms),
presenter.py (what the templates call), editor.py (the tap editor of a table's own cards),
card_entry.py (one card entered by taps) and entering.py (a card new to the set entered on a
seat's page)."""
