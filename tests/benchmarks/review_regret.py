"""The computer levels measured by the game review, and the review's own time (issue 40).

    python tests/benchmarks/review_regret.py regret [--games 200] [--jobs 2] [--futures 96]
        [--seconds 4] [--out FILE] [--game verasselt] [--level hard]
    python tests/benchmarks/review_regret.py timing [--depth 96] [--jobs 2]

`regret`: for each game (Voll verasselt at 3-5 seats, Verflixxt at 3-4 seats, the Wurminator
in every other game) and each level (hard, normal, easy), `games` games with that level in
every seat. From each game one decision is drawn: the game is played to a random point
(uniform over the first 120 actions), and the first decision there with more than one legal
action is reviewed as `bugbox review` reviews it (`runner.review_position`: the alternatives
raced on common random futures, at most `futures` futures and `seconds` seconds). The regret
per decision is averaged with a 95 % interval (mean ± 1.96 standard errors over the games).
One decision per game keeps the decisions independent, and a game's early decisions count as
much as its late ones. Results go to `--out` as JSON lines (one per decision), and a run
picks up where an earlier one with the same file stopped.

The regret is measured against the best of the alternatives the review compares, on a finite
number of futures: the best of several noisy estimates is biased upwards, so the figures are a
little pessimistic, more so for decisions with many close alternatives and few futures. So each
row also holds `regret_held_out`: the best picked on the even futures, the regret measured on
the odd ones, which that luck does not inflate (it errs low instead); the two bracket it.

`timing`: a 100-action game of each (played by the normal or easy level, cut at 100 actions) reviewed
with `bugbox review`'s defaults on `--jobs` worker processes; prints the wall time.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from bugbox.core import registry
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session
from bugbox.review.estimate import Alternative
from bugbox.review.runner import Job, review_game, review_position

GAMES = {"verasselt": (3, 5), "verflixxt": (3, 4)}
LEVELS = ("hard", "normal", "easy")
CUT = 120


def setup_for(game: str, number: int) -> Setup:
    spec = registry.spec(game)
    low, high = GAMES[game]
    players = low + number % (high - low + 1)
    seats = tuple(Seat(name=f"P{i}", colour=spec.seat_colours[i], computer=True) for i in range(players))
    options = {option.key: bool(number // (high - low + 1) % 2) for option in spec.options}
    return Setup(seats=seats, start_player=None, options=options)


def one_decision(task: tuple[str, str, int, int, float]) -> dict:
    """Play game `number` with `level` in every seat to a random point, review the decision there."""
    game, level_name, number, futures, seconds = task
    level = Level(level_name)
    spec = registry.spec(game)
    ai = spec.ai()
    assert ai is not None
    rules = spec.rules()
    pick = random.Random(f"{game}-{level_name}-{number}")
    seed = pick.randrange(2**63)
    while True:
        session: Session = Session(game, setup_for(game, number), seed)
        cut = pick.randrange(CUT)
        while not session.is_over():
            state = session.state
            if len(session.actions) >= cut and len(rules.legal_actions(state)) > 1:
                break
            session.play(ai.choose_action(state, level, seed + len(session.actions)))
        if not session.is_over():
            break
    index = len(session.actions)
    chosen = ai.choose_action(session.state, level, seed + index)
    dumped = rules.ACTION_ADAPTER.dump_python(chosen, mode="json")
    started = time.perf_counter()
    result = review_position(Job(game, index, session.state, dumped, futures, deadline=time.time() + seconds))
    decision = result.decision
    assert decision is not None and result.field is not None
    return {
        "game": game,
        "level": level_name,
        "number": number,
        "seats": len(session.setup.seats),
        "options": session.setup.options,
        "action_index": index,
        "chosen": dumped,
        "best": decision.best,
        "regret": decision.regret,
        "regret_error": decision.regret_error,
        "regret_held_out": held_out(result.field, decision.seat),
        "alternatives": decision.alternatives,
        "futures": decision.futures,
        "seconds": round(time.perf_counter() - started, 2),
    }


def held_out(field: list[Alternative], seat: int) -> float:
    """The regret with the best chosen on the even futures and the difference measured on the
    odd ones: the same futures no longer both pick the best and measure it, so the luck that
    made an alternative look best does not inflate the regret (it may be too low instead, when
    the alternative picked is not the truly best; the two figures bracket the regret)."""
    chosen = field[0]
    live = [alt for alt in field if not alt.dropped] or field

    def mean(alt: Alternative, parity: int, upto: int) -> float:
        shares = [run[seat] for k, run in enumerate(alt.runs[:upto]) if k % 2 == parity]
        return sum(shares) / len(shares) if shares else 0.0

    best = max(live, key=lambda alt: mean(alt, 0, len(alt.runs)))
    upto = min(len(best.runs), len(chosen.runs))
    if best is chosen or upto < 2:
        return 0.0
    return mean(best, 1, upto) - mean(chosen, 1, upto)


def summary(rows: list[dict]) -> None:
    print(f"{'game':<10} {'level':<7} {'decisions':>9} {'mean regret':>12} {'95% interval':>18} {'regret>5%':>10}")
    for game in GAMES:
        for level in LEVELS:
            regrets = [r["regret"] for r in rows if r["game"] == game and r["level"] == level]
            if len(regrets) < 2:
                continue
            n = len(regrets)
            mean = sum(regrets) / n
            error = math.sqrt(sum((x - mean) ** 2 for x in regrets) / (n - 1) / n)
            big = sum(x > 0.05 for x in regrets) / n
            interval = f"{mean - 1.96 * error:.4f}..{mean + 1.96 * error:.4f}"
            print(f"{game:<10} {level:<7} {n:>9} {mean:>12.4f} {interval:>18} {big:>10.1%}")
            mine = [r for r in rows if r["game"] == game and r["level"] == level]
            held = [r["regret_held_out"] for r in mine if "regret_held_out" in r]
            if len(held) >= 2:
                m = sum(held) / len(held)
                e = math.sqrt(sum((x - m) ** 2 for x in held) / (len(held) - 1) / len(held))
                interval = f"{m - 1.96 * e:.4f}..{m + 1.96 * e:.4f}"
                print(f"{'':<10} {'held out':<7} {len(held):>9} {m:>12.4f} {interval:>18}")


def regret(args: argparse.Namespace) -> None:
    out = Path(args.out)
    rows = [json.loads(line) for line in out.read_text().splitlines()] if out.exists() else []
    done = {(r["game"], r["level"], r["number"]) for r in rows}
    games = [args.game] if args.game else list(GAMES)
    levels = [args.level] if args.level else list(LEVELS)
    tasks = [
        (game, level, number, args.futures, args.seconds)
        for number in range(args.games)
        for game in games
        for level in levels
        if (game, level, number) not in done
    ]
    print(f"{len(rows)} decisions already in {out}, {len(tasks)} to go", flush=True)
    with ProcessPoolExecutor(args.jobs) as pool, out.open("a") as sink:
        for count, row in enumerate(pool.map(one_decision, tasks, chunksize=1), start=1):
            sink.write(json.dumps(row) + "\n")
            sink.flush()
            rows.append(row)
            if count % 20 == 0:
                print(f"{count}/{len(tasks)}", flush=True)
    summary(rows)


def hundred_actions(game: str) -> Session:
    """A game of at least 100 actions (the normal level, then easy, at each table size), cut at 100."""
    spec = registry.spec(game)
    ai = spec.ai()
    assert ai is not None
    for seed in range(200):
        level = Level.NORMAL if seed % 2 else Level.EASY
        session: Session = Session(game, setup_for(game, seed), seed)
        while not session.is_over() and len(session.actions) < 100:
            session.play(ai.choose_action(session.state, level, len(session.actions)))
        if len(session.actions) == 100:
            return session
    raise AssertionError("no game reached 100 actions")


def timing(args: argparse.Namespace) -> None:
    for game in GAMES:
        session = hundred_actions(game)
        names = tuple(seat.name for seat in session.setup.seats)
        started = time.perf_counter()
        review = review_game(
            game, names, list(session.states), session.action_dicts(), workers=args.jobs, depth=args.depth
        )
        wall = time.perf_counter() - started
        margins = [max(p.margins) for p in review.positions[:-1]]
        regret_margins = [d.regret_margin for d in review.decisions]
        futures = sorted(p.futures for p in review.positions[:-1])
        print(
            f"{game}: 100 actions, {len(review.decisions)} decisions, depth {review.depth}, {wall:.1f} s on"
            f" {args.jobs} workers; position chances ±{sum(margins) / len(margins):.3f} (95 %, mean),"
            f" worst ±{max(margins):.3f}; regrets ±{sum(regret_margins) / max(len(regret_margins), 1):.3f},"
            f" worst ±{max(regret_margins, default=0):.3f}; futures per position median {futures[len(futures) // 2]},"
            f" most {futures[-1]}",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="what", required=True)
    r = sub.add_parser("regret")
    r.add_argument("--games", type=int, default=200)
    r.add_argument("--jobs", type=int, default=2)
    r.add_argument("--futures", type=int, default=96)
    r.add_argument("--seconds", type=float, default=4.0)
    r.add_argument("--out", default="review_regret.jsonl")
    r.add_argument("--game", choices=list(GAMES))
    r.add_argument("--level", choices=LEVELS)
    t = sub.add_parser("timing")
    t.add_argument("--depth", type=int, default=None, help="futures per position (default: the game's own)")
    t.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    regret(args) if args.what == "regret" else timing(args)


if __name__ == "__main__":
    main()
