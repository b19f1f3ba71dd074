"""An independent Voll verasselt bot, written from the rulebook to measure the hard level by.

It shares no planning code with bugbox/games/verasselt (only the rules engine and its `State`),
and nothing in it was tuned against the hard level: it plays the way a strong human with a
calculator would.

- Dice: exact odds over every outcome of every legal choice of dice (which faces to keep, at
  most three); each clean outcome is valued as stopping right there, each bust as the
  consolation cards. It rolls on while that beats stopping now.
- A catch left on the table is worth its cards minus what the next player is expected to take
  from it if plundering it pays him: he rolls all dice but the double bars he may keep, and
  takes his expected first-roll catch.
- Group: plunder when the expected first roll on the previous catch, counting the cards it
  denies to its owner, beats the expected first roll on the replenished hub.
- Boost: one card at a time, when the best roll with it is worth more than the card.
- Pile up: two cards in the front yard while the pile is large, the rest to the heap.
- Refill: the refill whose first roll is worth most. Ending the game by the hub choice only
  when that wins.
"""

from __future__ import annotations

from functools import cache
from itertools import product
from math import comb, factorial

from bugbox.games.verasselt import rules
from bugbox.games.verasselt.cards import COLOURS, Cards
from bugbox.games.verasselt.rules import Action, Boost, ChooseGroup, PileUp, RefillHub, Roll, State, Stop

NAME = "challenger"
FACE = {colour: i for i, colour in enumerate(COLOURS)} | {"bars": 4}
Counts = tuple[int, ...]

#: A card in the front yard (what a bust pays and a boost costs), in heap cards.
FRONT_YARD_CARD = 0.45
KEEP_IN_FRONT_YARD = 2
ENDGAME_PILE = 15


@cache
def outcomes(rolled: int) -> tuple[tuple[Counts, float], ...]:
    """Every multiset of faces (red, yellow, green, blue, bars) `rolled` dice show, with its chance."""
    result = []
    for colours in product(range(rolled + 1), repeat=4):
        if sum(colours) > rolled:
            continue
        bars = rolled - sum(colours)
        ways = factorial(rolled) // (
            factorial(bars)
            * factorial(colours[0])
            * factorial(colours[1])
            * factorial(colours[2])
            * factorial(colours[3])
        )
        result.append(((*colours, bars), ways * 2**bars / 6**rolled))
    return tuple(result)


@cache
def all_faces() -> tuple[Counts, ...]:
    """Every multiset of faces the seven dice can show together."""
    return tuple(faces for faces, _ in outcomes(7))


@cache
def moves(kept: Counts) -> tuple[tuple[int, float], ...]:
    """Where rolling all dice but `kept` leads: (index in `all_faces`, chance)."""
    index = {faces: i for i, faces in enumerate(all_faces())}
    return tuple(
        (index[tuple(k + f for k, f in zip(kept, faces, strict=True))], chance)
        for faces, chance in outcomes(7 - sum(kept))
    )


@cache
def keeps(dice: Counts) -> tuple[Counts, ...]:
    return tuple(k for k in product(*(range(min(n, 3) + 1) for n in dice)) if sum(k) <= 3)


@cache
def first_roll(caps: Counts, rolled: int) -> tuple[float, float]:
    """Clean chance and expected catch of rolling `rolled` dice when colour i may show on at
    most caps[i] of them (caps sorted: the colours are alike)."""
    ways = [2**k for k in range(rolled + 1)]
    shown = [0] * (rolled + 1)
    for cap in caps:
        new_ways, new_shown = [0] * (rolled + 1), [0] * (rolled + 1)
        for k in range(rolled + 1):
            for a in range(min(cap, k) + 1):
                c = comb(k, a)
                new_ways[k] += c * ways[k - a]
                new_shown[k] += c * (shown[k - a] + a * ways[k - a])
        ways, shown = new_ways, new_shown
    return ways[rolled] / 6**rolled, shown[rolled] / 6**rolled


@cache
def plunder_take(catch: Counts, bars: int) -> float:
    """What the next player expects to take from this catch with his best first roll, 0 when
    it does not tempt him (a poor catch or a risky roll)."""
    best_catch, best_clean = 0.0, 0.0
    for kept in range(min(bars, 3) + 1):
        rolled = 7 - kept
        clean, caught = first_roll(tuple(sorted(min(n, rolled) for n in catch)), rolled)
        if caught > best_catch:
            best_catch, best_clean = caught, clean
    return best_catch if best_clean >= 0.5 and best_catch >= 1.5 else 0.0


class Challenger:
    def __init__(self, players: int):
        #: A card for one opponent costs this much: all of it heads-up, less with more rivals.
        self.rival = 1.0 if players == 2 else 0.6

    # --- the turn ---------------------------------------------------------------------------
    def stop_value(self, catch: Counts, faces: Counts) -> float:
        total = sum(catch)
        if total == 0:
            return 0.0
        key = tuple(sorted(catch))
        return total - (1 + self.rival) * plunder_take(key, faces[4])

    def roll_value(self, group: Counts, dice: Counts, catch: Counts, slope: float, bust: float) -> tuple[float, Counts]:
        """The best expected value of rolling once more and then stopping, and the faces to keep."""
        leaf: list[float | None] = []
        for final in all_faces():
            if final[0] <= group[0] and final[1] <= group[1] and final[2] <= group[2] and final[3] <= group[3]:
                new_catch = tuple(catch[i] + final[i] for i in range(4))
                leaf.append(self.stop_value(new_catch, final) if slope == 1 else slope * sum(new_catch))
            else:
                leaf.append(None)
        best, best_kept = float("-inf"), dice
        for kept in keeps(dice):
            value, clean = 0.0, 0.0
            for index, chance in moves(kept):
                got = leaf[index]
                if got is not None:
                    value += chance * got
                    clean += chance
            value += (1 - clean) * bust
            if value > best + 1e-12:
                best, best_kept = value, kept
        return best, best_kept

    def play(self, state: State) -> Action:
        group = rules.group_cards(state).counts()
        dice = tuple(sum(FACE[f] == i for f in state.dice) for i in range(5))
        catch = state.catch.counts()
        slope, bust = self.terms(state)
        value, kept = self.roll_value(group, dice, catch, slope, bust)
        if state.phase == "decide":
            now = self.stop_value(catch, dice) if slope == 1 else slope * sum(catch)
            if now >= value:
                return Stop()
        yard = state.front_yards[state.active]
        best_gain, best_colour = 0.0, None
        for i, colour in enumerate(COLOURS):
            if yard[colour]:
                boosted = tuple(n + (j == i) for j, n in enumerate(group))
                gain = self.roll_value(boosted, dice, catch, slope, bust)[0] - value - self.card_cost(state)
                if gain > best_gain:
                    best_gain, best_colour = gain, colour
        if best_colour is not None:
            return Boost(cards=Cards.of({best_colour: 1}))
        left = list(kept)
        rolled = []
        for index, face in enumerate(state.dice):
            if left[FACE[face]]:
                left[FACE[face]] -= 1
            else:
                rolled.append(index)
        return Roll(dice=tuple(rolled))

    def terms(self, state: State) -> tuple[float, float]:
        """Worth of a caught card (a plunder also denies it to its owner) and of a bust."""
        yard = state.front_yards[state.active]
        consolation = min(2, 6 - yard.total, state.pile.total)
        slope = 1 + self.rival if state.group == "catch" else 1.0
        return slope, consolation * FRONT_YARD_CARD

    def card_cost(self, state: State) -> float:
        return FRONT_YARD_CARD + (self.rival if state.group == "catch" else 0.0)

    # --- between turns ----------------------------------------------------------------------
    def choose_group(self, state: State) -> Action:
        assert state.previous_catch is not None
        ending = self.hub_ends_game(state)
        if ending is not None:
            return ChooseGroup(group="hub" if state.active in ending else "catch")
        dice = tuple(sum(FACE[f] == i for f in state.dice) for i in range(5))
        none = (0, 0, 0, 0)
        plunder = self.roll_value(state.previous_catch.cards.counts(), dice, none, 1 + self.rival, 0.0)[0]
        pile = state.pile.counts()
        drawn = min(state.pile.total, max(rules.cards_for_bars(state), rules.HUB_MIN - state.hub.total))
        share = [drawn * n / state.pile.total if state.pile.total else 0 for n in pile]
        hub = tuple(h + round(s) for h, s in zip(state.hub.counts(), share, strict=True))
        own = self.roll_value(hub, dice, none, 1.0, 0.0)[0]
        return ChooseGroup(group="catch" if plunder > own else "hub")

    def hub_ends_game(self, state: State) -> tuple[int, ...] | None:
        assert state.previous_catch is not None
        drawn = min(state.pile.total, max(rules.cards_for_bars(state), rules.HUB_MIN - state.hub.total))
        hub = state.hub.total + drawn
        if drawn < state.pile.total or hub >= rules.HUB_MIN:
            return None
        if state.front_yards[state.active].total >= rules.HUB_MIN - hub:
            return None
        owner, cards = state.previous_catch.owner, state.previous_catch.cards
        heaps = tuple(h + cards if seat == owner else h for seat, h in enumerate(state.heaps))
        return rules.winners(state.model_copy(update={"heaps": heaps}))

    def pile_up(self, state: State) -> Action:
        assert state.receipt is not None
        if state.pile.total <= ENDGAME_PILE:
            return PileUp()
        yard = state.front_yards[state.receipt.player]
        keep = dict.fromkeys(COLOURS, 0)
        room = KEEP_IN_FRONT_YARD - yard.total
        for colour in sorted(COLOURS, key=lambda c: yard[c]):
            if room > 0 and state.receipt.cards[colour]:
                keep[colour] = 1
                room -= 1
        return PileUp(front_yard=Cards.of(keep))

    def refill(self, state: State) -> Action:
        dice = tuple(sum(FACE[f] == i for f in state.dice) for i in range(5))
        options = [a for a in rules.legal_actions(state) if isinstance(a, RefillHub)]
        return max(
            options, key=lambda a: self.roll_value((state.hub + a.cards).counts(), dice, (0, 0, 0, 0), 1.0, 0.0)[0]
        )


def choose_action(state: State, seed: int = 0) -> Action:
    """The challenger's move for the decision pending in `state` (it needs no chance: `seed`
    only keeps the signature of `ai.choose_action`)."""
    bot = Challenger(len(state.names))
    if state.phase == "choose_group":
        return bot.choose_group(state)
    if state.phase in ("boost_or_roll", "decide"):
        return bot.play(state)
    if state.phase == "pile_up":
        return bot.pile_up(state)
    return bot.refill(state)
