"""The box's colours as QColors, and the cues that keep colour from being the only one
(docs/art-direction.md).

The values are `palette`'s; everything that paints a game colour takes it from here or there.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor

from . import palette

INK = QColor(palette.INK)
MUTED_INK = QColor(palette.MUTED_INK)
PAPER = QColor(palette.PAPER)
PAPER_RULE = QColor(palette.PAPER_RULE)
WHITE = QColor(palette.WHITE)
FELT = QColor(palette.FELT)
FELT_DARK = QColor(palette.FELT_DARK)
WOOD = QColor(palette.WOOD)
KITCHEN_LIGHT = QColor(palette.KITCHEN_LIGHT)
KITCHEN_DARK = QColor(palette.KITCHEN_DARK)
KITCHEN_TABLE = QColor(palette.KITCHEN_TABLE)
POSITIVE = QColor(palette.POSITIVE)
NEGATIVE = QColor(palette.NEGATIVE)
LUCK = QColor(palette.LUCK)
HIGHLIGHT = QColor(palette.HIGHLIGHT)
HIGHLIGHT_EDGE = QColor(palette.HIGHLIGHT_EDGE)
SKY_BLUE = QColor(palette.SKY_BLUE)
WURMINATOR_GLOW = QColor(palette.WURMINATOR_GLOW)
SLATE = QColor(palette.SLATE)

#: Game colours (Okabe-Ito based). Yellow on cards is the darker amber.
COLOURS: dict[str, QColor] = {
    "red": QColor(palette.RED),
    "yellow": QColor(palette.YELLOW),
    "green": QColor(palette.GREEN),
    "blue": QColor(palette.BLUE),
    "purple": QColor(palette.PURPLE),
    "orange": QColor(palette.ORANGE),
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
    "red": "▲",
    "yellow": "★",
    "green": "●",
    "blue": "■",
    "purple": "◆",
    "orange": "✚",
}

SEAT_COLOURS = ("red", "blue", "green", "yellow", "purple")


def colour(name: str) -> QColor:
    return QColor(COLOURS.get(name, INK))


def pattern_brush(name: str) -> QBrush:
    brush = QBrush(QColor(255, 255, 255, 150), PATTERNS.get(name, Qt.BrushStyle.NoBrush))
    return brush
