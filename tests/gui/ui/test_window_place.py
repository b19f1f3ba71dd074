"""The window comes back where it was: size, place, maximised or full screen, and the page shown
(`bugbox/ui/window_place.py`); a place off every screen or a damaged entry is forgotten alone."""

import json

from PySide6.QtGui import QGuiApplication

from bugbox.core import registry
from bugbox.core.players import Seat, Setup
from bugbox.core.session import Session
from bugbox.paths import settings_path

#: a game for two people, whichever the registry lists first
TWO_PLAYER_GAME = next(g for g in registry.GAMES if registry.spec(g).min_players <= 2 <= registry.spec(g).max_players)


def _saved_window() -> dict:
    return json.loads(settings_path().read_text("utf-8"))["window"]


def test_size_position_and_page_survive_a_restart(make_window, qtbot):
    window = make_window()
    screen = QGuiApplication.primaryScreen().availableGeometry()
    window.setGeometry(screen.x() + 30, screen.y() + 40, 1100, 760)
    colours = registry.spec(TWO_PLAYER_GAME).seat_colours
    setup = Setup(seats=(Seat(name="Ann", colour=colours[0]), Seat(name="Ben", colour=colours[1])), start_player=0)
    window.start_session(Session(TWO_PLAYER_GAME, setup, 7))  # a new game, autosaved
    assert window.current_page() is not None
    left = window.geometry()  # the game page may have made the window grow to its minimum
    autosave = window.current_controller().autosaver.path
    window.close()
    saved = _saved_window()
    assert saved["page"] == f"{TWO_PLAYER_GAME}/{autosave.stem}" and saved["state"] == "normal"  # that very game
    assert (saved["x"], saved["y"], saved["width"], saved["height"]) == (
        left.x(),
        left.y(),
        left.width(),
        left.height(),
    )
    second = make_window()
    assert second.geometry() == left
    qtbot.waitUntil(lambda: second.current_page() is not None and second.current_page().game_id == TWO_PLAYER_GAME)
    assert second.current_controller() is not None  # the game itself, from its autosave
    assert second.current_controller().autosaver.path == autosave


def test_maximised_and_full_screen_survive_a_restart(make_window, qtbot):
    window = make_window()
    window.showMaximized()
    qtbot.waitUntil(window.isMaximized)
    window.close()
    assert _saved_window()["state"] == "maximized"
    second = make_window()
    qtbot.waitUntil(second.isMaximized)
    second.toggle_full_screen()
    qtbot.waitUntil(second.isFullScreen)
    second.close()
    assert _saved_window()["state"] == "fullscreen"
    third = make_window()
    qtbot.waitUntil(third.isFullScreen)
    assert third.act_full.isChecked()


def test_a_position_off_every_screen_is_ignored(make_window):
    make_window().close()
    data = json.loads(settings_path().read_text("utf-8"))
    data["window"] = {"x": -40000, "y": -40000, "width": 1000, "height": 700, "state": "normal", "page": "launcher"}
    settings_path().write_text(json.dumps(data))
    window = make_window()
    assert (window.width(), window.height()) == (1000, 700)  # the size is kept, the place is not
    assert any(screen.availableGeometry().intersects(window.geometry()) for screen in QGuiApplication.screens())


def test_a_damaged_window_entry_is_forgotten_not_the_settings(make_window, qtbot):
    make_window().close()
    data = json.loads(settings_path().read_text("utf-8"))
    data["window"] = {"x": "left", "width": -3, "state": "huge"}
    data["language"] = "de"
    settings_path().write_text(json.dumps(data))
    window = make_window()
    assert (window.width(), window.height()) == (1280, 800)
    assert window.ctx.settings.language == "de" and window.ctx.settings.window is None
    assert not [p for p in settings_path().parent.iterdir() if ".broken-" in p.name]
