"""Game > Show the invite…: the running table's invite, to copy and send again (a friend who
lost the message, a host whose table came back at another address)."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ..i18n import translate
from ..plaintext import PlainLabel


class InviteBox(QDialog):
    """The invite in a line to copy, with Copy and Close."""

    def __init__(self, invite: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("invite_box")
        self.setWindowTitle(translate("NetLobby", "The invite"))
        label = PlainLabel(
            translate(
                "NetLobby", "Invite friends: send them this line; in bugbox they choose Join a table… and paste it."
            )
        )
        label.setWordWrap(True)
        self.invite = QLineEdit(invite)
        self.invite.setObjectName("invite")
        self.invite.setReadOnly(True)
        self.invite.setMinimumWidth(360)
        copy = QPushButton(translate("NetLobby", "Copy"))
        copy.setObjectName("copy_invite")
        copy.clicked.connect(self.copy)
        self.copied = PlainLabel()
        row = QHBoxLayout()
        row.addWidget(self.invite, 1)
        row.addWidget(copy)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(label)
        column.addLayout(row)
        column.addWidget(self.copied)
        column.addWidget(buttons)

    def copy(self) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(self.invite.text())
        self.copied.setText(translate("NetLobby", "Copied: paste it into a message to your friends."))
