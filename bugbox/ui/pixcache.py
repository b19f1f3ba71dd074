"""Rendered art kept on disk, for the pictures shown the moment bugbox starts.

Rendering the three launcher covers from SVG took about 90 ms of a 350 ms start
(tests/benchmarks/startup.py), more than anything else bugbox adds to a bare Qt window. The
pictures are the same at every start, so the first start renders them and later starts load
the PNGs, without even importing QtSvg. The key holds the SVG's size and modification time,
so redrawn art is never shown stale; a cache file that cannot be read is simply rendered again.
"""
from __future__ import annotations

import logging
import os
import tempfile

from PySide6.QtGui import QPixmap

from ..paths import cache_dir, resource

log = logging.getLogger(__name__)


def cached_pixmap(name: str, width: int, height: int, dpr: float = 1.0) -> QPixmap:
    """The art `name` fitted into width x height logical pixels at `dpr`, from disk if possible."""
    source = resource("art", name + ".svg")
    try:
        stat = source.stat()
        key = f"{name.replace('/', '_')}-{width}x{height}@{dpr:g}-{stat.st_size}-{stat.st_mtime_ns}.png"
        target = cache_dir() / "art" / key
    except OSError:
        target = None
    if target is not None and target.exists():
        pixmap = QPixmap(str(target))
        if not pixmap.isNull():
            pixmap.setDevicePixelRatio(dpr)
            return pixmap
    from . import art

    pixmap = art.pixmap(name, width, height, dpr)
    if target is not None:
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(suffix=".png", dir=target.parent)
            os.close(fd)
            if pixmap.save(tmp, "PNG"):
                os.replace(tmp, target)
            else:
                os.unlink(tmp)
        except OSError:
            log.info("could not cache %s", target)
    return pixmap
