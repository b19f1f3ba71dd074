"""The one list of bugbox's games: a `GameSpec` per game, and lazy access to its parts.

Everything that needs to know which games there are (the launcher, the new-game dialog, the
pages, the controller, the translations, the command line, the save loader) reads `GAMES`
here; no other module outside a game's own package names a game id.

A spec is cheap plain data read at start-up: the rules, the computer players, the view and
the command line are named as module paths and imported only when first used (start-up must
not load pydantic or a game: tests/gui/test_startup_path.py). The texts a player sees are
marked for translation here (context "Launcher" / "NewGame", in the `bugbox` catalogue) and
translated by the view with `tr_message`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any, cast

from .i18n import QT_TRANSLATE_NOOP, Message, msg

if TYPE_CHECKING:
    from .game import AiModule, AnyRules
    from .players import Setup


@dataclass(frozen=True)
class OptionSpec:
    """A rule option offered when starting a game: a setup option key, its default, its label."""

    key: str
    default: bool
    label: Message


@dataclass(frozen=True)
class GameSpec:
    """Everything the box around a game needs to know about it."""

    game_id: str
    title: str  # the published title, never translated (logs, About, the placeholder page)
    min_players: int
    max_players: int
    rules_module: str  # implements `bugbox.core.game.RulesModule`
    view: str  # "module:Class" of the game's page (a `bugbox.ui.game_page.GamePage`)
    shown_title: Message  # the title on the box (the Japanese edition may have its own)
    pitch: Message  # one sentence under the title in the launcher
    ai_module: str | None = None  # implements `bugbox.core.game.AiModule`; None: no computer seats
    options: tuple[OptionSpec, ...] = ()
    seat_colours: tuple[str, ...] = ()  # the colours a seat can take, in the dialog's order
    players_text: Message | None = None  # replaces "{low}-{high} players" in the launcher
    play_text: Message = field(default_factory=lambda: msg("Launcher", QT_TRANSLATE_NOOP("Launcher", "New game")))
    catalogue: str = ""  # the game's translation catalogue; "" means its id
    cli: str | None = None  # "module:function(argv) -> int" run by `bugbox <id> ...`
    # "module:function() -> Message | None": a line of progress on the launcher's tile, read
    # after the first paint (so cheap: no pydantic, no rules)
    progress: str | None = None
    # the module whose frozen dataclasses are the game's events (its `Event` union names them
    # all, and its `narrate(event) -> Message` tells each in the log): the table server sends
    # them by class name and a client decodes them from here
    events_module: str | None = None
    # "module:function() -> Setup": a game the box can start without asking anything (a solo
    # game's first task); a game for several gets its set-up from its seats and options
    sample_setup: str | None = None
    # the module that derives a finished game's figures for the Records page from a replay
    # (`summarize(session)`) and says where its turns begin (`turn_starts(session)`)
    records_module: str | None = None
    # the game's own columns on the Records page: a figure of the summaries' stats, its heading
    record_columns: tuple[tuple[str, Message], ...] = ()
    # a solo puzzle counted per task and difficulty on the Records page instead of per player
    counted_by_task: bool = False
    # the Qt-free module the game review plays the game out with (`bugbox.review.games`)
    review_module: str | None = None

    @property
    def translation_catalogue(self) -> str:
        return self.catalogue or self.game_id

    def default_options(self) -> dict[str, bool]:
        return {option.key: option.default for option in self.options}

    def rules(self) -> AnyRules:
        return cast("AnyRules", importlib.import_module(self.rules_module))

    def events(self) -> ModuleType | None:
        """The game's events module (None when the spec names none)."""
        return None if self.events_module is None else importlib.import_module(self.events_module)

    def narrator(self) -> Callable[[Any], Message]:
        """The events module's `narrate(event) -> Message`: one line of the game's log."""
        if self.events_module is None:
            raise LookupError(f"{self.game_id} names no events module")
        return cast("Callable[[Any], Message]", load_object(f"{self.events_module}:narrate"))

    def sample(self) -> Setup:
        """A set-up to start this game with, without asking: the spec's `sample_setup`, else
        the fewest seats (the first a person, the others computers) and the default options."""
        if self.sample_setup is not None:
            return cast("Setup", load_object(self.sample_setup)())
        from .players import Seat, Setup

        seats = tuple(
            Seat(name=f"Player {i + 1}", colour=self.seat_colours[i], computer=i > 0) for i in range(self.min_players)
        )
        return Setup(seats=seats, start_player=0, options=self.default_options())

    def ai(self) -> AiModule[Any, Any] | None:
        if self.ai_module is None:
            return None
        return cast("AiModule[Any, Any]", importlib.import_module(self.ai_module))

    def view_class(self) -> Any:
        """The page class; raises `ModuleNotFoundError` when the view module is missing."""
        return load_object(self.view)

    def cli_main(self) -> Callable[[list[str]], int] | None:
        return None if self.cli is None else cast("Callable[[list[str]], int]", load_object(self.cli))

    def progress_line(self) -> Message | None:
        return None if self.progress is None else cast("Message | None", load_object(self.progress)())


def load_object(path: str) -> Any:
    """Import "package.module:Name" and return the name's object."""
    module_name, _, name = path.partition(":")
    return getattr(importlib.import_module(module_name), name)


def _launcher(text: str) -> Message:
    return msg("Launcher", text)


def _option(text: str) -> Message:
    return msg("NewGame", text)


def _column(text: str) -> Message:
    return msg("Records", text)


_BUILT_IN = (
    GameSpec(
        game_id="verasselt",
        title="Voll verasselt",
        min_players=2,
        max_players=5,
        rules_module="bugbox.games.verasselt.rules",
        events_module="bugbox.games.verasselt.events",
        records_module="bugbox.games.verasselt.records",
        record_columns=(
            ("biggest_catch", _column(QT_TRANSLATE_NOOP("Records", "Biggest catch"))),
            ("busts_per_game", _column(QT_TRANSLATE_NOOP("Records", "Busts per game"))),
        ),
        ai_module="bugbox.games.verasselt.ai",
        review_module="bugbox.games.verasselt.review",
        view="bugbox.games.verasselt.view.page:VerasseltPage",
        shown_title=_launcher(QT_TRANSLATE_NOOP("Launcher", "Voll verasselt")),
        pitch=_launcher(QT_TRANSLATE_NOOP("Launcher", "Push your luck with seven dice and catch the most bugs.")),
        options=(
            OptionSpec(
                "one_card_per_bars",
                False,
                _option(QT_TRANSLATE_NOOP("NewGame", "Variant: only one card per double-bar die")),
            ),
        ),
        seat_colours=("red", "blue", "green", "yellow", "purple"),
    ),
    GameSpec(
        game_id="schaben",
        title="Schaben jagen",
        min_players=1,
        max_players=1,
        rules_module="bugbox.games.schaben.rules",
        events_module="bugbox.games.schaben.events",
        sample_setup="bugbox.games.schaben.tasks:sample_setup",
        records_module="bugbox.games.schaben.records",
        counted_by_task=True,
        ai_module=None,
        view="bugbox.games.schaben.view.page:SchabenPage",
        shown_title=_launcher(QT_TRANSLATE_NOOP("Launcher", "Schaben jagen")),
        pitch=_launcher(
            QT_TRANSLATE_NOOP("Launcher", "Chase every cockroach out of the kitchen with a handful of cards.")
        ),
        players_text=_launcher(QT_TRANSLATE_NOOP("Launcher", "1 player, 80 tasks and 2 test tasks")),
        play_text=_launcher(QT_TRANSLATE_NOOP("Launcher", "Play")),
        cli="bugbox.games.schaben.cli:main",
        progress="bugbox.games.schaben.progress_line:launcher_progress",
    ),
    GameSpec(
        game_id="verflixxt",
        title="Verflixxt! kompakt",
        min_players=2,
        max_players=4,
        rules_module="bugbox.games.verflixxt.rules",
        events_module="bugbox.games.verflixxt.events",
        records_module="bugbox.games.verflixxt.records",
        record_columns=(
            ("luck_converted", _column(QT_TRANSLATE_NOOP("Records", "Most luck tiles converted"))),
            ("bites", _column(QT_TRANSLATE_NOOP("Records", "Wurminator bites"))),
        ),
        ai_module="bugbox.games.verflixxt.ai",
        review_module="bugbox.games.verflixxt.review",
        view="bugbox.games.verflixxt.view.page:VerflixxtPage",
        shown_title=_launcher(QT_TRANSLATE_NOOP("Launcher", "Verflixxt! kompakt")),
        pitch=_launcher(
            QT_TRANSLATE_NOOP("Launcher", "Race over lucky and unlucky tiles, and leave the bad ones to the others.")
        ),
        options=(OptionSpec("wurminator", False, _option(QT_TRANSLATE_NOOP("NewGame", "Play with the Wurminator"))),),
        seat_colours=("red", "blue", "green", "yellow"),
    ),
)

#: Game id -> spec, in the launcher's order. Tests may `register` a made-up game for a while.
GAMES: dict[str, GameSpec] = {spec.game_id: spec for spec in _BUILT_IN}


def spec(game_id: str) -> GameSpec:
    return GAMES[game_id]


def games() -> Iterator[GameSpec]:
    return iter(tuple(GAMES.values()))


def register(game: GameSpec) -> None:
    """Add a game (tests register made-up games; `unregister` takes them away again)."""
    if game.game_id in GAMES:
        raise ValueError(f"a game {game.game_id!r} is already registered")
    GAMES[game.game_id] = game


def unregister(game_id: str) -> None:
    GAMES.pop(game_id, None)


def rules_for(game_id: str) -> AnyRules:
    """Import a game's rules module on first use (keeps start-up light)."""
    return GAMES[game_id].rules()


def ai_for(game_id: str) -> AiModule[Any, Any] | None:
    """Import a game's computer players on first use; None for a game without them."""
    return GAMES[game_id].ai()


def catalogues() -> tuple[str, ...]:
    """The translation catalogues: the box's own (`bugbox`) and one per game."""
    return ("bugbox",) + tuple(dict.fromkeys(game.translation_catalogue for game in GAMES.values()))


if TYPE_CHECKING:  # the type checker proves that each game's modules fulfil the contract
    from ..games.schaben import events as _schaben_events
    from ..games.schaben import rules as _schaben_rules
    from ..games.verasselt import ai as _verasselt_ai
    from ..games.verasselt import events as _verasselt_events
    from ..games.verasselt import rules as _verasselt_rules
    from ..games.verflixxt import ai as _verflixxt_ai
    from ..games.verflixxt import events as _verflixxt_events
    from ..games.verflixxt import rules as _verflixxt_rules
    from .game import RulesModule

    _verasselt: RulesModule[_verasselt_rules.State, _verasselt_rules.Action, _verasselt_events.Event] = _verasselt_rules
    _schaben: RulesModule[_schaben_rules.State, _schaben_rules.PlayCard, _schaben_events.Event] = _schaben_rules
    _verflixxt: RulesModule[_verflixxt_rules.State, _verflixxt_rules.Action, _verflixxt_events.Event] = _verflixxt_rules
    _verasselt_players: AiModule[_verasselt_rules.State, _verasselt_rules.Action] = _verasselt_ai
    _verflixxt_players: AiModule[_verflixxt_rules.State, _verflixxt_rules.Action] = _verflixxt_ai
