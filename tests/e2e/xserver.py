"""What the end-to-end tests share: an Xvfb of their own, the AT-SPI bus, and a picture
comparison.

`x_server(size)` starts Xvfb on a free display number (`-displayfd`, so tests running at once
never collide) and stops it at the end. `accessibility_bus(display)` starts a D-Bus session
and the AT-SPI bus launcher on it, as a desktop does for Orca, and yields the environment in
which bugbox and the reader (`atspi_reader.py`) meet. When a tool is missing the test is
skipped with the reason, except under `CI=true`, where it fails: CI installs every tool
(`.ci/run`), so a missing one there is a broken CI, not a reason to test less.
`share_differing` compares what a real window shows with a fresh render of the same table.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QRect
from PySide6.QtGui import QImage

from tests.tools import missing_tool

TOOLS = ("Xvfb", "xdotool", "import")
#: What the screen-reader tests need besides: a D-Bus session, the AT-SPI bus and its reader.
AT_SPI_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
SYSTEM_PYTHON = "/usr/bin/python3"


def need_tools(tools: tuple[str, ...] = TOOLS) -> None:
    missing = [tool for tool in tools if shutil.which(tool) is None]
    if missing:
        missing_tool(f"needs {', '.join(missing)} (apt-get install xvfb xdotool imagemagick); .ci/run installs them")
    if shutil.which("bugbox") is None:
        missing_tool("the bugbox command is not installed (pip install .)")


def need_accessibility_tools() -> None:
    """dbus-launch, the AT-SPI bus launcher and Debian's python3 with pyatspi."""
    missing = [tool for tool in ("dbus-launch",) if shutil.which(tool) is None]
    missing += [path for path in (AT_SPI_LAUNCHER, SYSTEM_PYTHON) if not os.access(path, os.X_OK)]
    if not missing:
        found = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True, timeout=30)
        if found.returncode != 0:
            missing.append("pyatspi")
    if missing:
        missing_tool(
            f"needs {', '.join(missing)} (apt-get install at-spi2-core python3-pyatspi dbus-x11); .ci/run installs them"
        )


@contextmanager
def accessibility_bus(display: str) -> Iterator[dict[str, str]]:
    """A D-Bus session with the AT-SPI bus for the X server `display`; yields the environment
    for bugbox (accessibility always on, the xcb platform) and for the reader."""
    need_accessibility_tools()
    env = {**os.environ, "DISPLAY": display}
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    launched = subprocess.run(["dbus-launch", "--sh-syntax"], env=env, capture_output=True, text=True, timeout=30)
    values = dict(re.findall(r"^(\w+)='?([^';]*)'?;", launched.stdout, re.MULTILINE))
    assert "DBUS_SESSION_BUS_ADDRESS" in values, launched.stderr
    env["DBUS_SESSION_BUS_ADDRESS"] = values["DBUS_SESSION_BUS_ADDRESS"]
    env.update(QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb", QT_ACCESSIBILITY="1")
    env.pop("QT_QPA_PLATFORMTHEME", None)
    bus = subprocess.Popen(
        [AT_SPI_LAUNCHER, "--launch-immediately"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    try:
        time.sleep(0.5)
        yield env
    finally:
        bus.terminate()
        bus.wait(10)
        daemon = int(values.get("DBUS_SESSION_BUS_PID", "0") or 0)
        if daemon > 0:
            try:
                os.kill(daemon, signal.SIGTERM)
            except ProcessLookupError:
                pass


@contextmanager
def x_server(size: tuple[int, int]) -> Iterator[str]:
    """An Xvfb screen of `size` for the installed bugbox; yields its DISPLAY (":N")."""
    need_tools()
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    assert number, "Xvfb did not start"
    try:
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(10)


def share_differing(a: QImage, b: QImage, rect: QRect | None = None, step: int = 2) -> float:
    """The share of pixels (sampled every `step`) that differ by more than a trace of
    anti-aliasing between two pictures of the same size."""
    rect = rect or QRect(0, 0, a.width(), a.height())
    differing = total = 0
    for y in range(rect.top(), rect.bottom() + 1, step):
        for x in range(rect.left(), rect.right() + 1, step):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            total += 1
            if max(abs(((pa >> s) & 255) - ((pb >> s) & 255)) for s in (0, 8, 16)) > 40:
                differing += 1
    return differing / max(total, 1)
