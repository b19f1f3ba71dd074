"""What a screen reader must find on Verflixxt's table for its golden save (see
tests/e2e/table_facts.py): a fact is a tuple of words that must all stand in one node's name."""

from __future__ import annotations

Fact = tuple[str, ...]

#: The golden save read (tests/golden/v1/), in the middle of a game.
SAVE = "verflixxt-4p-wurminator-mid-after-move.save.json"
#: Words of the table's accessible name.
TABLE_NAME = "Verflixxt"


def facts(state) -> list[Fact]:
    from bugbox.games.verflixxt import rules
    from bugbox.games.verflixxt.course import parse_piece
    from bugbox.games.verflixxt.tiles import FINISH, START, TILE

    colours = [seat.colour for seat in state.seats]
    place = {tile: index for index, tile in enumerate(state.course)}

    def where(tile: int) -> str:
        return "start" if tile == START else "finish" if tile == FINISH else f"tile {place[tile]}"

    out: list[Fact] = []
    for seat, total in enumerate(t.total for t in rules.scores(state)):
        out.append((state.seats[seat].name, "score", str(total)))
        out.append((state.seats[seat].name, f"{len(state.taken[seat])} tile"))
    out.append(("die", str(state.die)))
    for index, tile in enumerate(state.course):
        if tile in TILE:
            label = TILE[tile].label or "good luck"
            out.append((f"tile {index}", label))
    for seat, own in enumerate(state.pawns):
        for tile in own:
            out.append((where(tile), f"{colours[seat]} pawn"))
    for tile in state.guards:
        out.append((where(tile), "guard"))
    if state.wurminator is not None:
        out.append((where(state.wurminator), "wurminator"))
    for action in rules.legal_actions(state):
        if isinstance(action, rules.Move):
            what, a, _ = parse_piece(action.piece)
            after, _ = rules.apply(state, action)
            piece = f"{colours[a]} pawn" if what == "pawn" else "guard"
            out.append(("move", piece, where(rules.position(after, action.piece))))
        elif isinstance(action, rules.MoveWurminator):
            out.append(("move", "wurminator"))
        elif isinstance(action, rules.LeaveWurminator):
            out.append(("leave", "wurminator"))
        else:
            out.append(("roll",))
    return sorted(set(out), key=out.index)
