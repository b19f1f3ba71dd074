"""Voll verasselt in the main window: the table, the side panel, and the turn flow.

The page turns the player's clicks, drags and keys into actions for the controller, which
asks the rules; it animates what the rules say happened (`motion.py`), then shows the new
state as it is. It decides nothing itself: what may be done comes from the state's phase and
`rules.legal_actions`, refusals come from `rules.apply` with their reason, and the odds from
`odds.py`.

What the player does (clicks, drags, keys) is in `gestures.py`; what the events look like on
the table in `motion.py`; the table itself in `scene.py`.
"""

from __future__ import annotations

import secrets

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QHBoxLayout, QWidget

from ....core.i18n import Message
from ....core.session import Session
from ....ui.animation import Animator
from ....ui.game_page import GamePage
from ....ui.i18n import tr_message, translate
from ....ui.theme import SYMBOLS
from .. import rules
from ..cards import DICE, MIN_DICE_ROLLED
from ..events import Bust, GameOver, TurnStarted, narrate
from ..odds import roll_odds
from ..rules import ChooseGroup, Stop
from .gestures import ROLL_PHASES, Gestures
from .motion import Choreographer
from .panel import SidePanel
from .scene import TableScene, TableView


class VerasseltPage(Gestures, GamePage):
    game_id = "verasselt"

    def __init__(self, ctx, parent: QWidget | None = None):
        super().__init__(ctx, parent)
        self.animator = Animator(ctx.settings.animation_speed, self)
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.view.on_key = self._key
        self.panel = SidePanel()
        self.choreographer = Choreographer(self.scene, self.animator)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.panel)

        self.selection: set[int] = set()
        self.log_groups: list[list[Message]] = []
        self._log_cache: tuple[str, list[list[str]]] = ("", [])
        self.bust_colours: tuple[str, ...] = ()
        self.thinking_seat: int | None = None
        self.handed_to: int | None = None  # the human the table was last handed to
        self.focus_card = None  # the card Tab has ringed for Space
        self.drift = 0  # re-syncs that had to correct the picture (tests: 0)
        self.animating = False  # the events of an action are being shown

        s = self.scene
        s.die_clicked.connect(self.toggle_die)
        s.card_clicked.connect(self._card_clicked)
        s.card_dropped.connect(self._card_dropped)
        s.zone_clicked.connect(self._zone_clicked)
        s.handover.dismissed.connect(self._dismiss_handover)
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
        ctx.settings_changed.connect(self._settings_changed)
        self._settings_changed()
        self.keys_stay_on_table(self.panel)
        self.retranslate()

    # the controller ----------------------------------------------------------------------
    @property
    def state(self):
        return self.controller.state if self.controller is not None else None

    def attach(self, controller) -> None:
        controller.applied.connect(self._on_applied)
        controller.refused.connect(self._on_refused)
        controller.reset.connect(self._on_reset)
        controller.thinking.connect(self._on_thinking)
        controller.game_over.connect(self.refresh)
        seats = controller.session.setup.seats
        self.animator.finish_all()
        self.scene.setup(tuple(s.name for s in seats), tuple(s.colour for s in seats), tuple(s.computer for s in seats))
        self.handed_to = None
        self.drift = 0
        self.view.setFocus()

    def _on_reset(self) -> None:
        """Start, undo, load: the state as it is, and the log rebuilt from the actions."""
        if self.controller is None:
            return
        self.animator.finish_all()
        self.animating = False
        session = self.controller.session
        self.log_groups = []
        self._log_cache = ("", [])
        self.bust_colours = ()
        for events in session.events:  # kept by the session: the history is not applied again
            self.log_groups.append([narrate(e) for e in events])
            self.bust_colours = _bust_colours(events)
        self.selection.clear()
        self.thinking_seat = None
        self.scene.handover.hide()
        self.scene.show_state(self.state, self.bust_colours)
        self.refresh()

    def _on_applied(self, action, events: list) -> None:
        controller = self.controller
        self.log_groups.append([narrate(e) for e in events])
        self.bust_colours = _bust_colours(events)
        self.selection.clear()
        self.thinking_seat = None
        self.scene.handover.hide()
        self.animating = True
        self.refresh()
        anim = self.choreographer.play(events, self.scene.refresh_labels)

        def done() -> None:
            if self.controller is not controller:
                return
            self.animating = False
            self.drift += int(self.scene.show_state(controller.state, self.bust_colours))
            controller.ready()
            self.refresh()
            self.undo_changed.emit()

        self.animator.run(anim, done)

    def _on_refused(self, reason: Message) -> None:
        self.status.emit(tr_message(reason))
        for card in self.scene.all_cards():
            if card.staged == "group":
                card.staged = None
        self.snap_back()

    def _on_thinking(self, seat: int) -> None:
        self.thinking_seat = seat
        self.refresh()

    def _settings_changed(self) -> None:
        self.animator.set_speed(self.ctx.settings.animation_speed)
        self.panel.show_odds.blockSignals(True)
        self.panel.show_odds.setChecked(self.ctx.settings.show_odds)
        self.panel.show_odds.blockSignals(False)
        if self.controller is not None:
            self.refresh()

    # who does what now ---------------------------------------------------------------------
    def decider(self) -> int | None:
        return rules.deciding_player(self.state) if self.state is not None else None

    def can_act(self) -> bool:
        """A human decides now, the events of the last action have been shown, and no
        hand-over waits to be seen. A card snapping back or sliding into its row does not
        hold the player up: the forced refill and the pile-up send their action while the
        last card is still sliding."""
        return self.controller is not None and self.controller.human_to_decide() and not self.scene.handover.isVisible()

    def name(self, seat: int | None) -> str:
        return self.state.names[seat] if seat is not None else ""

    def refresh(self) -> None:
        """Prompt, buttons, rings, what can be dragged, the panel: all from the state."""
        state = self.state
        if state is None:
            return
        scene = self.scene
        decider = self.decider()
        humans = [seat for seat in range(len(state.names)) if not self.controller.seat_is_computer(seat)]
        human_turn = self.controller.human_to_decide()
        if human_turn and len(humans) > 1 and decider != self.handed_to and not scene.handover.isVisible():
            self._hand_over(decider)
        acting = self.can_act()
        if not self.animating:  # while the events play, the rings follow them (motion.py)
            scene.set_rings(
                state.active if not rules.is_over(state) else None, decider if decider != state.active else None
            )
        for card in scene.all_cards():
            card.draggable = False
        for die in scene.dice:
            die.set_show_number(False)
        scene.highlight_zones(())
        buttons: list[str] = []
        odds = ""
        phase = state.phase
        if rules.is_over(state):
            text = tr_message(narrate(_game_over(state)))
            self._show_end_screen()
        elif not acting:
            text = self._waiting_text()
        elif phase == "choose_group":
            owner = state.previous_catch.owner
            text = translate(
                "VerasseltPage", "{name}, choose your group: roll for the bug hub, or for {owner}'s catch."
            ).format(name=self.name(decider), owner=self.name(owner))
            buttons = ["hub", "catch"]
            scene.highlight_zones(("hub", "prev"))
        elif phase in ROLL_PHASES:
            text, odds = self._roll_texts()
            buttons = ["roll", "roll_all"] + (["stop"] if phase == "decide" else [])
            for card in self._yard_cards(state.active):
                card.draggable = True
            for die in scene.dice:
                die.set_show_number(True)
        elif phase == "pile_up":
            n = state.receipt.cards.total
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
        if not rules.is_over(state):
            scene.end_screen.hide()
            self.panel.again.hide()
        self._update_panel()

    def _waiting_text(self) -> str:
        state = self.state
        if self.thinking_seat is not None:
            return translate("VerasseltPage", "{name} is thinking…").format(name=self.name(self.thinking_seat))
        if self.scene.handover.isVisible() or self.animating:
            return ""  # the table shows what happens; the state's turn may be a step ahead
        if self.read_only:  # the replay viewer: nobody is asked to act, it is said to be a replay
            return translate("VerasseltPage", "Replay: {name}'s turn").format(name=self.name(state.active))
        return translate("VerasseltPage", "{name}'s turn").format(name=self.name(state.active))

    def _roll_texts(self) -> tuple[str, str]:
        state = self.state
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
            odds = roll_odds(rules.group_cards(state), state.dice)[tuple(range(DICE))]
            return text, translate("VerasseltPage", "{choose} Roll all: bust chance {percent}%").format(
                choose=choose, percent=locale.toString(float(odds.bust) * 100, "f", 0)
            )
        if not show_odds:
            return text, ""
        odds = roll_odds(rules.group_cards(state), state.dice)[chosen]
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
        state = self.state
        decider = self.decider()
        rows = []
        for seat, name in enumerate(state.names):
            marker = ""
            if not rules.is_over(state):
                marker = "▶" if seat == state.active else "▷" if seat == decider else ""
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
        self.panel.log.show_lines(self._log_lines())

    def _log_lines(self) -> list[str]:
        """The log in the current language; lines already translated are kept (a long game
        has hundreds), and all of them are translated again when the language changes."""
        language = self.ctx.translations.language if self.ctx.translations is not None else ""
        if self._log_cache[0] != language:
            self._log_cache = (language, [])
        done = self._log_cache[1]
        if len(done) > len(self.log_groups):
            del done[len(self.log_groups) :]
        for group in self.log_groups[len(done) :]:
            done.append([tr_message(m) for m in group])
        start = self.controller.session.states[0]
        return [translate("VerasseltPage", "{name} begins.").format(name=start.names[start.active])] + [
            line for group in done for line in group
        ]

    # hotseat hand-over and the end screen ------------------------------------------------
    def _hand_over(self, seat: int) -> None:
        """Several people share the computer: say whose decision it is before showing it."""
        self.handed_to = seat
        state = self.state
        lines = [(translate("VerasseltPage", "Your turn, {name}").format(name=self.name(seat)), 44, True)]
        if state.phase == "pile_up":
            lines.append(
                (
                    translate(
                        "VerasseltPage", "You got cards back: pile them up, even though it is {name}'s turn."
                    ).format(name=self.name(state.active)),
                    22,
                    False,
                )
            )
        lines.append((translate("VerasseltPage", "Click or press Space to begin."), 20, False))
        self.scene.handover.set_content(lines)
        self.scene.handover.show()  # the table's greeting alone; no copy in the notice bar

    def _dismiss_handover(self) -> None:
        self.scene.handover.hide()
        self.refresh()

    def _show_end_screen(self) -> None:
        state = self.state
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
        button.setVisible(not self.read_only)  # the replay viewer starts no game
        screen.show()
        self.panel.again.setVisible(not self.read_only)

    def play_again(self) -> None:
        """A new game with the same seats, start player and rule options."""
        if self.controller is None:
            return
        setup = self.controller.session.setup
        self.start(Session(self.game_id, setup, secrets.randbelow(2**63)))
        self.undo_changed.emit()

    # the rest ------------------------------------------------------------------------------
    def undo(self) -> None:
        super().undo()
        self.undo_changed.emit()

    def show_rules(self) -> None:
        show = getattr(self.window(), "show_rules", None)
        if show is not None:
            show()

    def retranslate(self) -> None:
        self.scene.stamp.set_text(translate("VerasseltPage", "Bugged up!"))
        if self.state is None:
            return
        self.scene.refresh_labels()
        if self.scene.handover.isVisible():
            self._hand_over(self.handed_to)
        self.refresh()


def _bust_colours(events: list) -> tuple[str, ...]:
    """The colours that bust in these events, while the busting player's turn lasts (the
    owner of a lost catch piling it up): the next player starts with unframed dice."""
    colours: tuple[str, ...] = ()
    for event in events:
        if isinstance(event, Bust):
            colours = event.colours
        elif isinstance(event, TurnStarted):
            colours = ()
    return colours


def _game_over(state) -> GameOver:
    """The final standing, as the rules tell it (also for a finished game opened later)."""
    return GameOver(
        state.names,
        tuple(h.total for h in state.heaps),
        tuple(y.total for y in state.front_yards),
        rules.places(state),
        rules.winners(state),
    )
