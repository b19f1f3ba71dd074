#!/usr/bin/env python3
"""Screenshots of the launcher in the three languages (the README shows the English one).

    python tools/shots/launcher.py [--out DIR]

Writes `launcher_<lang>_1280x800.png` from a real main window offscreen, with a throw-away
home so the player's own files are never touched.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["BUGBOX_HOME"] = tempfile.mkdtemp(prefix="bugbox-shots-")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    args = parser.parse_args(argv)
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from bugbox.ui.context import AppContext
    from bugbox.ui.i18n import Translations
    from bugbox.ui.mainwindow import MainWindow

    args.out.mkdir(parents=True, exist_ok=True)
    translations = Translations(app)
    ctx = AppContext(translations)
    window = MainWindow(ctx)
    window.resize(1280, 800)
    window.show()
    for lang in ("en", "de", "ja"):
        translations.apply(lang)
        app.processEvents()
        app.processEvents()
        path = args.out / f"launcher_{lang}_1280x800.png"
        window.grab().save(str(path))
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
