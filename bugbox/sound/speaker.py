"""One audio device, the decoded sounds and the mix: what "play the dice" turns into.

Why like this: the device is opened once, on a thread of its own (opening PulseAudio or WASAPI
can take a tenth of a second, never on the GUI thread), after the window is on the screen. The
sounds are decoded once into 16-bit arrays. miniaudio calls the mix from its own audio thread;
the GUI thread only appends "these samples, from this frame on" to a deque (appending and
popping are atomic in CPython), so no lock and no Qt ever meets the audio thread.

No device, or a device that fails: `opened` stays False, one line goes to the log, and `play`
returns at once: the box is silent and nothing slows.
"""

from __future__ import annotations

import atexit
import collections
import logging
import random
import threading
import time
from array import array
from collections.abc import Generator, Iterable
from pathlib import Path
from typing import Any

log = logging.getLogger("bugbox.sound")

#: The mix's sample rate (the files are made at this rate: tools/make_sounds.py).
RATE = 22050
#: miniaudio's buffer: small enough that a sound starts within a frame or two of its cue.
BUFFER_MS = 30
#: A little random pitch on every play, so that repeats do not grate.
PITCH_SPREAD = 0.04


class Bank:
    """The sounds by name ("dice_3", "your_turn"), each a few variants of decoded samples."""

    def __init__(self, sounds: dict[str, list[array]]):
        self.sounds = sounds

    @classmethod
    def load(cls, folder: Path) -> Bank:
        """Decode every `<name>.<variant>.wav` in `folder` (once, at start-up, off the GUI thread)."""
        import miniaudio  # type: ignore[import-untyped]

        sounds: dict[str, list[array]] = {}
        for path in sorted(folder.glob("*.wav")):
            name = path.name.split(".")[0]
            decoded = miniaudio.decode_file(
                str(path), output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE
            )
            sounds.setdefault(name, []).append(array("h", decoded.samples))
        return cls(sounds)

    def names(self) -> set[str]:
        return set(self.sounds)


def voice(samples: array, gain: float, pitch: float) -> array:
    """`samples` at `gain`, played `pitch` times faster (nearest sample: short sounds, small shifts)."""
    n = int(len(samples) / pitch)
    return array("h", [int(samples[int(i * pitch)] * gain) for i in range(n)])


def mix(voices: list[list], frames: int) -> array:
    """`frames` samples of all `voices` ([samples, position, delay]) added, clipped to 16 bits;
    the voices advance, and the ended ones are dropped."""
    out = [0] * frames
    for v in voices:
        samples, pos, delay = v
        if delay >= frames:
            v[2] = delay - frames
            continue
        chunk = samples[pos : pos + frames - delay]
        for i, s in enumerate(chunk, delay):
            out[i] += s
        v[1] = pos + len(chunk)
        v[2] = 0
    voices[:] = [v for v in voices if v[1] < len(v[0])]
    return array("h", [-32768 if s < -32768 else 32767 if s > 32767 else s for s in out])


class Speaker:
    """Plays named sounds through one device; silent until `open` succeeded."""

    def __init__(self, bank: Bank | None = None, backends: Iterable[str] | None = None):
        self.bank = bank
        self.backends = list(backends) if backends else None  # miniaudio.Backend names, e.g. ["NULL"]
        self.volume = 0.6  # 0-1; the gain is its square, as loudness is heard
        self.opened = False
        self.backend = ""
        self.trouble = ""  # why there is no sound, for the log and the README's measurement
        self._device: Any = None
        self._pending: collections.deque[tuple[array, int]] = collections.deque()
        self._rng = random.Random()
        self.mixed_frames = 0  # how far the device has pulled the mix (tests, latency)

    # opening ---------------------------------------------------------------------------------
    def open_in_background(self, folder: Path) -> threading.Thread:
        """Load the bank and open the device on a thread of its own."""
        thread = threading.Thread(target=self.open, args=(folder,), name="bugbox-sound", daemon=True)
        thread.start()
        return thread

    def open(self, folder: Path | None = None) -> bool:
        try:
            import miniaudio

            if self.bank is None and folder is not None:
                self.bank = Bank.load(folder)
            backends = [miniaudio.Backend[name] for name in self.backends] if self.backends else None
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=RATE,
                buffersize_msec=BUFFER_MS,
                backends=backends,
                app_name="bugbox",
            )
            generator = self._mix()
            next(generator)
            device.start(generator)
        except Exception as exc:  # noqa: BLE001 - any failure of sound means silence, never a dialog
            self.trouble = f"{type(exc).__name__}: {exc}"
            log.warning("No sound: %s", self.trouble)
            return False
        self._device = device
        self.backend = str(device.backend)
        self.opened = True
        # A device still open when Python shuts down keeps calling the mix into a finalising
        # interpreter, and the process never ends: close it first.
        atexit.register(self.close)
        log.info("Sound through %s", self.backend)
        return True

    def close(self) -> None:
        device, self._device, self.opened = self._device, None, False
        atexit.unregister(self.close)
        if device is not None:
            try:
                device.close()
            except Exception as exc:  # noqa: BLE001 - closing a broken device changes nothing
                log.warning("Closing the sound device: %s", exc)

    # playing ---------------------------------------------------------------------------------
    def play(self, name: str, delays_ms: Iterable[int] = (0,)) -> bool:
        """Play a variant of `name` now (and again after each further delay); False when silent."""
        if not self.opened or self.bank is None or self.volume <= 0:
            return False
        variants = self.bank.sounds.get(name)
        if not variants:
            return False
        gain = self.volume**2
        for delay in delays_ms:
            samples = voice(self._rng.choice(variants), gain, 1 + self._rng.uniform(-PITCH_SPREAD, PITCH_SPREAD))
            self._pending.append((samples, int(delay * RATE / 1000)))
        return True

    def _mix(self) -> Generator[array, int, None]:
        """miniaudio's callback (its own thread): takes new voices, returns the next frames."""
        voices: list[list] = []
        frames = yield array("h")
        while True:
            while self._pending:
                samples, delay = self._pending.popleft()
                voices.append([samples, 0, delay])
            self.mixed_frames += frames
            frames = yield mix(voices, frames) if voices else array("h", bytes(2 * frames))

    def wait_idle(self, timeout: float = 2.0) -> None:
        """Tests: wait (bounded) until the device took every sound handed to it."""
        end = time.monotonic() + timeout
        while self._pending and time.monotonic() < end:
            time.sleep(0.01)
