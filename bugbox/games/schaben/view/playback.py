"""Show the solution step by step without touching the player's own game.

The solution is played on its own list of states (from the player's position when the task
can still be solved from there, else from the start), and the scene shows those states
instead of the controller's. Going back re-syncs the scene from the controller, which never
moved. A mixin of `SchabenPage`: it uses the page's scene, panel, animator and controller.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ....ui.i18n import tr_message, translate
from .. import rules, solver
from ..events import describe_step
from ..rules import PlayCard, State
from ..tasks import Task
from . import motion


@dataclass
class Walkthrough:
    """The solution, played step by step on its own states beside the player's game. (Not a
    `Preview`: that is Verflixxt! kompakt's look at where one move would lead.)"""

    states: list[State]
    steps: list[PlayCard]
    events: list[list]
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


class SolutionPlayback:
    walkthrough: Walkthrough | None

    def show_solution(self) -> None:
        """Play the solution on its own states: from here if the task can still be solved
        from the player's position, else from the start. The task's stored solution is shown
        at once (at its start, or once the game is over); anything else is searched for in
        the background (`SolverRunner`), which any move, Undo or leaving the task cancels."""
        self.hints.cancel()
        if self.controller is None or self.walkthrough is not None or self.controller.showing_events():
            return
        self.controller.note_help("solution")  # counted on the Records page
        state, task = self.controller.state, self.task
        if task.solution and (state.status != "playing" or state == task.start_state()):
            self._start_walkthrough(state, list(task.solution), state.status != "playing")
            return
        self.note = None
        self.scene.show_hint(None, None)
        self.solution_search.run(state, lambda budget: find_solution(task, state, budget))

    def _on_solution(self, state: State, result: Found | None | solver.Undecided) -> None:
        """The search's answer, when the position it was asked about is still on the table."""
        if (
            self.controller is None
            or self.controller.state is not state
            or self.walkthrough is not None
            or self.controller.showing_events()
        ):
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

    def _start_walkthrough(self, state: State, steps: list[PlayCard], from_start: bool) -> None:
        origin, base = (self.task.start_state(), []) if from_start else (state, list(self.slots))
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

    def solution_next(self) -> None:
        p = self.walkthrough
        if p is None or p.index >= len(p.steps) or self.animator.busy():
            return
        slot = self._free_slot(p.steps[p.index].card, p.slots)
        p.slots.append(slot)
        anim = motion.card_events(self.scene, p.events[p.index], slot, len(p.slots))
        p.index += 1

        def done() -> None:
            if self.walkthrough is not p:
                return
            self.scene.show_state(p.states[p.index], p.slots)
            if p.index == len(p.steps):
                self._walkthrough_banner()
            self._update_panel()

        self.animator.run(anim, done)

    def solution_previous(self) -> None:
        p = self.walkthrough
        if p is None or p.index == 0:
            return
        self.animator.finish_all()
        p.index -= 1
        p.slots.pop()
        self.scene.show_state(p.states[p.index], p.slots)
        self._update_panel()

    def leave_solution(self, sync: bool = True) -> None:
        if self.walkthrough is None:
            return
        self.walkthrough = None
        self.animator.finish_all()
        if sync:
            self._sync()

    def _walkthrough_banner(self) -> None:
        self.scene.show_banner(
            translate("SchabenPage", "Solved!"), translate("SchabenPage", "That is the whole solution."), True
        )

    def _update_playback(self) -> None:
        p = self.walkthrough
        p_state = p.states[p.index]
        total = len(p.steps)
        if p.index < total:
            step = p.steps[p.index]
            text = translate("SchabenPage", "Step {number} of {total}: {step}").format(
                number=p.index + 1,
                total=total,
                step=tr_message(describe_step(**step.model_dump(exclude={"kind"}), here=p_state.exterminator)),
            )
        else:
            text = translate("SchabenPage", "Done: all {total} steps are played.").format(total=total)
        self.panel.step.setText(text)
        self.panel.previous.setEnabled(p.index > 0)
        self.panel.next_step.setEnabled(p.index < total)
