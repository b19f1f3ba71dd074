"""Voll verasselt league: heads-up matches of the computer levels and an independent bot.

    python tests/benchmarks/verasselt_league.py [--games 2000] [--jobs 2] [--seed 0]
        [--match hard:challenger] [--old DIR]

Each match is `games` seeded two-player games. The seats alternate with the seed and the
start player is always seat 0, so each side starts exactly half the games (an even count).
A shared win counts half. Win shares come with 95% Wilson intervals.

The players: easy, normal, hard (bugbox/games/verasselt/ai.py), challenger (the independent
bot in tests/benchmarks/challengers/verasselt_bot.py) and, with `--old DIR`, old-hard: the
hard level of an earlier ai.py, whose ai.py, planner.py and odds.py lie in DIR (e.g. copied
there with `git show COMMIT:bugbox/games/verasselt/ai.py`); it plays with today's rules.

The blunder probe looks at every decision of every game:
- a dominated dice choice: another legal choice of dice has both a lower bust chance and a
  higher expected catch (exact odds, all seven dice counted as rule 6 says);
- a wasted boost: cards moved from the front yard that change neither the bust chance nor the
  expected catch of any choice of dice for the coming roll (front-yard cards lost for nothing).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from types import ModuleType

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from tables import percentile, wilson

from bugbox.core.players import Level, Seat, Setup
from bugbox.games.verasselt import ai, rules
from bugbox.games.verasselt.cards import COLOURS, DICE
from bugbox.games.verasselt.odds import caps_for, clean_outcomes
from bugbox.games.verasselt.rules import Boost, Roll, State

MAX_ACTIONS = 20_000
DEFAULT_MATCHES = ("hard:challenger", "hard:normal", "normal:easy")
OLD: dict[str, ModuleType] = {}


def load_old(directory: str) -> None:
    """Import an earlier ai.py (with its planner.py and odds.py) beside today's rules."""
    package = "bugbox.games.verasselt"
    for name in ("odds", "planner", "ai"):
        text = (Path(directory) / f"{name}.py").read_text()
        text = text.replace("from .planner import", "from ._old_planner import")
        text = text.replace("from .odds import", "from ._old_odds import")
        module_name = f"{package}._old_{name}"
        spec = importlib.util.spec_from_loader(module_name, loader=None)
        assert spec is not None
        module = importlib.util.module_from_spec(spec)
        module.__package__ = package
        sys.modules[module_name] = module
        exec(compile(text, f"{directory}/{name}.py", "exec"), module.__dict__)
    OLD["ai"] = sys.modules[f"{package}._old_ai"]


def decide(player: str, state: State, seed: int) -> rules.Action:
    if player == "challenger":
        from challengers import verasselt_bot

        return verasselt_bot.choose_action(state, seed)
    if player == "old-hard":
        return OLD["ai"].choose_action(state, Level.HARD, seed)  # type: ignore[no-any-return]
    return ai.choose_action(state, Level(player), seed)


def _odds(group: tuple[int, ...], faces: tuple[str, ...]) -> dict[tuple[int, ...], tuple[float, float]]:
    """Bust chance and expected catch of every legal choice of dice."""
    result = {}
    for roll in rules.ROLL_CHOICES:
        rolled = len(roll.dice)
        kept = [sum(faces[i] == colour for i in range(DICE) if i not in roll.dice) for colour in COLOURS]
        clean, shown = clean_outcomes(caps_for(group, kept, rolled), rolled)
        total = 6**rolled
        result[roll.dice] = (1 - clean / total, (sum(kept) * clean + shown) / total)
    return result


def dominated_by(state: State, roll: Roll) -> float | None:
    """How much bust chance the chosen dice add over the safest choice that also expects a
    larger catch; None when no choice beats them on both counts."""
    odds = _odds(rules.group_cards(state).counts(), state.dice)
    bust, catch = odds[roll.dice]
    better = [b for b, c in odds.values() if b < bust - 1e-12 and c > catch + 1e-12]
    return bust - min(better) if better else None


def wasted_boost(state: State, boost: Boost) -> bool:
    group = rules.group_cards(state).counts()
    boosted = tuple(g + b for g, b in zip(group, boost.cards.counts(), strict=True))
    return _odds(group, state.dice) == _odds(boosted, state.dice)


Job = tuple[int, str, str]


def play(job: Job) -> dict:
    """One game; seat 0 starts; `a` sits at seat 0 for even seeds, at seat 1 for odd ones."""
    seed, a, b = job
    players = (a, b) if seed % 2 == 0 else (b, a)
    seats = tuple(
        Seat(name=f"{p}{i}", colour=("red", "blue")[i], computer=True, level=Level.NORMAL)
        for i, p in enumerate(players)
    )
    state = rules.new_game(Setup(seats=seats, start_player=0), seed)
    probe: dict[str, dict] = {
        p: {"rolls": 0, "dominated": [], "hub": 0, "boosts": 0, "wasted": 0, "times": []} for p in (a, b)
    }
    step = 0
    while not rules.is_over(state) and step < MAX_ACTIONS:
        seat = rules.deciding_player(state)
        assert seat is not None
        player = players[seat]
        started = time.process_time()
        action = decide(player, state, seed * 1_000_003 + step)
        spent = time.process_time() - started
        mine = probe[player]
        if len(rules.legal_actions(state)) > 1:
            mine["times"].append(spent)
        if isinstance(action, Roll):
            mine["rolls"] += 1
            extra = dominated_by(state, action)
            if extra is not None:
                mine["dominated"].append(extra)
                mine["hub"] += state.group == "hub"
        elif isinstance(action, Boost):
            mine["boosts"] += 1
            mine["wasted"] += wasted_boost(state, action)
        state, _ = rules.apply(state, action)
        step += 1
    share = {a: 0.0, b: 0.0}
    if rules.is_over(state):
        winners = rules.winners(state)
        for seat in winners:
            share[players[seat]] += 1 / len(winners)
    return {"share": share, "probe": probe, "finished": rules.is_over(state)}


def _init(old: str | None) -> None:
    if old:
        load_old(old)


def run(games: int, jobs: int, base_seed: int, matches: list[tuple[str, str]], old: str | None) -> None:
    print(f"Voll verasselt league: {games} seeded heads-up games per match, seats alternating, seat 0 starts\n")
    results = []
    probes: dict[str, dict] = {}
    with Pool(jobs, initializer=_init, initargs=(old,)) as pool:
        for a, b in matches:
            started = time.perf_counter()
            games_played = pool.map(play, [(seed, a, b) for seed in range(base_seed, base_seed + games)], chunksize=8)
            wins = sum(g["share"][a] for g in games_played)
            low, high = wilson(wins, games)
            unfinished = sum(not g["finished"] for g in games_played)
            results.append((a, b, wins / games, low, high, unfinished, time.perf_counter() - started))
            print(
                f"  {a} vs {b}: {wins / games:.3f} [{low:.3f}, {high:.3f}] ({time.perf_counter() - started:.0f} s)",
                flush=True,
            )
            for g in games_played:
                for player, p in g["probe"].items():
                    total = probes.setdefault(
                        player, {"rolls": 0, "dominated": [], "hub": 0, "boosts": 0, "wasted": 0, "times": []}
                    )
                    for key in ("rolls", "hub", "boosts", "wasted"):
                        total[key] += p[key]
                    total["dominated"].extend(p["dominated"])
                    total["times"].extend(p["times"])
    print("\n| match | win share of the first | 95% interval | games | unfinished |")
    print("|---|---:|---|---:|---:|")
    for a, b, rate, low, high, unfinished, _ in results:
        print(f"| {a} vs {b} | {rate:.3f} | [{low:.3f}, {high:.3f}] | {games} | {unfinished} |")
    print(
        "\n| player | dice choices | dominated | of them on hub turns | median extra bust chance "
        "| boosts | wasted boosts | CPU p50 ms | CPU p95 ms |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for player, p in probes.items():
        extra = f"{100 * statistics.median(p['dominated']):+.1f}%" if p["dominated"] else "-"
        times = p["times"]
        print(
            f"| {player} | {p['rolls']} | {len(p['dominated'])} | {p['hub']} | {extra} | {p['boosts']} "
            f"| {p['wasted']} | {1000 * percentile(times, 0.5):.2f} | {1000 * percentile(times, 0.95):.2f} |"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count() or 1))
    parser.add_argument("--seed", type=int, default=0, help="first game seed")
    parser.add_argument(
        "--match",
        action="append",
        metavar="A:B",
        help="players easy, normal, hard, challenger, old-hard (may be repeated); "
        f"default: {' '.join(DEFAULT_MATCHES)}",
    )
    parser.add_argument("--old", metavar="DIR", help="an earlier ai.py, planner.py and odds.py for old-hard")
    args = parser.parse_args()
    matches = [tuple(m.split(":", 1)) for m in (args.match or DEFAULT_MATCHES)]
    if any("old-hard" in m for m in matches) and not args.old:
        parser.error("old-hard needs --old DIR")
    run(args.games, args.jobs, args.seed, matches, args.old)  # type: ignore[arg-type]
    return 0


if __name__ == "__main__":
    sys.exit(main())
