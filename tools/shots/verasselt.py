#!/usr/bin/env python3
"""Screenshots of Voll verasselt: the table in typical positions.

    python tools/shots/verasselt.py [--out DIR] [--lang en de ja] [--size 1280x800 1920x1080]

Runs a real main window offscreen with a throw-away data dir and writes
`verasselt_<what>_<lang>_<w>x<h>.png`. Positions are reached by playing the computer
players' moves for every seat from a fixed seed, so every language shows the same game:

- roll: three players, Anna's turn with a catch, five dice chosen and the bust chance shown
- choose: Anna chooses between the hub and the previous player's catch
- bust: a turn just bugged up (the overflowing dice ringed red, the stamp over the table)
- handover: two people at one computer, Ben must pile up his catch during Anna's turn
- pileup: the same after the hand-over, two cards put into the front yard
- five: five players in the middle of a game
- end: the end screen of a three-player game

Those committed to docs/screenshots/ are written with `--compact` (256 colours, see
`common.shrink`) to stay well under 300 kB each.
"""

from __future__ import annotations

import sys

from common import arguments, report, save, settle, windows

NAMES = ("Anna", "Ben", "Carla", "Dieter", "Emi")
COLOURS = ("red", "blue", "green", "yellow", "purple")


def main(argv: list[str]) -> int:
    args = arguments(
        __doc__,
        argv,
        more=lambda parser: parser.add_argument("--only", nargs="*", default=None, help="only these positions"),
    )
    from bugbox.core.players import Level, Seat, Setup
    from bugbox.core.session import Session
    from bugbox.games.verasselt import ai, rules
    from bugbox.games.verasselt.events import Bust

    def setup(kinds: str, start: int = 0) -> Setup:
        return Setup(
            seats=tuple(
                Seat(name=NAMES[i], colour=COLOURS[i], computer=k == "c", level=Level.NORMAL)
                for i, k in enumerate(kinds)
            ),
            start_player=start,
        )

    def played(kinds: str, seed: int, until, limit: int = 400) -> Session:
        """Every seat plays like the normal computer until `until(session)` holds."""
        session = Session("verasselt", setup(kinds), seed)
        for n in range(limit):
            if until(session):
                return session
            if rules.is_over(session.state):
                break
            session.play(ai.choose_action(session.state, Level.NORMAL, n))
        raise SystemExit(f"no such position for seed {seed}")

    def human(session, seat=0) -> bool:
        return rules.deciding_player(session.state) == seat

    def last_events(session) -> list:
        return rules.apply(session.states[-2], session.actions[-1])[1] if session.actions else []

    positions = {
        "roll": lambda: played(
            "hcc", 3, lambda s: human(s) and s.state.phase == "decide" and s.state.turn > 6 and s.state.catch.total >= 3
        ),
        "choose": lambda: played(
            "hcc", 5, lambda s: human(s) and s.state.phase == "choose_group" and s.state.previous_catch.cards.total >= 4
        ),
        "bust": lambda: played(
            "hcc", 7, lambda s: s.state.turn > 4 and human(s) and any(isinstance(e, Bust) for e in last_events(s))
        ),
        "handover": lambda: played(
            "hh",
            2,
            lambda s: (
                s.state.phase == "pile_up"
                and s.state.receipt.cards.total >= 4
                and s.state.receipt.player != s.state.active
            ),
        ),
        "five": lambda: played("hcccc", 4, lambda s: human(s) and s.state.turn > 8 and s.state.phase == "decide"),
        "end": lambda: played("hcc", 6, lambda s: rules.is_over(s.state)),
    }
    positions["pileup"] = positions["handover"]
    wanted = args.only or list(positions)
    sessions = {what: positions[what]() for what in wanted}

    written: list = []
    for lang, width, height, window in windows(args.lang, args.size):
        for what in wanted:
            session = sessions[what]
            window.start_session(Session.replay("verasselt", session.setup, session.seed, session.action_dicts()))
            page = window.current_page()
            settle()
            if what != "handover" and page.scene.handover.isVisible():
                page.scene.handover.dismissed.emit()
            if what == "roll":
                for die in (0, 2, 3, 5, 6):
                    page.toggle_die(die)
            elif what == "five":
                for die in (1, 2, 4, 6):
                    page.toggle_die(die)
            elif what == "bust":
                page.scene.stamp.show()
                page.scene.stamp.setOpacity(1.0)
            elif what == "pileup":
                received = [
                    c for colour in ("red", "yellow", "green", "blue") for c in page.scene.zones["receipt"][colour]
                ]
                for card in received[:2]:
                    page._stage_receipt(card, "yard")
            window.notice.hide()
            settle()
            save(window, args.out / f"verasselt_{what}_{lang}_{width}x{height}.png", args.compact, written)
    return report(written)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
