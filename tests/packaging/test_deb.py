"""The Debian package on this machine, as a player meets it: built with the documented command,
checked by lintian, installed with apt, started from the command line and from the menu entry,
upgraded over a player's files, removed and purged without a trace; the installed command
reviews a game in worker processes.

It installs and removes a system package, so it needs root, apt and dpkg's tools and is marked
`deb` (left out of the default run). `.ci/run` runs it as root after the whole suite:

    python -m pytest -m deb -n 0 tests/packaging/test_deb.py

One PyInstaller build (the cost, a minute or two) makes both packages: the second is the same
bundle packaged again as the next Debian revision (`--reuse --revision 2`), which dpkg treats as
an upgrade. Whatever happens, the package is purged again at the end (the `machine` fixture), and
when a bugbox package was installed before the test starts, the test is skipped rather than
replacing it. The player's files live in a home folder of the test's own (HOME points there, the
XDG and BUGBOX_HOME variables are unset), laid out exactly as bugbox lays out a real one.
"""

import hashlib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.deb

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "packaging" / "build.py"
APP_ID = "io.github.bugbox.bugbox"
DESKTOP = Path("/usr/share/applications") / f"{APP_ID}.desktop"
METAINFO = Path("/usr/share/metainfo") / f"{APP_ID}.metainfo.xml"
TOOLS = ("dpkg-deb", "dpkg-shlibdeps", "dpkg-query", "apt-get", "lintian", "readelf", "chrpath")
X_TOOLS = ("Xvfb", "xdotool", "import")
#: A finished game of Voll verasselt (68 actions) kept with the golden saves, reviewed quickly on
#: two worker processes: each is the installed bugbox started again (issue 44: they met bugbox's
#: argument parser and the review died with BrokenProcessPool).
FINISHED = ROOT / "tests" / "golden" / "v1" / "verasselt-3p-one-card-per-bars-finished.save.json"
#: No --seconds: a review it stops short may leave positions out, and this one is short anyway.
QUICK_REVIEW = ("--json", "--workers", "2", "--max-futures", "1")
SCREEN = (1600, 1000)


def installed_version() -> str | None:
    """The installed bugbox package's version, or None when dpkg has no installed bugbox."""
    done = subprocess.run(
        ["dpkg-query", "-W", "-f", "${db:Status-Abbrev} ${Version}", "bugbox"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    if done.returncode != 0 or done.stdout.startswith("un"):
        return None
    return done.stdout.split()[-1]


def apt(*args: str) -> str:
    done = subprocess.run(
        ["apt-get", "-y", "-q", *args],
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"},
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return done.stdout


def purge() -> None:
    """Remove every trace of the package dpkg knows of, in whatever state (nothing when it has none)."""
    for command in (["apt-get", "-y", "-q", "purge", "bugbox"], ["dpkg", "--purge", "bugbox"]):
        if subprocess.run(["dpkg-query", "-W", "bugbox"], capture_output=True, timeout=60).returncode != 0:
            return
        subprocess.run(
            command, capture_output=True, timeout=600, env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        )


def build(tmp: Path, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, str(BUILD), "--dist", str(tmp / "dist"), "--work", str(tmp / "work"), "--deb", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return done.stdout


@pytest.fixture(scope="module")
def debs(tmp_path_factory) -> tuple[Path, Path]:
    """The package and the next revision of it, from one PyInstaller build."""
    if not sys.platform.startswith("linux"):
        pytest.skip("Debian packages are built on Linux")
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        pytest.skip(f"needs {', '.join(missing)} (apt-get install dpkg-dev lintian binutils chrpath)")
    if os.geteuid() != 0:
        pytest.skip("installs a package: run as root (CI does)")
    pytest.importorskip("PyInstaller", reason='needs pip install -e ".[package]"')
    if installed_version() is not None:
        pytest.skip("a bugbox package is installed on this machine already; the test would replace it")
    tmp = tmp_path_factory.mktemp("deb")
    started = time.monotonic()
    output = build(tmp)
    output += build(tmp, "--reuse", "--revision", "2", "--fast")  # packed in seconds: it is only installed
    print(output, f"both packages built in {time.monotonic() - started:.0f} s")
    first, second = sorted((tmp / "dist").glob("bugbox_*.deb"))
    assert re.fullmatch(r"bugbox_[\d.]+-1_\w+\.deb", first.name), first.name
    assert second.name == first.name.replace("-1_", "-2_")
    return first, second


@pytest.fixture
def machine():
    """The machine as it was: no bugbox package before, none after, even when the test fails."""
    if installed_version() is not None:
        pytest.skip("a bugbox package is installed on this machine already")
    yield
    purge()
    assert installed_version() is None


def test_lintian_reports_no_error_and_no_warning(debs):
    """What lintian still says is either fixed or overridden with a reason in the package."""
    done = subprocess.run(
        ["lintian", "--fail-on", "error,warning", str(debs[0])], capture_output=True, text=True, timeout=900
    )
    complaints = [line for line in done.stdout.splitlines() if line[:2] in ("E:", "W:")]
    assert done.returncode == 0 and complaints == [], done.stdout + done.stderr


def test_the_package_has_no_maintainer_scripts(debs, tmp_path):
    """Installing writes the package's files and nothing else: dpkg's triggers update menus."""
    subprocess.run(["dpkg-deb", "--control", str(debs[0]), str(tmp_path / "control")], check=True, timeout=120)
    assert sorted(path.name for path in (tmp_path / "control").iterdir()) == ["control", "md5sums"]
    fields = subprocess.run(["dpkg-deb", "--field", str(debs[0])], capture_output=True, text=True, timeout=120).stdout
    depends = re.search(r"^Depends: (.*)$", fields, re.MULTILINE)[1]
    # What Qt's X11 platform needs and a fresh desktop may lack comes with apt (dpkg-shlibdeps found it).
    for package in ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libegl1"):
        assert re.search(rf"(^|, ){package}\b", depends), depends


def listed() -> list[Path]:
    out = subprocess.run(["dpkg-query", "-L", "bugbox"], capture_output=True, text=True, timeout=60, check=True)
    return [Path(line) for line in out.stdout.splitlines() if line.startswith("/")]


def owned_by_another_package(folder: Path) -> bool:
    done = subprocess.run(["dpkg-query", "-S", str(folder)], capture_output=True, text=True, timeout=60)
    return done.returncode == 0


def hashes(home: Path) -> dict[str, str]:
    return {
        path.relative_to(home).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(home.rglob("*"))
        if path.is_file() and not path.is_symlink()
    }


def player_env(home: Path, **extra: str) -> dict[str, str]:
    """A player's session: their HOME, no XDG folders moved, no test settings for Qt or bugbox."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("XDG_", "QT_", "BUGBOX_")) and key not in ("DISPLAY", "WAYLAND_DISPLAY")
    }
    return {**env, "HOME": str(home), **extra}


def run_installed(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run(["/usr/bin/bugbox", *args], capture_output=True, text=True, timeout=120, env=env)


class Xvfb:
    """An X server of the test's own, on a free display number."""

    def __enter__(self) -> str:
        read, write = os.pipe()
        self.server = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24", "-nolisten", "tcp"],
            pass_fds=(write,),
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        assert number, "Xvfb did not start"
        return f":{number}"

    def __exit__(self, *exc) -> None:
        self.server.terminate()
        self.server.wait(10)


def start_from_the_menu(home: Path, shots: Path) -> None:
    """The desktop entry's Exec line, as a menu runs it: a window appears, Ctrl+Q closes it."""
    exec_line = re.search(r"^Exec=(.*)$", DESKTOP.read_text("utf-8"), re.MULTILINE)[1]
    command = [arg for arg in shlex.split(exec_line) if not arg.startswith("%")]  # no file chosen
    with Xvfb() as display:
        env = player_env(home, DISPLAY=display)
        errors = shots / "menu_start_stderr.txt"
        with open(errors, "wb") as stderr:
            program = subprocess.Popen(command, env=env, cwd=home, stdout=subprocess.DEVNULL, stderr=stderr)
        try:
            window = ""
            deadline = time.monotonic() + 60
            while not window and time.monotonic() < deadline:
                assert program.poll() is None, errors.read_text(errors="replace")
                found = subprocess.run(
                    ["xdotool", "search", "--onlyvisible", "--pid", str(program.pid)],
                    capture_output=True,
                    text=True,
                    env=env,
                    timeout=20,
                )
                window = found.stdout.split()[-1] if found.stdout.split() else ""
                time.sleep(0.3)
            assert window, "the menu's command showed no window within 60 s"
            time.sleep(1.5)  # let it paint before the picture
            subprocess.run(
                ["import", "-display", display, "-window", "root", str(shots / "menu_start.png")],
                timeout=30,
                check=True,
            )
            subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, timeout=20, check=True)
            subprocess.run(["xdotool", "key", "ctrl+q"], env=env, timeout=20, check=True)
            assert program.wait(30) == 0, errors.read_text(errors="replace")
        finally:
            if program.poll() is None:
                program.kill()
                program.wait(10)


def make_players_files(home: Path, monkeypatch) -> list[str]:
    """Settings, a save, a kept game, Schaben jagen progress and a puzzle, written by bugbox's own
    code into `home` as the program writes them; returns the files' paths inside `home`."""
    for name in ("BUGBOX_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(home))
    from bugbox.core import records
    from bugbox.core.players import Level, Seat, Setup
    from bugbox.core.registry import ai_for
    from bugbox.core.saves import save_session
    from bugbox.core.session import Session
    from bugbox.core.settings import load_settings, save_settings
    from bugbox.games.schaben.progress import Progress, progress_path
    from bugbox.games.schaben.puzzles import PuzzleList, make_puzzle, puzzles_path
    from bugbox.paths import saves_dir, settings_path

    settings, _ = load_settings(settings_path())  # written by the start from the menu
    save_settings(settings.model_copy(update={"language": "de", "animation_speed": "fast"}), settings_path())
    setup = Setup(seats=(Seat(name="Anna", colour="red"), Seat(name="Ben", colour="blue", computer=True)))
    save = saves_dir() / "Familienabend.bugbox"
    save_session(Session("verflixxt", setup, 7), save)
    finished = Session("verasselt", setup, 3)
    ai = ai_for("verasselt")
    for _ in range(5000):  # a whole game, both seats played by the easy computer
        if finished.is_over():
            break
        finished.play(ai.choose_action(finished.state, Level.EASY, len(finished.actions)))
    assert finished.is_over()
    kept = records.keep(finished)
    Progress().mark_solved("0A")
    puzzles = PuzzleList()
    puzzles.add(make_puzzle("easy", 11, puzzles.next_number()))
    made = [settings_path(), save, kept, progress_path(), puzzles_path()]
    return [path.relative_to(home).as_posix() for path in made]


def test_installed_started_upgraded_and_removed_with_the_players_files_kept(debs, machine, tmp_path, monkeypatch):
    first, second = debs
    shots = Path(os.environ.get("BUGBOX_SHOTS") or tmp_path / "shots")
    shots.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()

    apt("install", str(first))
    assert installed_version().endswith("-1")
    files = listed()
    for path in (Path("/usr/bin/bugbox"), Path("/usr/lib/bugbox/bugbox"), DESKTOP, METAINFO):
        assert path in files and path.exists(), path
    assert Path(f"/usr/share/icons/hicolor/256x256/apps/{APP_ID}.png") in files
    assert all(path.exists() or path.is_symlink() for path in files)

    # The command, with the catalogues read from the installed folder.
    scratch = tmp_path / "scratch"
    smoke = run_installed("--smoke", env=player_env(scratch, QT_QPA_PLATFORM="offscreen", BUGBOX_HOME=str(scratch)))
    assert smoke.returncode == 0, smoke.stderr
    env = player_env(scratch, QT_QPA_PLATFORM="offscreen", BUGBOX_HOME=str(scratch))
    assert run_installed("--lang", "ja", "--smoke", env=env).returncode == 0
    log = (scratch / "log" / "bugbox.log").read_text("utf-8")
    loaded = re.findall(r"language ja, catalogues loaded: (.*)", log)[-1].split(", ")
    assert loaded and all(path.startswith("/usr/lib/bugbox/") for path in loaded), loaded
    review = run_installed("review", str(FINISHED), *QUICK_REVIEW, env=env)
    assert review.returncode == 0, review.stderr[-3000:]
    positions = json.loads(review.stdout)["positions"]
    assert len(positions) == len(json.loads(FINISHED.read_text("utf-8"))["actions"]) + 1

    # The desktop files validate as installed.
    if shutil.which("desktop-file-validate"):
        done = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, timeout=60)
        assert done.returncode == 0 and not (done.stdout + done.stderr).strip(), done.stdout + done.stderr
    if shutil.which("appstreamcli"):
        done = subprocess.run(
            ["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 0, done.stdout + done.stderr

    # From the menu on a real X server, in the player's own home.
    home = tmp_path / "player"
    home.mkdir()
    missing = [tool for tool in X_TOOLS if shutil.which(tool) is None]
    if missing:
        print(f"not started from the menu: needs {', '.join(missing)} (apt-get install xvfb xdotool imagemagick)")
        (home / ".config" / "bugbox").mkdir(parents=True)
    else:
        start_from_the_menu(home, shots)
    made = make_players_files(home, monkeypatch)
    before = hashes(home)
    assert set(made) <= set(before), (made, sorted(before))

    # The next version over it: the player's files untouched, the new program reads their save.
    apt("install", str(second))
    assert installed_version().endswith("-2")
    assert hashes(home) == before
    files = listed()
    save = home / next(name for name in made if name.endswith(".bugbox"))
    other = tmp_path / "other"
    replay = run_installed(
        "--smoke", str(save), env=player_env(other, QT_QPA_PLATFORM="offscreen", BUGBOX_HOME=str(other))
    )
    assert replay.returncode == 0, replay.stderr

    # Removed, then purged: every file of the package gone, the folders too unless another
    # package shares them; the player's files exactly as they were.
    apt("remove", "bugbox")
    known = subprocess.run(["dpkg-query", "-W", "bugbox"], capture_output=True, timeout=60).returncode == 0
    if known:  # with configuration files left; the package has none, so dpkg has forgotten it already
        apt("purge", "bugbox")
    assert installed_version() is None
    assert subprocess.run(["dpkg-query", "-W", "bugbox"], capture_output=True, timeout=60).returncode != 0
    left = [path for path in files if os.path.lexists(path) and path != Path("/")]  # dpkg lists "/." too
    assert [path for path in left if not path.is_dir() or path.is_symlink()] == []
    assert [path for path in left if not owned_by_another_package(path)] == []
    assert not Path("/usr/lib/bugbox").exists() and not os.path.lexists("/usr/bin/bugbox")
    assert hashes(home) == before
    print(f"install, start, upgrade and removal took {time.monotonic() - started:.0f} s")
