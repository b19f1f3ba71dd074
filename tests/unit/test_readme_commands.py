"""The README's commands work for a newcomer on a fresh machine, and its test command is what CI
runs (issue 32: the README never said to clone and change into the repository, and each command
made a `.venv` of its own)."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text("utf-8")


def _section(title: str) -> str:
    start = README.index(f"\n## {title}\n")
    end = README.find("\n## ", start + 1)
    return README[start : end if end >= 0 else None]


def _commands(text: str) -> list[str]:
    """Shell lines, continuation lines joined, comments and blank lines left out."""
    text = re.sub(r"\\\n\s*", " ", text)
    lines = (line.split(" #")[0].strip() for line in text.splitlines())
    return [" ".join(line.split()) for line in lines if line and not line.startswith("#")]


def _blocks(section: str) -> list[list[str]]:
    return [_commands(block) for block in re.findall(r"```sh\n(.*?)```", section, flags=re.S)]


def test_play_it_clones_goes_in_and_makes_one_environment_then_installs():
    setup, play = _blocks(_section("Play it"))
    assert setup[0].startswith("git clone https://github.com/bugbox/bugbox")
    assert setup[1:] == ["cd bugbox", "python3 -m venv .venv", ". .venv/bin/activate"]
    assert play == ["pip install . && bugbox"]  # no second environment
    assert "[Files on your disk](#files-on-your-disk)" in _section("Play it")
    assert "\n## Files on your disk\n" in README


def test_the_readme_test_command_is_word_for_word_what_ci_runs_in_the_same_kind_of_environment():
    (command,) = _blocks(_section("Run the tests"))
    assert len(command) == 1 and "venv" not in command[0]  # the environment of "Play it"
    # CI stops at a failure anywhere in the chain: `|| exit 1` after the very same command
    ci = [line.removesuffix(" || exit 1") for line in _commands((ROOT / ".ci" / "run").read_text("utf-8"))]
    at = ci.index(command[0])
    assert ci[at - 1] == "python3 -m venv .venv && . .venv/bin/activate"


def test_the_files_section_says_where_settings_saves_and_kept_games_go_on_each_system():
    files = _section("Files on your disk")
    for words in ("settings.json", "saves/", "records/", "autosave/", "Linux", "macOS", "Windows", "BUGBOX_HOME"):
        assert words in files, words
