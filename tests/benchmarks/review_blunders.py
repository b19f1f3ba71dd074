"""Games with a planted blunder, for the review's own test (tests/unit/review/test_blunders.py).

    python tests/benchmarks/review_blunders.py [--games 3] [--jobs 2]

For each dice game: a game of two or three seats played by the normal level (seed `seed`), cut
at a decision of seat 0 after `FROM` actions; there the alternative the review compares that
loses the most is taken instead (the blunder), measured with ten times the review's default
depth, and kept only when it costs at least 0.10 of win chance with the lower end of its 95 %
interval there too. The game is then played to its end by the normal level. Prints one recipe
per game: (game, players, options, seed, index, the blunder as the save stores it, its cost
and margin at ten times the depth). The recipes go into the test as they are.
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bugbox.core import registry
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session
from bugbox.review.estimate import DEPTH
from bugbox.review.runner import Job, review_position

FROM = 6
REFERENCE = 10 * DEPTH
LEAST = 0.10


def played_to(game: str, players: int, options: dict, seed: int, start: int) -> Session:
    spec = registry.spec(game)
    seats = tuple(Seat(name=f"P{i}", colour=spec.seat_colours[i], computer=True) for i in range(players))
    session: Session = Session(game, Setup(seats=seats, start_player=0, options=options), seed)
    ai = spec.ai()
    assert ai is not None
    rules = session.rules
    while not session.is_over():
        state = session.state
        if len(session.actions) >= start and rules.deciding_player(state) == 0 and len(rules.legal_actions(state)) > 1:
            break
        session.play(ai.choose_action(state, Level.NORMAL, len(session.actions)))
    return session


def candidate(task: tuple[str, int, dict, int, int]) -> dict | None:
    game, players, options, seed, start = task
    session = played_to(game, players, options, seed, start)
    if session.is_over():
        return None
    rules = session.rules
    index = len(session.actions)
    normal = registry.spec(game).ai().choose_action(session.state, Level.NORMAL, index)  # type: ignore[union-attr]
    dumped = rules.ACTION_ADAPTER.dump_python(normal, mode="json")
    probe = review_position(Job(game, index, session.state, dumped, DEPTH))
    assert probe.field is not None
    worst = min(probe.field, key=lambda alt: alt.mean(0))
    blunder = rules.ACTION_ADAPTER.dump_python(worst.action, mode="json")
    reference = review_position(Job(game, index, session.state, blunder, REFERENCE)).decision
    if reference is None or reference.regret - reference.regret_margin < LEAST:
        return None
    return {
        "game": game,
        "players": players,
        "options": options,
        "seed": seed,
        "index": index,
        "blunder": blunder,
        "cost": round(reference.regret, 3),
        "margin": round(reference.regret_margin, 3),
        "futures": reference.futures,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    for game in ("verasselt", "verflixxt"):
        found = 0
        tasks = [(game, 2 + seed % 2, {}, seed, FROM + 3 * (seed % 5)) for seed in range(1, 60)]
        with ProcessPoolExecutor(args.jobs) as pool:
            for recipe in pool.map(candidate, tasks):
                if recipe is not None and found < args.games:
                    print(recipe, flush=True)
                    found += 1
        print(f"{game}: {found} blunders planted", flush=True)


if __name__ == "__main__":
    main()
