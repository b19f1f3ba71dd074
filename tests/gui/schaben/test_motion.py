"""What a card looks like as it plays out (`view/motion.py`): every event a card can cause has
its motion, and cockroaches caught by one card go together, not one after the other."""

import typing

from PySide6.QtCore import QPointF

from bugbox.games.schaben import events
from bugbox.games.schaben.rules import Cockroach, PlayCard, State, apply
from bugbox.games.schaben.view.motion import CardMotion
from bugbox.games.schaben.view.scene import SchabenScene
from bugbox.ui.animation import Animator


def test_every_event_of_a_card_has_its_motion_and_the_end_is_left_to_the_banner():
    every = set(typing.get_args(events.Event))
    assert CardMotion.shown() == every - {events.TaskSolved, events.TaskFailed}


def _kitchen(qtbot, state: State) -> SchabenScene:
    scene = SchabenScene(Animator("normal"))
    scene.load_cards(state.hand)
    scene.show_state(state, [])
    return scene


def _first_change(scene: SchabenScene, anim, read) -> dict[int, int]:
    """For each cockroach, the first moment (ms, in 10 ms steps) at which `read(item)` differs
    from what the table showed before the card."""
    before = {n: read(item) for n, item in scene.cockroaches.items()}
    first: dict[int, int] = {}
    anim.start()  # each part takes its start value from the table when the group reaches it
    anim.pause()
    for ms in range(0, anim.totalDuration() + 1, 10):
        anim.setCurrentTime(ms)
        for n, item in scene.cockroaches.items():
            if n not in first and read(item) != before[n]:
                first[n] = ms
    return first


def test_cockroaches_in_his_sight_fly_into_the_vacuum_together(qtbot):
    roaches = (
        Cockroach(number=0, square="A3", facing="S"),
        Cockroach(number=1, square="A5", facing="S"),
        Cockroach(number=2, square="G7", facing="N"),
    )
    state = State(exterminator="A1", facing="E", cockroaches=roaches, hand=("turn_left", "forward"))
    _, happened = apply(state, PlayCard(card="turn_left"))
    assert [type(e) for e in happened].count(events.CockroachVacuumed) == 2
    scene = _kitchen(qtbot, state)
    anim = CardMotion(scene, 0, 1).play(happened)
    first = _first_change(scene, anim, lambda item: (QPointF(item.pos()), item.rotation()))
    assert 0 in first and first[0] == first[1]  # caught together, they fly together
    assert first[2] > first[0]  # the one left turns about after the vacuum


def test_cockroaches_he_steps_on_flatten_together(qtbot):
    roaches = (
        Cockroach(number=0, square="B3", facing="S"),
        Cockroach(number=1, square="B3", facing="E"),
        Cockroach(number=2, square="G7", facing="N"),
    )
    state = State(exterminator="B2", facing="N", cockroaches=roaches, hand=("forward", "forward"))
    _, happened = apply(state, PlayCard(card="forward", to="B3"))
    assert [type(e) for e in happened].count(events.CockroachSquashed) == 2
    scene = _kitchen(qtbot, state)
    anim = CardMotion(scene, 0, 1).play(happened)
    first = _first_change(scene, anim, lambda item: item.transform().m22())
    assert 0 in first and first[0] == first[1]
