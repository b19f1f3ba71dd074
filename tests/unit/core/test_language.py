"""The language read at start, before the settings are validated: whatever is wrong with
settings.json reads as "system" (the desktop's language), and nothing there can stop the start."""

import json
import os

import pytest

from bugbox.core.language import MAX_SETTINGS_BYTES, peek_language, peek_setting


def write(path, data) -> None:
    path.write_text(json.dumps(data), encoding="utf-8")


def test_the_chosen_language_is_read(tmp_path):
    settings = tmp_path / "settings.json"
    write(settings, {"language": "ja", "window": {"x": 3}})
    assert peek_language(settings) == "ja"
    assert peek_setting(settings, "window") == {"x": 3}


@pytest.mark.parametrize("content", ['{"language": "klingon"}', '{"language": 3}', "[1, 2]", "{not json", ""])
def test_an_unknown_value_or_a_broken_file_reads_as_system(tmp_path, content):
    settings = tmp_path / "settings.json"
    settings.write_text(content, encoding="utf-8")
    assert peek_language(settings) == "system"


def test_a_missing_file_a_folder_or_an_oversized_file_reads_as_system(tmp_path):
    assert peek_language(tmp_path / "missing.json") == "system"
    assert peek_language(tmp_path) == "system"
    big = tmp_path / "big.json"
    big.write_text('{"language": "de", "pad": "' + "x" * MAX_SETTINGS_BYTES + '"}', encoding="utf-8")
    assert peek_language(big) == "system"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs need a POSIX system")
def test_a_fifo_does_not_block_the_start(tmp_path):
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)  # opened for reading, it would wait for a writer for ever
    assert peek_language(fifo) == "system"
