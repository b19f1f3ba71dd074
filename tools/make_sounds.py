#!/usr/bin/env python3
"""Make bugbox's whole sound set as small WAV files under `resources/sounds/`.

Why a script (like tools/make_art.py): every sound is ours, made from nothing but code: noise,
modal resonators (a struck object rings at a few frequencies that die away; wood rings high and
short, a die on felt shorter still), envelopes and a few bell partials. No recording of anyone
else's is used, so the files carry the project's own licence (resources/sounds/README.md).

Each sound has a few variants (other random impacts, another pitch); the app picks one at random
and shifts its pitch a little more, so repeats do not grate. Every file is normalised to the same
loudness (RMS of its audible part) and its peak kept under -1 dBFS.

Run:  python tools/make_sounds.py      (deterministic: fixed seeds, so a re-run gives no diff)
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "resources" / "sounds"
RATE = 22050
#: Loudness of every sound: RMS of its loudest 50 ms, in dBFS.
TARGET_RMS_DB = -16.0
#: Peaks stay below this (-1 dBFS is 0.891; a margin for the app's pitch shift).
PEAK = 0.85

Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def add(into: Signal, sound: Signal, at: float, gain: float = 1.0) -> None:
    """Mix `sound` into `into` starting at `at` seconds (growing `into` when needed)."""
    start = int(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain


def fade_out(sig: Signal, share: float) -> Signal:
    """The last `share` of `sig` faded to zero (half a cosine): nothing ends with a click."""
    n = max(1, int(len(sig) * share))
    start = len(sig) - n
    return sig[:start] + [v * 0.5 * (1 + math.cos(math.pi * (i + 1) / n)) for i, v in enumerate(sig[start:])]


def modes(freqs: list[tuple[float, float, float]], seconds: float, rng: random.Random) -> Signal:
    """A struck object: damped sines (frequency Hz, amplitude, decay time s), random phases."""
    n = int(seconds * RATE)
    out = [0.0] * n
    for f, a, d in freqs:
        phase = rng.random() * 2 * math.pi
        w = 2 * math.pi * f / RATE
        k = math.exp(-1.0 / (d * RATE))
        amp = a
        for i in range(n):
            out[i] += amp * math.sin(w * i + phase)
            amp *= k
            if amp < 1e-5:
                break
    return fade_out(out, 0.25)


def noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def lowpass(sig: Signal, cutoff: float | Callable[[float], float]) -> Signal:
    """One-pole low-pass; `cutoff` may follow the time (a sweep)."""
    out = []
    y = 0.0
    for i, x in enumerate(sig):
        fc = cutoff(i / RATE) if callable(cutoff) else cutoff
        a = 1 - math.exp(-2 * math.pi * fc / RATE)
        y += a * (x - y)
        out.append(y)
    return out


def highpass(sig: Signal, cutoff: float) -> Signal:
    low = lowpass(sig, cutoff)
    return [x - y for x, y in zip(sig, low, strict=False)]


def bandpass(sig: Signal, low: float, high: float) -> Signal:
    return lowpass(highpass(sig, low), high)


def envelope(sig: Signal, attack: float, decay: float, hold: float = 0.0) -> Signal:
    """Linear attack, optional hold, exponential decay (time constant `decay` s)."""
    a, h = int(attack * RATE), int(hold * RATE)
    out = []
    for i, x in enumerate(sig):
        if i < a:
            g = i / max(a, 1)
        elif i < a + h:
            g = 1.0
        else:
            g = math.exp(-(i - a - h) / (decay * RATE))
        out.append(x * g)
    return fade_out(out, 0.15)


def tone(freq: Callable[[float], float], seconds: float, partials: tuple[float, ...] = (1.0,)) -> Signal:
    """A gliding tone (frequency follows time) with harmonic partials of these amplitudes."""
    out = []
    phase = 0.0
    for i in range(int(seconds * RATE)):
        phase += 2 * math.pi * freq(i / RATE) / RATE
        out.append(sum(a * math.sin((k + 1) * phase) for k, a in enumerate(partials)))
    return out


# ---- the pieces -------------------------------------------------------------------------------
def die_hit(rng: random.Random, strength: float) -> Signal:
    """One die landing on felt: a short bright click of plastic-hard wood, a soft felt thump."""
    base = rng.uniform(2300, 3300)
    click = modes(
        [(base, 1.0, 0.006), (base * 1.71, 0.7, 0.004), (base * 2.63, 0.4, 0.003), (base * 0.52, 0.5, 0.010)],
        0.05,
        rng,
    )
    thump = envelope(lowpass(noise(0.04, rng), 500), 0.002, 0.008)
    out = [c * 0.8 + t * 1.4 for c, t in zip(click, thump + [0.0] * len(click), strict=False)]
    return [v * strength for v in out]


def dice(count: int, rng: random.Random) -> Signal:
    """`count` dice rolling on felt: each bounces a few times, the gaps and strength shrinking;
    dice clack against each other now and then."""
    out = silence(0.05)
    for _ in range(count):
        t = rng.uniform(0.0, 0.05 + 0.012 * count)
        strength = rng.uniform(0.7, 1.0)
        gap = rng.uniform(0.06, 0.1)
        for _bounce in range(rng.randint(4, 6)):
            add(out, die_hit(rng, strength), t)
            t += gap
            gap *= rng.uniform(0.55, 0.75)
            strength *= rng.uniform(0.5, 0.7)
    for _ in range(max(0, count - 1)):
        clack = modes([(rng.uniform(3800, 4600), 0.5, 0.004), (rng.uniform(6000, 7000), 0.3, 0.003)], 0.03, rng)
        add(out, clack, rng.uniform(0.02, 0.2))
    return out + silence(0.05)


def wood_tap(rng: random.Random, pitch: float = 1.0, decay: float = 1.0) -> Signal:
    """A small wooden piece set down on a cardboard board."""
    f = 700 * pitch * rng.uniform(0.95, 1.05)
    tap = modes([(f, 1.0, 0.018 * decay), (f * 2.43, 0.6, 0.010 * decay), (f * 4.1, 0.35, 0.006 * decay)], 0.12, rng)
    thump = envelope(lowpass(noise(0.05, rng), 400), 0.001, 0.01)
    return [a + b * 0.8 for a, b in zip(tap, thump + [0.0] * len(tap), strict=False)]


def swish(rng: random.Random, seconds: float, low: float, high: float, attack: float) -> Signal:
    """Card on cloth: band-limited noise with a swell."""
    body = bandpass(noise(seconds, rng), low, high)
    return envelope(body, attack, seconds / 3)


def card_dealt(rng: random.Random) -> Signal:
    out = swish(rng, 0.14, 1500, 6000, 0.03)
    add(out, envelope(highpass(noise(0.03, rng), 2000), 0.0005, 0.006), 0.1, 0.8)
    return out + silence(0.05)


def card_slid(rng: random.Random) -> Signal:
    return swish(rng, 0.28, 600, 3500, 0.08) + silence(0.05)


def card_flipped(rng: random.Random) -> Signal:
    out = silence(0.02)
    add(out, envelope(highpass(noise(0.03, rng), 2500), 0.0005, 0.005), 0.0)
    add(out, swish(rng, 0.08, 2000, 7000, 0.01), 0.01, 0.6)
    add(out, envelope(highpass(noise(0.03, rng), 1800), 0.0005, 0.007), 0.085, 0.9)
    return out + silence(0.05)


def pileup(rng: random.Random) -> Signal:
    out = silence(0.05)
    for k in range(4):
        add(out, card_slid(rng), 0.06 * k + rng.uniform(0, 0.02), 0.7)
    add(out, envelope(lowpass(noise(0.1, rng), 300), 0.002, 0.03), 0.3, 1.2)
    return out


def bust(rng: random.Random) -> Signal:
    """A falling two-note "oh no" on a soft reed, over a felt thump."""
    f0 = 330 * rng.uniform(0.97, 1.03)
    out = envelope(tone(lambda t: f0 * (1 - 0.25 * min(t / 0.18, 1)), 0.22, (1, 0.5, 0.25)), 0.01, 0.1)
    second = envelope(tone(lambda t: f0 * 0.7 * (1 - 0.12 * t), 0.4, (1, 0.5, 0.25)), 0.01, 0.15)
    add(out, second, 0.2)
    add(out, envelope(lowpass(noise(0.08, rng), 250), 0.002, 0.03), 0.0, 1.5)
    return out


def step(rng: random.Random) -> Signal:
    return wood_tap(rng, rng.uniform(1.1, 1.3))


def hop(rng: random.Random) -> Signal:
    """A pawn hopping over others: a short upward whoosh, then its tap."""
    out = envelope(lowpass(noise(0.12, rng), lambda t: 400 + 12000 * t), 0.06, 0.03)
    add(out, wood_tap(rng, 1.4), 0.1)
    return out


def tile_taken(rng: random.Random) -> Signal:
    """A cardboard tile lifted and laid down: a dry pluck and a flap."""
    out = modes([(rng.uniform(450, 520), 1.0, 0.012), (1150, 0.5, 0.008), (2300, 0.3, 0.005)], 0.08, rng)
    add(out, envelope(bandpass(noise(0.06, rng), 800, 4000), 0.003, 0.012), 0.05, 0.7)
    add(out, wood_tap(rng, 0.8, 0.6), 0.12, 0.6)
    return out


def guard(rng: random.Random) -> Signal:
    """The big guard piece slid over the course: a heavier scrape and a low set-down."""
    out = envelope(bandpass(noise(0.25, rng), 200, 1500), 0.05, 0.08)
    add(out, wood_tap(rng, 0.55, 1.3), 0.22, 1.2)
    return out


def bite(rng: random.Random) -> Signal:
    """The Wurminator's bite: two crunchy chomps."""
    out = silence(0.02)
    for k in range(2):
        crunch = [n * (0.6 + 0.4 * math.sin(2 * math.pi * 70 * i / RATE)) for i, n in enumerate(noise(0.09, rng))]
        add(out, envelope(bandpass(crunch, 300, 2500), 0.004, 0.03), 0.15 * k)
        add(out, modes([(rng.uniform(160, 190), 1.0, 0.03)], 0.1, rng), 0.15 * k, 0.8)
    return out


def schaben_card(rng: random.Random) -> Signal:
    """A movement card put on the kitchen board: snap of the card, tap on the tiles."""
    out = swish(rng, 0.09, 1500, 6000, 0.02)
    add(out, modes([(rng.uniform(1800, 2100), 1.0, 0.01), (3900, 0.4, 0.005)], 0.06, rng), 0.07, 0.9)
    return out + silence(0.05)


def scuttle(rng: random.Random) -> Signal:
    """Cockroaches running: a quick patter of tiny leg ticks."""
    out = silence(0.35)
    t = 0.0
    while t < 0.3:
        tick = modes([(rng.uniform(4000, 6000), 1.0, 0.0015), (rng.uniform(2000, 2600), 0.5, 0.002)], 0.01, rng)
        add(out, tick, t, rng.uniform(0.4, 1.0) * math.sin(math.pi * t / 0.3))
        t += rng.uniform(0.012, 0.03)
    return out


def squash(rng: random.Random) -> Signal:
    """The squash: a soft low splat with a closing, wet filter."""
    body = lowpass(noise(0.18, rng), lambda t: 2500 * math.exp(-t / 0.04) + 150)
    out = envelope(body, 0.002, 0.05)
    add(out, modes([(rng.uniform(90, 110), 1.0, 0.05)], 0.2, rng), 0.0, 0.8)
    return out


def vacuum(rng: random.Random) -> Signal:
    """The exterminator's vacuum: a rising suck over a motor's hum."""
    seconds = 0.55
    air = lowpass(highpass(noise(seconds, rng), 300), lambda t: 800 + 5000 * t / seconds)
    hum = tone(lambda t: 110 + 30 * t, seconds, (0.5, 0.35, 0.25, 0.15))
    out = [a * 1.5 + h * 0.4 for a, h in zip(air, hum, strict=False)]
    return envelope(out, 0.12, 0.12, 0.25)


def bell(f: float, seconds: float, rng: random.Random) -> Signal:
    """A small bell: inharmonic partials, the high ones dying first."""
    return modes([(f, 1.0, 0.35), (f * 2.76, 0.4, 0.15), (f * 5.4, 0.2, 0.06), (f * 2.0, 0.25, 0.25)], seconds, rng)


def your_turn(rng: random.Random) -> Signal:
    """Two bell notes rising a fourth: short, so they never cover speech."""
    root = 660 * rng.choice((1.0, 1.06))
    out = bell(root, 0.5, rng)
    add(out, bell(root * 4 / 3, 0.55, rng), 0.12)
    return out


def win(rng: random.Random) -> Signal:
    root = 523.25
    out = silence(0.02)
    for k, ratio in enumerate((1.0, 1.25, 1.5, 2.0)):
        add(out, bell(root * ratio, 0.6, rng), 0.11 * k, 0.9 if k < 3 else 1.0)
    return out


#: name -> (maker, variants). The app plays "dice_<n>" for n dice rolling.
MAKERS: dict[str, tuple[Callable[[random.Random], Signal], int]] = {
    **{f"dice_{n}": ((lambda rng, n=n: dice(n, rng)), 3) for n in range(1, 8)},
    "card_dealt": (card_dealt, 3),
    "card_slid": (card_slid, 2),
    "card_flipped": (card_flipped, 2),
    "pileup": (pileup, 2),
    "bust": (bust, 2),
    "step": (step, 4),
    "hop": (hop, 2),
    "tile_taken": (tile_taken, 2),
    "guard": (guard, 2),
    "bite": (bite, 2),
    "schaben_card": (schaben_card, 3),
    "scuttle": (scuttle, 2),
    "squash": (squash, 2),
    "vacuum": (vacuum, 2),
    "your_turn": (your_turn, 2),
    "win": (win, 1),
}


def normalise(sig: Signal) -> Signal:
    """Even loudness: the RMS of the loudest 50 ms at TARGET_RMS_DB (short-term loudness, as an
    ear judges a click as much as a chime); then peaks under PEAK, with a
    soft limiter for very spiky sounds (dice) instead of making them quieter."""
    window = int(0.05 * RATE)
    rms = max(
        math.sqrt(sum(v * v for v in sig[i : i + window]) / window)
        for i in range(0, max(len(sig) - window, 1), window // 4)
    )
    gain = 10 ** (TARGET_RMS_DB / 20) / rms
    out = [v * gain for v in sig]
    if max(abs(v) for v in out) > PEAK:
        knee = PEAK * 0.6
        out = [
            v if abs(v) <= knee else math.copysign(knee + (PEAK - knee) * math.tanh((abs(v) - knee) / (PEAK - knee)), v)
            for v in out
        ]
    # no silence before the sound: it must start with the animation that shows it
    first = next(i for i, v in enumerate(out) if abs(v) > 0.01)
    out = out[max(0, first - int(0.002 * RATE)) :]
    # short fades so no file starts or ends with a click
    fade = int(0.002 * RATE)
    for i in range(min(fade, len(out))):
        out[i] *= i / fade
        out[-1 - i] *= i / fade
    return out


def write(path: Path, sig: Signal) -> None:
    with wave.open(str(path), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(b"".join(struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in sig))


def main() -> None:
    SOUNDS.mkdir(parents=True, exist_ok=True)
    for old in SOUNDS.glob("*.wav"):
        old.unlink()
    for name, (maker, variants) in MAKERS.items():
        for v in range(variants):
            rng = random.Random(f"{name}-{v}")
            write(SOUNDS / f"{name}.{v + 1}.wav", normalise(maker(rng)))
    print(f"wrote {sum(v for _, v in MAKERS.values())} files to {SOUNDS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
