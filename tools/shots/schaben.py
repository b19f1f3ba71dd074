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

import sys

from common import arguments, report, save, settle, windows


def main(argv: list[str]) -> int:
    args = arguments(__doc__, argv)
    from bugbox.games.schaben import solver
    from bugbox.games.schaben.progress import Progress
    from bugbox.games.schaben.tasks import shipped_tasks

    tasks = {t.id: t for t in shipped_tasks()}

    def fresh_progress() -> None:
        """Seven tasks solved, the eighth tried once: the same picture in every language."""
        progress = Progress()
        progress.data = type(progress.data)()
        for task_id in ("0A", "0B", "1A", "1B", "2A", "2B", "3A"):
            progress.count_try(task_id)
            progress.mark_solved(task_id)
        progress.count_try("3B")

    written: list = []
    for lang, width, height, window in windows(args.lang, args.size):

        def shot(what: str, lang=lang, width=width, height=height, window=window) -> None:
            if what != "failed":
                window.notice.hide()  # a sentence left over from the previous picture
            settle()
            save(window, args.out / f"schaben_{what}_{lang}_{width}x{height}.png", args.compact, written)

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
    return report(written)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
