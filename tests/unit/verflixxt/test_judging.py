"""The hard level's reading of a position: what lies on the road ahead of each pawn counts the
tiles still in the course (taken ones leave gaps that are skipped), one roll's reach apart from
the rest, and never the finish."""

from bugbox.games.verflixxt import judging, rules


def test_the_road_ahead_is_read_one_roll_near_and_the_rest_far(position):
    course = ["L", "-3", "+2", "-5", "+4", "L", "-1", "+6", "L"]
    state = position(course).state([[1, -1, -1], [-1, -1, -1]])
    board = rules.board(state)
    seen = judging.prospects(board, 0, judging._Surroundings.of(board))
    # near: the six places after the pawn (-3 +2 -5 +4 L -1); far: +6 and L before the finish
    assert (seen.near_minus, seen.near_plus, seen.near_luck) == (9, 6, 1)
    assert (seen.far_minus, seen.far_plus, seen.far_luck) == (0, 6, 1)
    assert (seen.pawns_out, seen.road, seen.on_start) == (1, 9, 0)
    # alone on a Good Luck tile with nothing to turn yet: taking it promises the largest minus
    assert seen.alone_plus == 5 and seen.alone_minus == 0


def test_taken_tiles_leave_gaps_the_road_skips(position):
    whole = position(["+1", "-2", "-3", "-4", "-5", "-6", "-7", "-8"])
    state = whole.state([[0, -1, -1], [-1, -1, -1]])
    board = rules.board(state)
    board.course.remove(whole.at(2))  # the -2 was taken: the -7 moves into one roll's reach
    seen = judging.prospects(board, 0, judging._Surroundings.of(board))
    assert (seen.near_minus, seen.far_minus, seen.near_plus) == (3 + 4 + 5 + 6 + 7, 8, 1)
    assert (seen.on_start, seen.road) == (1, 8)


def test_heads_up_the_outlook_of_one_player_is_the_other_players_loss(position):
    state = position(["+3", "-4", "L", "-6", "+5"], taken=[["-2"], ["+1"]]).state(
        [[1, 2, 0], [3, 0, -1]], guards=[5], wurminator=0
    )
    board = rules.board(state)
    assert judging.outlook(board, 0) == -judging.outlook(board, 1) != 0
