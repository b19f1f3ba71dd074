"""The review finds each game's part through the game's spec."""

from __future__ import annotations

import pytest

from bugbox.core import registry
from bugbox.review.games import review_module, reviewable


def test_every_game_with_computer_players_can_be_reviewed():
    for spec in registry.games():
        assert reviewable(spec.game_id) == (spec.ai_module is not None)


def test_a_games_review_module_plays_its_own_rules():
    for spec in registry.games():
        if spec.review_module is not None:
            assert review_module(spec.game_id).rules is spec.rules()


def test_a_game_without_one_is_refused():
    lonely = next(spec.game_id for spec in registry.games() if spec.review_module is None)
    assert not reviewable("no such game")
    with pytest.raises(LookupError):
        review_module(lonely)
