"""Start bugbox: command line, logging, the Qt application, translations and the main window.

    bugbox                     start the app
    bugbox FILE                start and open a save
    bugbox INVITE              start and join a network table: "Join a table…" opens filled in
                               (bugbox://192.168.1.20:8765/K7QX2MBA, ws://, wss://; a clicked
                               bugbox:// link starts this too, packaging/linux's desktop file)
                               (with bugbox already running on these files, that one comes to
                               the front and opens FILE: one bugbox owns them, ui/instance.py)
    bugbox --lang de           start in German (en, de, ja), overriding the settings once
    bugbox --smoke [FILE]      start, paint the main window once and exit 0 (packaging and
                               start-up checks; never opens a dialog). With FILE: only load and
                               replay the save, exit 0, or 2 with the reason on stderr.
    bugbox --version
    bugbox GAME ...            a game's own command line, for the games that have one
                               (`bugbox schaben solve|check|generate ...`, see the registry)
    bugbox serve ...           run a table server for network play (`bugbox serve --help`;
                               headless: nothing of Qt is loaded)
    bugbox review FILE ...     review a saved game on the command line (`bugbox review --help`;
                               headless, in worker processes: `run_as_worker`)

`bugbox --help` lists all of these (`COMMANDS` and the games' own, tests/unit/test_app.py).

Start-up cost matters (it is benchmarked against a bare Qt window), so games, dialogs and
the SVG renderer are imported only when needed.
"""

from __future__ import annotations

import argparse
import logging
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import cast

from . import __version__

log = logging.getLogger("bugbox")


#: The headless commands, `bugbox NAME ...`: the module whose `main(argv)` runs it (nothing of
#: Qt is loaded), and its line in `bugbox --help`. The games' own commands come from the registry.
COMMANDS = {
    "review": ("bugbox.review.cli", "review a saved game: win chances and costly decisions (bugbox review --help)"),
    "serve": ("bugbox.server.cli", "a table server for network play (bugbox serve --help)"),
}


def run_as_worker() -> None:
    """In the PyInstaller bundle, a worker process of the review (runner.py starts them with
    multiprocessing's "spawn") is the bundle's own executable started again as `bugbox
    --multiprocessing-fork ...`, and its resource tracker as `bugbox -B -S -I -c ...`: these run
    their job here and exit, before bugbox's argument parser, which refuses them (issue 44:
    BrokenProcessPool). PyInstaller's multiprocessing hook makes `freeze_support` do this on
    every system (its docs, "Common Issues and Pitfalls": call it first in the entry script).
    Outside a bundle the workers are started with Python itself and never come here."""
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()


def parse_args(argv: list[str]) -> argparse.Namespace:
    from .core.registry import GAMES  # plain data (no game is imported)

    commands = {
        **{
            spec.game_id: f"{spec.title} on the command line (bugbox {spec.game_id} --help)"
            for spec in GAMES.values()
            if spec.cli is not None
        },
        **{name: summary for name, (_, summary) in COMMANDS.items()},
    }
    width = max(len(name) for name in commands)
    parser = argparse.ArgumentParser(
        prog="bugbox",
        description="Three tabletop games for one computer.",
        usage="%(prog)s [-h] [--version] [--lang {en,de,ja}] [--smoke] [FILE | INVITE]\n"
        + "".join(f"       %(prog)s {name} ...\n" for name in commands),
        epilog="\n".join(
            ("commands:", *(f"  bugbox {name:<{width}} ...  {summary}" for name, summary in commands.items()))
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"bugbox {__version__}")
    parser.add_argument("--lang", choices=("en", "de", "ja"), help="language for this run")
    parser.add_argument(
        "--smoke", action="store_true", help="start, paint once and exit 0 (checks); with FILE: only load the save"
    )
    parser.add_argument(
        "file",
        nargs="?",
        type=Path,
        metavar="FILE | INVITE",
        help="a saved game to open, or a network table's invite (bugbox://host:port/CODE, as a clicked link "
        "gives it) to join",
    )
    return parser.parse_args(argv)


def setup_logging() -> Path | None:
    """Log to the log file, every line escaped (`logfile.Plain`). A log that cannot be opened
    (an unmakeable folder, a FIFO or a folder in its place) is said once on stderr; warnings
    then go to stderr, escaped too (Python's fallback would print them raw)."""
    from .logfile import FORMAT, Plain, SizedLogFile, say
    from .paths import log_dir

    root = logging.getLogger()
    root.setLevel(logging.INFO)
    path = log_dir() / "bugbox.log"
    try:
        handler = SizedLogFile(path, max_bytes=512_000, backups=3)
    except OSError as error:
        from .core.files import NotARegularFile

        if isinstance(error, NotARegularFile):
            say(f"{path} is not a regular file; it was left alone and nothing is logged in this run.")
        else:
            say(f"the log file {path} cannot be opened ({error.strerror or error}); nothing is logged in this run.")
        fallback = logging.StreamHandler(sys.stderr)
        fallback.setLevel(logging.WARNING)
        fallback.setFormatter(Plain(FORMAT))
        root.addHandler(fallback)
        return None
    handler.setFormatter(Plain(FORMAT))
    root.addHandler(handler)
    for sentence in handler.said:
        log.info("%s", sentence)
    return path


def smoke_load(path: Path) -> int:
    """Load and replay a save without any window: 0, or 2 with one line on stderr."""
    from .core.errors import LoadError
    from .core.saves import load_save

    try:
        load_save(path)
    except LoadError as error:
        print(f"bugbox: {path}: {error.reason.english()}", file=sys.stderr)
        return 2
    return 0


def autosave_failed() -> bool:
    """True when the latest write of some autosave failed in this run (never raises)."""
    try:
        from .core.saves import unsaved
        from .paths import autosave_dir

        folder = autosave_dir()
        return any(folder in path.parents for path in unsaved())
    except Exception:  # noqa: BLE001 - asked from the crash handler: assume the worst
        return True


def autosave_written() -> bool:
    """True when a game on a table has its autosave on disk, so the crash dialog may promise
    it (never raises). A network game, or no game at all, has none: the dialog then promises
    nothing."""
    try:
        module = sys.modules.get("bugbox.ui.flow.autosave")
        if module is None:  # no game was ever put on a table in this run
            return False
        return any(saver.on_disk() for saver in list(module.Autosaver._on_tables))
    except Exception:  # noqa: BLE001 - asked from the crash handler: promise nothing
        return False


def install_crash_handler(log_path: Path | None, smoke: bool) -> None:
    """An uncaught exception is logged and shown with the log's path instead of vanishing.

    Games autosave after every action, so the game in progress is usually on disk; when the
    latest autosave failed (a full disk), the dialog says so instead of promising it, and when
    no game on a table has an autosave (a network game, none at all) it promises nothing.

    At most one dialog is open at a time: an error while it is open (the dialog runs its own
    event loop, and whatever failed may fail again at every event) goes to the log only. 60
    errors in a row once stacked 60 dialogs.
    """
    showing: list[bool] = []

    def handler(kind, value, tb) -> None:
        log.critical("uncaught exception\n%s", "".join(traceback.format_exception(kind, value, tb)))
        if smoke:
            sys.__excepthook__(kind, value, tb)
            return
        if showing:
            log.warning("the crash dialog is open already; this error is in the log only")
            return
        showing.append(True)
        try:
            from PySide6.QtWidgets import QApplication, QMessageBox

            from .ui.i18n import translate

            if QApplication.instance() is not None:
                if autosave_failed():
                    text = translate(
                        "App",
                        "Something went wrong inside bugbox. Your latest moves could not be autosaved "
                        "(the disk may be full or the folder read-only), so the game in the launcher may "
                        "be behind. Details are in the log file:\n{path}",
                    )
                elif autosave_written():
                    text = translate(
                        "App",
                        "Something went wrong inside bugbox. Your game was autosaved and can be "
                        "continued from the launcher. Details are in the log file:\n{path}",
                    )
                else:
                    text = translate("App", "Something went wrong inside bugbox. Details are in the log file:\n{path}")
                QMessageBox.critical(None, "bugbox", text.format(path=str(log_path or "")))
        except Exception:  # noqa: BLE001 - the handler must never raise
            sys.__excepthook__(kind, value, tb)
        finally:
            showing.clear()

    sys.excepthook = handler


#: What an invite on the command line starts with (a clicked link hands it over so).
INVITE_SCHEMES = ("bugbox://", "ws://", "wss://")


def invite_argument(argv: list[str]) -> tuple[str | None, list[str]]:
    """The invite among the arguments (`bugbox bugbox://host:port/CODE`), and the others.

    Taken out before argparse, which would read it as a FILE (and a path folds its "//")."""
    argv = [_local_path(argument) for argument in argv]
    for position, argument in enumerate(argv):
        if argument.lower().startswith(INVITE_SCHEMES) and len(argument) <= 512:
            return argument, argv[:position] + argv[position + 1 :]
    return None, argv


def _local_path(argument: str) -> str:
    """A `file://` URL as its path: the desktop entry passes its argument as a URL (`%u`),
    which a file manager may spell so for a save opened with bugbox."""
    if not argument.lower().startswith("file://"):
        return argument
    from urllib.parse import unquote, urlparse

    url = urlparse(argument)
    return unquote(url.path) if url.netloc in ("", "localhost") else argument


def join_from_invite(window, invite: str) -> None:
    """The window comes forward with "Join a table…" filled in for `invite`."""
    window.come_forward(None)
    window.network.open_join_dialog().fill(invite)


def data_folder() -> Path | None:
    """The data folder whose lock says which bugbox owns the player's files; None when it
    cannot be made (then nothing can be written there, and the start goes on)."""
    from .paths import data_dir, usable

    folder = data_dir()
    return folder if usable("data") else None


# What Qt's xcb platform plugin (libqxcb.so and libQt6XcbQpa) loads from the system: when one is
# missing Qt aborts with a hint naming libxcb-cursor0 whatever is missing (README, "Play it").
XCB_LIBRARIES = (
    "libxcb.so.1",
    "libX11-xcb.so.1",
    "libxcb-cursor.so.0",
    "libxcb-icccm.so.4",
    "libxcb-keysyms.so.1",
    "libxcb-image.so.0",
    "libxcb-render-util.so.0",
    "libxcb-randr.so.0",
    "libxcb-shape.so.0",
    "libxcb-shm.so.0",
    "libxcb-sync.so.1",
    "libxcb-xfixes.so.0",
    "libxcb-xkb.so.1",
    "libxcb-util.so.1",
    "libxkbcommon.so.0",
    "libxkbcommon-x11.so.0",
    "libEGL.so.1",
    "libGL.so.1",
    "libfontconfig.so.1",
)


def platform_is_xcb() -> bool:
    """True when Qt will use its xcb plugin: Linux, QT_QPA_PLATFORM unset or xcb, an X display,
    and not a Wayland session Qt would pick first (offscreen and wayland are never checked)."""
    import os

    if not sys.platform.startswith("linux") or not os.environ.get("DISPLAY"):
        return False
    chosen = os.environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if chosen:
        return chosen == "xcb"
    return not (os.environ.get("WAYLAND_DISPLAY") and os.environ.get("XDG_SESSION_TYPE") == "wayland")


def missing_libraries(names: tuple[str, ...] | None = None) -> list[str]:
    """The libraries of `names` (default XCB_LIBRARIES) the dynamic loader cannot open.

    A dlopen each (Qt loads the same ones a moment later anyway), no `ldconfig` run."""
    import ctypes

    missing = []
    for name in XCB_LIBRARIES if names is None else names:
        try:
            ctypes.CDLL(name)
        except OSError:
            missing.append(name)
    return missing


def xcb_trouble() -> str | None:
    """One sentence naming the missing system libraries when Qt's xcb plugin could not load."""
    if not platform_is_xcb():
        return None
    missing = missing_libraries()
    if not missing:
        return None
    return (
        f"bugbox cannot open a window because Qt's xcb platform needs system libraries that are missing: "
        f'{", ".join(missing)} (the README\'s "Play it" names the packages to install).'
    )


def folder_trouble() -> str | None:
    """One sentence when the config or data folder could not be made (a file in its place, a
    read-only BUGBOX_HOME, XDG folders under /proc): bugbox plays on without saving."""
    from .paths import unusable, usable
    from .ui.i18n import translate

    for kind in ("data", "config"):
        if not usable(kind):
            error = unusable[kind]
            return translate(
                "App",
                "bugbox cannot make its folder {path} ({reason}), so nothing is saved in this run; you can still play.",
            ).format(path=error.filename or kind, reason=error.strerror or type(error).__name__)
    return None


def start_sound(ctx) -> None:
    """The table's sounds: the device opens on a thread of its own (ui/sounds.py)."""
    from .ui import sounds

    sounds.start(ctx)


def main(argv: list[str] | None = None) -> int:
    run_as_worker()  # first: a review worker of the bundle has arguments no parser here knows
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in COMMANDS:  # the table server, a review: headless, before anything of Qt
        import importlib

        headless: Callable[[list[str]], int] = importlib.import_module(COMMANDS[argv[0]][0]).main
        return headless(argv[1:])
    if argv:
        from .core.registry import GAMES

        spec = GAMES.get(argv[0])
        command = spec.cli_main() if spec is not None else None
        if command is not None:  # `bugbox <game> ...`: that game's command line
            return command(argv[1:])
    invite, argv = invite_argument(argv)
    args = parse_args(argv)
    if args.smoke and args.file is not None:
        return smoke_load(args.file)
    log_path = setup_logging()
    install_crash_handler(log_path, args.smoke)
    # Everything that needs no Qt is done, or imported, before PySide6: once PySide6 is
    # loaded, its import hook makes every later import slower (about twice, measured).
    from . import core, ui  # noqa: F401 - the packages, so their modules land under them
    from .core import game, i18n  # noqa: F401 - used by the launcher and every message
    from .core.language import peek_language
    from .paths import settings_path
    from .ui import palette  # noqa: F401
    from .ui.qtenv import prepare_environment

    prepare_environment()
    trouble = xcb_trouble()
    if trouble is not None:  # before Qt, which would abort with a misleading hint
        log.error("%s", trouble)
        print(trouble, file=sys.stderr)
        return 1

    language = args.lang or peek_language(settings_path())

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .ui.context import AppContext
    from .ui.i18n import Translations
    from .ui.mainwindow import MainWindow

    # Qt types instance() as the core application; the one made here (or by a test) is a QApplication.
    app = cast(QApplication, QApplication.instance() or QApplication(sys.argv[:1]))
    app.setApplicationName("bugbox")
    app.setApplicationVersion(__version__)
    # The application id: packaging/linux/io.github.bugbox.bugbox.desktop, the AppStream id and
    # the icon names (the Wayland app id, so the dock finds the icon and the menu entry).
    app.setDesktopFileName("io.github.bugbox.bugbox")
    translations = Translations(app)
    ctx = AppContext(translations, smoke=args.smoke)
    translations.apply(language)
    # One bugbox owns the player's files; a later start hands over to it (ui/instance.py).
    from .ui.instance import NoAnswer, claim, tell_no_answer

    try:
        owner = claim(data_folder(), args.file, hand_over=not args.smoke, invite=invite)
    except NoAnswer as error:
        return tell_no_answer(error.args[0])
    if owner is None:
        return 0  # the running bugbox came to the front (and opens FILE)
    window = MainWindow(ctx)
    window.show()
    trouble = folder_trouble()
    if trouble is not None:
        window.tell(trouble)
    if args.smoke:

        def finish() -> None:
            window.repaint()
            app.processEvents()
            app.quit()

        QTimer.singleShot(0, finish)
        try:
            return app.exec()
        finally:
            owner.release()
    owner.wake.connect(window.come_forward)
    owner.invited.connect(lambda text: join_from_invite(window, text))
    window.closing.connect(owner.stop_listening)  # before its last writes
    QTimer.singleShot(0, owner.listen)  # after the first paint: it imports QtNetwork
    QTimer.singleShot(0, ctx.load)  # validate settings.json once the window is up
    QTimer.singleShot(0, lambda: start_sound(ctx))  # after the first paint, on its own thread
    from .ui.pixcache import clean_stale_files

    QTimer.singleShot(0, clean_stale_files)  # temp files a killed or failed write left behind
    if args.file is not None:
        QTimer.singleShot(0, lambda: window.open_file(args.file))
    if invite is not None:
        QTimer.singleShot(0, lambda: join_from_invite(window, invite))
    try:
        return app.exec()
    finally:
        owner.release()


if __name__ == "__main__":
    sys.exit(main())
