#!/usr/bin/env python3
"""Render the app icon from its SVG master into every size and format packaging needs.

    python tools/make_icons.py

Source: `resources/art/icons/bugbox.svg` (drawn by `tools/make_art.py`). Output:

- `resources/icons/bugbox-<size>.png` for 16, 24, 32, 48, 64, 128, 256, 512 (the app sets these
  as its window icon);
- `packaging/icons/hicolor/<size>x<size>/apps/bugbox.png` and
  `packaging/icons/hicolor/scalable/apps/bugbox.svg` (the freedesktop layout the Linux
  .desktop file and AppStream data expect);
- `packaging/icons/bugbox.ico` (Windows; 16-256 in one file) and `packaging/icons/bugbox.icns`
  (macOS).

Rendering goes through Qt's `QSvgRenderer` offscreen, like the app. The .ico and .icns files are
written with **Pillow**, a tool-only dependency (`pip install pillow`); it is not one of the
app's runtime dependencies. Without Pillow the PNGs are still written and the script says
which files it skipped.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
MASTER = ROOT / "resources" / "art" / "icons" / "bugbox.svg"
APP_ICONS = ROOT / "resources" / "icons"
PACKAGING = ROOT / "packaging" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(svg: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    svg.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def main() -> int:
    QGuiApplication.instance() or QGuiApplication([])
    svg = QSvgRenderer(str(MASTER))
    if not svg.isValid():
        print(f"cannot read {MASTER}", file=sys.stderr)
        return 1
    APP_ICONS.mkdir(parents=True, exist_ok=True)
    pngs: dict[int, Path] = {}
    for size in SIZES:
        target = APP_ICONS / f"bugbox-{size}.png"
        if not render(svg, size).save(str(target)):
            print(f"could not write {target}", file=sys.stderr)
            return 1
        pngs[size] = target
        hicolor = PACKAGING / "hicolor" / f"{size}x{size}" / "apps" / "bugbox.png"
        hicolor.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(target, hicolor)
    scalable = PACKAGING / "hicolor" / "scalable" / "apps" / "bugbox.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(MASTER, scalable)
    try:
        from PIL import Image
    except ImportError:
        print("Pillow is not installed (pip install pillow): skipped bugbox.ico and bugbox.icns")
        return 0
    # Each size is Qt's own render of the SVG (sharper than Pillow shrinking the 512 one).
    exact = {size: Image.open(pngs[size]).convert("RGBA") for size in SIZES}
    ico_sizes = (16, 24, 32, 48, 64, 128, 256)
    exact[256].save(
        PACKAGING / "bugbox.ico",
        sizes=[(s, s) for s in ico_sizes],
        append_images=[exact[s] for s in ico_sizes if s != 256],
    )
    exact[512].save(PACKAGING / "bugbox.icns", append_images=[exact[s] for s in (16, 32, 64, 128, 256)])
    print(f"wrote {len(SIZES)} PNG sizes, hicolor copies, bugbox.ico and bugbox.icns")
    return 0


if __name__ == "__main__":
    sys.exit(main())
