"""The box's colours and the cues that keep colour from being the only one (docs/art-direction.md).

Everything that paints a game colour takes it from here, so the palette lives in one place.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor

from . import palette

INK = QColor(palette.INK)
PAPER = QColor(palette.PAPER)
FELT = QColor(palette.FELT)
FELT_DARK = QColor("#244A40")
KITCHEN_LIGHT = QColor("#EDEDED")
KITCHEN_DARK = QColor("#BDBDBD")
POSITIVE = QColor("#2E9E44")
NEGATIVE = QColor("#C0392B")
LUCK = QColor("#F2C14E")
HIGHLIGHT = QColor("#F0E442")

#: Game colours (Okabe-Ito based). Yellow on cards is the darker amber.
COLOURS: dict[str, QColor] = {
    "red": QColor("#D55E00"),
    "yellow": QColor(palette.AMBER),
    "green": QColor("#009E73"),
    "blue": QColor("#0072B2"),
    "purple": QColor("#CC79A7"),
    "orange": QColor("#F5A623"),
}

#: A pattern per colour for colour-blind mode: drawn over swatches, seat markers, pawns.
PATTERNS: dict[str, Qt.BrushStyle] = {
    "red": Qt.BrushStyle.BDiagPattern,
    "yellow": Qt.BrushStyle.Dense6Pattern,
    "green": Qt.BrushStyle.CrossPattern,
    "blue": Qt.BrushStyle.HorPattern,
    "purple": Qt.BrushStyle.FDiagPattern,
    "orange": Qt.BrushStyle.VerPattern,
}

#: A symbol per seat colour, printed beside names so seats never rely on colour alone.
SYMBOLS: dict[str, str] = {
    "red": "▲", "yellow": "★", "green": "●", "blue": "■", "purple": "◆", "orange": "✚",
}

SEAT_COLOURS = ("red", "blue", "green", "yellow", "purple")


def colour(name: str) -> QColor:
    return QColor(COLOURS.get(name, INK))


def pattern_brush(name: str) -> QBrush:
    brush = QBrush(QColor(255, 255, 255, 150), PATTERNS.get(name, Qt.BrushStyle.NoBrush))
    return brush
