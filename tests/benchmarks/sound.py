"""What the table's sounds cost: start-up beside the bare window, the device, a play, the mix.

    python tests/benchmarks/sound.py [--runs 9] [--before TREE]

- start-up: `bugbox --smoke` against the bare PySide6 window (as `startup.py`), interleaved;
  with `--before TREE` (a checkout without sound, e.g. `git archive <commit> | tar -x -C TREE`)
  that tree's `bugbox --smoke` too, in the same rounds, so the three share the machine's drift;
- after the first paint (`ui.sounds.start`): what the GUI thread spends starting the sound
  thread, and on that thread the bank's decoding and the device's opening (whichever backend
  miniaudio finds: PulseAudio, ALSA ... or none);
- `Speaker.play` on the GUI thread (a voice made: variant, pitch, gain), and the mix on the
  audio thread per second of sound with four voices at once.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from startup import environment, measure, returning_player  # noqa: E402


def startup(runs: int, before: Path | None) -> dict[str, float]:
    env = environment()
    returning_player(env)
    commands = {
        "bare": ([sys.executable, str(HERE / "bare_window.py")], env),
        "bugbox": ([sys.executable, "-m", "bugbox", "--smoke"], env),
    }
    if before is not None:
        commands["before"] = ([sys.executable, "-m", "bugbox", "--smoke"], {**env, "PYTHONPATH": str(before)})
    for command, where in commands.values():
        measure(command, where)  # warm the file cache
    walls: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, (command, where) in commands.items():
            walls[name].append(measure(command, where)[0])
    return {name: statistics.median(values) for name, values in walls.items()}


def sound_costs() -> tuple[dict[str, float], str]:
    from bugbox.paths import resources_dir
    from bugbox.sound.speaker import RATE, Bank, Speaker, mix

    folder = resources_dir() / "sounds"
    start = time.perf_counter()
    bank = Bank.load(folder)
    decode = time.perf_counter() - start
    speaker = Speaker(bank)
    start = time.perf_counter()
    thread = speaker.open_in_background(folder)
    gui = time.perf_counter() - start
    thread.join(10)
    start = time.perf_counter()
    second = Speaker(bank)
    opened = second.open()
    device = time.perf_counter() - start
    second.close()
    plays = []
    for _ in range(50):
        start = time.perf_counter()
        speaker.opened = True  # the cost of making the voice, device or not
        speaker.play("dice_7")
        plays.append(time.perf_counter() - start)
    voices = [[bank.sounds[name][0], 0, 0] for name in ("dice_7", "card_slid", "step", "your_turn")]
    start = time.process_time()
    mixed = 0
    while mixed < RATE:  # one second of sound in the device's 30 ms buffers
        if not voices:
            voices = [[bank.sounds[name][0], 0, 0] for name in ("dice_7", "card_slid", "step", "your_turn")]
        mix(voices, 661)
        mixed += 661
    mix_cpu = time.process_time() - start
    speaker.close()
    costs = {
        "decode_ms": decode * 1000,
        "start_gui_ms": gui * 1000,
        "device_ms": device * 1000,
        "device_opened": float(opened),
        "play_ms": statistics.median(plays) * 1000,
        "mix_cpu_ms_per_s": mix_cpu * 1000,
    }
    return costs, speaker.backend or "none"


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--before", type=Path, default=None)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    walls = startup(args.runs, args.before)
    line = f"start-up  bare {walls['bare'] * 1000:.0f} ms  bugbox {walls['bugbox'] * 1000:.0f} ms "
    line += f"({walls['bugbox'] / walls['bare']:.2f}x)"
    if "before" in walls:
        line += f"  before sound {walls['before'] * 1000:.0f} ms ({walls['before'] / walls['bare']:.2f}x)"
    print(line)
    c, backend = sound_costs()
    print(
        f"after the first paint: GUI thread {c['start_gui_ms']:.2f} ms to start the sound thread; on it, "
        f"decoding {c['decode_ms']:.0f} ms, opening the device {c['device_ms']:.0f} ms "
        f"({backend}, opened: {bool(c['device_opened'])})"
    )
    print(f"play (GUI thread) {c['play_ms']:.2f} ms; mix (audio thread) {c['mix_cpu_ms_per_s']:.0f} ms CPU per second")
