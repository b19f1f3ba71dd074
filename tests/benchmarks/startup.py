"""Start-up: `bugbox --smoke` against the bare window, wall time and peak memory, medians.

    python tests/benchmarks/startup.py [--runs 9]

Both start the way a returning player's would. bugbox finds its folders through platformdirs
under a fresh temporary HOME (not `BUGBOX_HOME`, which skips platformdirs and would flatter
it), holding a settings.json with a chosen language (so the start reads it); the first,
uncounted run creates the folders and the cover cache like a first start.
Python may cache bytecode (an installed wheel has it compiled; this machine's environment
sets PYTHONDONTWRITEBYTECODE, which would recompile bugbox on every run and not the stdlib).
Runs are interleaved so drift in the machine's speed hits both alike.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def measure(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall seconds and peak resident MiB of one run of `command`."""
    start = time.perf_counter()
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise SystemExit(f"{command} failed: {process.stderr.read().decode()}")
    return wall, usage.ru_maxrss / 1024.0


def environment() -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("BUGBOX_HOME", "PYTHONDONTWRITEBYTECODE") and not key.startswith("XDG_")
    }
    env.update(QT_QPA_PLATFORM="offscreen", HOME=tempfile.mkdtemp(prefix="bugbox-bench-home-"))
    return env


def returning_player(env: dict[str, str]) -> None:
    """Write settings.json where bugbox will look for it under this HOME (via platformdirs)."""
    code = (
        "import json; from bugbox.paths import settings_path; "
        "settings_path().write_text(json.dumps({'language': 'en', 'animation_speed': 'normal'}))"
    )
    subprocess.run([sys.executable, "-c", code], env=env, check=True)


def compare(runs: int = 9) -> dict:
    env = environment()
    returning_player(env)
    bare_cmd = [sys.executable, str(HERE / "bare_window.py")]
    app_cmd = [sys.executable, "-m", "bugbox", "--smoke"]
    measure(bare_cmd, env), measure(app_cmd, env)  # warm the file cache for both
    bare, app = [], []
    for _ in range(runs):  # interleaved so drift hits both alike
        bare.append(measure(bare_cmd, env))
        app.append(measure(app_cmd, env))
    result = {
        "bare_s": statistics.median(w for w, _ in bare),
        "bugbox_s": statistics.median(w for w, _ in app),
        "bare_mib": statistics.median(m for _, m in bare),
        "bugbox_mib": statistics.median(m for _, m in app),
    }
    result["time_ratio"] = result["bugbox_s"] / result["bare_s"]
    result["memory_ratio"] = result["bugbox_mib"] / result["bare_mib"]
    return result


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=9)
    r = compare(parser.parse_args().runs)
    print(
        f"start-up  bare {r['bare_s'] * 1000:.0f} ms  bugbox {r['bugbox_s'] * 1000:.0f} ms  "
        f"ratio {r['time_ratio']:.2f} "
        f"(budget 1.5) {'PASS' if r['time_ratio'] <= 1.5 else 'FAIL'}"
    )
    print(
        f"memory    bare {r['bare_mib']:.0f} MiB  bugbox {r['bugbox_mib']:.0f} MiB  ratio {r['memory_ratio']:.2f} "
        f"(budget 2.0) {'PASS' if r['memory_ratio'] <= 2.0 else 'FAIL'}"
    )
