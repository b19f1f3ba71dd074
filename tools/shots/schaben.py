#!/usr/bin/env python3
"""Screenshots of Schaben jagen: the task browser and the kitchen in typical positions.

    python tools/shots/schaben.py [--out DIR] [--lang en de ja] [--size 1280x800 1920x1080]

Runs a real main window offscreen with a throw-away data dir (so the player's own progress
is never touched) and writes `schaben_<what>_<lang>_<w>x<h>.png`:

- browser: the task browser with the first tasks solved and the next one ringed
- tutorial: test task 0A at the start, with its first lesson
- choose: task 32B after one card, the hinted move card picked up, its squares lit
- solution: the solution of task 25A being played back, step 3
- solved: task 37B at its end, solved
- failed: task 1A played wrong
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["BUGBOX_HOME"] = tempfile.mkdtemp(prefix="bugbox-shots-")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots")
    parser.add_argument("--lang", nargs="+", default=["en", "de", "ja"])
    parser.add_argument("--size", nargs="+", default=["1280x800", "1920x1080"])
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from bugbox.core.settings import Settings, save_settings
    from bugbox.games.schaben import solver
    from bugbox.games.schaben.progress import Progress
    from bugbox.games.schaben.tasks import shipped_tasks
    from bugbox.paths import settings_path
    from bugbox.ui.context import AppContext
    from bugbox.ui.i18n import Translations
    from bugbox.ui.mainwindow import MainWindow

    tasks = {t.id: t for t in shipped_tasks()}
    args.out.mkdir(parents=True, exist_ok=True)
    def fresh_progress() -> None:
        """Seven tasks solved, the eighth tried once: the same picture in every language."""
        progress = Progress()
        progress.data = type(progress.data)()
        for task_id in ("0A", "0B", "1A", "1B", "2A", "2B", "3A"):
            progress.count_try(task_id)
            progress.mark_solved(task_id)
        progress.count_try("3B")

    def settle() -> None:
        for _ in range(5):
            app.processEvents()

    written = []
    for lang in args.lang:
        save_settings(Settings(animation_speed="off", confirm_abandon=False, language=lang), settings_path())
        translations = Translations(app)
        ctx = AppContext(translations)
        translations.apply(lang)
        window = MainWindow(ctx)
        window.show()
        for size in args.size:
            width, height = (int(v) for v in size.split("x"))
            window.resize(width, height)
            settle()

            def shot(what: str, lang=lang, width=width, height=height, window=window) -> None:
                if what != "failed":
                    window.notice.hide()      # a sentence left over from the previous picture
                settle()
                path = args.out / f"schaben_{what}_{lang}_{width}x{height}.png"
                window.grab().save(str(path))
                written.append(path)

            fresh_progress()
            window.play("schaben")
            page = window.current_page()
            page.progress.data = Progress().data
            page.new_game_request()
            shot("browser")

            page.choose_task(tasks["0A"])
            shot("tutorial")

            page.choose_task(tasks["32B"])
            page.controller.submit(solver.hint(page.controller.state))
            step = solver.hint(page.controller.state)
            page.select(next(c.slot for c in page.scene.cards if c.kind == step.card and not c.order))
            page.hint()
            shot("choose")

            task = tasks["25A"]
            page.choose_task(task)
            page.show_solution()
            for _ in range(2):
                page.solution_next()
            shot("solution")
            page.leave_solution()

            task = tasks["37B"]
            page.choose_task(task)
            for step in solver.solve(page.controller.state):
                page.controller.submit(step)
            shot("solved")

            page.choose_task(tasks["1A"])
            from bugbox.games.schaben.rules import PlayCard

            page.controller.submit(PlayCard(card="right", to="A7"))
            page.controller.submit(PlayCard(card="left", to="B7"))
            shot("failed")
        window.close()
        translations.apply("en")
    for path in written:
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
