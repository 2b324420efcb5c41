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

from typing import Any, MutableMapping

from flask.templating import Environment


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
