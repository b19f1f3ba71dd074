#!/usr/bin/env python3
"""Render every art asset onto one labelled sheet, so the whole set can be judged at a glance.

    python tools/contact_sheet.py            -> docs/contact_sheet.png (all assets, labelled)
    python tools/contact_sheet.py --grey     -> the same sheet in greyscale (colour is never the
                                                only cue: the bug kinds, pawns and tiles must
                                                still be told apart here)
    python tools/contact_sheet.py --small    -> the pieces at their smallest play sizes (card
                                                60 px wide, die 40 px, tile 48 px, pawn 24 px),
                                                then enlarged 4x pixel for pixel to inspect
    python tools/contact_sheet.py --preview  -> docs/art_preview.png, a small strip for the README

`--out PATH` writes somewhere else. Renders through QSvgRenderer offscreen, exactly as the app does.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter  # noqa: E402

from bugbox.ui import art  # noqa: E402

BACKGROUND = QColor("#A7A7A2")  # neutral mid grey: paper-white and ink-dark art both show
LABEL = QColor("#1E1E1E")
SHEET_WIDTH = 2000
MARGIN = 24
LABEL_H = 22

SECTIONS = [
    ("Voll verasselt", "verasselt/"),
    ("Schaben jagen", "schaben/"),
    ("Verflixxt! kompakt", "verflixxt/"),
    ("Covers and app icon", ("covers/", "icons/")),
]


def cell_box(name: str) -> tuple[int, int]:
    """The box (w, h) an asset gets on the sheet: big for boards, small for pieces."""
    leaf = name.rsplit("/", 1)[-1]
    if leaf in ("table", "floor") or name.startswith("covers/"):
        return 400, 300 if leaf != "floor" else 400
    if leaf.startswith("mat_"):
        return 300, 90
    if name.startswith("icons/"):
        return 256, 256
    if "card" in leaf or leaf == "task_back":
        return 150, 210
    if leaf.startswith("bug_"):
        return 170, 170
    return 120, 120


def layout(names: list[str]) -> tuple[list[tuple[str, str, QRectF]], int]:
    placed: list[tuple[str, str, QRectF]] = []
    y = MARGIN
    for title, prefix in SECTIONS:
        items = [n for n in names if n.startswith(prefix)]
        if not items:
            continue
        placed.append(("title", title, QRectF(MARGIN, y, SHEET_WIDTH - 2 * MARGIN, 34)))
        y += 44
        x, row_h = MARGIN, 0
        for name in items:
            w, h = cell_box(name)
            if x + w > SHEET_WIDTH - MARGIN:
                x, y, row_h = MARGIN, y + row_h + LABEL_H + 18, 0
            placed.append(("asset", name, QRectF(x, y, w, h)))
            x += w + 22
            row_h = max(row_h, h)
        y += row_h + LABEL_H + 36
    return placed, y


def draw_sheet(names: list[str], grey: bool) -> QImage:
    placed, height = layout(names)
    in_play_top = height + 44
    image = QImage(SHEET_WIDTH, in_play_top + 400 + MARGIN, QImage.Format.Format_ARGB32)
    image.fill(BACKGROUND)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    title_font, label_font = QFont("DejaVu Sans", 17, QFont.Weight.Bold), QFont("DejaVu Sans", 9)
    for what, name, box in placed:
        if what == "title":
            p.setFont(title_font)
            p.setPen(LABEL)
            p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
            continue
        p.setPen(QColor(0, 0, 0, 40))
        p.drawRect(box)
        art.render(name, p, box)
        p.setFont(label_font)
        p.setPen(LABEL)
        p.drawText(
            QRectF(box.left() - 10, box.bottom() + 2, box.width() + 20, LABEL_H),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            name.split("/", 1)[1],
        )
    p.setFont(title_font)
    p.setPen(LABEL)
    p.drawText(QRectF(MARGIN, in_play_top - 44, 800, 34), Qt.AlignmentFlag.AlignVCenter, "In play (composed)")
    draw_in_play(p, in_play_top)
    p.end()
    return to_grey(image) if grey else image


def draw_in_play(p: QPainter, top: float) -> float:
    """Three little scenes built from the assets the way the views will: does it all fit together?"""

    def put(name: str, x: float, y: float, w: float, h: float, rot: float = 0) -> None:
        p.save()
        p.translate(x + w / 2, y + h / 2)
        p.rotate(rot)
        art.render(name, p, QRectF(-w / 2, -h / 2, w, h))
        p.restore()

    # Voll verasselt: felt, mats, a hub row, dice, a front yard
    x0, y0 = MARGIN, top
    art.render("verasselt/table", p, QRectF(x0, y0, 620, 400))
    art.render("verasselt/mat_hub", p, QRectF(x0 + 20, y0 + 20, 580, 130))
    for i, kind in enumerate(("red", "red", "yellow", "green", "green", "green", "blue")):
        put(f"verasselt/card_{kind}", x0 + 40 + i * 64 + (i > 1) * 14 + (i > 2) * 14 + (i > 5) * 14, y0 + 35, 72, 100)
    for i, face in enumerate(("red", "bars", "yellow", "green", "blue", "bars", "red")):
        put(f"verasselt/die_{face}", x0 + 40 + i * 50, y0 + 170, 40, 40, rot=(i * 37) % 20 - 10)
    art.render("verasselt/mat_catch", p, QRectF(x0 + 400, y0 + 160, 200, 60))
    art.render("verasselt/mat_front_yard", p, QRectF(x0 + 20, y0 + 240, 360, 140))
    art.render("verasselt/mat_heap", p, QRectF(x0 + 400, y0 + 240, 200, 140))
    for i, kind in enumerate(("blue", "yellow", "red")):
        put(f"verasselt/card_{kind}", x0 + 40 + i * 80, y0 + 255, 72, 100)
    for i in range(3):
        put("verasselt/card_back", x0 + 450 + i * 6, y0 + 255 - i * 4, 72, 100)
    # Schaben jagen: pieces on squares, facings, a stack of two cockroaches
    x1 = x0 + 650
    floor = QRectF(x1, top, 400, 400)
    art.render("schaben/floor", p, floor)
    k = floor.width() / art.FLOOR_VIEWBOX.width()

    def on(square: str, name: str, rot: float = 0, dx: float = 0, dy: float = 0) -> None:
        r = art.square_rect_named(square)
        put(name, x1 + r.x() * k + 2 + dx, top + r.y() * k + 2 + dy, r.width() * k - 4, r.height() * k - 4, rot)

    on("B2", "schaben/exterminator", 90)
    on("E2", "schaben/cockroach", 270)
    on("B6", "schaben/cockroach", 180)
    on("F5", "schaben/cockroach", 0, -4, 4)
    on("F5", "schaben/cockroach", 90, 4, -4)
    on("D4", "schaben/box")
    on("G2", "schaben/box")
    # Verflixxt: a stretch of course on wood with pieces standing on it
    x2 = x1 + 430
    art.render("verflixxt/table", p, QRectF(x2, top, 520, 400))
    course = [
        "verflixxt/tile_start",
        "verflixxt/tile_plus_3",
        "verflixxt/tile_minus_7",
        "verflixxt/tile_luck",
        "verflixxt/tile_plus_8",
        "verflixxt/tile_minus_10",
        "verflixxt/tile_finish",
    ]
    for i, name in enumerate(course):
        put(name, x2 + 20 + i * 70, top + 200, 64, 64)
    for name, i, dx in (
        ("verflixxt/pawn_red", 1, -12),
        ("verflixxt/pawn_blue_marked", 1, 10),
        ("verflixxt/guard", 3, -8),
        ("verflixxt/pawn_yellow", 3, 12),
        ("verflixxt/wurminator", 5, 0),
        ("verflixxt/pawn_green_marked", 4, 0),
    ):
        w, h = (48, 48) if "wurminator" in name else (24, 34)
        put(name, x2 + 20 + i * 70 + 32 - w / 2 + dx, top + 232 - h, w, h)
    put("verflixxt/die_5", x2 + 220, top + 60, 48, 48, 12)
    return top + 400


def to_grey(image: QImage) -> QImage:
    return image.convertToFormat(QImage.Format.Format_Grayscale8)


# the smallest sizes docs/art-direction.md promises to read at
SMALL = [
    ("verasselt/card_", 60),
    ("verasselt/die_", 40),
    ("verasselt/bug_", 40),
    ("verflixxt/tile_", 48),
    ("verflixxt/pawn_", 24),
    ("verflixxt/guard", 24),
    ("verflixxt/wurminator", 40),
    ("verflixxt/die_", 40),
    ("schaben/exterminator", 40),
    ("schaben/cockroach", 40),
    ("schaben/box", 40),
    ("schaben/card_", 60),
    ("schaben/difficulty_", 24),
    ("icons/bugbox", 16),
    ("icons/bugbox", 24),
    ("icons/bugbox", 32),
]


def draw_small(zoom: int = 4, grey: bool = False, width: int = 330) -> QImage:
    """Every piece at its smallest play size, flowed into a narrow strip, then enlarged."""
    items = []
    for prefix, px in SMALL:
        for name in (n for n in art.ASSETS if n.startswith(prefix)):
            size = art.natural_size(name)
            if size.width() >= size.height():
                items.append((name, px, round(px * size.height() / size.width())))
            else:
                items.append((name, round(px * size.width() / size.height()), px))
    placed, x, y, row_h = [], 4, 4, 0
    for name, w, h in items:
        if x + w > width - 4:
            x, y, row_h = 4, y + row_h + 5, 0
        placed.append((name, x, y, w, h))
        x, row_h = x + w + 4, max(row_h, h)
    small = QImage(width, y + row_h + 4, QImage.Format.Format_ARGB32)
    small.fill(BACKGROUND)
    p = QPainter(small)
    for name, x, y, w, h in placed:
        p.drawPixmap(x, y, art.pixmap(name, w, h))
    p.end()
    if grey:
        small = to_grey(small)
    return small.scaled(
        small.width() * zoom,
        small.height() * zoom,
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.FastTransformation,
    )


PREVIEW = [
    "verasselt/card_red",
    "verasselt/card_yellow",
    "verasselt/card_green",
    "verasselt/card_blue",
    "verasselt/die_red",
    "verasselt/die_bars",
    "schaben/exterminator",
    "schaben/cockroach",
    "schaben/card_turn_left",
    "verflixxt/tile_plus_5",
    "verflixxt/tile_minus_7",
    "verflixxt/tile_luck",
    "verflixxt/pawn_red",
    "verflixxt/pawn_blue_marked",
    "verflixxt/wurminator",
]


def draw_preview() -> QImage:
    h = 150
    boxes = []
    for name in PREVIEW:
        size = art.natural_size(name)
        boxes.append((name, h * size.width() / size.height() if "card" in name else h * 0.7))
    width = sum(w for _, w in boxes) + 14 * (len(boxes) + 1)
    image = QImage(int(width), h + 28, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2F5D50"))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    x = 14.0
    for name, w in boxes:
        art.render(name, p, QRectF(x, 14, w, h))
        x += w + 14
    p.end()
    return image


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--grey", action="store_true", help="greyscale")
    parser.add_argument("--small", action="store_true", help="smallest play sizes, enlarged")
    parser.add_argument("--preview", action="store_true", help="the README strip")
    parser.add_argument("--out", type=Path, help="where to write the PNG")
    args = parser.parse_args()
    QGuiApplication.instance() or QGuiApplication([])
    tmp = Path(tempfile.gettempdir())
    if args.small:
        image = draw_small(grey=args.grey)
        out = args.out or tmp / ("bugbox_small_grey.png" if args.grey else "bugbox_small.png")
    elif args.preview:
        image = draw_preview()
        out = args.out or ROOT / "docs" / "art_preview.png"
    else:
        image = draw_sheet(list(art.ASSETS), grey=args.grey)
        out = args.out or (tmp / "bugbox_contact_sheet_grey.png" if args.grey else ROOT / "docs" / "contact_sheet.png")
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out)):
        raise SystemExit(f"could not write {out}")
    print(out)


if __name__ == "__main__":
    main()
