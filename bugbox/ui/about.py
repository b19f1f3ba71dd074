"""Help > About bugbox: the version, the licence, the Qt it runs on, and the licence texts.

bugbox is MIT-licensed; the binaries also carry Qt and PySide6 (LGPL-3.0) and a few Python
packages, whose notices and full licence texts must travel with them (`THIRD-PARTY-NOTICES.md`
and `licenses/` at the top of the source tree; the PyInstaller spec and the wheel put them next
to `resources/`). The licences window shows every one of those files, so a player can read them
without hunting through the install folder. Imported only when the dialog opens.
"""

from __future__ import annotations

import platform
from pathlib import Path

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..core.files import read_capped
from ..core.game import GAMES
from ..paths import data_root, resource
from .i18n import translate
from .plaintext import PlainLabel, RichLabel

LICENCE = "MIT"
NOTICES = "THIRD-PARTY-NOTICES.md"
#: The longest licence text shipped is about 35 kB; read like every file (`core.files`).
MAX_LICENCE_BYTES = 1024 * 1024


def licence_files() -> list[Path]:
    """bugbox's licence, the third-party notice, then every full licence text, as shipped."""
    root = data_root()
    files = [root / "LICENSE", root / NOTICES]
    files += sorted((root / "licenses").glob("*.txt"), key=lambda path: path.name.lower())
    return [path for path in files if path.is_file()]


def about_text() -> str:
    """The body of the About box (HTML): what bugbox is, its version and licence, Qt's version."""
    games = ", ".join(info.title for info in GAMES.values())
    lines = [
        f"<h2>bugbox {__version__}</h2>",
        "<p>" + translate("About", "Three tabletop games for one computer: {games}.").format(games=games) + "</p>",
        "<p>"
        + translate("About", "bugbox is free software under the {licence} licence.").format(licence=LICENCE)
        + "</p>",
        "<p>"
        + translate("About", "Made with Qt {qt} and PySide6 {pyside} (LGPL-3.0), Python {python}.").format(
            qt=qVersion(), pyside=pyside_version, python=platform.python_version()
        )
        + "</p>",
        "<p>"
        + translate("About", "The licences of bugbox and of everything it ships are under <i>Licences</i>.")
        + "</p>",
    ]
    return "\n".join(lines)


class LicencesDialog(QDialog):
    """A list of the licence files on the left, the chosen one on the right."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("licences")
        self.setWindowTitle(translate("About", "Licences"))
        self.files = licence_files()
        self.list = QListWidget()
        self.list.setObjectName("licence_list")
        for path in self.files:
            self.list.addItem(self._title(path))
        self.list.setMaximumWidth(240)
        self.text = QTextBrowser()
        self.text.setObjectName("licence_text")
        self.text.setOpenExternalLinks(True)
        self.list.currentRowChanged.connect(self.show_file)
        row = QHBoxLayout()
        row.addWidget(self.list)
        row.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        layout.addWidget(buttons)
        self.resize(860, 600)
        if self.files:
            self.list.setCurrentRow(0)
        else:
            self.text.setPlainText(
                translate(
                    "About", "The licence files are missing from this installation; they are in the source of bugbox."
                )
            )

    @staticmethod
    def _title(path: Path) -> str:
        if path.name == "LICENSE":
            return translate("About", "bugbox (MIT)")
        if path.name == NOTICES:
            return translate("About", "Third-party notices")
        return path.stem

    def show_file(self, row: int) -> None:
        if not 0 <= row < len(self.files):
            return
        path = self.files[row]
        try:
            text = read_capped(path, MAX_LICENCE_BYTES).decode("utf-8", "replace")
        except OSError:
            text = ""
        if path.suffix == ".md":
            self.text.setMarkdown(text)
        else:
            self.text.setPlainText(text)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("about")
        self.setWindowTitle(translate("About", "About bugbox"))
        icon_label = PlainLabel()
        icon = resource("icons", "bugbox-256.png")
        if icon.exists():
            icon_label.setPixmap(QIcon(str(icon)).pixmap(96, 96))
        self.body = RichLabel(about_text())  # our own markup: a heading, a link
        self.body.setObjectName("about_text")
        self.body.setWordWrap(True)
        self.body.setOpenExternalLinks(True)
        self.body.setMinimumWidth(380)
        row = QHBoxLayout()
        row.addWidget(icon_label)
        row.addWidget(self.body, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.licences_button = QPushButton(translate("About", "&Licences…"))
        self.licences_button.setObjectName("licences_button")
        buttons.addButton(self.licences_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.licences_button.clicked.connect(self.show_licences)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)

    def show_licences(self) -> LicencesDialog:
        dialog = LicencesDialog(self)
        dialog.show()
        return dialog
