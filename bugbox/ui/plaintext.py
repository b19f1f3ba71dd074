"""Text from outside bugbox is shown as the characters it holds, never read as markup.

A player's name, a save's or a kept game's fields, a task's id, a file's name or path, and soon
anything that comes over the network may hold `<b>`, `<img src=...>` or `&lt;`. Qt's labels,
tooltips, message boxes and input dialogs guess by default (`Qt.AutoText`,
`Qt::mightBeRichText`) whether a string is HTML, and render it if it looks so: a name
`<b>Mallory</b>` showed bold, `<img src=/dev/zero>` made Qt read /dev/zero until memory ran
out (one such name in an autosave aborted every later start), and `<img src=A-FIFO>` blocked
the window for ever. This module is the one way the views show text, so none of that can reach
a rich-text renderer:

- `PlainLabel`: every label, whatever it shows. It is plain text from the start, so a text set
  later is never guessed at. No other module makes a QLabel
  (tests/unit/test_plain_text_rule.py checks it).
- `RichLabel`: the few labels that mix our own markup with a name (a coloured symbol before a
  player's name, the links of About). What comes from outside goes in through `escaped`.
- `plain_tip`: a tooltip that shows its text literally. Qt guesses per tooltip, so an escaped
  name alone would show "&lt;" (no tag: taken as plain) while the raw name renders; the tip is
  therefore always rich, escaped, and laid out as Qt lays out a plain tooltip: spaces and line
  breaks kept, no other breaks (`white-space: pre`; Qt wraps rich tooltips to a narrow box,
  and `Qt.convertFromPlainText` either does that too or collapses a name's double spaces).
- `ask`, `ask_text`, `ask_item`: a question box and the input dialogs with plain labels (Qt's
  static `QMessageBox.question` and `QInputDialog.getText` guess).
- `no_mnemonic`: a name on a button or in a menu entry, where Qt takes "&" for the mark of a
  shortcut key (a task "R&D" showed as "RD", its D the shortcut).
- A scene's `QGraphicsTextItem` takes `setPlainText`, or `setHtml` with `escaped` names;
  `QGraphicsSimpleTextItem`, tabs, list and table cells and window titles are plain in Qt
  already, and so are buttons and menus but for their "&".

The format is set through the `textFormat` property by its value, not `Qt.TextFormat`: the
launcher and the notice bar are built before the first paint, and touching PySide6's `Qt`
namespace then costs 20-35 ms (see bugbox/ui/launcher.py). tests/gui/test_untrusted_text.py
plays every game with such names and finds them shown literally everywhere.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QInputDialog, QMessageBox

#: `Qt.TextFormat.PlainText` and `Qt.TextFormat.RichText` by value (see the module docstring).
PLAIN_TEXT = 0
RICH_TEXT = 1


class PlainLabel(QLabel):
    """A label that shows its text as it is: any text, ours or from outside."""

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.setProperty("textFormat", PLAIN_TEXT)
        if text:
            self.setText(text)


class RichLabel(QLabel):
    """A label with our own markup. Every name, id or other text from outside in it goes in
    through `escaped`."""

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.setProperty("textFormat", RICH_TEXT)
        if text:
            self.setText(text)


def escaped(text: str) -> str:
    """`text` for a place in our own markup (a RichLabel, a scene item's `setHtml`)."""
    return html.escape(text)


def no_mnemonic(text: str) -> str:
    """`text` for a button or a menu entry, where "&" marks a shortcut key: each "&" doubled."""
    return text.replace("&", "&&")


def plain_tip(text: str) -> str:
    """A tooltip that shows `text` literally (see the module docstring)."""
    if not text:
        return ""
    return '<p style="white-space:pre">' + html.escape(text.replace("\r\n", "\n"), quote=False) + "</p>"


def ask(
    parent: QWidget | None,
    title: str,
    text: str,
    buttons: QMessageBox.StandardButton | None = None,
    default: QMessageBox.StandardButton | None = None,
) -> QMessageBox.StandardButton:
    """`QMessageBox.question` with its text shown plain: the button pressed (Yes and No unless
    `buttons` says otherwise)."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setProperty("textFormat", PLAIN_TEXT)  # before the text: it is never guessed at
    box.setText(text)
    box.setStandardButtons(
        buttons if buttons is not None else QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    )
    if default is not None:
        box.setDefaultButton(default)
    if box.exec() == -1:
        answer = QMessageBox.StandardButton.Cancel
    else:
        answer = box.standardButton(box.clickedButton())
    box.deleteLater()
    return answer


def _input_dialog(parent: QWidget | None, title: str, label: str) -> QInputDialog:
    """An input dialog whose label is plain before its text goes in."""
    from PySide6.QtWidgets import QInputDialog

    dialog = QInputDialog(parent)
    dialog.setWindowTitle(title)
    dialog.setLabelText("")  # makes the label
    for child in dialog.findChildren(QLabel):
        child.setProperty("textFormat", PLAIN_TEXT)
    dialog.setLabelText(label)
    return dialog


def ask_text(parent: QWidget | None, title: str, label: str, text: str = "") -> tuple[str, bool]:
    """`QInputDialog.getText` with a plain label: (the text, whether OK was pressed)."""
    dialog = _input_dialog(parent, title, label)
    dialog.setTextValue(text)
    accepted = bool(dialog.exec())
    value = dialog.textValue() if accepted else ""
    dialog.deleteLater()
    return value, accepted


def ask_item(
    parent: QWidget | None, title: str, label: str, items: Sequence[str], current: int = 0
) -> tuple[str, bool]:
    """`QInputDialog.getItem` (not editable) with a plain label: (the item, whether OK was pressed)."""
    dialog = _input_dialog(parent, title, label)
    dialog.setComboBoxItems(list(items))
    dialog.setTextValue(items[current] if 0 <= current < len(items) else "")
    dialog.setComboBoxEditable(False)
    accepted = bool(dialog.exec())
    value = dialog.textValue() if accepted else ""
    dialog.deleteLater()
    return value, accepted
