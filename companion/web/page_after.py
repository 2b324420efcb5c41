"""The answer to a form that changed a table: the page after it.

A move or an undo that was stored is answered with a redirect to the page to show next (the
seat's page, the host screen).  A form sent by static/js/poll.js names the parts its page
holds (the ``X-Parts`` header, companion/web/parts.py) and asks for the page in the answer
(``X-Want-Page: parts``: a page still running an earlier script, which knows only the
redirect, does not); it is answered with that next page itself, drawn in parts as a GET of
its address with the same header would draw it, and the page's address in the ``X-Page``
header: what the redirect would bring, in one request instead of two (the device's request,
the server's work around it, its connection's turn).

The page is drawn by the app itself, as a request of its own: the same cookies and headers,
method GET, no body, its own ``g``, database session and request hooks.  Whatever that
request answers other than a 200 (an error page), the answer is the redirect after all: what
the form changed is stored either way.
"""
from __future__ import annotations

import io

from flask import current_app, redirect, request
from werkzeug.wrappers import Response

from companion.web.parts import named_parts

#: The answer's header giving the address of the page drawn in it (static/js/poll.js).
PAGE_HEADER = "X-Page"
#: The form's header asking for the page in the answer, and its value.
WANT_HEADER, WANT_PARTS = "X-Want-Page", "parts"

#: What of the form's request the page's request does not take: its body and its object.
_BODY = frozenset(("CONTENT_TYPE", "CONTENT_LENGTH", "wsgi.input", "werkzeug.request"))


def page_after(url: str) -> Response:
    """The answer to the form of this request, which was stored, given ``url``: the address
    of the page to show after it (as ``url_for`` makes it: the app's root, a path, perhaps a
    query).  A redirect (302) to ``url``; for a form naming the parts of its page
    (``X-Parts``) and asking for the page (``X-Want-Page: parts``), the page at ``url`` drawn
    in parts, 200, with ``X-Page: url``."""
    if request.headers.get(WANT_HEADER) != WANT_PARTS or not named_parts():
        return redirect(url)
    app = current_app._get_current_object()
    path, _sep, query = url.partition("?")
    root = request.script_root
    if root and path.startswith(root + "/"):
        path = path[len(root):]
    environ = {k: v for k, v in request.environ.items() if k not in _BODY}
    environ.update({"REQUEST_METHOD": "GET", "PATH_INFO": path, "QUERY_STRING": query,
                    "wsgi.input": io.BytesIO()})
    with app.app_context():  # a g, a database session of its own
        page = app.response_class.from_app(app.wsgi_app, environ, buffered=True)
    if page.status_code != 200:
        page.close()
        return redirect(url)
    page.headers[PAGE_HEADER] = url
    return page
