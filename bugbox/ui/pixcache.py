"""Rendered art kept on disk, for the pictures shown the moment bugbox starts.

Rendering the three launcher covers from SVG took about 90 ms of a 350 ms start
(tests/benchmarks/startup.py), more than anything else bugbox adds to a bare Qt window. The
pictures are the same at every start, so the first start renders them and later starts load
them, without even importing QtSvg. They are stored as raw pixels, not PNG: the first PNG read
makes Qt probe its image-format plugins (about 6 ms), while raw pixels are one file read.

The key holds the SVG's size and modification time, so redrawn art is never shown stale; a
cache file that cannot be read, or whose size does not match, is simply rendered again.
"""

from __future__ import annotations

import logging
import os
import tempfile

from PySide6.QtGui import QImage, QPixmap

from ..core.files import TEMP_SUFFIX, clean_stale_temps, temp_prefix
from ..paths import cache_dir, resource

log = logging.getLogger(__name__)

_MAGIC = b"bugbox-pixels 1\n"
_FORMAT = QImage.Format.Format_ARGB32_Premultiplied


def cached_pixmap(name: str, width: int, height: int, dpr: float = 1.0) -> QPixmap:
    """The art `name` fitted into width x height logical pixels at `dpr`, from disk if possible."""
    source = resource("art", name + ".svg")
    try:
        stat = source.stat()
        key = f"{name.replace('/', '_')}-{width}x{height}@{dpr:g}-{stat.st_size}-{stat.st_mtime_ns}.pixels"
        target = cache_dir() / "art" / key
    except OSError:
        target = None
    if target is not None:
        pixmap = _read(target)
        if pixmap is not None:
            pixmap.setDevicePixelRatio(dpr)
            return pixmap
    from . import art

    pixmap = art.pixmap(name, width, height, dpr)
    if target is not None:
        _write(target, pixmap)
    return pixmap


def _read(path) -> QPixmap | None:
    try:
        data = path.read_bytes()
    except OSError:
        return None
    header_end = data.find(b"\n", len(_MAGIC))
    if not data.startswith(_MAGIC) or header_end < 0:
        return None
    try:
        width, height, stride = (int(part) for part in data[len(_MAGIC) : header_end].split())
    except ValueError:
        return None
    pixels = data[header_end + 1 :]
    if width <= 0 or height <= 0 or stride < 4 * width or len(pixels) != stride * height:
        return None
    image = QImage(pixels, width, height, stride, _FORMAT)
    return QPixmap.fromImage(image)  # a copy: `pixels` may go


def _write(path, pixmap: QPixmap) -> None:
    """Atomically, so a start that is killed half-way never leaves half a picture."""
    image = pixmap.toImage().convertToFormat(_FORMAT)
    header = _MAGIC + f"{image.width()} {image.height()} {image.bytesPerLine()}\n".encode()
    tmp = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=temp_prefix(path), suffix=TEMP_SUFFIX, dir=path.parent)
        with os.fdopen(fd, "wb") as out:
            out.write(header)
            out.write(bytes(image.constBits()))
        os.replace(tmp, path)
    except OSError:
        log.info("could not cache %s", path)
        if tmp is not None:  # a full disk: no half picture left behind
            try:
                os.unlink(tmp)
            except OSError:
                pass


def clean_stale_files() -> None:
    """Temp files a killed or failed write left in the player's folders and the covers' cache
    (never those of a write in progress: see `clean_stale_temps`). Called once after the
    first paint; a scan of five small folders."""
    from ..paths import autosave_path, config_dir, data_dir, usable

    for kind, folder in (("config", config_dir), ("data", data_dir)):
        if usable(kind):
            clean_stale_temps(folder())
    if usable("data"):
        clean_stale_temps(autosave_path("x").parent)
        clean_stale_temps(data_dir() / "saves")
    if usable("cache"):
        clean_stale_temps(cache_dir() / "art")
