"""A form that the seats fill in at the same time (``data-rechecked``: the server checks it
again against the table as it is when sent) is carried, with what was tapped, into the page
drawn again after another device's move (static/js/poll.js ``carry``), found there by its id:
one without an id was drawn away with the picks on it (the Mayan Curse draw: a stone tapped
while the page followed the other phone's draw was lost, tests/browser/
test_mayan_curse_trial_leftovers.py).  Every such form in the templates has an id, unless
it is only buttons that send at once (nothing to carry)."""
from __future__ import annotations

import re
from pathlib import Path

TEMPLATES = Path(__file__).resolve().parents[2] / "templates"
FORM = re.compile(r"<form\b[^>]*>.*?</form>", re.S)
OPEN = re.compile(r"<form\b[^>]*>", re.S)


def test_every_rechecked_form_with_fields_to_fill_in_has_an_id():
    missing = []
    for path in sorted(TEMPLATES.rglob("*.html")):
        text = path.read_text(encoding="utf-8")
        for form in FORM.findall(text):
            tag = OPEN.match(form).group(0)
            if "data-rechecked" not in tag or re.search(r'\sid="', tag):
                continue
            fills = re.search(r'type="(radio|checkbox|number|text)"|<select\b|<textarea\b', form)
            if fills:
                missing.append(f"{path.relative_to(TEMPLATES)}: {tag[:90]}")
    assert not missing, missing
