"""Draw the app's icons into static/icons/: its own mark (a round table seen from above with
four seats around it) on the app's green.

    .venv/bin/pip install pillow && .venv/bin/python tools/make_icons.py

Writes icon-192.png, icon-512.png (rounded corners, for "any"), icon-maskable-512.png (full
bleed, the mark inside the middle 80% a launcher may crop to), apple-touch-icon.png (180,
square: iOS rounds it) and favicon.ico (16, 32 and 48).  The files are committed; Pillow is
needed only to draw them again.
"""
from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

OUT = Path(__file__).resolve().parent.parent / "static" / "icons"
GREEN = (47, 111, 78, 255)      # --accent of static/css/companion.css
PAPER = (251, 248, 241, 255)    # --paper
GOLD = (242, 201, 76, 255)
SCALE = 4                       # drawn 4 times larger, then reduced: smooth edges


def mark(size: int, rounded: bool, inner: float = 1.0) -> Image.Image:
    """The mark on a ``size`` pixel square; ``inner``: the share of the square it fills."""
    big = size * SCALE
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    if rounded:
        draw.rounded_rectangle((0, 0, big - 1, big - 1), radius=int(big * 0.22), fill=GREEN)
    else:
        draw.rectangle((0, 0, big - 1, big - 1), fill=GREEN)
    centre = big / 2
    unit = big * inner

    def disc(x: float, y: float, r: float, colour) -> None:
        draw.ellipse((x - r, y - r, x + r, y + r), fill=colour)

    disc(centre, centre, unit * 0.25, PAPER)                   # the table
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):          # four seats around it
        disc(centre + dx * unit * 0.37, centre + dy * unit * 0.37, unit * 0.075, GOLD)
    disc(centre, centre, unit * 0.07, GREEN)                   # the board on the table
    return image.resize((size, size), Image.LANCZOS)


def main() -> None:
    """Write every icon file."""
    OUT.mkdir(parents=True, exist_ok=True)
    for size in (192, 512):
        mark(size, rounded=True).save(OUT / f"icon-{size}.png", optimize=True)
    mark(512, rounded=False, inner=0.8).save(OUT / "icon-maskable-512.png", optimize=True)
    mark(180, rounded=False, inner=0.9).save(OUT / "apple-touch-icon.png", optimize=True)
    mark(48, rounded=True).save(OUT / "favicon.ico", sizes=[(16, 16), (32, 32), (48, 48)])


if __name__ == "__main__":
    main()
