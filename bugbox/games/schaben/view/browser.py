"""The task browser: every task as a little task card, ticked off when solved.

Like the box's pile of task cards: the number, the difficulty colour (green, orange, dark
orange, with one to three stars so colour is never the only cue) and a small drawing of the
starting line-up (exterminator green, cockroaches orange, boxes dark orange: the palette's
"yellow" and "red" are the Okabe-Ito orange and vermilion, and the legend names what is
shown). The next task to play is ringed. Players may also load their own task or task set
file; every problem in it is listed in words, task by task, and the good tasks of the file can
be played.

A task file is read and checked in a worker thread (`task_loading`), with its progress shown;
at most `MAX_SHOWN` of its tasks become cards (a grid of thousands is no way to choose one,
and made the window wait), and the browser says how many were left out.

"New puzzle" asks the generator for a task of the chosen difficulty in a worker thread
(`hints.SolverRunner`, as hints are searched): a busy bar and Cancel show meanwhile, the
window stays alive. The new task joins the player's own list (`puzzles.PuzzleList`, kept
between sessions) and starts at once; hints, the solution and progress work as for any task.

A new puzzle the player does not want goes again: "Remove puzzle P3" in its card's context
menu, or Delete on the focused card (`remove_puzzle`). Only the player's own new puzzles offer
it; shipped tasks and tasks loaded from a file do not. A puzzle with progress (started or
solved) is removed only after a Yes; an untouched one goes at once; either way the notice bar
says so (`told`). A game in progress on it, on the table or in the autosave, plays on.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ....core.i18n import Message
from ....ui import palette
from ....ui.i18n import Retranslating, tr_message, translate
from ....ui.plaintext import PlainLabel, ask, no_mnemonic
from .. import solver
from ..events import DIFFICULTY_TITLES
from ..generator import DIFFICULTIES
from ..progress import Progress, TaskRecord, task_key
from ..puzzles import PuzzleList, make_puzzle, new_seed
from ..tasks import Task, TaskReading
from .hints import SolverRunner
from .task_cards import CardGrid, TaskCard, fitting_card_size
from .task_loading import TaskFileReader

#: The most tasks of a file shown as cards, as many as the player's own new puzzles (laying
#: out 500 cards took the GUI 120 ms, 6,000 cards seconds).
MAX_SHOWN = 200


class TaskBrowser(Retranslating, QWidget):
    """Choose a task: the shipped set, and any tasks loaded from a file."""

    chosen = Signal(object)  # a Task
    back_to_task = Signal()
    told = Signal(str)  # one sentence for the notice bar (a puzzle was removed)

    def __init__(self, progress: Progress, parent: QWidget | None = None, puzzles: PuzzleList | None = None):
        super().__init__(parent)
        from ..tasks import shipped_tasks

        self.progress = progress
        self.puzzles = puzzles or PuzzleList()
        #: Where "New puzzle" takes its seed (tests pin it).
        self.seed_source = new_seed
        self.maker = SolverRunner("schaben-puzzle", self)
        self.maker.answered.connect(self._on_puzzle)
        self.maker.busy_changed.connect(self._show_making)
        self.making_failed = False
        self.shipped = list(shipped_tasks())
        self.custom: list[Task] = []
        self.problems: list[Message] = []
        self.file_name = ""
        self.left_out = 0  # good tasks of the file beyond `MAX_SHOWN`
        self.reading_name = ""
        self.reader = TaskFileReader(self)
        self.reader.progress.connect(self._show_reading)
        self.reader.done.connect(self._show_loaded)
        self.running_title = ""
        self.running_key = ""

        self.heading = PlainLabel()
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.heading.setFont(font)
        self.summary = PlainLabel()
        self.legend = PlainLabel()
        self.legend.setWordWrap(True)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("schaben_back_to_task")
        self.continue_button.clicked.connect(self.back_to_task)
        self.next_button = QPushButton()
        self.next_button.setObjectName("schaben_play_next")
        self.next_button.clicked.connect(self._play_next)
        self.load_button = QPushButton()
        self.load_button.setObjectName("schaben_load_tasks")
        self.load_button.clicked.connect(self._ask_file)

        top = QHBoxLayout()
        titles = QVBoxLayout()
        titles.addWidget(self.heading)
        titles.addWidget(self.summary)
        top.addLayout(titles, 1)
        top.addWidget(self.continue_button)
        top.addWidget(self.next_button)
        top.addWidget(self.load_button)

        self.new_button = QPushButton()
        self.new_button.setObjectName("schaben_new_puzzle")
        self.new_button.clicked.connect(lambda: self.new_puzzle())
        self.difficulty_box = QComboBox()
        self.difficulty_box.setObjectName("schaben_puzzle_difficulty")
        for difficulty in DIFFICULTIES:
            self.difficulty_box.addItem("", difficulty)
        self.making_bar = QProgressBar()
        self.making_bar.setRange(0, 0)  # busy: the generator cannot say how far it is
        self.making_bar.setTextVisible(False)
        self.making_bar.setMaximumWidth(160)
        self.making_label = PlainLabel()
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("schaben_cancel_puzzle")
        self.cancel_button.clicked.connect(self.cancel_puzzle)
        self.reading_label = PlainLabel()
        self.reading_label.setObjectName("schaben_reading_tasks")
        self.reading_bar = QProgressBar()
        self.reading_bar.setTextVisible(False)
        self.reading_bar.setMaximumWidth(160)
        making = QHBoxLayout()
        making.addWidget(self.new_button)
        making.addWidget(self.difficulty_box)
        making.addWidget(self.making_bar)
        making.addWidget(self.making_label)
        making.addWidget(self.cancel_button)
        making.addStretch(1)
        making.addWidget(self.reading_label)
        making.addWidget(self.reading_bar)

        self.grid = CardGrid()
        self.custom_heading = PlainLabel()
        bold = self.custom_heading.font()
        bold.setBold(True)
        self.custom_heading.setFont(bold)
        self.custom_note = PlainLabel()
        self.custom_note.setObjectName("schaben_tasks_left_out")
        self.custom_note.setWordWrap(True)
        self.custom_grid = CardGrid()
        self.puzzle_heading = PlainLabel()
        self.puzzle_heading.setFont(bold)
        self.puzzle_grid = CardGrid()
        self.errors = PlainLabel()
        self.errors.setObjectName("schaben_task_errors")
        self.errors.setWordWrap(True)
        self.errors.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.errors.setFrameShape(QFrame.Shape.StyledPanel)
        self.errors.setStyleSheet(
            f"QLabel#schaben_task_errors {{ background: {palette.PROBLEM}; color: {palette.INK}; padding: 8px; }}"
        )

        inner = QWidget()
        inner_layout = self.lists_layout = QVBoxLayout(inner)
        inner_layout.setContentsMargins(0, 0, 0, 0)
        # the player's own tasks come first once loaded: that is what they came for
        inner_layout.addWidget(self.custom_heading)
        inner_layout.addWidget(self.custom_note)
        inner_layout.addWidget(self.errors)
        inner_layout.addWidget(self.custom_grid)
        inner_layout.addWidget(self.puzzle_heading)
        inner_layout.addWidget(self.puzzle_grid)
        inner_layout.addWidget(self.grid)
        inner_layout.addStretch(1)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setWidget(inner)
        inner.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.scroller.viewport().installEventFilter(self)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(making)
        layout.addWidget(self.legend)
        layout.addWidget(self.scroller, 1)

        cards = [TaskCard(t, task_key(t), t.id or "?") for t in self.shipped]
        for card in cards:
            card.clicked.connect(lambda _=False, c=card: self.chosen.emit(c.task))
        self.grid.set_cards(cards)
        self._puzzle_cards()
        self._show_making(False)
        self._show_reading(0, 0)
        self.refresh()
        self.retranslate()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt override
        if watched is self.scroller.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_cards()
        return super().eventFilter(watched, event)

    def _fit_cards(self) -> None:
        """Cards as large as the window allows while every card of every list stays in sight
        (the smallest size, and a scroll bar, when even that cannot show them all). All lists
        get the same size, so their columns line up."""
        area = self.scroller.maximumViewportSize()  # without scroll bars: no flip-flop when one comes
        grids = (self.custom_grid, self.puzzle_grid, self.grid)
        shown = [
            w for w in (self.custom_heading, self.custom_note, self.errors, self.puzzle_heading) if not w.isHidden()
        ]
        gaps = len(shown) + sum(1 for g in grids if g.cards) - 1
        spacing = max(0, self.lists_layout.spacing())
        extra = sum(
            w.heightForWidth(area.width()) if w.hasHeightForWidth() else w.sizeHint().height() for w in shown
        ) + spacing * max(0, gaps)
        size = fitting_card_size(area.width(), area.height(), [len(g.cards) for g in grids], extra)
        for grid in grids:
            grid.set_card_size(size)

    # state -----------------------------------------------------------------------------------
    def card(self, task_id: str) -> TaskCard:
        """The shipped task card with this id (tests and the page use it)."""
        return next(c for c in self.grid.cards if c.task.id == task_id)

    def next_task(self, after: str | None = None) -> Task | None:
        """The first unsolved shipped task (after the given key, when there is one after it)."""
        keys = [c.task_key for c in self.grid.cards]
        if after in keys:
            later = keys[keys.index(after) + 1 :]
            key = self.progress.next_unsolved(later) or self.progress.next_unsolved(keys)
        else:
            key = self.progress.next_unsolved(keys)
        return next((c.task for c in self.grid.cards if c.task_key == key), None)

    def refresh(self) -> None:
        """Re-read the progress into the cards (after a task ends, or when shown)."""
        upcoming = self.next_task()
        for card in self.grid.cards + self.custom_grid.cards + self.puzzle_grid.cards:
            record = self.progress.record(card.task_key)
            card.set_progress(
                record.solved, record.tries, record.first_solved, upcoming is not None and card.task is upcoming
            )
        self.next_button.setEnabled(upcoming is not None)
        self._set_texts()

    def set_running(self, title: str, key: str = "") -> None:
        """A task is in progress ("" when none): offer the way back to it. Its progress `key`
        tells removing a puzzle that the game on the table is that puzzle's."""
        self.running_title = title
        self.running_key = key if title else ""
        self.continue_button.setVisible(bool(title))
        self._set_texts()

    def _play_next(self) -> None:
        task = self.next_task()
        if task is not None:
            self.chosen.emit(task)

    # new puzzles -------------------------------------------------------------------------------
    def new_puzzle(self, difficulty: str | None = None) -> None:
        """Ask the generator for a new task in the background (of the chosen difficulty)."""
        difficulty = difficulty or self.difficulty_box.currentData()
        seed, number = self.seed_source(), self.puzzles.next_number()
        self.making_failed = False
        self.maker.run(
            (difficulty, seed),
            lambda budget: make_puzzle(difficulty, seed, number, budget.cancel),
            solver.Budget(seconds=None),
        )

    def cancel_puzzle(self) -> None:
        self.maker.cancel()

    def making_puzzle(self) -> bool:
        return self.maker.busy()

    def _on_puzzle(self, question, result) -> None:
        if not isinstance(result, Task):  # the generator gave up (it never should): say so
            self.making_failed = True
            self._set_texts()
            return
        self.puzzles.add(result)
        self._puzzle_cards()
        self.refresh()
        self.chosen.emit(result)

    def _show_making(self, busy: bool) -> None:
        self.making_bar.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.new_button.setEnabled(not busy)
        self.difficulty_box.setEnabled(not busy)
        self._set_texts()

    def _puzzle_cards(self) -> None:
        cards = []
        for task in reversed(self.puzzles.tasks):  # the newest first
            card = TaskCard(task, task_key(task), task.id or "?")
            card.clicked.connect(lambda _=False, c=card: self.chosen.emit(c.task))
            card.removable = True
            card.remove_requested.connect(lambda c=card: self.remove_puzzle(c.task))
            card.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            card.customContextMenuRequested.connect(lambda pos, c=card: self._show_puzzle_menu(c, pos))
            card.setAccessibleDescription(self._removal_tip())
            cards.append(card)
        self.puzzle_grid.set_cards(cards)

    def puzzle_card(self, task_id: str) -> TaskCard:
        return next(c for c in self.puzzle_grid.cards if c.task.id == task_id)

    # removing new puzzles ----------------------------------------------------------------------
    @staticmethod
    def _puzzle_name(task: Task) -> str:
        return task.id or "?"

    @staticmethod
    def _removal_tip() -> str:
        return translate("SchabenPage", "Right-click a puzzle, or press Delete on it, to remove it.")

    def puzzle_menu(self, card: TaskCard) -> QMenu:
        """The context menu of one of the player's own puzzles (its card's right-click)."""
        menu = QMenu(self)
        menu.setObjectName("schaben_puzzle_menu")
        name = no_mnemonic(self._puzzle_name(card.task))
        remove = QAction(translate("SchabenPage", "Remove puzzle {id}").format(id=name), menu)
        remove.setObjectName("schaben_remove_puzzle")
        remove.setShortcut(QKeySequence(Qt.Key.Key_Delete))  # shown in the menu: the card's own key
        remove.setShortcutVisibleInContextMenu(True)
        menu.addAction(remove)
        return menu

    def _show_puzzle_menu(self, card: TaskCard, pos: QPoint) -> None:
        """The card's context menu; what was chosen is done once the menu has closed (the
        focus is back on the card, and a question can come)."""
        task = card.task  # the card may be gone when the menu closes (a new puzzle came)
        menu = self.puzzle_menu(card)
        chosen = menu.exec(card.mapToGlobal(pos))
        menu.deleteLater()
        if chosen is not None and chosen.objectName() == "schaben_remove_puzzle":
            self.remove_puzzle(task)

    def remove_puzzle(self, task: Task) -> bool:
        """Remove one of the player's own puzzles; True when it went.

        Asked first only when there is progress to lose (a try or the tick); an untouched
        puzzle goes at once. Its number is never given again (`PuzzleList.next_number`).
        A game in progress on it goes on: the page's game holds its own copy of the task
        (`PuzzleList.remove`), so "Back to Task P3", Undo, Start again and the autosave's
        "Continue last game" work as before, and solving it still ticks its record; only
        the card is gone. Said in the question and in the notice."""
        if task not in self.puzzles.tasks:
            return False
        key = task_key(task)
        running = bool(self.running_key) and key == self.running_key
        record = self.progress.record(key)
        had_focus = any(c.hasFocus() for c in self.puzzle_grid.cards)  # before a question takes it
        if (record.tries or record.solved) and not self._confirm_removal(task, record, running):
            return False
        if task not in self.puzzles.tasks:  # a new puzzle came meanwhile and pushed it out of the list
            return False
        place = next((i for i, c in enumerate(self.puzzle_grid.cards) if c.task == task), 0)
        self.puzzles.remove(task)
        self._puzzle_cards()
        self.refresh()
        cards = self.puzzle_grid.cards
        if had_focus:  # the keyboard stays in the list: the next card, or the button that makes one
            (cards[min(place, len(cards) - 1)] if cards else self.new_button).setFocus()
        name = self._puzzle_name(task)
        if running:
            self.told.emit(
                translate("SchabenPage", "Puzzle {id} removed; the game you are playing on it goes on.").format(id=name)
            )
        else:
            self.told.emit(translate("SchabenPage", "Puzzle {id} removed.").format(id=name))
        return True

    def _confirm_removal(self, task: Task, record: TaskRecord, running: bool) -> bool:
        name = self._puzzle_name(task)
        if record.solved:
            text = translate(
                "SchabenPage", "You solved {id} on {date}. Remove it anyway? A removed puzzle cannot be brought back."
            ).format(id=name, date=record.first_solved.isoformat() if record.first_solved else "?")
        else:
            # what the player did: a new puzzle starts as it is made, so "one try" could be
            # a puzzle nobody played a card of
            text = translate(
                "SchabenPage",
                "You have started {id} %n time(s) and not solved it yet. Remove it "
                "anyway? A removed puzzle cannot be brought back.",
                None,
                record.tries,
            ).format(id=name)
        if running:
            text += "\n\n" + translate("SchabenPage", "The game you are playing on it stays: you can still finish it.")
        answer = ask(  # the id may come from the puzzles file
            self,
            translate("SchabenPage", "Remove puzzle {id}?").format(id=name),
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        """The list opens at its top, where the player's own puzzles and tasks are; a card
        given the focus then scrolls only as far as it needs to be seen."""
        super().showEvent(event)
        if not event.spontaneous():
            self.scroller.verticalScrollBar().setValue(0)

    def hideEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.reader.busy():  # the player left: the file is not read for nobody
            self.reader.cancel()
            self._show_reading(0, 0)
        self.cancel_puzzle()  # the player went to a task or left the game: no puzzle waits for them
        super().hideEvent(event)

    # loading the player's own tasks --------------------------------------------------------
    def _ask_file(self) -> None:
        from ....ui.file_dialog import ask_path, file_dialog

        path = ask_path(
            file_dialog(
                self,
                translate("SchabenPage", "Load tasks"),
                Path.home(),
                translate("SchabenPage", "Task files (*.json)"),
            )
        )
        if path is not None:
            self.read_tasks_file(path)

    def read_tasks_file(self, path: Path) -> None:
        """Read a task or task set file in the background; its tasks show when it is checked."""
        self.reading_name = path.name
        self.reader.read(path, MAX_SHOWN)
        self._show_reading(0, 0)

    def load_tasks(self, path: Path, timeout: float = 120.0) -> list[Task]:
        """Read a task file and wait (the event loop running) until its cards are there; the
        good tasks shown (tests and scripts; the button reads in the background)."""
        import time

        from PySide6.QtCore import QCoreApplication, QEventLoop

        self.read_tasks_file(path)
        end = time.monotonic() + timeout
        while self.reader.busy() and time.monotonic() < end:
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            if self.reader.busy():
                time.sleep(0.002)
        return self.custom

    def _show_reading(self, done: int, of: int) -> None:
        busy = self.reader.busy()
        self.reading_bar.setVisible(busy)
        self.reading_label.setVisible(busy)
        if not busy:
            return
        self.reading_bar.setRange(0, of)  # 0 of 0: busy, the size not known yet
        self.reading_bar.setValue(done)
        if of:
            self.reading_label.setText(
                translate("SchabenPage", "Reading {file}: {done} of {count} tasks…").format(
                    file=self.reading_name, done=done, count=of
                )
            )
        else:
            self.reading_label.setText(translate("SchabenPage", "Reading {file}…").format(file=self.reading_name))

    def _show_loaded(self, path: Path, reading: TaskReading, keys: list[str]) -> None:
        """Show the good tasks of a file read (at most `MAX_SHOWN`), and every problem."""
        self._show_reading(0, 0)
        self.file_name = path.name
        self.custom = reading.tasks[: len(keys)]
        self.left_out = len(reading.tasks) - len(self.custom)
        self.problems = list(reading.problems)
        cards = []
        for number, (task, key) in enumerate(zip(self.custom, keys, strict=True), start=1):
            card = TaskCard(task, key, task.id or f"#{number}")
            card.clicked.connect(lambda _=False, c=card: self.chosen.emit(c.task))
            cards.append(card)
        self.custom_grid.set_cards(cards)
        self.refresh()
        self.scroller.verticalScrollBar().setValue(0)

    # words ------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.heading.setText(translate("SchabenPage", "Schaben jagen: choose a task"))
        self.load_button.setText(translate("SchabenPage", "Load tasks from a file…"))
        self.next_button.setText(translate("SchabenPage", "Play the next task"))
        self.new_button.setText(translate("SchabenPage", "New puzzle"))
        self.new_button.setToolTip(
            translate("SchabenPage", "Make a new task of the chosen difficulty, with exactly one solution, and play it")
        )
        self.cancel_button.setText(translate("SchabenPage", "Cancel"))
        for i, difficulty in enumerate(DIFFICULTIES):
            self.difficulty_box.setItemText(i, tr_message(Message("Schaben", DIFFICULTY_TITLES[difficulty])))
        self.legend.setText(
            translate(
                "SchabenPage",
                "Green tasks are easy, orange ones medium, dark orange ones difficult (one to three "
                "stars). On each card: the exterminator (green arrow, pointing where he looks), "
                "cockroaches (orange dots), boxes (dark orange squares). Start with the test tasks 0A "
                "and 0B; the ringed card is the next one to play.",
            )
        )
        for card in self.grid.cards + self.custom_grid.cards + self.puzzle_grid.cards:
            card.retranslate()
        self._set_texts()

    def _set_texts(self) -> None:
        keys = [c.task_key for c in self.grid.cards]
        solved = self.progress.solved_count(keys)
        self.summary.setText(
            translate("SchabenPage", "{solved} of {total} tasks solved").format(solved=solved, total=len(keys))
        )
        self.continue_button.setText(
            translate("SchabenPage", "Back to {task}").format(task=no_mnemonic(self.running_title))
        )
        self.continue_button.setVisible(bool(self.running_title))
        self.custom_heading.setText(translate("SchabenPage", "Your tasks from {file}").format(file=self.file_name))
        self.custom_heading.setVisible(bool(self.file_name))
        self.custom_note.setText(
            translate(
                "SchabenPage",
                "Only the first {shown} of the %n good tasks in {file} are shown.",
                None,
                len(self.custom) + self.left_out,
            ).format(shown=len(self.custom), file=self.file_name)
        )
        self.custom_note.setVisible(bool(self.left_out))
        self.puzzle_heading.setText(translate("SchabenPage", "Your new puzzles"))
        self.puzzle_heading.setToolTip(self._removal_tip())
        for card in self.puzzle_grid.cards:
            card.setAccessibleDescription(self._removal_tip())
        self.puzzle_heading.setVisible(bool(self.puzzle_grid.cards))
        if self.maker.busy():
            self.making_label.setText(translate("SchabenPage", "Making a new puzzle…"))
        elif self.making_failed:
            self.making_label.setText(translate("SchabenPage", "No new puzzle could be made; please try again."))
        else:
            self.making_label.setText("")
        if self.problems:
            lines = [translate("SchabenPage", "Some tasks in {file} cannot be played:").format(file=self.file_name)]
            lines += ["• " + tr_message(problem) for problem in self.problems]
            self.errors.setText("\n".join(lines))
        self.errors.setVisible(bool(self.problems))
        self._fit_cards()  # lists and headings come and go
