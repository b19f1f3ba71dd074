"""Network play costs the desktop app nothing until it is used, and the server needs no Qt.

`bugbox` starts without importing websockets or anything of bugbox.server and bugbox.net;
`bugbox serve` and every module of the server and the client import neither PySide6 nor
bugbox.ui, so the server runs on a machine without a display or Qt's libraries.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = r"""
import json, runpy, sys
sys.argv = ["bugbox", *json.loads(sys.argv[1])]
try:
    runpy.run_module("bugbox", run_name="__main__")
except SystemExit as done:
    code = done.code
print(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""

NETWORK = ("websockets", "bugbox.server", "bugbox.net")
QT = ("PySide6", "shiboken6", "bugbox.ui")


def _run(arguments: list[str], home: Path) -> dict:
    env = dict(os.environ, BUGBOX_HOME=str(home), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", PROBE, json.dumps(arguments)], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def _loaded(modules: list[str], names: tuple[str, ...]) -> list[str]:
    return [m for m in modules if any(m == name or m.startswith(name + ".") for name in names)]


def test_the_app_starts_without_anything_of_network_play(tmp_path):
    started = _run(["--smoke"], tmp_path)
    assert started["code"] == 0
    assert _loaded(started["modules"], NETWORK) == []


def test_bugbox_serve_needs_no_qt(tmp_path):
    helped = _run(["serve", "--help"], tmp_path)
    assert helped["code"] == 0
    assert _loaded(helped["modules"], QT) == []


def test_the_server_and_the_client_import_no_qt(tmp_path):
    modules = sorted(
        ".".join(path.relative_to(ROOT).with_suffix("").parts)
        for folder in ("bugbox/server", "bugbox/net")
        for path in (ROOT / folder).glob("*.py")
    )
    code = "import importlib, json, sys\n" + "".join(f"importlib.import_module({m!r})\n" for m in modules)
    code += "print(json.dumps(sorted(sys.modules)))"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert len(modules) >= 10
    assert _loaded(json.loads(done.stdout), QT) == []


def test_bugbox_serve_prints_its_address_and_stops_cleanly_on_sigterm_and_ctrl_c(tmp_path):
    import signal

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from table_bots import start_server_process

    for number in (signal.SIGTERM, signal.SIGINT):
        log = tmp_path / f"server-{number}.log"
        process = start_server_process(tmp_path / "store", log)
        assert process.url.startswith("ws://127.0.0.1:")
        process.send_signal(number)
        assert process.wait(20) == 0
        process.stdout.close()
        text = log.read_text("utf-8")
        assert "stopped" in text and "Traceback" not in text


def test_bugbox_serve_plays_a_whole_game_on_uvloop_and_on_asyncios_own_loop(tmp_path):
    """`bugbox serve` runs on uvloop where it is installed (the test extra installs it, as a
    dedicated server would) and on Python's own loop with `--loop asyncio`; on each, two
    people play a Verflixxt game to its end and the listening line names the loop."""
    import asyncio

    import pytest

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from table_bots import close_all, play_out, seat_bots, start_server_process, stop_server_process

    from bugbox.net import protocol as wire

    if sys.platform == "win32":
        pytest.skip("uvloop does not run on Windows")
    for loop in ("uvloop", "asyncio"):
        log = tmp_path / f"server-{loop}.log"
        process = start_server_process(tmp_path / loop, log, "--loop", loop)
        try:
            assert process.listening.endswith(f"{loop} loop)"), process.listening

            async def game(url: str = process.url) -> list:
                seats = [wire.SeatChoice(player="open"), wire.SeatChoice(player="open")]
                _, _, bots = await seat_bots(url, "verflixxt", seats, seed=7)
                try:
                    return await play_out(bots, 60)
                finally:
                    await close_all(bots)

            saves = asyncio.run(game())
        finally:
            stop_server_process(process)
        assert len(saves) == 2 and saves[0] == saves[1]
        assert len(saves[0]["actions"]) > 10
        assert "Traceback" not in log.read_text("utf-8")
