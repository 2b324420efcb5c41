"""A server worker made ready before its first request.

A worker compiles a template the first time one of its pages draws it, and loads a
language's catalogues and Babel's locale data the first time it speaks that language.  Each of these happens once per
worker, but on the requests of the first tables it serves: with 5 workers, a table's first
turns each drew pages that compiled their templates (all 93 templates cost about 0.9 s of CPU
a worker).  ``warm_up`` does all of it when the worker starts (gunicorn.conf.py:
``post_worker_init``), so that every request costs what it costs from then on.
"""
from __future__ import annotations

from babel.lists import format_list
from flask import Flask

from companion.i18n import LANGUAGES, translations
from companion import registry  # noqa: F401  (importing it imports every game's plug-in)


def warm_up(app: Flask) -> int:
    """Compile every HTML template of ``app`` into its template cache and load each
    language's catalogues and list formats (every game's engine, web side and messages are
    imported already: companion.registry imports each game's plug-in).  Returns how many
    templates were compiled.  Needs no request and no database."""
    for lang in LANGUAGES:
        translations(lang)
        format_list(["a", "b"], locale=lang)
    env = app.jinja_env
    names = [name for name in env.list_templates() if name.endswith(".html")]
    with app.app_context():
        for name in names:
            env.get_template(name)
    return len(names)
