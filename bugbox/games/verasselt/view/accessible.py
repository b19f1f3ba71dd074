"""Voll verasselt's table for a screen reader: what a sighted player sees, as named parts.

Built from the model's state and `rules.legal_actions` after every refresh of the page
(`describe`), never from the pictures: each player's heap and front yard, the bug hub, the
previous player's catch, the catch of this turn, the cards got back, the draw pile, the seven
dice, and one decision for each thing the deciding person may do now, named for what it does
("Put 1 red into your front yard, the rest onto your heap"). The decisions do what the
table's clicks and keys do (the page's own methods), so the rules still decide.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF

from ....core.i18n import QT_TRANSLATE_NOOP
from ....ui.accessible import Part, Role
from ....ui.i18n import translate
from .. import rules
from ..cards import BARS, COLOURS, MIN_DICE_ROLLED, Cards
from ..rules import Boost, ChooseGroup, PileUp, RefillHub, Roll, Stop
from .scene import CATCH, HUB, PREV, column_rect

if TYPE_CHECKING:
    from .page import VerasseltPage

COLOUR_WORDS = {
    "red": QT_TRANSLATE_NOOP("VerasseltTable", "red"),
    "yellow": QT_TRANSLATE_NOOP("VerasseltTable", "yellow"),
    "green": QT_TRANSLATE_NOOP("VerasseltTable", "green"),
    "blue": QT_TRANSLATE_NOOP("VerasseltTable", "blue"),
    BARS: QT_TRANSLATE_NOOP("VerasseltTable", "double bars"),
}


def colour_word(colour: str) -> str:
    return translate("VerasseltTable", COLOUR_WORDS[colour])


def cards_text(cards: Cards) -> str:
    """ "5 bugs: 2 red, 3 blue" or "no bugs"."""
    counts = cards.as_dict()
    total = cards.total
    if not total:
        return translate("VerasseltTable", "no bugs")
    parts = [
        translate("VerasseltTable", "{count} {colour}").format(count=counts[c], colour=colour_word(c))
        for c in COLOURS
        if counts[c]
    ]
    return translate("VerasseltTable", "%n bug(s): {list}", None, total).format(list=", ".join(parts))


def colours_list(cards: Cards) -> str:
    counts = cards.as_dict()
    return ", ".join(
        translate("VerasseltTable", "{count} {colour}").format(count=counts[c], colour=colour_word(c))
        for c in COLOURS
        if counts[c]
    )


def describe(page: VerasseltPage) -> tuple[str, list[Part]]:
    """The table's name and parts for the page's state (empty before a game)."""
    title = translate("VerasseltTable", "Table of Voll verasselt")
    state = page.state
    if state is None:
        return title, []
    scene = page.scene
    parts: list[Part] = []
    for seat, name in enumerate(state.names):
        geometry = scene.seats[seat] if seat < len(scene.seats) else None
        turn = seat == state.active and not rules.is_over(state)
        heap = (
            translate("VerasseltTable", "{name}'s heap: {cards} (their turn)")
            if turn
            else translate("VerasseltTable", "{name}'s heap: {cards}")
        )
        parts.append(
            Part(
                f"heap-{seat}",
                Role.StaticText,
                heap.format(name=name, cards=cards_text(state.heaps[seat])),
                geometry.heap if geometry is not None else None,
            )
        )
        parts.append(
            Part(
                f"yard-{seat}",
                Role.StaticText,
                translate("VerasseltTable", "{name}'s front yard: {cards}").format(
                    name=name, cards=cards_text(state.front_yards[seat])
                ),
                geometry.yard if geometry is not None else None,
            )
        )
    parts.append(
        Part(
            "hub",
            Role.StaticText,
            translate("VerasseltTable", "Bug hub: {cards}").format(cards=cards_text(state.hub)),
            column_rect(HUB),
        )
    )
    if state.previous_catch is not None:
        owner = state.names[state.previous_catch.owner]
        text = translate("VerasseltTable", "{name}'s catch, left on the table: {cards}").format(
            name=owner, cards=cards_text(state.previous_catch.cards)
        )
        parts.append(Part("previous-catch", Role.StaticText, text, column_rect(PREV)))
    if state.catch.total:
        text = translate("VerasseltTable", "Catch of this turn: {cards}").format(cards=cards_text(state.catch))
        parts.append(Part("catch", Role.StaticText, text, column_rect(CATCH)))
    if state.receipt is not None:
        text = translate("VerasseltTable", "{name} got back {cards}").format(
            name=state.names[state.receipt.player], cards=cards_text(state.receipt.cards)
        )
        parts.append(Part("receipt", Role.StaticText, text, column_rect(CATCH)))
    parts.append(
        Part(
            "pile",
            Role.StaticText,
            translate("VerasseltTable", "Draw pile: %n card(s)", None, state.pile.total),
            scene.pile.sceneBoundingRect(),
        )
    )
    for index, face in enumerate(state.dice):
        die = scene.dice[index] if index < len(scene.dice) else None
        face_text = (
            translate("VerasseltTable", "Die {number}: {face}, chosen to roll")
            if index in page.selection
            else translate("VerasseltTable", "Die {number}: {face}")
        )
        parts.append(
            Part(
                f"die-{index}",
                Role.StaticText,
                face_text.format(number=index + 1, face=colour_word(face)),
                die.sceneBoundingRect() if die is not None else None,
            )
        )
    # what the table asks now ("at least four dice", "pile up the 4 bugs you got back…") and
    # the bust chance beside it: a sighted player reads both above the buttons (issue 47)
    prompt = scene.prompt.toPlainText()
    if scene.odds.isVisible() and scene.odds.text():
        prompt = f"{prompt} {scene.odds.text()}".strip()
    if prompt:
        parts.append(Part("prompt", Role.StaticText, prompt, scene.prompt.sceneBoundingRect()))
    # the ranking at the game's end, as the end screen shows it (issue 47: not in the tree)
    screen = scene.end_screen
    if screen.isVisible() and screen.rows:
        places = [
            translate("VerasseltTable", "{place} {name}: {heap} on the heap, {yard} in the front yard").format(
                place=row[0], name=row[1].strip(), heap=row[2], yard=row[3]
            )
            for row in screen.rows
        ]
        parts.append(
            Part(
                "ranking",
                Role.StaticText,
                translate("VerasseltTable", "Ranking: {places}").format(places="; ".join(places)),
                screen.sceneBoundingRect(),
            )
        )
    parts += decisions(page)
    return title, parts


def _button_rect(page: VerasseltPage, name: str) -> QRectF | None:
    button = page.scene.buttons.get(name)
    return button.sceneBoundingRect() if button is not None and button.isVisible() else None


def decisions(page: VerasseltPage) -> list[Part]:
    """One part per thing the person here may do now, each doing it."""
    state = page.state
    if state is None:
        return []
    scene = page.scene
    if scene.handover.isVisible():
        return [
            Part(
                "decision:begin",
                Role.Button,
                translate("VerasseltTable", "Begin your turn (Space)"),
                scene.handover.sceneBoundingRect(),
                page.dismiss_handover,
            )
        ]
    if rules.is_over(state):
        if not page.starts_again:
            return []
        return [
            Part(
                "decision:again",
                Role.Button,
                translate("VerasseltTable", "Play again (N)"),
                scene.end_button.sceneBoundingRect(),
                page.play_again,
            )
        ]
    if not page.can_act():
        return []
    legal = rules.legal_actions(state)
    out: list[Part] = []
    if ChooseGroup(group="hub") in legal:
        out.append(
            Part(
                "decision:hub",
                Role.Button,
                translate("VerasseltTable", "Roll for the bug hub (H)"),
                _button_rect(page, "hub"),
                lambda: page.submit(ChooseGroup(group="hub")),
            )
        )
    if ChooseGroup(group="catch") in legal and state.previous_catch is not None:
        owner = state.names[state.previous_catch.owner]
        out.append(
            Part(
                "decision:catch",
                Role.Button,
                translate("VerasseltTable", "Roll for {name}'s catch (C)").format(name=owner),
                _button_rect(page, "catch"),
                lambda: page.submit(ChooseGroup(group="catch")),
            )
        )
    if any(isinstance(a, Roll) for a in legal):
        for index, face in enumerate(state.dice):
            die = scene.dice[index]
            text = (
                translate("VerasseltTable", "Put back die {number} ({face}) (key {number})")
                if index in page.selection
                else translate("VerasseltTable", "Choose die {number} ({face}) to roll (key {number})")
            )
            out.append(
                Part(
                    f"decision:die-{index}",
                    Role.CheckBox,
                    text.format(number=index + 1, face=colour_word(face)),
                    die.sceneBoundingRect(),
                    partial(page.toggle_die, index),
                )
            )
        chosen = len(page.selection)
        if chosen >= MIN_DICE_ROLLED:
            out.append(
                Part(
                    "decision:roll",
                    Role.Button,
                    translate("VerasseltTable", "Roll the %n chosen dice (R)", None, chosen),
                    _button_rect(page, "roll"),
                    page.roll_selected,
                )
            )
        out.append(
            Part(
                "decision:roll-all",
                Role.Button,
                translate("VerasseltTable", "Roll all %n dice (A)", None, len(state.dice)),
                _button_rect(page, "roll_all"),
                page.roll_all,
            )
        )
    for action in legal:
        if isinstance(action, Boost):
            # each subset of the front yard is its own decision, named by all the cards it
            # moves (issue 47: 15 subsets were 15 buttons under 4 names, one key per colour)
            out.append(
                Part(
                    "decision:boost-" + "-".join(str(n) for n in action.cards.as_dict().values()),
                    Role.Button,
                    translate("VerasseltTable", "Boost the group with {list} from your front yard").format(
                        list=colours_list(action.cards)
                    ),
                    scene.seats[state.active].yard,
                    partial(page.submit, action),
                )
            )
    if Stop() in legal:
        out.append(
            Part(
                "decision:stop",
                Role.Button,
                translate("VerasseltTable", "Stop and leave your catch of %n bug(s) (S)", None, state.catch.total),
                _button_rect(page, "stop"),
                lambda: page.submit(Stop()),
            )
        )
    piles = [a for a in legal if isinstance(a, PileUp)]
    receiver = state.receipt.player if state.receipt is not None else state.active
    for action in piles:
        got = state.receipt.cards.total if state.receipt is not None else 0
        if action.front_yard.total:
            text = translate("VerasseltTable", "Put {list} into your front yard, the rest onto your heap").format(
                list=colours_list(action.front_yard)
            )
        else:
            text = translate("VerasseltTable", "Pile all %n bug(s) onto your heap", None, got)
        key = "decision:pile-" + "-".join(str(n) for n in action.front_yard.as_dict().values())
        out.append(Part(key, Role.Button, text, scene.seats[receiver].heap, partial(page.submit, action)))
    for action in legal:
        if isinstance(action, RefillHub):
            text = translate("VerasseltTable", "Move {list} from your front yard into the bug hub").format(
                list=colours_list(action.cards)
            )
            key = "decision:refill-" + "-".join(str(n) for n in action.cards.as_dict().values())
            out.append(Part(key, Role.Button, text, column_rect(HUB), partial(page.submit, action)))
    return out
