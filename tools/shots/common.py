"""What the screenshot scripts share: a throw-away home, the command line, a real main window
per language and size, and shrinking the pictures committed to docs/screenshots/.

Importing this module prepares the environment (offscreen Qt, a temporary BUGBOX_HOME, the
checkout on sys.path), so it must come before anything of bugbox or PySide6.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["BUGBOX_HOME"] = tempfile.mkdtemp(prefix="bugbox-shots-")


def arguments(
    doc: str,
    argv: list[str],
    sizes: tuple[str, ...] = ("1280x800", "1920x1080"),
    more: Callable[[argparse.ArgumentParser], object] | None = None,
) -> argparse.Namespace:
    """The shared options (--out, --lang, --size, --compact), plus those `more` adds."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--lang", nargs="+", default=["en", "de", "ja"])
    parser.add_argument("--size", nargs="+", default=list(sizes))
    parser.add_argument(
        "--compact",
        action="store_true",
        help="reduce each picture to 256 colours, as committed to docs/screenshots (needs Pillow)",
    )
    if more is not None:
        more(parser)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    application()  # before anything of bugbox's views is imported
    return args


def application():
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def settle(rounds: int = 6) -> None:
    """Let Qt lay out and paint what was just changed."""
    app = application()
    for _ in range(rounds):
        app.processEvents()


def windows(langs: list[str], sizes: list[str]) -> Iterator[tuple[str, int, int, object]]:
    """(language, width, height, main window) for every language and size: the window built
    the way `bugbox` builds it, with animations off and no question before leaving a game."""
    from bugbox.core.settings import Settings, save_settings
    from bugbox.paths import settings_path
    from bugbox.ui.context import AppContext
    from bugbox.ui.i18n import Translations
    from bugbox.ui.mainwindow import MainWindow

    app = application()
    for lang in langs:
        save_settings(Settings(animation_speed="off", confirm_abandon=False, language=lang), settings_path())
        translations = Translations(app)
        ctx = AppContext(translations)
        translations.apply(lang)
        window = MainWindow(ctx)
        window.show()
        for size in sizes:
            width, height = (int(v) for v in size.split("x"))
            window.resize(width, height)
            settle()
            yield lang, width, height, window
        window.close()
        translations.apply("en")


def save(window, path: Path, compact: bool, written: list[Path]) -> None:
    window.grab().save(str(path))
    if compact:
        shrink(path)
    written.append(path)


def shrink(path: Path) -> None:
    """256 colours (median cut, dithered, optimized): a table picture goes from ~350 kB to
    ~130 kB and looks the same. Pillow is a tool-only dependency (`pip install pillow`)."""
    from PIL import Image

    with Image.open(path) as image:
        reduced = image.convert("RGB").quantize(
            256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.FLOYDSTEINBERG
        )
    reduced.save(path, optimize=True)


def report(written: list[Path]) -> int:
    for path in written:
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0
