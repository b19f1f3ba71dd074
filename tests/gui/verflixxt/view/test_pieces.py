"""The things on the Verflixxt table say what they are: every tile its worth in words (pieces
may hide its number) and its own picture, every piece whose it is, and a player's mat whether a
person or which computer plays and the score with a real minus sign."""

import pytest

from bugbox.games.verflixxt.course import WURMINATOR, guard_id, pawn_id
from bugbox.games.verflixxt.tiles import FINISH, START, TILES, Kind
from bugbox.games.verflixxt.view.pieces import PlayerMat, piece_tip, tile_art, tile_tip


def test_every_tile_says_its_worth_and_has_its_own_picture(qapp):
    for tile in TILES:
        tip = tile_tip(tile.id)
        if tile.kind is Kind.PLUS:
            assert tip == f"Plus tile {tile.label}"
        elif tile.kind is Kind.MINUS:
            assert tip == "Minus tile " + tile.label.replace("-", "\u2212")
        else:
            assert tip.startswith("Good Luck tile")
    assert tile_tip(START) == "Start" and tile_tip(FINISH).startswith("Finish")
    arts = {tile_art(t.id) for t in TILES if t.kind is not Kind.LUCK}
    assert len(arts) == len({(t.kind, t.value) for t in TILES if t.kind is not Kind.LUCK})
    assert tile_art(START) != tile_art(FINISH)


def test_every_piece_says_whose_it_is(qapp):
    names = ("Ann", "Bob")
    assert piece_tip(pawn_id(1, 0), names) == "A pawn of Bob"
    assert piece_tip(guard_id(0), names).startswith("A guard")
    assert piece_tip(WURMINATOR, names).startswith("The Wurminator")


def test_a_mat_says_who_plays_and_the_score(qapp):
    mat = PlayerMat(0, 300, 120)
    mat.set_info(name="Ann", level=None, pawns_total=2, pawns_home=1, score_total=-3)
    assert mat.who_text() == "human player" and mat.score_text() == "\u22123"
    mat.set_info(level="hard", score_total=0)
    assert mat.who_text() == "computer, hard" and mat.score_text() == "0"
    mat.set_info(pawns_home=2, score_total=7)
    assert mat.who_text() == "all pawns on the finish" and mat.score_text() == "+7"


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
def test_every_caption_of_a_mat_is_shown_whole_in_every_language(make_window, lang):
    """Who plays a seat is never cut on its mat, at four seats (the narrowest mats), with a
    score of three digits: "an einem anderen Computer" was "an einem anderen Compu…"."""
    from bugbox.games.verflixxt.view.scene import mat_rect

    make_window(language=lang)
    rect = mat_rect(0, 4)
    mat = PlayerMat(0, rect.width(), rect.height())
    for level in (None, "elsewhere", "you", "here", "easy", "normal", "hard"):
        mat.set_info(name="Annabelle", level=level, pawns_total=3, pawns_home=0, score_total=-123)
        _font, shown, _room = mat.who_shown()
        assert shown == mat.who_text(), (lang, level, shown)
