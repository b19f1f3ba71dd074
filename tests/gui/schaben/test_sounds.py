"""Schaben jagen heard: the card snaps down, then what it does (squash, vacuum, scuttle), once per
group shown together (a real speaker on miniaudio's NULL backend; ui/sounds.py)."""

from __future__ import annotations

from bugbox.games.schaben import events
from bugbox.games.schaben.rules import Cockroach, PlayCard, State, apply
from bugbox.games.schaben.view.motion import CardMotion
from bugbox.games.schaben.view.scene import SchabenScene
from bugbox.ui import sounds
from bugbox.ui.animation import Animator
from tests.sound_fixture import null_speaker  # noqa: F401 - the fixture


def _play(qtbot, state: State, card: PlayCard, speed: str) -> list:
    scene = SchabenScene(Animator(speed))
    scene.load_cards(state.hand)
    scene.show_state(state, [])
    _, happened = apply(state, card)
    sounds.heard.clear()
    scene.animator.run(CardMotion(scene, 0, 1).play(happened))
    qtbot.waitUntil(lambda: not scene.animator.busy(), timeout=10000)
    return happened


def test_two_cockroaches_vacuumed_together_are_one_vacuum_after_the_card(qtbot, null_speaker):  # noqa: F811
    roaches = (
        Cockroach(number=0, square="A3", facing="S"),
        Cockroach(number=1, square="A5", facing="S"),
        Cockroach(number=2, square="G7", facing="N"),
    )
    state = State(exterminator="A1", facing="E", cockroaches=roaches, hand=("turn_left", "forward"))
    happened = _play(qtbot, state, PlayCard(card="turn_left"), "fast")
    assert [type(e) for e in happened].count(events.CockroachVacuumed) == 2
    names = [h[0] for h in sounds.heard]
    assert names[0] == "schaben_card"
    assert names.count("vacuum") == 1
    assert names.index("vacuum") > 0
    offsets = [h[1] for h in sounds.heard]
    assert offsets == sorted(offsets)


def test_cockroaches_stepped_on_are_one_squash(qtbot, null_speaker):  # noqa: F811
    roaches = (
        Cockroach(number=0, square="B3", facing="S"),
        Cockroach(number=1, square="B3", facing="E"),
        Cockroach(number=2, square="G7", facing="N"),
    )
    state = State(exterminator="B2", facing="N", cockroaches=roaches, hand=("forward", "forward"))
    _play(qtbot, state, PlayCard(card="forward", to="B3"), "normal")
    names = [h[0] for h in sounds.heard]
    assert names[:2] == ["schaben_card", "step"] and names.count("squash") == 1


def test_a_card_at_speed_off_is_silent(qtbot, null_speaker):  # noqa: F811
    roaches = (Cockroach(number=0, square="B3", facing="S"),)
    state = State(exterminator="B2", facing="N", cockroaches=roaches, hand=("forward", "forward"))
    _play(qtbot, state, PlayCard(card="forward", to="B3"), "off")
    assert list(sounds.heard) == []
