"""What a screen reader must find on Voll verasselt's table for its golden save (see
tests/e2e/table_facts.py): a fact is a tuple of words that must all stand in one node's name."""

from __future__ import annotations

Fact = tuple[str, ...]

#: The golden save read (tests/golden/v1/), in the middle of a game.
SAVE = "verasselt-2p-mid-pile-up.save.json"
#: Words of the table's accessible name.
TABLE_NAME = "Voll verasselt"


def facts(state) -> list[Fact]:
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
