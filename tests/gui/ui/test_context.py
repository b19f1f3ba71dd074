"""What every window shares: the settings read on first use (a broken file told once, in the
notice, and replaced by defaults), changed settings written and announced, and a settings file
that cannot be written told once through the disk-trouble channel."""

import json
import os
from pathlib import Path

from bugbox.paths import settings_path
from bugbox.ui.context import AppContext
from bugbox.ui.i18n import tr_message


def test_the_settings_are_read_on_first_use(qapp):
    settings_path().write_text(json.dumps({"language": "de", "animation_speed": "fast"}), encoding="utf-8")
    ctx = AppContext()
    assert ctx._settings is None  # nothing read before the first paint asks
    assert ctx.settings.language == "de" and ctx.animation_speed == "fast"
    assert ctx.startup_notice is None


def test_a_broken_settings_file_is_told_once_and_defaults_are_used(qapp):
    settings_path().write_text("{not json", encoding="utf-8")
    ctx = AppContext()
    told = []
    ctx.notice.connect(told.append)
    assert ctx.settings.language == "system"
    assert ctx.settings is ctx.settings  # read once only
    assert len(told) == 1 and tr_message(told[0])


def test_changed_settings_are_written_and_announced(qapp, qtbot):
    ctx = AppContext()
    with qtbot.waitSignal(ctx.settings_changed, timeout=1000):
        ctx.update_settings(animation_speed="off")
    assert json.loads(settings_path().read_text(encoding="utf-8"))["animation_speed"] == "off"
    assert AppContext().settings.animation_speed == "off"  # the next start reads it


def test_settings_that_cannot_be_written_are_told_once_and_again_when_they_can(qapp, monkeypatch, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    (home / "config").write_text("a file where the folder should be", encoding="utf-8")
    monkeypatch.setenv("BUGBOX_HOME", str(home))
    ctx = AppContext()
    heard = []
    ctx.disk_notice.connect(lambda kind, message, trouble: heard.append(trouble))
    ctx.update_settings(animation_speed="fast")
    ctx.update_settings(animation_speed="normal")
    assert heard == [True]  # told once while it fails
    assert ctx.settings.animation_speed == "normal"  # the game goes on with the choice
    os.remove(home / "config")
    Path(home / "config").mkdir()
    ctx.update_settings(animation_speed="off")
    assert heard == [True, False]
