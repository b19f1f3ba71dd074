"""Which page class shows which game (the registry's `view`). Game pages are imported only
when first opened."""

from __future__ import annotations

from ..core.registry import GAMES
from .game_page import GamePage, PlaceholderPage


def make_page(ctx, game_id: str) -> GamePage:
    game = GAMES[game_id]
    module_name = game.view.partition(":")[0]
    try:
        page_class = game.view_class()
    except ModuleNotFoundError as error:
        if error.name != module_name:
            raise
        return PlaceholderPage(ctx, game_id, game.title)
    return page_class(ctx)
