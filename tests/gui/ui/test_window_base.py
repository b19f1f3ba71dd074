"""The main window's own matters (ui/window_base.py): where it was is saved when it closes and
restored at the next start, a place off every screen or larger than the screen is fitted, and
full screen toggles (the menu's check mark follows) and comes back as it was left. Real windows
on the offscreen platform's 1920x1080 screen, the settings file written as bugbox writes it."""

from __future__ import annotations

import json

from PySide6.QtCore import QRect

from bugbox.paths import settings_path


def place(x: int, y: int, width: int, height: int, state: str = "normal") -> dict:
    return {"x": x, "y": y, "width": width, "height": height, "state": state, "page": "launcher"}


def test_the_place_is_saved_on_closing_and_restored_at_the_next_start(make_window, qtbot):
    window = make_window()
    window.setGeometry(QRect(150, 120, 1000, 700))
    qtbot.waitUntil(lambda: window.geometry().size().toTuple() == (1000, 700), timeout=5_000)
    window.close()
    saved = json.loads(settings_path().read_text(encoding="utf-8"))["window"]  # as bugbox wrote it
    assert saved is not None and (saved["width"], saved["height"]) == (1000, 700) and saved["state"] == "normal"
    again = make_window()  # reads the settings file, as a new start does
    assert again.geometry().size().toTuple() == (1000, 700)
    assert (again.geometry().x(), again.geometry().y()) == (saved["x"], saved["y"])


def test_a_place_off_every_screen_is_ignored_and_the_window_is_on_the_screen(make_window):
    window = make_window(window=place(6000, 5000, 900, 600))
    screen = window.screen().availableGeometry()
    assert screen.intersects(window.frameGeometry()), (window.frameGeometry(), screen)
    assert screen.contains(window.geometry().center())
    assert window.geometry().size().toTuple() == (900, 600)


def test_a_place_larger_than_the_screen_is_fitted_to_it(make_window):
    window = make_window(window=place(0, 0, 4000, 3000))
    screen = window.screen().availableGeometry()
    assert screen.contains(window.frameGeometry()) or screen.contains(window.geometry()), (
        window.frameGeometry(),
        screen,
    )
    assert window.width() <= screen.width() and window.height() <= screen.height()


def test_full_screen_toggles_with_its_check_mark_and_comes_back_as_left(make_window, qtbot):
    window = make_window()
    window.setGeometry(QRect(100, 100, 1100, 720))
    qtbot.waitUntil(lambda: window.geometry().width() == 1100, timeout=5_000)
    assert not window.isFullScreen() and not window.act_full.isChecked()
    window.act_full.trigger()
    qtbot.waitUntil(window.isFullScreen, timeout=5_000)
    assert window.act_full.isChecked()
    where = window.place()
    assert where["state"] == "fullscreen"
    assert (where["width"], where["height"]) == (1100, 720), "the place to come back to is the normal one"
    window.close()
    again = make_window()
    qtbot.waitUntil(again.isFullScreen, timeout=5_000)
    assert again.act_full.isChecked()
    again.toggle_full_screen()
    qtbot.waitUntil(lambda: not again.isFullScreen(), timeout=5_000)
    assert not again.act_full.isChecked()
    assert again.geometry().size().toTuple() == (1100, 720)
