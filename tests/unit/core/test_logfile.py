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
