"""Help > About shows version, licence, Qt and the licence texts."""

from PySide6.QtCore import qVersion

from bugbox import __version__


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
