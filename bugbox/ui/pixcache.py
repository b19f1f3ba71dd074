"""Rendered art kept on disk, for the pictures shown the moment bugbox starts.

Rendering the three launcher covers from SVG took about 90 ms of a 350 ms start
(tests/benchmarks/startup.py), more than anything else bugbox adds to a bare Qt window. The
pictures are the same at every start, so the first start renders them and later starts load
them, without even importing QtSvg. They are stored as raw pixels, not PNG: the first PNG read
makes Qt probe its image-format plugins (about 6 ms), while raw pixels are one file read.

The key holds the SVG's size and modification time, so redrawn art is never shown stale; a
cache file that cannot be read, or whose size does not match, is simply rendered again. It is
read like every file (`core.files.read_capped`): no more than the picture's own size, regular
files only, so a FIFO, a link to /dev/zero or a huge file in its place (it used to hang the
start, fill the memory or cost its size in memory) is replaced by a fresh picture, and the
log says so.
"""

from __future__ import annotations

import logging
import math
import threading

from PySide6.QtGui import QImage, QPixmap

from ..core.files import FileTooLarge, NotARegularFile, atomic_write_bytes, clean_stale_temps, read_capped
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
        pixmap = _read(target, _cap(width, height, dpr))
        if pixmap is not None:
            pixmap.setDevicePixelRatio(dpr)
            return pixmap
    from . import art

    pixmap = art.pixmap(name, width, height, dpr)
    if target is not None:
        _write(target, pixmap)
    return pixmap


def _cap(width: int, height: int, dpr: float) -> int:
    """The most bytes a cached picture of this size can hold: its header and 4 bytes a pixel
    (with a pixel to spare each way for the rounding of `dpr`)."""
    wide, high = math.ceil(max(width, 1) * dpr) + 1, math.ceil(max(height, 1) * dpr) + 1
    return len(_MAGIC) + 64 + 4 * wide * high


def _read(path, cap: int) -> QPixmap | None:
    try:
        data = read_capped(path, cap)
    except (NotARegularFile, FileTooLarge) as error:
        log.warning("the cached picture %s %s; it is drawn again and replaced", path.name, _what(error))
        return None
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


def _what(error: OSError) -> str:
    return "was larger than a picture of its size" if isinstance(error, FileTooLarge) else "was not a regular file"


def _write(path, pixmap: QPixmap) -> None:
    """Atomically, so a start that is killed half-way never leaves half a picture (and a full
    disk leaves none: `atomic_write_bytes` removes its temp file). Not flushed to the disk: a
    power cut may cost the picture, which is then drawn again. The rename replaces whatever
    was in its place (a FIFO, a symlink) without writing into it."""
    image = pixmap.toImage().convertToFormat(_FORMAT)
    header = _MAGIC + f"{image.width()} {image.height()} {image.bytesPerLine()}\n".encode()
    try:
        atomic_write_bytes(path, header + bytes(image.constBits()), durable=False)
    except OSError:
        log.info("could not cache %s", path)


def clean_stale_files() -> None:
    """Temp files a killed or failed write left in the player's folders and the covers' cache
    (never those of a write in progress: see `clean_stale_temps`). Called once after the
    first paint; a scan of a few small folders, and of the records' folder in a worker thread
    (it may hold tens of thousands of kept games: 50,000 names took 0.1 s to go through)."""
    from ..core.registry import GAMES
    from ..paths import autosave_dir, autosave_folder, config_dir, data_dir, usable

    for kind, folder in (("config", config_dir), ("data", data_dir)):
        if usable(kind):
            clean_stale_temps(folder())
    if usable("data"):
        clean_stale_temps(autosave_dir())
        for game_id in GAMES:  # each game's unfinished games (core/autosaves.py)
            clean_stale_temps(autosave_folder(game_id))
        clean_stale_temps(data_dir() / "saves")
        threading.Thread(
            target=clean_stale_temps, args=(data_dir() / "records",), name="records-temps", daemon=True
        ).start()
    if usable("cache"):
        clean_stale_temps(cache_dir())  # the records' summaries (a handful of files)
        clean_stale_temps(cache_dir() / "art")
