"""The file dialog every "open" and "save" of bugbox uses (issue 18, "Everywhere"): where Qt
shows its own, it speaks the player's language (Japanese too, with the texts Qt's catalogue
lacks filled in by bugbox's) and has room for its columns, and loading Schaben tasks uses it too."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QTreeView

from bugbox.ui.i18n import qt_texts_bugbox_translates

LATIN_WORD = re.compile(r"[A-Za-z]{2,}")  # a mnemonic "(&L)" is one letter, a word is more


def settle(qtbot, ms: int = 50) -> None:
    QApplication.processEvents()
    qtbot.wait(ms)


@pytest.fixture
def saves(tmp_path):
    folder = tmp_path / "saves"
    (folder / "Ordner").mkdir(parents=True)
    for name in ("verasselt", "Spiel mit Oma am Sonntag"):
        (folder / f"{name}.json").write_text("{}", encoding="utf-8")
    return folder


@pytest.mark.parametrize("save", [False, True], ids=["open", "save"])
def test_qt_file_dialog_speaks_japanese_and_shows_whole_columns(make_window, qtbot, saves, save):
    window = make_window(language="ja")
    dialog = window.file_dialog(save, saves)
    # The offscreen platform has no native dialog, so this is Qt's own, the one a Linux desktop
    # without the portal shows too.
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    labels = [label.text() for label in dialog.findChildren(QLabel) if label.text()]
    assert len(labels) >= 3, labels  # "Look in:", "File name:", "Files of type:"
    assert not [text for text in labels if LATIN_WORD.search(text)], labels
    assert "保存" in dialog.windowTitle() or "開く" in dialog.windowTitle()

    tree = dialog.findChild(QTreeView, "treeView")
    model = tree.model()
    qtbot.waitUntil(lambda: model.rowCount(tree.rootIndex()) == 3)
    settle(qtbot)
    kinds = {
        model.index(row, 0, tree.rootIndex()).data(): model.index(row, 2, tree.rootIndex()).data() for row in range(3)
    }
    assert kinds["Ordner"] == "フォルダー"
    header = tree.header()
    for column in range(1, header.count()):  # size, kind, date: never "30 11 2...6"
        if not header.isSectionHidden(column):
            assert header.sectionSize(column) >= tree.sizeHintForColumn(column), column
    assert header.sectionSize(0) >= tree.sizeHintForColumn(0)  # the whole file names
    assert dialog.width() >= 100 * dialog.fontMetrics().averageCharWidth()


def test_qt_texts_bugbox_fills_in_are_translated(make_window):
    make_window(language="ja")
    assert not [text for text in qt_texts_bugbox_translates() if LATIN_WORD.search(text)]


def test_schaben_load_tasks_uses_the_same_roomy_translated_dialog(make_window, qtbot):
    """ "Load tasks from a file" opened Qt's static dialog: English labels, cut columns."""
    window = make_window(language="ja")
    window.show_page("schaben")
    browser = window.current_page().browser
    seen: dict[str, object] = {}

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, look)
            return
        seen["title"] = dialog.windowTitle()
        seen["labels"] = [label.text() for label in dialog.findChildren(QLabel) if label.text()]
        seen["wide"] = dialog.width() >= 130 * dialog.fontMetrics().averageCharWidth()  # Qt's own: ~107
        dialog.reject()

    QTimer.singleShot(20, look)
    # offscreen has no native dialog: this is Qt's own, as on a Linux desktop without the portal
    browser.load_button.click()
    assert seen.get("wide") is True, seen
    assert seen["title"] and not LATIN_WORD.search(str(seen["title"]))
    assert not [text for text in seen["labels"] if LATIN_WORD.search(text)], seen["labels"]
