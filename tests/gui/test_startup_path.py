"""The start stays light: the first paint loads only what it shows.

Start-up is timed by tests/benchmarks/startup.py (against a bare Qt window, budget 1.5x); unit
tests do not time things. What this test holds instead are the causes that benchmark found,
each worth 5-35 ms: pydantic, the games, QtSvg (covers come from the pixel cache on a second
start), logging.handlers, and PySide6's `Qt` namespace, whose ~90 enums are built the first
time anything touches it (see bugbox/ui/launcher.py).
"""

import json
import os
import subprocess
import sys

PROBE = r"""
import enum, json, runpy, sys
built = []
create = enum.EnumType._create_
def record(cls, name, *args, **kwargs):
    built.append(name)
    return create(cls, name, *args, **kwargs)
enum.EnumType._create_ = record
sys.argv = ["bugbox", "--smoke"]
try:
    runpy.run_module("bugbox", run_name="__main__")
except SystemExit as done:
    code = done.code
print(json.dumps({"code": code, "built": built, "modules": sorted(sys.modules)}))
"""


def _start(home) -> dict:
    env = dict(os.environ, BUGBOX_HOME=str(home), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.splitlines()[-1])


def test_a_second_start_paints_without_the_heavy_parts(tmp_path):
    first = _start(tmp_path)
    assert first["code"] == 0
    second = _start(tmp_path)
    assert second["code"] == 0
    modules = set(second["modules"])
    for heavy in ("pydantic", "PySide6.QtSvg", "logging.handlers", "bugbox.games", "bugbox.core.settings"):
        assert heavy not in modules, f"{heavy} is imported before the first paint"
    assert "AlignmentFlag" not in second["built"], "the Qt namespace is built before the first paint"
    assert "Format" in second["built"]  # the probe does see PySide's enums being built (QImage's)
