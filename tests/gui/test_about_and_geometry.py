"""Help > About shows version, licence, Qt and the licence texts; the window comes back where it was."""

import json

from PySide6.QtCore import qVersion
from PySide6.QtGui import QGuiApplication

from bugbox import __version__
from bugbox.paths import settings_path


def test_about_shows_version_licence_qt_and_opens_the_licences(make_window, qtbot):
    window = make_window(language="en")
    from bugbox.ui.about import AboutDialog

    dialog = AboutDialog(window)
    qtbot.addWidget(dialog)
    text = dialog.body.text()
    assert __version__ in text and "MIT" in text and qVersion() in text
    licences = dialog.show_licences()
    qtbot.addWidget(licences)
    names = [licences.list.item(row).text() for row in range(licences.list.count())]
    assert names[:2] == ["bugbox (MIT)", "Third-party notices"]
    assert {"LGPL-3.0", "GPL-3.0", "Python", "ICU", "pydantic"} <= set(names)
    licences.list.setCurrentRow(names.index("LGPL-3.0"))
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in licences.text.toPlainText()
    licences.list.setCurrentRow(1)
    assert "PySide6" in licences.text.toPlainText()


def test_help_menu_has_about_and_about_qt(make_window):
    window = make_window(language="en")
    texts = [action.text() for action in window.menu_help.actions()]
    assert "&About bugbox" in texts and "About &Qt" in texts


def _saved_window() -> dict:
    return json.loads(settings_path().read_text("utf-8"))["window"]


def test_size_position_and_page_survive_a_restart(make_window, qtbot):
    window = make_window()
    screen = QGuiApplication.primaryScreen().availableGeometry()
    window.setGeometry(screen.x() + 30, screen.y() + 40, 1100, 760)
    from bugbox.core.players import Seat, Setup
    from bugbox.core.session import Session

    setup = Setup(seats=(Seat(name="Ann", colour="red"), Seat(name="Ben", colour="blue")), start_player=0)
    window.start_session(Session("verflixxt", setup, 7))  # a new game, autosaved
    assert window.current_page() is not None
    left = window.geometry()  # the game page may have made the window grow to its minimum
    autosave = window.current_controller().autosaver.path
    window.close()
    saved = _saved_window()
    assert saved["page"] == f"verflixxt/{autosave.stem}" and saved["state"] == "normal"  # that very game
    assert (saved["x"], saved["y"], saved["width"], saved["height"]) == (
        left.x(),
        left.y(),
        left.width(),
        left.height(),
    )
    second = make_window()
    assert second.geometry() == left
    qtbot.waitUntil(lambda: second.current_page() is not None and second.current_page().game_id == "verflixxt")
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
