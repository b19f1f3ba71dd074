"""Every field of a dialog is named by its label for a screen reader (issue 47: Orca 43 read
Settings' boxes as "English combo box" and "Fast combo box")."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QComboBox, QLineEdit, QSpinBox

from bugbox.ui.settings_dialog import SettingsDialog

SHOTS = Path("/work/notes/shots/h-orca")


def labels_of(widget) -> list[str]:
    """The names of what labels `widget` for a screen reader (AT-SPI's labelled-by relation)."""
    face = QAccessible.queryAccessibleInterface(widget)
    return [other.text(QAccessible.Text.Name) for other, _ in face.relations(QAccessible.RelationFlag.Label)]


def test_every_settings_field_is_named_by_its_label(make_window, qtbot):
    window = make_window()
    dialog = SettingsDialog(window.ctx, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    fields = dialog.findChildren(QComboBox) + dialog.findChildren(QSpinBox) + dialog.findChildren(QLineEdit)
    fields = [f for f in fields if f.isVisible() and not isinstance(f.parent(), (QComboBox, QSpinBox))]
    assert len(fields) == 4
    for field in fields:
        assert labels_of(field), f"{field.objectName()} has no label for a screen reader"
    assert labels_of(dialog.language) == ["Language"]  # Qt on Linux names a combo box by its value
    assert labels_of(dialog.speed) == ["Animation speed"]
    assert labels_of(dialog.records_limit) == ["Finished games kept for the records"]
    if SHOTS.parent.is_dir():
        SHOTS.mkdir(exist_ok=True)
        dialog.grab().save(str(SHOTS / "settings.png"))


def test_the_new_games_seats_are_named_as_documented(make_window, qtbot):
    """docs/screen-reader.md: "Colour of seat 2", "Who plays seat 2"; Orca 43 read "Human combo
    box" (Qt on Linux names a combo box by its value, and says its label by a relation)."""
    from bugbox.ui.newgame import NewGameDialog

    window = make_window()
    dialog = NewGameDialog(window.ctx, "verasselt", window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    row = dialog.rows[1]
    assert "Colour of seat 2" in labels_of(row.colour)
    assert "Who plays seat 2" in labels_of(row.kind)
    assert "Name of seat 2" in labels_of(row.name)
    assert "Start player" in labels_of(dialog.start)
    if SHOTS.parent.is_dir():
        SHOTS.mkdir(exist_ok=True)
        dialog.grab().save(str(SHOTS / "new-game.png"))
