"""The box around the games: launcher, language, settings, broken files."""

import json

from bugbox.core.game import GAMES
from bugbox.paths import autosave_folder, settings_path
from bugbox.ui.game_page import GamePage


def test_launcher_shows_a_tile_per_game(make_window):
    window = make_window()
    assert set(window.launcher.tiles) == set(GAMES)
    assert window.launcher.tiles["verasselt"].title.text() == "Voll verasselt"


def test_launcher_opens_each_game_page(make_window, qtbot):
    window = make_window()
    for game_id in GAMES:
        page = window.show_page(game_id)
        assert isinstance(page, GamePage) and page.game_id == game_id
        assert window.stack.currentWidget() is page
        window.back_to_launcher()
        assert window.stack.currentWidget() is window.launcher


def test_language_switch_retranslates_the_open_window_live(make_window, qtbot):
    window = make_window(language="en")
    assert window.menu_game.title() == "&Game"
    window.ctx.update_settings(language="de")
    qtbot.waitUntil(lambda: window.menu_game.title() == "&Spiel")
    assert window.launcher.tiles["verasselt"].play_button.text() == "Neues Spiel"
    window.ctx.update_settings(language="ja")
    qtbot.waitUntil(lambda: window.menu_game.title().startswith("ゲーム"))
    window.ctx.update_settings(language="en")
    qtbot.waitUntil(lambda: window.menu_game.title() == "&Game")


def test_settings_persist_across_restarts(make_window, qtbot):
    window = make_window()
    window.ctx.update_settings(language="de", colourblind_patterns=True)
    window.close()
    second = make_window()  # reads settings.json again, like a new start
    assert second.ctx.settings.language == "de" and second.ctx.settings.colourblind_patterns
    qtbot.waitUntil(lambda: second.menu_game.title() == "&Spiel")


def test_corrupted_settings_are_kept_and_the_player_told(make_window, qtbot):
    path = settings_path()
    path.write_text('{"language": ')
    window = make_window()
    kept = [p for p in path.parent.iterdir() if ".broken-" in p.name]
    assert len(kept) == 1 and kept[0].read_text() == '{"language": '
    assert kept[0].name in window.notice.text()
    assert window.ctx.settings.language == "system"


def test_a_save_that_is_not_json_is_refused_and_left_untouched(make_window, tmp_path):
    window = make_window()
    bad = tmp_path / "game.json"
    bad.write_bytes(b"\x00\x01 not a save")
    assert window.open_file(bad) is False
    assert "not valid JSON" in window.notice.text()
    assert bad.read_bytes() == b"\x00\x01 not a save"
    assert window.stack.currentWidget() is window.launcher


def test_a_save_for_an_unknown_game_or_newer_version_is_refused(make_window, tmp_path):
    window = make_window()
    foreign = tmp_path / "chess.json"
    foreign.write_text(json.dumps({"version": 1, "game": "chess", "setup": {}, "seed": 1, "actions": []}))
    assert window.open_file(foreign) is False
    assert "chess" in window.notice.text()
    future = tmp_path / "future.json"
    future.write_text(json.dumps({"version": 99, "game": "verasselt", "seed": 1}))
    assert window.open_file(future) is False
    assert "newer bugbox" in window.notice.text()
    assert json.loads(future.read_text())["version"] == 99


def test_a_broken_autosave_is_kept_aside_and_the_launcher_carries_on(make_window):
    path = autosave_folder("verflixxt") / "20250301-101500.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ truncated")
    window = make_window()
    assert window.launcher.tiles["verflixxt"].resume_button.isVisibleTo(window)
    window.resume("verflixxt")
    kept = [p for p in path.parent.iterdir() if ".broken-" in p.name]
    assert len(kept) == 1 and kept[0].read_text() == "{ truncated"
    assert kept[0].name in window.notice.text()
    assert not window.launcher.tiles["verflixxt"].resume_button.isVisibleTo(window)


def test_the_menus_carry_the_usual_shortcuts_and_they_work(make_window, qtbot):
    from PySide6.QtCore import Qt

    window = make_window()
    keys = {
        name: getattr(window, f"act_{name}").shortcut().toString()
        for name in ("new", "open", "save", "undo", "launcher", "full", "settings")
    }
    assert keys == {
        "new": "Ctrl+N",
        "open": "Ctrl+O",
        "save": "Ctrl+S",
        "undo": "Ctrl+Z",
        "launcher": "Ctrl+L",
        "full": "F11",
        "settings": "Ctrl+,",
    }
    window.show_page("schaben")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.launcher)


def test_a_game_box_lights_up_and_shows_a_hand_under_the_mouse(make_window, qtbot):
    from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
    from PySide6.QtGui import QEnterEvent
    from PySide6.QtWidgets import QApplication

    window = make_window()
    tile = window.launcher.tiles["verflixxt"]
    edge = QPoint(tile.width() // 2, 1)  # on the 2 px edge, clear of the rounded corners
    assert tile.grab().toImage().pixelColor(edge).name() == "#2b2b2b"
    assert tile.cursor().shape() == Qt.CursorShape.ArrowCursor
    # The offscreen platform has no pointer, so the events a real mouse would cause are sent.
    centre = QPointF(tile.rect().center())
    QApplication.sendEvent(tile, QEnterEvent(centre, centre, QPointF(tile.mapToGlobal(tile.rect().center()))))
    assert tile.grab().toImage().pixelColor(edge).name() == "#e69f00"
    assert tile.cursor().shape() == Qt.CursorShape.PointingHandCursor
    QApplication.sendEvent(tile, QEvent(QEvent.Type.Leave))
    assert tile.grab().toImage().pixelColor(edge).name() == "#2b2b2b"
