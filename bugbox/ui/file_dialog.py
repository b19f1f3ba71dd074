"""The file dialog every "open" and "save" of bugbox uses (games, the player's own tasks).

`exec()` shows the platform's own dialog where the platform theme has one (Windows, macOS, a
Linux desktop's theme, or xdg-desktop-portal when Qt picks it), else Qt's. Qt's gets room for
its columns here (its default cut the Japanese and German dates to "30 11 2...6") and its
texts from Qt's catalogues and bugbox's (ui/i18n.py: the few Qt's Japanese lacks).

A name typed without a suffix is saved with `default_suffix` (".json"): "my-game" was written
as it was typed, and the open dialog, which lists `*.json`, then did not show it. The open
dialog also offers every file (`name_filters`' last), for a save made elsewhere under another
name: whether a file is a bugbox save is the loader's to say, in one sentence.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QFileDialog, QHeaderView, QTreeView, QWidget


def file_dialog(
    parent: QWidget,
    title: str,
    folder: Path,
    name_filters: str | list[str],
    save: bool = False,
    default_suffix: str = "",
) -> QFileDialog:
    """A dialog to choose one existing file (or, with `save`, a file to write) in `folder`;
    a name typed without a suffix gets `default_suffix` (without its dot)."""
    filters = [name_filters] if isinstance(name_filters, str) else list(name_filters)
    dialog = QFileDialog(parent, title, str(folder))
    dialog.setNameFilters(filters)
    if default_suffix:
        dialog.setDefaultSuffix(default_suffix.lstrip("."))
    if save:
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    else:
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    tree = dialog.findChild(QTreeView, "treeView")  # only Qt's own dialog has one
    if tree is not None:
        header = tree.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, header.count()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        em = dialog.fontMetrics().averageCharWidth()
        dialog.resize(dialog.sizeHint().expandedTo(QSize(140 * em, 32 * dialog.fontMetrics().height())))
    return dialog


def ask_path(dialog: QFileDialog) -> Path | None:
    """Show `dialog` and return the file the player chose, or None."""
    chosen = dialog.selectedFiles() if dialog.exec() else []
    dialog.deleteLater()
    return Path(chosen[0]) if chosen else None
