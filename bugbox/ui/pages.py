"""Which page class shows which game. Game pages are imported only when first opened."""
from __future__ import annotations

import importlib

from ..core.game import GAMES
from .game_page import GamePage, PlaceholderPage

PAGE_CLASSES = {
    "verasselt": ("bugbox.games.verasselt.view.page", "VerasseltPage"),
    "schaben": ("bugbox.games.schaben.view.page", "SchabenPage"),
    "verflixxt": ("bugbox.games.verflixxt.view.page", "VerflixxtPage"),
}


def make_page(ctx, game_id: str) -> GamePage:
    module_name, class_name = PAGE_CLASSES[game_id]
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name != module_name:
            raise
        return PlaceholderPage(ctx, game_id, GAMES[game_id].title)
    return getattr(module, class_name)(ctx)
