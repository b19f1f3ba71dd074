"""What a move would do, told before it is made: the preview is the rules' own move on a working
copy, so where it says a piece lands and which tile it takes is what the move then does, and a
move the rules do not offer has no preview."""

from bugbox.core.players import Seat, Setup
from bugbox.core.rng import Rng
from bugbox.core.session import Session
from bugbox.games.verflixxt import rules
from bugbox.games.verflixxt.course import WURMINATOR
from bugbox.games.verflixxt.events import TileTaken
from bugbox.games.verflixxt.view.preview import preview

SEATS = (Seat(name="Ann", colour="red"), Seat(name="Bob", colour="blue"))


def moves_of_a_game(seed: int, limit: int = 400):
    """(state, piece) for every move decision of a seeded random game with the Wurminator."""
    session = Session("verflixxt", Setup(seats=SEATS, start_player=0, options={"wurminator": True}), seed)
    rng = Rng(seed)
    while not session.is_over() and len(session.actions) < limit:
        legal = rules.legal_actions(session.state)
        for action in legal:
            if isinstance(action, rules.Move):
                yield session.state, action.piece
            elif isinstance(action, rules.MoveWurminator):
                yield session.state, WURMINATOR
        session.play(legal[rng.below(len(legal))])


def test_the_preview_promises_exactly_what_the_move_does(qapp):
    checked = 0
    for state, piece in moves_of_a_game(3):
        shown = preview(state, piece)
        action = rules.MoveWurminator() if piece == WURMINATOR else rules.Move(piece=piece)
        after, events = rules.apply(state, action)
        assert shown is not None and tuple(events)[: len(shown.events)] == shown.events  # then the turn goes on
        assert rules.position(after, piece) == shown.land
        taken = {e.tile for e in events if isinstance(e, TileTaken)}
        assert taken == {tile for tile, mark in shown.marks.items() if mark == "take"}
        assert shown.text(rules.names(state))
        checked += 1
    assert checked > 50


def test_a_move_the_rules_do_not_offer_has_no_preview(qapp):
    state, _ = next(moves_of_a_game(5))
    other = 1 - state.current
    assert preview(state, f"pawn-{other}-0") is None
    assert preview(state, "pawn-9-9") is None
