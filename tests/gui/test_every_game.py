"""Every game of the registry, and a made-up fourth one, through the real main window by the
same steps (issue 29): the box knows no game of its own.

Pig (tests/fourth_game/pig: one GameSpec, a Qt-free rules module, a page of under 150 lines) is
registered for these tests alone. Each game is started in the main window with a person here
and, where the game has them, a computer player; at each decision of the person the flushed
screen is the truth, and the person's choice goes through the page's own `submit`, as a click
does. On the way: the autosave holds the game after the first move, Undo (the menu's action)
takes back exactly the person's last decision and is offered only when it would, and after
the end the game is on the Records page and plays in the replay viewer from its set-up to its
end.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from bugbox.core import registry
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.rng import Rng
from bugbox.core.saves import load_save
from bugbox.core.session import Session

FOURTH = Path(__file__).resolve().parents[1] / "fourth_game"
GAME_IDS = [*registry.GAMES, "pig"]
#: Decisions a person makes at most in one test (a whole game of each takes far fewer).
MOST_DECISIONS = 400


@pytest.fixture
def game(request: pytest.FixtureRequest) -> Iterator[registry.GameSpec]:
    """The game of the test's parameter; Pig is registered for the test's length (the tests
    ask for it first, so the windows close before it leaves the registry)."""
    game_id = request.param
    if game_id != "pig":
        yield registry.spec(game_id)
        return
    sys.path.insert(0, str(FOURTH))
    try:
        import pig

        with pig.registered() as spec:
            yield spec
    finally:
        sys.path.remove(str(FOURTH))
        for name in [n for n in sys.modules if n == "pig" or n.startswith("pig.")]:
            del sys.modules[name]


def setup_for(spec: registry.GameSpec) -> Setup:
    """Two people here and, where the game has them, a computer; a solo game's sample."""
    if spec.max_players == 1:
        return spec.sample()
    seats = [Seat(name="Ann", colour=spec.seat_colours[0]), Seat(name="Ben", colour=spec.seat_colours[1])]
    if spec.ai_module is not None and spec.max_players > 2:
        seats.append(Seat(name="Bot", colour=spec.seat_colours[2], computer=True, level=Level.NORMAL))
    return Setup(seats=tuple(seats), start_player=0, options=spec.default_options())


def ready_for_a_person(qtbot, page) -> None:
    """Wait until a person here may act (or the game is over); a hand-over that holds the
    table for the next person is dismissed with Space, as its card says."""

    def ready() -> bool:
        if page.holding():
            qtbot.keyClick(page.table_view(), Qt.Key.Key_Space)
        return page.can_act() or page.flow.is_over()

    qtbot.waitUntil(ready, timeout=60000)


def choose(flow, rng: Rng):
    """The person's choice: what an easy computer would do, or any legal action."""
    ai = registry.ai_for(flow.game_id)
    if ai is not None:
        return ai.choose_action(flow.state, Level.EASY, rng.below(2**31))
    legal = flow.session.rules.legal_actions(flow.state)
    return legal[rng.below(len(legal))]


def play(qtbot, window, screen_truth, spec: registry.GameSpec, decisions: int, truth_at: int) -> dict[str, bool]:
    """Start a game of `spec` in `window` and let the person decide up to `decisions` times;
    the screen is checked at the first `truth_at` decisions. Returns what was seen on the way."""
    window.start_session(Session(spec.game_id, setup_for(spec), 7))
    page = window.current_page()
    flow = page.flow
    rng = Rng(11)
    seen = {"autosaved": False, "undone": False}
    made = 0
    while not flow.is_over() and made < decisions:
        ready_for_a_person(qtbot, page)
        if flow.is_over():
            break
        if made < truth_at:
            screen_truth(window)
        if made == 1 and not seen["autosaved"]:
            _, saved = load_save(window.autosave_of(spec.game_id))
            assert saved.action_dicts() == flow.session.action_dicts()  # the game as it stands
            seen["autosaved"] = True
        if window.act_undo.isEnabled() and not seen["undone"]:
            before = list(flow.session.actions)
            window.act_undo.trigger()
            assert len(flow.session.actions) < len(before)  # enabled, it took something back
            assert flow.session.actions == before[: len(flow.session.actions)]
            seen["undone"] = True
            ready_for_a_person(qtbot, page)
        assert page.submit(choose(flow, rng))
        made += 1
    qtbot.waitUntil(lambda: not flow.showing_events() and not page.animating, timeout=60000)
    return seen


@pytest.mark.parametrize("game", GAME_IDS, indirect=True)
def test_each_game_plays_to_its_end_with_undo_autosave_records_and_the_replay(game, qtbot, make_window, screen_truth):
    window = make_window(animation_speed="off")
    seen = play(qtbot, window, screen_truth, game, MOST_DECISIONS, MOST_DECISIONS)
    flow = window.current_page().flow
    assert flow.is_over(), "the game did not end"
    assert seen["autosaved"] and seen["undone"]
    assert not window.act_undo.isEnabled() or window.current_page().can_undo()
    screen_truth(window)
    session = flow.session
    assert window.autosave_of(game.game_id) is None or not window.autosave_of(game.game_id).exists()

    window.back_to_launcher()
    records_page = window.show_records()
    records_page.show_game(game.game_id)
    records_page.finish_loading()
    model = records_page.games_model
    assert model.rowCount() == 1, "the finished game is not among the kept games"
    records_page.games.selectRow(0)
    records_page.replay_button.click()
    viewer = window.replay_page
    assert viewer is not None and viewer.game_page.state == session.state
    viewer.go(0)
    assert viewer.game_page.state == session.states[0]
    first = session.rules.legal_actions(session.states[0])[0]
    assert not viewer.game_page.can_act() and not viewer.game_page.submit(first)  # nobody moves here
    for _ in range(len(session.actions)):
        viewer.go(viewer.controller.position + 1, animate=True)
    assert viewer.game_page.state == session.state
    screen_truth(window)


@pytest.mark.realtime  # Voll verasselt's takes 46 s of animations: CI runs it, a plain pytest does not
@pytest.mark.parametrize("game", GAME_IDS, indirect=True)
def test_each_game_shows_its_decisions_truly_at_normal_speed(game, qtbot, make_window, screen_truth):
    window = make_window(animation_speed="normal")
    seen = play(qtbot, window, screen_truth, game, 6, 6)
    assert seen["autosaved"]
