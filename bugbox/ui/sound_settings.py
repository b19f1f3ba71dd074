"""The settings dialog's sound rows: sound on or off, and its volume (ui/sounds.py plays).

Kept apart from ui/settings_dialog.py, which only places them: the volume is written when the
slider is let go (or moved by the keyboard), not at every step of a drag.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QCheckBox, QFormLayout, QSlider

from .i18n import translate
from .plaintext import PlainLabel


class SoundRows(QObject):
    """Two rows of `form` from `row` on: "Sound" (a check box) and "Volume" (a slider, 0-100)."""

    def __init__(self, ctx, form: QFormLayout, row: int, parent: QObject | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.on = QCheckBox()
        self.on.setObjectName("sound")
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setObjectName("sound_volume")
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume_label = PlainLabel()
        self.volume_label.setBuddy(self.volume)
        form.insertRow(row, self.on)
        form.insertRow(row + 1, self.volume_label, self.volume)
        self.retranslate()
        self.load()
        self.on.toggled.connect(self._on_toggled)
        self.volume.valueChanged.connect(self._volume_moved)
        self.volume.sliderReleased.connect(self._released)
        ctx.settings_changed.connect(self.load)
        ctx.settings_changed.connect(self.retranslate)

    def load(self) -> None:
        s = self.ctx.settings
        self.on.blockSignals(True)
        self.on.setChecked(s.sound)
        self.on.blockSignals(False)
        if not self.volume.isSliderDown():
            self.volume.blockSignals(True)
            self.volume.setValue(s.sound_volume)
            self.volume.blockSignals(False)
        self.volume.setEnabled(s.sound)
        self.volume_label.setEnabled(s.sound)

    def _on_toggled(self, on: bool) -> None:
        if on != self.ctx.settings.sound:
            self.ctx.update_settings(sound=on)

    def _volume_moved(self, value: int) -> None:
        if not self.volume.isSliderDown() and value != self.ctx.settings.sound_volume:
            self.ctx.update_settings(sound_volume=value)
        self.volume.setAccessibleDescription(translate("Settings", "{percent} %").format(percent=value))

    def _released(self) -> None:
        self._volume_moved(self.volume.value())

    def retranslate(self) -> None:
        self.on.setText(translate("Settings", "Sounds at the table (dice, cards, pieces, “your turn”)"))
        self.volume_label.setText(translate("Settings", "Sound &volume:"))
        self.volume.setAccessibleName(translate("Settings", "Sound volume"))
