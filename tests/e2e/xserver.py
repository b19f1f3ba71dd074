"""What the end-to-end tests share: an Xvfb of their own and a picture comparison.

`x_server(size)` starts Xvfb on a free display number (`-displayfd`, so tests running at once
never collide), skips with the reason when the tools or the installed `bugbox` command are
missing, and stops the server at the end. `share_differing` compares what a real window shows
with a fresh render of the same table.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QImage

TOOLS = ("Xvfb", "xdotool", "import")


@contextmanager
def x_server(size: tuple[int, int]) -> Iterator[str]:
    """An Xvfb screen of `size` for the installed bugbox; yields its DISPLAY (":N")."""
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"needs {', '.join(missing)} (apt-get install xvfb xdotool imagemagick); .ci/run installs them")
    if shutil.which("bugbox") is None:
        pytest.skip("the bugbox command is not installed (pip install .)")
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
