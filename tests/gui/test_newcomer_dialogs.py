"""Dialogs a newcomer meets (issue 18, "Everywhere"): the German settings dialog has no empty
gap, the new-game dialog shrinks when seats go. (Qt's file dialog: tests/gui/ui/test_file_dialog.py.)"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QFormLayout

from bugbox.ui.newgame import NewGameDialog
from bugbox.ui.settings_dialog import SettingsDialog


def settle(qtbot, ms: int = 50) -> None:
    QApplication.processEvents()
    qtbot.wait(ms)


def test_german_settings_form_has_no_empty_row(make_window, qtbot):
    window = make_window(language="de")
    dialog = SettingsDialog(window.ctx, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    form = dialog.form
    texts = []
    for row in range(form.rowCount()):
        if not form.isRowVisible(row):
            continue  # a row for a sentence not needed now (a table server refused) is hidden whole
        shown = []
        for role in (QFormLayout.ItemRole.LabelRole, QFormLayout.ItemRole.FieldRole, QFormLayout.ItemRole.SpanningRole):
            item = form.itemAt(row, role)
            widget = item.widget() if item is not None else None
            if widget is not None and widget.isVisible():
                shown.append(widget)
        assert shown, f"row {row} is empty"
        texts.append(shown[0].text())
    assert "Animationstempo" in texts and all(texts), texts
    # Every setting is in the form, so nothing else can open a gap between its rows ...
    assert dialog.patterns.parentWidget() is dialog and form.indexOf(dialog.patterns) >= 0
    row, _ = form.getWidgetPosition(dialog.patterns)
    above = next(
        item.widget()
        for r in range(row - 1, -1, -1)
        if form.isRowVisible(r) and (item := form.itemAt(r, QFormLayout.ItemRole.FieldRole)) is not None
    )
    gap = dialog.patterns.geometry().top() - above.geometry().bottom()
    assert gap <= 2 * max(form.verticalSpacing(), 0) + 4, gap
    # ... and the dialog is as tall as its rows, even when something asks for more.
    dialog.resize(dialog.width(), dialog.height() + 150)
    settle(qtbot)
    assert dialog.height() == dialog.sizeHint().height()
    assert dialog.patterns.geometry().top() - above.geometry().bottom() == gap


def test_new_game_dialog_shrinks_with_fewer_players(make_window, qtbot):
    window = make_window(language="de")
    dialog = NewGameDialog(window.ctx, "verasselt", window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.count.setValue(2)
    settle(qtbot)
    two = dialog.height()
    dialog.count.setValue(5)
    settle(qtbot)
    five = dialog.height()
    assert five > two
    dialog.count.setValue(2)
    settle(qtbot)
    assert dialog.height() < five
    assert dialog.height() == two
