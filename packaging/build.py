#!/usr/bin/env python3
"""Build bugbox's installable binaries with PyInstaller, and the Qt trimming rules both specs share.

    python packaging/build.py              one-folder bundle: dist/bugbox/ (macOS: dist/bugbox.app)
    python packaging/build.py --onefile    one-file executable: dist/onefile/bugbox (.exe on Windows)
    python packaging/build.py --bare       the bare PySide6 reference window, built the same way (dist/bare/)
    python packaging/build.py --compare    bugbox and bare one-folder bundles, and the size ratio
    python packaging/build.py --deb        Linux: also the Debian package dist/bugbox_<version>-1_<arch>.deb
    options: --dist DIR --work DIR (default dist/ and build/ at the top of the checkout),
             --archive (also pack it for download: bugbox-<version>-<os>-<arch>.tar.gz on Linux,
             .zip on Windows, .dmg on macOS, and print that size too),
             --revision N (the .deb's Debian revision, default 1: a higher one is an upgrade of
             the same bugbox version), --reuse (make the .deb from the bundle already in --dist),
             --fast (pack the .deb with gzip -1 in seconds instead of xz: larger, not for release)

Needs `pip install -e ".[package]"` (PyInstaller). PyInstaller does not cross-compile: run this on
each OS for that OS. Every build starts clean (`--clean`), so a fresh checkout and a reused one
give the same result.

Why the trimming rules live here: `packaging/bugbox.spec` and `packaging/bare/bare.spec` both
import them, so the bare window is trimmed exactly like bugbox and the size ratio measures what
bugbox adds, not what Qt costs. PyInstaller collects Qt generously (every platform plugin, the
GTK theme with its whole GTK stack, QML debugging plugins, 100 translation files ...). Three
levers remove what bugbox never uses:

1. `PYTHON_EXCLUDES`: Python modules never imported (this only stops Python imports);
2. `keep_binary()`: Qt libraries, plugins and files filtered *by path*, before PyInstaller looks
   for their shared-library dependencies (`install_trim()`), so a dropped plugin does not leave
   its dependencies behind (the GTK theme alone drags in ~8 MiB of GTK, cairo and pango);
3. `keep_data()`: Qt's own translations cut to the languages bugbox ships.

`trim(analysis)` applies 2 and 3 to the finished analysis and fails the build if a file it drops
was pulled in as a dependency of something kept (that would be a broken bundle, not a small one);
`check_excludes(analysis, "bugbox")` fails it if bugbox itself imports an excluded module.
"""
from __future__ import annotations

import argparse
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent

# ----------------------------------------------------------------------------------------------
# Trimming rules (imported by both spec files)

#: bugbox's languages; Qt's own catalogues are cut to these.
LANGUAGES = ("en", "de", "ja")

#: Qt modules a Widgets app with SVG art needs, by their bare name (Qt6Gui.dll, libQt6Gui.so.6,
#: QtGui.framework, PySide6/QtGui.abi3.so all say "Gui"). DBus: Qt6Gui links it on Linux (portal,
#: input methods, accessibility). XcbQpa and WaylandClient: the Linux X11 and Wayland plugins.
#: Network: its local socket lets a second start hand its file to the running bugbox
#: (bugbox/ui/instance.py); no TLS or network-information plugin comes with it.
#: Everything else (Pdf, Qml, Quick*, VirtualKeyboard, WebEngine, Multimedia, 3D,
#: OpenGL, Sql, Designer, Labs*, Lottie ...) is dropped wherever it comes from, and so is the
#: whole `qml/` tree of QML modules.
QT_MODULES = frozenset({"Core", "Gui", "Widgets", "Svg", "SvgWidgets", "DBus", "Network", "XcbQpa",
                        "WaylandClient"})

#: Plugins kept, per plugin folder, by file stem ("libqxcb.so" -> "qxcb"); "*" keeps the folder.
#: Other folders (generic, egldeviceintegrations, networkinformation, tls, sqldrivers,
#: qmltooling, printsupport, designer, xcbglintegrations, wayland-graphics-integration-client,
#: vectorimageformats ...) are dropped whole: they serve OpenGL, QML, networking or devices.
PLUGINS = {
    # Linux: X11, Wayland, and offscreen for --smoke and CI; Windows: qwindows; macOS: qcocoa.
    "platforms": {"qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa"},
    # Compose key and IBus (typing Japanese player names); not the virtual keyboard (needs QML).
    "platforminputcontexts": {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"},
    # The portal theme (native file dialogs through xdg-desktop-portal). Not gtk3: it pulls in
    # GTK, cairo and pango, and bundled copies of those clash with the desktop's own GTK.
    "platformthemes": {"qxdgdesktopportal"},
    # PNG and the icon formats the OS reads are built into QtGui / the OS; the art is SVG.
    "imageformats": {"qsvg"},
    "iconengines": {"qsvgicon"},
    # The native look: qmodernwindowsstyle on Windows, qmacstyle on macOS.
    "styles": {"*"},
    # Desktop Wayland compositors speak xdg-shell; the decorations draw title bars on GNOME.
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-decoration-client": {"*"},
}

#: Single files dropped by name. opengl32sw.dll (20 MiB) is Mesa's software OpenGL for Windows
#: machines without a GPU driver: widgets paint with Qt's raster engine and never need it.
DROPPED_FILES = frozenset({"opengl32sw.dll"})

#: Python modules bugbox never imports (excludes only stop Python imports, see keep_binary).
PYTHON_EXCLUDES = [
    "tkinter", "_tkinter", "unittest", "pydoc", "doctest", "pdb",
    "pytest", "_pytest", "hypothesis", "pytestqt", "PyInstaller",
    # pydantic's hook collects pydantic.v1, whose optional .env support reaches python-dotenv ->
    # IPython -> numpy, jedi, PIL ... (+80 MiB) whenever those happen to be installed.
    "dotenv", "IPython", "numpy", "PIL", "jedi", "matplotlib", "trio",
    # pydantic's mypy plugin (pydantic.mypy) drags in mypy with its compiled parts (ast_serialize,
    # librt, mypy_extensions: +3.5 MiB) whenever the build environment has the test extra.
    "mypy",
    # uvloop (the test and server extras): `bugbox serve` runs on it where it is installed, a
    # dedicated server's choice; the desktop app's own table server runs on asyncio's loop, and
    # its 13 MiB would double what the bundle carries for networking.
    "uvloop",
    *(f"PySide6.Qt{name}" for name in (
        "DBus", "Concurrent", "Designer", "Help", "OpenGL", "OpenGLWidgets", "PrintSupport",
        "Qml", "QmlFeatures", "Quick", "QuickControls2", "QuickTest", "QuickWidgets", "Sql", "Test",
        "UiTools", "Xml", "LabsStyleKit", "Pdf", "PdfWidgets", "WebEngineCore", "WebEngineWidgets",
        "WebEngineQuick", "WebChannel", "WebSockets", "Multimedia", "MultimediaWidgets", "SpatialAudio",
        "3DCore", "3DRender", "3DInput", "3DLogic", "3DAnimation", "3DExtras", "Charts", "DataVisualization",
        "Graphs", "GraphsWidgets", "Positioning", "Location", "Sensors", "SerialPort", "SerialBus",
        "Bluetooth", "Nfc", "TextToSpeech", "StateMachine", "Scxml", "RemoteObjects", "HttpServer",
        "NetworkAuth", "Quick3D", "AxContainer", "VirtualKeyboard",
    )),
]

_QT_LIBRARY = re.compile(
    r"(?:^|/)(?:lib)?Qt6?(?P<module>[A-Za-z0-9]+?)(?:\.framework(?:/|$)|(?:\.abi3)?\.(?:so|pyd|dll|dylib)(?:\.|$))")
_PLUGIN = re.compile(r"(?:^|/)PySide6/(?:Qt/)?plugins/(?P<folder>[^/]+)/(?P<file>[^/]+)$")
_QML = re.compile(r"(?:^|/)PySide6/(?:Qt/)?qml/|pyside6qml", re.IGNORECASE)  # QML modules, PySide's QML glue
_QT_TRANSLATION = re.compile(r"(?:^|/)PySide6/(?:Qt/)?translations/(?P<file>[^/]+)$")
_KEPT_TRANSLATIONS = frozenset(f"qtbase_{lang}.qm" for lang in LANGUAGES)


def _normal(dest: str) -> str:
    return str(dest).replace("\\", "/")


def qt_module(dest: str) -> str | None:
    """The Qt module a collected file belongs to ("Pdf" for libQt6Pdf.so.6), or None."""
    match = _QT_LIBRARY.search(_normal(dest))
    return match["module"] if match else None


def keep_binary(dest: str) -> bool:
    """Whether a binary (by its path inside the bundle) belongs in a bugbox bundle."""
    dest = _normal(dest)
    if dest.rsplit("/", 1)[-1].lower() in DROPPED_FILES or _QML.search(dest):
        return False
    plugin = _PLUGIN.search(dest)
    if plugin:
        kept = PLUGINS.get(plugin["folder"], set())
        stem = plugin["file"].split(".", 1)[0]
        stem = stem[3:] if stem.startswith("lib") else stem
        return "*" in kept or stem in kept
    module = qt_module(dest)
    return module is None or module in QT_MODULES


def keep_data(dest: str) -> bool:
    """Whether a data file belongs in the bundle: Qt's translations only for bugbox's languages."""
    dest = _normal(dest)
    translation = _QT_TRANSLATION.search(dest)
    if translation:
        return translation["file"] in _KEPT_TRANSLATIONS
    return keep_binary(dest)  # framework resources (Info.plist ...) follow their framework


class _Trim:
    """Remembers what was filtered before dependency analysis (see install_trim)."""

    installed = False
    ran = False
    dropped: set[str] = set()


def install_trim() -> None:
    """Filter binaries *before* PyInstaller resolves their shared-library dependencies.

    Removing a plugin from `a.binaries` afterwards would leave behind every library it linked
    (GTK for the gtk3 theme, OpenGL for the GL integrations). PyInstaller has no public hook for
    this step, so this wraps `build_main.find_binary_dependencies`, the one function it calls
    there. If a future PyInstaller renames it, `trim()` notices (nothing was filtered) and stops.
    """
    if _Trim.installed:
        return
    from PyInstaller.building import build_main

    original = build_main.find_binary_dependencies

    def find_binary_dependencies(binaries, *args, **kwargs):
        _Trim.ran = True
        kept = []
        for entry in binaries:
            if keep_binary(entry[0]):
                kept.append(entry)
            else:
                _Trim.dropped.add(_normal(entry[0]))
        return original(kept, *args, **kwargs)

    build_main.find_binary_dependencies = find_binary_dependencies
    _Trim.installed = True


#: Excluded modules bugbox imports only where it does without them (`except ImportError`).
OPTIONAL_IMPORTS = frozenset({"uvloop"})


def check_excludes(analysis, package: str) -> None:
    """Fail if `package` imports a module PYTHON_EXCLUDES leaves out (it would fail only in the bundle).

    Lazy imports count too (PyInstaller sees imports inside functions): a game page importing,
    say, PySide6.QtMultimedia must be noticed here, not by a player. OPTIONAL_IMPORTS are the
    exceptions, each imported under `try` with a way on without it.
    """
    from PyInstaller.lib.modulegraph.modulegraph import ExcludedModule

    graph = analysis.graph
    offending = sorted(
        f"{user.identifier} imports {node.identifier}"
        for node in graph.iter_graph()
        if isinstance(node, ExcludedModule) and node.identifier.split(".")[0] not in OPTIONAL_IMPORTS
        for user in graph.incoming(node)
        if user.identifier == package or user.identifier.startswith(package + "."))
    if offending:
        raise RuntimeError("the bundle would lack modules that bugbox imports; remove them from "
                           "PYTHON_EXCLUDES in packaging/build.py:\n  " + "\n  ".join(offending))


def trim(analysis) -> None:
    """Apply the rules to a finished Analysis (in place); fail if that would break the bundle."""
    if not _Trim.installed:
        raise RuntimeError("call install_trim() before Analysis(...)")
    if not _Trim.ran:
        raise RuntimeError("the trimming hook never ran: PyInstaller changed, or the analysis came "
                           "from its cache (build with --clean)")
    dropped = [entry[0] for entry in analysis.binaries if not keep_binary(entry[0])]
    needed = sorted(dest for dest in dropped if _normal(dest) not in _Trim.dropped)
    if needed:
        raise RuntimeError(
            "these files match the trimming rules but are linked by files the bundle keeps, so "
            "dropping them would break it; keep them in packaging/build.py (QT_MODULES/PLUGINS):\n  "
            + "\n  ".join(needed))
    analysis.binaries[:] = [entry for entry in analysis.binaries if keep_binary(entry[0])]
    analysis.datas[:] = [entry for entry in analysis.datas if keep_data(entry[0])]


# ----------------------------------------------------------------------------------------------
# The build command


def tree_size(path: Path) -> int:
    """Bytes of a file or folder; a symlink counts as itself, not as what it points to."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() or p.is_symlink())


def mib(size: int) -> str:
    return f"{size / 2**20:.1f} MiB"


def version() -> str:
    return re.search(r'__version__ = "([^"]+)"', (ROOT / "bugbox" / "__init__.py").read_text("utf-8"))[1]


def platform_tag() -> str:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform.rstrip("0123456789"))
    return f"{system}-{platform.machine().lower()}"


def pyinstaller(spec: Path, dist: Path, work: Path, *spec_args: str) -> None:
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work), str(spec)]
    if spec_args:
        command += ["--", *spec_args]
    print("+", " ".join(command), flush=True)
    subprocess.run(command, check=True, cwd=ROOT)


def archive(path: Path, stem: str) -> Path:
    """Pack a build the way it is downloaded: .dmg on macOS, .zip on Windows, .tar.gz on Linux.

    tar and hdiutil keep symlinks (a .app has them) and the executable bit; Windows needs neither.
    """
    if sys.platform == "darwin":
        # The disk image shows the app next to a link to /Applications to drag it onto.
        target = path.parent / f"{stem}.dmg"
        staging = path.parent / f"{stem}-dmg"
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir()
        if path.is_dir():
            shutil.copytree(path, staging / path.name, symlinks=True)
            (staging / "Applications").symlink_to("/Applications")
        else:
            shutil.copy2(path, staging / path.name)
        subprocess.run(["hdiutil", "create", "-volname", "bugbox", "-srcfolder", str(staging), "-ov",
                        "-format", "UDZO", str(target)], check=True)
        shutil.rmtree(staging)
    elif sys.platform == "win32":
        target = path.parent / f"{stem}.zip"
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
            for item in [path] if path.is_file() else sorted(path.rglob("*")):
                zf.write(item, item.relative_to(path.parent))
    else:
        target = path.parent / f"{stem}.tar.gz"
        with tarfile.open(target, "w:gz", compresslevel=9) as tf:
            tf.add(path, arcname=path.name)
    return target


def build(which: str, dist: Path, work: Path, onefile: bool = False, pack: bool = False) -> int:
    """Build bugbox or the bare window; print and return the size of the result.

    One-file builds go to <dist>/onefile/, so they never collide with the one-folder build of
    the same name.
    """
    spec = PACKAGING / "bugbox.spec" if which == "bugbox" else PACKAGING / "bare" / "bare.spec"
    if onefile:
        dist = dist / "onefile"
        target = dist / (which + ".exe" if sys.platform == "win32" else which)
    else:
        target = dist / ("bugbox.app" if sys.platform == "darwin" and which == "bugbox" else which)
    started = time.monotonic()
    pyinstaller(spec, dist, work / ("onefile" if onefile else "onefolder") / which,
                *(["--onefile"] if onefile else []))
    size = tree_size(target)
    print(f"{which} {'one-file' if onefile else 'one-folder'}: {target} {mib(size)}, "
          f"{time.monotonic() - started:.0f} s")
    if pack:
        packed = archive(target, f"{which}-{version()}-{platform_tag()}{'-onefile' if onefile else ''}")
        print(f"  packed: {packed} {mib(packed.stat().st_size)}")
    return size


def deb(dist: Path, work: Path, revision: int, fast: bool = False) -> Path:
    """The Debian package of the one-folder bundle in `dist` (packaging/deb/package.py)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("bugbox_deb_package", PACKAGING / "deb" / "package.py")
    package = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = package  # dataclasses look their module up by name
    spec.loader.exec_module(package)
    started = time.monotonic()
    made = package.make_deb(dist / "bugbox", dist, work, ROOT, version(), revision, fast)
    print(f"bugbox .deb: {made.path} {mib(made.path.stat().st_size)} "
          f"(installed: {mib(made.installed_bytes)}, version {made.version}), {time.monotonic() - started:.0f} s")
    print(f"  left to the system ({len(made.left_to_system)} libraries the build machine's packages provide): "
          + " ".join(made.left_to_system))
    print(f"  Depends: {made.depends}")
    return made.path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--onefile", action="store_true", help="one executable instead of a folder")
    parser.add_argument("--bare", action="store_true", help="build the bare PySide6 reference window")
    parser.add_argument("--compare", action="store_true", help="build bugbox and bare, print the ratio")
    parser.add_argument("--archive", action="store_true", help="also pack the result and print its size")
    parser.add_argument("--deb", action="store_true", help="Linux: also make the Debian package (dpkg-deb)")
    parser.add_argument("--revision", type=int, default=1,
                        help="the .deb's Debian revision (default 1); a higher one upgrades the same bugbox")
    parser.add_argument("--reuse", action="store_true",
                        help="with --deb: package the one-folder bundle already in --dist, do not build it again")
    parser.add_argument("--fast", action="store_true",
                        help="with --deb: gzip -1 instead of xz (seconds instead of minutes; larger, not for release)")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build")
    args = parser.parse_args(argv)
    if args.onefile and sys.platform == "darwin":
        print("note: on macOS the one-file build is a plain executable for the terminal; players get "
              "the .app from the one-folder build (PyInstaller 6 deprecates one-file .app bundles)")
    dist, work = args.dist.resolve(), args.work.resolve()
    for option, given in (("--reuse", args.reuse), ("--fast", args.fast), ("--revision", args.revision != 1)):
        if given and not args.deb:
            parser.error(f"{option} goes with --deb")
    if args.deb:
        if not sys.platform.startswith("linux") or args.onefile or args.bare or args.compare:
            parser.error("--deb packages bugbox's one-folder bundle, on Linux")
        if not args.reuse:
            build("bugbox", dist, work, pack=args.archive)
        deb(dist, work, args.revision, args.fast)
        return 0
    if args.compare:
        ours = build("bugbox", dist, work, args.onefile, args.archive)
        bare = build("bare", dist, work, args.onefile, args.archive)
        print(f"bugbox / bare = {ours / bare:.2f} (target <= 1.30)")
        return 0
    build("bare" if args.bare else "bugbox", dist, work, args.onefile, args.archive)
    return 0


if __name__ == "__main__":
    sys.exit(main())
