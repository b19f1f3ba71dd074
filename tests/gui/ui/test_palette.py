"""One palette: colour values are written in `bugbox/ui/palette.py` only, and the rest takes them from there."""

import re
from pathlib import Path

from PySide6.QtGui import QColor

from bugbox.ui import art, palette, theme

ROOT = Path(__file__).resolve().parents[3]
HEX = re.compile(r"#(?:[0-9A-Fa-f]{8}|[0-9A-Fa-f]{6})\b")
#: Where a colour may be written as a hex literal: the palette, and the tool that draws the SVG art.
ALLOWED = {ROOT / "bugbox" / "ui" / "palette.py", ROOT / "tools" / "make_art.py"}


def _values() -> set[str]:
    return {value.upper() for name, value in vars(palette).items() if name.isupper() and isinstance(value, str)}


def test_no_hex_colour_literal_outside_the_palette():
    files = [p for p in (ROOT / "bugbox").rglob("*") if p.suffix in (".py", ".qss", ".css", ".html")]
    found = [
        f"{p.relative_to(ROOT)}:{n}: {line.strip()}"
        for p in files
        if p not in ALLOWED
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1)
        if HEX.search(line)
    ]
    assert found == [], "name the colour in bugbox/ui/palette.py instead:\n" + "\n".join(found)


def test_the_palette_holds_every_colour_of_the_art_direction():
    doc = (ROOT / "docs" / "art-direction.md").read_text(encoding="utf-8")
    table = doc[doc.index("## Palette") : doc.index("##", doc.index("## Palette") + 3)]
    documented = {value.upper() for value in HEX.findall(table)}
    assert len(documented) >= 13
    assert documented <= _values()


def test_every_colour_in_theme_and_art_comes_from_the_palette():
    colours = [c for c in vars(theme).values() if isinstance(c, QColor)]
    colours += list(theme.COLOURS.values()) + list(art.PALETTE.values())
    assert len(colours) > 30
    assert {c.name(QColor.NameFormat.HexRgb).upper() for c in colours} <= _values()
    assert theme.COLOURS["yellow"] == QColor(palette.YELLOW) == art.PALETTE["yellow"]
    assert theme.HIGHLIGHT == QColor(palette.HIGHLIGHT) == art.PALETTE["yellow_highlight"]
