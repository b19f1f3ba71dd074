"""The list of one game's unfinished games: continue any of them, or remove one for good.

Every unfinished game keeps its own autosave (core/autosaves.py). The launcher's tile opens
this list ("N unfinished games…"): each row says who plays (or which task), how far the game
got and when it was last played, the one played last first. The game on its table now is
marked and cannot be removed from under it; a finished game whose record could not be written
(a full disk) is listed until that works, and continuing it keeps it for Records.

Names come from files and players: every text here is plain (table items are, the labels are
`PlainLabel`s and the question before removing is `ask`ed, ui/plaintext.py).
"""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core import autosaves
from ..core.autosaves import Unfinished
from ..core.players import Setup
from .i18n import Retranslating, tr_message, translate
from .plaintext import PlainLabel

log = logging.getLogger(__name__)


def names_text(names: list[str] | tuple[str, ...]) -> str:
    """ "Anna", "Anna and Ben", "Anna, Ben and Carla" in the player's language."""
    names = list(names)
    if len(names) <= 1:
        return names[0] if names else ""
    joined = translate("Unfinished", ", ").join(names[:-1])
    return translate("Unfinished", "{names} and {last}").format(names=joined, last=names[-1])


def _task_title(task_id: str) -> str:
    return translate("Unfinished", "Task {id}").format(id=task_id)


def _task_of(setup: Setup) -> str | None:
    task = setup.options.get("task") if len(setup.seats) == 1 else None
    task_id = task.get("id") if isinstance(task, dict) else None
    return str(task_id) if task_id is not None else None


def who_plays(setup: Setup) -> str:
    """How a sentence names a game: "with Anna and Ben", or a task: "of Task 12"."""
    return _phrase(_task_of(setup), [seat.name for seat in setup.seats])


def _phrase(task: str | None, names: list[str] | tuple[str, ...]) -> str:
    if task is not None:
        return translate("Unfinished", "of {task}").format(task=_task_title(task))
    return translate("Unfinished", "with {names}").format(names=names_text(names))


def _who_phrase(game: Unfinished) -> str:
    return _phrase(game.task, game.players)


def when_text(game: Unfinished) -> str:
    if game.updated is None:
        return ""
    moment = QDateTime.fromSecsSinceEpoch(int(game.updated.timestamp()))
    return QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)


def _who_text(game: Unfinished) -> str:
    if game.task is not None:
        return _task_title(game.task)
    return names_text(game.players)


def _how_far(game: Unfinished) -> str:
    if game.over:
        return translate("Unfinished", "finished, not yet in Records")
    return translate("Unfinished", "turn {turn}").format(turn=game.turn)


class UnfinishedDialog(Retranslating, QDialog):
    """One game's unfinished games, the one played last first."""

    #: Continue this game: (game id, the autosave's path).
    continue_game = Signal(str, object)
    #: A game was removed (the launcher counts again).
    removed = Signal()

    def __init__(self, game_id: str, on_table: Path | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("unfinished")
        self.game_id = game_id
        self.on_table = on_table
        self.games: list[Unfinished] = []
        self.heading = PlainLabel()
        self.heading.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setObjectName("unfinished_list")
        self.tree.setRootIsDecorated(False)
        self.tree.setColumnCount(3)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setAllColumnsShowFocus(True)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.itemActivated.connect(lambda _item, _column: self.continue_chosen())
        self.tree.currentItemChanged.connect(lambda *_: self._update_buttons())
        self.buttons = QDialogButtonBox()
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("unfinished_continue")
        self.continue_button.setDefault(True)
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("unfinished_remove")
        self.close_button = QPushButton()
        self.close_button.setObjectName("unfinished_close")
        self.buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.remove_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.continue_button.clicked.connect(self.continue_chosen)
        self.remove_button.clicked.connect(self.remove_chosen)
        self.close_button.clicked.connect(self.reject)
        self.note = PlainLabel()  # why Remove is off for the game on its table
        self.note.setWordWrap(True)
        self.problem = PlainLabel()  # a removal that failed
        self.problem.setWordWrap(True)
        self.problem.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.note)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.read()
        self.retranslate()
        em = self.fontMetrics().averageCharWidth()
        self.resize(
            max(self.sizeHint().width(), 90 * em), max(self.sizeHint().height(), 22 * self.fontMetrics().height())
        )

    # the list ------------------------------------------------------------------------------
    def read(self) -> None:
        """Read every unfinished game of the game (a few milliseconds each: `LIMIT` at most)."""
        self.games = [autosaves.describe(path, self.game_id) for path in autosaves.listing(self.game_id)]
        self._fill()

    def _fill(self) -> None:
        current = self.chosen()
        self.tree.clear()
        items: list[QTreeWidgetItem] = []
        for game in self.games:
            item = QTreeWidgetItem()
            if game.error is not None:
                item.setText(0, tr_message(game.error))
            else:
                who = _who_text(game)
                if game.path == self.on_table:
                    who = translate("Unfinished", "{who} (on its table now)").format(who=who)
                item.setText(0, who)
                item.setText(1, _how_far(game))
            item.setText(2, when_text(game))
            item.setData(0, Qt.ItemDataRole.UserRole, str(game.path))
            self.tree.addTopLevelItem(item)
            items.append(item)
        row = next((i for i, g in enumerate(self.games) if current is not None and g.path == current.path), 0)
        if items:
            self.tree.setCurrentItem(items[row])
        self._update_buttons()

    def chosen(self) -> Unfinished | None:
        item = self.tree.currentItem() if hasattr(self, "tree") else None
        if item is None:
            return None
        row = self.tree.indexOfTopLevelItem(item)
        return self.games[row] if 0 <= row < len(self.games) else None

    def _update_buttons(self) -> None:
        game = self.chosen()
        self.continue_button.setEnabled(game is not None)
        on_table = game is not None and game.path == self.on_table
        self.remove_button.setEnabled(game is not None and not on_table)
        self.note.setVisible(on_table)
        self.problem.hide()

    # what the player does ------------------------------------------------------------------
    def continue_chosen(self) -> None:
        game = self.chosen()
        if game is None:
            return
        self.accept()
        self.continue_game.emit(self.game_id, game.path)

    def remove_chosen(self) -> None:
        """Remove the chosen game for good, after asking."""
        game = self.chosen()
        if game is None or game.path == self.on_table:
            return
        if game.error is not None:
            what = translate("Unfinished", "This unfinished game cannot be read. Remove its file for good?")
        else:
            what = translate(
                "Unfinished", "Your game {who} ({how_far}, last played {when}) will be gone for good. Remove it?"
            ).format(who=_who_phrase(game), how_far=_how_far(game), when=when_text(game))
        from .plaintext import ask  # looked up now: a test answers in its place

        answer = ask(self, translate("Unfinished", "Remove this unfinished game?"), what)
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            autosaves.remove(game.path)
        except OSError as error:
            log.warning("could not remove %s: %s", game.path, error)
            self.problem.setText(
                translate(
                    "Unfinished", "bugbox could not remove this game's file (is its folder read-only?); it stays here."
                )
            )
            self.problem.show()
            return
        log.info("the player removed the unfinished game %s", game.path.name)
        self.games = [g for g in self.games if g.path != game.path]
        self.removed.emit()
        self.retranslate()

    def retranslate(self) -> None:
        from .launcher import game_title

        title = game_title(self.game_id)
        self.setWindowTitle(translate("Unfinished", "Unfinished games: {game}").format(game=title))
        self.heading.setText(
            translate(
                "Unfinished",
                "%n unfinished game(s) of {game}, the one played last first. Each stays here until it ends "
                "or you remove it.",
                None,
                len(self.games),
            ).format(game=title)
        )
        from ..core.registry import GAMES

        solo = GAMES[self.game_id].max_players == 1
        self.tree.setHeaderLabels(
            [
                translate("Unfinished", "Task") if solo else translate("Unfinished", "Players"),
                translate("Unfinished", "How far"),
                translate("Unfinished", "Last played"),
            ]
        )
        self.continue_button.setText(translate("Unfinished", "Continue"))
        self.remove_button.setText(translate("Unfinished", "Remove…"))
        self.close_button.setText(translate("Unfinished", "Close"))
        self.note.setText(
            translate("Unfinished", "The game on its table now cannot be removed; start another game first.")
        )
        self._fill()
