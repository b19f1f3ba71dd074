"""The base of a game page: one game's table in the main window, and the one turn flow.

`GamePage` owns the turn flow as template methods, the same for every game and every seat
(see `flow/turns.py` for the flow's side of the hand-shake):

    attach(flow)       a game (new, opened, continued, a replay) comes to the table
      on_attach(flow)    the page sets its table up for this game's seats      [page]
    reset              start, undo, load, a replay's jump: no animation
      show_state(state, jumped)  every piece where the state puts it           [page]
      refresh()          prompts, buttons, glows for what may be done now       [page]
    applied            an action was applied
      animate(action, events) -> the animation of its events                   [page]
      ... when it ends: the log gets its lines, show_state, flow.ready(), refresh
    refused            show_refusal(reason): the reason, things snapped back     [page]
    game over          show_game_over()                                          [page]
    read-only          `read_only` (a replay: nobody decides here); the page hides the
                       controls nobody may use in on_attach

A page supplies its scene, its panel, and what each event looks like (a `Choreography`,
ui/choreography.py); it never applies an action itself, it `submit`s one and the rules answer.
While the events of an action are shown the page offers nothing (`can_act` is False), so a
prompt is only ever shown when its action is possible.

Pages talk up by signals (the main window listens) and are driven down by typed calls.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QAbstractAnimation, QMetaObject, QObject, Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QAbstractButton, QVBoxLayout, QWidget

from ..core.i18n import Message
from ..core.registry import GAMES
from ..core.session import Session
from .animation import Animator
from .flow.turns import AnySession, Decider, TurnFlow
from .i18n import Retranslating, tr_message, translate
from .plaintext import PlainLabel

if TYPE_CHECKING:
    from .context import AppContext


@dataclass(frozen=True)
class StartRequest:
    """A game a page asks the box to start: play again, a task chosen, a task started again.

    `ask`: the game on the table may be left with something to lose, so the player is asked
    first (a task chosen in the browser); `again`: the same game begun afresh, which takes over
    the autosave of the one on the table instead of keeping it (Schaben jagen's Start again)."""

    session: AnySession
    ask: bool = False
    again: bool = False


class GamePage(Retranslating, QWidget):
    """One game's table; subclasses supply the hooks marked [page] in the module docstring."""

    #: True for games that start from their own chooser (Schaben jagen's task browser)
    #: instead of the shared new-game dialog.
    own_new_game: ClassVar[bool] = False

    status = Signal(str)  # a sentence for the notice bar
    undo_changed = Signal()  # whether Undo (and the other game actions) can be used changed
    #: The situation changed: an action was applied, taken back, a game or task (re)started, or
    #: the page put its table away for another view of its own (Schaben's task browser);
    #: emitted before the page shows it, so what the page says about it comes after.
    moved = Signal()
    #: `room_for_notice` may have changed (the page switched between its own views).
    room_wish_changed = Signal()
    rules_wanted = Signal()  # the page's Rules button: the window shows the rules
    start_wanted = Signal(object)  # a StartRequest: a game the page asks the box to start
    help_given = Signal(str)  # "hint" or "solution": kept with the game's record

    def __init__(self, ctx: AppContext, game_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.game_id = game_id
        self.flow: TurnFlow | None = None
        self._links: list[QMetaObject.Connection] = []
        self._waiting: str | None = None  # whom the prompt said the table waits for (network play)
        self.animator = Animator(ctx.settings.animation_speed, self)
        #: The log, one group of messages per action, as far as the table has shown it.
        self.log_groups: list[list[Message]] = []
        self._log_cache: tuple[str, list[list[str]]] = ("", [])
        self.thinking_seat: int | None = None  # a computer seat deciding now
        self.greeted: int | None = None  # the person here last greeted with "Your turn"
        self.animating = False  # the events of the last action are being shown
        self._early: Any = None  # an action chosen while they were shown (`submit`)
        self._narrate = GAMES[game_id].narrator()
        self._review_offer: Any = None  # "Review this game" at the end (ui/review_window.py)
        ctx.settings_changed.connect(self._settings_changed)

    # what the box calls ------------------------------------------------------------------
    def attach(self, flow: TurnFlow) -> None:
        """Show `flow`'s game on this table (a new, opened or continued game, or a replay)."""
        self.detach()
        self.flow = flow
        self._links = [
            # `moved` first: what the page says about the action (at speed "off" its whole end,
            # "Task solved!" included) comes after, and a notice of the last situation goes
            flow.reset.connect(self.moved),
            flow.applied.connect(self.moved),
            flow.applied.connect(self._on_applied),
            flow.refused.connect(self._on_refused),
            flow.reset.connect(self._on_reset),
            flow.thinking.connect(self._on_thinking),
            flow.game_over.connect(self._on_over),
            flow.changed.connect(self.undo_changed),
            flow.changed.connect(self._waiting_changed),
        ]
        self._waiting = None
        self.greeted = None
        self.animating = False
        self.animator.finish_all()
        self.on_attach(flow)
        self._offer_review()

    def detach(self) -> None:
        """Let go of the game on the table (its flow goes on without this page)."""
        self.flow = None
        for link in self._links:
            QObject.disconnect(link)
        self._links = []
        self.animator.finish_all()

    @property
    def read_only(self) -> bool:
        """A replay: nobody decides at this table, and no new game starts from it."""
        return self.flow is not None and self.flow.read_only

    @property
    def replaying(self) -> bool:
        """A replay (not a game watched live): the page says it shows a replay."""
        return self.read_only and self.flow is not None and not self.flow.watching

    @property
    def state(self) -> Any:
        return self.flow.state if self.flow is not None else None

    @property
    def shown_state(self) -> Any:
        """The state the board shows (`TurnFlow.shown_state`): what side panels count from."""
        return self.flow.shown_state if self.flow is not None else None

    @property
    def session(self) -> AnySession | None:
        return self.flow.session if self.flow is not None else None

    def has_running_game(self) -> bool:
        return self.flow is not None and not self.flow.is_over()

    def has_progress_to_lose(self) -> bool:
        """A running game with at least one move played: what "Leave this game?" protects. A
        game just dealt, a Schaben task with no card played, or a finished game loses nothing."""
        return self.flow is not None and self.has_running_game() and bool(self.flow.session.actions)

    def can_undo(self) -> bool:
        return self.flow is not None and not self.animating and self.flow.can_undo()

    def undo(self) -> None:
        if self.flow is not None and not self.animating:
            self.before_undo()
            self.flow.undo()
        self.undo_changed.emit()

    def close_game(self) -> None:
        self.detach()

    def new_game_request(self) -> None:
        """For `own_new_game` pages: show the game's own chooser (override)."""

    def room_for_notice(self) -> bool:
        """Whether the window should move the page below a shown notice (ui/notice.py) instead
        of letting the bar float over it: only for a view with buttons at its top edge. A game
        table never moves (False)."""
        return False

    def notice_place(self) -> QWidget | None:
        """The room the page keeps for the notice bar where it covers nothing (the top of its
        side panel, hidden while there is no sentence; ui/notice.py), or None: the bar floats
        over the page's top edge (or moves it down, `room_for_notice`)."""
        return None

    # the template ------------------------------------------------------------------------
    def _on_reset(self) -> None:
        flow = self.flow
        if flow is None:
            return
        self.animator.finish_all()
        self.animating = False
        self.thinking_seat = None
        self._early = None
        self.log_groups = [[self._narrate(e) for e in events] for events in flow.session.events]
        self.show_state(flow.state, True)
        self._refresh()
        self._offer_review()

    def _on_applied(self, action: Any, events: list[Any]) -> None:
        flow = self.flow
        if flow is None:
            return
        self.animating = True
        self.thinking_seat = None
        anim = self.animate(action, events)
        self._refresh()

        def done() -> None:
            if self.flow is not flow:
                return
            self.animating = False
            self.log_groups.append([self._narrate(e) for e in events])
            self.show_state(flow.state, False)
            flow.ready()
            self._refresh()
            self._send_early()

        if anim is None:
            done()
        else:
            self.animator.run(anim, done)

    def _on_refused(self, reason: Message) -> None:
        self.status.emit(tr_message(reason))
        self.show_refusal(reason)

    def _on_thinking(self, seat: int) -> None:
        self.thinking_seat = seat
        self._refresh()

    def _on_over(self) -> None:
        self.show_game_over()
        self._offer_review()

    def _offer_review(self) -> None:
        """At the end of a game played here or across computers, "Review this game" over the
        table's top left corner (issue 40); never in the replay viewer."""
        flow = self.flow
        wanted = flow is not None and not flow.read_only and flow.is_over()
        if wanted and self._review_offer is None:
            from .review_window import ReviewOffer

            self._review_offer = ReviewOffer(self)
        if self._review_offer is not None:
            self._review_offer.offer(wanted)

    def _refresh(self) -> None:
        self._greet_if_handed_over()
        self._sound_turn()
        self.refresh()
        self.undo_changed.emit()

    def can_act(self) -> bool:
        """A person here decides now, the table shows the state as it is, and nothing of the
        page's own (a hand-over to be seen) holds the table."""
        return self.flow is not None and not self.animating and self.flow.can_act() and not self.holding()

    def deciding_seat(self) -> int | None:
        return self.flow.deciding_seat() if self.flow is not None else None

    def _greet_if_handed_over(self) -> None:
        """Hotseat: when the decision passes to another person at this computer, greet them by
        name (`greet`) before they act; never in a replay or with one person here."""
        flow = self.flow
        if flow is None or self.animating or self.read_only or flow.is_over():
            return
        seat = flow.deciding_seat()
        if seat is None or seat not in flow.people_here() or flow.showing_events():
            return
        if len(flow.people_here()) < 2:
            self.greeted = seat
            return
        if seat != self.greeted:
            self.greeted = seat
            self.greet(seat)

    def _sound_turn(self) -> None:
        """ "Your turn" is heard (and the taskbar alerted) when the decision comes here (ui/sounds.py)."""
        flow = self.flow
        if flow is None or self.animating or self.read_only or flow.is_over() or flow.showing_events():
            return
        from . import sounds

        sounds.turn_came(self, flow.deciding_seat(), flow.people_here())

    def waiting_text(self) -> str | None:
        """What the table waits for when the decision is made on another computer (network
        play): "Waiting for Ben…", or that Ben is away; None when it is not."""
        flow = self.flow
        seat = flow.deciding_seat() if flow is not None else None
        held = flow.held() if flow is not None else None
        if held is not None:  # the connection to the table is lost: nothing counts until it is back
            return tr_message(held)
        if flow is None or seat is None or seat not in flow.played_elsewhere():
            return None  # decided here, or a replay
        info = flow.session.setup.seats[seat]
        if seat in flow.played_for:
            return translate("GamePage", "The computer is playing for {name}…").format(name=info.name)
        if seat in flow.away:
            return translate("GamePage", "{name} is away; the table waits for them to come back.").format(
                name=info.name
            )
        if info.computer:
            return translate("GamePage", "{name} is thinking…").format(name=info.name)
        return self.waiting_for(seat, info.name)

    def waiting_for(self, seat: int, name: str) -> str:
        """The prompt while `seat`, played by a person on another computer, decides: "Waiting
        for Ben…". A page whose game has phases says what they are doing ("Ben is piling
        up…"), so nobody takes a long decision elsewhere for a frozen table (issue 37)."""
        return translate("GamePage", "Waiting for {name}…").format(name=name)

    def _waiting_changed(self) -> None:
        """Whom the table waits for changed without a move (network play: a person lost the
        connection, came back, or the computer plays for them now): the prompt says so."""
        waiting = self.waiting_text()
        if waiting != self._waiting:
            self._waiting = waiting
            if not self.animating:
                self.refresh()

    def undo_tip(self) -> str:
        """The Undo button's tooltip: why it is off in a network game (the table's referee
        alone changes the game there), else empty."""
        flow = self.flow
        if flow is not None and any(d is Decider.ELSEWHERE for d in flow.deciders):
            return translate("GamePage", "Undo is off in a game played across computers.")
        return ""

    # the log -------------------------------------------------------------------------------
    def log_lines(self) -> list[str]:
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
        return self.log_preamble() + [line for group in done for line in group]

    # acting --------------------------------------------------------------------------------
    def submit(self, action: Any) -> bool:
        """Send what a person here chose to the rules. A click that comes while the events of
        the last action are still shown, from the person who decides next, is kept and sent
        the moment they end (and then taken or refused with its reason), never swallowed."""
        flow = self.flow
        if flow is None or self.read_only:
            return False
        if self.animating:
            if not self.may_act_early():
                return False
            self._early = action
            return True
        if not self.can_act():
            return False
        return flow.submit(action)

    def may_act_early(self) -> bool:
        """While events are shown: whether the person here who decides next is the one who
        was at the table already (no hand-over between), so a click now is theirs."""
        flow = self.flow
        if flow is None or not self.animating or flow.is_over():
            return False
        seat = flow.deciding_seat()
        here = flow.people_here()
        return seat in here and (len(here) == 1 or seat == self.greeted)

    def _send_early(self) -> None:
        action, self._early = self._early, None
        if action is not None and self.flow is not None and self.can_act():
            self.flow.submit(action)

    # asking the box ------------------------------------------------------------------------
    @property
    def starts_again(self) -> bool:
        """Whether "Play again" belongs on this table: not in the replay viewer (nobody plays
        there) and not in a game played across computers (its seats belong to people at other
        computers, who would be left out of a game started here)."""
        return not self.read_only and (self.flow is None or self.flow.referee is None)

    def play_again(self) -> None:
        """A new game with the same seats, start player and rule options."""
        if self.flow is None or not self.starts_again:
            return
        setup = self.flow.session.setup
        self.start_wanted.emit(StartRequest(Session(self.game_id, setup, secrets.randbelow(2**63))))

    def show_rules(self) -> None:
        self.rules_wanted.emit()

    # hooks a page supplies -----------------------------------------------------------------
    def on_attach(self, flow: TurnFlow) -> None:
        """Set the table up for this game (its seats, names, colours; read-only controls)."""

    # The three hooks with no sensible default, declared for the type checker and defined by
    # every page (`__init_subclass__` refuses a page class that lacks one, at import time):
    #: show_state(state, jumped): every piece where `state` says, without animation: afresh
    #: when the game `jumped` (start, undo, load), else after an animation that put them there
    show_state: Callable[[Any, bool], None]
    #: animate(action, events): what `events` look like on the table (None: nothing to show)
    animate: Callable[[Any, list[Any]], QAbstractAnimation | None]
    #: refresh(): prompts, buttons, glows and the panel for the state as shown and `can_act()`
    refresh: Callable[[], None]
    HOOKS: ClassVar[tuple[str, ...]] = ("show_state", "animate", "refresh")

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        missing = [name for name in GamePage.HOOKS if not callable(getattr(cls, name, None))]
        if missing:
            raise TypeError(f"{cls.__name__} lacks the page hooks {', '.join(missing)} (see GamePage)")

    def show_choice(self, action: dict[str, Any] | None) -> bool:
        """Draw `action` (as a save stores it) on the table as a suggestion, without doing it:
        the replay opened from the game review shows the better choice there. None takes it
        away. False when the action is not one of this position's or the game's table has no
        way to draw it (the replay's words say it then)."""
        flow = self.flow
        if action is None or flow is None:
            self.draw_choice(None)
            return False
        try:
            parsed = flow.session.rules.ACTION_ADAPTER.validate_python(action)
        except ValueError:
            return False
        return self.draw_choice(parsed)

    def draw_choice(self, action: Any | None) -> bool:
        """The game's own drawing of a suggested `action` (None: the table as the state
        says); True when it drew it. A game that cannot draw it keeps the default."""
        return False

    def show_refusal(self, reason: Message) -> None:
        """An action was refused (the reason is in the notice bar): snap things back."""
        self.refresh()

    def show_game_over(self) -> None:
        """The end has been shown: the result."""
        self.refresh()

    def greet(self, seat: int) -> None:
        """Hotseat: greet the person at `seat`, whose decision it is now."""

    def holding(self) -> bool:
        """The page holds the table for a moment of its own (a hand-over card to be seen)."""
        return False

    def before_undo(self) -> None:
        """Called before an undo (searches in flight are cancelled, a solution view closed)."""

    def log_preamble(self) -> list[str]:
        """Lines the log starts with before the first action ("Anna begins.")."""
        return []

    def _settings_changed(self) -> None:
        self.animator.set_speed(self.ctx.settings.animation_speed)

    # keys and focus --------------------------------------------------------------------------
    def keys_stay_on_table(self, *panels: QWidget) -> None:
        """The game's keys (numbers for dice and cards, letters, Space) belong to the table:
        a button or check box clicked beside it must not keep the keyboard focus, or the next
        Space would toggle the check box instead of rolling. They can still be reached with
        Tab from outside the table."""
        for panel in panels:
            for button in panel.findChildren(QAbstractButton):
                button.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def table_view(self) -> QWidget | None:
        """The widget that takes the game's keys when the table is shown (override)."""
        return None

    def focus_table(self) -> None:
        view = self.table_view()
        if view is not None and view.isVisible():
            view.setFocus(Qt.FocusReason.OtherFocusReason)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        """Coming back to the game (from the launcher, a dialog, Back to my game): its keys
        work again at once."""
        super().showEvent(event)
        self.focus_table()


class PlaceholderPage(GamePage):
    """Stands in for a game whose table is not built yet."""

    def __init__(self, ctx: AppContext, game_id: str, parent: QWidget | None = None):
        super().__init__(ctx, game_id, parent)
        self._label = PlainLabel()
        self._label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self._label)
        self.retranslate()

    def retranslate(self) -> None:
        self._label.setText(
            translate("GamePage", "{title}: the table for this game is being built.").format(
                title=GAMES[self.game_id].title
            )
        )

    def show_state(self, state: Any, jumped: bool) -> None:
        pass

    def animate(self, action: Any, events: list[Any]) -> QAbstractAnimation | None:
        return None

    def refresh(self) -> None:
        pass
