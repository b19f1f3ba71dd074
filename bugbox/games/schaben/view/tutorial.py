"""The two test tasks teach the rules on screen, one small step at a time.

As in the rulebook: 0A teaches how the exterminator walks (the arrows count from his point of
view, he never crosses a box or the edge, and the zero-square play when the way is blocked);
0B adds the cockroaches (they step forward after every card or turn about, they stack, he may
stop on one but never pass it); solving 0B explains how cockroaches are caught, which every
task from 1A on is about. Each lesson depends on what is on the table right now (cards
played, the card chosen, how the task ended), so it answers the question the player has at
that moment instead of printing the whole rulebook up front.
"""

from __future__ import annotations

from ....ui.i18n import translate
from ..rules import State

TUTORIAL_TASKS = ("0A", "0B")


def lesson(task_id: str | None, state: State, selected: str | None, choices: dict[str, str]) -> str | None:
    """The lesson for this moment of a test task, or None outside the test tasks.

    `selected` is the card kind the player has picked up (None: none), `choices` what it
    lights up (square -> "walk" / "stay" / "place" / "remove")."""
    if task_id not in TUTORIAL_TASKS:
        return None
    played = len(_task_cards(task_id)) - len(state.hand)
    if state.status == "solved":
        return _solved(task_id)
    if state.status == "failed":
        return _failed(task_id)
    if selected is not None and "stay" in choices.values():
        return translate(
            "SchabenTutorial",
            "The way is blocked: a box or the edge is right next to him in this direction. Only "
            "then may you play the card anyway: he stays where he is, and the card is used up. "
            "Click his square (it is lit) to do so.",
        )
    if selected is not None:
        if task_id == "0A":
            return translate(
                "SchabenTutorial",
                "The yellow squares show where this card can take him: straight on, as many squares "
                "as you like, but never onto or over a box and never off the board. He keeps "
                "looking the same way. Click a yellow square, or drag him there.",
            )
        return translate(
            "SchabenTutorial",
            "The yellow squares show where this card can take him. He may stop on a square with "
            "cockroaches, but he may never walk past one.",
        )
    if task_id == "0A":
        if played == 0:
            return translate(
                "SchabenTutorial",
                "Test task 0A: walk the exterminator to the flag on F5. He stands on B2 and looks "
                "east, to the right: the nozzle of his vacuum points where he looks. The arrows on "
                "the cards count from his point of view, so for him “Left” is up the board. Click a "
                "card, or drag it onto the kitchen.",
            )
        if played == 1:
            return translate(
                "SchabenTutorial",
                "Good. A played card is used up: it stays in the tray, dimmed, with its "
                "number. Walking never turns him, so he still looks east.",
            )
        return translate(
            "SchabenTutorial", "One card left. Which square must he stand on so that this card takes him to F5?"
        )
    if played == 0:
        return translate(
            "SchabenTutorial",
            "Test task 0B: walk the exterminator to E3. Now there are cockroaches, and they look "
            "somewhere too. After every card each cockroach takes one step forward; if a box, the "
            "exterminator or the edge is in its way, it turns around instead. Cockroaches never "
            "block each other: they stack up. He may not walk past a cockroach.",
        )
    return translate(
        "SchabenTutorial",
        "See what the cockroaches did: each one stepped forward or turned around. Is the way to E3 free now?",
    )


def _task_cards(task_id: str) -> tuple[str, ...]:
    from ..tasks import shipped_tasks

    return next(t.cards for t in shipped_tasks() if t.id == task_id)


def _solved(task_id: str) -> str:
    if task_id == "0A":
        return translate("SchabenTutorial", "Well done! Next comes test task 0B, where the cockroaches join in.")
    return translate(
        "SchabenTutorial",
        "Splendid! From task 1A on, your goal is always to catch every cockroach. Squash them by "
        "walking onto them, or vacuum them up: after every card he sucks in every cockroach straight "
        "ahead of him, up to the first box, however far away. While he walks the vacuum is off, "
        "and cockroaches that walk into his line of sight are caught too.",
    )


def _failed(task_id: str) -> str:
    if task_id == "0A":
        return translate("SchabenTutorial", "He did not get to F5. Take back a card with Undo, or start again.")
    return translate(
        "SchabenTutorial", "He did not get to E3. Start again, and remember: sometimes waiting is just what you need."
    )
