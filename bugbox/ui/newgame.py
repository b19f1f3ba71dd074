"""The new-game dialog shared by the multi-player games: seats, start player, rule options.

It remembers the last setup per game in the settings, so "play again tomorrow" is one click.
"""

from __future__ import annotations

import secrets
from functools import cache

from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.players import Level, Seat, Setup
from ..core.registry import GAMES
from ..paths import translations_dir
from .i18n import SUPPORTED, Retranslating, show_placeholder, tr_message, translate
from .launcher import game_title
from .net.hosting import PlannedSeat, TablePlan, across_computers
from .plaintext import PlainLabel
from .theme import NEGATIVE, SYMBOLS

KINDS = ("human", "easy", "normal", "hard")
#: A seat for a player on another computer, who joins with the invite (games that can be
#: played across computers only: `across_computers`).
REMOTE = "remote"
#: The key of a remembered setup that lists the seats for players on other computers (a
#: `Setup` has people and computers only).
ELSEWHERE = "elsewhere"


def colour_name(colour: str) -> str:
    return {
        "red": translate("NewGame", "Red"),
        "blue": translate("NewGame", "Blue"),
        "green": translate("NewGame", "Green"),
        "yellow": translate("NewGame", "Yellow"),
        "purple": translate("NewGame", "Purple"),
    }[colour]


def kind_name(kind: str) -> str:
    return {
        "human": translate("NewGame", "Human"),
        "easy": translate("NewGame", "Computer (easy)"),
        "normal": translate("NewGame", "Computer (normal)"),
        "hard": translate("NewGame", "Computer (hard)"),
        REMOTE: translate("NewGame", "Player on another computer"),
    }[kind]


def default_name(index: int) -> str:
    """The name a seat gets until someone types one: a name in the current language, never a
    pronoun ("You's catch", "You begins." and "You ist am Zug" are what "You" made of the log)."""
    return translate("NewGame", "Player {n}").format(n=index + 1)


#: Names earlier versions gave by default, in every language they spoke.
_OLD_DEFAULTS = frozenset({"You", "Du", "あなた", "Computer", "コンピューター"})


@cache
def _default_names(index: int) -> frozenset[str]:
    """The default name of seat `index` in every language, so that a remembered default is
    shown in the current language (no "Player 3" next to "Person 4")."""
    names = {f"Player {index + 1}"}
    folder = str(translations_dir())
    for language in SUPPORTED:
        catalogue = QTranslator()
        if catalogue.load(f"bugbox_{language}", folder):
            text = catalogue.translate("NewGame", "Player {n}")
            if text:
                names.add(text.format(n=index + 1))
    return frozenset(names)


def is_default_name(name: str, index: int) -> bool:
    return name in _OLD_DEFAULTS or name in _default_names(index)


def seat_name(name: str, index: int) -> str:
    """The name seat `index` shows: a default name the player never changed in the current
    language ("Person 3" of a German evening is "Player 3" in English), any other as typed.
    For every place that shows a seat's name, so that it follows a change of language."""
    return default_name(index) if is_default_name(name, index) else name


def default_setup(game_id: str) -> Setup:
    """Two seats: a human and a normal computer player (what most people start with)."""
    game = GAMES[game_id]
    colours = game.seat_colours
    return Setup(
        seats=(
            Seat(name=default_name(0), colour=colours[0]),
            Seat(name=default_name(1), colour=colours[1], computer=True),
        ),
        start_player=None,
        options=game.default_options(),
    )


class SeatRow:
    def __init__(self, grid: QGridLayout, row: int, colours: tuple[str, ...], kinds: tuple[str, ...] = KINDS):
        self.index = row
        self.kinds = kinds
        self.symbol = PlainLabel()
        self.name = QLineEdit()
        self.name.setMaxLength(40)
        self._typed = ""  # the name the field held before the seat became one for a player elsewhere
        self.colour = QComboBox()
        self.kind = QComboBox()
        self.colours = colours
        for column, widget in enumerate((self.symbol, self.name, self.colour, self.kind)):
            grid.addWidget(widget, row, column)
        # a label for a screen reader per field, never shown: Qt on Linux names a combo box by
        # its value and says its label through the label's buddy ("Human combo box" was heard)
        self.heard_labels = [PlainLabel() for _ in range(3)]
        for column, (label, field) in enumerate(
            zip(self.heard_labels, (self.name, self.colour, self.kind), strict=True)
        ):
            label.setBuddy(field)
            label.hide()
            grid.addWidget(label, row, 4 + column)
        self.colour.currentIndexChanged.connect(self._update_symbol)
        self.kind.currentIndexChanged.connect(self._update_name)

    def kind_chosen(self) -> str:
        return self.kinds[max(0, self.kind.currentIndex())]

    def _update_name(self) -> None:
        """A player on another computer brings their own name (typed when joining)."""
        remote = self.kind_chosen() == REMOTE
        if remote and self.name.text():  # the field shows "joins with the invite", not a name of ours
            self._typed = self.name.text()
            self.name.setText("")
        elif not remote and not self.name.text() and self._typed:
            self.name.setText(self._typed)
        self.name.setEnabled(not remote)
        show_placeholder(self.name, translate("NewGame", "joins with the invite") if remote else "")

    def _update_symbol(self) -> None:
        colour = self.colours[max(0, self.colour.currentIndex())]
        self.symbol.setText(SYMBOLS.get(colour, ""))

    def fill_texts(self) -> None:
        if is_default_name(self.name.text().strip(), self.index):
            self.name.setText(seat_name(self.name.text().strip(), self.index))  # the default follows the language
        for combo, items, label in ((self.colour, self.colours, colour_name), (self.kind, self.kinds, kind_name)):
            index = combo.currentIndex()
            combo.blockSignals(True)
            combo.clear()
            combo.addItems([label(item) for item in items])
            combo.setCurrentIndex(max(0, index))
            combo.blockSignals(False)
        self._update_symbol()
        self._update_name()

    def set_visible(self, visible: bool) -> None:
        for widget in (self.symbol, self.name, self.colour, self.kind):
            widget.setVisible(visible)

    def set_seat(self, seat: Seat, elsewhere: bool = False) -> None:
        self.name.setText(seat_name(seat.name, self.index))
        if seat.colour in self.colours:
            self.colour.setCurrentIndex(self.colours.index(seat.colour))
        if elsewhere and REMOTE in self.kinds:
            self.kind.setCurrentIndex(self.kinds.index(REMOTE))
        else:
            self.kind.setCurrentIndex(KINDS.index(seat.level.value) if seat.computer else 0)
        self._update_symbol()

    def shown_name(self) -> str:
        return self.name.text().strip() or default_name(self.index)

    def planned(self) -> PlannedSeat:
        """The seat as a table to host has it (`TablePlan`)."""
        kind = self.kind_chosen()
        if kind == REMOTE:
            return PlannedSeat("elsewhere")
        if kind == "human":
            return PlannedSeat("here", name=self.shown_name())
        return PlannedSeat("computer", level=Level(kind))

    def seat(self) -> Seat:
        kind = self.kind_chosen()
        if kind == REMOTE:  # a person in the setup; the dialog remembers the seat as elsewhere (ELSEWHERE)
            kind = "human"
        return Seat(
            name=self.shown_name(),
            colour=self.colours[max(0, self.colour.currentIndex())],
            computer=kind != "human",
            level=Level(kind) if kind != "human" else Level.NORMAL,
        )


class NewGameDialog(Retranslating, QDialog):
    def __init__(self, ctx, game_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.game_id = game_id
        info = GAMES[game_id]
        self.colours = info.seat_colours
        self.count = QSpinBox()
        self.count.setRange(info.min_players, info.max_players)
        self.count_label = PlainLabel()
        self.seat_box = QGroupBox()
        grid = QGridLayout(self.seat_box)
        self._seat_grid = grid
        kinds = (*KINDS, REMOTE) if across_computers(game_id) else KINDS
        self.rows = [SeatRow(grid, row, self.colours, kinds) for row in range(info.max_players)]
        self.start = QComboBox()
        self.start_label = PlainLabel()
        self.option_specs = info.options
        self.options = {option.key: QCheckBox() for option in info.options}
        self.problem = PlainLabel()
        self.problem.setStyleSheet(f"color: {NEGATIVE.name()}")
        self.problem.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.count_label, self.count)
        form.addRow(self.start_label, self.start)
        layout = QVBoxLayout(self)
        self._outer = layout
        layout.addLayout(form)
        layout.addWidget(self.seat_box)
        for box in self.options.values():
            layout.addWidget(box)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.count.valueChanged.connect(self._show_rows)
        self._elsewhere: set[int] = set()  # remembered seats for players on other computers
        for row in self.rows:
            row.name.textChanged.connect(self._fill_start)
            row.kind.currentIndexChanged.connect(self._table_assigns)
            row.colour.currentIndexChanged.connect(self._check_colours)
        self.count.valueChanged.connect(self._check_colours)
        self.retranslate()
        self._load(self._remembered())
        self.setup: Setup | None = None
        self.seed: int | None = None
        #: A table to host when a seat is for a player on another computer (else None).
        self.plan: TablePlan | None = None

    def _remembered(self) -> Setup:
        data = self.ctx.settings.last_setups.get(self.game_id)
        self._elsewhere = set()
        if data:
            try:
                data = dict(data)
                elsewhere = data.pop(ELSEWHERE, [])
                setup = Setup.model_validate(data)
                if isinstance(elsewhere, list):
                    self._elsewhere = {i for i in elsewhere if isinstance(i, int) and 0 <= i < len(setup.seats)}
                info = GAMES[self.game_id]
                start = setup.start_player
                # settings.json may have been edited by hand: a start player off the table is no setup
                if info.min_players <= len(setup.seats) <= info.max_players and (
                    start is None or 0 <= start < len(setup.seats)
                ):
                    return setup
            except ValueError:
                pass
        self._elsewhere = set()
        return default_setup(self.game_id)

    def _load(self, setup: Setup) -> None:
        self.count.setValue(len(setup.seats))
        for index, row in enumerate(self.rows):
            if index < len(setup.seats):
                row.set_seat(setup.seats[index], elsewhere=index in self._elsewhere)
            else:
                row.set_seat(
                    Seat(name=default_name(index), colour=self.colours[index % len(self.colours)], computer=True)
                )
        self._show_rows()
        self.start.setCurrentIndex(0 if setup.start_player is None else setup.start_player + 1)
        self._table_assigns()
        for key, box in self.options.items():
            box.setChecked(bool(setup.options.get(key, False)))

    def _show_rows(self) -> None:
        for index, row in enumerate(self.rows):
            row.set_visible(index < self.count.value())
        self._fill_start()
        self._table_assigns()
        # Fewer seats, a shorter dialog: without this it keeps the height of the most seats shown.
        self._seat_grid.activate()  # inner first: the outer asks it
        self._outer.activate()
        self.adjustSize()

    def across(self) -> bool:
        """A seat is for a player on another computer: the table is hosted at a table server."""
        return any(row.kind_chosen() == REMOTE for row in self.rows[: self.count.value()])

    def _table_assigns(self) -> None:
        """At a table across computers the server gives the colours (in seat order) and draws
        the start player: the dialog's choices for those are off, and a tooltip says why."""
        across = self.across()
        tip = (
            translate("NewGame", "At a table across computers, the table gives each seat its colour.") if across else ""
        )
        for index, row in enumerate(self.rows):
            if across:
                row.colour.setCurrentIndex(index % len(self.colours))
            row.colour.setEnabled(not across)
            row.colour.setToolTip(tip)
        if across:
            self.start.setCurrentIndex(0)
        self.start.setEnabled(not across)
        self.start.setToolTip(
            translate("NewGame", "At a table across computers, the table draws the start player.") if across else ""
        )

    def _fill_start(self) -> None:
        index = self.start.currentIndex()
        self.start.clear()
        self.start.addItem(translate("NewGame", "Random"))
        for row in self.rows[: self.count.value()]:
            self.start.addItem(row.shown_name())
        self.start.setCurrentIndex(min(max(0, index), self.count.value()))

    def retranslate(self) -> None:
        self.setWindowTitle(translate("NewGame", "New game: {title}").format(title=game_title(self.game_id)))
        self.count_label.setText(translate("NewGame", "Players"))
        self.start_label.setText(translate("NewGame", "Start player"))
        self.seat_box.setTitle(translate("NewGame", "Seats (in turn order)"))
        # A screen reader reads a field by its own name: the form's labels and the seats'
        # columns say it only to the eye.
        self.count.setAccessibleName(translate("NewGame", "Players"))
        self.start.setAccessibleName(translate("NewGame", "Start player"))
        for row in self.rows:
            row.fill_texts()
            seat = row.index + 1
            row.name.setAccessibleName(translate("NewGame", "Name of seat {seat}").format(seat=seat))
            row.colour.setAccessibleName(translate("NewGame", "Colour of seat {seat}").format(seat=seat))
            row.kind.setAccessibleName(translate("NewGame", "Who plays seat {seat}").format(seat=seat))
            for label, field in zip(row.heard_labels, (row.name, row.colour, row.kind), strict=True):
                label.setText(field.accessibleName())
        self.count_label.setBuddy(self.count)
        self.start_label.setBuddy(self.start)
        for option in self.option_specs:
            self.options[option.key].setText(tr_message(option.label))
        self._fill_start()

    def current_setup(self) -> Setup:
        seats = tuple(row.seat() for row in self.rows[: self.count.value()])
        start = self.start.currentIndex() - 1
        return Setup(
            seats=seats,
            start_player=None if start < 0 else start,
            options={key: box.isChecked() for key, box in self.options.items()},
        )

    def _colours_clash(self) -> bool:
        colours = [row.colours[max(0, row.colour.currentIndex())] for row in self.rows[: self.count.value()]]
        return len(set(colours)) != len(colours)

    def _check_colours(self) -> None:
        """The sentence about two seats of one colour goes as soon as no two share one (a
        colour changed, or fewer seats): it was left standing after the player fixed it."""
        if self.problem.text() and not self._colours_clash():
            self.problem.clear()

    def _accept(self) -> None:
        setup = self.current_setup()
        if self._colours_clash():
            self.problem.setText(translate("NewGame", "Two seats have the same colour: please give each seat its own."))
            return
        self.setup = setup
        self.seed = secrets.randbelow(2**63)
        planned = tuple(row.planned() for row in self.rows[: self.count.value()])
        if any(seat.kind == "elsewhere" for seat in planned):
            names = [seat.name for seat in planned if seat.kind == "here"]
            if len({name.casefold() for name in names}) != len(names):
                self.problem.setText(
                    translate("NewGame", "Two players here have the same name: please tell them apart.")
                )
                return
            self.plan = TablePlan(self.game_id, planned, dict(setup.options))
        remembered = dict(self.ctx.settings.last_setups)
        remembered[self.game_id] = setup.model_dump(mode="json")
        elsewhere = [index for index, seat in enumerate(planned) if seat.kind == "elsewhere"]
        if elsewhere:
            remembered[self.game_id][ELSEWHERE] = elsewhere
        self.ctx.update_settings(last_setups=remembered)
        self.accept()
