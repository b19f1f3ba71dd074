"""Scoring at the end (docs/rules-decisions.md §3 rule 6) and the tile table it rests on."""

from collections import Counter

from bugbox.games.verflixxt.tiles import TILES, Kind, score


def test_tile_table_has_eight_plus_thirteen_minus_and_five_luck_tiles():
    kinds = Counter(tile.kind for tile in TILES)
    assert kinds == {Kind.PLUS: 8, Kind.MINUS: 13, Kind.LUCK: 5}
    assert sorted(t.value for t in TILES if t.kind is Kind.PLUS) == [1, 2, 3, 4, 5, 6, 7, 8]
    assert sorted(t.value for t in TILES if t.kind is Kind.MINUS) == sorted(
        [-1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -2, -4, -6]
    )
    assert len({t.id for t in TILES}) == 26


def test_rulebook_example_scores_20(ids):
    tiles = ids(["+1", "+3", "+6", "-9", "-8", "L", "L", "-5", "-2"])
    result = score(tiles)
    assert result.total == 20
    assert (result.plus, result.converted_minus, result.remaining_minus) == (10, 17, -7)
    assert set(result.converted_tiles) == set(ids(["-9", "-8"]))
    assert set(result.remaining_tiles) == set(ids(["-5", "-2"]))
    assert set(result.plus_tiles) == set(ids(["+1", "+3", "+6"]))
    assert len(result.luck_tiles) == 2 and result.surplus_luck_tiles == ()


def test_good_luck_converts_the_highest_minus_tile(ids):
    result = score(ids(["-1", "-10", "-4", "L"]))
    assert result.converted_tiles == tuple(ids(["-10"]))
    assert result.total == 10 - 1 - 4


def test_surplus_good_luck_tiles_count_zero(ids):
    result = score(ids(["-3", "L", "L", "L", "+2"]))
    assert result.total == 3 + 2
    assert len(result.surplus_luck_tiles) == 2
    assert score(ids(["L", "L"])).total == 0


def test_minus_tiles_without_luck_are_subtracted(ids):
    assert score(ids(["-6", "-6", "+8"])).total == -4


def test_nothing_taken_scores_zero():
    assert score([]).total == 0
