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

SECTIONS = [("Voll verasselt", "verasselt/"), ("Schaben jagen", "schaben/"),
            ("Verflixxt! kompakt", "verflixxt/"), ("Covers and app icon", ("covers/", "icons/"))]


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
    image = QImage(SHEET_WIDTH, height, QImage.Format.Format_ARGB32)
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
        p.drawText(QRectF(box.left() - 10, box.bottom() + 2, box.width() + 20, LABEL_H),
                   Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, name)
    p.end()
    return to_grey(image) if grey else image


def to_grey(image: QImage) -> QImage:
    return image.convertToFormat(QImage.Format.Format_Grayscale8)


# the smallest sizes ART.md promises to read at
SMALL = [("verasselt/card_", 60), ("verasselt/die_", 40), ("verasselt/bug_", 40), ("verflixxt/tile_", 48),
         ("verflixxt/pawn_", 24), ("verflixxt/guard", 24), ("verflixxt/wurminator", 40), ("verflixxt/die_", 40),
         ("schaben/exterminator", 40), ("schaben/cockroach", 40), ("schaben/box", 40), ("schaben/card_", 60),
         ("schaben/difficulty_", 24), ("icons/bugbox", 16), ("icons/bugbox", 24), ("icons/bugbox", 32)]


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
    return small.scaled(small.width() * zoom, small.height() * zoom, Qt.AspectRatioMode.IgnoreAspectRatio,
                        Qt.TransformationMode.FastTransformation)


PREVIEW = ["verasselt/card_red", "verasselt/card_yellow", "verasselt/card_green", "verasselt/card_blue",
           "verasselt/die_red", "verasselt/die_bars", "schaben/exterminator", "schaben/cockroach",
           "schaben/card_turn_left", "verflixxt/tile_plus_5", "verflixxt/tile_minus_7", "verflixxt/tile_luck",
           "verflixxt/pawn_red", "verflixxt/pawn_blue_marked", "verflixxt/wurminator"]


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
