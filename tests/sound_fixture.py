"""A real speaker on miniaudio's NULL backend (a device that plays into nothing, in real time):
for the tests that ask for sound. Import the fixture into a test module:
`from tests.sound_fixture import null_speaker  # noqa: F401`."""

from __future__ import annotations

import pytest

from bugbox.paths import resources_dir
from bugbox.sound.speaker import Speaker
from bugbox.ui import sounds


@pytest.fixture
def null_speaker():
    speaker = Speaker(backends=["NULL"])
    assert speaker.open(resources_dir() / "sounds"), speaker.trouble
    sounds.install(speaker)
    yield speaker
    sounds.install(None)
    speaker.close()
