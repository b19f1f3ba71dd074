"""Golden saves: games that bugbox wrote, committed under tests/golden/, that must load and replay
to the position recorded beside them, for ever.

Each `tests/golden/v<N>/<name>.save.json` is a save file exactly as `save_session` wrote it in
save format version N; `<name>.expected.json` beside it is `position()` of the game it replays
to. They were made once by `tools/make_golden_saves.py` and are frozen: this test never runs
that script, and regenerating a save to make this test pass defeats its purpose.

A failure here means a change (to a game's rules, the RNG, an action's or the setup's fields,
`Session` or the save loader) has broken the saves players already have on their disks. Either
undo the change, or make it a new save format: raise `SAVE_VERSION` in `bugbox/core/saves.py`,
add the step from the old version to `MIGRATIONS` so that old saves still load and replay to
the same position, and add goldens for the new version beside the old ones (docs/architecture.md,
"Save format and its versions").
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from bugbox.core import saves
from bugbox.core.errors import LoadError
from bugbox.core.registry import GAMES
from bugbox.core.saves import SAVE_VERSION, load_save, read_save, save_session

GOLDEN = Path(__file__).resolve().parents[2] / "golden"
SAVES = sorted(GOLDEN.glob("v*/*.save.json"))

BROKEN = (
    "a change has broken the saves players already have. Do not regenerate the goldens: undo the "
    "change, or raise SAVE_VERSION and add a migration in bugbox/core/saves.py (MIGRATIONS) so that "
    "old saves replay to the same position (docs/architecture.md, 'Save format and its versions')."
)

#: State fields shown in the recorded position when the game's state has them, so that a diff
#: says what moved before the whole state and its hash are compared.
SHOWN = (
    "turn",
    "active",
    "current",
    "phase",
    "status",
    "die",
    "heaps",
    "taken",
    "exterminator",
    "facing",
    "hand",
    "caught",
)


def canonical(state: Any) -> str:
    """A state as JSON with sorted keys and no spaces: the text its SHA-256 is taken of."""
    return json.dumps(state.model_dump(mode="json"), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def position(session: Any) -> dict[str, Any]:
    """What a replayed game must come back to: counts, whose decision it is, the fields in
    `SHOWN`, the result or scores, the whole final state and the SHA-256 of its canonical JSON.
    `tools/make_golden_saves.py` records exactly this; changing it means re-recording."""
    rules, state = session.rules, session.state
    dump = state.model_dump(mode="json")
    out: dict[str, Any] = {
        "game": session.game_id,
        "actions": len(session.actions),
        "over": bool(rules.is_over(state)),
        "deciding_player": rules.deciding_player(state),
        "legal_actions": len(rules.legal_actions(state)),
    }
    out.update({key: dump[key] for key in SHOWN if key in dump})
    if session.game_id == "verasselt":
        out["places"] = list(rules.places(state))
        out["heap_totals"] = [heap.total for heap in state.heaps]
    elif session.game_id == "verflixxt":
        out["score_totals"] = [score.total for score in rules.scores(state)]
    if out["over"] and hasattr(rules, "winners"):
        out["winners"] = list(rules.winners(state))
    out["state"] = dump
    out["state_sha256"] = hashlib.sha256(canonical(state).encode()).hexdigest()
    return out


def expected_for(path: Path) -> dict[str, Any]:
    return json.loads(path.with_name(path.name.replace(".save.json", ".expected.json")).read_text("utf-8"))


def test_every_game_has_several_golden_saves_each_with_its_expected_position():
    assert SAVES, f"no golden saves under {GOLDEN}"
    for game_id in GAMES:
        assert len([p for p in SAVES if json.loads(p.read_text("utf-8"))["game"] == game_id]) >= 3, game_id
    for path in SAVES:
        assert expected_for(path)["game"] == json.loads(path.read_text("utf-8"))["game"], path.name
    expected = sorted(GOLDEN.glob("v*/*.expected.json"))
    assert [p.name.replace(".expected.json", "") for p in expected] == [
        p.name.replace(".save.json", "") for p in SAVES
    ], "every expected position needs its save and back"


@pytest.mark.parametrize("path", SAVES, ids=lambda p: f"{p.parent.name}/{p.name.replace('.save.json', '')}")
def test_a_golden_save_loads_and_replays_to_its_recorded_position(path):
    expected = expected_for(path)
    assert f"v{json.loads(path.read_text('utf-8'))['version']}" == path.parent.name, "goldens sit in v<version>/"
    try:
        save, session = load_save(path)
    except LoadError as error:
        pytest.fail(f"{path.name} no longer loads ({error}): {BROKEN}")
    assert save.version == SAVE_VERSION
    got = position(session)
    for key, value in expected.items():
        if key not in ("state", "state_sha256"):
            assert got.get(key) == value, f"{path.name}: '{key}' is now {got.get(key)!r}, was {value!r}: {BROKEN}"
    assert got["state"] == expected["state"], f"{path.name}: the final state differs: {BROKEN}"
    assert got["state_sha256"] == expected["state_sha256"], f"{path.name}: the state's hash differs: {BROKEN}"
    assert got.keys() == expected.keys(), "position() changed: re-record with tools/make_golden_saves.py --positions"


@pytest.mark.parametrize("path", SAVES, ids=lambda p: f"{p.parent.name}/{p.name.replace('.save.json', '')}")
def test_a_golden_game_saved_again_by_this_version_loads_to_the_same_state(path, tmp_path):
    save, session = load_save(path)
    again = tmp_path / "again.json"
    written = save_session(session, again, created=save.created)
    assert written.version == SAVE_VERSION and written.actions == save.actions and written.setup == save.setup
    assert load_save(again)[1].state == session.state


# --- The migration path --------------------------------------------------------------------------
# Version 1 is the first save format, so no real older document exists. These tests pretend
# today's format is version 2 (or 3) and the golden version-1 saves are the older ones.


def a_golden(name: str = "verasselt-5p-finished") -> Path:
    return GOLDEN / "v1" / f"{name}.save.json"


def test_an_older_save_is_migrated_step_by_step_in_memory_then_replays(monkeypatch):
    calls = []

    def one_to_two(raw):
        calls.append(("1->2", raw["version"]))
        raw["seed_text"] = str(raw.pop("seed"))  # what a version 2 might have done
        return raw

    def two_to_three(raw):
        calls.append(("2->3", raw["version"]))
        raw["seed"] = int(raw.pop("seed_text"))
        return raw

    monkeypatch.setattr(saves, "SAVE_VERSION", 3)
    monkeypatch.setattr(saves, "MIGRATIONS", {1: one_to_two, 2: two_to_three})
    path = a_golden()
    before = path.read_bytes()
    save, session = load_save(path)
    assert calls == [("1->2", 1), ("2->3", 2)]
    assert save.version == 3 and position(session) == expected_for(path)
    assert path.read_bytes() == before  # loading never writes, a migrated save neither


def test_a_version_with_no_migration_to_the_current_one_is_refused_as_unknown(monkeypatch, tmp_path):
    monkeypatch.setattr(saves, "SAVE_VERSION", 3)
    monkeypatch.setattr(saves, "MIGRATIONS", {2: lambda raw: raw})  # 1 -> 2 is missing
    with pytest.raises(LoadError, match="unknown version"):
        read_save(a_golden())
    zero = tmp_path / "zero.json"
    zero.write_text(json.dumps({**json.loads(a_golden().read_text("utf-8")), "version": 0}))
    with pytest.raises(LoadError, match="unknown version"):
        read_save(zero)


def test_a_migration_that_fails_on_the_file_says_the_save_is_damaged(monkeypatch):
    monkeypatch.setattr(saves, "SAVE_VERSION", 2)
    monkeypatch.setattr(saves, "MIGRATIONS", {1: lambda raw: raw["no such field"]})
    with pytest.raises(LoadError, match="damaged"):
        read_save(a_golden())


def test_every_older_version_has_its_migration_and_the_current_one_its_goldens():
    assert sorted(saves.MIGRATIONS) == list(range(1, SAVE_VERSION)), "each older version needs its step"
    assert list((GOLDEN / f"v{SAVE_VERSION}").glob("*.save.json")), (
        f"save version {SAVE_VERSION} needs goldens of its own in tests/golden/v{SAVE_VERSION}/"
    )
