"""Reviews kept on disk under the game's fingerprint."""

from __future__ import annotations

from bugbox.review import keeping
from bugbox.review.model import Position, Review

REVIEW = Review("somegame", ("Ada", "Bob"), (Position(0, (0.5, 0.5), (0.1, 0.1), 96),), (), depth=96)


def test_the_same_game_has_the_same_name_and_another_game_another():
    setup = {"seats": [{"name": "Ada"}]}
    name = keeping.fingerprint("somegame", setup, [{"kind": "roll"}])
    assert name == keeping.fingerprint("somegame", dict(setup), [{"kind": "roll"}])
    assert name != keeping.fingerprint("somegame", setup, [{"kind": "stop"}])
    assert name != keeping.fingerprint("othergame", setup, [{"kind": "roll"}])


def test_a_kept_review_reads_back(tmp_path):
    keeping.keep("abc", REVIEW, tmp_path)
    again = keeping.kept("abc", tmp_path)
    assert again is not None and again.positions == REVIEW.positions


def test_a_missing_or_damaged_review_is_none(tmp_path):
    assert keeping.kept("nothing", tmp_path) is None
    (tmp_path / "bad.json").write_text('{"game": 1}', encoding="utf-8")
    assert keeping.kept("bad", tmp_path) is None
    (tmp_path / "deep.json").write_text("[" * 100 + "]" * 100, encoding="utf-8")
    assert keeping.kept("deep", tmp_path) is None


def test_reviews_live_in_the_data_folder():
    assert keeping.reviews_dir().name == "reviews" and keeping.reviews_dir().is_dir()


# --- a review lives as long as its game is kept in Records ------------------------------------
def _finished_game(seed: int):
    from bugbox.core import registry
    from bugbox.core.players import Level, Seat, Setup
    from bugbox.core.session import Session

    spec = registry.spec("verflixxt")
    seats = tuple(Seat(name=f"P{i}", colour=spec.seat_colours[i], computer=True) for i in range(3))
    session: Session = Session("verflixxt", Setup(seats=seats, start_player=0, options={}), seed)
    ai = spec.ai()
    assert ai is not None
    while not session.is_over():
        session.play(ai.choose_action(session.state, Level.NORMAL, len(session.actions)))
    return session


def _kept_with_review(records_folder, reviews_folder, seed: int, minute: int):
    """A finished game kept in Records (a real file, as the app keeps it) and its review kept
    under the name the review window gives it."""
    from datetime import datetime

    from bugbox.core import records

    session = _finished_game(seed)
    path = records.keep(session, folder=records_folder, finished=datetime(2026, 1, 1, 20, minute))
    key = keeping.fingerprint(session.game_id, session.setup.model_dump(mode="json"), session.action_dicts())
    keeping.keep(key, REVIEW, reviews_folder)
    return path, key


def test_a_kept_games_file_names_the_review_the_review_window_keeps(tmp_path):
    path, key = _kept_with_review(tmp_path / "records", tmp_path / "reviews", 1, 0)
    assert keeping.record_key(path) == key
    (tmp_path / "junk.json").write_text("[1, 2]", encoding="utf-8")
    assert keeping.record_key(tmp_path / "junk.json") is None
    assert keeping.record_key(tmp_path / "missing.json") is None


def test_the_review_of_a_game_deleted_from_records_goes_and_the_others_stay(tmp_path):
    from bugbox.core import records

    folder, reviews = tmp_path / "records", tmp_path / "reviews"
    folder.mkdir()
    reviews.mkdir()
    gone, gone_key = _kept_with_review(folder, reviews, 1, 0)
    _stays, stays_key = _kept_with_review(folder, reviews, 2, 1)
    (reviews / "notes.txt").write_text("not a review", encoding="utf-8")
    assert keeping.sweep(folder, reviews) == 0  # both games still kept: nothing goes
    records.forget([gone.name], folder)  # the way Records takes a kept game back
    assert keeping.sweep(folder, reviews) == 1
    assert keeping.kept(gone_key, reviews) is None
    assert keeping.kept(stays_key, reviews) is not None
    assert (reviews / "notes.txt").exists()  # only reviews are touched


def test_unreadable_records_delete_no_review(tmp_path):
    reviews = tmp_path / "reviews"
    reviews.mkdir()
    keeping.keep("0" * 32, REVIEW, reviews)
    assert keeping.sweep(tmp_path / "no-such-folder", reviews) == 0
    assert keeping.kept("0" * 32, reviews) is not None


def test_a_review_kept_before_reviews_were_counted_in_futures_is_made_again(tmp_path):
    """Such a review could show a tie as "no cost, known exactly": it is not shown again."""
    old = REVIEW.to_json()
    del old["depth"]
    import json

    (tmp_path / "old.json").write_text(json.dumps(old), encoding="utf-8")
    assert keeping.kept("old", tmp_path) is None
