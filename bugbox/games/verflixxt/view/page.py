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

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QPointF, QPropertyAnimation, QSequentialAnimationGroup, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QWidget

from ....core.i18n import Message
from ....ui import theme
from ....ui.flow.turns import TurnFlow
from ....ui.game_page import GamePage
from ....ui.i18n import tr_message, translate
from ....ui.plaintext import escaped
from ....ui.side_panel import GivingWay
from .. import events as ev
from .. import rules
from ..course import WURMINATOR
from . import motion
from .accessible import describe
from .endscreen import EndScreen
from .panel import LEAST_WIDTH, PANEL_WIDTH, TablePanel
from .preview import Preview, join_sentences, preview
from .scene import SPIRAL, Layout, TableView, VerflixxtScene

if TYPE_CHECKING:
    from ....ui.context import AppContext


class VerflixxtPage(GamePage):
    def __init__(self, ctx: AppContext, game_id: str, parent: QWidget | None = None):
        super().__init__(ctx, game_id, parent)
        self.scene = VerflixxtScene(self.animator, self)
        self.view = TableView(self.scene)
        self.view.on_key = self._key
        self.panel = TablePanel()
        # the log announces what happens unless Settings says not to (ui/gamelog.py)
        self.panel.log.announce = ctx.settings.announcements
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
        GivingWay(self, self.panel, PANEL_WIDTH, LEAST_WIDTH)  # the table keeps most of a small window

        self.note: Message | str | None = None  # a refusal or a hint, until the next action
        self.shown: Preview | None = None  # the move previewed (hover or keyboard)
        self.focus: str | None = None  # the piece picked by keyboard
        self._banner_anim: QSequentialAnimationGroup | None = None

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
        p.rules.clicked.connect(self.show_rules)
        p.scores.clicked.connect(lambda: self.end.show_result(self.state) if self.state is not None else None)
        self.end.play_again.connect(self.play_again)
        self.end.show_table.connect(self._hide_end)
        self.keys_stay_on_table(self.panel)
        self.retranslate()

    def notice_place(self) -> QWidget | None:
        return self.panel.notice_room

    def table_view(self) -> QWidget:
        return self.view

    @property
    def state(self) -> rules.State | None:
        return self.flow.state if self.flow is not None else None

    # the turn flow's hooks --------------------------------------------------------------------
    def on_attach(self, flow: TurnFlow) -> None:
        self.focus = None
        self.scene.hide_banner()
        self.end.hide()
        self.end.again.setVisible(self.starts_again)  # no replay, no game across computers starts anew
        # the mats of people playing from other computers say so (not "human player")
        self.scene.elsewhere = flow.played_elsewhere()
        self.view.setFocus()

    def show_state(self, state: rules.State, jumped: bool) -> None:
        """Start, undo, load (`jumped`): the table is laid out afresh; after an animation the
        pieces are where it left them, and this only makes sure."""
        if jumped:
            self.note = None
            self.scene.set_table(state, self.ctx.settings.colourblind_patterns)
        self._clear_preview()
        self.scene.show_state(state)
        if state.phase == "over":
            self.end.show_result(state)
        else:
            self.end.hide()

    def animate(self, action: rules.Action, events: list[ev.Event]) -> QAbstractAnimation:
        state = self.state
        assert state is not None
        self.note = None
        self._clear_preview()
        self.scene.hide_banner()
        self.scene.set_movable(set(), False, False)
        self.scene.set_die_ready(False)
        layout = self.scene.layout or Layout.of(state)
        return motion.animate(self.scene, layout, len(state.seats), events)

    def show_refusal(self, reason: Message) -> None:
        self.note = reason
        if self.state is not None:
            self.scene.show_state(self.state)
        self.refresh()

    def show_game_over(self) -> None:
        state = self.state
        if state is None:
            return
        self.refresh()
        self.end.show_result(state)
        last = self.log_groups[-1][-1] if self.log_groups and self.log_groups[-1] else None
        if last is not None:
            self.status.emit(tr_message(last))

    def refresh(self) -> None:
        """Glows, marks, mats and panel for the state as shown (pieces are in place)."""
        state = self.state
        if state is None:
            return
        if self.animating:  # the events are being shown: nothing is offered until they end
            self._update_panel()
            self.view.show_described(*describe(self))
            return
        self.scene.update_mats(state)
        playing = self.can_act()
        legal = rules.legal_actions(state) if playing else []
        movable = {a.piece for a in legal if isinstance(a, rules.Move)}
        wurminator = rules.MoveWurminator() in legal
        self.scene.set_movable(movable, wurminator, playing and state.phase in ("move", "wurminator"))
        self.scene.set_die_ready(playing and state.phase == "roll")
        if self.focus is not None and self.focus not in movable and not (self.focus == WURMINATOR and wurminator):
            self.focus = None
        self._update_panel()
        self.view.show_described(*describe(self))

    def greet(self, seat: int) -> None:
        """Hotseat: the next person here is greeted by name on the table."""
        state = self.state
        assert state is not None
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

    def _update_panel(self) -> None:
        p = self.panel
        state = self.shown_state  # whose turn changes when the pawn has got there
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
            symbol = theme.SYMBOLS.get(info.colour, "")
            name = f'<span style="color:{colour}">{symbol}</span> {escaped(info.name)}'
            p.turn.setText(translate("VerflixxtTable", "{name}'s turn").format(name=name))
        p.prompt.setText(self.prompt_text())
        playing = self.can_act()
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
        p.undo.setEnabled(self.can_undo())
        p.undo.setToolTip(self.undo_tip())
        p.log.show_lines(self.log_lines())

    def prompt_text(self) -> str:
        """What the prompt says now: a refusal, the previewed move, or what to do next; while
        the events of an action are shown, only who is playing (the roll that comes next is
        not offered before the die can be clicked)."""
        state = self.state
        if state is None:
            return ""
        if state.phase == "over" and not self.animating:
            return translate("VerflixxtTable", "Every pawn is on the finish: the game is over.")
        info = state.seats[state.current]
        if self.replaying:  # the replay viewer asks nobody to act: it says what the table shows
            if state.phase == "move":
                return translate("VerflixxtTable", "Replay: {name} rolled a {value}.").format(
                    name=info.name, value=state.die
                )
            return translate("VerflixxtTable", "Replay: {name}'s turn.").format(name=info.name)
        if self.note is not None:
            return tr_message(self.note) if isinstance(self.note, Message) else self.note
        if self.animating:
            return translate("VerflixxtTable", "{name} is playing…").format(name=self._mover_name())
        waiting = self.waiting_text()  # a decision made on another computer
        if waiting is not None:
            return waiting
        if info.computer:
            if self.thinking_seat == state.current:
                return translate("VerflixxtTable", "{name} is playing…").format(name=info.name)
            return translate("VerflixxtTable", "{name} is next.").format(name=info.name)
        if not self.can_act():
            return translate("VerflixxtTable", "{name} is next.").format(name=info.name)
        if self.shown is not None:
            return self.shown.text(rules.names(state))
        return self._what_to_do(state, info.name)

    def _mover_name(self) -> str:
        """Who made the action whose events are being shown (the state may be a turn ahead)."""
        session = self.session
        if session is None or len(session.states) < 2:
            return ""
        before: rules.State = session.states[-2]
        return before.seats[before.current].name

    def _what_to_do(self, state: rules.State, who: str) -> str:
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
        self.scene.set_tooltips()
        self.end.retranslate()
        for mat in self.scene.mats:
            mat.update()
        if self.scene.banner.isVisible() and self.state is not None and self.greeted is not None:
            info = self.state.seats[self.greeted]
            self.scene.banner.set_text(
                translate("VerflixxtTable", "Your turn, {name}").format(name=info.name), info.colour
            )
        self._update_panel()

    def _settings_changed(self) -> None:
        super()._settings_changed()
        self.panel.log.announce = self.ctx.settings.announcements
        patterns = self.ctx.settings.colourblind_patterns
        if patterns != self.scene.patterns:
            self.scene.set_patterns(patterns)

    # previews ----------------------------------------------------------------------------------
    def _show_preview(self, piece: str) -> None:
        state = self.state
        if state is None or not self.can_act() or state.phase not in ("move", "wurminator"):
            return
        shown = preview(state, piece)
        if shown is None:
            return
        self.shown = shown
        self.note = None  # a fresh look replaces an old refusal
        self.scene.set_marks(shown.marks)
        self._update_panel()

    def draw_choice(self, action: rules.Action | None) -> bool:
        """A suggested move (the game review's better choice, in the replay): the piece lit
        and the tiles marked as its preview marks them (the rules' own working copy)."""
        state = self.state
        piece = (
            WURMINATOR
            if isinstance(action, rules.MoveWurminator)
            else action.piece
            if isinstance(action, rules.Move)
            else None
        )
        shown = preview(state, piece) if state is not None and piece is not None else None
        if shown is None or piece is None:
            self.scene.set_marks({})
            self.refresh()
            return False
        self.scene.set_marks(shown.marks)
        self.scene.set_focus(piece, {piece}, piece == WURMINATOR)
        return True

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
    def _submit(self, action: rules.Action) -> bool:
        self.focus = None
        return self.submit(action)

    def roll(self) -> None:
        self._submit(rules.Roll())

    def early_roll_wanted(self) -> bool:
        """Space while the last move is still shown, and the die comes next for the same
        person: the roll is taken (`submit` keeps it until the table is ready)."""
        state = self.state
        return self.animating and state is not None and state.phase == "roll" and self.may_act_early()

    def _piece_clicked(self, piece: str) -> None:
        if piece == WURMINATOR:
            self._submit(rules.MoveWurminator())
        else:
            self._submit(rules.Move(piece=piece))

    def _piece_dropped(self, piece: str, pos: QPointF) -> None:
        item = self.scene.pieces[piece]
        state = self.state
        shown = preview(state, piece) if state is not None and self.can_act() else None
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

    def _hide_end(self) -> None:
        self.end.hide()
        self.view.setFocus()

    def choices(self) -> list[str]:
        """The pieces the keyboard cycles through: movable pieces, then the Wurminator."""
        state = self.state
        if state is None or not self.can_act():
            return []
        legal = rules.legal_actions(state)
        pieces = [a.piece for a in legal if isinstance(a, rules.Move)]
        return pieces + ([WURMINATOR] if rules.MoveWurminator() in legal else [])

    def _key(self, event: QKeyEvent) -> bool:
        """Space or Enter rolls, or moves the picked piece; the arrow keys pick a piece (and
        show where it lands); W moves the Wurminator, L leaves it; Escape drops the pick."""
        key = event.key()
        state = self.state
        if state is None or self.read_only:
            return False
        if key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.early_roll_wanted():
            self.roll()
            return True
        if not self.can_act():
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
        legal = rules.legal_actions(state) if state is not None and self.can_act() else []
        movable = {a.piece for a in legal if isinstance(a, rules.Move)}
        self.scene.set_focus(self.focus, movable, rules.MoveWurminator() in legal)
