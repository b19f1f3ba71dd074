"""The seats this player holds at tables elsewhere, kept in the data folder across starts.

A seat's token is the only way back to it: when bugbox closes (or crashes) in the middle of a
network game, the next start offers "Rejoin the table with Anna and Ben" from this file. It
holds, per table, the server's URL, the table's code, the game, the seats held here with their
tokens, the host's token (only the host may let the computer take a seat) and the names at
the table as last seen (for the offer's sentence; plain text, checked as names are).

The file is small and read through the capped file helpers: at most `MAX_BYTES`, at most
`MAX_TABLES` tables (the newest kept), written atomically. A table is kept once, by its code:
a table that moved (its server restarted on another port) is the same table at its new
address, and a file from before that held it once per address is read as the newest of them.
A file that is not a kept-seats file is moved aside (never overwritten) and the player is told
once. A table leaves the file when its game ends, when the player leaves it, or when the server
no longer knows it.

The tokens are secrets: they are never shown, never logged, and the file is only the
player's (its folder is).
"""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, ValidationError

from ...core.files import FileTooLarge, NotARegularFile, atomic_write_text, move_aside, read_capped
from ...core.i18n import QT_TRANSLATE_NOOP, Message, msg
from ...core.jsonshape import loads
from ...net.protocol import NAME_MAX, Code, Token

log = logging.getLogger(__name__)

VERSION = 1
MAX_BYTES = 64 * 1024
MAX_TABLES = 8
FILE_NAME = "seats.json"


class KeptTable(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    url: Annotated[str, StringConstraints(min_length=5, max_length=400, pattern=r"^wss?://[^\s]+$")]
    code: Code
    game: Annotated[str, StringConstraints(min_length=1, max_length=32)]
    seats: Annotated[dict[str, Token], Field(max_length=8)]  # seat number (as text) -> token
    host: Token | None = None
    hosted: bool = False  # the table server ran inside this bugbox: start it again to rejoin
    names: Annotated[list[Annotated[str, StringConstraints(max_length=4 * NAME_MAX)]], Field(max_length=8)] = []
    saved: float = 0.0

    def tokens(self) -> dict[int, str]:
        return {int(seat): token for seat, token in self.seats.items() if seat.isdigit()}


class KeptFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    version: int = VERSION
    tables: Annotated[list[KeptTable], Field(max_length=4 * MAX_TABLES)] = []


BROKEN = QT_TRANSLATE_NOOP(
    "Network", "The file of your seats at network tables was damaged; it was kept as {name} and a new one is started."
)


class KeptSeats:
    """The kept seats in `folder` (the data folder's `network/`)."""

    def __init__(self, folder: Path):
        self.path = Path(folder) / FILE_NAME
        self.problem: Message | None = None  # what happened to a broken file, told once

    def tables(self) -> list[KeptTable]:
        """The tables kept, newest first (empty when there is no file or it was broken)."""
        try:
            data = read_capped(self.path, MAX_BYTES)
        except FileNotFoundError:
            return []
        except NotARegularFile:
            return []
        except FileTooLarge:
            self._set_aside()
            return []
        except OSError as error:
            log.warning("cannot read the kept seats: %s", error)
            return []
        try:
            kept = KeptFile.model_validate(loads(data))
        except (ValidationError, ValueError, RecursionError):
            self._set_aside()
            return []
        newest: list[KeptTable] = []
        for table in sorted(kept.tables, key=lambda table: -table.saved):
            if all(table.code != other.code for other in newest):
                newest.append(table)
        return newest[:MAX_TABLES]

    def keep(self, table: KeptTable) -> None:
        """Remember `table` (replacing what was kept of the same table, wherever it was)."""
        table = table.model_copy(update={"saved": time.time()})
        others = [t for t in self.tables() if t.code != table.code]
        self._write([table, *others][:MAX_TABLES])

    def forget(self, code: str) -> None:
        """The table `code` is no longer offered (at any address it was kept with)."""
        tables = self._all()
        left = [t for t in tables if t.code != code]
        if len(left) != len(tables):
            self._write(left)

    def _all(self) -> list[KeptTable]:
        """Every table in the file, the same one at several addresses too (a file from before
        tables were kept by their code)."""
        try:
            return KeptFile.model_validate(loads(read_capped(self.path, MAX_BYTES))).tables
        except (OSError, ValidationError, ValueError, RecursionError):
            return self.tables()

    def _write(self, tables: list[KeptTable]) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write_text(self.path, KeptFile(tables=tables).model_dump_json(indent=1) + "\n")
        except OSError as error:
            log.warning("cannot keep the seats at network tables: %s", error)

    def _set_aside(self) -> None:
        try:
            kept = move_aside(self.path)
        except OSError as error:
            log.warning("cannot move the broken kept seats aside: %s", error)
            return
        log.warning("the kept seats were broken; kept as %s", kept.name)
        self.problem = msg("Network", BROKEN, name=kept.name)
