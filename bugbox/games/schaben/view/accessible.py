"""Schaben jagen's kitchen for a screen reader: the 49 squares by name (A1 to G7) with what
stands on them, the exterminator and where he looks, the cockroaches, the boxes, the cards in
hand, and one decision per card play the rules allow now ("Play “Left” and walk to A1.").

Built from the model's state after every update of the page (`describe`); the decisions play
the card as the tray and the kitchen's clicks do (the page's `_submit`, with the tray card of
that kind), so the rules still decide.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ....core.i18n import QT_TRANSLATE_NOOP
from ....ui import art
from ....ui.accessible import Part, Role
from ....ui.i18n import tr_message, translate
from .. import rules
from ..events import CARD_TITLES, describe_step
from .scene import SQUARES

if TYPE_CHECKING:
    from .page import SchabenPage

LOOKS = {
    "N": QT_TRANSLATE_NOOP("SchabenTable", "looking north"),
    "E": QT_TRANSLATE_NOOP("SchabenTable", "looking east"),
    "S": QT_TRANSLATE_NOOP("SchabenTable", "looking south"),
    "W": QT_TRANSLATE_NOOP("SchabenTable", "looking west"),
}


def describe(page: SchabenPage) -> tuple[str, list[Part]]:
    title = translate("SchabenTable", "Kitchen of Schaben jagen")
    state = page.state
    if state is None:
        return title, []
    on: dict[str, list[str]] = {}
    on.setdefault(state.exterminator, []).append(
        translate("SchabenTable", "the exterminator, {looking}").format(
            looking=translate("SchabenTable", LOOKS[state.facing])
        )
    )
    for roach in state.cockroaches:
        on.setdefault(roach.square, []).append(
            translate("SchabenTable", "a cockroach, {looking}").format(
                looking=translate("SchabenTable", LOOKS[roach.facing])
            )
        )
    for square in state.boxes:
        on.setdefault(square, []).append(translate("SchabenTable", "a box"))
    if state.target is not None:
        on.setdefault(state.target, []).append(translate("SchabenTable", "the target square"))
    parts: list[Part] = []
    for square in sorted(SQUARES, key=lambda s: (s[0], s[1])):
        what = "; ".join(on.get(square, [])) or translate("SchabenTable", "empty")
        parts.append(
            Part(
                f"square-{square}",
                Role.StaticText,
                translate("SchabenTable", "{square}: {what}").format(square=square, what=what),
                art.square_rect_named(square),
            )
        )
    parts.append(
        Part(
            "exterminator",
            Role.StaticText,
            translate("SchabenTable", "The exterminator stands on {square}, {looking}").format(
                square=state.exterminator, looking=translate("SchabenTable", LOOKS[state.facing])
            ),
            art.square_rect_named(state.exterminator),
        )
    )
    left = len(state.cockroaches)
    parts.append(
        Part(
            "cockroaches",
            Role.StaticText,
            translate("SchabenTable", "%n cockroach(es) in the kitchen, {caught} caught", None, left).format(
                caught=state.caught
            ),
        )
    )
    tray = {card.slot: card for card in page.scene.cards}
    for index, card in enumerate(state.hand):
        slot = next((c.slot for c in page.scene.cards if c.kind == card and c.slot not in page.slots), None)
        item = tray.get(slot) if slot is not None else None
        parts.append(
            Part(
                f"hand-{index}-{card}",
                Role.StaticText,
                translate("SchabenTable", "Card in hand: {card}").format(card=translate("Schaben", CARD_TITLES[card])),
                item.sceneBoundingRect() if item is not None else None,
            )
        )
    parts += decisions(page)
    return title, parts


def _play(page: SchabenPage, action: rules.PlayCard) -> None:
    """Play `action` with a tray card of its kind, as a click on it would."""
    page._submit(action, page._free_slot(action.card, page.slots))


def decisions(page: SchabenPage) -> list[Part]:
    state = page.state
    if state is None or not page.can_act():
        return []
    out: list[Part] = []
    for action in rules.legal_actions(state):
        text = tr_message(describe_step(**action.model_dump(exclude={"kind"}), here=state.exterminator))
        square = action.to or action.place or action.remove
        key = f"decision:{action.card}:{action.to or ''}:{action.place or ''}:{action.remove or ''}"
        # ringed where it acts: the square, or for a turn card the card in the tray
        card = next((c for c in page.scene.cards if c.kind == action.card and c.slot not in page.slots), None)
        where = art.square_rect_named(square) if square is not None else None
        out.append(
            Part(
                key,
                Role.Button,
                text,
                where if where is not None or card is None else card.sceneBoundingRect(),
                partial(_play, page, action),
            )
        )
    return out
