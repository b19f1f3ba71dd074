"""The hard computer player does not throw points away with the Wurminator.

Two blunders an outside tester found in the hard level, each as the position he met it in:
a Wurminator move whose bite costs the mover a minus tile his Good Luck tile had already turned
into points, and a bite paid to cover the mover's own -10 when a guard covers it for free.
"""

from bugbox.core.players import Level, Seat
from bugbox.games.verflixxt import ai, rules
from bugbox.games.verflixxt.rules import LeaveWurminator, MoveWurminator
from bugbox.games.verflixxt.tiles import FINISH, START, TILE, Kind


def finish_turn(state: rules.State) -> rules.State:
    """Let hard play the rest of its turn; the state when the turn has passed."""
    while state.phase not in ("roll", "over"):
        state, _ = rules.apply(state, ai.choose_action(state, Level.HARD, seed=0))
    return state


def test_hard_does_not_let_the_wurminator_hand_back_a_minus_tile_its_luck_tile_turned():
    # Ann's pawn stands alone on the +3, Bob's on the +1, the Wurminator on the +2 between them;
    # no minus tile is left on the course. Ann holds two Good Luck tiles and the -4, so the -4
    # counts +4 for her. Moving the Wurminator on by her roll of 1 bites her own pawn: with no
    # free minus tile to take she must put her -4 back before the finish, and her 4 points are
    # gone. Leaving it costs nothing.
    assert [TILE[t].kind for t in (22, 23)] == [Kind.LUCK, Kind.LUCK] and TILE[12].value == -4
    state = rules.State(
        seats=(Seat(name="Ann", colour="red"), Seat(name="Bob", colour="blue")),
        wurminator_variant=True,
        course=(START, 1, 2, 3, 4, FINISH),
        pawns=((3, FINISH, FINISH), (1, FINISH, FINISH)),
        guards=(),
        wurminator=2,
        taken=((22, 23, 12), (5,)),
        current=0,
        phase="wurminator",
        die=1,
        wurminator_due="may",
        rng_state=7,
    )
    assert LeaveWurminator() in rules.legal_actions(state)
    assert ai.choose_action(state, Level.HARD, seed=0) == LeaveWurminator()
    assert rules.scores(finish_turn(state))[0].total == 4


def test_hard_covers_its_minus_tile_with_the_free_guard_rather_than_a_wurminator_bite(position):
    # Bob is home; Ann's first pawn stands alone on the -10, her second on the +1 with a guard
    # and the Wurminator. She rolled a 2. Sending the Wurminator onto the -10 lets that pawn walk
    # off without taking it, but the bite hands her the -1. Moving the guard onto the -10 covers
    # it just as well and costs nothing: with Bob home nobody can take the guard away, and her
    # pawn walks off next turn.
    state = position(["+1", "+2", "-10", "-1", "+3", "-2", "+5"]).state(
        [[3, 1, -1], [-1, -1, -1]], guards=[1], wurminator=1, die=2, phase="move", due="may"
    )
    assert MoveWurminator() in rules.legal_actions(state)
    after = finish_turn(state)
    assert after.taken[0] == ()
    assert after.wurminator == state.wurminator
    assert after.guards == (position(["+1", "+2", "-10"]).at(3),)
