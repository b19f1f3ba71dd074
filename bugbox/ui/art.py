"""The one place that maps art names to files, and SVG to pixmaps.

Every picture in bugbox is an SVG under `resources/art/`, drawn by `tools/make_art.py` in one
hand (style and palette: docs/art-direction.md). Views ask for art by *name* (`"verasselt/card_red"`), never
by path, so that moving or redrawing a file touches this module only. Names:

- `verasselt/card_<kind>` (kind red / yellow / green / blue), `verasselt/card_back`
  (200 x 280), `verasselt/die_<kind>` and `verasselt/die_bars` (100 x 100),
  `verasselt/bug_<kind>` (the bug alone, transparent, 200 x 200), `verasselt/mat_hub`,
  `mat_catch`, `mat_front_yard`, `mat_heap` (400 x 120, `preserveAspectRatio="none"`: render them
  into any rectangle and they stretch), `verasselt/table` (felt, 1600 x 1000).
- `schaben/floor` (see `FLOOR_GRID`), `schaben/exterminator`, `schaben/cockroach` (100 x 100,
  seen from above, **facing up = north**: rotate by 90 degrees per quarter turn clockwise for
  east, south, west), `schaben/box` (100 x 100), `schaben/card_<kind>` with kind forward,
  backward, left, right, turn_left, turn_right, turn_around, box (200 x 280),
  `schaben/difficulty_<easy|medium|hard>` (100 x 100 badge), `schaben/task_back` (200 x 280).
- `verflixxt/tile_plus_<1..8>`, `tile_minus_<1..10>`, `tile_luck`, `tile_start`, `tile_finish`
  (100 x 100), `verflixxt/pawn_<colour>` and `pawn_<colour>_marked` (the colour-blind variant:
  red stripes, blue dots, green rings, yellow star), `verflixxt/guard` (all 70 x 100, seen from
  the side, standing on the bottom edge), `verflixxt/wurminator` (100 x 100),
  `verflixxt/die_<1..6>` (100 x 100), `verflixxt/table` (wood, 1600 x 1000).
- `covers/<game_id>` (400 x 300 launcher tiles), `icons/bugbox` (512 x 512 app icon master).

Renderers and pixmaps are cached: a scene can ask for the same card every paint. The pixmaps
go to Qt's pixmap cache, the one that also keeps the pictures of items with
DeviceCoordinateCache, so all pictures in memory share one budget (`PIXMAP_BUDGET` bytes, least
recently used first out). The budget counts bytes, not pictures: tables draw their felt at the
exact size of the window, so a player dragging the window's edge asks for a new felt at every
step, and a cache counting pictures grew by hundreds of MiB. `clear_cache()` gives all the
memory back. (`pixcache` is not a second memory cache: it keeps the launcher's covers on disk
between starts, and takes them from here.)
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap, QPixmapCache
from PySide6.QtSvg import QSvgRenderer

from bugbox.paths import resource

from . import palette

KINDS = ("red", "yellow", "green", "blue")
PAWN_COLOURS = ("red", "blue", "green", "yellow")
SCHABEN_CARDS = ("forward", "backward", "left", "right", "turn_left", "turn_right", "turn_around", "box")
PLUS_VALUES = tuple(range(1, 9))
MINUS_VALUES = tuple(range(1, 11))


def _names() -> tuple[str, ...]:
    names: list[str] = []
    names += [f"verasselt/card_{k}" for k in KINDS] + ["verasselt/card_back"]
    names += [f"verasselt/die_{k}" for k in KINDS] + ["verasselt/die_bars"]
    names += [f"verasselt/bug_{k}" for k in KINDS]
    names += [f"verasselt/{m}" for m in ("mat_hub", "mat_catch", "mat_front_yard", "mat_heap")]
    names += ["verasselt/table"]
    names += ["schaben/floor", "schaben/exterminator", "schaben/cockroach", "schaben/box"]
    names += [f"schaben/card_{k}" for k in SCHABEN_CARDS]
    names += [f"schaben/difficulty_{d}" for d in ("easy", "medium", "hard")] + ["schaben/task_back"]
    names += [f"verflixxt/tile_plus_{v}" for v in PLUS_VALUES]
    names += [f"verflixxt/tile_minus_{v}" for v in MINUS_VALUES]
    names += ["verflixxt/tile_luck", "verflixxt/tile_start", "verflixxt/tile_finish"]
    names += [f"verflixxt/pawn_{c}" for c in PAWN_COLOURS]
    names += [f"verflixxt/pawn_{c}_marked" for c in PAWN_COLOURS]
    names += ["verflixxt/guard", "verflixxt/wurminator"]
    names += [f"verflixxt/die_{v}" for v in range(1, 7)] + ["verflixxt/table"]
    names += ["covers/verasselt", "covers/schaben", "covers/verflixxt", "icons/bugbox"]
    return tuple(names)


#: Every asset name, in contact-sheet order.
ASSETS: tuple[str, ...] = _names()
_KNOWN = frozenset(ASSETS)

#: The palette of docs/art-direction.md by the art's names, for views that draw simple
#: highlights and markers themselves (the values are `palette`'s).
PALETTE: dict[str, QColor] = {
    "red": QColor(palette.RED),
    "yellow": QColor(palette.YELLOW),
    "yellow_highlight": QColor(palette.HIGHLIGHT),
    "green": QColor(palette.GREEN),
    "blue": QColor(palette.BLUE),
    "ink": QColor(palette.INK),
    "paper": QColor(palette.PAPER),
    "felt": QColor(palette.FELT),
    "tile_light": QColor(palette.KITCHEN_LIGHT),
    "tile_dark": QColor(palette.KITCHEN_DARK),
    "positive": QColor(palette.POSITIVE),
    "negative": QColor(palette.NEGATIVE),
    "luck": QColor(palette.LUCK),
}

# ---- Schaben jagen floor geometry --------------------------------------------------------------
#: viewBox of `schaben/floor`: 0 0 800 800.
FLOOR_VIEWBOX = QRectF(0, 0, 800, 800)
#: The 7 x 7 grid inside the floor's viewBox: squares are 100 x 100 units. Column A is the left
#: column, row 1 the bottom row (as on a chess board); letters A-G run below the grid, the
#: numbers 1-7 to its left.
FLOOR_GRID = QRectF(70, 30, 700, 700)
FLOOR_SQUARE = FLOOR_GRID.width() / 7


def square_rect(col: int, row: int) -> QRectF:
    """The square at column `col` (0 = A ... 6 = G) and row `row` (0 = row 1 at the bottom ...
    6 = row 7 at the top), in the floor's viewBox units.

    Scale by (scene size / 800) if the floor is drawn at another size.
    """
    if not (0 <= col < 7 and 0 <= row < 7):
        raise ValueError(f"no square at column {col}, row {row} on a 7 x 7 board")
    return QRectF(
        FLOOR_GRID.left() + col * FLOOR_SQUARE, FLOOR_GRID.top() + (6 - row) * FLOOR_SQUARE, FLOOR_SQUARE, FLOOR_SQUARE
    )


def square_rect_named(square: str) -> QRectF:
    """`square_rect` for a square name such as "C2"."""
    col, row = "ABCDEFG".find(square[:1].upper()), int(square[1:] or 0) - 1
    if col < 0:
        raise ValueError(f"no square named {square!r}")
    return square_rect(col, row)


# ---- names -> files -> renderers -> pixmaps -------------------------------------------------------
def path(name: str) -> Path:
    """The SVG file of an asset (it may not exist for a name outside ASSETS)."""
    return resource("art", name + ".svg")


@cache
def renderer(name: str) -> QSvgRenderer:
    """A (cached) renderer for the asset `name`. Unknown names raise KeyError."""
    if name not in _KNOWN:
        raise KeyError(f"no art named {name!r} (see bugbox.ui.art.ASSETS)")
    file = path(name)
    if not file.is_file():
        raise KeyError(f"art {name!r} is missing its file {file}")
    svg = QSvgRenderer(str(file))
    if not svg.isValid():
        raise KeyError(f"art {name!r}: {file} is not a valid SVG")
    return svg


def natural_size(name: str) -> QSize:
    """The asset's own size (its viewBox), for working out aspect ratios."""
    return renderer(name).defaultSize()


#: Bytes of pictures kept in Qt's pixmap cache: the art drawn here and the items' cached
#: pictures together. Qt's default, 10 MiB, is less than one full-screen table needs (a 1920x1080
#: felt is 8 MiB): pictures were evicted and drawn again from SVG during play.
PIXMAP_BUDGET = 160 * 1024 * 1024


def reserve_cache() -> None:
    """Give Qt's pixmap cache at least `PIXMAP_BUDGET` (views call it before their first paint)."""
    if QPixmapCache.cacheLimit() < PIXMAP_BUDGET // 1024:
        QPixmapCache.setCacheLimit(PIXMAP_BUDGET // 1024)


def cache_key(name: str, width: int, height: int, dpr: float) -> str:
    """The key of a drawn asset in Qt's pixmap cache."""
    return f"bugbox-art:{name}:{width}x{height}@{dpr!r}"


def _render(name: str, width: int, height: int, dpr: float) -> QPixmap:
    svg = renderer(name)
    image = QImage(max(1, round(width * dpr)), max(1, round(height * dpr)), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    svg.render(painter, _fit(svg.defaultSize(), image.width(), image.height(), stretch=_stretches(name)))
    painter.end()
    pix = QPixmap.fromImage(image)
    pix.setDevicePixelRatio(dpr)
    return pix


def _stretches(name: str) -> bool:
    return name.rsplit("/", 1)[-1].startswith("mat_")


def _fit(size: QSize, width: int, height: int, stretch: bool = False) -> QRectF:
    """The largest rectangle of the art's aspect centred in width x height (all of it for mats)."""
    if stretch or size.isEmpty():
        return QRectF(0, 0, width, height)
    scaled = size.scaled(width, height, Qt.AspectRatioMode.KeepAspectRatio)
    return QRectF((width - scaled.width()) / 2, (height - scaled.height()) / 2, scaled.width(), scaled.height())


def pixmap(name: str, width: int, height: int, dpr: float = 1.0) -> QPixmap:
    """The asset drawn into a width x height (logical pixels) pixmap at device pixel ratio `dpr`.

    The art keeps its aspect ratio and is centred; the rest stays transparent. Mats are the
    exception: they stretch to fill. Cached by (name, size, dpr).
    """
    width, height, dpr = int(width), int(height), float(dpr)
    key = cache_key(name, width, height, dpr)
    found = QPixmap()
    if QPixmapCache.find(key, found):
        return found
    reserve_cache()
    made = _render(name, width, height, dpr)
    QPixmapCache.insert(key, made)
    return made


def render(name: str, painter: QPainter, target: QRectF) -> None:
    """Draw the asset straight into `target` with `painter` (keeping aspect; mats stretch)."""
    svg = renderer(name)
    if _stretches(name):
        svg.render(painter, target)
        return
    size = svg.defaultSize().toSizeF().scaled(target.size(), Qt.AspectRatioMode.KeepAspectRatio)
    svg.render(
        painter,
        QRectF(
            target.center().x() - size.width() / 2, target.center().y() - size.height() / 2, size.width(), size.height()
        ),
    )


def clear_cache() -> None:
    """Drop every drawn picture (the items' cached ones too: Qt draws them again) and renderer."""
    QPixmapCache.clear()
    renderer.cache_clear()


# ---- helpers: model words -> names ------------------------------------------------------------
def card(colour: str) -> str:
    """Voll verasselt card front for a bug colour ("red" ...), or "back"."""
    return _check(f"verasselt/card_{colour}")


def die(face: str) -> str:
    """Voll verasselt die face: a colour ("red" ...) or "bars" (double bars)."""
    return _check(f"verasselt/die_{face}")


def bug(colour: str) -> str:
    return _check(f"verasselt/bug_{colour}")


def tile(kind: str, value: int = 0) -> str:
    """Verflixxt tile: kind "plus" / "minus" with its value (minus as a positive number or
    negative, both work), or "luck" / "start" / "finish"."""
    if kind in ("plus", "minus"):
        return _check(f"verflixxt/tile_{kind}_{abs(int(value))}")
    return _check(f"verflixxt/tile_{kind}")


def pawn(colour: str, marked: bool = False) -> str:
    """Verflixxt pawn; `marked` gives the colour-blind variant with its own marking."""
    return _check(f"verflixxt/pawn_{colour}" + ("_marked" if marked else ""))


def verflixxt_die(face: int) -> str:
    return _check(f"verflixxt/die_{int(face)}")


def schaben_card(kind: str) -> str:
    """Schaben jagen movement card: forward, backward, left, right, turn_left, turn_right,
    turn_around, box."""
    return _check(f"schaben/card_{kind}")


def difficulty(level: str) -> str:
    """Schaben jagen difficulty badge: easy / medium / hard (hard also accepts "difficult")."""
    return _check(f"schaben/difficulty_{'hard' if level == 'difficult' else level}")


def cover(game_id: str) -> str:
    return _check(f"covers/{game_id}")


def _check(name: str) -> str:
    if name not in _KNOWN:
        raise KeyError(f"no art named {name!r} (see bugbox.ui.art.ASSETS)")
    return name
