#!/usr/bin/env python3
"""Screenshots of Verflixxt! kompakt: the table in typical positions, and the end screen.

    python tools/shots/verflixxt.py [--out DIR] [--lang en de ja] [--size 1280x800 1920x1080]

Runs a real main window offscreen with a throw-away data dir and writes
`verflixxt_<what>_<lang>_<w>x<h>.png`:

- start: four seats (two at the keyboard, two computers), the Wurminator variant, the first
  player greeted and asked to roll
- preview: three players mid-game, a pawn pointed at: where it lands, the tile it takes
- bite: the Wurminator pointed at, with the minus tiles it would hand out
- end: the end screen of a finished game, over the table

Positions are reached by playing seeded random moves through the rules (a save file is
nothing else), so every language shows the same picture.
"""

from __future__ import annotations

import sys

from common import arguments, report, save, settle, windows


def main(argv: list[str]) -> int:
    args = arguments(__doc__, argv)
    from bugbox.core.players import Level, Seat, Setup
    from bugbox.core.rng import Rng, seed_state
    from bugbox.core.session import Session
    from bugbox.games.verflixxt import rules
    from bugbox.games.verflixxt.course import WURMINATOR
    from bugbox.games.verflixxt.tiles import TILE
    from bugbox.games.verflixxt.view.preview import preview

    def seats(spec: list[tuple[str, str, str | None]]) -> tuple[Seat, ...]:
        return tuple(
            Seat(name=name, colour=colour, computer=level is not None, level=Level(level) if level else Level.NORMAL)
            for name, colour, level in spec
        )

    def played(setup: Setup, seed: int, wanted) -> Session:
        session = Session("verflixxt", setup, seed)
        rng = Rng(seed_state(seed))
        while not wanted(session.state):
            if session.is_over():
                raise SystemExit(f"seed {seed}: no such position")
            legal = rules.legal_actions(session.state)
            session.play(legal[rng.below(len(legal))])
        return session

    def human_pawn_alone(state) -> str | None:
        board = rules.board(state)
        for action in rules.legal_actions(state):
            if isinstance(action, rules.Move) and action.piece.startswith("pawn"):
                tile = rules.position(state, action.piece)
                shown = preview(state, action.piece)
                if tile in TILE and board.pieces_on(tile) == 1 and shown and shown.land in TILE:
                    return action.piece
        return None

    def bite_ready(state) -> bool:
        if state.current != 0 or rules.MoveWurminator() not in rules.legal_actions(state):
            return False
        shown = preview(state, WURMINATOR)
        return shown is not None and list(shown.marks.values()).count("bite") >= 1 and len(state.course) < 24

    four = Setup(
        seats=seats(
            [("Anna", "red", None), ("Ben", "blue", "normal"), ("Clara", "green", None), ("Dario", "yellow", "hard")]
        ),
        start_player=0,
        options={"wurminator": True},
    )
    three = Setup(
        seats=seats([("Anna", "red", None), ("Ben", "blue", "normal"), ("Clara", "green", "easy")]),
        start_player=0,
        options={"wurminator": False},
    )
    two = Setup(
        seats=seats([("Anna", "red", None), ("Ben", "blue", "hard")]), start_player=0, options={"wurminator": True}
    )
    positions = {
        "start": (four, 4, lambda s: True),
        "preview": (
            three,
            21,
            lambda s: s.current == 0 and s.phase == "move" and len(s.course) <= 19 and human_pawn_alone(s) is not None,
        ),
        "bite": (two, 33, bite_ready),
        "end": (four, 12, rules.is_over),
    }
    sessions = {what: played(*spec) for what, spec in positions.items()}

    written: list = []
    for lang, width, height, window in windows(args.lang, args.size):
        for what, session in sessions.items():
            copy = Session.replay("verflixxt", session.setup, session.seed, session.action_dicts())
            window.start_session(copy)
            page = window.current_page()
            if what != "start":
                window.notice.hide()
            if what == "preview":
                page._piece_hovered(human_pawn_alone(copy.state), True)
            elif what == "bite":
                page._piece_hovered(WURMINATOR, True)
            settle()
            save(window, args.out / f"verflixxt_{what}_{lang}_{width}x{height}.png", args.compact, written)
    return report(written)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
