"""The ranking at the end (docs/rules-decisions.md §3 rule 6): places by the scored total, ties
share a place and are shared wins, there is no tie-breaker."""

from bugbox.games.verflixxt import rules


def finished(position, taken: list[list[str]]) -> rules.State:
    """Every pawn on the finish, each seat holding the tiles of `taken` (labels)."""
    return position(["+6"], taken).state([[-1, -1]] * len(taken), phase="over")


def test_the_best_total_is_first_and_the_others_follow_by_total(position):
    state = finished(position, [["-2"], ["+5"], ["+3", "-1"]])
    assert [s.total for s in rules.scores(state)] == [-2, 5, 2]
    assert rules.places(state) == (3, 1, 2)
    assert rules.winners(state) == (1,)


def test_equal_totals_share_a_place_and_the_next_place_is_skipped(position):
    state = finished(position, [["+4"], ["+1", "+3"], ["-2"], ["+7", "-3"]])
    assert [s.total for s in rules.scores(state)] == [4, 4, -2, 4]
    assert rules.places(state) == (1, 1, 4, 1)
    assert rules.winners(state) == (0, 1, 3)


def test_a_tie_below_the_top_shares_its_place_too(position):
    state = finished(position, [["+8"], ["+1"], ["-1", "+2"], ["-5"]])
    assert rules.places(state) == (1, 2, 2, 4)
    assert rules.winners(state) == (0,)


def test_good_luck_counts_as_scored_and_no_tile_count_breaks_a_tie(position):
    # 10 from a turned -10 against a plain +8 +2: the same total, so the same place,
    # although the tiles differ in kind and number.
    state = finished(position, [["-10", "L"], ["+8", "+2"]])
    assert [s.total for s in rules.scores(state)] == [10, 10]
    assert rules.places(state) == (1, 1)
    assert rules.winners(state) == (0, 1)


def test_nobody_holding_a_tile_is_a_shared_win_of_all(position):
    state = finished(position, [[], [], []])
    assert rules.places(state) == (1, 1, 1)
    assert rules.winners(state) == (0, 1, 2)
