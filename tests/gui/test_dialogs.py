"""The shared dialogs: new game (seats, start player, options, remembered) and settings."""

import logging
import sys

from PySide6.QtCore import Qt

from bugbox.core.players import Level
from bugbox.ui.newgame import NewGameDialog
from bugbox.ui.settings_dialog import LANGUAGES, SPEEDS, SettingsDialog


def test_new_game_dialog_builds_the_setup_and_remembers_it(make_window, qtbot):
    window = make_window()
    dialog = NewGameDialog(window.ctx, "verflixxt", window)
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    assert [row.name.isVisibleTo(dialog) for row in dialog.rows] == [True, True, True, False]
    dialog.rows[0].name.setText("Oma")
    dialog.rows[2].kind.setCurrentIndex(3)  # Computer (hard)
    dialog.start.setCurrentIndex(2)  # seat 2 starts
    dialog.options["wurminator"].setChecked(True)
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    setup = dialog.setup
    assert [s.name for s in setup.seats][0] == "Oma" and len(setup.seats) == 3
    assert setup.seats[2].computer and setup.seats[2].level is Level.HARD
    assert setup.start_player == 1 and setup.options == {"wurminator": True}
    again = NewGameDialog(window.ctx, "verflixxt", window)
    qtbot.addWidget(again)
    assert again.current_setup() == setup


def test_new_game_dialog_refuses_two_seats_of_one_colour(make_window, qtbot):
    window = make_window()
    dialog = NewGameDialog(window.ctx, "verasselt", window)
    qtbot.addWidget(dialog)
    dialog.rows[1].colour.setCurrentIndex(dialog.rows[0].colour.currentIndex())
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert dialog.setup is None and "same colour" in dialog.problem.text()


def test_settings_dialog_applies_each_change_at_once(make_window, qtbot):
    window = make_window(language="en")
    dialog = SettingsDialog(window.ctx, window)
    qtbot.addWidget(dialog)
    dialog.speed.setCurrentIndex(SPEEDS.index("slow"))
    assert window.ctx.settings.animation_speed == "slow"
    dialog.language.setCurrentIndex(LANGUAGES.index("ja"))
    qtbot.waitUntil(lambda: window.menu_help.title().startswith("ヘルプ"))
    qtbot.waitUntil(lambda: dialog.windowTitle() == "設定")
    assert dialog.language.currentIndex() == LANGUAGES.index("ja")  # kept while retranslating


def test_an_uncaught_exception_is_logged_not_lost(make_window, tmp_path, caplog, monkeypatch):
    from bugbox import app

    make_window()
    shown = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.critical", lambda *args: shown.append(args[2]))
    previous = sys.excepthook
    try:
        app.install_crash_handler(tmp_path / "bugbox.log", smoke=False)
        with caplog.at_level(logging.CRITICAL, logger="bugbox"):
            try:
                raise RuntimeError("a toddler pressed every key")
            except RuntimeError:
                sys.excepthook(*sys.exc_info())
    finally:
        sys.excepthook = previous
    assert "a toddler pressed every key" in caplog.text
    assert shown and str(tmp_path / "bugbox.log") in shown[0]
