"""Verflixxt! kompakt in the main window: the spiral course, the players' mats, the panel.

A human's turn, the way the table offers it:
1. the die glows: click it (or press Space, or the panel's button) and it tumbles to the roll;
2. the pieces he may move glow; the pointer over one (or the arrow keys) shows where it would
   land and which tile he would take, or which stays because others still stand on it; a
   click or a drag onto the lit tile moves it (Enter or Space for the picked one);
3. in the Wurminator variant, on a 1 or 2, the Wurminator glows orange: click it (or W)
   before or after the own move; after the move "Leave the Wurminator" (L) ends the turn,
   unless it is in last place and must move.
Every one of these becomes an action for the controller; the rules accept it or say why not,
and the page animates the events (`motion.py`) and then re-syncs from the new state.
Computer seats play through the same controller, paced by the animation speed.
"""

from __future__ import annotations

import secrets

from PySide6.QtCore import QPointF, QPropertyAnimation, QSequentialAnimationGroup, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QWidget

from ....core.i18n import Message
from ....core.session import Session
from ....ui import theme
from ....ui.animation import Animator
from ....ui.game_page import GamePage
from ....ui.i18n import tr_message, translate
from ....ui.plaintext import escaped
from .. import rules
from ..course import WURMINATOR
from ..events import narrate
from . import motion
from .endscreen import EndScreen
from .panel import TablePanel
from .preview import Preview, join_sentences, preview
from .scene import SPIRAL, Layout, TableView, VerflixxtScene


class VerflixxtPage(GamePage):
    game_id = "verflixxt"

    def __init__(self, ctx, parent: QWidget | None = None):
        super().__init__(ctx, parent)
        self.animator = Animator(ctx.settings.animation_speed, self)
        self.scene = VerflixxtScene(self.animator, self)
        self.view = TableView(self.scene)
        self.view.on_key = self._key
        self.panel = TablePanel()
        self.end = EndScreen()
        self.end.centre_x = lambda: float(self.view.mapFromScene(SPIRAL.center()).x())
        area = QWidget()
        grid = QGridLayout(area)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.view, 0, 0)
        grid.addWidget(self.end, 0, 0)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(area, 1)
        row.addWidget(self.panel)

        self.log_groups: list[list[Message]] = []
        self.note: Message | str | None = None  # a refusal or a hint, until the next action
        self.shown: Preview | None = None  # the move previewed (hover or keyboard)
        self.focus: str | None = None  # the piece picked by keyboard
        self.thinking_seat: int | None = None
        self.handed_to: int | None = None  # the human last greeted with "Your turn"
        self._banner_anim: QSequentialAnimationGroup | None = None
        self._log_lines: list[str] = []

        s = self.scene
        s.die_clicked.connect(self.roll)
        s.piece_clicked.connect(self._piece_clicked)
        s.piece_dropped.connect(self._piece_dropped)
        s.piece_hovered.connect(self._piece_hovered)
        s.piece_drag_started.connect(lambda piece: self._show_preview(piece))
        p = self.panel
        p.roll.clicked.connect(self.roll)
        p.wurm_move.clicked.connect(lambda: self._submit(rules.MoveWurminator()))
        p.wurm_leave.clicked.connect(lambda: self._submit(rules.LeaveWurminator()))
        p.undo.clicked.connect(self.undo)
        p.rules.clicked.connect(self._show_rules)
        p.scores.clicked.connect(lambda: self.end.show_result(self.state) if self.state is not None else None)
        self.end.play_again.connect(self.play_again)
        self.end.show_table.connect(self._hide_end)
        ctx.settings_changed.connect(self._settings_changed)
        self.keys_stay_on_table(self.panel)
        self.retranslate()

    # the controller --------------------------------------------------------------------------
    def attach(self, controller) -> None:
        controller.applied.connect(self._on_applied)
        controller.refused.connect(self._on_refused)
        controller.reset.connect(self._on_reset)
        controller.thinking.connect(self._on_thinking)
        controller.game_over.connect(self._on_over)
        self.handed_to = None
        self.focus = None
        self.scene.hide_banner()
        self.end.hide()
        self.end.again.setVisible(not self.read_only)  # the replay viewer starts no game
        self.view.setFocus()

    @property
    def state(self) -> rules.State | None:
        return self.controller.state if self.controller is not None else None

    def _on_reset(self) -> None:
        """Start, undo, load: show the controller's state as it is, and its whole log."""
        if self.controller is None:
            return
        self.animator.finish_all()
        session = self.controller.session
        self.log_groups = []
        self._log_lines = []
        for events in session.events:  # kept by the session: the history is not applied again
            self.log_groups.append([narrate(e) for e in events])
        self.note = None
        self.thinking_seat = None
        self.scene.set_table(session.state, self.ctx.settings.colourblind_patterns)
        self.scene.show_state(session.state)
        self._sync()
        if session.is_over():
            self.end.show_result(session.state)
        else:
            self.end.hide()

    def _on_applied(self, action, events: list) -> None:
        controller = self.controller
        self.log_groups.append([narrate(e) for e in events])
        self.note = None
        self.thinking_seat = None
        self._clear_preview()
        self.scene.hide_banner()
        self.scene.set_movable(set(), False, False)
        self.scene.set_die_ready(False)
        layout = self.scene.layout or Layout.of(controller.state)
        anim = motion.animate(self.scene, layout, len(controller.state.seats), events)
        self._update_panel(moving=True)

        def done() -> None:
            if self.controller is not controller:
                return
            self.scene.show_state(controller.state)
            controller.ready()
            self._sync()
            self.undo_changed.emit()

        self.animator.run(anim, done)

    def _on_refused(self, reason: Message) -> None:
        self.note = reason
        self.status.emit(tr_message(reason))
        if self.state is not None:
            self.scene.show_state(self.state)
        self._sync(keep_note=True)

    def _on_thinking(self, seat: int) -> None:
        self.thinking_seat = seat
        self._update_panel()

    def _on_over(self) -> None:
        state = self.state
        if state is None:
            return
        self._sync()
        self.end.show_result(state)
        last = self.log_groups[-1][-1] if self.log_groups and self.log_groups[-1] else None
        if last is not None:
            self.status.emit(tr_message(last))

    # showing -----------------------------------------------------------------------------------
    def can_play(self) -> bool:
        return self.controller is not None and self.controller.human_to_decide()

    def _sync(self, keep_note: bool = False) -> None:
        """Glows, marks, mats and panel for the state as it is now (pieces are in place)."""
        state = self.state
        if state is None:
            return
        if not keep_note:
            self.note = None
        self._clear_preview()
        self.scene.update_mats(state)
        playing = self.can_play()
        legal = rules.legal_actions(state) if playing else []
        movable = {a.piece for a in legal if isinstance(a, rules.Move)}
        wurminator = rules.MoveWurminator() in legal
        self.scene.set_movable(movable, wurminator, playing and state.phase in ("move", "wurminator"))
        self.scene.set_die_ready(playing and state.phase == "roll")
        if self.focus is not None and self.focus not in movable and not (self.focus == WURMINATOR and wurminator):
            self.focus = None
        self._hand_over(state)
        self._update_panel()

    def _hand_over(self, state: rules.State) -> None:
        """Hotseat: when the deciding human changes, greet the next one by name."""
        if self.read_only:  # the replay viewer: nobody is greeted, nobody plays
            self.scene.hide_banner()
            return
        seat = rules.deciding_player(state)
        humans = [s for s in state.seats if not s.computer]
        if seat is None or state.seats[seat].computer:
            return
        if len(humans) < 2:
            self.handed_to = seat
            return
        if seat != self.handed_to:
            self.handed_to = seat
            info = state.seats[seat]
            text = translate("VerflixxtTable", "Your turn, {name}").format(name=info.name)
            # The greeting is the table's banner alone: a copy in the notice bar said the same
            # over the side panel's title and lingered after the banner faded.
            self.scene.show_banner(text, info.colour)
            self._fade_banner()

    def _fade_banner(self) -> None:
        """With animations on, the greeting fades after a moment; it never holds up play (it is
        not one of the animator's animations, which the controller waits for)."""
        if self._banner_anim is not None:
            self._banner_anim.stop()
            self._banner_anim.deleteLater()
            self._banner_anim = None
        if not self.animator.enabled:
            return  # it stays until the greeted player acts
        banner = self.scene.banner
        fade = QPropertyAnimation(banner, b"opacity", self)
        fade.setDuration(self.animator.ms(500))
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        group = QSequentialAnimationGroup(self)
        group.addPause(self.animator.ms(1600))
        group.addAnimation(fade)
        group.finished.connect(banner.hide)
        self._banner_anim = group
        group.start()

    def _update_panel(self, moving: bool = False) -> None:
        p = self.panel
        state = self.state
        if state is None:
            return
        p.variant.setText(
            translate("VerflixxtTable", "with the Wurminator")
            if state.wurminator_variant
            else translate("VerflixxtTable", "basic game")
        )
        if state.phase == "over":
            p.turn.setText(translate("VerflixxtTable", "Game over"))
        else:
            info = state.seats[state.current]
            colour = theme.colour(info.colour).name(QColor.NameFormat.HexRgb)
            name = f'<span style="color:{colour}">{theme.SYMBOLS.get(info.colour, "")}</span> {escaped(info.name)}'
            p.turn.setText(translate("VerflixxtTable", "{name}'s turn").format(name=name))
        p.prompt.setText(self.prompt_text(moving))
        playing = self.can_play() and not moving
        legal = rules.legal_actions(state) if playing else []
        acting = not self.read_only  # the replay viewer shows no buttons nobody may press
        p.roll.setVisible(acting and state.phase in ("roll", "move"))
        p.roll.setEnabled(playing and state.phase == "roll")
        p.wurm_move.setVisible(acting and state.wurminator_variant and state.phase != "over")
        p.wurm_move.setEnabled(rules.MoveWurminator() in legal)
        p.wurm_leave.setVisible(acting and state.phase == "wurminator")
        p.wurm_leave.setEnabled(rules.LeaveWurminator() in legal)
        p.scores.setVisible(state.phase == "over")
        p.undo.setVisible(acting)
        p.undo.setEnabled(not moving and self.can_undo())
        p.log.show_lines(self._log())

    def _log(self) -> list[str]:
        """The log's lines, translating only the messages not yet translated (a long game
        has hundreds; `retranslate` and `_on_reset` start the list afresh)."""
        messages = [m for group in self.log_groups for m in group]
        if len(self._log_lines) > len(messages):
            self._log_lines = []
        self._log_lines += [tr_message(m) for m in messages[len(self._log_lines) :]]
        return self._log_lines

    def prompt_text(self, moving: bool = False) -> str:
        """What the prompt says now: a refusal, the previewed move, or what to do next."""
        state = self.state
        if state is None:
            return ""
        if state.phase == "over":
            return translate("VerflixxtTable", "Every pawn is on the finish: the game is over.")
        if self.read_only:  # the replay viewer asks nobody to act: it says what the table shows
            info = state.seats[state.current]
            if state.phase == "move":
                return translate("VerflixxtTable", "Replay: {name} rolled a {value}.").format(
                    name=info.name, value=state.die
                )
            return translate("VerflixxtTable", "Replay: {name}'s turn.").format(name=info.name)
        if self.note is not None:
            return tr_message(self.note) if isinstance(self.note, Message) else self.note
        info = state.seats[state.current]
        if info.computer:
            if self.thinking_seat == state.current or moving:
                return translate("VerflixxtTable", "{name} is playing…").format(name=info.name)
            return translate("VerflixxtTable", "{name} is next.").format(name=info.name)
        if self.shown is not None:
            return self.shown.text(rules.names(state))
        who = info.name
        if state.phase == "roll":
            return translate("VerflixxtTable", "{name}, roll the die: click it or press Space.").format(name=who)
        if state.phase == "move":
            text = translate(
                "VerflixxtTable",
                "{name}, you rolled a {value}. Move a glowing piece: click it, or drag "
                "it onto the lit tile. Point at a piece to see where it lands.",
            ).format(name=who, value=state.die)
            if state.wurminator_due == "must":
                text = join_sentences(
                    [
                        text,
                        translate(
                            "VerflixxtTable",
                            "The Wurminator is in last place: it must move too, before or after your "
                            "piece (click it or press W).",
                        ),
                    ]
                )
            elif state.wurminator_due == "may":
                text = join_sentences(
                    [
                        text,
                        translate(
                            "VerflixxtTable",
                            "You may also move the Wurminator, before or after your piece (click it or press W).",
                        ),
                    ]
                )
            return text
        if state.wurminator_due == "must":
            return translate("VerflixxtTable", "{name}, now the Wurminator must move: click it or press W.").format(
                name=who
            )
        return translate(
            "VerflixxtTable", "{name}, move the Wurminator too (click it or press W), or leave it where it is (L)."
        ).format(name=who)

    def retranslate(self) -> None:
        self._log_lines = []
        self.scene.set_tooltips()
        self.end.retranslate()
        for mat in self.scene.mats:
            mat.update()
        if self.scene.banner.isVisible() and self.state is not None and self.handed_to is not None:
            info = self.state.seats[self.handed_to]
            self.scene.banner.set_text(
                translate("VerflixxtTable", "Your turn, {name}").format(name=info.name), info.colour
            )
        self._update_panel()

    def _settings_changed(self) -> None:
        settings = self.ctx.settings
        self.animator.set_speed(settings.animation_speed)
        if settings.colourblind_patterns != self.scene.patterns:
            self.scene.set_patterns(settings.colourblind_patterns)

    # previews ----------------------------------------------------------------------------------
    def _show_preview(self, piece: str) -> None:
        state = self.state
        if state is None or not self.can_play() or state.phase not in ("move", "wurminator"):
            return
        shown = preview(state, piece)
        if shown is None:
            return
        self.shown = shown
        self.note = None  # a fresh look replaces an old refusal
        self.scene.set_marks(shown.marks)
        self._update_panel()

    def _clear_preview(self) -> None:
        if self.shown is not None:
            self.shown = None
            self.scene.set_marks({})

    def _piece_hovered(self, piece: str, inside: bool) -> None:
        if inside:
            self._show_preview(piece)
        elif self.shown is not None and self.shown.piece == piece and self.focus != piece:
            self._clear_preview()
            if self.focus is not None:
                self._show_preview(self.focus)
            else:
                self._update_panel()

    # acting ------------------------------------------------------------------------------------
    def _submit(self, action) -> bool:
        if self.controller is None or not self.can_play():
            return False
        self.focus = None
        return self.controller.submit(action)

    def roll(self) -> None:
        self._submit(rules.Roll())

    def _piece_clicked(self, piece: str) -> None:
        if piece == WURMINATOR:
            self._submit(rules.MoveWurminator())
        else:
            self._submit(rules.Move(piece=piece))

    def _piece_dropped(self, piece: str, pos: QPointF) -> None:
        item = self.scene.pieces[piece]
        state = self.state
        shown = preview(state, piece) if state is not None and self.can_play() else None
        if shown is None or self.scene.tile_at(pos) != shown.land:
            item.snap_back(self.animator)
            if shown is not None:
                self.note = translate("VerflixxtTable", "Drop it on the lit tile, or just click it.")
                self._update_panel()
            return
        if not self._piece_clicked_ok(piece):
            item.snap_back(self.animator)

    def _piece_clicked_ok(self, piece: str) -> bool:
        action = rules.MoveWurminator() if piece == WURMINATOR else rules.Move(piece=piece)
        return self._submit(action)

    def _show_rules(self) -> None:
        show = getattr(self.window(), "show_rules", None)
        if show is not None:
            show()

    def _hide_end(self) -> None:
        self.end.hide()
        self.view.setFocus()

    def play_again(self) -> None:
        """The same seats and options, a new course."""
        if self.controller is None:
            return
        setup = self.controller.session.setup
        self.start(Session(self.game_id, setup, secrets.randbelow(2**63)))

    def choices(self) -> list[str]:
        """The pieces the keyboard cycles through: movable pieces, then the Wurminator."""
        state = self.state
        if state is None or not self.can_play():
            return []
        legal = rules.legal_actions(state)
        pieces = [a.piece for a in legal if isinstance(a, rules.Move)]
        return pieces + ([WURMINATOR] if rules.MoveWurminator() in legal else [])

    def _key(self, event: QKeyEvent) -> bool:
        """Space or Enter rolls, or moves the picked piece; the arrow keys pick a piece (and
        show where it lands); W moves the Wurminator, L leaves it; Escape drops the pick."""
        key = event.key()
        state = self.state
        if state is None or not self.can_play():
            return False
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if state.phase == "roll":
                self.roll()
            elif self.focus is not None:
                self._piece_clicked(self.focus)
            else:
                self._pick(1)
            return True
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self._pick(1)
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self._pick(-1)
            return True
        if key == Qt.Key.Key_W:
            self._submit(rules.MoveWurminator())
            return True
        if key == Qt.Key.Key_L:
            self._submit(rules.LeaveWurminator())
            return True
        if key == Qt.Key.Key_Escape and self.focus is not None:
            self.focus = None
            self._show_focus()
            self._clear_preview()
            self._update_panel()
            return True
        return False

    def _pick(self, step: int) -> None:
        order = self.choices()
        if not order:
            return
        index = order.index(self.focus) + step if self.focus in order else (0 if step > 0 else -1)
        self.focus = order[index % len(order)]
        self._clear_preview()
        self._show_preview(self.focus)
        self._show_focus()

    def _show_focus(self) -> None:
        state = self.state
        legal = rules.legal_actions(state) if state is not None and self.can_play() else []
        movable = {a.piece for a in legal if isinstance(a, rules.Move)}
        self.scene.set_focus(self.focus, movable, rules.MoveWurminator() in legal)
