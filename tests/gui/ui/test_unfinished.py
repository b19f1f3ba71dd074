"""Issue 28, item 5: no unfinished game is lost to a false promise.

"Game > New" during a game and "Play on from here" in the replay viewer said the game in
progress was kept in the autosave, then replaced that autosave (one per game): the game was
gone. Now every unfinished game keeps its own autosave, the launcher lists them under Continue
(the one played last, and all of them with their players, turn and date), the player continues
or removes any (after a question), and the question before leaving a game names it and says
where it stays. Played at the "fast" animation speed, with real clicks on the launcher and the
list, and the launcher's screen checked against a fresh render.
"""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from bugbox.core import autosaves, registry
from bugbox.core.players import Seat, Setup
from bugbox.core.saves import load_save, save_session
from bugbox.core.session import Session
from bugbox.paths import autosave_dir, autosave_folder
from bugbox.ui.newgame import NewGameDialog
from bugbox.ui.unfinished import UnfinishedDialog

SPEED = "fast"


def _seats(*names: str) -> Setup:
    colours = ("red", "blue", "green", "yellow")
    return Setup(seats=tuple(Seat(name=n, colour=colours[i]) for i, n in enumerate(names)), start_player=0)


def _play(qtbot, window, moves: int) -> None:
    """The humans on the table take `moves` actions, through the controller as the table does,
    each after the last one's animation."""
    page = window.current_page()
    for _ in range(moves):
        qtbot.waitUntil(lambda: page.flow.can_act(), timeout=10000)
        controller = page.flow
        assert controller.submit(controller.session.rules.legal_actions(controller.state)[0])
    qtbot.waitUntil(lambda: page.flow.can_act(), timeout=10000)


def _game_new(qtbot, window, *names: str) -> None:
    """Game > New game, the dialog filled in with `names` (humans) and OK clicked."""
    filled: list[bool] = []

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(20, fill)
            return
        dialog.count.setValue(len(names))
        for row, name in zip(dialog.rows, names, strict=False):
            row.name.setText(name)
            row.kind.setCurrentIndex(0)
        filled.append(True)
        qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, fill)
    window.act_new.trigger()
    assert filled


def _tile(window, game_id: str):
    return window.launcher.tiles[game_id]


def _open_list(qtbot, window, game_id: str) -> UnfinishedDialog:
    button = _tile(window, game_id).all_button
    assert button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    dialog = window.findChild(UnfinishedDialog, "unfinished")
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def _rows(dialog: UnfinishedDialog) -> list[list[str]]:
    tree = dialog.tree
    return [[tree.topLevelItem(r).text(c) for c in range(3)] for r in range(tree.topLevelItemCount())]


@pytest.fixture
def answers(monkeypatch):
    """Every question (`plaintext.ask`) is answered Yes; (title, text) of each is noted."""
    from bugbox.ui import plaintext

    asked: list[tuple[str, str]] = []

    def question(parent, title, text, *args, **kwargs):
        asked.append((title, text))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(plaintext, "ask", question)
    return asked


def test_game_new_keeps_the_game_in_progress_and_both_are_listed_continued_and_removed(
    qtbot, make_window, answers, screen_truth
):
    window = make_window(animation_speed=SPEED, confirm_abandon=True)
    window.start_session(Session("verasselt", _seats("Anna", "Ben"), 7))
    _play(qtbot, window, 5)
    first = window.current_controller()
    first_file, first_actions = first.autosaver.path, first.session.action_dicts()

    _game_new(qtbot, window, "Carla", "Dora")  # before the fix: Anna and Ben's game was gone
    [(title, question)] = answers
    assert "Anna and Ben" in question and "stays with the unfinished games" in question
    assert "kept in the autosave" not in question
    second = window.current_controller()
    assert [s.name for s in second.session.setup.seats] == ["Carla", "Dora"]
    assert second.autosaver.path != first_file
    _play(qtbot, window, 3)
    assert load_save(first_file)[0].actions == first_actions, "the first game's autosave changed"

    window.back_to_launcher()
    assert len(answers) == 2  # leaving a game with moves is asked about, naming it
    tile = _tile(window, "verasselt")
    assert tile.resume_button.isVisible() and tile.all_button.text() == "2 unfinished games…"
    screen_truth(window)

    dialog = _open_list(qtbot, window, "verasselt")
    rows = _rows(dialog)
    assert [row[0] for row in rows] == ["Carla and Dora (on its table now)", "Anna and Ben"]
    assert rows[1][1].startswith("turn ") and rows[1][2]  # how far, and when
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(1))
    qtbot.mouseClick(dialog.continue_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: window.current_page() is not None and window.current_controller().autosaver.path == first_file
    )
    continued = window.current_controller()
    assert continued.session.action_dicts() == first_actions  # its position, move for move
    assert [s.name for s in continued.session.setup.seats] == ["Anna", "Ben"]
    assert "Carla and Dora" in answers[-1][1]  # the game it replaced is named: it stays too

    window.back_to_launcher()
    dialog = _open_list(qtbot, window, "verasselt")
    assert [row[0] for row in _rows(dialog)] == ["Anna and Ben (on its table now)", "Carla and Dora"]
    assert not dialog.remove_button.isEnabled()  # not from under the table
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(1))
    qtbot.mouseClick(dialog.remove_button, Qt.MouseButton.LeftButton)
    assert answers[-1][0] == "Remove this unfinished game?" and "Carla and Dora" in answers[-1][1]
    assert [row[0] for row in _rows(dialog)] == ["Anna and Ben (on its table now)"]
    assert autosaves.listing("verasselt") == [first_file]
    dialog.reject()
    assert tile.all_button.text() == "1 unfinished game…"
    screen_truth(window)


def test_play_on_from_a_replay_keeps_the_running_game(qtbot, make_window, answers):
    window = make_window(animation_speed=SPEED, confirm_abandon=True)
    window.start_session(Session("verflixxt", _seats("Anna", "Ben"), 11))
    _play(qtbot, window, 6)
    running = window.current_controller()
    running_file, running_actions = running.autosaver.path, running.session.action_dicts()

    window.replay_current()
    viewer = window.replay_page
    viewer.go(3)
    qtbot.mouseClick(viewer.buttons["play_on"], Qt.MouseButton.LeftButton)
    assert "Anna and Ben" in answers[-1][1] and "stays with the unfinished games" in answers[-1][1]
    played_on = window.current_controller()
    assert len(played_on.session.actions) == 3 and played_on.autosaver.path != running_file
    assert load_save(running_file)[0].actions == running_actions  # before the fix: cut to 3 moves
    assert set(autosaves.listing("verflixxt")) == {running_file, played_on.autosaver.path}


def test_without_the_question_the_notice_says_where_the_game_stays(qtbot, make_window):
    window = make_window(animation_speed=SPEED, confirm_abandon=False)
    window.start_session(Session("verflixxt", _seats("Anna", "Ben"), 11))
    _play(qtbot, window, 2)
    _game_new(qtbot, window, "Carla", "Dora")
    assert window.notice.text() == (
        "Your game with Anna and Ben stays with the unfinished games in the launcher; you can finish it later."
    )
    assert len(autosaves.listing("verflixxt")) == 2


def test_a_game_dealt_but_never_played_is_not_kept_when_replaced(qtbot, make_window):
    window = make_window(animation_speed=SPEED)
    window.start_session(Session("verasselt", _seats("Anna", "Ben"), 7))
    untouched = window.current_controller().autosaver.path
    window.start_session(Session("verasselt", _seats("Carla", "Dora"), 8))
    assert not untouched.exists()
    assert autosaves.listing("verasselt") == [window.current_controller().autosaver.path]


def test_beyond_the_limit_the_oldest_not_on_a_table_go_and_the_player_is_told(qtbot, make_window, monkeypatch):
    monkeypatch.setattr(autosaves, "LIMIT", 3)
    window = make_window()
    older = []
    for number in range(3):
        session = Session("verasselt", _seats("Anna", f"Ben {number}"), number)
        session.play(session.rules.legal_actions(session.state)[0])
        path = autosave_folder("verasselt") / f"2025030{number + 1}-100000.json"
        save_session(session, path)
        older.append(path)
    window.start_session(Session("verasselt", _seats("Carla", "Dora"), 9))
    assert not older[0].exists() and older[1].exists() and older[2].exists()
    assert len(autosaves.listing("verasselt")) == 3
    assert window.notice.text() == (
        "bugbox keeps the 3 unfinished games of Voll verasselt played last, so 1 older game was removed."
    )


def test_the_old_single_autosave_joins_the_list_at_the_first_start(qtbot, make_window):
    session = Session("verflixxt", _seats("Anna", "Ben"), 3)
    for _ in range(4):
        session.play(session.rules.legal_actions(session.state)[0])
    old = autosave_dir() / "verflixxt.json"
    save_session(session, old, "2025-03-01T10:15:00+00:00")
    spoilt = autosave_dir() / "verasselt.json"
    spoilt.write_bytes(b"{ half an autosave")
    window = make_window()
    qtbot.waitUntil(lambda: not old.exists())
    [moved] = autosaves.listing("verflixxt")
    assert moved == autosave_folder("verflixxt") / "20250301-101500.json"
    assert json.loads(moved.read_text())["actions"] == session.action_dicts()
    assert spoilt.read_bytes() == b"{ half an autosave"  # unreadable: kept where it was, still listed
    assert autosaves.listing("verasselt") == [spoilt]
    assert _tile(window, "verflixxt").resume_button.isVisible()
    qtbot.mouseClick(_tile(window, "verflixxt").resume_button, Qt.MouseButton.LeftButton)
    assert window.current_controller().session.action_dicts() == session.action_dicts()


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_the_tiles_stay_equal_with_unfinished_games_in_every_language(qtbot, make_window, language, screen_truth):
    """ "N unfinished games…" has a line of its own: beside "New game" and "Continue last game"
    it made the German tiles wider than the Schaben tile (covers of unequal size)."""
    for game_id in (g for g in registry.GAMES if registry.spec(g).max_players > 1):
        for number in range(2):
            session = Session(game_id, _seats("Anna", "Ben"), number)
            session.play(session.rules.legal_actions(session.state)[0])
            save_session(session, autosave_folder(game_id) / f"2025030{number + 1}-101500.json")
    window = make_window(language=language, animation_speed=SPEED)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.width() == 1280)
    tiles = window.launcher.tiles
    assert tiles["verasselt"].all_button.isVisible() and not tiles["schaben"].all_button.isVisible()
    widths = {game_id: tile.cover.width() for game_id, tile in tiles.items()}
    assert max(widths.values()) - min(widths.values()) <= 1, widths
    for tile in tiles.values():
        for button in (tile.play_button, tile.resume_button, tile.all_button):
            if button.isVisible():
                assert button.width() >= button.sizeHint().width(), button.text()  # never cut
    screen_truth(window)
