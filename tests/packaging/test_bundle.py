"""The packaged app: build the one-folder bundle with the documented command and run it.

Slow (PyInstaller takes a minute or two per build), so marked `slow` and left out of the default
run: `python -m pytest -m slow tests/packaging` (needs `pip install -e ".[package]"`).
The bundle is started offscreen (tests/conftest.py sets QT_QPA_PLATFORM) with a private
BUGBOX_HOME, so its log can be read back. CI leaves these out (`-m 'not slow and not deb'`); the
Debian package test it runs afterwards (test_deb.py) starts the same one-folder bundle, installed,
and has it review a game in worker processes too.
"""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "packaging" / "build.py"


def build(tmp: Path, *args: str) -> str:
    pytest.importorskip("PyInstaller", reason='needs pip install -e ".[package]"')
    done = subprocess.run(
        [sys.executable, str(BUILD), "--dist", str(tmp / "dist"), "--work", str(tmp / "work"), *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return done.stdout


def bundle_folder(dist: Path, name: str) -> Path:
    if sys.platform == "darwin" and name == "bugbox":
        return dist / "bugbox.app" / "Contents"
    return dist / name


def executable(dist: Path, name: str) -> Path:
    if sys.platform == "darwin" and name == "bugbox":
        return bundle_folder(dist, name) / "MacOS" / "bugbox"
    return dist / name / (name + ".exe" if sys.platform == "win32" else name)


def run(program: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(program), *args],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("bundle")
    build(tmp)
    return tmp / "dist"


def test_the_bundle_starts_paints_its_window_and_exits_0(dist):
    done = run(executable(dist, "bugbox"), "--smoke")
    assert done.returncode == 0, done.stderr


#: A finished game of Voll verasselt (68 actions) kept with the golden saves.
FINISHED = ROOT / "tests" / "golden" / "v1" / "verasselt-3p-one-card-per-bars-finished.save.json"
#: A short, rough review on two worker processes: the workers are started from the bundle's own
#: executable, as the app's "Review this game" starts them (issue 44: they met bugbox's
#: argument parser and the review died with BrokenProcessPool).
#: No --seconds: a review it stops short may leave positions out, and this one is short anyway.
QUICK_REVIEW = ("--json", "--workers", "2", "--max-futures", "1")


def check_review(done: subprocess.CompletedProcess) -> None:
    """`done` printed the review of FINISHED as JSON and exited 0."""
    assert done.returncode == 0, done.stderr[-3000:]
    review = json.loads(done.stdout)
    actions = len(json.loads(FINISHED.read_text("utf-8"))["actions"])
    assert review["game"] == "verasselt" and len(review["positions"]) == actions + 1
    assert isinstance(review["decisions"], list)


def test_the_bundle_reviews_a_finished_game_in_worker_processes(dist):
    check_review(run(executable(dist, "bugbox"), "review", str(FINISHED), *QUICK_REVIEW))


def test_the_bundle_starts_in_japanese_with_the_catalogues_inside_it(dist, bugbox_home):
    done = run(executable(dist, "bugbox"), "--lang", "ja", "--smoke")
    assert done.returncode == 0, done.stderr
    log = (bugbox_home / "log" / "bugbox.log").read_text("utf-8")
    line = re.search(r"language ja, catalogues loaded: (.*)", log)
    assert line, log
    loaded = [Path(path) for path in line[1].split(", ")]
    assert {path.name for path in loaded} >= {"bugbox_ja.qm", "qtbase_ja.qm"}
    inside = dist.resolve()
    assert all(path.resolve().is_relative_to(inside) for path in loaded), loaded


def catalogues(dist: Path) -> tuple[set[str], set[str]]:
    """The .qm files in the bundle: (bugbox's own, Qt's own under PySide6/)."""
    found = list(bundle_folder(dist, "bugbox").rglob("*.qm"))
    qt = {path.name for path in found if "PySide6" in path.parts}
    return {path.name for path in found} - qt, qt


def test_the_bundle_carries_every_compiled_catalogue_and_qts_own_german_and_japanese(dist):
    ours, qt = catalogues(dist)
    assert ours == {path.name for path in (ROOT / "translations").glob("*.qm")}
    assert {"bugbox_ja.qm", "bugbox_de.qm"} <= ours
    assert {"qtbase_ja.qm", "qtbase_de.qm"} <= qt


def test_qt_translations_are_only_those_of_bugbox_languages(dist):
    assert catalogues(dist)[1] <= {"qtbase_en.qm", "qtbase_de.qm", "qtbase_ja.qm"}


def test_unused_qt_modules_are_left_out(dist):
    # QtNetwork stays (the local socket of a second start); its TLS and network-information
    # plugins do not.
    unused = re.compile(
        r"Qt6?(Pdf|Qml|Quick|VirtualKeyboard|WebEngine|Multimedia|3D|NetworkAuth|OpenGL)"
        r"|qtvirtualkeyboard|qpdf|qgtk3|qmltooling|opengl32sw|qopensslbackend|qnetworklistmanager"
    )
    found = [str(path) for path in bundle_folder(dist, "bugbox").rglob("*") if unused.search(path.name)]
    assert found == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux plugin names")
def test_linux_bundle_keeps_x11_wayland_and_offscreen_platforms_only(dist):
    platforms = {path.name for path in (dist / "bugbox").rglob("plugins/platforms/*")}
    assert platforms == {"libqxcb.so", "libqwayland.so", "libqoffscreen.so"}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux desktop integration")
def test_linux_bundle_ships_desktop_file_metainfo_and_hicolor_icons(dist):
    share = dist / "bugbox" / "share"
    app_id = "io.github.bugbox.bugbox"
    assert (share / "applications" / f"{app_id}.desktop").is_file()
    assert (share / "metainfo" / f"{app_id}.metainfo.xml").is_file()
    assert (share / "icons" / "hicolor" / "256x256" / "apps" / f"{app_id}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{app_id}.svg").is_file()


LICENCE_FILES = [
    "LICENSE",
    "THIRD-PARTY-NOTICES.md",
    *(f"licenses/{path.name}" for path in sorted((ROOT / "licenses").glob("*.txt"))),
]


def test_the_one_folder_bundle_carries_every_licence_file(dist):
    """Where the app reads them (next to resources/, Help > About > Licences)."""
    data = next(path.parent for path in bundle_folder(dist, "bugbox").rglob("resources") if path.is_dir())
    for name in LICENCE_FILES:
        assert (data / name).read_bytes() == (ROOT / name).read_bytes(), name


@pytest.fixture(scope="module")
def onefile(tmp_path_factory) -> Path:
    """The one-file executable."""
    tmp = tmp_path_factory.mktemp("onefile")
    build(tmp, "--onefile")
    return tmp / "dist" / "onefile" / ("bugbox.exe" if sys.platform == "win32" else "bugbox")


def test_the_one_file_bundle_carries_every_licence_file(onefile):
    from PyInstaller.archive.readers import CArchiveReader

    inside = set(CArchiveReader(str(onefile)).toc)
    assert set(LICENCE_FILES) <= inside


def test_the_one_file_bundle_reviews_a_finished_game_in_worker_processes(onefile):
    check_review(run(onefile, "review", str(FINISHED), *QUICK_REVIEW))


def test_the_bundle_is_at_most_1_3_times_a_bare_qt_window_built_the_same_way(dist, tmp_path):
    output = build(tmp_path, "--bare")
    assert run(executable(tmp_path / "dist", "bare"), "--smoke").returncode == 0
    bare = float(re.search(r"bare one-folder: .* ([\d.]+) MiB", output)[1])
    ours = sum(p.lstat().st_size for p in bundle_folder(dist, "bugbox").rglob("*")) / 2**20
    assert ours <= 1.3 * bare, f"bugbox {ours:.1f} MiB, bare {bare:.1f} MiB"
