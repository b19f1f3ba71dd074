"""Issue 28, item 10 (part): a save named without ".json" is saved with it, and Open lists it.

Game > Save as with the name "my-game" wrote a file "my-game", which Game > Open (listing
`*.json`) did not show. Now Qt's dialog adds ".json" (and asks before replacing a file so
named); a platform dialog that ignores the default suffix gets it added by bugbox; the open
dialog lists the saves first and offers every file too. The dialog is driven by typing into it
and pressing Enter, as a player does.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QTreeView

from bugbox.core.players import Seat, Setup
from bugbox.core.saves import load_save
from bugbox.core.session import Session
from bugbox.paths import saves_dir

SETUP = Setup(seats=(Seat(name="Anna", colour="red"), Seat(name="Ben", colour="blue")), start_player=0)


def _type_into_the_dialog(qtbot, name: str, typed: list[str], tries: int = 250) -> None:
    """Type `name` into the file dialog when it is up, and press Enter; a dialog still up two
    seconds later is closed (so a test that fails never hangs)."""
    dialog = QApplication.activeModalWidget()
    if not isinstance(dialog, QFileDialog):
        if tries > 0:
            QTimer.singleShot(20, lambda: _type_into_the_dialog(qtbot, name, typed, tries - 1))
        return
    edit = dialog.findChild(QLineEdit, "fileNameEdit")
    edit.clear()
    qtbot.keyClicks(edit, name)
    typed.append(name)
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    QTimer.singleShot(2000, dialog, lambda: dialog.reject() if dialog.isVisible() else None)


def _listed(qtbot, dialog: QFileDialog) -> set[str]:
    tree = dialog.findChild(QTreeView, "treeView")
    model = tree.model()
    qtbot.waitUntil(lambda: model.rowCount(tree.rootIndex()) > 0)
    qtbot.wait(50)
    return {model.index(row, 0, tree.rootIndex()).data() for row in range(model.rowCount(tree.rootIndex()))}


def test_save_as_my_game_writes_my_game_json_and_open_lists_it(qtbot, make_window):
    window = make_window()
    window.start_session(Session("verflixxt", SETUP, 4))
    typed: list[str] = []
    QTimer.singleShot(0, lambda: _type_into_the_dialog(qtbot, "my-game", typed))
    window.act_save_as.trigger()
    assert typed == ["my-game"]
    saved = saves_dir() / "my-game.json"
    assert saved.is_file(), sorted(p.name for p in saves_dir().iterdir())  # before: "my-game"
    assert not (saves_dir() / "my-game").exists()
    assert window.current_controller().save_path == saved
    load_save(saved)

    (saves_dir() / "from-an-older-bugbox").write_bytes(saved.read_bytes())
    dialog = window.file_dialog(False, saves_dir())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert "my-game.json" in _listed(qtbot, dialog)
    assert dialog.nameFilters()[-1] == "All files (*)"
    dialog.selectNameFilter("All files (*)")
    qtbot.waitUntil(lambda: "from-an-older-bugbox" in _listed(qtbot, dialog))
    dialog.reject()


def test_a_platform_dialog_that_ignores_the_suffix_still_gets_json(qtbot, make_window, monkeypatch):
    from bugbox.ui import file_dialog

    window = make_window()
    window.start_session(Session("verflixxt", SETUP, 4))
    monkeypatch.setattr(file_dialog, "ask_path", lambda dialog: saves_dir() / "typed-bare")
    window.save_as()
    assert (saves_dir() / "typed-bare.json").is_file() and not (saves_dir() / "typed-bare").exists()
