"""The pages' Jinja environment: Flask's, with each template's globals in a plain dict and a
plain dict's items read before its (missing) attributes (``PageEnvironment.getattr``).

Jinja keeps a template's globals as a ``ChainMap`` over the environment's (so that a global
added later still reaches templates already loaded).  Every page pays for that map on every
``{% from ... import %}`` (the names are compared in Python, one by one) and on every render
(the context is built from it): about 8 % of a live page's update.  All the app's globals are
registered in ``create_app``, before any template is loaded, so a plain copy holds the same
names at a fraction of the cost.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping, MutableMapping

from flask.templating import Environment
from jinja2 import BaseLoader, FileSystemLoader

from companion.plugin import GamePlugin


class PageEnvironment(Environment):
    """Flask's template environment whose templates hold their globals as a plain dict (the
    environment's globals at the time the template is loaded, overlaid by its own)."""

    def getattr(self, obj: Any, attribute: str) -> Any:
        """``obj.attribute`` in a template.  Jinja tries the attribute first, then the item:
        a plain dict (a game's view: ``view.players``) has no such attribute, and the
        AttributeError raised and caught for it costs about a microsecond, a few hundred
        times in the pages one move updates.  A plain dict's item is read first here, for a
        name that is not one of its methods (``items``, ``get``...: those stay the methods,
        as in Jinja); anything else is Jinja's own lookup, with the same result."""
        if type(obj) is dict and attribute not in _DICT_NAMES:
            try:
                return obj[attribute]
            except KeyError:
                pass
        return super().getattr(obj, attribute)

    def make_globals(self, d: MutableMapping[str, Any] | None) -> MutableMapping[str, Any]:
        """The globals of a template: a copy of the environment's, overlaid by ``d``."""
        merged = dict(self.globals)
        if d:
            merged.update(d)
        return merged


#: The attributes of every dict (its methods): ``{{ d.items() }}`` is the method, never a key.
_DICT_NAMES = frozenset(dir(dict))


class GameTemplates(BaseLoader):
    """The app's templates folder, where a game's templates are ``games/<key>/...``; a game
    whose plug-in declares a folder of its own (``GamePlugin.templates``: a game of the tests'
    own) has them read from there.  ``plugins``: the registry's {key: plug-in}, read at each
    lookup (a game registered later is found)."""

    def __init__(self, folder: Path, plugins: Mapping[str, GamePlugin]):
        self.main = FileSystemLoader(str(folder))
        self.plugins = plugins

    def _own(self, template: str) -> tuple[FileSystemLoader, str] | None:
        parts = template.split("/")
        if len(parts) > 2 and parts[0] == "games":
            found = self.plugins.get(parts[1])
            if found is not None and found.templates is not None:
                return FileSystemLoader(str(found.templates)), "/".join(parts[2:])
        return None

    def get_source(self, environment: Environment, template: str):
        """The source of ``template``, from the game's own folder or the app's."""
        own = self._own(template)
        if own is not None:
            return own[0].get_source(environment, own[1])
        return self.main.get_source(environment, template)

    def list_templates(self) -> list[str]:
        """Every template: the app's, then each game's own folder's under ``games/<key>/``."""
        names = list(self.main.list_templates())
        for key, found in self.plugins.items():
            if found.templates is not None:
                names += [f"games/{key}/{name}"
                          for name in FileSystemLoader(str(found.templates)).list_templates()]
        return names
