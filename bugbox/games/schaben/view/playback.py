"""Show the solution step by step without touching the player's own game.

The solution is played on its own list of states (from the player's position when the task
can still be solved from there, else from the start), and the scene shows those states
instead of the game's. The turn flow never hears of it: no action is submitted, nothing is
autosaved, and going back shows the flow's state again, which never moved.

A mixin of `SchabenPage`: what it uses of the page is the `_Page` Protocol below, so mypy
checks both sides (the mixin uses nothing else, the page offers all of it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from ....core.i18n import Message
from ....ui.i18n import tr_message, translate
from .. import rules, solver
from ..events import Event, describe_step
from ..rules import PlayCard, State
from ..tasks import Task
from .motion import CardMotion

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from ....ui.animation import Animator
    from ....ui.flow.turns import TurnFlow
    from .hints import HintRunner, SolverRunner
    from .panel import BoardPanel
    from .scene import SchabenScene


@dataclass
class Walkthrough:
    """The solution, played step by step on its own states beside the player's game. (Not a
    `Preview`: that is Verflixxt! kompakt's look at where one move would lead.)"""

    states: list[State]
    steps: list[PlayCard]
    events: list[list[Event]]
    base: list[int]  # tray slots already played before the first step
    from_start: bool
    index: int = 0
    slots: list[int] = field(default_factory=list)


#: A solution found: its steps, and whether they start from the task's start (else from the
#: position asked about).
Found = tuple[list[PlayCard], bool]


def find_solution(task: Task, state: State, budget: solver.Budget) -> Found | None:
    """The solution "Show solution" plays, searched in a worker thread: from `state` if the
    task can still be solved from there, else from the start (the stored solution, or the
    solver's); None when the task has no solution. Raises `solver.Undecided` when the budget
    ran out (or the search was cancelled)."""
    if state.status == "playing":
        steps = solver.solve(state, budget=budget)
        if steps:
            return steps, False
        if not task.solution and state == task.start_state():
            return None  # the search from the start was this one
    steps = list(task.solution) if task.solution else solver.solve(task, budget=budget)
    return (steps, True) if steps else None


class _Page(Protocol):
    """What the playback uses of the page: the methods below take it as their `self`, so
    mypy checks that `SchabenPage` offers all of it."""

    flow: TurnFlow | None
    animator: Animator
    scene: SchabenScene
    panel: BoardPanel
    hints: HintRunner
    solution_search: SolverRunner
    task: Task | None
    slots: list[int]
    note: Message | str | None
    walkthrough: Walkthrough | None

    @property
    def help_given(self) -> SignalInstance: ...

    def _clear_selection(self) -> None: ...

    def _update_panel(self) -> None: ...

    def _free_slot(self, kind: str, used: list[int]) -> int: ...

    def _show_game(self) -> None: ...

    # the playback's own, used by each other
    def _start_walkthrough(self, state: State, steps: list[PlayCard], from_start: bool) -> None: ...

    def _walkthrough_banner(self) -> None: ...


class SolutionPlayback:
    """Show solution, Previous / Next, Back to my game (a mixin of the page, `_Page`)."""

    #: What the playback sets: the solution shown (None: the player's game is), and the
    #: message box's note (a search that found nothing says so there).
    walkthrough: Walkthrough | None
    note: Message | str | None

    def show_solution(self: _Page) -> None:
        """Play the solution on its own states: from here if the task can still be solved
        from the player's position, else from the start. The task's stored solution is shown
        at once (at its start, or once the game is over); anything else is searched for in
        the background (`SolverRunner`), which any move, Undo or leaving the task cancels."""
        self.hints.cancel()
        flow, task = self.flow, self.task
        if flow is None or task is None or flow.read_only or self.walkthrough is not None or flow.showing_events():
            return
        self.help_given.emit("solution")  # counted on the Records page
        state: State = flow.state
        if task.solution and (state.status != "playing" or state == task.start_state()):
            self._start_walkthrough(state, list(task.solution), state.status != "playing")
            return
        self.note = None
        self.scene.show_hint(None, None)
        self.solution_search.run(state, lambda budget: find_solution(task, state, budget))

    def _on_solution(self: _Page, state: State, result: Found | None | solver.Undecided) -> None:
        """The search's answer, when the position it was asked about is still on the table."""
        flow = self.flow
        if flow is None or flow.state is not state or self.walkthrough is not None or flow.showing_events():
            return
        if isinstance(result, solver.Undecided):
            self.note = solver.undecided_note()
        elif result is None:
            self.note = translate(
                "SchabenPage", "This task has no solution: no order of its cards catches every cockroach."
            )
        else:
            self._start_walkthrough(state, *result)
            return
        self.scene.show_hint(None, None)
        self._update_panel()

    def _start_walkthrough(self: _Page, state: State, steps: list[PlayCard], from_start: bool) -> None:
        task = self.task
        assert task is not None
        origin, base = (task.start_state(), []) if from_start else (state, list(self.slots))
        states, events = [origin], []
        for step in steps:
            new, happened = rules.apply(states[-1], step)
            states.append(new)
            events.append(happened)
        self._clear_selection()
        self.scene.show_hint(None, None)
        self.walkthrough = Walkthrough(states, list(steps), events, base, from_start, slots=list(base))
        self.scene.set_interactive(False)
        self.scene.show_state(origin, base)
        self._update_panel()

    def solution_next(self: _Page) -> None:
        p = self.walkthrough
        if p is None or p.index >= len(p.steps) or self.animator.busy():
            return
        slot = self._free_slot(p.steps[p.index].card, p.slots)
        p.slots.append(slot)
        anim = CardMotion(self.scene, slot, len(p.slots)).play(p.events[p.index])
        p.index += 1

        def done() -> None:
            if self.walkthrough is not p:
                return
            self.scene.show_state(p.states[p.index], p.slots)
            if p.index == len(p.steps):
                self._walkthrough_banner()
            self._update_panel()

        self.animator.run(anim, done)

    def solution_previous(self: _Page) -> None:
        p = self.walkthrough
        if p is None or p.index == 0:
            return
        self.animator.finish_all()
        p.index -= 1
        p.slots.pop()
        self.scene.show_state(p.states[p.index], p.slots)
        self._update_panel()

    def leave_solution(self: _Page, show_game: bool = True) -> None:
        """Back to the player's game (`show_game` False: something else comes instead)."""
        if self.walkthrough is None:
            return
        self.walkthrough = None
        self.animator.finish_all()
        if show_game:
            self._show_game()

    def _walkthrough_banner(self: _Page) -> None:
        self.scene.show_banner(
            translate("SchabenPage", "Solved!"), translate("SchabenPage", "That is the whole solution."), True
        )

    def _update_playback(self: _Page) -> None:
        p = self.walkthrough
        if p is None:
            return
        shown = p.states[p.index]
        total = len(p.steps)
        if p.index < total:
            step = p.steps[p.index]
            text = translate("SchabenPage", "Step {number} of {total}: {step}").format(
                number=p.index + 1,
                total=total,
                step=tr_message(describe_step(**step.model_dump(exclude={"kind"}), here=shown.exterminator)),
            )
        else:
            text = translate("SchabenPage", "Done: all {total} steps are played.").format(total=total)
        self.panel.step.setText(text)
        self.panel.previous.setEnabled(p.index > 0)
        self.panel.next_step.setEnabled(p.index < total)
