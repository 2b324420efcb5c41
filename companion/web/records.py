"""Records: export a table as one JSON document and import it elsewhere; results export."""
from __future__ import annotations

from flask import Blueprint

bp = Blueprint("records", __name__)
