"""The settings dialog's sound rows (ui/sound_settings.py): on or off and a volume, applied at
once and remembered, in step with View › Sound."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from bugbox.paths import settings_path
from bugbox.ui.settings_dialog import SettingsDialog


def test_sound_and_volume_are_set_in_the_dialog_and_remembered(make_window, qtbot):
    window = make_window()
    dialog = SettingsDialog(window.ctx, window)
    qtbot.addWidget(dialog)
    rows = dialog.sound
    assert rows.on.isChecked() and rows.volume.value() == 60  # on, at a moderate volume
    assert rows.volume_label.buddy() is rows.volume
    rows.volume.setFocus()
    qtbot.keyClick(rows.volume, Qt.Key.Key_PageDown)  # the keyboard moves it by ten
    assert window.ctx.settings.sound_volume == 50
    rows.on.click()
    assert not window.ctx.settings.sound and not rows.volume.isEnabled()
    assert not window.act_sound.isChecked()  # the menu follows
    saved = json.loads(settings_path().read_text())
    assert saved["sound"] is False and saved["sound_volume"] == 50
    window.act_sound.trigger()  # and the dialog follows the menu
    assert rows.on.isChecked() and rows.volume.isEnabled()


def test_a_volume_out_of_bounds_in_the_file_falls_back_to_the_default():
    from bugbox.core.settings import Settings

    assert Settings.model_validate({"sound_volume": 400}).sound_volume == 60
    assert Settings.model_validate({"sound": False}).sound is False
