"""Reviews kept on disk under the game's fingerprint."""

from __future__ import annotations

from bugbox.review import keeping
from bugbox.review.model import Position, Review

REVIEW = Review("somegame", ("Ada", "Bob"), (Position(0, (0.5, 0.5), (0.1, 0.1)),), ())


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
