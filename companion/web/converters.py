"""The URL converters the routes use beyond Flask's own."""
from __future__ import annotations

from werkzeug.routing import BaseConverter


class DigitsConverter(BaseConverter):
    """``<digits:set_id>``: a path part of ASCII digits, of any length, given to the view as
    it was written.  The view reads it with ``companion.inputs.row_id`` and answers a number
    no row can have (ten digits and more: past what the database's integer column holds) with
    its own 404 page, in the page language, where Flask's ``int`` converter would send the
    number to the query (a 500 on PostgreSQL past 2^31) or answer a bare "not found".  It
    ranks as ``int`` does among the routes (weight 50: before a plain ``<string>`` part)."""

    regex = r"[0-9]+"
    weight = 50

    def to_python(self, value: str) -> str:
        """The digits as written."""
        return value

    def to_url(self, value) -> str:
        """A row id (an int or its digits) as a path part."""
        return str(value)
