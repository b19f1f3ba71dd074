"""Voll verasselt in the main window: the table, the side panel, and the turn flow's hooks.

The page is a `GamePage` (ui/game_page.py): the base runs the turn flow (the controller's
hand-shake, the log, undo, the hot-seat greeting's timing) and the page supplies the hooks.
It turns the player's clicks, drags and keys into actions it `submit`s to the rules; it
animates what the rules say happened (`motion.py`), then shows the new state as it is. It
decides nothing itself: what may be done comes from the state's phase and
`rules.legal_actions`, refusals come from `rules.apply` with their reason, and the odds from
`odds.py`.

What the player does (clicks, drags, keys) is in `gestures.py`; what the events look like on
the table in `motion.py`; the table itself in `scene.py`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QLocale
from PySide6.QtWidgets import QHBoxLayout, QWidget

from ....core.i18n import Message
from ....ui.flow.turns import Decider, TurnFlow
from ....ui.game_page import GamePage
from ....ui.i18n import tr_message, translate
from ....ui.side_panel import GivingWay
from ....ui.theme import SYMBOLS
from .. import rules
from ..cards import COLOURS, DICE, MIN_DICE_ROLLED
from ..events import Bust, Event, GameOver, TurnStarted, narrate
from ..odds import roll_odds
from ..rules import Boost, ChooseGroup, PileUp, Roll, Stop
from .accessible import describe
from .gestures import ROLL_PHASES, Gestures
from .motion import Choreographer, Mover
from .panel import LEAST_WIDTH, PANEL_WIDTH, SidePanel
from .pieces import BugCard
from .scene import TableScene, TableView

if TYPE_CHECKING:
    from ....ui.context import AppContext


class VerasseltPage(Gestures, GamePage):
    def __init__(self, ctx: AppContext, game_id: str, parent: QWidget | None = None):
        super().__init__(ctx, game_id, parent)
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.view.on_key = self._key
        self.panel = SidePanel()
        # the log announces what happens unless Settings says not to (ui/gamelog.py)
        self.panel.log.announce = ctx.settings.announcements
        self.mover = Mover(self.scene, self.animator)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.panel)
        GivingWay(self, self.panel, PANEL_WIDTH, LEAST_WIDTH)  # the table keeps most of a small window

        self.selection: set[int] = set()
        #: The front-yard cards badged as a suggested boost (`draw_choice`).
        self.suggested: list[BugCard] = []
        self.bust_colours: tuple[str, ...] = ()
        self.focus_card: BugCard | None = None
        self.drift = 0  # re-syncs after an animation that had to correct the picture (tests: 0)
        self.playing = ""  # while an action's events are shown: who did what ("Ben rolls 5 dice…")

        s = self.scene
        s.die_clicked.connect(self.toggle_die)
        s.card_clicked.connect(self._card_clicked)
        s.card_dropped.connect(self._card_dropped)
        s.zone_clicked.connect(self._zone_clicked)
        s.handover.dismissed.connect(self.dismiss_handover)
        b = s.buttons
        b["hub"].clicked.connect(lambda: self.submit(ChooseGroup(group="hub")))
        b["catch"].clicked.connect(lambda: self.submit(ChooseGroup(group="catch")))
        b["roll"].clicked.connect(self.roll_selected)
        b["roll_all"].clicked.connect(self.roll_all)
        b["stop"].clicked.connect(lambda: self.submit(Stop()))
        b["heap"].clicked.connect(self.rest_to_heap)
        s.end_button.clicked.connect(self.play_again)
        p = self.panel
        p.undo.clicked.connect(self.undo)
        p.rules.clicked.connect(self.show_rules)
        p.again.clicked.connect(self.play_again)
        p.show_odds.toggled.connect(lambda on: self.ctx.update_settings(show_odds=on))
        self._settings_changed()
        self.keys_stay_on_table(self.panel)
        self.retranslate()

    def notice_place(self) -> QWidget | None:
        return self.panel.notice_room

    def table_view(self) -> QWidget:
        return self.view

    @property
    def state(self) -> rules.State | None:
        return self.flow.state if self.flow is not None else None

    # the turn flow's hooks ----------------------------------------------------------------
    def on_attach(self, flow: TurnFlow) -> None:
        seats = flow.session.setup.seats
        self.scene.setup(tuple(s.name for s in seats), tuple(s.colour for s in seats), tuple(s.computer for s in seats))
        # a game across computers: whose seat is played here ("you") and whose elsewhere
        self.scene.here = frozenset(i for i, d in enumerate(flow.deciders) if d is Decider.HERE)
        self.scene.elsewhere = flow.played_elsewhere()
        # a spectator has no controls of a player: no Undo, no bust chance to ask for
        self.panel.undo.setVisible(not flow.watching)
        self.panel.show_odds.setVisible(not flow.watching)
        self.scene.handover.hide()
        self.drift = 0
        self.view.setFocus()

    def show_state(self, state: rules.State, jumped: bool) -> None:
        """Start, undo, load (`jumped`): the state as it is. After an animation the cards are
        where the events put them, and this only makes sure: a correction then is drift."""
        session = self.session
        # The last action's bust frames stay while the busting player's turn lasts.
        self.bust_colours = _bust_colours(session.events[-1]) if session is not None and session.events else ()
        if jumped:
            self.selection.clear()
            self.scene.handover.hide()
        drift = self.scene.show_state(state, self.bust_colours)
        if not jumped:
            self.drift += int(drift)

    def animate(self, action: rules.Action, events: list[Event]) -> QAbstractAnimation:
        self.selection.clear()
        self.scene.handover.hide()
        self.playing = self._playing_text(action)
        return Choreographer(self.scene, self.animator).play(events)

    def show_refusal(self, reason: Message) -> None:
        """The cards moved for the refused action go back where they were."""
        for card in self.scene.all_cards():
            if card.staged == "group":
                card.staged = None
        self.snap_back()

    def greet(self, seat: int) -> None:
        """Several people share the computer: say whose decision it is before showing it. The
        one who piles up is the owner of the catch got back, maybe in another player's turn."""
        state = self.state
        if state is None:
            return
        lines = [(translate("VerasseltPage", "Your turn, {name}").format(name=self.name(seat)), 44, True)]
        if state.phase == "pile_up":
            if state.active == seat:
                sentence = translate("VerasseltPage", "You got cards back: pile them up first, then your turn begins.")
            else:
                sentence = translate(
                    "VerasseltPage", "You got cards back: pile them up, even though it is {name}'s turn."
                ).format(name=self.name(state.active))
            lines.append((sentence, 22, False))
        lines.append((translate("VerasseltPage", "Click or press Space to begin."), 20, False))
        self.scene.handover.set_content(lines)
        self.scene.handover.show()  # the table's greeting alone; no copy in the notice bar

    def holding(self) -> bool:
        """The hand-over card waits to be seen: nothing behind it may be decided yet."""
        return self.scene.handover.isVisible()

    def tell(self, reason: Message) -> None:
        """Why the rules would refuse what the player is about to do, in the notice bar."""
        self.status.emit(tr_message(reason))

    def dismiss_handover(self) -> None:
        self.scene.handover.hide()
        self.refresh()

    def log_preamble(self) -> list[str]:
        session = self.session
        if session is None or not session.events:
            return []
        if len(session.states) == len(session.actions) + 1:
            start: rules.State = session.states[0]
            return [translate("VerasseltPage", "{name} begins.").format(name=start.names[start.active])]
        # a game across computers seen from its middle (joined, or back after a lost
        # connection): its start state was not seen, but the first action's events say who
        # played it, and the first action is the first player's
        first = next((e.player for e in session.events[0] if isinstance(getattr(e, "player", None), int)), None)
        seats = session.setup.seats
        if first is None or not 0 <= first < len(seats):
            return []
        return [translate("VerasseltPage", "{name} begins.").format(name=seats[first].name)]

    def _settings_changed(self) -> None:
        super()._settings_changed()
        self.panel.log.announce = self.ctx.settings.announcements
        self.panel.show_odds.blockSignals(True)
        self.panel.show_odds.setChecked(self.ctx.settings.show_odds)
        self.panel.show_odds.blockSignals(False)
        if self.flow is not None:
            self.refresh()

    def retranslate(self) -> None:
        self.scene.stamp.set_text(translate("VerasseltPage", "Bugged up!"))
        if self.state is None:
            return
        self.scene.refresh_labels()
        if self.scene.handover.isVisible() and self.greeted is not None:
            self.greet(self.greeted)
        self.refresh()

    # who does what now ---------------------------------------------------------------------
    def decider(self) -> int | None:
        return self.deciding_seat()

    def name(self, seat: int | None) -> str:
        state = self.state
        return state.names[seat] if state is not None and seat is not None else ""

    def refresh(self) -> None:
        """Prompt, buttons, rings, what can be dragged, the panel: all from the state."""
        state = self.state
        if state is None:
            return
        scene = self.scene
        decider = self.decider()
        acting = self.can_act()
        over = rules.is_over(state)
        if not self.animating:  # while the events play, the rings follow them (motion.py)
            scene.set_rings(state.active if not over else None, decider if decider != state.active else None)
        for card in scene.all_cards():
            card.draggable = False
        for die in scene.dice:
            die.set_show_number(False)
        scene.highlight_zones(())
        buttons: list[str] = []
        odds = ""
        phase = state.phase
        if over:
            text = tr_message(narrate(_game_over(state)))
            self._show_end_screen(state)
        elif not acting:
            text = self._waiting_text()
        elif phase == "choose_group":
            owner = state.previous_catch.owner if state.previous_catch is not None else None
            text = translate(
                "VerasseltPage", "{name}, choose your group: roll for the bug hub, or for {owner}'s catch."
            ).format(name=self.name(decider), owner=self.name(owner))
            buttons = ["hub", "catch"]
            scene.highlight_zones(("hub", "prev"))
        elif phase in ROLL_PHASES:
            text, odds = self._roll_texts(state)
            buttons = ["roll", "roll_all"] + (["stop"] if phase == "decide" else [])
            for card in self._yard_cards(state.active):
                card.draggable = True
            for die in scene.dice:
                die.set_show_number(True)
        elif phase == "pile_up":
            n = state.receipt.cards.total if state.receipt is not None else 0
            text = translate(
                "VerasseltPage",
                "{name}, pile up the %n bug(s) you got back: drag them into your front yard "
                "(six at most) or onto your heap; the rest goes to the heap.",
                None,
                n,
            ).format(name=self.name(decider))
            buttons = ["heap"]
            for card in self._receipt_cards():
                card.draggable = True
        else:  # forced_refill
            need = self._refill_need()
            text = translate(
                "VerasseltPage",
                "The pile is empty and the hub is short. {name}, move %n card(s) from your front "
                "yard into the hub to keep the game going.",
                None,
                need,
            ).format(name=self.name(decider))
            for card in self._yard_cards(state.active):
                card.draggable = True
        for die in scene.dice:
            die.set_selected(die.index in self.selection and acting and phase in ROLL_PHASES)
        if self.focus_card is not None and not (self.focus_card.draggable and self.focus_card.scene() is scene):
            self._set_focus_card(None)
        self._label_buttons()
        scene.place_buttons(buttons)
        scene.show_prompt(text, odds)
        if not over:
            scene.end_screen.hide()
            self.panel.again.hide()
        self._update_panel()
        self.view.show_described(*describe(self))

    def draw_choice(self, action: rules.Action | None) -> bool:
        """A suggested choice (the game review's better choice, in the replay): the dice to
        roll ringed, the group to roll for lit, or the front-yard cards to boost with badged
        beside the lit group; the table as the state says otherwise (stopping and piling up
        are not drawn: the replay's words say them)."""
        for card in self.suggested:
            card.set_marked(False)
        self.suggested = []
        self.refresh()
        state = self.state
        if isinstance(action, rules.Roll):
            for die in self.scene.dice:
                die.set_selected(die.index in action.dice)
            return True
        if isinstance(action, rules.ChooseGroup):
            self.scene.highlight_zones(("hub",) if action.group == "hub" else ("prev",))
            return True
        if isinstance(action, rules.Boost) and state is not None:
            self.scene.highlight_zones((self.scene.group_zone(),))
            for colour in COLOURS:
                cards = self.scene.zones[("yard", state.active)][colour][: getattr(action.cards, colour)]
                self.suggested += cards
            for card in self.suggested:
                card.set_marked(True)
            return True
        return False

    def _waiting_text(self) -> str:
        state = self.state
        if state is None:
            return ""
        if self.thinking_seat is not None:
            return translate("VerasseltPage", "{name} is thinking…").format(name=self.name(self.thinking_seat))
        if self.animating:  # the state's turn may be a step ahead: who did what is shown
            return self.playing
        if self.scene.handover.isVisible():
            return ""  # the hand-over card says whose turn it is
        if self.replaying:  # the replay viewer: nobody is asked to act, it is said to be a replay
            return translate("VerasseltPage", "Replay: {name}'s turn").format(name=self.name(state.active))
        waiting = self.waiting_text()  # a decision made on another computer
        if waiting is not None:
            return waiting
        return translate("VerasseltPage", "{name}'s turn").format(name=self.name(state.active))

    def waiting_for(self, seat: int, name: str) -> str:
        """A person on another computer decides: what they are doing in this phase, so the
        table never looks frozen while they think (issue 37, finding 3)."""
        state = self.state
        phase = state.phase if state is not None else ""
        if phase == "choose_group":
            return translate("VerasseltPage", "{name} is choosing a group to roll for…").format(name=name)
        if phase == "boost_or_roll":
            return translate("VerasseltPage", "{name} is choosing dice to roll…").format(name=name)
        if phase == "decide":
            return translate("VerasseltPage", "{name} is deciding whether to roll again or stop…").format(name=name)
        if phase == "pile_up":
            return translate("VerasseltPage", "{name} is piling up the bugs they got back…").format(name=name)
        if phase == "forced_refill":
            return translate("VerasseltPage", "{name} is refilling the bug hub…").format(name=name)
        return super().waiting_for(seat, name)

    def _playing_text(self, action: rules.Action) -> str:
        """Who did what, while its events are shown (the state may be a turn ahead): the one
        who decided it in the state before."""
        session = self.session
        if session is None or len(session.states) < 2:
            return ""
        before: rules.State = session.states[-2]
        seat = rules.deciding_player(before)
        if seat is None:
            return ""
        name = before.names[seat]
        if isinstance(action, ChooseGroup) and action.group == "catch" and before.previous_catch is not None:
            owner = before.names[before.previous_catch.owner]
            return translate("VerasseltPage", "{name} rolls for {owner}'s catch…").format(name=name, owner=owner)
        if isinstance(action, ChooseGroup):
            return translate("VerasseltPage", "{name} rolls for the bug hub…").format(name=name)
        if isinstance(action, Roll):
            dice = len(action.dice)  # a plain name: lupdate skips a call whose count is an expression
            return translate("VerasseltPage", "{name} rolls %n dice…", None, dice).format(name=name)
        if isinstance(action, Boost):
            return translate("VerasseltPage", "{name} boosts the group…").format(name=name)
        if isinstance(action, Stop):
            return translate("VerasseltPage", "{name} stops and leaves the catch on the table…").format(name=name)
        if isinstance(action, PileUp):
            return translate("VerasseltPage", "{name} piles up the bugs they got back…").format(name=name)
        return translate("VerasseltPage", "{name} refills the bug hub…").format(name=name)  # RefillHub

    def _roll_texts(self, state: rules.State) -> tuple[str, str]:
        who = self.name(state.active)
        if state.phase == "decide":
            n = state.catch.total
            text = translate(
                "VerasseltPage",
                "{name}: roll again (at least four dice), or stop and leave your catch of %n bug(s) on the table.",
                None,
                n,
            ).format(name=who)
        else:
            text = translate(
                "VerasseltPage",
                "{name}: choose at least four dice to roll (click them or press 1–7). To boost "
                "the group, drag cards from your front yard onto it.",
            ).format(name=who)
        chosen = tuple(sorted(self.selection))
        show_odds = self.ctx.settings.show_odds
        locale = QLocale()
        if len(chosen) < MIN_DICE_ROLLED:
            # What a click would roll now is "Roll all": its odds are shown before the click.
            missing = MIN_DICE_ROLLED - len(chosen)  # a plain name: lupdate skips a call whose count is an expression
            choose = translate("VerasseltPage", "Choose %n more dice.", None, missing)
            if not show_odds:
                return text, choose
            odds = roll_odds(rules.group_cards(state).as_dict(), state.dice)[tuple(range(DICE))]
            return text, translate("VerasseltPage", "{choose} Roll all: bust chance {percent}%").format(
                choose=choose, percent=locale.toString(float(odds.bust) * 100, "f", 0)
            )
        if not show_odds:
            return text, ""
        odds = roll_odds(rules.group_cards(state).as_dict(), state.dice)[chosen]
        return text, translate("VerasseltPage", "Bust chance {percent}% · expected catch {cards} bugs").format(
            percent=locale.toString(float(odds.bust) * 100, "f", 0),
            cards=locale.toString(float(odds.expected_catch), "f", 1),
        )

    def _label_buttons(self) -> None:
        b = self.scene.buttons
        state = self.state
        b["hub"].set_text(translate("VerasseltPage", "Roll for the hub"), "H")
        owner = state.previous_catch.owner if state is not None and state.previous_catch is not None else None
        b["catch"].set_text(translate("VerasseltPage", "Roll for {name}'s catch").format(name=self.name(owner)), "C")
        n = len(self.selection)
        if n >= MIN_DICE_ROLLED:
            b["roll"].set_text(translate("VerasseltPage", "Roll %n dice", None, n), "R")
        else:
            b["roll"].set_text(translate("VerasseltPage", "Roll"), "R")
        b["roll"].set_enabled(n >= MIN_DICE_ROLLED)
        b["roll"].primary = n >= MIN_DICE_ROLLED
        b["roll_all"].set_text(translate("VerasseltPage", "Roll all"), "A")
        b["stop"].set_text(translate("VerasseltPage", "Stop"), "S")
        staged = self._receipt_cards("yard") + self._receipt_cards("heap")
        heap = translate("VerasseltPage", "Rest to heap") if staged else translate("VerasseltPage", "All to heap")
        b["heap"].set_text(heap, "H")
        b["heap"].primary = True
        self.scene.end_button.set_text(translate("VerasseltPage", "Play again"), "N")

    def _update_panel(self) -> None:
        state = self.shown_state  # the counts change when the cards have got there
        if state is None:
            return
        decider = self.decider()
        rows = []
        for seat, name in enumerate(state.names):
            marker = ""
            if not rules.is_over(state):  # ▶ who acts now, ▷ whose turn it is while another piles up
                acting = decider if decider is not None else state.active
                marker = "▶" if seat == acting else "▷" if seat == state.active else ""
            if seat == self.thinking_seat:
                # "…" where the turn marker is: "(thinking…)" after the name cut "Player 3 (t…";
                # the prompt says who is thinking in words
                marker = "…"
            rows.append(
                (self.scene.seat_colours[seat], name, state.heaps[seat].total, state.front_yards[seat].total, marker)
            )
        self.panel.set_players(rows)
        left = state.pile.total
        self.panel.pile.setText(translate("VerasseltPage", "Draw pile: %n card(s)", None, left))
        self.panel.undo.setEnabled(self.can_undo())
        self.panel.undo.setToolTip(self.undo_tip())
        self.panel.log.show_lines(self.log_lines())

    # the end screen ------------------------------------------------------------------------
    def _show_end_screen(self, state: rules.State) -> None:
        over = _game_over(state)
        order = sorted(range(len(state.names)), key=lambda s: (over.places[s], s))
        symbols = [SYMBOLS.get(colour, "") for colour in self.scene.seat_colours]
        rows = [
            (f"{over.places[s]}.", f"{symbols[s]} {state.names[s]}", str(over.heaps[s]), str(over.front_yards[s]))
            for s in order
        ]
        header = (
            "",
            translate("VerasseltPage", "Player"),
            translate("VerasseltPage", "Heap"),
            translate("VerasseltPage", "Front yard"),
        )
        screen = self.scene.end_screen
        lines = [(translate("VerasseltPage", "Game over"), 40, True), (tr_message(narrate(over)), 22, False)]
        screen.set_content(lines, header, rows, {k for k, s in enumerate(order) if over.places[s] == 1}, extra=64)
        button = self.scene.end_button
        button.setPos(screen.card_rect().center().x() - button.width() / 2, screen.content_bottom() - 48)
        button.setVisible(self.starts_again)  # no replay, no game across computers starts anew
        screen.show()
        self.panel.again.setVisible(self.starts_again)


def _bust_colours(events: Sequence[Event]) -> tuple[str, ...]:
    """The colours that bust in these events, while the busting player's turn lasts (the
    owner of a lost catch piling it up): the next player starts with unframed dice."""
    colours: tuple[str, ...] = ()
    for event in events:
        if isinstance(event, Bust):
            colours = event.colours
        elif isinstance(event, TurnStarted):
            colours = ()
    return colours


def _game_over(state: rules.State) -> GameOver:
    """The final standing, as the rules tell it (also for a finished game opened later)."""
    return GameOver(
        state.names,
        tuple(h.total for h in state.heaps),
        tuple(y.total for y in state.front_yards),
        rules.places(state),
        rules.winners(state),
    )
