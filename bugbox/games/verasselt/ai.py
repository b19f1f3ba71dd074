"""Computer players for Voll verasselt: easy, normal and hard.

`choose_action(state, level, seed)` answers whatever decision is pending for
`deciding_player(state)`: the group, boosting, the dice, rolling on or stopping, piling up a
received catch (even out of turn) and the forced refill of the hub. It is deterministic for
(state, level, seed): any chance it uses comes from an `Rng` seeded by both.

- Easy plays legal but careless: it throws all seven dice, stops when the catch feels big
  enough whatever the odds and always rolls for the hub. Two habits keep its games moving when
  nobody at the table boosts (without them, two easy players could bust on a hub of one or two
  colours for thousands of turns): it moves the front-yard cards of any colour the group has
  none of into the group before it rolls, and half of the group is always a big enough catch.
- Normal plays one roll ahead with the exact odds: it rolls the dice that promise the most,
  stops when one more roll is expected to lose more than it gains, boosts when a single card
  makes the roll much safer, keeps two cards in the front yard for that, and plunders a
  previous catch that one roll can safely take a good part of.
- Hard looks one roll ahead through every outcome of the dice, and one more by the odds
  (`planner.py`), and values everything in cards for itself against cards for the others: a
  catch it leaves is worth what the next player will leave of it (he plunders it when that
  earns him more than the hub the dice left will give him), a plunder denies cards to the
  previous player, boosting spends front-yard cards that are worth something too (less and
  less as the pile runs out). It only takes dice that no other choice beats on both the bust
  chance and the expected catch. Near the end it plays for the chance of keeping or taking
  the lead rather than for cards (for cards again once the game is won whatever it does). It
  chooses the group by comparing the first roll on the previous catch with one on a few
  possible replenished hubs, picks the forced refill that suits its coming roll, and piles
  every received card onto the heap. When rolling for the hub would end the game, it does so
  only if that makes it win.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...core.players import Level
from ...core.rng import Rng, seed_state
from .cards import COLOURS, DICE, Cards
from .planner import (
    PLUNDER_MIN,
    PLUNDER_SAFETY,
    Counts,
    Outlook,
    Values,
    dice_counts,
    dice_to_roll,
    first_roll_catch,
    leave_value,
    one_roll_value,
    step_front,
    turn_roll,
)
from .rules import (
    CONSOLATION,
    FRONT_YARD_MAX,
    HUB_MIN,
    ROLL_CHOICES,
    Action,
    Boost,
    ChooseGroup,
    PileUp,
    RefillHub,
    Roll,
    State,
    Stop,
    cards_for_bars,
    deciding_player,
    group_cards,
    legal_actions,
    winners,
)


def choose_action(state: State, level: Level, seed: int) -> Action:
    """The computer player's move for the decision pending in `state`."""
    if deciding_player(state) is None:
        raise ValueError("the game is over: nobody decides")
    rng = Rng(seed_state(seed ^ state.rng_state))
    player = _PLAYERS[Level(level)]
    if state.phase == "choose_group":
        return player.choose_group(state, rng)
    if state.phase in ("boost_or_roll", "decide"):
        return player.play(state, rng)
    if state.phase == "pile_up":
        return player.pile_up(state, rng)
    return player.refill(state, rng)


# --- easy ------------------------------------------------------------------------------------


class Easy:
    """Legal but careless: it never looks at the odds."""

    def choose_group(self, state: State, rng: Rng) -> Action:
        return ChooseGroup(group="hub")

    def play(self, state: State, rng: Rng) -> Action:
        """Throw all seven dice until the catch feels big enough (three to eight cards, at
        most half of the group); first fill any colour the group lacks from the front yard."""
        group = group_cards(state)
        if state.phase == "decide" and state.catch.total >= min(
            3 + rng.below(6), (group.total + state.catch.total) // 2
        ):
            return Stop()
        if state.phase == "boost_or_roll":
            yard = state.front_yards[state.active]
            missing = {colour: yard[colour] for colour in COLOURS if yard[colour] and not group[colour]}
            if missing:
                return Boost(cards=Cards.of(missing))
        return ROLL_CHOICES[-1]

    def pile_up(self, state: State, rng: Rng) -> Action:
        return PileUp()

    def refill(self, state: State, rng: Rng) -> Action:
        return rng.choice(legal_actions(state))


# --- normal ----------------------------------------------------------------------------------


class Normal:
    """One roll ahead with the exact odds, and a few sensible habits."""

    keep_in_front_yard = 2
    #: From this pile size down, every received card goes to the heap (the end is near, and
    #: front-yard cards only lose the tie-break).
    endgame_pile = 12
    #: A previous catch worth plundering: big enough, and safe enough to roll for.
    plunder_at_least = PLUNDER_MIN
    plunder_bust_at_most = 1 - PLUNDER_SAFETY
    boost_gain = 0.15

    def choose_group(self, state: State, rng: Rng) -> Action:
        assert state.previous_catch is not None
        cards = state.previous_catch.cards
        if cards.total >= self.plunder_at_least:
            fronts = step_front(cards.counts(), dice_counts(state.dice))
            if fronts and 1 - fronts[0][0] <= self.plunder_bust_at_most:
                return ChooseGroup(group="catch")
        return ChooseGroup(group="hub")

    def play(self, state: State, rng: Rng) -> Action:
        group = group_cards(state).counts()
        dice = dice_counts(state.dice)
        catch = state.catch.total
        value, kept = one_roll_value(group, dice, catch, Values())
        if state.phase == "decide" and value <= catch:
            return Stop()
        boost = self._boost(state, group, dice)
        if boost is not None:
            return boost
        return Roll(dice=dice_to_roll(state.dice, kept))

    def _boost(self, state: State, group: Counts, dice: Counts) -> Action | None:
        """One card that makes the safest roll much safer, if the front yard has it."""
        yard = state.front_yards[state.active]
        safest = step_front(group, dice)[0][0]
        best, best_colour = safest + self.boost_gain, None
        for index, colour in enumerate(COLOURS):
            if yard[colour]:
                boosted = tuple(n + (i == index) for i, n in enumerate(group))
                clean = step_front(boosted, dice)[0][0]
                if clean >= best:
                    best, best_colour = clean, colour
        return None if best_colour is None else Boost(cards=Cards.of({best_colour: 1}))

    def pile_up(self, state: State, rng: Rng) -> Action:
        assert state.receipt is not None
        yard = state.front_yards[state.receipt.player]
        target = 0 if state.pile.total <= self.endgame_pile else self.keep_in_front_yard
        return PileUp(front_yard=_keep_for_front_yard(state.receipt.cards, yard, target))

    def refill(self, state: State, rng: Rng) -> Action:
        """Give the hub the colours it is shortest of: that makes the coming roll safer."""
        options = [a for a in legal_actions(state) if isinstance(a, RefillHub)]
        return max(options, key=lambda a: _balance(state.hub + a.cards))


def _hub_would_end_game(state: State) -> tuple[int, ...] | None:
    """The winners if choosing the hub now ends the game (rule 10), else None.

    Replenishing draws a known number of cards, so whether the pile runs dry with the hub
    short of eight is known before the draw; the previous catch then goes to its owner's heap.
    """
    assert state.previous_catch is not None
    drawn = min(state.pile.total, max(cards_for_bars(state), HUB_MIN - state.hub.total))
    hub = state.hub.total + drawn
    if drawn < state.pile.total or hub >= HUB_MIN or state.front_yards[state.active].total >= HUB_MIN - hub:
        return None
    owner, cards = state.previous_catch.owner, state.previous_catch.cards
    heaps = tuple(heap + cards if seat == owner else heap for seat, heap in enumerate(state.heaps))
    return winners(state.model_copy(update={"heaps": heaps}))


def _balance(cards: Cards) -> int:
    return min(cards.counts())


def _keep_for_front_yard(received: Cards, yard: Cards, target: int) -> Cards:
    """Up to `target` cards in the front yard, colours it lacks first; the rest to the heap."""
    room = min(target, FRONT_YARD_MAX) - yard.total
    keep = dict.fromkeys(COLOURS, 0)
    while room > 0:
        have = {c: yard[c] + keep[c] for c in COLOURS if received[c] > keep[c]}
        if not have:
            break
        colour = min(have, key=lambda c: (have[c], COLOURS.index(c)))
        keep[colour] += 1
        room -= 1
    return Cards.of(keep)


# --- hard ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class HardParams:
    """The values hard plays by, in cards; tuned in heads-up games against the hard level it
    replaced and against normal players (tests/benchmarks/verasselt_league.py), never against
    the challenger bot that measures it.

    Tried and left out: keeping two received cards in the front yard while the pile is large,
    judging boosts by the whole outlook instead of the odds, choosing the group for the chance
    of winning; none won more games.
    """

    #: What a card in the front yard is worth: consolation cards and boosts are paid in it.
    front_yard_card: float = 0.4
    #: What a card for an opponent costs at a table of three or more (so denying him one by
    #: plundering is worth as much): the other players gain nothing from it.
    opponent_card: float = 0.5
    #: The same heads-up, where every card the only opponent gets is a card of the difference.
    heads_up_opponent_card: float = 1.0
    #: How much more than his first roll's expectation a plunderer takes (he may roll on).
    plunder_reach: float = 1.3
    #: A hub turn, in first rolls on all seven dice (the next player rolls more than once).
    hub_reach: float = 1.3
    #: How many equally likely replenished hubs the group choice looks at.
    replenish_samples: int = 3
    #: Whether a clean outcome may be followed by one more roll, judged by the odds.
    look_further: bool = True
    #: How uncertain the rest of the game is, per square root of the cards still to be won:
    #: the turn is played for the chance of winning rather than for cards (0: for cards).
    spread: float = 1.3
    #: From this pile size down, a front-yard card is worth less and less: a card still there
    #: at the end scores nothing, so boosting with it costs nothing then (0: never).
    yard_fade_pile: int = 30
    #: Whether a bust on the hub is seen to give the next player a hub with the catch back in it.
    bust_returns: bool = True


#: Win chances closer than this are the same: the game is won whatever the turn does.
DECIDED = 1e-6


class Hard:
    """Exact one-roll look-ahead through every outcome of the dice, and one more roll by the
    odds, with the next player's answer to the table we leave in view, everything valued in
    cards for itself against cards for the others (and, near the end, as the chance to win).

    A catch left on the table is worth what the next player leaves of it: he plunders it when
    that earns him more than a hub turn, whose size the double bars we leave decide (and the
    catch a bust puts back into the hub). Dice choices are taken only from those that no other
    choice beats on both the bust chance and the expected catch.
    """

    def __init__(self, params: HardParams | None = None):
        self.p = params or HardParams()

    def _terms(self, state: State, group: str, hub: Counts) -> tuple[Outlook, float]:
        """How the end of a turn on `group` is valued, and what each boosted card costs;
        `hub` is the hub the next player will find before its replenishment.

        Rolling for the previous catch counts each card caught double: one for the player,
        one denied to its owner; a boosted card not caught goes to that owner too.
        """
        p = self.p
        yard = state.front_yards[state.active]
        rival = p.heads_up_opponent_card if len(state.names) == 2 else p.opponent_card
        consolation = min(CONSOLATION, FRONT_YARD_MAX - yard.total, state.pile.total)
        yard_card = p.front_yard_card
        if state.pile.total < p.yard_fade_pile:
            yard_card *= state.pile.total / p.yard_fade_pile
        bust = consolation * yard_card
        hub_turn = tuple(p.hub_reach * first_roll_catch(_expected_hub(state, hub, bars)) for bars in range(DICE + 1))
        slope = 1 + rival if group == "catch" else 1.0
        cost = yard_card + (rival if group == "catch" else 0.0)
        lead, spread = 0.0, 0.0
        if p.spread:
            heaps = [heap.total for heap in state.heaps]
            if state.previous_catch is not None:
                # What the roll does not take of it goes to its owner.
                heaps[state.previous_catch.owner] += state.previous_catch.cards.total
            mine = heaps.pop(state.active)
            lead = mine - max(heaps)
            spread = p.spread * (1 + state.pile.total + state.hub.total) ** 0.5
        bust_turn = None
        if p.bust_returns and group == "hub" and state.group == "hub" and state.catch.total:
            returned = tuple(h + c for h, c in zip(hub, state.catch.counts(), strict=True))
            bust_turn = tuple(
                p.hub_reach * first_roll_catch(_expected_hub(state, returned, bars)) for bars in range(DICE + 1)
            )
        return Outlook(slope, bust, rival, hub_turn, p.plunder_reach, p.look_further, lead, spread, bust_turn), cost

    def choose_group(self, state: State, rng: Rng) -> Action:
        """Plunder when the first roll on the previous catch is worth more than on the hub.

        When choosing the hub would end the game (rule 10), the choice is about winning: end
        it when that wins, keep it going (by plundering) when it loses.

        Either way the previous player gets the cards the active player does not take, so
        only what the roll earns is compared; the hub is judged after its replenishment, on
        a few draws from the pile.
        """
        assert state.previous_catch is not None
        ending = _hub_would_end_game(state)
        if ending is not None:
            return ChooseGroup(group="hub" if state.active in ending else "catch")
        dice = dice_counts(state.dice)
        plunder = self._first_roll(state, "catch", state.previous_catch.cards.counts(), dice)
        hubs = self._replenished_hubs(state, rng)
        hub = sum(self._first_roll(state, "hub", cards, dice) for cards in hubs) / len(hubs)
        return ChooseGroup(group="catch" if plunder > hub else "hub")

    def _first_roll(self, state: State, group: str, cards: Counts, dice: Counts) -> float:
        """What the first roll on these cards is worth, boosting included."""
        outlook, boost_cost = self._terms(state, group, cards if group == "hub" else state.hub.counts())
        outlook = replace(outlook, spread=0.0)  # the group is chosen for cards
        _, gain = self._boost(state, cards, dice, 0, outlook, boost_cost)
        return turn_roll(cards, dice, (0, 0, 0, 0), outlook)[0] + gain

    def _boost(
        self, state: State, group: Counts, dice: Counts, catch: int, outlook: Outlook, cost: float
    ) -> tuple[Cards | None, float]:
        """The handful from the front yard that raises the next roll's worth the most above
        its cost, judged by the odds alone, and that gain (None and 0 when nothing pays)."""
        values = Values(outlook.slope, outlook.bust)
        plain = one_roll_value(group, dice, catch, values)[0]
        best, gain = None, 0.0
        for cards in state.front_yards[state.active].handfuls():
            if cards.total:
                boosted = tuple(g + b for g, b in zip(group, cards.counts(), strict=True))
                value = one_roll_value(boosted, dice, catch, values)[0] - cost * cards.total
                if value - plain > gain + 1e-9:
                    best, gain = cards, value - plain
        return best, gain

    def _replenished_hubs(self, state: State, rng: Rng) -> list[Counts]:
        """A few equally likely hubs after rule 2's replenishment, drawn from the pile."""
        wanted = cards_for_bars(state)
        hubs = []
        for _ in range(self.p.replenish_samples):
            pile = list(state.pile.counts())
            hub = list(state.hub.counts())
            drawn = 0
            while sum(pile) and (drawn < wanted or sum(hub) < HUB_MIN):
                pick = rng.below(sum(pile))
                index = 0
                while pick >= pile[index]:
                    pick -= pile[index]
                    index += 1
                pile[index] -= 1
                hub[index] += 1
                drawn += 1
            hubs.append(tuple(hub))
        return hubs

    def play(self, state: State, rng: Rng) -> Action:
        """Stop, boost or roll, whichever is worth most; boosts are compared by the odds."""
        assert state.group is not None
        group = group_cards(state).counts()
        dice = dice_counts(state.dice)
        catch = state.catch.counts()
        outlook, boost_cost = self._terms(state, state.group, state.hub.counts())
        best_boost, gain = self._boost(state, group, dice, sum(catch), outlook, boost_cost)
        value, kept = turn_roll(group, dice, catch, outlook)
        stop = outlook.worth(leave_value(catch, dice, outlook))
        if outlook.spread and stop > 0.5 and abs(stop - value) < DECIDED:
            # The game is won whatever this turn does: play it for cards, or a player far
            # ahead rolls on until he busts, turn after turn, and the game never ends.
            outlook = replace(outlook, spread=0.0)
            value, kept = turn_roll(group, dice, catch, outlook)
            stop = leave_value(catch, dice, outlook)
        if state.phase == "decide" and stop >= (value if outlook.spread else value + gain):
            return Stop()
        if best_boost is not None:
            return Boost(cards=best_boost)
        return Roll(dice=dice_to_roll(state.dice, kept))

    def pile_up(self, state: State, rng: Rng) -> Action:
        return PileUp()

    def refill(self, state: State, rng: Rng) -> Action:
        """The refill that gives the hub the best coming roll for this player."""
        dice = dice_counts(state.dice)
        values = Values(1.0, self._terms(state, "hub", state.hub.counts())[0].bust)
        options = [a for a in legal_actions(state) if isinstance(a, RefillHub)]
        return max(options, key=lambda a: one_roll_value((state.hub + a.cards).counts(), dice, 0, values)[0])


def _expected_hub(state: State, hub: Counts, bars: int) -> Counts:
    """The hub the next player rolls for when he chooses it and `bars` dice show double bars:
    rule 2's draws added in the pile's proportions (rounded to whole cards)."""
    per_bars = 1 if state.one_card_per_bars else 2
    pile = state.pile.counts()
    in_pile = sum(pile)
    drawn = min(in_pile, max(per_bars * bars, HUB_MIN - sum(hub)))
    if not drawn:
        return hub
    shares = [drawn * n / in_pile for n in pile]
    whole = [int(s) for s in shares]
    for index in sorted(range(len(pile)), key=lambda i: whole[i] - shares[i])[: drawn - sum(whole)]:
        whole[index] += 1
    return tuple(h + w for h, w in zip(hub, whole, strict=True))


_PLAYERS: dict[Level, Easy | Normal | Hard] = {Level.EASY: Easy(), Level.NORMAL: Normal(), Level.HARD: Hard()}
