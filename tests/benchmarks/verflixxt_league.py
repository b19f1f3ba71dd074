"""Verflixxt! kompakt: a heads-up league of the computer levels and an outside challenger.

    nice -n 10 python tests/benchmarks/verflixxt_league.py [--games 2000] [--jobs 1] [--seed 0]
        [--match NAME ...] [--baseline REV]

Matches (two players, three pawns each):

- hard vs challenger, basic game and Wurminator variant: the challenger
  (tests/benchmarks/challengers/verflixxt_bot.py) is an independent one-roll expectimax bot
  with a tile heuristic, written from the rules and not tuned against hard;
- hard vs normal and normal vs easy (both with the Wurminator) for reference;
- with `--baseline REV`, also hard vs the hard level of `bugbox/games/verflixxt/ai.py` as it
  was at git revision REV (self-play against an earlier version, both variants), and that
  earlier hard vs today's normal, to compare with hard vs normal on the same games.

Games come in pairs: games 2k and 2k + 1 of a match deal the same course from seed k, with
the same start player and the same sequence of rolls (the die lives in the game's rng and
nothing else draws from it), and swap the two players' seats. The luck of the deal and the
dice then falls to each player once, which narrows the interval a match needs. A shared win
counts half. Intervals are 95% Wilson score intervals.

The blunder probe watches every turn in which the Wurminator move was optional (a roll of
1 or 2 in the variant, the Wurminator not in last place). The turn is a blunder when its mover
moved the Wurminator although another way to finish the same roll without moving it was at
least as good by exact evaluation of the turn's immediate consequences: the Wurminator's
move cost its mover points (he scores less now than after his own move alone), the other way
gives him a higher score now and no other player a higher one, and every minus tile the mover's pawns
stand on that was covered (another piece on it, so that leaving it takes nothing) stays
covered. That is a Wurminator move that loses points for nothing. Counted per level, per
1,000 optional Wurminator turns.

The output is a markdown table.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
import types
from collections.abc import Callable
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from challengers import verflixxt_bot
from tables import percentile, wilson

from bugbox.core.players import Level, Seat, Setup
from bugbox.games.verflixxt import ai, rules
from bugbox.games.verflixxt.course import Board, parse_piece
from bugbox.games.verflixxt.rules import Move, MoveWurminator
from bugbox.games.verflixxt.tiles import TILE, Kind, score

Chooser = Callable[[rules.State, int], rules.Action]
PLAYERS: dict[str, Chooser] = {
    "easy": lambda state, seed: ai.choose_action(state, Level.EASY, seed),
    "normal": lambda state, seed: ai.choose_action(state, Level.NORMAL, seed),
    "hard": lambda state, seed: ai.choose_action(state, Level.HARD, seed),
    "challenger": verflixxt_bot.choose,
}
#: name -> (first player, second player, Wurminator variant)
MATCHES = {
    "hard vs challenger, basic": ("hard", "challenger", False),
    "hard vs challenger, Wurminator": ("hard", "challenger", True),
    "hard vs normal, Wurminator": ("hard", "normal", True),
    "normal vs easy, Wurminator": ("normal", "easy", True),
}


# --- the blunder probe ----------------------------------------------------------------------
def _tiles_now(board: Board) -> list[int]:
    return [score(own).total for own in board.taken]


def _covered_minus(board: Board, seat: int) -> set[int]:
    """The minus tiles under the seat's pawns that another piece shares (leaving takes nothing)."""
    pieces = [t for own in board.pawns for t in own] + list(board.guards)
    if board.wurminator is not None:
        pieces.append(board.wurminator)
    own = board.pawns[seat]
    return {t for t in set(own) if t in TILE and TILE[t].kind is Kind.MINUS and pieces.count(t) > own.count(t)}


def wasted_wurminator_move(start: Board, end: Board, seat: int, die: int, piece: str | None) -> bool:
    """Whether a turn that moved the Wurminator (optional) and paid for it is beaten, on the
    turn's immediate consequences, by a way to finish the same roll without moving it (see the
    module doc). `piece` is the piece the mover moved besides (None if his move was void)."""
    chosen = _tiles_now(end)
    alone = start.copy()
    if piece is not None:
        what, a, b = parse_piece(piece)
        if what == "pawn":
            alone.move_pawn(a, b, die)
        else:
            alone.move_guard(seat, a, die)
    if _tiles_now(alone)[seat] <= chosen[seat]:
        return False  # the Wurminator cost its mover nothing now
    covered = _covered_minus(end, seat)
    for action, other in verflixxt_bot.options(start, seat, die, "move", "may"):
        if isinstance(action, MoveWurminator) or other.wurminator != start.wurminator:
            continue
        now = _tiles_now(other)
        if (
            now[seat] > chosen[seat]
            and all(now[s] <= chosen[s] for s in range(len(now)) if s != seat)
            and covered <= _covered_minus(other, seat)
        ):
            return True
    return False


# --- playing ---------------------------------------------------------------------------------
Result = tuple[float, dict[str, list[int]], dict[str, list[float]]]


def play(job: tuple[int, str, str, bool]) -> Result:
    """One seeded game. Returns the first player's win share, per player [optional Wurminator
    turns, blunders], and per player the CPU seconds of his decisions with a real choice."""
    seed, first, second, wurminator = job
    names = (first, second) if seed % 2 == 0 else (second, first)
    seed //= 2
    seats = tuple(Seat(name=f"P{s}", colour=("red", "blue")[s], computer=True) for s in range(2))
    state = rules.new_game(Setup(seats=seats, options={"wurminator": wurminator}), seed)
    probe: dict[str, list[int]] = {name: [0, 0] for name in names}
    times: dict[str, list[float]] = {name: [] for name in names}
    turn_start: Board | None = None
    wormed = False
    piece: str | None = None
    step = 0
    while not rules.is_over(state):
        seat, name = state.current, names[state.current]
        legal = rules.legal_actions(state)
        if state.phase == "move" and turn_start is None and state.wurminator_due == "may":
            turn_start, wormed, piece = rules.board(state), False, None
        if len(legal) == 1:
            action = legal[0]
        else:
            cpu = time.process_time()
            action = PLAYERS[name](state, seed * 1_000_003 + step)
            times[name].append(time.process_time() - cpu)
        die = state.die
        wormed = wormed or isinstance(action, MoveWurminator)
        if isinstance(action, Move):
            piece = action.piece
        state, _ = rules.apply(state, action)
        step += 1
        if turn_start is not None and (state.phase in ("roll", "over")):
            probe[name][0] += 1
            if wormed and wasted_wurminator_move(turn_start, rules.board(state), seat, die, piece):
                probe[name][1] += 1
            turn_start = None
    winners = rules.winners(state)
    mine = names.index(first)
    return (1 / len(winners) if mine in winners else 0.0), probe, times


def load_baseline(revision: str) -> None:
    """Add "baseline hard": the hard level of ai.py at a git revision, imported beside today's."""
    root = Path(__file__).resolve().parents[2]
    source = subprocess.run(
        ["git", "-C", str(root), "show", f"{revision}:bugbox/games/verflixxt/ai.py"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    name = "bugbox.games.verflixxt.baseline_ai"
    module = types.ModuleType(name)
    module.__package__ = "bugbox.games.verflixxt"
    sys.modules[name] = module
    exec(compile(source, f"{revision}:ai.py", "exec"), module.__dict__)
    PLAYERS["baseline hard"] = lambda state, seed: module.choose_action(state, Level.HARD, seed)
    MATCHES["hard vs baseline hard, basic"] = ("hard", "baseline hard", False)
    MATCHES["hard vs baseline hard, Wurminator"] = ("hard", "baseline hard", True)
    MATCHES["baseline hard vs normal, Wurminator"] = ("baseline hard", "normal", True)


def run(games: int, jobs: int, base_seed: int, matches: list[str]) -> None:
    print(f"Verflixxt! kompakt league: {games} seeded heads-up games per match, seats rotated\n")
    print(
        "| match | first player's win share | 95% interval | blunders per 1,000 optional "
        "Wurminator turns (first / second) | CPU ms per decision p50 / p95 (first / second) |"
    )
    print("|---|---|---|---|---|")
    with Pool(jobs) as pool:
        for name in matches:
            first, second, wurminator = MATCHES[name]
            seeds = range(base_seed, base_seed + games)
            results = pool.map(play, [(s, first, second, wurminator) for s in seeds], chunksize=4)
            wins = sum(r[0] for r in results)
            low, high = wilson(wins, games)
            probes, cpus = [], []
            for player in (first, second):
                turns = sum(r[1][player][0] for r in results)
                bad = sum(r[1][player][1] for r in results)
                probes.append(f"{1000 * bad / turns:.1f} ({bad}/{turns})" if turns else "-")
                values = [t for r in results for t in r[2][player]]
                cpus.append(f"{1000 * percentile(values, 0.5):.1f} / {1000 * percentile(values, 0.95):.1f}")
            print(
                f"| {first} vs {second}, {'Wurminator' if wurminator else 'basic'} | {wins / games:.3f} "
                f"| [{low:.3f}, {high:.3f}] | {' / '.join(probes)} | {' ; '.join(cpus)} |",
                flush=True,
            )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0, help="first game seed")
    parser.add_argument(
        "--match", action="append", help=f"play only this match (repeatable); all by default: {', '.join(MATCHES)}"
    )
    parser.add_argument(
        "--baseline", metavar="REV", help="also play hard against the hard level of ai.py at this git revision"
    )
    args = parser.parse_args()
    if args.baseline:
        load_baseline(args.baseline)
    unknown = set(args.match or ()) - set(MATCHES)
    if unknown:
        parser.error(f"no such match: {', '.join(sorted(unknown))}")
    run(args.games, args.jobs, args.seed, args.match or list(MATCHES))
    return 0


if __name__ == "__main__":
    sys.exit(main())
