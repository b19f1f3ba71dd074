"""Issue 18, command line: `bugbox --help` names the game commands, and output cut short by its
reader (`bugbox schaben solve ... | head`) ends quietly instead of with a BrokenPipeError.
Issue 44: `bugbox --help` lists every command (`bugbox review` was missing) and every option."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bugbox.app import main
from bugbox.core.registry import GAMES

TASK = {
    "exterminator": {"square": "A2", "facing": "N"},
    "cockroaches": [
        {"square": "C2", "facing": "W"},
        {"square": "C5", "facing": "E"},
        {"square": "B3", "facing": "E"},
        {"square": "D6", "facing": "W"},
        {"square": "C1", "facing": "N"},
    ],
    "cards": ["backward", "right"],
}


def test_help_names_the_schaben_command():
    done = subprocess.run([sys.executable, "-m", "bugbox", "--help"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    assert "bugbox schaben ..." in done.stdout
    assert "bugbox schaben --help" in done.stdout


def help_text(capsys) -> str:
    with pytest.raises(SystemExit) as exit:
        main(["--help"])
    assert exit.value.code == 0
    return capsys.readouterr().out


#: Every command `bugbox NAME ...` that main() runs: its own and the games' command lines.
EVERY_COMMAND = ["review", "serve", *(game for game, spec in GAMES.items() if spec.cli is not None)]


@pytest.mark.parametrize("name", EVERY_COMMAND)
def test_help_lists_every_command_with_where_its_own_help_is(name, capsys):
    text = help_text(capsys)
    usage, _, epilog = text.partition("commands:")
    assert f"bugbox {name} ..." in usage
    assert f"bugbox {name} --help" in epilog
    try:  # and that help is there: the command is real
        code = main([name, "--help"])
    except SystemExit as exit:  # argparse's way; a game's command line may return instead
        code = exit.code
    assert code == 0
    assert capsys.readouterr().out.startswith(f"usage: bugbox {name}")


@pytest.mark.parametrize("name", EVERY_COMMAND)
def test_the_readmes_command_line_names_every_command_and_its_help(name):
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text("utf-8")
    section = readme[readme.index("\n## Command line\n") :]
    section = section[: section.index("\n## ", 1)]
    assert f"\nbugbox {name} " in section
    assert f"bugbox {name} --help" in " ".join(section.split())


def test_help_lists_every_option_and_the_file_or_invite_to_open(capsys):
    text = help_text(capsys)
    for option in ("--help", "--version", "--lang {en,de,ja}", "--smoke", "FILE | INVITE", "bugbox://host:port/CODE"):
        assert option in text, option


def test_solve_into_a_closed_pipe_exits_without_a_traceback(tmp_path):
    # Far more output than a pipe holds, so the writes after the reader has gone fail.
    path = tmp_path / "many.json"
    path.write_text(json.dumps({"tasks": [{**TASK, "id": f"task-{n:05d}"} for n in range(3000)]}))
    process = subprocess.Popen(
        [sys.executable, "-m", "bugbox", "schaben", "solve", str(path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert process.stdout is not None and process.stderr is not None
    first = process.stdout.readline()
    assert first.startswith(b"task-00000")
    process.stdout.close()  # what `head -1` does
    error = process.stderr.read().decode()
    process.stderr.close()
    assert process.wait(timeout=120) == 1
    assert "Traceback" not in error and "BrokenPipe" not in error, error
    assert error == ""
