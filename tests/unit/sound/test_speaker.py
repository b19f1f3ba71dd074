"""The speaker: the bank, the mix, and silence when there is no device (miniaudio's NULL backend)."""

from __future__ import annotations

import logging
import time
from array import array

from bugbox.paths import resources_dir
from bugbox.sound.speaker import RATE, Bank, Speaker, mix, voice

NAMES = {
    *(f"dice_{n}" for n in range(1, 8)),
    "card_dealt",
    "card_slid",
    "card_flipped",
    "pileup",
    "bust",
    "step",
    "hop",
    "tile_taken",
    "guard",
    "bite",
    "schaben_card",
    "scuttle",
    "squash",
    "vacuum",
    "your_turn",
    "win",
}


def test_the_bank_holds_every_sound_the_issue_names_in_variants_peaks_under_minus_one_dbfs():
    bank = Bank.load(resources_dir() / "sounds")
    assert bank.names() == NAMES
    for name, variants in bank.sounds.items():
        assert len(variants) >= (3 if name.startswith("dice_") else 1), name
        for samples in variants:
            assert 0.05 * RATE < len(samples) < 1.0 * RATE, name  # short: never covers speech
            assert max(abs(s) for s in samples) < 0.891 * 32768, name  # -1 dBFS


def test_the_mix_adds_voices_from_their_delays_clips_and_drops_the_ended_ones():
    voices = [[array("h", [1000] * 10), 0, 0], [array("h", [32000] * 4), 0, 3]]
    assert list(mix(voices, 8)) == [1000, 1000, 1000, 32767, 32767, 32767, 32767, 1000]
    assert len(voices) == 1  # the short one ended and went
    assert list(mix(voices, 4)) == [1000, 1000, 0, 0] and voices == []
    late = [[array("h", [5] * 2), 0, 6]]  # starts in the next buffer
    assert list(mix(late, 4)) == [0, 0, 0, 0]
    assert list(mix(late, 4)) == [0, 0, 5, 5]


def test_a_voice_is_scaled_and_pitched():
    samples = array("h", range(0, 1000, 10))
    assert list(voice(samples, 0.5, 1.0))[:3] == [0, 5, 10]
    assert len(voice(samples, 1.0, 1.25)) == 80


def test_a_null_device_pulls_the_mix_and_plays_what_it_is_given():
    speaker = Speaker(backends=["NULL"])
    assert speaker.open(resources_dir() / "sounds")
    try:
        assert speaker.backend == "Null"
        assert speaker.play("dice_5")
        assert not speaker.play("no_such_sound")
        speaker.wait_idle()
        assert not speaker._pending  # the audio thread took it
        before = speaker.mixed_frames
        deadline = time.monotonic() + 5
        while speaker.mixed_frames == before and time.monotonic() < deadline:
            time.sleep(0.01)
        assert speaker.mixed_frames > before
    finally:
        speaker.close()


def test_no_device_is_silence_and_one_log_line(caplog, monkeypatch):
    import miniaudio

    def refuse(*args, **kwargs):
        raise miniaudio.MiniaudioError("no backend")

    monkeypatch.setattr(miniaudio, "PlaybackDevice", refuse)
    speaker = Speaker()
    with caplog.at_level(logging.INFO, logger="bugbox.sound"):
        assert not speaker.open(resources_dir() / "sounds")
    assert [r.levelname for r in caplog.records] == ["WARNING"]
    assert "No sound" in caplog.records[0].getMessage()
    assert not speaker.play("dice_3")  # returns at once, plays nothing
    assert not speaker._pending


def test_volume_zero_plays_nothing():
    speaker = Speaker(backends=["NULL"])
    assert speaker.open(resources_dir() / "sounds")
    try:
        speaker.volume = 0.0
        assert not speaker.play("win")
    finally:
        speaker.close()


def test_a_process_with_the_device_open_still_ends():
    """An open device kept calling the mix into the finalising interpreter: `bugbox` never quit."""
    import subprocess
    import sys

    code = (
        "from bugbox.sound.speaker import Speaker; from bugbox.paths import resources_dir; "
        "s = Speaker(backends=['NULL']); assert s.open(resources_dir() / 'sounds'); s.play('win')"
    )
    done = subprocess.run([sys.executable, "-c", code], timeout=60, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
