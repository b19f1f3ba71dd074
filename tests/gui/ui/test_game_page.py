"""The page template (ui/game_page.py): what every game's page can count on and must supply.

The whole flow through real pages is played by tests/gui/test_every_game.py; these are the
template's own promises."""

from __future__ import annotations

from typing import Any

import pytest

from bugbox.ui.game_page import GamePage


def test_a_page_class_without_the_hooks_is_refused_where_it_is_defined():
    with pytest.raises(TypeError, match="lacks the page hooks animate, refresh"):

        class HalfAPage(GamePage):  # a fourth game's page, started and not finished
            def show_state(self, state: Any, jumped: bool) -> None:
                pass


def test_every_registered_page_supplies_the_hooks():
    from bugbox.core.registry import GAMES

    for game_id, spec in GAMES.items():
        cls = spec.view_class()
        assert issubclass(cls, GamePage)
        assert all(callable(getattr(cls, hook)) for hook in GamePage.HOOKS), game_id


@pytest.mark.parametrize("deciders", ["here", "replay", "across computers"])
def test_play_again_only_where_the_seats_are_all_at_this_computer(make_window, deciders):
    """No Play again in the replay viewer (nobody plays there) nor in a game refereed by a
    table server (the people at other computers would be left out of a game started here)."""
    from bugbox.core.registry import GAMES
    from bugbox.core.session import Session
    from bugbox.ui.flow.turns import Decider, TurnFlow
    from bugbox.ui.game_page import PlaceholderPage

    window = make_window()
    game_id = next(iter(GAMES))
    setup = GAMES[game_id].sample()
    session = Session(game_id, setup, 7)
    kind = {"here": Decider.HERE, "replay": Decider.NOBODY, "across computers": Decider.ELSEWHERE}[deciders]
    flow = TurnFlow(session, [Decider.HERE if deciders == "across computers" else kind] * len(setup.seats))
    if deciders == "across computers":
        flow.referee = lambda action: None
    page = PlaceholderPage(window.ctx, game_id)
    page.attach(flow)
    assert page.starts_again == (deciders == "here")
    wanted = []
    page.start_wanted.connect(wanted.append)
    page.play_again()
    assert len(wanted) == (1 if deciders == "here" else 0)
    page.deleteLater()
