"""Schaben jagen in the main window: the task browser, and the kitchen with its side panel.

The page shows the browser when no task is running (and on Game > New game). A task chosen
there, started again or the next one is asked of the box (`start_wanted`), which starts it
as it starts every game, so undo, autosave and "Continue last game" work as for every game;
the try is counted when the task really comes to the table (`on_attach`). On the table the
player picks a card (click, drag, or the keys 1-9), the page lights up what that card allows,
and a click or a drop on a square becomes a `PlayCard` the page `submit`s; the rules accept
it or say why not, and the page shows its events (`motion.CardMotion`) in the one turn flow
of `GamePage`.

Hint and "show solution" ask the solver about the position on the table, in a worker thread
(`hints.SolverRunner`; a shipped task's stored solution needs no search). The solution is
played on its own list of states, shown in the scene instead of the player's game, so the
player's game is untouched when they go back to it (`playback.py`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractAnimation, QPointF, Qt
from PySide6.QtGui import QHideEvent, QKeyEvent, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QStackedWidget, QVBoxLayout, QWidget

from ....core.i18n import Message
from ....core.players import Seat, Setup
from ....core.session import Session
from ....ui.accessible import leave_the_tree_when_hidden
from ....ui.flow.turns import AnySession, TurnFlow
from ....ui.game_page import GamePage, StartRequest
from ....ui.i18n import tr_message, translate
from ....ui.side_panel import GivingWay
from .. import rules, solver
from ..events import CARD_TITLES, DIFFICULTY_TITLES, Event, TaskFailed, TaskSolved, describe_step, narrate, no_solution
from ..progress import Progress, task_key
from ..rules import PlayCard, State
from ..tasks import Task, TaskError, parse_task
from .accessible import describe
from .browser import TaskBrowser
from .hints import HintRunner, SolverRunner
from .motion import CardMotion
from .panel import LEAST_WIDTH, PANEL_WIDTH, BoardPanel
from .playback import SolutionPlayback, Walkthrough
from .scene import BoardView, SchabenScene, centre, square_at
from .task_cards import task_title
from .tutorial import lesson

if TYPE_CHECKING:
    from ....ui.context import AppContext

MOVES = ("forward", "backward", "left", "right")
TURNS = ("turn_left", "turn_right", "turn_around")


class SchabenPage(SolutionPlayback, GamePage):
    own_new_game = True

    def __init__(self, ctx: AppContext, game_id: str, parent: QWidget | None = None):
        super().__init__(ctx, game_id, parent)
        self.progress = Progress()
        self.progress.trouble = ctx.disk  # failed writes told once (the notice bar)
        self.scene = SchabenScene(self.animator, self)
        self.view = BoardView(self.scene)
        self.view.on_key = self._key
        self.panel = BoardPanel()
        # the log announces what happens unless Settings says not to (ui/gamelog.py)
        self.panel.log.announce = ctx.settings.announcements
        self.browser = TaskBrowser(self.progress)
        leave_the_tree_when_hidden(self.browser)  # the task list is not read out beside the table
        self.browser.puzzles.trouble = ctx.disk

        table = QWidget()
        row = QHBoxLayout(table)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.view, 1)
        row.addWidget(self.panel)
        GivingWay(self, self.panel, PANEL_WIDTH, LEAST_WIDTH)  # the table keeps most of a small window
        self.table = table
        self.stack = QStackedWidget()
        self.stack.addWidget(self.browser)
        self.stack.addWidget(table)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.stack)
        self.stack.currentChanged.connect(lambda _i: self.room_wish_changed.emit())

        self.task: Task | None = None
        self.progress_key = ""  # the task's key in the progress file (`progress.task_key`)
        self.slots: list[int] = []  # the tray slot of each played card, in order
        self.selected: int | None = None  # the tray slot picked up
        self.choices: dict[str, str] = {}
        self.focus: str | None = None
        self.note: Message | str | None = None  # a hint or a refusal, until the next move
        self.walkthrough: Walkthrough | None = None
        self._pending_slot: int | None = None
        self._asked: AnySession | None = None  # the task this page asked the box to start
        self._told_progress = False
        #: Hints and solutions are searched off the GUI thread; any move, Undo, leaving the
        #: task, or asking the other one cancels a search.
        self.hints = HintRunner(self)
        self.hints.answered.connect(self._on_hint)
        self.hints.busy_changed.connect(self._search_busy)
        self.solution_search = SolverRunner("schaben-solution", self)
        self.solution_search.answered.connect(self._on_solution)
        self.solution_search.busy_changed.connect(self._search_busy)

        self.browser.chosen.connect(self.choose_task)
        self.browser.back_to_task.connect(self.show_table)
        self.browser.told.connect(self.status)
        self.scene.card_clicked.connect(self._card_clicked)
        self.scene.card_dropped.connect(self._card_dropped)
        self.scene.square_clicked.connect(self._square_clicked)
        self.scene.exterminator_dropped.connect(self._exterminator_dropped)
        p = self.panel
        p.hint.clicked.connect(self.hint)
        p.solution.clicked.connect(self.show_solution)
        p.undo.clicked.connect(self.undo)
        p.restart.clicked.connect(self.restart)
        p.tasks.clicked.connect(self.new_game_request)
        p.next_task.clicked.connect(self._next_task)
        p.previous.clicked.connect(self.solution_previous)
        p.next_step.clicked.connect(self.solution_next)
        p.back.clicked.connect(lambda: self.leave_solution())
        self.keys_stay_on_table(self.panel)
        self.retranslate()

    @property
    def state(self) -> State | None:
        return self.flow.state if self.flow is not None else None

    def table_view(self) -> QWidget:
        return self.view

    def room_for_notice(self) -> bool:
        """The task browser's buttons sit at its top edge: a notice moves it down rather than
        cover them. The kitchen is a table and never moves."""
        return self.stack.currentWidget() is self.browser

    def notice_place(self) -> QWidget | None:
        """At the kitchen, the top of the side panel; the browser is moved down instead."""
        return self.panel.notice_room if self.stack.currentWidget() is self.table else None

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt override
        self.cancel_searches()  # the player left the task (the launcher, another game)
        super().hideEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        notices = [
            n for n in (self.progress.notice, self.progress.changed, self.browser.puzzles.notice) if n is not None
        ]
        if notices and not self._told_progress:
            self._told_progress = True
            self.status.emit(" ".join(tr_message(n) for n in notices))

    # choosing and starting tasks -------------------------------------------------------------
    def new_game_request(self) -> None:
        """Game > New game, the launcher's Play, and "All tasks": show the browser."""
        self.cancel_searches()
        self.leave_solution(show_game=self.flow is not None)
        if self.stack.currentWidget() is self.table:
            self.moved.emit()  # the kitchen's sentences ("Task solved!") go when the browser comes
        running = self.task is not None and self.has_running_game()
        title = task_title(self.task) if self.task is not None and running else ""
        self.browser.set_running(title, self.progress_key if running else "")
        self.browser.refresh()
        self.stack.setCurrentWidget(self.browser)
        upcoming = self.browser.next_task()
        if upcoming is not None and upcoming.id:
            self.browser.card(upcoming.id).setFocus()

    def show_table(self) -> None:
        self.stack.setCurrentWidget(self.table)
        self.view.setFocus()

    def choose_task(self, task: Task) -> None:
        """The player picked a task in the browser: the box asks first when the game on the
        table would be lost ("Leave this game?"), and may be told no."""
        self._ask_for(task, ask=True)

    def restart(self) -> None:
        """Start the same task again from its starting line-up (another try). The try on the
        table gives its autosave to the new one: the player threw it away, and it must not stay
        under Continue (a finished one settles as any game)."""
        if self.task is not None and not self.read_only:
            self._ask_for(self.task, again=True)

    def _next_task(self) -> None:
        task = self.browser.next_task(after=self.progress_key)
        if task is not None:
            self._ask_for(task)

    def _ask_for(self, task: Task, ask: bool = False, again: bool = False) -> None:
        setup = Setup(seats=(Seat(name="Player", colour="green"),), options={"task": task.to_json()})
        self._asked = Session(self.game_id, setup, seed=0)
        try:
            self.start_wanted.emit(StartRequest(self._asked, ask=ask, again=again))
        finally:
            self._asked = None  # started by now (`on_attach` counted the try), or refused

    # the turn flow's hooks ----------------------------------------------------------------------
    def on_attach(self, flow: TurnFlow) -> None:
        """A task comes to the table: a new try when it is the one this page asked for (not one
        continued, opened or replayed)."""
        self.cancel_searches()
        raw = flow.session.setup.options["task"]
        try:
            task = parse_task(raw, strict=False)
        except TaskError:  # a stored solution that does not work: the solver finds its own
            task = parse_task(raw, strict=False, check_solution=False)
        self.task = task
        self.progress_key = task_key(raw)
        self.walkthrough = None
        self.note = None
        self._pending_slot = None
        self.slots = []
        self.scene.load_cards(task.start_state().hand)
        self._clear_selection()
        self._card_tooltips()
        p = self.panel
        for button in (p.hint, p.solution, p.undo, p.restart, p.tasks):
            button.setVisible(not self.read_only)  # the replay viewer shows what nobody may use
        self.show_table()
        if flow.session is self._asked and not flow.session.actions and not self.read_only:
            self.progress.count_try(self.progress_key)

    def show_state(self, state: State, jumped: bool) -> None:
        """Start, undo, load, a replay's jump (`jumped`): the played cards are matched to tray
        slots again and whatever was shown of the solution or a hint goes."""
        if jumped:
            self.cancel_searches()
            self.walkthrough = None
            self.note = None
            self._match_slots()
        self._show_on_table(state)

    def animate(self, action: PlayCard, events: list[Event]) -> QAbstractAnimation:
        self.cancel_searches()
        slot = self._pending_slot
        if slot is None or slot in self.slots or self.scene.cards[slot].kind != action.card:
            slot = self._free_slot(action.card, self.slots)
        self._pending_slot = None
        self.slots.append(slot)
        if not self.read_only and any(isinstance(e, TaskSolved) for e in events):
            self.progress.mark_solved(self.progress_key)
        self.note = None
        self._clear_selection()
        self.scene.show_hint(None, None)
        return CardMotion(self.scene, slot, len(self.slots)).play(events)

    def refresh(self) -> None:
        self._update_panel()

    def show_refusal(self, reason: Message) -> None:
        self.note = reason
        self._snap_back()
        self.refresh()

    def show_game_over(self) -> None:
        self.browser.refresh()
        self.refresh()
        state = self.state
        if state is None or self.read_only:
            return
        self.status.emit(self._result_text(state, notice=True))

    def before_undo(self) -> None:
        self.cancel_searches()
        self.leave_solution()

    def holding(self) -> bool:
        """The solution is shown in place of the game: no card of the game may be played."""
        return self.walkthrough is not None

    # showing ------------------------------------------------------------------------------------
    def _match_slots(self) -> None:
        """The tray slot of each card played, for the actions of the session as it is now."""
        actions: list[PlayCard] = self.flow.session.actions if self.flow is not None else []
        del self.slots[len(actions) :]
        for action in actions[len(self.slots) :]:
            self.slots.append(self._free_slot(action.card, self.slots))

    def _show_on_table(self, state: State) -> None:
        """Every piece where `state` puts it, no animation, and the end banner."""
        self._clear_selection()
        self.scene.set_interactive(not self.read_only)
        self.scene.show_state(state, self.slots)
        if state.status != "playing":
            self._show_banner(state)

    def _show_game(self) -> None:
        """The player's game on the table again (after the solution was shown)."""
        state = self.state
        if state is not None:
            self._show_on_table(state)
            self._update_panel()

    def _show_banner(self, state: State) -> None:
        if state.status == "solved":
            title = translate("SchabenPage", "Solved!")
            text = translate("SchabenPage", "{task} is solved.").format(task=task_title(self.task) if self.task else "")
        else:
            title = translate("SchabenPage", "Not this time")
            text = tr_message(self._failed_message(state))
        self.scene.show_banner(title, text, state.status == "solved")

    def _failed_message(self, state: State) -> Message:
        return narrate(TaskFailed(len(state.cockroaches), state.target))

    def _ending(self, state: State) -> str:
        """How the task ended, in one sentence or two."""
        if state.status != "solved":
            return tr_message(self._failed_message(state))
        text = tr_message(narrate(TaskSolved(len(state.hand))))
        if state.hand:
            text += " " + translate("SchabenPage", "You even had %n card(s) to spare.", None, len(state.hand))
        return text

    def _result_text(self, state: State, notice: bool = False) -> str:
        """How the task ended and what next; for the notice bar without the next task."""
        text = self._ending(state)
        if state.status != "solved":
            return (
                text
                + " "
                + translate("SchabenPage", "Undo takes back the last card; Start again sets the task up afresh.")
            )
        upcoming = None if notice else self.browser.next_task(after=self.progress_key)
        if upcoming is not None:
            text += "\n\n" + translate("SchabenPage", "Ready for more? “Next task” takes you to {task}.").format(
                task=task_title(upcoming)
            )
        return text

    def shown_state(self) -> State | None:
        """The state the table shows: a step of the solution, the state before the card whose
        events are being shown, or the game's."""
        if self.walkthrough is not None:
            return self.walkthrough.states[self.walkthrough.index]
        if self.animating and self.scene.state is not None:
            return self.scene.state
        return self.state

    def _update_panel(self) -> None:
        p = self.panel
        state = self.shown_state()
        task = self.task
        if state is None or task is None:
            return
        p.title.setText(task_title(task))
        p.fit_heading()
        level = task.difficulty
        p.set_difficulty(level, tr_message(Message("Schaben", DIFFICULTY_TITLES[level])) if level else "")
        if task.target:
            p.goal.setText(
                translate("SchabenPage", "Goal: walk the exterminator to {square}.").format(square=task.target)
            )
        else:
            p.goal.setText(translate("SchabenPage", "Goal: catch every cockroach."))
        cards = translate("SchabenPage", "%n card(s) left", None, len(state.hand))
        if task.target:
            p.counts.setText(cards)
        else:
            roaches = translate("SchabenPage", "%n cockroach(es) left", None, len(state.cockroaches))
            p.counts.setText(
                translate("SchabenPage", "{cockroaches} · {cards}").format(cockroaches=roaches, cards=cards)
            )
        p.message.setText(self.message_text())
        at_rest = self.flow is not None and not self.read_only and not self.animating
        watching = self.walkthrough is not None
        p.hint.setEnabled(not watching and state.status == "playing" and self.can_act() and not self.hints.busy())
        p.solution.setEnabled(at_rest and not watching and not self.solution_search.busy())
        p.undo.setEnabled(not watching and self.can_undo())
        p.restart.setEnabled(self.flow is not None and not self.read_only)
        solved = at_rest and not watching and state.status == "solved"
        p.next_task.setVisible(solved and self.browser.next_task(after=self.progress_key) is not None)
        p.playback.setVisible(watching)
        self._update_playback()
        self._fill_log()
        self.view.show_described(*describe(self))

    def message_text(self) -> str:
        """What the message box says now: the solution step, a hint or refusal, the lesson of a
        test task, how the task ended, or what to do next; nothing while a card plays out (what
        comes next is said when it can be done)."""
        state = self.shown_state()
        task = self.task
        if state is None or task is None or (self.animating and self.walkthrough is None):
            return ""
        if self.walkthrough is not None:
            if self.walkthrough.from_start:
                return translate(
                    "SchabenPage",
                    "From your position the task cannot be solved any more, so here is the solution from the start.",
                )
            return translate(
                "SchabenPage", "Here is how to solve the task from your position. Your own game waits, untouched."
            )
        if self.read_only:  # the replay viewer: how it ended, and nobody asked to play
            return self._ending(state) if state.status != "playing" else ""
        if self.note is not None:
            return tr_message(self.note) if isinstance(self.note, Message) else self.note
        kind = self.scene.cards[self.selected].kind if self.selected is not None else None
        shipped = self.progress_key.split("#")[0] == task.id  # a shipped task, not a player's own with its id
        taught = lesson(task.id if shipped else None, state, kind, self.choices)
        if taught:
            return taught
        if state.status != "playing":
            return self._result_text(state)
        if kind in MOVES:
            if "stay" in self.choices.values():
                return translate(
                    "SchabenPage",
                    "The way is blocked, so he can only stay where he is: click his square to play the card anyway.",
                )
            return translate("SchabenPage", "Click a lit square, or drag the exterminator there.")
        if kind == "box":
            return translate("SchabenPage", "Click an empty square to put a box there, or a box to take it away.")
        return translate(
            "SchabenPage", "Play a card: click it, or drag it onto the kitchen. The keys 1 to 9 pick a card too."
        )

    def _fill_log(self) -> None:
        """The game log; while the solution is shown, the log of the solution's steps."""
        lines = self.log_lines()
        p = self.walkthrough
        if p is not None:
            played = lines if not p.from_start else []
            lines = played + [tr_message(narrate(e)) for events in p.events[: p.index] for e in events]
        self.panel.log.show_lines(lines)

    def _card_tooltips(self) -> None:
        for card in self.scene.cards:
            card.setToolTip(tr_message(Message("Schaben", CARD_TITLES[card.kind])))

    def _settings_changed(self) -> None:
        super()._settings_changed()
        self.panel.log.announce = self.ctx.settings.announcements

    def retranslate(self) -> None:
        self._card_tooltips()
        state = self.shown_state()
        if state is not None and state.status != "playing" and self.scene.banner.isVisible():
            if self.walkthrough is None:
                self._show_banner(state)
            else:
                self._walkthrough_banner()
        self._update_panel()

    # picking cards and squares -----------------------------------------------------------------
    def _free_slot(self, kind: str, used: list[int]) -> int:
        return next(c.slot for c in self.scene.cards if c.kind == kind and c.slot not in used)

    def _card_clicked(self, slot: int) -> None:
        if not self.can_act() or self.scene.cards[slot].order:
            return
        kind = self.scene.cards[slot].kind
        if kind in TURNS:
            self._submit(PlayCard(card=kind), slot)
        elif self.selected == slot:
            self._clear_selection()
            self._update_panel()
        else:
            self.select(slot)

    def select(self, slot: int) -> None:
        """Pick up a move or box card: light up what it allows."""
        state = self.state
        if state is None:
            return
        kind = self.scene.cards[slot].kind
        if kind in MOVES:
            reachable = rules.destinations(state, kind)
            if reachable == [state.exterminator]:
                self.choices = {state.exterminator: "stay"}
            else:
                self.choices = {square: "walk" for square in reachable}
        else:
            free, boxes = rules.box_squares(state)
            self.choices = {square: "place" for square in free} | {square: "remove" for square in boxes}
        self.selected = slot
        self.focus = None
        self.note = None
        self.scene.select_card(slot)
        self.scene.set_choices(self.choices)
        self.scene.set_focus(None)
        self.scene.exterminator.draggable = kind in MOVES
        self._update_panel()

    def _clear_selection(self) -> None:
        self.selected = None
        self.choices = {}
        self.focus = None
        self.scene.select_card(None)
        self.scene.set_choices({})
        self.scene.set_focus(None)
        self.scene.exterminator.draggable = False

    def _square_clicked(self, square: str) -> None:
        if not self.can_act():
            return
        if self.selected is None:
            self.note = translate(
                "SchabenPage", "First choose a card: click it in the tray, or drag it onto the kitchen."
            )
            self._update_panel()
            return
        self._play_on(square)

    def _play_on(self, square: str) -> None:
        state = self.state
        if self.selected is None or state is None:
            return
        kind = self.scene.cards[self.selected].kind
        if kind in MOVES:
            action = PlayCard(card=kind, to=square)
        elif square in state.boxes:
            action = PlayCard(card=kind, remove=square)
        else:
            action = PlayCard(card=kind, place=square)
        self._submit(action, self.selected)

    def _submit(self, action: PlayCard, slot: int | None) -> bool:
        """Send a card to the rules; `slot` is the tray card the player used (its events start
        there)."""
        self._pending_slot = slot
        ok = self.submit(action)
        if not ok:
            self._pending_slot = None
        return ok

    def _card_dropped(self, slot: int, pos: QPointF) -> None:
        card = self.scene.cards[slot]
        square = square_at(pos)
        state = self.state
        if not self.can_act() or state is None or card.order or square is None:
            card.snap_back(self.animator)
            return
        if card.kind in TURNS:
            if not self._submit(PlayCard(card=card.kind), slot):
                card.snap_back(self.animator)
            return
        if card.kind in MOVES:
            reachable = rules.destinations(state, card.kind)
            if square in reachable:
                self._submit(PlayCard(card=card.kind, to=square), slot)
                return
            # Dropped elsewhere on the kitchen: pick it up and show where it can take him.
            card.snap_back()
            self.select(slot)
            return
        # A box card: placed on an empty square or a box; elsewhere the rules say why not.
        card.snap_back()
        self.select(slot)
        self._play_on(square)

    def _exterminator_dropped(self, pos: QPointF) -> None:
        square = square_at(pos)
        ex = self.scene.exterminator
        if not self.can_act() or self.selected is None or square is None:
            ex.snap_back(self.animator)
            return
        self._play_on(square)

    def _snap_back(self) -> None:
        """After a refusal: everything that was dragged goes home, the choice stays."""
        if self.scene.state is not None:
            self.scene.exterminator.setPos(centre(self.scene.state.exterminator))
        for card in self.scene.cards:
            lift = -12.0 if card.slot == self.selected else 0.0
            card.setPos(card.home + QPointF(0, lift))

    def _key(self, event: QKeyEvent) -> bool:
        """Keys: 1-9 pick the card in that place of the tray, arrows walk through the lit
        squares, Enter or Space plays there, Escape puts the card back. With the solution
        shown, arrows step through it and Escape goes back to the game."""
        key = event.key()
        if self.walkthrough is not None:
            if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Space):
                self.solution_next()
            elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
                self.solution_previous()
            elif key == Qt.Key.Key_Escape:
                self.leave_solution()
            else:
                return False
            return True
        if not self.can_act():
            return False
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_9:
            slot = key - Qt.Key.Key_1
            if slot < len(self.scene.cards):
                self._card_clicked(slot)
            return True
        if key == Qt.Key.Key_Escape and self.selected is not None:
            self._clear_selection()
            self._update_panel()
            return True
        if not self.choices:
            return False
        order = sorted(self.choices, key=lambda s: (-int(s[1]), s[0]))
        if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
            step = 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1
            index = order.index(self.focus) + step if self.focus in order else (0 if step > 0 else -1)
            self.focus = order[index % len(order)]
            self.scene.set_focus(self.focus)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            target = self.focus or (order[0] if len(order) == 1 else None)
            if target is not None:
                self._play_on(target)
            return True
        return False

    # hint and solution ---------------------------------------------------------------------------
    def hint(self) -> None:
        """Ask the solver for the next card from here, in the background (`HintRunner`): the
        window stays alive while it searches, the panel shows that it does, and any move, Undo,
        leaving the task or "Show solution" cancels it."""
        state = self.state
        if state is None or not self.can_act():
            return
        self.help_given.emit("hint")  # counted on the Records page
        self.solution_search.cancel()
        self.note = None
        self.scene.show_hint(None, None)
        self.hints.ask(state)

    def cancel_searches(self) -> None:
        """Stop a hint or solution search: a move, Undo, another task, or the player left."""
        self.hints.cancel()
        self.solution_search.cancel()

    def _search_busy(self, _busy: bool = False) -> None:
        self.panel.set_searching("solution" if self.solution_search.busy() else "hint" if self.hints.busy() else None)
        self._update_panel()

    def _on_hint(self, state: State, result: PlayCard | None | solver.Undecided) -> None:
        """The solver's answer, when the position it was asked about is still on the table."""
        if self.state is not state or not self.can_act():
            return
        if isinstance(result, solver.Undecided):
            self.note = solver.undecided_note()
            self.scene.show_hint(None, None)
        elif result is None:
            self.note = no_solution()
            self.scene.show_hint(None, None)
        else:
            self.note = describe_step(**result.model_dump(exclude={"kind"}), here=state.exterminator)
            self.scene.show_hint(self._free_slot(result.card, self.slots), result.to or result.place or result.remove)
        self._update_panel()
