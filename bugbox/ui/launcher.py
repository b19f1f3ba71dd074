"""The launcher: one large tile per game, and "Continue" when an unfinished game waits."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..core.game import GAMES
from ..paths import autosave_path
from .i18n import Retranslating, translate


def _pitch(game_id: str) -> str:
    return {
        "verasselt": translate("Launcher", "Push your luck with seven dice and catch the most bugs."),
        "schaben": translate("Launcher", "Chase every cockroach out of the kitchen with a handful of cards."),
        "verflixxt": translate("Launcher", "Race over lucky and unlucky tiles, and leave the bad ones to the others."),
    }[game_id]


def _players(game_id: str) -> str:
    info = GAMES[game_id]
    if info.max_players == 1:
        return translate("Launcher", "1 player, 80 tasks")
    return translate("Launcher", "{low}-{high} players").format(low=info.min_players, high=info.max_players)


class CoverLabel(QLabel):
    """The cover art, rendered from SVG at the label's size so it stays sharp (cached on disk)."""

    def __init__(self, name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self._name = name
        self.setMinimumSize(QSize(240, 180))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        from .pixcache import cached_pixmap

        pixmap = cached_pixmap(self._name, self.width(), self.height(), self.devicePixelRatioF())
        painter = QPainter(self)
        painter.drawPixmap(0, 0, pixmap)


class GameTile(Retranslating, QFrame):
    play = Signal(str)
    resume = Signal(str)

    def __init__(self, game_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.game_id = game_id
        self.setObjectName(f"tile_{game_id}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        info = GAMES[game_id]
        self.cover = CoverLabel(f"covers/{game_id}")
        self.title = QLabel(info.title)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        self.players = QLabel()
        self.pitch = QLabel()
        self.pitch.setWordWrap(True)
        self.play_button = QPushButton()
        self.play_button.setObjectName(f"play_{game_id}")
        self.resume_button = QPushButton()
        self.resume_button.setObjectName(f"resume_{game_id}")
        self.play_button.clicked.connect(lambda: self.play.emit(self.game_id))
        self.resume_button.clicked.connect(lambda: self.resume.emit(self.game_id))
        buttons = QHBoxLayout()
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.resume_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.cover, 1)
        layout.addWidget(self.title)
        layout.addWidget(self.players)
        layout.addWidget(self.pitch)
        layout.addLayout(buttons)
        self.refresh()
        self.retranslate()

    def refresh(self) -> None:
        self.resume_button.setVisible(autosave_path(self.game_id).exists())

    def retranslate(self) -> None:
        self.players.setText(_players(self.game_id))
        self.pitch.setText(_pitch(self.game_id))
        self.play_button.setText(translate("Launcher", "Play") if self.game_id == "schaben"
                                 else translate("Launcher", "New game"))
        self.resume_button.setText(translate("Launcher", "Continue last game"))

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.play.emit(self.game_id)
        super().mouseReleaseEvent(event)


class Launcher(Retranslating, QWidget):
    play = Signal(str)
    resume = Signal(str)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.heading = QLabel()
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 2.0)
        self.heading.setFont(font)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tiles = {game_id: GameTile(game_id) for game_id in GAMES}
        grid = QGridLayout()
        for column, tile in enumerate(self.tiles.values()):
            tile.play.connect(self.play)
            tile.resume.connect(self.resume)
            grid.addWidget(tile, 0, column)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(grid, 1)
        self.retranslate()

    def refresh(self) -> None:
        for tile in self.tiles.values():
            tile.refresh()

    def retranslate(self) -> None:
        self.heading.setText(translate("Launcher", "Which game shall we play?"))
