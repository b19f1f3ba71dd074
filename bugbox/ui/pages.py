"""Which page class shows which game (the registry's `view`). Game pages are imported only
when first opened."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.registry import GAMES
from .accessible import leave_the_tree_when_hidden
from .game_page import GamePage, PlaceholderPage

if TYPE_CHECKING:
    from .context import AppContext


def make_page(ctx: AppContext, game_id: str) -> GamePage:
    game = GAMES[game_id]
    module_name = game.view.partition(":")[0]
    try:
        page_class = game.view_class()
    except ModuleNotFoundError as error:
        if error.name != module_name:
            raise
        return PlaceholderPage(ctx, game_id)
    page: GamePage = page_class(ctx, game_id)
    leave_the_tree_when_hidden(page)  # a page kept for later is not read out while hidden
    return page
