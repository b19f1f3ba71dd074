"""The art gallery: every asset exists, renders, and stays inside its own frame.

A broken SVG does not crash Qt, it just draws nothing (and logs a warning, which fails the test
through `qt_log_level_fail`). So each asset is rendered offscreen at a small and a large size and
the pixels are checked: something drawn, more than one colour, nothing outside the viewBox.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from bugbox.paths import resource
from bugbox.ui import art

SIZES = (48, 160)


def rendered(name: str, size: int, margin: int = 0) -> QImage:
    """The asset rendered into a size x size box (aspect kept), `margin` px of empty border."""
    image = QImage(size + 2 * margin, size + 2 * margin, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    art.render(name, painter, QRectF(margin, margin, size, size))
    painter.end()
    return image


def pixels(image: QImage) -> memoryview:
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    return memoryview(image.constBits()).cast("I")


def drawn_box(name: str, size: int, margin: int) -> QRectF:
    """Where the art should land inside the bigger canvas (aspect kept, centred)."""
    natural = art.natural_size(name).toSizeF()
    if name.rsplit("/", 1)[-1].startswith("mat_"):
        natural.scale(size, size, Qt.AspectRatioMode.IgnoreAspectRatio)
    else:
        natural.scale(size, size, Qt.AspectRatioMode.KeepAspectRatio)
    return QRectF(
        margin + (size - natural.width()) / 2, margin + (size - natural.height()) / 2, natural.width(), natural.height()
    )


def test_every_asset_has_its_svg_file():
    missing = [name for name in art.ASSETS if not art.path(name).is_file()]
    assert missing == []


def test_no_svg_file_is_left_out_of_the_catalogue():
    root = resource("art")
    on_disk = {p.relative_to(root).with_suffix("").as_posix() for p in Path(root).rglob("*.svg")}
    assert on_disk == set(art.ASSETS)


@pytest.mark.parametrize("name", art.ASSETS)
def test_asset_renders_something_at_two_sizes(qapp, name):
    renderer = art.renderer(name)
    assert renderer.isValid()
    for size in SIZES:
        px = pixels(rendered(name, size))
        opaque = sum(1 for p in px if p >> 24)
        assert opaque > len(px) * 0.05, f"{name} at {size}px is (nearly) empty"
        assert len(set(px)) > 2, f"{name} at {size}px is a single colour"


@pytest.mark.parametrize("name", art.ASSETS)
def test_asset_stays_inside_its_viewbox(qapp, name):
    """Qt does not clip to the viewBox: a shape drawn outside it would spill over neighbours."""
    size, margin = 96, 24
    image = rendered(name, size, margin)
    inside = drawn_box(name, size, margin).adjusted(-1.5, -1.5, 1.5, 1.5)
    px = pixels(image)
    width = image.width()
    spill = [
        (i % width, i // width)
        for i, p in enumerate(px)
        if p >> 24 > 16 and not inside.contains(i % width + 0.5, i // width + 0.5)
    ]
    assert spill == [], f"{name} draws {len(spill)} pixels outside its viewBox"


def test_unknown_art_name_raises_a_clear_key_error(qapp):
    with pytest.raises(KeyError, match="no art named"):
        art.renderer("verasselt/card_purple")
    with pytest.raises(KeyError):
        art.card("purple")


def test_helpers_map_model_words_to_assets():
    assert art.card("red") == "verasselt/card_red"
    assert art.card("back") == "verasselt/card_back"
    assert art.die("bars") == "verasselt/die_bars"
    assert art.tile("plus", 8) == "verflixxt/tile_plus_8"
    assert art.tile("minus", -10) == art.tile("minus", 10) == "verflixxt/tile_minus_10"
    assert art.tile("luck") == "verflixxt/tile_luck"
    assert art.pawn("blue", marked=True) == "verflixxt/pawn_blue_marked"
    assert art.schaben_card("turn_around") == "schaben/card_turn_around"
    assert all(
        name in art.ASSETS
        for name in (art.verflixxt_die(6), art.difficulty("medium"), art.cover("schaben"), art.bug("green"))
    )


def test_pixmap_keeps_the_aspect_and_is_cached(qapp):
    pix = art.pixmap("verasselt/card_red", 100, 100, dpr=2.0)
    assert pix.devicePixelRatio() == 2.0
    assert (pix.width(), pix.height()) == (200, 200)
    image = pix.toImage()
    # a 5:7 card centred in a square leaves the left and right edges transparent
    assert image.pixelColor(2, 100).alpha() == 0 and image.pixelColor(100, 100).alpha() == 255
    assert art.pixmap("verasselt/card_red", 100, 100, dpr=2.0).cacheKey() == pix.cacheKey()


def test_mats_stretch_to_fill_any_rectangle(qapp):
    image = art.pixmap("verasselt/mat_hub", 300, 40).toImage()
    assert image.pixelColor(150, 20).alpha() > 0 and image.pixelColor(6, 20).alpha() > 0
    svg = art.path("verasselt/mat_hub").read_text(encoding="utf-8")
    assert 'preserveAspectRatio="none"' in svg and 'viewBox="0 0 400 120"' in svg


def test_floor_grid_matches_the_floor_svg():
    svg = art.path("schaben/floor").read_text(encoding="utf-8")
    box = re.search(r'viewBox="([^"]+)"', svg).group(1).split()
    assert QRectF(*map(float, box)) == art.FLOOR_VIEWBOX
    assert art.FLOOR_VIEWBOX.contains(art.FLOOR_GRID)


def test_square_a1_is_bottom_left_and_g7_top_right():
    a1, g7 = art.square_rect(0, 0), art.square_rect(6, 6)
    assert a1.bottomLeft() == art.FLOOR_GRID.bottomLeft()
    assert g7.topRight() == art.FLOOR_GRID.topRight()
    assert art.square_rect_named("C2") == art.square_rect(2, 1)
    with pytest.raises(ValueError):
        art.square_rect(7, 0)


def test_floor_squares_alternate_kitchen_tiles_with_a1_dark(qapp):
    image = art.pixmap("schaben/floor", 800, 800).toImage()
    for col, row in ((0, 0), (1, 0), (3, 3), (6, 5)):
        r = art.square_rect(col, row)
        colour = image.pixelColor(int(r.center().x()), int(r.center().y())).name().upper()
        assert colour == ("#BDBDBD" if (col + row) % 2 == 0 else "#EDEDED")


def test_palette_has_the_art_direction_colours():
    assert art.PALETTE["red"].name().upper() == "#D55E00"
    assert art.PALETTE["ink"].name().upper() == "#2B2B2B"
    assert art.PALETTE["luck"].name().upper() == "#F2C14E"
