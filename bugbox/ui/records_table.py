"""The Records page's table of kept games, and the words it shares with the page: a computer
level's and a task's difficulty's names, a game's length, a win rate drawn as a bar, and file
names spelled out up to a few. Kept apart from the page (records_page.py), which reads the
games and lays out the page; this only says how one row or cell looks.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QStyledItemDelegate

from . import palette
from .i18n import translate

RATE_WIDTH = 150  # the win rate's column: a bar and its figure
#: How many file names the status line spells out; the rest are counted.
NAMED_FILES = 3


def level_name(level: str) -> str:
    return {
        "easy": translate("Records", "Computer (easy)"),
        "normal": translate("Records", "Computer (normal)"),
        "hard": translate("Records", "Computer (hard)"),
    }.get(level, level)


def difficulty_name(difficulty: str) -> str:
    return {
        "easy": translate("Records", "Easy"),
        "medium": translate("Records", "Medium"),
        "hard": translate("Records", "Hard"),
        "lesson": translate("Records", "Test tasks"),
    }.get(difficulty, difficulty)


def duration_text(seconds: float | None) -> str:
    if seconds is None:
        return "–"
    seconds = int(round(seconds))
    if seconds >= 3600:
        return translate("Records", "{h} h {m:02d} min").format(h=seconds // 3600, m=seconds % 3600 // 60)
    return translate("Records", "{m}:{s:02d} min").format(m=seconds // 60, s=seconds % 60)


def named(files) -> str:
    """File names for the status line: the first few, and how many more."""
    files = list(files)
    text = ", ".join(files[:NAMED_FILES])
    if len(files) > NAMED_FILES:
        text += " " + translate("Records", "and %n more", None, len(files) - NAMED_FILES)
    return text


def number_text(value: float | None, decimals: int = 0) -> str:
    from PySide6.QtCore import QLocale

    if value is None:
        return "–"
    return QLocale().toString(float(value), "f", decimals)


class RateBar(QStyledItemDelegate):
    """The win rate as a small bar with its percentage beside it."""

    def paint(self, painter: QPainter, option, index: QModelIndex | QPersistentModelIndex) -> None:
        rate = index.data(Qt.ItemDataRole.UserRole)
        if not isinstance(rate, float):
            super().paint(painter, option, index)
            return
        painter.save()
        rect: QRect = option.rect.adjusted(4, 6, -4, -6)
        text_width = option.fontMetrics.horizontalAdvance("100 %") + 8
        bar = QRect(rect.left(), rect.top(), max(0, rect.width() - text_width), rect.height())
        painter.fillRect(bar, QColor(palette.PAPER_RULE))
        painter.fillRect(QRect(bar.left(), bar.top(), int(bar.width() * rate), bar.height()), QColor(palette.GREEN))
        painter.setPen(option.palette.color(option.palette.ColorRole.Text))
        painter.drawText(
            QRect(bar.right() + 6, option.rect.top(), text_width, option.rect.height()),
            int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
            index.data(),
        )
        painter.restore()


class GamesModel(QAbstractTableModel):
    """The kept games of one game, newest first; a model, so 10,000 rows cost nothing. A task
    game (Schaben jagen, played alone) is listed by task and result, not by players and
    winners."""

    COLUMNS = 5

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[dict[str, Any]] = []
        self.tasks = False

    def set_rows(self, rows: list[dict[str, Any]], tasks: bool = False) -> None:
        self.beginResetModel()
        self.rows = rows
        self.tasks = tasks
        self.endResetModel()

    def rowCount(self, parent=QModelIndex()) -> int:  # noqa: N802, B008 - Qt override
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=QModelIndex()) -> int:  # noqa: N802, B008 - Qt override
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section: int, orientation, role=Qt.ItemDataRole.DisplayRole):  # noqa: N802 - Qt override
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        if self.tasks:
            return (
                translate("Records", "Finished"),
                translate("Records", "Task"),
                translate("Records", "Result"),
                translate("Records", "Cards played"),
                translate("Records", "Time"),
            )[section]
        return (
            translate("Records", "Finished"),
            translate("Records", "Players"),
            translate("Records", "Won"),
            translate("Records", "Moves"),
            translate("Records", "Time"),
        )[section]

    def data(self, index: QModelIndex | QPersistentModelIndex, role=Qt.ItemDataRole.DisplayRole):
        if role != Qt.ItemDataRole.DisplayRole or not index.isValid():
            return None
        from ..core.files import shown
        from ..core.records import winners_of

        summary = self.rows[index.row()]
        stats = summary.get("stats", {})
        column = index.column()
        if column == 0:
            from PySide6.QtCore import QDateTime, QLocale

            when = QDateTime.fromString(str(summary.get("finished", "")), "yyyy-MM-ddTHH:mm:sst")
            return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat) if when.isValid() else ""
        if column == 1:
            if self.tasks:
                return shown(stats.get("task")) if stats.get("task") else "–"
            return ", ".join(shown(seat["name"]) for seat in summary["seats"])
        if column == 2:
            if self.tasks:
                return translate("Records", "solved") if stats.get("solved") else translate("Records", "not solved")
            return ", ".join(winners_of(summary))
        if column == 3:
            return str(summary.get("actions", 0))
        return duration_text(summary.get("duration"))
