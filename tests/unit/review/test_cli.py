"""`bugbox review FILE [--json] [--seconds S]` on real save files."""

from __future__ import annotations

import json

import pytest

from bugbox.app import main as bugbox
from bugbox.core import registry
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.records import archive
from bugbox.core.saves import save_session
from bugbox.core.session import Session

GAME = next(spec for spec in registry.games() if spec.review_module is not None)


def save(tmp_path, actions: int | None = None):
    seats = tuple(Seat(name=f"P{i}", colour=GAME.seat_colours[i], computer=True) for i in range(GAME.min_players))
    session: Session = Session(GAME.game_id, Setup(seats=seats, start_player=0, options={}), 3)
    ai = GAME.ai()
    assert ai is not None
    while not session.is_over() and (actions is None or len(session.actions) < actions):
        session.play(ai.choose_action(session.state, Level.NORMAL, len(session.actions)))
    path = tmp_path / "game.json"
    save_session(session, path)
    return path, session


def test_json_prints_the_review_in_the_issues_shape(tmp_path, capsys):
    path, session = save(tmp_path, actions=10)
    assert bugbox(["review", str(path), "--json", "--max-futures", "2", "--workers", "1"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == GAME.game_id
    assert data["seats"] == ["P0", "P1"]
    assert len(data["positions"]) == 11
    assert set(data) == {"game", "seats", "assumes", "depth", "stopped_early", "positions", "decisions", "costliest"}


def test_the_text_names_the_costliest_decisions(tmp_path, capsys):
    path, _ = save(tmp_path, actions=10)
    assert bugbox(["review", str(path), "--max-futures", "2", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "win chances (95 % margin" in out and "the costliest" in out and "assumes: every seat plays" in out


def test_a_kept_game_of_records_is_reviewed_too(tmp_path, capsys):
    path, session = save(tmp_path)
    kept = tmp_path / "kept.json"
    kept.write_text(json.dumps(archive.entry_data(session, duration=60.0)), encoding="utf-8")
    assert bugbox(["review", str(kept), "--json", "--max-futures", "1", "--workers", "1"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["positions"]) == len(session.actions) + 1


@pytest.mark.parametrize("content", ["not json", '{"game": "x", "version": 1}'])
def test_a_file_that_is_no_save_is_refused_in_one_line(tmp_path, capsys, content):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    assert bugbox(["review", str(path)]) == 2
    assert capsys.readouterr().err.startswith("bugbox review: ")
