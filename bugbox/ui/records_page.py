"""The Records page: who is ahead over many evenings, per game, and the kept games to replay.

Nothing is read before the page is first shown (start-up stays as fast as without it). Then a
worker thread reads the kept games (`records_loading`): the summaries from the cache, the games
missing from it replayed, the figures counted; the page only shows the snapshots it sends, so
the window stays alive over 50,000 kept games and the table fills in as they arrive. The
status line says what was not counted and why, naming the files: games moved aside as
damaged, games from a newer bugbox (left in place), names renamed, the oldest beyond what is
read, and games beyond the limit of Settings, which it offers to delete (in the background,
`records_pruning`). Names from files are escaped by `core.records` before they get here, and
the status line is plain text.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTabBar,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..core.registry import GAMES
from ..review.games import reviewable
from .i18n import Retranslating, tr_message, translate
from .launcher import game_title
from .plaintext import PlainLabel, ask, ask_item, ask_text
from .records_loading import Reading, RecordsLoader
from .records_pruning import pruner_of
from .records_table import (
    RATE_WIDTH,
    GamesModel,
    RateBar,
    difficulty_name,
    duration_text,
    level_name,
    named,
    number_text,
)

if TYPE_CHECKING:  # core.records is read when the page is first shown, not at start-up
    from ..core.records import Names

log = logging.getLogger(__name__)


class RecordsPage(Retranslating, QWidget):
    back = Signal()
    replay = Signal(str)  # the kept game's file name

    def __init__(self, ctx, parent: QWidget | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("records")
        self.reading: Reading | None = None
        self.names: Names | None = None
        self.game_ids = list(GAMES)
        self.loader = RecordsLoader(self.game_ids, self)
        self.loader.read.connect(self._on_read)
        self.pruner = pruner_of(ctx)
        self.pruner.progress.connect(lambda _done, _total: self._set_status())
        self.pruner.finished.connect(self._pruned)
        self.heading = PlainLabel()
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.heading.setFont(font)
        self.tabs = QTabBar()
        self.tabs.setObjectName("records_games")
        for _ in self.game_ids:
            self.tabs.addTab("")
        self.tabs.currentChanged.connect(lambda _i: self.show_figures())
        self.rename_button = QPushButton()
        self.rename_button.setObjectName("records_rename")
        self.rename_button.clicked.connect(self.rename_name)
        self.reset_button = QPushButton()
        self.reset_button.setObjectName("records_reset")
        self.reset_button.clicked.connect(self.reset_statistics)
        self.back_button = QPushButton()
        self.back_button.setObjectName("records_back")
        self.back_button.clicked.connect(self.back)
        self.status = PlainLabel()
        self.status.setObjectName("records_status")
        self.status.setWordWrap(True)  # plain text (a PlainLabel): it names files
        self.counting = QProgressBar()
        self.counting.setObjectName("records_counting")
        self.counting.setMaximumWidth(220)
        self.counting.setTextVisible(False)
        self.counting.hide()
        self.prune_button = QPushButton()
        self.prune_button.setObjectName("records_prune")
        self.prune_button.clicked.connect(self.offer_pruning)
        self.prune_button.hide()
        self.table = QTableWidget()
        self.table.setObjectName("records_table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        self.table.setItemDelegateForColumn(3, RateBar(self.table))
        self._rate_bar = False  # column 3 shows win rates with their bars (players, not tasks)
        self.games_label = PlainLabel()
        self.games = QTableView()
        self.games.setObjectName("records_games_list")
        self.games_model = GamesModel(self)
        self.games.setModel(self.games_model)
        self.games.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.games.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games.verticalHeader().hide()
        # widths from the font, not measured over the rows (thousands of them)
        self.games.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.games.doubleClicked.connect(lambda index: self._replay_row(index.row()))
        self.replay_button = QPushButton()
        self.replay_button.setObjectName("records_replay")
        self.replay_button.clicked.connect(lambda: self._replay_row(self._selected_row()))
        self.replay_button.setEnabled(False)  # until the kept games are read
        self.review_button = QPushButton()
        self.review_button.setObjectName("records_review")
        self.review_button.clicked.connect(lambda: self._review_row(self._selected_row()))
        self.review_button.setEnabled(False)
        top = QHBoxLayout()
        top.addWidget(self.heading)
        top.addStretch(1)
        top.addWidget(self.rename_button)
        top.addWidget(self.reset_button)
        top.addWidget(self.back_button)
        games_row = QHBoxLayout()
        games_row.addWidget(self.games_label)
        games_row.addStretch(1)
        games_row.addWidget(self.review_button)
        games_row.addWidget(self.replay_button)
        status_row = QHBoxLayout()
        status_row.addWidget(self.status, 1)
        status_row.addWidget(self.counting)
        status_row.addWidget(self.prune_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs)
        layout.addLayout(status_row)
        layout.addWidget(self.table, 3)
        layout.addLayout(games_row)
        layout.addWidget(self.games, 2)
        self.retranslate()

    # reading -----------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Read the kept games again (the page was opened, or a game has ended since), in the
        background (the renamed names too); what was shown stays until the first snapshot."""
        self.loader.start(None)
        self._set_status()

    def room_for_notice(self) -> bool:
        """Its buttons sit at its top edge: a notice (the games deleted, a file that could not
        be opened) moves the page down rather than cover them."""
        return True

    def busy(self) -> bool:
        """Still reading or counting the kept games."""
        return self.loader.busy()

    def finish_loading(self, timeout: float = 120.0) -> None:
        """Wait (the event loop running) until every kept game is counted (tests, screenshots)."""
        import time

        from PySide6.QtCore import QCoreApplication, QEventLoop

        end = time.monotonic() + timeout
        while self.loader.busy() and time.monotonic() < end:
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            if self.loader.busy():
                time.sleep(0.002)

    def _on_read(self, reading: Reading) -> None:
        self.reading = reading
        if reading.names is not None:
            self.names = reading.names
        self.show_figures()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.refresh()

    def hideEvent(self, event) -> None:  # noqa: N802 - Qt override
        self.loader.pause()  # a game played meanwhile has the machine to itself
        super().hideEvent(event)

    def game_id(self) -> str:
        return self.game_ids[max(0, self.tabs.currentIndex())]

    def show_game(self, game_id: str) -> None:
        if game_id in self.game_ids:
            self.tabs.setCurrentIndex(self.game_ids.index(game_id))

    # showing -----------------------------------------------------------------------------------
    def show_figures(self) -> None:
        reading = self.reading
        self._set_status()
        if reading is None or not reading.figures:
            return
        from ..core import records

        game_id = self.game_id()
        figures = reading.figures.get(game_id) or records.figures([], game_id, records.Names())
        if records.counted_by_task(game_id):
            self._task_table(figures)
        else:
            self._player_table(figures)
        games = reading.games.get(game_id, [])
        tasks = records.counted_by_task(game_id)
        headings_changed = tasks != self.games_model.tasks
        self.games_model.set_rows(games, tasks)
        if headings_changed:
            self._size_games_columns()
        self.games_label.setText(translate("Records", "Kept games (%Ln):", None, len(games)))
        self.replay_button.setEnabled(bool(games))
        self.review_button.setEnabled(bool(games) and reviewable(self.game_id()))

    def _excess(self) -> int:
        """How many kept games are over the limit of Settings by more than a game kept prunes."""
        reading = self.reading
        if reading is None or not reading.done:
            return 0
        from ..core import records

        limit = getattr(getattr(self.ctx, "settings", None), "records_limit", records.DEFAULT_LIMIT)
        excess = reading.total - limit
        return excess if excess > records.PRUNE_AT_ONCE else 0

    def status_texts(self) -> list[str]:
        """The sentences of the status line: what is counted, and what is not and why."""
        reading = self.reading
        if reading is None:
            return [translate("Records", "Reading the kept games…")]
        texts = []
        figures = reading.figures.get(self.game_id())
        if figures is not None:
            texts.append(translate("Records", "%Ln finished game(s) counted.", None, figures.games))
        if reading.pending:
            texts.append(translate("Records", "Counting %Ln more game(s)…", None, reading.pending))
        if reading.left_out:
            texts.append(
                translate(
                    "Records", "Only the newest {read} of your %Ln kept games are read.", None, reading.total
                ).format(read=number_text(reading.read))
            )
        if reading.broken:
            texts.append(
                translate(
                    "Records",
                    "%n kept game(s) could not be read and were moved aside: {files}.",
                    None,
                    len(reading.broken),
                ).format(files=named(reading.broken))
            )
        if reading.newer:
            texts.append(
                translate(
                    "Records",
                    "%n kept game(s) come from a newer bugbox and are left as they are: {files}. "
                    "Update bugbox to count them.",
                    None,
                    len(reading.newer),
                ).format(files=named(reading.newer))
            )
        if reading.renamed:
            texts.append(
                translate(
                    "Records",
                    "%n kept game(s) had a file name in another encoding and were renamed: {files}.",
                    None,
                    len(reading.renamed),
                ).format(files=named([new for _old, new in reading.renamed]))
            )
        if self.pruner.busy():
            texts.append(
                translate("Records", "Deleting old kept games: {done} of {total}…").format(
                    done=number_text(self.pruner.gone), total=number_text(self.pruner.total)
                )
            )
        elif self._excess():
            from ..core import records

            limit = getattr(getattr(self.ctx, "settings", None), "records_limit", records.DEFAULT_LIMIT)
            texts.append(
                translate(
                    "Records",
                    "The records folder holds %Ln kept games, more than the {limit} that Settings keep; "
                    "none is deleted until you say so.",
                    None,
                    reading.total,
                ).format(limit=number_text(limit))
            )
        return texts

    def _set_status(self) -> None:
        self.status.setText(" ".join(self.status_texts()))
        reading = self.reading
        counting = reading is None or bool(reading.pending) or (self.busy() and reading.counted == 0)
        self.counting.setVisible(counting or self.pruner.busy())
        if self.pruner.busy():
            self.counting.setRange(0, max(1, self.pruner.total))
            self.counting.setValue(self.pruner.gone)
        elif reading is not None and reading.pending:
            self.counting.setRange(0, reading.counted + reading.pending)
            self.counting.setValue(reading.counted)
        else:
            self.counting.setRange(0, 0)  # busy: how long reading the cache takes is not known
        excess = self._excess()
        self.prune_button.setVisible(bool(excess) and not self.pruner.busy())
        if excess:
            self.prune_button.setText(
                translate("Records", "Delete the oldest {count}…").format(count=number_text(excess))
            )

    # deleting what is over the limit -----------------------------------------------------------
    def offer_pruning(self) -> None:
        """The folder holds far more kept games than Settings keep: delete the oldest, if the
        player says so (they are gone for good), in the background."""
        excess = self._excess()
        if not excess or self.reading is None:
            return
        limit = self.reading.total - excess
        answer = ask(
            self,
            translate("Records", "Delete old kept games?"),
            translate(
                "Records",
                "Delete the oldest {count} of your {total} kept games, so that {limit} are kept as Settings "
                "say? They cannot be brought back.",
            ).format(count=number_text(excess), total=number_text(self.reading.total), limit=number_text(limit)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.pruner.prune_to(limit)
            self._set_status()

    def _pruned(self, _gone: int) -> None:
        if self.isVisible():
            self.refresh()
        else:
            self._set_status()

    def _columns(self, game_id: str) -> list[tuple[str, str]]:
        columns = [
            ("label", translate("Records", "Player")),
            ("played", translate("Records", "Played")),
            ("won", translate("Records", "Won")),
            ("rate", translate("Records", "Win rate")),
            ("best", translate("Records", "Best score")),
            ("average", translate("Records", "Average score")),
            ("streak", translate("Records", "Longest streak")),
            ("fastest", translate("Records", "Fastest win")),
        ]
        from ..core.records import extra_columns

        return columns + [(key, tr_message(title)) for key, title in extra_columns(game_id)]

    def _player_table(self, figures) -> None:
        columns = self._columns(figures.game_id)
        self.table.clear()
        self.table.setColumnCount(len(columns))
        self.table.setHorizontalHeaderLabels([title for _key, title in columns])
        self.table.setRowCount(len(figures.rows))
        for number, row in enumerate(figures.rows):
            values = {
                "label": level_name(row.label) if row.computer else row.label,
                "played": str(row.played),
                "won": str(row.won),
                "rate": translate("Records", "{percent} %").format(percent=number_text(row.win_rate * 100)),
                "best": number_text(row.best),
                "average": number_text(row.average, 1),
                "streak": str(row.longest_streak),
                "fastest": duration_text(row.fastest_win),
            }
            for key, _title in columns[len(values) :]:
                value = row.extra.get(key, 0)
                values[key] = number_text(value, 0 if float(value).is_integer() and not key.endswith("per_game") else 1)
            for column, (key, _title) in enumerate(columns):
                item = QTableWidgetItem(values[key])
                if key == "rate":
                    item.setData(Qt.ItemDataRole.UserRole, row.win_rate)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(number, column, item)
        self._rate_bar = True
        self._fit_table()

    def _task_table(self, figures) -> None:
        titles = [
            translate("Records", "Difficulty"),
            translate("Records", "Tasks solved"),
            translate("Records", "Attempts"),
            translate("Records", "Hints"),
            translate("Records", "Solutions viewed"),
            translate("Records", "Solved at the first try"),
        ]
        self.table.clear()
        self.table.setColumnCount(len(titles))
        self.table.setHorizontalHeaderLabels(titles)
        self.table.setRowCount(len(figures.tasks))
        for number, row in enumerate(figures.tasks):
            cells = [
                difficulty_name(row.difficulty),
                str(row.solved),
                str(row.attempts),
                str(row.hints),
                str(row.solutions),
                str(row.first_try),
            ]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(number, column, item)
        self._rate_bar = False
        self._fit_table()

    def _fit_table(self) -> None:
        """Every column as wide as its heading and cells; the names' column takes what is left,
        but never less than its own width (at 1024x640 in German a stretched column was squeezed
        to "piele": the table then scrolls sideways instead)."""
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        bar = self._rate_bar and header.count() > 3
        if bar:  # the win rate's bar: room for the bar beside its figure
            header.setSectionResizeMode(3, QHeaderView.ResizeMode.Interactive)
            self.table.setColumnWidth(3, max(self.table.columnWidth(3), RATE_WIDTH))
        needed = sum(
            header.sectionSize(column)
            if bar and column == 3
            else max(self.table.sizeHintForColumn(column), header.sectionSizeHint(column))
            for column in range(header.count())
        )
        if needed <= self.table.viewport().width():
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_table()

    def _size_games_columns(self) -> None:
        from PySide6.QtCore import QDateTime, QLocale

        metrics = self.games.fontMetrics()
        sample = QLocale().toString(QDateTime.currentDateTime(), QLocale.FormatType.ShortFormat)
        widths = {
            0: metrics.horizontalAdvance(sample + "00"),
            2: metrics.horizontalAdvance("M" * 14),
            3: metrics.horizontalAdvance("00000"),
            4: metrics.horizontalAdvance(duration_text(35999) + "0"),
        }
        for column, width in widths.items():
            title = self.games_model.headerData(column, Qt.Orientation.Horizontal)
            self.games.setColumnWidth(column, max(width, metrics.horizontalAdvance(title) + 24) + 12)

    def row_texts(self) -> list[list[str]]:
        """What the table shows, row by row (tests read it as a player does)."""
        return [
            [_text(self.table.item(r, c)) for c in range(self.table.columnCount())]
            for r in range(self.table.rowCount())
        ]

    def header_texts(self) -> list[str]:
        return [_text(self.table.horizontalHeaderItem(c)) for c in range(self.table.columnCount())]

    # the player's choices ----------------------------------------------------------------------
    def _selected_row(self) -> int:
        rows = self.games.selectionModel().selectedRows()
        return rows[0].row() if rows else 0

    def _replay_row(self, row: int) -> None:
        if 0 <= row < len(self.games_model.rows):
            self.replay.emit(self.games_model.rows[row]["file"])

    def _review_row(self, row: int) -> None:
        """The game review of a kept game (issue 40), in a window of its own."""
        if not 0 <= row < len(self.games_model.rows):
            return
        from ..core import records
        from ..core.errors import LoadError
        from .review_window import open_review

        try:
            _entry, session = records.read_entry(records.records_dir() / self.games_model.rows[row]["file"])
        except LoadError as error:
            self.status.setText(tr_message(error.reason))
            return
        self.review_window = open_review(self.ctx, session, self.window())

    def player_names(self) -> list[str]:
        figures = self.reading.figures.get(self.game_id()) if self.reading is not None else None
        return [row.label for row in figures.rows if not row.computer] if figures is not None else []

    def rename_name(self) -> None:
        names = self.player_names()
        if not names:
            return
        old, ok = ask_item(
            self, translate("Records", "Rename or merge a name"), translate("Records", "Which name?"), names, 0
        )
        if not ok:
            return
        new, ok = ask_text(
            self,
            translate("Records", "Rename or merge a name"),
            translate("Records", "Count the games of {name} as the games of (an existing name merges them):").format(
                name=old
            ),
            text=old,
        )
        if ok and new.strip():
            self.apply_rename(old, new)

    def apply_rename(self, old: str, new: str) -> None:
        from ..core import records
        from ..core.files import write_problem

        names = records.rename(records.load_names(), old, new)
        try:
            records.save_names(names)
        except OSError as error:
            self.status.setText(tr_message(write_problem(error)))
            return
        self.names = names
        self.loader.recount(names)

    def reset_statistics(self) -> None:
        answer = ask(
            self,
            translate("Records", "Reset the statistics?"),
            translate(
                "Records",
                "The statistics of {game} start again from zero. The kept games stay and can "
                "still be replayed. Reset them?",
            ).format(game=game_title(self.game_id())),
        )
        if answer == QMessageBox.StandardButton.Yes:
            self.apply_reset(self.game_id())

    def apply_reset(self, game_id: str) -> None:
        from ..core import records

        names = records.reset(records.load_names(), game_id)
        try:
            records.save_names(names)
        except OSError:
            log.warning("could not save the reset", exc_info=True)
            return
        self.names = names
        self.loader.recount(names)

    def retranslate(self) -> None:
        self.heading.setText(translate("Records", "Records"))
        self.counting.setToolTip(translate("Records", "Counting the kept games"))
        for index, game_id in enumerate(self.game_ids):
            self.tabs.setTabText(index, game_title(game_id))
        self.rename_button.setText(translate("Records", "Rename or merge a name…"))
        self.reset_button.setText(translate("Records", "Reset statistics…"))
        self.back_button.setText(translate("Records", "Back to the games"))
        self.replay_button.setText(translate("Records", "Replay"))
        self.review_button.setText(translate("Records", "Review this game"))
        self._size_games_columns()
        self.show_figures()


def _text(item: QTableWidgetItem | None) -> str:
    """A cell's or heading's text; an empty cell has no item."""
    return item.text() if item is not None else ""
