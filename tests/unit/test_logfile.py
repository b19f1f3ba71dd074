"""The log file keeps a few older files and never grows past its limit."""

import logging

from bugbox.logfile import SizedLogFile


def _logger(handler: logging.Handler) -> logging.Logger:
    logger = logging.getLogger(f"test-logfile-{id(handler)}")
    logger.propagate = False
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    return logger


def test_a_full_log_moves_to_backups_and_the_oldest_is_dropped(tmp_path):
    path = tmp_path / "bugbox.log"
    handler = SizedLogFile(path, max_bytes=1000, backups=2)
    logger = _logger(handler)
    for number in range(200):
        logger.info("line %03d %s", number, "x" * 40)
    handler.close()
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["bugbox.log", "bugbox.log.1", "bugbox.log.2"]
    assert all(p.stat().st_size < 1000 + 100 for p in tmp_path.iterdir())
    assert "line 199" in path.read_text("utf-8")
    assert "line 000" not in "".join(p.read_text("utf-8") for p in tmp_path.iterdir())


def test_a_big_log_from_last_time_is_set_aside_at_start(tmp_path):
    path = tmp_path / "bugbox.log"
    path.write_text("old\n" * 400, "utf-8")
    handler = SizedLogFile(path, max_bytes=1000, backups=3)
    _logger(handler).info("new start")
    handler.close()
    assert path.read_text("utf-8").strip() == "new start"
    assert (tmp_path / "bugbox.log.1").read_text("utf-8") == "old\n" * 400


def test_a_small_log_is_continued(tmp_path):
    path = tmp_path / "bugbox.log"
    path.write_text("before\n", "utf-8")
    handler = SizedLogFile(path, max_bytes=1000)
    _logger(handler).info("after")
    handler.close()
    assert path.read_text("utf-8") == "before\nafter\n"
    assert not (tmp_path / "bugbox.log.1").exists()


# --- a full disk (issue 28 item 4): told once, never a traceback per line ----------------------

import os  # noqa: E402
import shutil  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
LINES = 200

#: The app's own logging set-up (`bugbox.app.setup_logging`), then the disk fills, 200 lines are
#: logged, the disk has room again and one more line is logged. "fsize": the system refuses to
#: let the file grow (RLIMIT_FSIZE, EFBIG). "tmpfs": a real file system filled to the last byte
#: (ENOSPC). The log is printed at the end (a tmpfs lives only as long as this process).
FULL_DISK = r"""
import logging, os, resource, sys
from bugbox.app import setup_logging
path = setup_logging()
handler = [h for h in logging.getLogger().handlers if hasattr(h, "max_bytes")][0]
log = logging.getLogger("bugbox.test")
log.info("before the disk filled")
mode = sys.argv[1]
if mode == "fsize":
    resource.setrlimit(resource.RLIMIT_FSIZE, (os.path.getsize(path) + 300, resource.RLIM_INFINITY))
else:
    filler = os.path.join(os.path.dirname(path), "filler")
    with open(filler, "wb", buffering=0) as out:
        try:
            while True:
                out.write(b"x" * 1024)
        except OSError:
            pass
for n in range(int(sys.argv[2])):
    log.info("line %d of a game on a full disk", n)
if mode == "fsize":
    resource.setrlimit(resource.RLIMIT_FSIZE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
else:
    os.unlink(filler)
handler.retry_seconds = 0  # the disk has room again: the next line goes in
log.info("after the disk had room again")
sys.stdout.write(open(path, encoding="utf-8").read())
"""


def _run_full_disk(mode: str, home: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "BUGBOX_HOME": str(home)}
    command = [sys.executable, "-c", FULL_DISK, mode, str(LINES)]
    if mode == "tmpfs":
        if not sys.platform.startswith("linux") or shutil.which("unshare") is None:
            pytest.skip("a private tmpfs needs Linux and unshare")
        home.mkdir()
        mount = 'mount -t tmpfs -o size=64k tmpfs "$0" && exec "$@"'
        command = ["unshare", "--user", "--map-root-user", "--mount", "sh", "-c", mount, str(home), *command]
        probe = subprocess.run(["unshare", "--user", "--map-root-user", "--mount", "true"], capture_output=True)
        if probe.returncode != 0:
            pytest.skip("user namespaces are not allowed here: " + probe.stderr.decode(errors="replace").strip())
    return subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)


@pytest.mark.skipif(sys.platform == "win32", reason="RLIMIT_FSIZE and tmpfs are POSIX")
@pytest.mark.parametrize("mode", ["fsize", "tmpfs"])
def test_a_full_disk_is_told_once_on_stderr_and_the_log_says_what_is_missing(tmp_path, mode):
    done = _run_full_disk(mode, tmp_path / "home")
    assert done.returncode == 0, done.stderr
    assert "Logging error" not in done.stderr and "Traceback" not in done.stderr, done.stderr[:3000]
    said = [line for line in done.stderr.splitlines() if line.strip()]
    assert len(said) == 1 and said[0].startswith("bugbox: the log file "), said[:5]
    assert "cannot be written" in said[0] and "left out until it can be again" in said[0]
    log = done.stdout
    assert "before the disk filled" in log and log.rstrip().endswith("after the disk had room again")
    written = sum(line.endswith(" of a game on a full disk") for line in log.splitlines())  # whole lines
    [gap] = [line for line in log.splitlines() if "could not be written for a while" in line]
    missing = int(gap.split(": ")[-1].split()[0])
    assert written + missing == LINES and missing > 0, (written, missing)
    assert all(line[:4].isdigit() or line.startswith("(the log") for line in log.splitlines() if line), log[-2000:]


# --- control characters from names (issue 28 item 10) -------------------------------------------


def test_escape_sequences_and_forged_lines_in_names_are_written_out(tmp_path, monkeypatch):
    """A player called "\x1b[31mMallory\x1b[0m" recoloured the terminal showing the log (`tail`,
    `less -R`, the CI log), "\\n2026-... WARNING" forged a line of its own."""
    from bugbox.app import setup_logging

    monkeypatch.setenv("BUGBOX_HOME", str(tmp_path))
    root = logging.getLogger()
    before = list(root.handlers)
    path = setup_logging()
    try:
        name = "\x1b[31mMallory\x1b[0m\r\n2026-01-01 00:00:00,000 WARNING bugbox: forged\u202e\x07"
        logging.getLogger("bugbox.test").warning("kept game of %s cannot be read", name)
        try:
            raise ValueError(name)
        except ValueError:
            logging.getLogger("bugbox.test").exception("while reading %s", "x")
    finally:
        for handler in root.handlers[:]:
            if handler not in before:
                root.removeHandler(handler)
                handler.close()
    assert path is not None
    text = path.read_text("utf-8")
    assert not any(char in text for char in "\x1b\r\x07\u202e")
    assert "\\x1b[31mMallory\\x1b[0m\\r" in text and "\\u202e" in text
    assert all(line[:4].isdigit() or line.startswith(" ") for line in text.splitlines()), text
    assert "\n    2026-01-01 00:00:00,000 WARNING bugbox: forged" in text
