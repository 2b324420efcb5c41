"""QR codes of the addresses a device opens on another one (the join link, a one-time host
link, a seat's move link, a component set's share link), drawn by the ``qrcode`` library."""
from __future__ import annotations

import base64
import io

import qrcode
from qrcode.image.svg import SvgPathImage


def qr_svg(url: str) -> bytes:
    """``url`` as an SVG QR code."""
    image = qrcode.make(url, image_factory=SvgPathImage, box_size=12)
    buffer = io.BytesIO()
    image.save(buffer)
    return buffer.getvalue()


def qr_data_uri(url: str) -> str:
    """``url`` as an SVG QR code inside a data: address (for a page that must not be fetched
    again: a one-time link)."""
    return "data:image/svg+xml;base64," + base64.b64encode(qr_svg(url)).decode("ascii")
