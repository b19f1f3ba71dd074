"""`bugbox serve`'s options: a value out of range is refused in one line before anything
starts, and the log names only options that exist."""

import logging
import re

import pytest

from bugbox.server import cli
from bugbox.server.server import TableServer


@pytest.mark.parametrize(
    "option",
    [
        ("--idle-hours", "-1"),
        ("--keep-days", "-1"),
        ("--keep-days", "0"),
        ("--max-tables", "0"),
        ("--max-tables-per-address", "-3"),
        ("--max-tables-per-hour", "0"),
        ("--max-connections-per-address", "0"),
        ("--max-connections", "0"),
        ("--connections-per-minute", "-5"),
        ("--messages-per-address", "nan"),
        ("--idle-hours", "inf"),
        ("--port", "70000"),
    ],
)
def test_an_option_out_of_range_is_refused_in_one_line(tmp_path, capsys, option):
    with pytest.raises(SystemExit) as stopped:
        cli.main(["--data", str(tmp_path / "store"), *option])
    assert stopped.value.code == 2
    said = capsys.readouterr().err.strip()
    assert len(said.splitlines()) == 1, said
    assert option[0] in said and said.startswith("bugbox serve: ")
    assert not (tmp_path / "store").exists()  # nothing was started


def test_the_options_in_range_are_taken():
    args = cli.build_parser().parse_args(["--idle-hours", "0.5", "--max-tables", "1", "--max-connections", "100"])
    assert (args.idle_hours, args.max_tables, args.max_connections) == (0.5, 1, 100)


def test_the_out_of_descriptors_line_names_options_that_exist(tmp_path, caplog):
    server = TableServer(tmp_path)
    with caplog.at_level(logging.ERROR):
        server._descriptors_short("40 connection(s) hold them all")
    named = re.findall(r"--[a-z][a-z-]+", caplog.text)
    assert named, caplog.text
    known = {string for action in cli.build_parser()._actions for string in action.option_strings}
    assert set(named) <= known, named
