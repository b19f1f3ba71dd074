"""The settings dialog. Every change applies at once (the language too) and is remembered.

Lowering the number of finished games kept below what is kept now deletes the oldest: that
is asked first, with the number that would go, and done in the background
(`records_pruning`); a no leaves the limit as it was.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLayout,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..core.language import LANGUAGES
from .i18n import Retranslating, show_placeholder, translate
from .plaintext import PlainLabel, ask

SPEEDS = ("off", "fast", "normal", "slow")


def language_name(code: str) -> str:
    """Languages are named in their own language, so a lost player finds his way back."""
    return {"system": translate("Settings", "System language"), "en": "English", "de": "Deutsch", "ja": "日本語"}[code]


def speed_name(speed: str) -> str:
    return {
        "off": translate("Settings", "Off"),
        "fast": translate("Settings", "Fast"),
        "normal": translate("Settings", "Normal"),
        "slow": translate("Settings", "Slow"),
    }[speed]


class SettingsDialog(Retranslating, QDialog):
    def __init__(self, ctx, parent: QWidget | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.language = QComboBox()
        self.language.setObjectName("language")
        self.speed = QComboBox()
        self.speed.setObjectName("speed")
        self.patterns = QCheckBox()
        self.confirm = QCheckBox()
        self.odds = QCheckBox()
        self.announce = QCheckBox()  # what happens at the table, spoken by a screen reader
        self.records_limit = QSpinBox()
        self.records_limit.setObjectName("records_limit")
        self.records_limit.setRange(10, 20_000)
        self.records_limit.setSingleStep(100)
        self._asking = False
        self.server = QLineEdit()  # network games: empty, or the table server to host them on
        self.server.setObjectName("server_address")
        self.server.setMaxLength(300)
        self.server_problem = PlainLabel()
        self.server_problem.setWordWrap(True)
        self.server_problem.hide()
        self.labels = [PlainLabel(), PlainLabel(), PlainLabel(), PlainLabel()]
        # One form for every setting: a form on its own in a box layout took any height the
        # window had beyond its size hint, an empty gap under the last combo box. The dialog is
        # exactly as tall as its rows and follows their size when the language changes.
        self.form = QFormLayout()
        self.form.addRow(self.labels[0], self.language)
        self.form.addRow(self.labels[1], self.speed)
        for box in (self.patterns, self.confirm, self.odds, self.announce):
            self.form.addRow(box)
        self.form.addRow(self.labels[2], self.records_limit)
        self.form.addRow(self.labels[3], self.server)
        self.form.addRow(self.server_problem)
        self.form.setRowVisible(self.server_problem, False)  # a hidden row leaves no gap
        # the table's sounds: two rows after the animation speed (ui/sound_settings.py)
        from .sound_settings import SoundRows

        self.sound = SoundRows(ctx, self.form, 2, self)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)
        layout.addLayout(self.form)
        layout.addWidget(self.buttons)
        self.retranslate()
        self._load()
        self.language.currentIndexChanged.connect(lambda i: i >= 0 and self.ctx.update_settings(language=LANGUAGES[i]))
        self.speed.currentIndexChanged.connect(lambda i: i >= 0 and self.ctx.update_settings(animation_speed=SPEEDS[i]))
        self.patterns.toggled.connect(lambda on: self.ctx.update_settings(colourblind_patterns=on))
        self.confirm.toggled.connect(lambda on: self.ctx.update_settings(confirm_abandon=on))
        self.odds.toggled.connect(lambda on: self.ctx.update_settings(show_odds=on))
        self.announce.toggled.connect(lambda on: self.ctx.update_settings(announcements=on))
        # written when the player leaves the box, not at every step of the arrows
        self.records_limit.editingFinished.connect(self._limit_chosen)
        self.server.editingFinished.connect(self._server_chosen)
        self.finished.connect(lambda _result: self._limit_chosen())
        self.finished.connect(lambda _result: self._server_chosen())

    def _server_chosen(self) -> None:
        """A table server's address is kept when it names one; otherwise the sentence says why."""
        from ..net.invite import InviteRefused
        from .i18n import tr_message
        from .net.hosting import server_place

        text = self.server.text().strip()
        try:
            if text:
                server_place(text)
        except InviteRefused as refused:
            self.server_problem.setText(tr_message(refused.reason))
            self.form.setRowVisible(self.server_problem, True)
            return
        self.form.setRowVisible(self.server_problem, False)
        if text != self.ctx.settings.server_address:
            self.ctx.update_settings(server_address=text)

    def _limit_chosen(self) -> None:
        limit = self.records_limit.value()
        if limit == self.ctx.settings.records_limit or self._asking:
            return
        self._asking = True  # the question takes the focus, which finishes the editing again
        try:
            if limit < self.ctx.settings.records_limit and not self._may_delete(limit):
                self.records_limit.setValue(self.ctx.settings.records_limit)
                return
            self.ctx.update_settings(records_limit=limit)
        finally:
            self._asking = False

    def _may_delete(self, limit: int) -> bool:
        """Lowering the limit below the games kept deletes the oldest: ask, and delete them in
        the background on a yes. True when the new limit may stand."""
        from ..core import records
        from .records_pruning import pruner_of
        from .records_table import number_text

        kept = len(records.entry_names(records.records_dir(), cap=None))  # names only: no file opened
        excess = kept - limit
        if excess <= 0:
            return True
        answer = ask(
            self,
            translate("Settings", "Delete old kept games?"),
            translate(
                "Settings",
                "You have {total} finished games kept. Keeping only {limit} deletes the oldest {count}; they "
                "cannot be brought back. Delete them?",
            ).format(total=number_text(kept), limit=number_text(limit), count=number_text(excess)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        pruner_of(self.ctx).prune_to(limit)
        return True

    def _load(self) -> None:
        s = self.ctx.settings
        self.language.setCurrentIndex(LANGUAGES.index(s.language))
        self.speed.setCurrentIndex(SPEEDS.index(s.animation_speed))
        self.patterns.setChecked(s.colourblind_patterns)
        self.confirm.setChecked(s.confirm_abandon)
        self.odds.setChecked(s.show_odds)
        self.announce.setChecked(s.announcements)
        self.records_limit.setValue(s.records_limit)
        self.server.setText(s.server_address)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Settings", "Settings"))
        self.labels[0].setText(translate("Settings", "Language"))
        self.labels[1].setText(translate("Settings", "Animation speed"))
        self.patterns.setText(translate("Settings", "Colour-blind patterns"))
        self.confirm.setText(translate("Settings", "Ask before abandoning a running game"))
        self.odds.setText(translate("Settings", "Show the bust chance in Voll verasselt"))
        self.announce.setText(translate("Settings", "Announce what happens to screen readers"))
        self.announce.setToolTip(
            translate(
                "Settings", "Rolls, moves, whose turn and the end are spoken as they happen, as the log tells them."
            )
        )
        self.labels[2].setText(translate("Settings", "Finished games kept for the records"))
        self.records_limit.setToolTip(
            translate("Settings", "When more games have been played, the oldest are forgotten first.")
        )
        self.labels[3].setText(translate("Settings", "Table server for network games"))
        show_placeholder(self.server, translate("Settings", "empty: bugbox hosts your tables itself"))
        self.server.setToolTip(
            translate("Settings", "An address such as bugbox.example.org or 192.168.1.5:8765, or a wss:// address.")
        )
        # each field named by its label: Orca 43 read "English combo box", "Fast combo box"
        for label, field in zip(self.labels, (self.language, self.speed, self.records_limit, self.server), strict=True):
            label.setBuddy(field)
            field.setAccessibleName(label.text())
        for combo, items, name in ((self.language, LANGUAGES, language_name), (self.speed, SPEEDS, speed_name)):
            index = combo.currentIndex()
            combo.blockSignals(True)
            combo.clear()
            combo.addItems([name(item) for item in items])
            combo.setCurrentIndex(index)
            combo.blockSignals(False)
