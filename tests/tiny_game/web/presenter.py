"""What Nim's templates call (``web.<method>``): words and numbers for its pages, from the
view a seat may see."""
from __future__ import annotations

from typing import Any

from companion.i18n import gettext


class NimPresenter:
    """The presenter methods of Nim's templates (templates/host.html, seat.html)."""

    def bid_text(self, view: dict[str, Any], seat: int) -> str:
        """Seat ``seat``'s bid as ``view`` shows it: its value, "secret" or "not yet"."""
        bid = view["bids"][seat]
        if bid is None:
            return gettext("not yet")
        if bid == "made":
            return gettext("secret")
        return str(bid)

    def category_label(self, category: str) -> str:
        """The score sheet's one category."""
        return gettext("Last counter")
