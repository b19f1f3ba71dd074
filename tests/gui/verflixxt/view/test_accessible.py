"""Verflixxt's table for a screen reader (games/verflixxt/view/accessible.py): a game played
with the real rules up to a move of the person here, shown in the real main window, its parts
read as a screen reader gets them and its moves done through the table."""

from __future__ import annotations

from bugbox.games.verflixxt import rules
from bugbox.games.verflixxt.course import parse_piece
from bugbox.games.verflixxt.tiles import FINISH, START, TILE, Kind


def moving_with_a_tile_to_land_on(state) -> bool:
    """Anna (seat 0) is to move a piece, and some move lands on a path tile."""
    if state.phase != "move" or state.current != 0 or rules.is_over(state):
        return False
    moves = [a for a in rules.legal_actions(state) if isinstance(a, rules.Move)]
    return any(rules.position(rules.apply(state, a)[0], a.piece) in TILE for a in moves)


def value_words(tile: int) -> str:
    return "Good Luck" if TILE[tile].kind is Kind.LUCK else TILE[tile].label


def piece_words(state, piece: str) -> str:
    what, seat, _ = parse_piece(piece)
    return f"{state.seats[seat].colour} pawn" if what == "pawn" else what


def opened(table_at, qtbot):
    table = table_at(("human", "normal"), 3, moving_with_a_tile_to_land_on)
    qtbot.waitUntil(table.page.can_act, timeout=10_000)
    return table.page


def test_a_moves_name_says_the_piece_how_far_and_the_value_where_it_lands(table_at, qtbot):
    page = opened(table_at, qtbot)
    state = page.state
    parts = {p.key: p for p in page.table_view().described_table.parts}
    moves = [a for a in rules.legal_actions(state) if isinstance(a, rules.Move)]
    assert moves
    for action in moves:
        name = parts[f"decision:{action.piece}"].name
        land = rules.position(rules.apply(state, action)[0], action.piece)
        assert name.startswith(f"Move the {piece_words(state, action.piece)} {state.die} tile"), name
        if land == FINISH:
            assert name.endswith("to finish"), name
        elif land in TILE:
            assert name.endswith(f"to tile {state.course.index(land)} ({value_words(land)})"), name


def test_a_move_done_through_the_table_is_the_move_of_that_piece(table_at, qtbot):
    page = opened(table_at, qtbot)
    state = page.state
    action = next(
        a
        for a in rules.legal_actions(state)
        if isinstance(a, rules.Move) and rules.position(rules.apply(state, a)[0], a.piece) in TILE
    )
    land = rules.position(rules.apply(state, action)[0], action.piece)
    before = len(page.session.actions)
    part = next(p for p in page.table_view().described_table.decisions() if p.key == f"decision:{action.piece}")
    part.action()
    qtbot.waitUntil(lambda: len(page.session.actions) > before, timeout=10_000)
    assert page.session.actions[before] == action
    qtbot.waitUntil(lambda: not page.animator.busy(), timeout=10_000)
    # the tile it went to now says who stands on it (unless a later computer move went on)
    if page.session.actions[before:] == [action]:
        tile = next(p for p in page.table_view().described_table.parts if p.key == f"tile-{land}")
        assert piece_words(state, action.piece) in tile.name, tile.name
    qtbot.waitUntil(lambda: page.can_act() or not page.has_running_game(), timeout=30_000)


def test_each_tiles_part_says_who_stands_on_it_and_empty_tiles_say_so(table_at, qtbot):
    page = opened(table_at, qtbot)
    state = page.state
    parts = {p.key: p for p in page.table_view().described_table.parts}
    standing: dict[int, list[str]] = {}
    for piece in rules.pieces(state):
        standing.setdefault(rules.position(state, piece), []).append(piece_words(state, piece))
    for place, tile in enumerate(state.course):
        name = parts[f"tile-{tile}"].name
        if tile == START:
            assert name.startswith("Start:"), name
        elif tile == FINISH:
            assert name.startswith("Finish:"), name
        else:
            assert name.startswith(f"Tile {place}: {value_words(tile)};"), name
        for who in standing.get(tile, []):
            assert who.lower() in name.lower(), (who, name)
        if not standing.get(tile):
            assert name.endswith("empty"), name
    assert parts["die"].name == f"Die: {state.die}"
    me = state.seats[0]
    assert parts["player-0"].name.startswith(f"{me.name}, {me.colour} pawn") and "their turn" in parts["player-0"].name
