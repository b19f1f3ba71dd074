"""What a screen reader must find on each game's table, for one golden save per game.

The facts come from the position the save replays to, read through the game's Qt-free model,
never from the view: the scores, the dice or die showing, the cards and pieces and where they
stand, and one named action per legal decision. A fact is a tuple of words that must all stand
in one accessible node's name (`atspi_reader.found`). The screen-reader test and the
measurement of the tree (before and after) use the same facts.

The golden save is copied with the deciding seat as the only person at this computer and the
other seats played by the computer, so the table offers the decisions at once (no hand-over
greeting) and no computer moves while it is read (it is not their turn).
"""

from __future__ import annotations

import json
from pathlib import Path

from bugbox.core.saves import load_save
from bugbox.core.session import Session

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "v1"
#: One golden save per game, in the middle of a game, a person deciding.
SAVES = {
    "verasselt": "verasselt-2p-mid-pile-up.save.json",
    "verflixxt": "verflixxt-4p-wurminator-mid-after-move.save.json",
    "schaben": "schaben-31A-half-played.save.json",
}
#: The words naming each game's table (the table's accessible name holds them).
TABLE_NAMES = {"verasselt": "Voll verasselt", "verflixxt": "Verflixxt", "schaben": "Schaben jagen"}

Fact = tuple[str, ...]


def golden_to_read(game: str, folder: Path) -> Path:
    """A copy of the game's golden save in `folder`, the deciding seat the one person here."""
    data = json.loads((GOLDEN / SAVES[game]).read_text(encoding="utf-8"))
    deciding = _session(GOLDEN / SAVES[game]).deciding_player()
    for index, seat in enumerate(data["setup"]["seats"]):
        seat["computer"] = index != deciding
    target = folder / SAVES[game]
    target.write_text(json.dumps(data), encoding="utf-8")
    return target


def _session(path: Path) -> Session:
    return load_save(path)[1]


def facts(game: str) -> list[Fact]:
    session = _session(GOLDEN / SAVES[game])
    return {"verasselt": _verasselt, "verflixxt": _verflixxt, "schaben": _schaben}[game](session.state)


def _verasselt(state) -> list[Fact]:
    from bugbox.games.verasselt import rules
    from bugbox.games.verasselt.cards import COLOURS

    out: list[Fact] = []
    for seat, name in enumerate(state.names):
        out.append((name, "heap", str(state.heaps[seat].total)))
        out.append((name, "front yard", str(state.front_yards[seat].total)))
    for index, face in enumerate(state.dice):
        out.append((f"die {index + 1}", "bars" if face == "bars" else face))
    hub = state.hub.as_dict()
    out += [("hub", f"{hub[c]} {c}") for c in COLOURS if hub[c]]
    out.append(("pile", str(state.pile.total)))
    if state.receipt is not None:
        got = state.receipt.cards.as_dict()
        out += [("got back", f"{got[c]} {c}") for c in COLOURS if got[c]]
    for action in rules.legal_actions(state):
        if isinstance(action, rules.PileUp):
            yard = action.front_yard.as_dict()
            words = tuple(f"{yard[c]} {c}" for c in COLOURS if yard[c])
            out.append(("front yard", *words) if words else ("all", "heap"))
        elif isinstance(action, rules.ChooseGroup):
            out.append(("roll", action.group))
        elif isinstance(action, rules.Stop):
            out.append(("stop",))
        elif isinstance(action, rules.Boost):
            colour = next(c for c, n in action.cards.as_dict().items() if n)
            out.append(("boost", colour))
        elif isinstance(action, rules.Roll):
            out.append(("roll",))
        else:
            out.append(("hub", "move"))
    return sorted(set(out), key=out.index)


def _verflixxt(state) -> list[Fact]:
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


def _schaben(state) -> list[Fact]:
    from bugbox.games.schaben import rules

    facing = {"N": "north", "E": "east", "S": "south", "W": "west"}
    out: list[Fact] = [
        (state.exterminator, "exterminator"),
        ("exterminator", facing[state.facing]),
    ]
    out += [(c.square, "cockroach") for c in state.cockroaches]
    out += [(square, "box") for square in state.boxes]
    names = {
        "forward": "forward",
        "backward": "backward",
        "left": "left",
        "right": "right",
        "turn_left": "turn left",
        "turn_right": "turn right",
        "turn_around": "turn around",
        "box": "box",
    }
    out += [("in hand", names[card]) for card in state.hand]
    for action in rules.legal_actions(state):
        if action.to is not None:
            out.append(("play", names[action.card], action.to))
        elif action.place is not None:
            out.append(("play", "box", "put", action.place))
        elif action.remove is not None:
            out.append(("play", "box", "take away", action.remove))
        else:
            out.append(("play", names[action.card]))
    return sorted(set(out), key=out.index)
