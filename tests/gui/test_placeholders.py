"""Grey placeholders are shown whole in every language (issue 37, finding 13): the name of a
seat for a player on another computer in the new-game dialog, and the table server's field in
Settings ("kommt mit der Ei…", and the server field was cut in all three languages)."""

import pytest
from PySide6.QtWidgets import QStyle, QStyleOptionFrame


def room_and_need(edit) -> tuple[int, int]:
    """The width the field gives its text, and the width its placeholder takes."""
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    room = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit).width()
    return room, edit.fontMetrics().horizontalAdvance(edit.placeholderText())


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
def test_placeholders_are_shown_whole(make_window, qtbot, lang):
    from bugbox.ui.newgame import NewGameDialog
    from bugbox.ui.settings_dialog import SettingsDialog

    window = make_window(language=lang)
    dialog = NewGameDialog(window.ctx, "verflixxt", window)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.count.setValue(3)
    name = dialog.rows[2].name
    dialog.rows[2].kind.setCurrentIndex(dialog.rows[2].kinds.index("remote"))
    qtbot.waitUntil(lambda: room_and_need(name)[0] >= room_and_need(name)[1], timeout=3000)
    assert name.placeholderText()
    settings = SettingsDialog(window.ctx, window)
    settings.show()
    qtbot.waitExposed(settings)
    room, need = room_and_need(settings.server)
    assert settings.server.placeholderText() and room >= need, (room, need)
    dialog.reject()
    settings.reject()
