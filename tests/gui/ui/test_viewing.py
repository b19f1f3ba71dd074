"""The Records page and the replay viewer on the window's stack (ui/viewing.py): Records opens
(and Back leaves it), a kept game opens in the viewer from Records and closing it goes back to
Records, the game on the table can be replayed without ending it, and a kept game that cannot
be read is said, not shown. Real window, real kept games (finished golden saves, kept the way
bugbox keeps a finished game)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from bugbox.core import records
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.registry import GAMES, ai_for
from bugbox.core.saves import load_save
from bugbox.core.session import Session

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "v1"


def finished_golden(game: str) -> Path | None:
    return next(iter(sorted(GOLDEN.glob(f"{game}-*finished.save.json"))), None)


KEPT_GAMES = sorted(game for game in GAMES if finished_golden(game) is not None)


def test_records_opens_and_back_leaves_it(make_window, qtbot):
    window = make_window()
    page = window.show_records()
    assert window.stack.currentWidget() is page and page.isVisible()
    assert window.act_launcher.isEnabled()
    assert window.show_records() is page, "Records is made once"
    qtbot.mouseClick(page.back_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(window.showing_launcher, timeout=5_000)


@pytest.mark.parametrize("game", KEPT_GAMES)
def test_a_kept_game_opens_in_the_viewer_and_closing_it_goes_back_to_records(make_window, qtbot, game):
    path = finished_golden(game)
    assert path is not None
    session = load_save(path)[1]
    assert session.is_over()
    records.keep(session)
    window = make_window()
    page = window.show_records()
    page.show_game(game)
    qtbot.waitUntil(page.replay_button.isEnabled, timeout=10_000)
    qtbot.mouseClick(page.replay_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.replay_page is not None, timeout=10_000)
    viewer = window.replay_page
    assert window.stack.currentWidget() is viewer and viewer.isVisible()
    assert viewer.game_id == game and viewer.full.actions == session.actions, "the kept game, every move of it"
    qtbot.mouseClick(viewer.buttons["close"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is page, timeout=5_000)
    assert window.replay_page is None


def test_the_game_on_the_table_is_replayed_without_ending_it(make_window, qtbot):
    game = next(g for g, spec in sorted(GAMES.items()) if spec.max_players > 1)
    spec = GAMES[game]
    seats = tuple(Seat(name=f"P{i}", colour=spec.seat_colours[i], computer=i > 0) for i in range(spec.min_players))
    window = make_window()
    window.start_session(Session(game, Setup(seats=seats, start_player=0, options=spec.default_options()), 1))
    table = window.current_page()
    qtbot.waitUntil(table.can_act, timeout=10_000)
    ai = ai_for(game)
    assert ai is not None
    assert table.submit(ai.choose_action(table.flow.state, Level.EASY, 0))
    qtbot.waitUntil(lambda: table.can_act() or not table.has_running_game(), timeout=30_000)
    played = list(table.flow.session.actions)
    qtbot.waitUntil(window.act_replay.isEnabled, timeout=5_000)
    window.act_replay.trigger()
    viewer = window.replay_page
    assert viewer is not None and window.stack.currentWidget() is viewer
    assert viewer.full.actions == played
    viewer.close_viewer()
    qtbot.waitUntil(lambda: window.replay_page is None, timeout=5_000)
    assert window.stack.currentWidget() is table, "closing the viewer did not go back to the game"
    assert table.has_running_game() and list(table.flow.session.actions) == played, "replaying ended the game"


def test_a_kept_game_that_cannot_be_read_is_said_not_shown(make_window, qtbot):
    window = make_window()
    folder = records.records_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "broken.json").write_text("{ not json", encoding="utf-8")
    page = window.show_records()
    told = window.notice.text()
    window.viewing.open_kept("broken.json")
    assert window.replay_page is None
    assert window.notice.text() != told and window.notice.text().strip(), "the player is not told"
    assert window.stack.currentWidget() is page
