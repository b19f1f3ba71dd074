"""What a screen reader must find on Schaben jagen's table for its golden save (see
tests/e2e/table_facts.py): a fact is a tuple of words that must all stand in one node's name."""

from __future__ import annotations

Fact = tuple[str, ...]

#: The golden save read (tests/golden/v1/), in the middle of a game.
SAVE = "schaben-31A-half-played.save.json"
#: Words of the table's accessible name.
TABLE_NAME = "Schaben jagen"


def facts(state) -> list[Fact]:
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
