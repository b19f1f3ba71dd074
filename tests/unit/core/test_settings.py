"""settings.json: validated, persisted, and a broken one is kept aside with defaults used."""

import json

from bugbox.core.settings import Settings, load_settings, save_settings


def test_missing_settings_give_defaults_without_a_notice(tmp_path):
    settings, notice = load_settings(tmp_path / "settings.json")
    assert settings == Settings() and notice is None


def test_settings_persist_across_restarts(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(Settings(language="ja", animation_speed="off", colourblind_patterns=True), path)
    settings, notice = load_settings(path)
    assert (settings.language, settings.animation_speed, settings.colourblind_patterns) == ("ja", "off", True)
    assert notice is None


def test_unknown_fields_from_a_newer_bugbox_are_ignored(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "de", "sound_volume": 7}))
    settings, notice = load_settings(path)
    assert settings.language == "de" and notice is None and path.exists()


def test_corrupted_settings_are_kept_aside_and_defaults_used(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b'{"language": "klingon", ')
    settings, notice = load_settings(path)
    assert settings == Settings()
    kept = [p for p in tmp_path.iterdir() if ".broken-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == b'{"language": "klingon", '
    assert kept[0].name in notice.english()
