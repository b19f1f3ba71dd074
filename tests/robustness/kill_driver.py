"""The app as a player uses it, in a process the kill test can kill -9 at any moment.

    python kill_driver.py play   GAME SEED JOURNAL   start a new game and play until killed
    python kill_driver.py resume GAME SEED JOURNAL   "Continue last game", report, play until killed
    python kill_driver.py report GAME SEED JOURNAL   "Continue last game", report, quit cleanly

It builds the real `MainWindow` (settings and saves under `$BUGBOX_HOME`, written by the test)
and plays through the page's controller: the human seats submit seeded random legal actions
whenever it is their turn, the computer seats play by themselves. After every applied action
it appends "<number of actions> <sha256 of the state's JSON>" to JOURNAL, so the test knows
every state the game went through. `resume` and `report` first write one JSON line
`{"offered": ..., "actions": n, "state": sha}` to JOURNAL + ".resumed": what the window showed
after "Continue last game".
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from bugbox.core.players import Level, Seat, Setup
from bugbox.core.rng import Rng
from bugbox.core.session import Session
from bugbox.ui.context import AppContext
from bugbox.ui.game_page import PlaceholderPage
from bugbox.ui.i18n import Translations
from bugbox.ui.launcher import GameTile
from bugbox.ui.mainwindow import MainWindow


def fingerprint(state) -> str:
    return hashlib.sha256(state.model_dump_json().encode("utf-8")).hexdigest()


def setup_for(game_id: str, seed: int) -> Setup:
    """A human and computer players (Schaben jagen: a line-up with all 18 cards, so that
    random play goes on long enough to be killed mid-task)."""
    if game_id == "verasselt":
        return Setup(
            seats=(
                Seat(name="Ann", colour="red"),
                Seat(name="Bob", colour="blue", computer=True, level=Level.NORMAL),
                Seat(name="Cid", colour="green", computer=True, level=Level.EASY),
            ),
            start_player=0,
        )
    if game_id == "verflixxt":
        return Setup(
            seats=(Seat(name="Ann", colour="red"), Seat(name="Bob", colour="blue", computer=True, level=Level.HARD)),
            start_player=1,
            options={"wurminator": True},
        )
    from bugbox.games.schaben.rules import BOX_OF_CARDS, CARDS

    task = {
        "exterminator": {"square": "D4", "facing": "N"},
        "cockroaches": [
            {"square": "A1", "facing": "E"},
            {"square": "G2", "facing": "N"},
            {"square": "B6", "facing": "S"},
        ],
        "boxes": ["C3", "F6"],
        "target": None,
        "cards": [name for name, n in zip(CARDS, BOX_OF_CARDS, strict=True) for _ in range(n)],
    }
    return Setup(seats=(Seat(name="Ann", colour="green"),), options={"task": task})


def main(argv: list[str]) -> int:
    mode, game_id, seed, journal = argv[0], argv[1], int(argv[2]), Path(argv[3])
    app = QApplication(sys.argv[:1])
    translations = Translations(app)
    ctx = AppContext(translations)
    translations.apply(ctx.settings.language)
    window = MainWindow(ctx)
    window.show()
    rng = Rng(seed * 7919 + (len(journal.read_text().splitlines()) if journal.exists() else 0))
    log = journal.open("a", encoding="utf-8", buffering=1)  # one write per line: a kill loses no line

    def note(controller) -> None:
        log.write(f"{len(controller.session.actions)} {fingerprint(controller.state)}\n")

    if mode == "play":
        window.start_session(Session(game_id, setup_for(game_id, seed), seed))
    else:
        tile = next(t for t in window.launcher.findChildren(GameTile) if t.game_id == game_id)
        offered = tile.resume_button.isVisible()
        tile.resume_button.click()
        page = window.current_page()
        controller = page.flow if page is not None else None
        report = {
            "offered": offered,
            "page": type(page).__name__,
            "actions": len(controller.session.actions) if controller else None,
            "state": fingerprint(controller.state) if controller else None,
            "notice": window.notice.text(),
        }
        done = Path(str(journal) + ".resumed")
        partial = done.with_name(done.name + ".part")  # written whole, then renamed: the test polls for it
        partial.write_text(json.dumps(report) + "\n", encoding="utf-8")
        partial.replace(done)
        if mode == "report":
            QTimer.singleShot(0, window.close)
            QTimer.singleShot(0, app.quit)
            return app.exec()
    page = window.current_page()
    controller = page.flow
    controller.applied.connect(lambda action, events: note(controller))
    if isinstance(page, PlaceholderPage):  # no table yet: nothing animates, so ready at once
        controller.applied.connect(lambda action, events: QTimer.singleShot(0, controller.ready))
    note(controller)

    def human() -> None:
        """A human seat whose turn it is plays a random legal action, as if clicked."""
        if controller.session.is_over():
            log.write("over\n")
            app.quit()
            return
        if page.can_act():
            legal = controller.session.rules.legal_actions(controller.state)
            controller.submit(legal[rng.below(len(legal))])

    timer = QTimer()
    timer.timeout.connect(human)
    timer.start(40)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
