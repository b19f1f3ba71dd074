"""Files on the player's disk, spoilt in every way hypothesis can think of.

Each loader (settings, saves, Schaben task files, the Schaben progress file) gets random
bytes, truncated JSON, wrong types, huge numbers, unknown fields, other versions, other
encodings, deep nesting and saves whose actions no longer replay. Whatever comes in:

- no exception escapes except the loader's own `LoadError`;
- the player is told in one translatable sentence;
- the file is left exactly as it was (a broken settings or progress file is kept aside under
  a new name, byte for byte), and nothing else appears in its folder;
- and what does load is really usable (a save replays, settings open the new-game dialog).

Hypothesis runs derandomized without a database, so CI sees the same inputs every time.
"""

import json
import shutil
import tempfile
from pathlib import Path

import pytest
import robust_games as rg
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from robust_files import ODD_VALUES, corruptions, dump, good_documents, paths, removed, replaced, snapshot

from bugbox.core import registry
from bugbox.core.errors import LoadError
from bugbox.core.i18n import Message
from bugbox.core.rng import Rng
from bugbox.core.saves import SAVE_VERSION, load_save
from bugbox.core.session import Session
from bugbox.core.settings import Settings, load_settings, save_settings

EXAMPLES = 150


def fuzz(examples: int = EXAMPLES):
    return settings(
        max_examples=examples, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck)
    )


# --- what a spoilt file looks like ----------------------------------------------------------

SCALARS = st.one_of(st.sampled_from(ODD_VALUES), st.integers(), st.floats(), st.text(max_size=12))
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)


@st.composite
def spoilt(draw, kinds: tuple[str, ...]):
    """The bytes of a file of one of `kinds` (see `good_documents`), damaged one way or more."""
    doc = good_documents()[draw(st.sampled_from(kinds))]
    how = draw(
        st.sampled_from(
            (
                "bytes",
                "truncate",
                "replace",
                "remove",
                "unknown",
                "several",
                "deep",
                "encoding",
                "version",
                "actions",
                "huge",
            )
        )
    )
    if how == "bytes":
        return draw(st.binary(max_size=400))
    if how == "truncate":
        good = dump(doc)
        return good[: draw(st.integers(0, len(good) - 1))]
    if how == "deep":
        depth = draw(st.sampled_from((50, 900, 5000, 200_000)))
        return draw(
            st.sampled_from((b"[" * depth + b"]" * depth, b'{"a":' * depth + b"1" + b"}" * depth, b"[" * depth))
        )
    if how == "encoding":
        return (
            dump(doc)
            .decode("utf-8")
            .encode(draw(st.sampled_from(("utf-16", "utf-32", "utf-8-sig", "latin-1"))), errors="replace")
        )
    if how == "huge":
        return dump(doc).replace(b"1", b"1" + b"7" * draw(st.sampled_from((20, 400, 5000))), 1)
    if how == "version" and isinstance(doc, dict):
        return dump({**doc, "version": draw(VALUES)})
    if how == "actions" and isinstance(doc, dict) and doc.get("actions"):
        return dump({**doc, "actions": draw(spoilt_actions(doc["actions"]))})
    for _ in range(draw(st.integers(2, 4)) if how == "several" else 1):
        where = paths(doc)
        if how == "remove" and len(where) > 1:
            doc = removed(doc, draw(st.sampled_from(where[1:])))
        elif how == "unknown":
            dicts = [p for p in where if isinstance(_at(doc, p), dict)]
            path = draw(st.sampled_from(dicts)) if dicts else ()
            doc = (
                replaced(doc, path, {**_at(doc, path), draw(st.text(min_size=1, max_size=8)): draw(VALUES)})
                if dicts
                else doc
            )
        else:
            doc = replaced(doc, draw(st.sampled_from(where)), draw(VALUES))
    return dump(doc)


def _at(doc, path):
    for key in path:
        doc = doc[key]
    return doc


@st.composite
def spoilt_actions(draw, actions: list):
    """Moves that no longer replay: dropped, swapped, repeated, or made up."""
    actions = list(actions)
    how = draw(st.sampled_from(("drop", "swap", "repeat", "invent")))
    i = draw(st.integers(0, len(actions) - 1))
    j = draw(st.integers(0, len(actions) - 1))
    if how == "drop":
        del actions[i]
    elif how == "swap":
        actions[i], actions[j] = actions[j], actions[i]
    elif how == "repeat":
        actions.insert(i, actions[j])
    else:
        kind = draw(
            st.sampled_from(
                (
                    "roll",
                    "boost",
                    "stop",
                    "pile_up",
                    "choose_group",
                    "refill_hub",
                    "move",
                    "wurminator",
                    "leave_wurminator",
                    "play_card",
                    "cheat",
                )
            )
        )
        actions.insert(
            i,
            {
                "kind": kind,
                **draw(
                    st.dictionaries(
                        st.sampled_from(
                            ("dice", "cards", "group", "front_yard", "piece", "card", "to", "place", "remove")
                        ),
                        VALUES,
                        max_size=3,
                    )
                ),
            },
        )
    return actions


# --- what the player must be told -----------------------------------------------------------


def assert_one_sentence(message: Message) -> None:
    rg.check_message(message)


#: The folder of the running test that `in_folder` makes its folders in (see `fuzz_folders`).
_FUZZ_HOME: list[Path] = []


@pytest.fixture(autouse=True)
def fuzz_folders(tmp_path_factory):
    """The spoilt files of every example live in pytest's own temp folder and go with the test:
    a folder per example straight in /tmp left about 1,000 `fuzz-*` folders there each run."""
    home = tmp_path_factory.mktemp("fuzz")
    _FUZZ_HOME.append(home)
    yield
    _FUZZ_HOME.remove(home)
    shutil.rmtree(home, ignore_errors=True)


def in_folder(name: str, data: bytes) -> tuple[Path, Path]:
    folder = Path(tempfile.mkdtemp(prefix="fuzz-", dir=_FUZZ_HOME[-1]))
    path = folder / name
    path.write_bytes(data)
    return folder, path


def counted() -> None:
    rg.count("file inputs tried")


# --- saves ----------------------------------------------------------------------------------

SAVES = ("save_verasselt", "save_verflixxt", "save_schaben")


@fuzz(3 * EXAMPLES)
@given(data=spoilt(SAVES))
@example(data=b'{"version": 1, "game": ["verasselt"]}')
@example(data=b'{"version": 1, "game": {"x": 1}, "seed": 1}')
@example(data=b'{"version": 1, "game": "verasselt", "seed": ' + b"9" * 5000 + b"}")
def test_a_spoilt_save_is_refused_in_one_sentence_and_left_untouched(data):
    counted()
    folder, path = in_folder("game.json", data)
    before = snapshot(folder)
    try:
        save, session = load_save(path)
    except LoadError as error:
        assert_one_sentence(error.reason)
    else:  # whatever loads is a game that replays, move by move
        replayed = Session.replay(save.game, save.setup, save.seed, save.actions)
        assert session.game_id == save.game and session.state == replayed.state
    assert snapshot(folder) == before


@pytest.mark.parametrize("version", [SAVE_VERSION + 1, SAVE_VERSION + 7, 10**20])
@pytest.mark.parametrize("game", SAVES)
def test_a_save_from_a_newer_bugbox_is_refused_politely_asking_for_an_update(game, version):
    counted()
    folder, path = in_folder("game.json", dump({**good_documents()[game], "version": version}))
    with pytest.raises(LoadError) as refused:
        load_save(path)
    assert_one_sentence(refused.value.reason)
    assert "newer bugbox" in str(refused.value) and str(version) in str(refused.value)
    assert path.read_bytes() == dump({**good_documents()[game], "version": version})


@pytest.mark.parametrize("game", SAVES)
def test_the_good_saves_load(game):
    """The fuzzing starts from files that do load (else it would test nothing)."""
    _, path = in_folder("game.json", dump(good_documents()[game]))
    save, session = load_save(path)
    assert session.actions and save.game == game.removeprefix("save_")


# --- settings -------------------------------------------------------------------------------


@fuzz()
@given(data=spoilt(("settings",)))
@example(
    data=b'{"last_setups": {"verasselt": {"seats": [{"name": "A", "colour": "red"}, {"name": "B", '
    b'"colour": "blue"}], "start_player": 100000000000000000000}}}'
)
@example(data=b'{"language": ["de"]}')
def test_spoilt_settings_give_defaults_the_file_kept_aside_and_one_sentence(data, qapp):
    counted()
    folder, path = in_folder("settings.json", data)
    settings_, notice = load_settings(path)
    files = snapshot(folder)
    if notice is None:  # it loaded: untouched, and good enough for every dialog reading it
        assert files == {"settings.json": data}
        again = load_settings_round_trip(settings_, folder)
        assert again.model_dump(exclude={"last_setups"}) == settings_.model_dump(exclude={"last_setups"})
        assert load_settings_round_trip(again, folder) == again  # (JSON has no Infinity: one step to settle)
        open_new_game_dialogs(settings_)
    else:
        assert settings_ == Settings()
        assert_one_sentence(notice)
        [(kept, content)] = files.items()
        assert kept.startswith("settings.json.broken-") and content == data and kept in notice.english()


def load_settings_round_trip(settings_: Settings, folder: Path) -> Settings:
    path = folder / "again.json"
    save_settings(settings_, path)
    again, notice = load_settings(path)
    path.unlink()
    assert notice is None
    return again


def open_new_game_dialogs(settings_: Settings) -> None:
    """The new-game dialog pre-fills itself from `last_setups`: whatever was accepted must work."""
    from bugbox.ui.context import AppContext
    from bugbox.ui.newgame import NewGameDialog

    ctx = AppContext()
    ctx._settings = settings_
    for game_id in (g for g in registry.GAMES if registry.spec(g).max_players > 1):
        dialog = NewGameDialog(ctx, game_id)
        setup = dialog.current_setup()
        assert len(setup.seats) >= 2
        assert setup.start_player is None or 0 <= setup.start_player < len(setup.seats)
        dialog.deleteLater()


@fuzz(60)
@given(data=spoilt(("settings",)))
def test_the_language_peeked_at_start_up_is_always_a_known_one(data):
    from bugbox.core.language import LANGUAGES, peek_language
    from bugbox.paths import settings_path

    counted()
    settings_path().write_bytes(data)
    assert peek_language(settings_path()) in LANGUAGES
    assert settings_path().read_bytes() == data


# --- Schaben jagen task files and progress -----------------------------------------------


@fuzz()
@given(data=spoilt(("task", "task_set")))
@example(data=b'{"tasks": [' + b"9" * 5000 + b"]}")
def test_a_spoilt_task_file_is_refused_naming_its_problems_and_left_untouched(data):
    from bugbox.games.schaben.tasks import TaskError, load_file

    counted()
    folder, path = in_folder("tasks.json", data)
    before = snapshot(folder)
    for strict in (False, True):
        try:
            tasks = load_file(path, strict=strict)
        except TaskError as error:
            assert error.problems
            for problem in error.problems:
                assert_one_sentence(problem)
        else:
            for task in tasks:
                task.start_state()
    assert snapshot(folder) == before


@fuzz()
@given(data=spoilt(("progress",)))
@example(
    data=b'{"tasks": {"1A": {"solved": true, "tries": 3, "first_solved": "2026-01-02"}, '
    b'"2B": {"solved": false, "tries": 1}}}'
)  # records from before the hashes: put aside
def test_a_spoilt_progress_file_starts_afresh_and_is_kept_aside(data):
    """A file that is no progress file is kept aside and the tasks start afresh; one whose
    records do not all validate keeps the good ones, the whole file kept aside (issue 28
    item 8); a newer bugbox's is left as it is and never written."""
    from bugbox.games.schaben.progress import Progress

    counted()
    folder, path = in_folder("schaben-progress.json", data)
    progress = Progress(path)
    files = snapshot(folder)
    if progress.notice is not None and "newer bugbox" in progress.notice.english():
        assert_one_sentence(progress.notice)
        assert progress.read_only and files == {"schaben-progress.json": data}
        progress.count_try("1A")
        assert snapshot(folder) == files  # never written
        return
    if progress.notice is not None and "task records" in progress.notice.english():
        assert_one_sentence(progress.notice)
        [broken] = [name for name in files if name.startswith("schaben-progress.json.broken-")]
        assert files[broken] == data
        kept = Progress(path)
        assert kept.notice is None
        assert set(kept.data.tasks) | {key.split("@")[0] for key in kept.data.retired} <= set(
            json.loads(data).get("tasks", {})
        ) | {key.split("@")[0] for key in json.loads(data).get("retired", {})}
        return
    if progress.notice is None:
        if files != {"schaben-progress.json": data}:
            # records of shipped tasks that changed since were put aside at once, so that the
            # player hears of it at one start only: rewritten, but every record is still there
            [(name, content)] = files.items()
            assert name == "schaben-progress.json"
            kept = Progress(path)
            assert kept.notice is None and kept.changed is None
            keys = set(kept.data.tasks) | {key.split("@")[0] for key in kept.data.retired}
            assert set(json.loads(data).get("tasks", {})) <= keys
        progress.count_try("1A")  # and it can be written again
        assert Progress(path).record("1A").tries >= 1
    else:
        assert_one_sentence(progress.notice)
        assert progress.data.tasks == {}
        [(kept, content)] = files.items()
        assert kept.startswith("schaben-progress.json.broken-") and content == data


# --- the same files through the window ------------------------------------------------------

GUI_INPUTS = 16


def test_opening_a_spoilt_save_in_the_window_tells_why_and_keeps_the_file(window):
    for game in SAVES:
        for data in corruptions(good_documents()[game], Rng(len(game)), GUI_INPUTS):
            counted()
            folder, path = in_folder("game.json", data)
            before = snapshot(folder)
            opened = window.open_file(path)
            assert snapshot(folder) == before
            if not opened:
                assert window.notice.text(), "the player was not told"
                assert window.current_page() is None
            else:
                window.back_to_launcher()


def test_a_spoilt_autosave_is_kept_aside_and_explained_when_continued(window, qtbot):
    from PySide6.QtCore import Qt

    from bugbox.paths import autosave_folder

    for game in SAVES:
        game_id = game.removeprefix("save_")
        path = autosave_folder(game_id) / "20250301-101500.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        bad = [d for d in corruptions(good_documents()[game], Rng(99), GUI_INPUTS) if _refused(d)]
        assert len(bad) > GUI_INPUTS // 2
        for data in bad:
            counted()
            path.write_bytes(data)
            window.launcher.refresh()
            button = next(t.resume_button for t in window.launcher.findChildren(_tile_class()) if t.game_id == game_id)
            assert button.isVisible(), "the launcher does not offer to continue"
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
            kept = [p for p in path.parent.iterdir() if p.name.startswith(path.name + ".broken-")]
            assert not path.exists() and [p.read_bytes() for p in kept] == [data]
            assert window.notice.text() and kept[0].name in window.notice.text()
            assert not button.isVisible() and window.current_page() is None
            kept[0].unlink()


def _tile_class():
    from bugbox.ui.launcher import GameTile

    return GameTile


def _refused(data: bytes) -> bool:
    folder, path = in_folder("x.json", data)
    try:
        load_save(path)
    except LoadError:
        return True
    return False


def test_corruptions_are_all_different_and_none_is_the_good_file():
    good = good_documents()["save_verasselt"]
    spoilt_files = corruptions(good, Rng(1), 16)
    assert dump(good) not in spoilt_files and len(set(spoilt_files)) == 16
    assert json.loads(dump(good)) == good


START_AND_QUIT = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
QTimer.singleShot(1500, app.quit)
from bugbox.app import main
sys.exit(main([]))
"""


def test_bugbox_starts_with_all_its_files_spoilt_and_says_so(tmp_path):
    """The real start-up (`bugbox.app.main`) in its own process: settings, autosaves and
    progress all spoilt. It starts, keeps the broken settings aside, tells the player, and
    leaves the autosaves for the launcher to explain when they are continued."""
    import os
    import subprocess
    import sys

    counted()
    home = tmp_path / "home"
    files = {
        home / "config" / "settings.json": b'{"language": "de", "animation_speed": 7',
        home / "data" / "autosave" / "verasselt.json": b"\x00\x01 half a save",
        home / "data" / "autosave" / "verflixxt.json": dump({**good_documents()["save_verflixxt"], "version": 3}),
        home / "data" / "schaben-progress.json": b'{"version": 1, "tasks": {"1A": {"tries": -4}}}',
    }
    for path, data in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    env = {**os.environ, "BUGBOX_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", START_AND_QUIT], env=env, capture_output=True, timeout=120)
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr.decode(errors="replace")
    [kept] = (home / "config").glob("settings.json.broken-*")
    assert kept.read_bytes() == files[home / "config" / "settings.json"]
    log = (home / "log" / "bugbox.log").read_text(encoding="utf-8")
    assert f"notice: Your settings file was damaged; it was kept as {kept.name}" in log
    for path, data in files.items():
        if "autosave" in path.parts:
            assert path.read_bytes() == data
