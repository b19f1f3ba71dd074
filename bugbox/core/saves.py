"""Save files: versioned, validated, written atomically, and refused in one clear sentence.

A save is setup + seed + actions (see `Session`). Loading validates the JSON against the model,
checks the version and the game id, then replays every action; any failure becomes a
`LoadError` whose reason the app shows as it is. Loading never writes: the file stays exactly
as it was, whatever went wrong.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, SerializerFunctionWrapHandler, ValidationError, model_serializer

from .. import __version__
from .errors import LoadError, NewerFile
from .files import FileTooLarge, NotARegularFile, atomic_write_text, read_capped, shown
from .game import GAMES
from .i18n import QT_TRANSLATE_NOOP, msg
from .jsonshape import TooDeep, loads
from .players import Setup
from .session import MAX_ACTIONS, ReplayError, Session

#: The save format's version; raise it whenever a save written from now on would not load, or
#: would replay differently, in the bugbox of today (docs/architecture.md, "Save format and its
#: versions"), and add the step from the old version to `MIGRATIONS`.
SAVE_VERSION = 1
#: How an older save is brought up to date on load: `MIGRATIONS[n]` takes the JSON object of a
#: version-n save and returns it as version n + 1 writes it. They run one after the other, in
#: memory (the file is left as it is), before the save is validated. Version 1 is the first
#: format bugbox ever wrote, so there is nothing to migrate yet.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}
CTX = "Files"
#: Saves bigger than this are not a bugbox save (a whole game is a few kilobytes).
MAX_SAVE_BYTES = 8 * 1024 * 1024
#: The most JSON items (counted by their commas and brackets) a save of `MAX_ACTIONS` actions
#: may hold: an action is a handful of items (a roll of six dice is 8). Counting them in the
#: raw bytes is quick and lets `json.loads` never build millions of objects (4 million
#: zeros as "actions" took 1.6 GB to refuse).
MAX_SAVE_ITEMS = MAX_ACTIONS * 40 + 10_000


def version_key(version: Any) -> tuple[int, ...] | None:
    """ "0.12.3" as (0, 12, 3), to compare; None for anything that is not such a version."""
    if not isinstance(version, str) or len(version) > 40:
        return None
    parts = version.split("+")[0].split("-")[0].split(".")
    if not all(part.isdigit() and len(part) < 10 for part in parts):
        return None
    return tuple(int(part) for part in parts)


def is_newer_app(version: Any) -> bool:
    """Whether a file's `app_version` names a bugbox newer than this one: such a file may hold
    fields or moves this bugbox does not know, which makes it newer, not damaged."""
    theirs, ours = version_key(version), version_key(__version__)
    return theirs is not None and ours is not None and theirs > ours


def now_iso() -> str:
    """This moment as a save writes it ("created", "updated"): ISO 8601 in UTC, to the second."""
    return datetime.now(UTC).isoformat(timespec="seconds")


#: A game's id (`SaveFile.id`): 24 lowercase hex digits.
GAME_ID_PATTERN = r"^[0-9a-f]{24}$"


def game_id_for(game: str, setup: Setup, seed: int, created: str) -> str:
    """The id of the game of this setup and seed that began at `created`.

    Why derived and not drawn: the id must be the same wherever and whenever the game is
    written down. These four are fixed at a game's start and travel in every save of it (its
    autosave, a file the player saved, the save a table server sends at the end, a kept game
    in Records): the seed is drawn afresh for each game (by the table server, for a game across
    computers), so every computer at a table derives the same id, and a save written before
    saves carried an id gets the one it would have carried. The actions are left out on
    purpose: they grow with every move, and the id is the game's from its first move."""
    text = json.dumps([game, setup.model_dump(mode="json"), int(seed), created], sort_keys=True, ensure_ascii=True)
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:24]


class SaveFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: int = SAVE_VERSION
    game: str
    app_version: str = __version__
    setup: Setup
    seed: int = Field(ge=0, lt=2**64)
    actions: list[dict[str, Any]] = Field(default_factory=list, max_length=MAX_ACTIONS)
    created: str = Field(default_factory=now_iso)
    updated: str = Field(default_factory=now_iso)
    #: The game's one id (`game_id_for`), so that Records counts it once whichever way it
    #: arrives. Optional: saves written before it, and a table server's, have none (`key`).
    id: str | None = Field(default=None, pattern=GAME_ID_PATTERN)

    @model_serializer(mode="wrap")
    def _without_missing_id(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        """A save without an id is written as it was before ids existed (a table server's
        save, byte for byte; an older bugbox can still open it)."""
        data: dict[str, Any] = handler(self)
        if data.get("id") is None:
            data.pop("id", None)
        return data

    @property
    def key(self) -> str:
        """The game's id: the one it carries, or the one it would carry (`game_id_for`)."""
        return self.id or game_id_for(self.game, self.setup, self.seed, self.created)


def save_session(session: Session, path: Path, created: str | None = None) -> SaveFile:
    """Write the session atomically to `path` and return what was written (with its game's id)."""
    created = created or now_iso()
    save = SaveFile(
        game=session.game_id,
        setup=session.setup,
        seed=session.seed,
        actions=session.action_dicts(),
        created=created,
        id=game_id_for(session.game_id, session.setup, session.seed, created),
    )
    try:
        atomic_write_text(path, save.model_dump_json(indent=1) + "\n")
    except OSError:
        _unsaved.add(Path(path))
        raise
    _unsaved.discard(Path(path))
    return save


#: Save files whose latest write failed (a full disk, a read-only folder), so that nothing
#: promises the player a save that did not happen (the crash dialog asks `unsaved`).
_unsaved: set[Path] = set()


def unsaved() -> frozenset[Path]:
    """The save files (autosaves included) whose latest write in this run failed."""
    return frozenset(_unsaved)


def read_save(path: Path) -> SaveFile:
    """Parse and check a save file without replaying it."""
    path = Path(path)
    try:
        data = read_capped(path, MAX_SAVE_BYTES)
    except FileTooLarge:
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Files", "This file is far too large to be a bugbox save.")))
    except NotARegularFile:
        raise LoadError(
            msg(
                CTX,
                QT_TRANSLATE_NOOP(
                    "Files", "This is not an ordinary file (perhaps a device or a pipe), so it is not a bugbox save."
                ),
            )
        )
    except OSError:
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Files", "The file could not be read.")))
    if data.count(b",") + data.count(b"[") + data.count(b"{") > MAX_SAVE_ITEMS:
        raise _too_many_actions()
    try:
        raw = loads(data)
    except TooDeep:  # nested as no save is: refused before pydantic sees it (see `jsonshape`)
        raise _damaged() from None
    except ValueError:
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Files", "This file is not a bugbox save (it is not valid JSON).")))
    return parse_save(raw)


def parse_save(raw: Any) -> SaveFile:
    """Check a save's JSON object (read from a file, or sent by a table server at a game's
    end) without replaying it; raises `LoadError` with one sentence for the player."""
    if not isinstance(raw, dict) or "game" not in raw or "version" not in raw:
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Files", "This file is not a bugbox save.")))
    version = raw.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > SAVE_VERSION:
        raise NewerFile(
            msg(
                CTX,
                QT_TRANSLATE_NOOP(
                    "Files",
                    "This save was made by a newer bugbox (save version {version}); please update bugbox to open it.",
                ),
                version=version,
            )
        )
    raw = _migrate(raw)
    game = raw.get("game")
    if not isinstance(game, str):  # a list or an object here is no game id (and cannot be looked up)
        raise LoadError(
            msg(CTX, QT_TRANSLATE_NOOP("Files", "This save is damaged: some of its fields are missing or wrong."))
        )
    newer = is_newer_app(raw.get("app_version"))
    if game not in GAMES:
        if newer:
            raise _newer_app(raw["app_version"])
        raise LoadError(
            msg(
                CTX,
                QT_TRANSLATE_NOOP("Files", "This save is for a game bugbox does not know: {game}."),
                game=shown(game),
            )
        )
    actions = raw.get("actions")
    if isinstance(actions, list):  # checked before pydantic, which would list an error per item
        if len(actions) > MAX_ACTIONS:
            raise _too_many_actions()
        if not all(isinstance(action, dict) for action in actions):
            raise _damaged()
    try:
        return SaveFile.model_validate(raw)
    except (ValidationError, RecursionError):
        if newer:  # a field this bugbox does not know yet
            raise _newer_app(raw["app_version"]) from None
        raise _damaged() from None


def _damaged() -> LoadError:
    return LoadError(
        msg(CTX, QT_TRANSLATE_NOOP("Files", "This save is damaged: some of its fields are missing or wrong."))
    )


def _newer_app(version: str) -> NewerFile:
    return NewerFile(
        msg(
            CTX,
            QT_TRANSLATE_NOOP(
                "Files", "This save was made by a newer bugbox ({version}); please update bugbox to open it."
            ),
            version=shown(version),
        )
    )


def _migrate(raw: dict[str, Any]) -> dict[str, Any]:
    """The save brought up to `SAVE_VERSION` by the steps of `MIGRATIONS`; a version with no
    way to the current one is unknown, a step that fails on the file's data means damage."""
    version = raw.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise _unknown_version()
    while version < SAVE_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise _unknown_version()
        try:
            raw = step(dict(raw))
        except (KeyError, TypeError, ValueError, AttributeError, IndexError):
            raise LoadError(
                msg(CTX, QT_TRANSLATE_NOOP("Files", "This save is damaged: some of its fields are missing or wrong."))
            )
        version += 1
        raw["version"] = version
    if version != SAVE_VERSION:
        raise _unknown_version()
    return raw


def _unknown_version() -> LoadError:
    return LoadError(msg(CTX, QT_TRANSLATE_NOOP("Files", "This save has an unknown version and cannot be opened.")))


def _too_many_actions() -> LoadError:
    return LoadError(
        msg(
            CTX,
            QT_TRANSLATE_NOOP(
                "Files", "This save holds far more moves than any game (more than {limit}), so it is not a bugbox save."
            ),
            limit=MAX_ACTIONS,
        )
    )


def load_save(path: Path) -> tuple[SaveFile, Session]:
    """Read a save and replay it; raises `LoadError` with one sentence for the player."""
    return replay_save(read_save(path))


def session_from_save(raw: Any) -> tuple[SaveFile, Session]:
    """A save's JSON object (a table server's at the end of a game) checked and replayed."""
    return replay_save(parse_save(raw))


def replay_save(save: SaveFile) -> tuple[SaveFile, Session]:
    """The game a checked save describes, replayed through the rules."""
    try:
        session = Session.replay(save.game, save.setup, save.seed, save.actions)
    except (ReplayError, LoadError, ValueError, TypeError, KeyError, IndexError, RecursionError) as error:
        if is_newer_app(save.app_version):  # a move or an option this bugbox does not know yet
            raise _newer_app(save.app_version) from None
        if isinstance(error, ReplayError):
            raise LoadError(
                msg(
                    CTX,
                    QT_TRANSLATE_NOOP(
                        "Files", "This save no longer replays: move {number} is not allowed by the rules."
                    ),
                    number=error.number,
                )
            ) from None
        if isinstance(error, LoadError):  # from the game's rules: what came from the file, escaped
            reason = error.reason
            args = {name: shown(value) if isinstance(value, str) else value for name, value in reason.args.items()}
            raise LoadError(dataclasses.replace(reason, args=args)) from None
        raise LoadError(msg(CTX, QT_TRANSLATE_NOOP("Files", "This save's game setup is not valid."))) from None
    return save, session
