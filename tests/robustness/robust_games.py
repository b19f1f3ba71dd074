"""Shared helpers of the robustness tests: random setups, random play, invariants, probes.

Everything here is seeded (`bugbox.core.rng.Rng`), so a failing game is replayed by its
seed alone: `play_random_game("verflixxt", seed)` plays the very same game again.

- `random_setup(game_id, rng)`: a setup the new-game dialog (or the task browser) could make.
- `check_state(game_id, state, setup)`: what must hold on every table a game can reach
  (cards and tiles conserved, zones consistent, whose turn, JSON round trip).
- `check_step(game_id, before, after)`: what must hold across one action (heaps only grow ...).
- `probe_actions(game_id, state, rng)`: actions of the game's own types, legal or not;
  `try_probes` applies each and demands: accepted exactly when `legal_actions` lists it, and a
  refusal is an `IllegalAction` that leaves the state as it was.
- `COUNTS`: what the tests tried, printed at the end of the run (see conftest.py).
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import re
from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from bugbox.core import registry
from bugbox.core.errors import IllegalAction
from bugbox.core.game import rules_for
from bugbox.core.i18n import Message
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.rng import Rng
from bugbox.core.session import Session

GAME_IDS = tuple(registry.GAMES)
NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve")
#: A game longer than this is stuck (verasselt's longest random games take ~600 actions).
MAX_ACTIONS = 5000

#: Tallies for the closing summary: file inputs, games, actions, refusals, GUI events.
COUNTS: Counter[str] = Counter()


def count(name: str, n: int = 1) -> None:
    COUNTS[name] += n


def not_built(game_id: str, *parts: str) -> str | None:
    """Why a test of `game_id` cannot run yet: the first of its modules ("ai", "page") that is
    missing from this checkout, else None. The three tables are built alongside these tests."""
    for part in parts:
        if part == "ai" and game_id == "schaben":
            continue  # a solo puzzle: no computer players
        module = f"bugbox.games.{game_id}.view.{part}" if part == "page" else f"bugbox.games.{game_id}.{part}"
        if importlib.util.find_spec(module) is None:
            return f"{module} is not built yet"
    return None


# --- setups -------------------------------------------------------------------------------


def random_setup(game_id: str, rng: Rng, computers: bool = False) -> Setup:
    """A setup for `game_id`; `computers` makes every seat a computer player."""
    if game_id == "verasselt":
        players = rng.randint(2, 5)
        colours = ("red", "yellow", "green", "blue", "purple", "orange")
        options = {"one_card_per_bars": rng.below(2) == 1}
    elif game_id == "verflixxt":
        players = rng.randint(2, 4)
        colours = ("red", "blue", "green", "yellow")
        options = {"wurminator": rng.below(2) == 1}
    else:
        return Setup(seats=(Seat(name="Ann", colour="red"),), start_player=0, options={"task": random_task(rng)})
    palette = list(colours)
    rng.shuffle(palette)
    seats = tuple(
        Seat(
            name=NAMES[i],
            colour=palette[i],
            computer=computers,
            level=(Level.EASY, Level.NORMAL, Level.HARD)[rng.below(3)],
        )
        for i in range(players)
    )
    start = None if rng.below(2) else rng.below(players)
    return Setup(seats=seats, start_player=start, options=options)


def random_task(rng: Rng) -> dict[str, Any]:
    """A Schaben jagen task: one of the shipped ones, or (every other time) a random line-up
    with a random hand from the box, which random play rarely solves and so plays to the end."""
    from bugbox.games.schaben.rules import BOX_OF_CARDS, CARDS
    from bugbox.games.schaben.tasks import TaskError, parse_task, shipped_tasks

    tasks = shipped_tasks()
    if rng.below(2) == 0:
        return tasks[rng.below(len(tasks))].to_json()
    squares = [f"{c}{r}" for c in "ABCDEFG" for r in range(1, 8)]
    while True:
        rng.shuffle(squares)
        boxes = squares[: rng.below(5)]
        roaches = rng.below(7)
        spots = squares[len(boxes) : len(boxes) + 1 + roaches]
        box = [name for name, n in zip(CARDS, BOX_OF_CARDS, strict=True) for _ in range(n)]
        rng.shuffle(box)
        raw = {
            "exterminator": {"square": spots[0], "facing": "NESW"[rng.below(4)]},
            "cockroaches": [{"square": s, "facing": "NESW"[rng.below(4)]} for s in spots[1:]],
            "boxes": boxes,
            "target": squares[-1] if roaches == 0 else None,
            "cards": box[: rng.randint(1, len(box))],
        }
        try:
            parse_task(raw, strict=False)
        except TaskError:
            continue  # e.g. a cockroach already in sight: draw another line-up
        return raw


# --- sentences for the player ---------------------------------------------------------------


@cache
def catalogue_sources() -> frozenset[str]:
    """Every source text of the German catalogues (all areas): what can be translated."""
    import xml.etree.ElementTree as ET

    from bugbox.paths import translations_dir

    sources: set[str] = set()
    for ts in translations_dir().glob("*_de.ts"):
        sources |= {node.text or "" for node in ET.parse(ts).iter("source")}
    return frozenset(sources)


def check_message(message: Message) -> str:
    """A sentence the player reads: in the catalogues (so it is translated), filled in, short."""
    text = message.english()
    assert message.text in catalogue_sources(), f"a sentence missing from the catalogues: {message.text!r}"
    assert text.strip() and len(text) < 500, f"not one readable sentence: {text!r}"
    assert not re.search(r"\{[a-z_]+\}", text), f"an unfilled placeholder in {text!r}"
    return text


# --- invariants ---------------------------------------------------------------------------


def check_state(game_id: str, state: Any, setup: Setup, legal: list | None = None) -> None:
    """Every table a game can reach is a legal one (raises AssertionError with the reason).
    `legal` is `legal_actions(state)` when the caller has it already."""
    rules = rules_for(game_id)
    legal = rules.legal_actions(state) if legal is None else legal
    assert type(state).model_validate_json(state.model_dump_json()) == state, "state does not round-trip JSON"
    over = rules.is_over(state)
    decider = rules.deciding_player(state)
    assert (decider is None) == over, f"deciding player {decider} while over={over}"
    assert over or 0 <= decider < len(setup.seats), f"deciding player {decider} is not at the table"
    assert bool(legal) != over, "legal actions must be empty exactly when the game is over"
    {"verasselt": _check_verasselt, "verflixxt": _check_verflixxt, "schaben": _check_schaben}[game_id](state, setup)


def _check_verasselt(state, setup: Setup) -> None:
    from bugbox.games.verasselt import rules
    from bugbox.games.verasselt.cards import CARDS_PER_COLOUR, DICE, Cards

    every = CARDS_PER_COLOUR
    assert rules.all_cards(state) == Cards(red=every, yellow=every, green=every, blue=every), "cards not conserved"
    players = len(setup.seats)
    assert len(state.names) == len(state.front_yards) == len(state.heaps) == players
    assert 0 <= state.active < players and len(state.dice) == DICE
    assert all(yard.total <= rules.FRONT_YARD_MAX for yard in state.front_yards), "front yard over six"
    assert (state.phase == "pile_up") == (state.receipt is not None), "pile-up phase without a receipt"
    assert state.receipt is None or state.receipt.cards.total > 0, "an empty receipt"
    if state.previous_catch is not None:
        assert 0 <= state.previous_catch.owner < players
        assert state.previous_catch.owner != state.active or state.phase == "game_over", "own catch as plunder"
    if state.phase == "choose_group":
        assert state.group is None and state.previous_catch is not None
    if state.phase in ("boost_or_roll", "decide", "forced_refill"):
        assert state.group == "hub" or state.previous_catch is not None, "rolling for a catch that is gone"
    if state.phase == "forced_refill":
        assert state.pile.total == 0 and state.hub.total < rules.HUB_MIN
    if state.phase not in ("decide", "boost_or_roll"):
        assert state.catch.total == 0, "a catch outside the roll phases"
    if state.phase == "game_over":
        assert state.receipt is None and state.catch.total == 0


def _check_verflixxt(state, setup: Setup) -> None:
    from bugbox.games.verflixxt import rules
    from bugbox.games.verflixxt.tiles import FINISH, PATH_TILE_IDS, START

    players = len(setup.seats)
    course = state.course
    assert course[0] == START and course[-1] == FINISH, "the course lost its start or finish"
    taken = [t for own in state.taken for t in own]
    assert sorted(list(course[1:-1]) + taken) == sorted(PATH_TILE_IDS), "path tiles not conserved"
    assert len(state.pawns) == len(state.taken) == players
    assert all(len(own) == rules.pawns_per_player(players) for own in state.pawns)
    assert len(state.guards) == rules.GUARDS
    on_course = set(course)
    for tile in (*[t for own in state.pawns for t in own], *state.guards):
        assert tile in on_course, f"a piece stands on tile {tile}, which is not in the course"
    assert (state.wurminator is None) != state.wurminator_variant, "Wurminator without the variant or vice versa"
    assert state.wurminator is None or state.wurminator in on_course
    home = all(t == FINISH for own in state.pawns for t in own)
    assert (state.phase == "over") == home, "the game ends exactly when every pawn is home"
    if state.phase in ("roll", "move"):  # (a player who just came home may still move the Wurminator)
        assert any(t != FINISH for t in state.pawns[state.current]), "the player to move has no pawn left"
    if state.phase in ("move", "wurminator"):
        assert 1 <= state.die <= 6
    if state.phase == "roll":
        assert state.wurminator_due == "no"
    if state.wurminator_due != "no":
        assert state.wurminator_variant and state.die <= 2


_TASKS: dict[str, Any] = {}


def _task_of(setup: Setup):
    """The task of a Schaben jagen setup, parsed once per task."""
    from bugbox.games.schaben.tasks import parse_task

    key = json.dumps(setup.options["task"], sort_keys=True)
    if key not in _TASKS:
        if len(_TASKS) > 1000:
            _TASKS.clear()
        _TASKS[key] = parse_task(setup.options["task"], strict=False)
    return _TASKS[key]


def _check_schaben(state, setup: Setup) -> None:
    from bugbox.games.schaben import rules

    task = _task_of(setup)
    played = len(task.cards) - len(state.hand)
    assert played >= 0 and not (Counter(state.hand) - Counter(task.cards)), "cards appeared from nowhere"
    numbers = [c.number for c in state.cockroaches]
    assert numbers == sorted(set(numbers)) and all(0 <= n < len(task.cockroaches) for n in numbers)
    assert state.caught + len(numbers) == len(task.cockroaches), "cockroaches not conserved"
    assert list(state.boxes) == sorted(set(state.boxes), key=lambda s: (s[1], s[0])), "boxes not sorted A1..G7"
    assert state.exterminator not in state.boxes, "the exterminator stands on a box"
    sight = set(rules.sight(state))
    for roach in state.cockroaches:
        assert roach.square not in state.boxes, "a cockroach on a box"
        assert roach.square != state.exterminator, "a cockroach on the exterminator's square"
        assert roach.square not in sight, "a cockroach left alive in the line of sight"
    solved = state.exterminator == task.target if task.target else not state.cockroaches
    if state.status == "solved":
        assert solved and played > 0
    elif state.status == "failed":
        assert not state.hand and not solved
    else:
        assert state.hand and not solved


def check_step(game_id: str, before: Any, after: Any) -> None:
    """What one action can never do."""
    if game_id == "verasselt":
        assert all(new.covers(old) for new, old in zip(after.heaps, before.heaps, strict=True)), "a heap shrank"
        assert after.turn >= before.turn
    elif game_id == "verflixxt":
        from bugbox.games.verflixxt.course import is_minus

        for new, old in zip(after.taken, before.taken, strict=True):
            gone = set(old) - set(new)
            assert all(is_minus(t) for t in gone), "only the Wurminator takes tiles back, and only minus tiles"
            assert before.wurminator_variant or tuple(new[: len(old)]) == tuple(old), "taken tiles were lost"
    else:
        assert after.caught >= before.caught and len(after.hand) == len(before.hand) - 1


# --- illegal actions ----------------------------------------------------------------------


def probe_actions(game_id: str, state: Any, rng: Rng, n: int) -> list[Any]:
    """`n` actions of the game's own types with random fields: some legal, most not."""
    return [_PROBES[game_id](state, rng) for _ in range(n)]


def _probe_verasselt(state, rng: Rng):
    from bugbox.games.verasselt import rules
    from bugbox.games.verasselt.cards import Cards

    def cards() -> Cards:
        return Cards.from_counts(rng.below(4) if rng.below(3) else rng.below(30) for _ in range(4))

    kind = rng.below(6)
    if kind == 0:
        return rules.ChooseGroup(group=("hub", "catch")[rng.below(2)])
    if kind == 1:
        return rules.Boost(cards=cards())
    if kind == 2:
        return rules.Roll(dice=tuple(rng.randint(-2, 9) for _ in range(rng.below(9))))
    if kind == 3:
        return rules.Stop()
    if kind == 4:
        return rules.PileUp(front_yard=cards())
    return rules.RefillHub(cards=cards())


def _probe_verflixxt(state, rng: Rng):
    from bugbox.games.verflixxt import rules

    kind = rng.below(4)
    if kind == 0:
        return rules.Roll()
    if kind == 1:
        return rules.MoveWurminator()
    if kind == 2:
        return rules.LeaveWurminator()
    pieces = list(rules.pieces(state))
    junk = [
        "pawn-9-0",
        "pawn-0-9",
        "guard-6",
        "guard-99",
        "pawn--1-0",
        "pawn-0",
        "guard",
        "",
        "pawn-x-0",
        "pawn-0-00",
        "pawn-0-+1",
        "pawn-0- 1",
        "guard-01",
        "Wurminator",
        "pawn-0-1-2",
    ]
    pool = pieces + junk
    return rules.Move(piece=pool[rng.below(len(pool))])


def _probe_schaben(state, rng: Rng):
    from bugbox.games.schaben.rules import CARDS, PlayCard

    def square() -> str | None:
        return None if rng.below(3) == 0 else f"{'ABCDEFG'[rng.below(7)]}{rng.randint(1, 7)}"

    card = CARDS[rng.below(len(CARDS))]
    return PlayCard(
        card=card,
        to=square() if rng.below(2) else None,
        place=square() if rng.below(3) == 0 else None,
        remove=square() if rng.below(4) == 0 else None,
    )


_PROBES = {"verasselt": _probe_verasselt, "verflixxt": _probe_verflixxt, "schaben": _probe_schaben}


def try_probes(game_id: str, state: Any, probes: list[Any]) -> int:
    """Apply each probe to `state`: accepted exactly when listed as legal, and a refused one
    raises `IllegalAction` with a readable reason and changes nothing. Returns how many were
    refused."""
    rules = rules_for(game_id)
    legal = rules.legal_actions(state)
    before = state.model_dump_json()
    refused = 0
    for action in probes:
        listed = action in legal
        try:
            rules.apply(state, action)
        except IllegalAction as error:
            assert not listed, f"{action!r} is listed as legal but refused: {error}"
            check_message(error.reason)
            refused += 1
        else:
            assert listed, f"{action!r} was accepted but legal_actions does not list it"
        assert state.model_dump_json() == before, f"{action!r} changed the state it was tried on"
    count("illegal actions refused", refused)
    count("probe actions tried", len(probes))
    return refused


# --- random play --------------------------------------------------------------------------


def choose(game_id: str, actions: list[Any], rng: Rng) -> Any:
    """A random legal action; the kind first, so that stopping is not one action in a hundred
    (Voll verasselt lists every possible boost, and random boosting would go on for ages)."""
    kinds = sorted({a.kind for a in actions})
    kind = kinds[rng.below(len(kinds))]
    return rng.choice([a for a in actions if a.kind == kind])


@dataclass
class Played:
    game_id: str
    seed: int
    setup: Setup
    states: list[Any] = field(default_factory=list)
    actions: list[Any] = field(default_factory=list)
    events: int = 0


def play_random_game(game_id: str, seed: int, probes_every: int = 0, replay: bool = True) -> Played:
    """Play one seeded random game to its end, checking every state and every step; every
    `probes_every` actions (0: never) try a handful of random, mostly illegal actions."""
    rng = Rng(seed * 2 + 1)
    setup = random_setup(game_id, rng)
    rules = rules_for(game_id)
    narrate = importlib.import_module(f"bugbox.games.{game_id}.events").narrate
    adapter = rules.ACTION_ADAPTER
    state = rules.new_game(setup, seed)
    run = Played(game_id, seed, setup, [state])
    legal = rules.legal_actions(state)
    check_state(game_id, state, setup, legal)
    while not rules.is_over(state):
        assert len(run.actions) < MAX_ACTIONS, f"{game_id} seed {seed}: no end after {MAX_ACTIONS} actions"
        if probes_every and len(run.actions) % probes_every == 0:
            try_probes(game_id, state, probe_actions(game_id, state, rng, 6))
        action = choose(game_id, legal, rng)
        assert adapter.validate_python(adapter.dump_python(action, mode="json")) == action
        before = state.model_dump_json()
        new, events = rules.apply(state, action)
        assert state.model_dump_json() == before, "apply changed its input state"
        legal = rules.legal_actions(new)
        check_state(game_id, new, setup, legal)
        check_step(game_id, state, new)
        for event in events:  # every event has its sentence in the game log
            check_message(narrate(event))
        run.events += len(events)
        run.actions.append(action)
        run.states.append(new)
        state = new
    if probes_every:
        try_probes(game_id, state, probe_actions(game_id, state, rng, 3))  # the game is over: all refused
    if replay:
        dicts = [adapter.dump_python(a, mode="json") for a in run.actions]
        replayed = Session.replay(game_id, setup, seed, json.loads(json.dumps(dicts)))
        assert replayed.state == state, "the saved actions do not replay to the same game"
    count(f"{game_id} games played")
    count("actions applied", len(run.actions))
    count("model events narrated", run.events)
    return run


def play_batch(args: tuple[str, int, int, int]) -> tuple[int, int, int, int]:
    """Games `start` .. `start + n - 1`, a worker's share of the slow run; every tenth game is
    replayed from its save. Returns (games, actions, probes refused, probes tried)."""
    game_id, start, n, probes_every = args
    refused, tried = COUNTS["illegal actions refused"], COUNTS["probe actions tried"]
    actions = 0
    for seed in range(start, start + n):
        actions += len(play_random_game(game_id, seed, probes_every, replay=seed % 10 == 0).actions)
    return n, actions, COUNTS["illegal actions refused"] - refused, COUNTS["probe actions tried"] - tried
