"""The templates' and the live pages' ``url_for``: Flask's, remembered per process."""
from __future__ import annotations

from flask import current_app, has_request_context, request, url_for

from companion.replay_cache import LruCache

#: The addresses worked out so far {(app, script root, endpoint, values): address}: an
#: address depends on nothing else (no URL defaults, no host or subdomain rules).
_URLS = LruCache(4096)


def page_url_for(endpoint: str, **values) -> str:
    """The templates' ``url_for`` (and the live pages'): Flask's, worked out once per process
    for the same endpoint, values (strings, numbers, None) and script root: a live page's
    update names five to seven addresses (the page's own, its poll, a log line's, a past
    view's), 5-10 µs each.  An address of another kind (``_external``, ``_anchor``..., an
    endpoint relative to the blueprint, a value of another type) is Flask's each time."""
    if endpoint.startswith(".") or not has_request_context() or not all(
            type(v) in _PLAIN and not k.startswith("_") for k, v in values.items()):
        return url_for(endpoint, **values)
    key = (id(current_app._get_current_object()), request.script_root, endpoint,
           tuple(sorted(values.items())))
    found = _URLS.get(key)
    if found is None:
        found = url_for(endpoint, **values)
        _URLS.put(key, found)
    return found


#: The value types ``page_url_for`` keeps addresses for.
_PLAIN = (str, int, type(None))
