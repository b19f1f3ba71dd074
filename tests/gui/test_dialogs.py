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


def test_a_seat_for_a_player_on_another_computer_makes_a_table_to_host(make_window, qtbot):
    window = make_window()
    dialog = NewGameDialog(window.ctx, "verasselt", window)
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    remote = dialog.rows[1].kinds.index("remote")
    assert dialog.rows[1].kind.itemText(remote) == "Player on another computer"
    dialog.rows[0].name.setText("Anna")
    dialog.rows[1].kind.setCurrentIndex(remote)
    assert not dialog.rows[1].name.isEnabled()  # the player brings their own name
    dialog.rows[2].kind.setCurrentIndex(1)  # Computer (easy)
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert dialog.plan is not None and dialog.plan.game == "verasselt"
    assert [seat.kind for seat in dialog.plan.seats] == ["here", "elsewhere", "computer"]
    assert dialog.plan.here() == [(0, "Anna")]
    assert [choice.player for choice in dialog.plan.choices()] == ["open", "open", "computer"]
    # Schaben jagen is played alone: no such seat (its page has its own dialog; the spec says so)
    from bugbox.ui.net.hosting import across_computers

    assert across_computers("verflixxt") and not across_computers("schaben")
    plain = NewGameDialog(window.ctx, "verflixxt", window)
    qtbot.addWidget(plain)
    qtbot.mouseClick(plain.buttons.button(plain.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert plain.plan is None and plain.setup is not None  # no seat elsewhere: a game here


def test_settings_keep_a_table_server_address_that_names_one(make_window, qtbot):
    window = make_window(language="en")
    dialog = SettingsDialog(window.ctx, window)
    qtbot.addWidget(dialog)
    dialog.server.setText("bugbox.example.org:9000")
    dialog.server.editingFinished.emit()
    assert window.ctx.settings.server_address == "bugbox.example.org:9000"
    dialog.server.setText("http://user@evil.example/")
    dialog.server.editingFinished.emit()
    assert window.ctx.settings.server_address == "bugbox.example.org:9000"
    assert dialog.server_problem.isVisibleTo(dialog)
    assert dialog.server_problem.text().startswith("This does not name a table server")
    dialog.server.setText("")
    dialog.server.editingFinished.emit()
    assert window.ctx.settings.server_address == ""


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
