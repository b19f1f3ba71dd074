"""Voll verasselt heard: which sounds a turn's events play, in order, as their animations start
(a real speaker on miniaudio's NULL backend; ui/sounds.py)."""

from __future__ import annotations

import pytest

from bugbox.games.verasselt import rules
from bugbox.games.verasselt.events import Bust, DiceRolled
from bugbox.games.verasselt.view.sounds import sound_of
from bugbox.ui import sounds
from tests.sound_fixture import null_speaker  # noqa: F401 - the fixture


def expected(events) -> list[str]:
    return [s.name for s in (sound_of(e) for e in events) if s is not None]


def roll_four(t) -> list:
    t.wait_for_human()
    sounds.heard.clear()
    for index in (0, 2, 4, 6):
        t.click(t.scene.dice[index])
    t.click_button("roll")
    t.wait_idle()
    return t.session.events[-1]


@pytest.mark.parametrize("speed", ["fast", "normal", "slow"])
def test_a_roll_sounds_its_events_in_order_each_as_its_animation_starts(table, null_speaker, speed):  # noqa: F811
    t = table(("human", "computer"), seed=9, animation_speed=speed)
    events = roll_four(t)
    assert isinstance(events[0], DiceRolled) and len(events[0].rolled) == 4
    names = [h[0] for h in sounds.heard]
    assert names == expected(events)
    assert names[0] == "dice_4"  # four dice rattle, before anything else is seen
    planned = [h[1] for h in sounds.heard]
    assert planned[0] == 0 and planned == sorted(planned)
    bounds = [*planned[1:], sounds.heard[-1][3]]
    for (name, offset, played_at, _), bound in zip(sounds.heard, bounds, strict=True):
        # never before its animation, and while its event (not a later one) is being shown
        assert offset <= played_at <= max(bound, offset), (name, offset, played_at, bound)


def test_a_bust_is_heard_after_its_rattle(table, null_speaker):  # noqa: F811
    for seed in range(1, 60):
        t = table(("human", "computer"), seed=seed, animation_speed="fast")
        events = roll_four(t)
        if any(isinstance(e, Bust) for e in events):
            break
        t.window.close()
    else:
        pytest.fail("no bust on a first roll of four in 60 seeds")
    names = [h[0] for h in sounds.heard]
    assert names[0] == "dice_4" and "bust" in names and names.index("bust") > 0


def test_nothing_is_heard_at_speed_off(table, null_speaker):  # noqa: F811
    t = table(("human", "computer"), seed=9, animation_speed="off")
    events = roll_four(t)
    assert expected(events)  # there was something to hear ...
    assert list(sounds.heard) == []  # ... and at "off" nothing played


def test_nothing_is_heard_without_a_speaker(table):
    """Tests that do not ask for sound (and `--smoke`) have none installed."""
    assert sounds.speaker() is None
    t = table(("human", "computer"), seed=9, animation_speed="fast")
    roll_four(t)
    assert list(sounds.heard) == []


def test_the_rattle_follows_the_number_of_dice():
    for n in range(1, 8):
        event = DiceRolled(player=0, name="A", rolled=tuple(range(n)), faces=("bars",) * n)
        assert sound_of(event).name == f"dice_{n}"
    assert rules  # the model is not touched by sounds
