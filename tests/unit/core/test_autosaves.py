"""Unfinished games on disk (issue 28, item 5) and disk trouble told once (item 4), Qt-free.

Every game in progress gets an autosave of its own, never one another game has; the list reads
no file and leaves out temp files, kept-aside files and special files; the old single autosave
moves into the game's folder once (an unreadable one stays where it is); beyond the limit the
oldest not on a table go; a file's description says who plays, how far and when. `DiskTrouble`
tells a kind when it stops working and when it works again, never in between.
"""

from __future__ import annotations

import errno
import os

from bugbox.core import autosaves
from bugbox.core.disk_trouble import AUTOSAVE, PROGRESS, RECORD, SETTINGS, DiskTrouble
from bugbox.core.players import Seat, Setup
from bugbox.core.saves import save_session
from bugbox.core.session import Session
from bugbox.paths import autosave_dir, autosave_folder

SETUP = Setup(seats=(Seat(name="Anna", colour="red"), Seat(name="Ben", colour="blue")), start_player=0)


def _session(moves: int, seed: int = 3) -> Session:
    session = Session("verflixxt", SETUP, seed)
    for _ in range(moves):
        session.play(session.rules.legal_actions(session.state)[0])
    return session


def _saved(name: str, moves: int = 2, age: float = 0.0):
    path = autosave_folder("verflixxt") / name
    save_session(_session(moves), path, "2025-03-01T10:15:00+00:00")
    when = 1_700_000_000 - age
    os.utime(path, (when, when))
    return path


def test_two_games_created_in_the_same_second_get_files_of_their_own():
    first = autosaves.new_path("verflixxt", "2025-03-01T10:15:00+00:00")
    second = autosaves.new_path("verflixxt", "2025-03-01T10:15:00+00:00")
    assert first.name == "20250301-101500.json" and second.name == "20250301-101500-2.json"
    save_session(_session(0), second)
    third = autosaves.new_path("verflixxt", "2025-03-01T10:15:00+00:00")
    assert third not in (first, second)


def test_the_list_is_newest_first_and_leaves_out_what_is_not_an_autosave():
    old, new = _saved("20250301-101500.json", age=100), _saved("20250302-101500.json", age=10)
    folder = autosave_folder("verflixxt")
    (folder / ".20250303-101500.json.ab12.tmp").write_text("half")
    (folder / "20250301-101500.json.broken-20250301-120000").write_text("kept aside")
    os.mkfifo(folder / "pipe.json")
    (folder / "a folder.json").mkdir()
    assert autosaves.listing("verflixxt") == [new, old]
    assert autosaves.newest("verflixxt") == new
    assert autosaves.listing("verasselt") == [] and autosaves.newest("verasselt") is None


def test_the_old_single_autosave_moves_once_and_an_unreadable_one_stays():
    old = autosave_dir() / "verflixxt.json"
    old.parent.mkdir(parents=True, exist_ok=True)
    save_session(_session(4), old, "2025-03-01T10:15:00+00:00")
    data = old.read_bytes()
    moved = autosaves.migrate("verflixxt")
    assert moved == autosave_folder("verflixxt") / "20250301-101500.json"
    assert not old.exists() and moved.read_bytes() == data
    assert autosaves.migrate("verflixxt") is None  # once
    spoilt = autosave_dir() / "verasselt.json"
    spoilt.write_bytes(b"\x00 not a save")
    assert autosaves.migrate("verasselt") is None
    assert spoilt.read_bytes() == b"\x00 not a save"
    assert autosaves.listing("verasselt") == [spoilt]  # still offered, explained when continued


def test_beyond_the_limit_the_oldest_go_but_never_one_on_a_table():
    paths = [_saved(f"2025030{n}-101500.json", age=100 - n) for n in range(1, 6)]  # [0] oldest
    removed = autosaves.prune("verflixxt", limit=3, spare={paths[0]})
    assert removed == [paths[1], paths[2]]
    assert set(autosaves.listing("verflixxt")) == {paths[0], paths[3], paths[4]}
    assert autosaves.prune("verflixxt", limit=3) == []


def test_a_description_says_who_plays_how_far_and_when():
    path = _saved("20250301-101500.json", moves=6)
    game = autosaves.describe(path, "verflixxt")
    assert game.error is None and game.players == ("Anna", "Ben") and game.moves == 6
    assert game.turn >= 2 and not game.over and game.updated is not None
    path.write_bytes(b"{ half")
    broken = autosaves.describe(path, "verflixxt")
    assert broken.error is not None and "not valid JSON" in broken.error.english()


def _error(number: int) -> OSError:
    return OSError(number, os.strerror(number))


def test_disk_trouble_is_told_once_per_kind_and_once_again_when_it_works():
    told = []
    disk = DiskTrouble(lambda kind, message, trouble: told.append((kind, message.english(), trouble)))
    for _ in range(5):
        disk.failed(AUTOSAVE, _error(errno.ENOSPC))
        disk.failed(PROGRESS, _error(errno.ENOSPC))
    disk.worked(SETTINGS)  # never failed: nothing to say
    disk.failed(RECORD, _error(errno.EROFS))
    assert [(kind, trouble) for kind, _, trouble in told] == [(AUTOSAVE, True), (PROGRESS, True), (RECORD, True)]
    assert told[0][1].startswith("The disk is full, so this game is no longer being autosaved")
    assert told[1][1] == "The disk is full. Your solved tasks and tries are not being saved for now."
    assert told[2][1].startswith("bugbox may not write in its folders. The game that just ended could not be kept")
    for _ in range(3):
        disk.worked(AUTOSAVE)
    assert told[3:] == [(AUTOSAVE, "The game is being autosaved again.", False)]
    assert disk.failing(PROGRESS) and not disk.failing(AUTOSAVE)
