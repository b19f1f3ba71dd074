"""Verflixxt heard: the die, a pawn's steps tile by tile, tiles, the Wurminator, in the order
the table shows them (a real speaker on miniaudio's NULL backend; ui/sounds.py)."""

from __future__ import annotations

from bugbox.games.verflixxt import events as ev
from bugbox.games.verflixxt.view.sounds import EXTRA_MS, HOP_MS, sound_of
from bugbox.ui import sounds
from tests.sound_fixture import null_speaker  # noqa: F401 - the fixture


def expected(event_lists) -> list[str]:
    return [s.name for events in event_lists for s in (sound_of(e) for e in events) if s is not None]


def test_turns_sound_their_events_in_order_as_the_table_shows_them(table, null_speaker):  # noqa: F811
    t = table(("human", "normal"), seed=3, animation_speed="fast")
    t.wait_for_human()
    sounds.heard.clear()
    start = len(t.flow.session.actions)
    for how in range(8):
        t.play_human_turn_step(how)
        t.wait_for_human()
        if t.flow.session.is_over():
            break
    t.wait_idle()
    shown = t.flow.session.events[start:]
    names = [h[0] for h in sounds.heard if h[0] != "your_turn"]
    assert names == expected(shown)
    assert "dice_1" in names and "step" in names
    # the computer played in between, and the turn coming back here was heard
    assert "your_turn" in [h[0] for h in sounds.heard]
    planned = [h[1:] for h in sounds.heard if h[0] != "your_turn"]
    assert all(offset <= played_at for offset, played_at, _ in planned)


def test_a_pawn_steps_once_per_tile_as_it_lands_on_each():
    moved = ev.PieceMoved(player=0, name="A", piece="pawn-0-0", start=0, path=(1, 2, 3), end=3)
    sound = sound_of(moved)
    assert sound.name == "step" and len(sound.at) == 3
    total = HOP_MS * 3 + EXTRA_MS
    assert sound.at == (round(total / 3), round(2 * total / 3), total)
    assert sound_of(ev.PieceMoved(player=0, name="A", piece="guard-0", start=0, path=(4,), end=4)).name == "guard"
    assert sound_of(ev.TileTaken(tile=2, player=0, name="A")).name == "tile_taken"
    assert sound_of(ev.PenaltyTileGiven(tile=2, player=0, name="A")).name == "bite"
