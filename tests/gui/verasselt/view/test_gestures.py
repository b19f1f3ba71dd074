"""The game's keys stay with the table: after a click on the panel, a dialog, the rules or a
trip to the launcher, the next key press acts on the game."""

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog


def press_where_the_focus_is(qtbot, key):
    target = QApplication.focusWidget()
    assert target is not None, "nothing has the keyboard focus"
    qtbot.keyClick(target, key)
    return target


def ready_table(table, qtbot):
    t = table(("human", "computer"), seed=9)
    t.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is t.window)
    t.wait_for_human()
    return t


def test_a_clicked_check_box_does_not_keep_the_number_keys(table, qtbot):
    t = ready_table(table, qtbot)
    box = t.page.panel.show_odds
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center())
    assert box.isChecked() is False
    target = press_where_the_focus_is(qtbot, Qt.Key.Key_1)
    assert target is t.view
    assert t.page.selection == {0}
    press_where_the_focus_is(qtbot, Qt.Key.Key_Space)  # Space does not toggle the box
    assert box.isChecked() is False


def test_keys_act_on_the_game_after_the_settings_dialog_and_the_rules(table, qtbot):
    t = ready_table(table, qtbot)

    def close_dialog():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog)
        dialog.reject()

    QTimer.singleShot(200, close_dialog)
    t.window.act_settings.trigger()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is t.view)
    press_where_the_focus_is(qtbot, Qt.Key.Key_2)
    assert t.page.selection == {1}

    t.window.act_rules.trigger()
    viewer = QApplication.activeWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is not t.window)
    viewer = QApplication.activeWindow()
    viewer.close()
    t.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is t.view)
    press_where_the_focus_is(qtbot, Qt.Key.Key_3)
    assert t.page.selection == {1, 2}


def test_keys_act_on_the_game_after_a_trip_to_the_launcher(table, qtbot):
    t = ready_table(table, qtbot)
    t.window.act_launcher.trigger()
    assert not t.page.isVisible()
    t.window.show_page("verasselt")
    qtbot.waitUntil(lambda: QApplication.focusWidget() is t.view)
    press_where_the_focus_is(qtbot, Qt.Key.Key_4)
    assert t.page.selection == {3}
