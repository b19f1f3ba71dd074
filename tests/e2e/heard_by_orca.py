"""A real Orca on the test's AT-SPI bus, heard through its debug file.

`orca_listening(env, folder)` starts Debian's Orca (43.1 on Debian 12) on the bus of
`accessibility_bus` with a home of its own, and yields a `Heard` that reads what Orca spoke:
every utterance is a line `... - SPEECH OUTPUT: 'text'` of the file given to `--debug-file`.
No speech synthesizer is needed: Orca logs the text before handing it to one, so
speech-dispatcher is never started (`SPEECHD_CMD=/bin/false`), and braille, whose start waits
for a braille display that is not there, is switched off. Orca is ended by its process id, and
started by `orca_alone.py`: `orca --replace` would SIGKILL every Orca of the user, those of the
tests running beside this one too, and plain `orca` refuses to start beside another.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

from tests.e2e.xserver import SYSTEM_PYTHON
from tests.tools import missing_tool

#: Orca without its refusal to run beside another (never `--replace`: it kills them all)
ALONE = Path(__file__).with_name("orca_alone.py")

SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*?)' ?(?:\{|voice=|$)", re.MULTILINE)
#: The same line spoken with its clock time (a debug line starts "HH:MM:SS.ffffff - ").
TIMED = re.compile(r"^(\d\d):(\d\d):(\d\d\.\d+) - SPEECH OUTPUT: '(.*?)' ?(?:\{|voice=|$)", re.MULTILINE)
#: A sentence heard through two ways at once arrives twice within milliseconds; the same words
#: a second or more later are a second event (a computer boosting twice by one bug).
AT_ONCE = 0.3
#: What Orca says when it presses a key for the player (key echo): not the game's speech.
KEY_ECHO = re.compile(r"^[\w+ -]{1,20} $")


#: Seconds Orca takes to be listening on the bus (measured: under one; its debug file says so
#: only later, see `Heard`).
STARTING = 4.0


class Heard:
    """What Orca spoke. Orca writes its debug file through a buffer: it is whole only once
    Orca has ended, so it is read after `orca_listening` ends."""

    def __init__(self, path: Path):
        self.path = path

    def lines(self) -> list[str]:
        """Everything spoken, in order, key echoes left out."""
        if not self.path.exists():
            return []
        text = self.path.read_text(encoding="utf-8", errors="replace")
        spoken = [m.group(1) for m in SPOKEN.finditer(text)]
        return [line for line in spoken if not KEY_ECHO.match(line)]

    def said_twice(self) -> list[str]:
        """Utterances spoken twice in a row at once (a sentence heard through two ways), or one
        that only repeats the end of the one before ("... Task solved!", "Task solved!"), within
        `AT_ONCE` seconds: the same words later are another event of the game."""
        if not self.path.exists():
            return []
        text = self.path.read_text(encoding="utf-8", errors="replace")
        timed = [
            (int(h) * 3600 + int(m) * 60 + float(sec), said)
            for h, m, sec, said in TIMED.findall(text)
            if not KEY_ECHO.match(said)
        ]
        return [b for (ta, a), (tb, b) in zip(timed, timed[1:], strict=False) if a.endswith(b) and tb - ta < AT_ONCE]


@contextmanager
def orca_listening(env: Mapping[str, str], folder: Path) -> Iterator[Heard]:
    if shutil.which("orca") is None:
        missing_tool("needs Orca (apt-get install orca); .ci/run installs it")
    home = folder / "orca-home"
    home.mkdir(parents=True, exist_ok=True)
    debug = folder / "orca.out"
    run_env = {**env, "HOME": str(home), "SPEECHD_CMD": "/bin/false"}
    for key in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"):
        run_env.pop(key, None)
    orca = subprocess.Popen(
        [SYSTEM_PYTHON, str(ALONE), "--disable=braille", f"--debug-file={debug}"],
        env=run_env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    heard = Heard(debug)
    try:
        time.sleep(STARTING)
        assert orca.poll() is None, "Orca ended at its start"
        yield heard
    finally:
        orca.terminate()  # Orca ends cleanly on SIGTERM and writes out its debug file
        try:
            orca.wait(15)
        except subprocess.TimeoutExpired:
            orca.kill()
            orca.wait(10)
    assert heard.lines(), f"Orca said nothing (not even that it started): {debug}"
