"""The review page (issue 44) and what it opens: a review made by hand for a real finished
game (no playouts), so each test looks at the page alone, quickly.

The numbering used everywhere: move n is the game's n-th action (from 1); the position after
move n is n on the graph's axis (0 is the set-up); the replay opened from move n shows the
position before it.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QAccessible

from bugbox.core import registry
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session
from bugbox.review import keeping
from bugbox.review.model import Decision, Position, Review
from bugbox.ui.review_window import ReviewWindow

GAME = next(spec for spec in registry.games() if spec.review_module is not None)
REVIEWABLE = [spec.game_id for spec in registry.games() if spec.review_module is not None]


def finished(game_id: str = GAME.game_id, seed: int = 1) -> Session:
    """A real game played to its end by the computer (a tenth of a second)."""
    spec = registry.spec(game_id)
    seats = (
        Seat(name="Ada", colour=spec.seat_colours[0]),
        Seat(name="Bob", colour=spec.seat_colours[1], computer=True, level=Level.NORMAL),
    )
    session = Session(game_id, Setup(seats=seats, start_player=0, options=spec.default_options()), seed)
    ai = registry.ai_for(game_id)
    while not session.is_over():
        session.play(ai.choose_action(session.state, Level.EASY, len(session.actions)))
    return session


def decision(
    session: Session, index: int, chosen: float, best: float, error: float, regret: float | None = None
) -> Decision:
    """A decision at action `index` of `session` whose best choice was the one taken later
    by the computer (any legal action of that position does)."""
    actions = session.action_dicts()
    return Decision(
        action_index=index,
        seat=session.states[index].active if hasattr(session.states[index], "active") else 0,
        chosen=actions[index],
        best=actions[index],
        win_chance_chosen=chosen,
        win_chance_best=best,
        regret=best - chosen if regret is None else regret,  # paired over futures: not quite the difference
        regret_error=error,
        alternatives=3,
        futures=40,
    )


def made_review(session: Session, decisions: tuple[Decision, ...] = ()) -> Review:
    """Ada's chance climbs from a half to all; each chance known within 0.05."""
    count = len(session.actions)
    positions = []
    for index in range(count + 1):
        ada = 0.5 + 0.5 * index / count
        error = 0.0 if index == count else 0.05
        positions.append(Position(index, (ada, 1 - ada), (error, error)))
    return Review(
        game=session.game_id,
        seats=("Ada", "Bob"),
        positions=tuple(positions),
        decisions=decisions,
        seconds=3.0,
        depth=96,
    )


def open_page(qtbot, ctx, session: Session, review: Review) -> ReviewWindow:
    """The review window of `session`, showing `review` (kept, as a finished review is)."""
    key = keeping.fingerprint(session.game_id, session.setup.model_dump(mode="json"), session.action_dicts())
    keeping.keep(key, review)
    window = ReviewWindow(ctx, session)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.review is not None and window.worker is None
    return window


def costly_lines(window: ReviewWindow) -> list[str]:
    items = [window.costly.item(i) for i in range(window.costly.count())]
    return [item.text() for item in items if item.data(Qt.ItemDataRole.UserRole) is not None]


def settle() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()


# the numbers -------------------------------------------------------------------------------------
def test_the_shown_chances_and_cost_add_up_as_shown_with_the_margin(qtbot, make_window):
    """0.504 instead of 0.274 was shown "50 % instead of 27 %: it cost 24 %"."""
    session = finished()
    window = open_page(
        qtbot, make_window().ctx, session, made_review(session, (decision(session, 5, 0.274, 0.504, 0.02, 0.236),))
    )
    (line,) = costly_lines(window)
    numbers = re.search(
        r"Win chance (\d+)\u00a0% instead of (\d+)\u00a0%: it cost (\d+)\u00a0% \(±(\d+)\u00a0%\)", line
    )
    assert numbers is not None, line
    chosen, best, cost, margin = map(int, numbers.groups())
    assert (chosen, best) == (27, 50)
    assert best - chosen == cost
    assert margin == 4  # 1.96 x 0.02 = 3.9 %: rounded up, never narrower than known


def test_a_cost_whose_interval_reaches_nothing_is_not_listed(qtbot, make_window):
    session = finished()
    sure = decision(session, 5, 0.30, 0.50, 0.02)  # 20 % ± 3.9 %
    unsure = decision(session, 9, 0.40, 0.45, 0.03)  # 5 % ± 5.9 %: maybe nothing
    window = open_page(qtbot, make_window().ctx, session, made_review(session, (sure, unsure)))
    lines = costly_lines(window)
    assert len(lines) == 1 and lines[0].startswith("Move 6:")


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_no_line_breaks_before_a_percent_sign(qtbot, make_window, language):
    """In German "%" wrapped onto a line of its own."""
    session = finished()
    window = open_page(
        qtbot,
        make_window(language=language).ctx,
        session,
        made_review(session, (decision(session, 5, 0.2, 0.5, 0.02),)),
    )
    texts = [window.costly.item(i).text() for i in range(window.costly.count())]
    texts += [window.precision.text(), window.assumes.text(), window.graph.accessibleDescription()]
    window.open_position(5)
    texts += [window.replay.advice.text(), window.replay.where.text()]
    assert any("%" in text for text in texts)
    for text in texts:
        assert not re.search(r"\s%", text.replace("\u00a0%", "").replace("\u202f%", "")), text


def test_the_move_in_the_list_is_the_move_the_replay_names(qtbot, make_window):
    """ "Move 42" opened a replay headed "Move 41 of 112"."""
    session = finished()
    total = len(session.actions)
    window = open_page(
        qtbot, make_window().ctx, session, made_review(session, (decision(session, 41, 0.2, 0.5, 0.02),))
    )
    (line,) = costly_lines(window)
    assert line.startswith("Move 42:")
    window.open_position(41)
    replay = window.replay
    qtbot.waitUntil(lambda: replay.controller.position == 41, timeout=5000)
    assert replay.advice.text().startswith("Move 42, ")
    assert not replay.buttons["review"].isVisible()  # the review is this window
    assert replay.where.text().startswith(f"Before move 42 of {total}")
    assert "Move 41" not in replay.where.text()
    replay.go(42)  # one step on: the move itself
    assert replay.where.text().startswith(f"Move 42 of {total}")


# the replay's table interface outlives it --------------------------------------------------------
def test_the_tables_accessible_interface_outlives_a_closed_replay(qtbot, make_window):
    """Closing the replay through AT-SPI crashed: `RuntimeError: libshiboken: Internal C++
    object (TableView) already deleted` in the interface's `state`: while the view is being
    destroyed (its Python side already gone), Qt still asks its interface (the screen reader
    is told of the focus and the hiding). Asked there, the interface says it is invalid."""
    window = make_window()
    viewer = window.open_replay(finished(), None)
    view = viewer.game_page.table_view()
    asked: list[object] = []
    interface = None

    def dying() -> None:  # connected first: called before Qt drops the interface
        try:
            child = interface.child(0)
            asked.append(
                (
                    interface.isValid(),
                    interface.state().invalid,
                    interface.rect().isEmpty(),
                    interface.text(QAccessible.Text.Name),
                    interface.parent(),
                    interface.window(),
                    interface.focusChild(),
                    interface.childAt(1, 1),
                    interface.childCount(),
                    child,
                )
            )
        except RuntimeError as error:
            asked.append(error)

    view.destroyed.connect(dying)
    interface = QAccessible.queryAccessibleInterface(view)
    assert interface.isValid() and interface.childCount() > 0
    part = interface.child(0)
    part_asked: list[object] = []
    view.destroyed.connect(lambda: part_asked.append((part.state().invalid, part.rect().isEmpty(), part.window())))
    del view
    window.close_replay()
    settle()
    assert asked == [(False, True, True, "", None, None, None, None, 0, None)]
    assert part_asked == [(True, True, None)]


# the better choice on the table ------------------------------------------------------------------
def drawn_on_table(page, action: dict) -> bool:
    """What the game's table shows of a suggested action (read from its scene)."""
    scene = page.scene
    if action["kind"] == "roll":
        return sorted(die.index for die in scene.dice if die.selected) == sorted(action["dice"])
    if action["kind"] in ("move", "wurminator"):
        return any(item.mark == "land" for item in scene.tiles.values())
    if action["kind"] == "choose_group":
        zone = "hub" if action["group"] == "hub" else "prev"
        return all(mat.property("glow") == 1.0 for mat in scene.row_mats[zone])
    if action["kind"] == "boost":
        marked = sum(card.marked for card in page.suggested)
        return marked == sum(action["cards"].values()) > 0 and all(
            mat.property("glow") == 1.0 for mat in scene.row_mats[scene.group_zone()]
        )
    raise AssertionError(action)


DRAWN_KINDS = ("roll", "move", "wurminator", "choose_group", "boost")


#: The kinds of choice each game's table draws (the others are said in words only).
CASES = [("verasselt", "roll"), ("verasselt", "choose_group"), ("verasselt", "boost")]
CASES += [("verflixxt", "move")]  # the Wurminator's move is drawn as a pawn's (its preview)


def a_game_with(game_id: str, kind: str) -> Session:
    for seed in range(1, 30):
        session = finished(game_id, seed)
        if any(action["kind"] == kind for action in session.action_dicts()[3:]):
            return session
    raise AssertionError(f"no {kind} in 30 games of {game_id}")


@pytest.mark.parametrize(("game_id", "kind"), [case for case in CASES if case[0] in REVIEWABLE])
def test_the_replay_from_a_decision_draws_the_better_choice_on_the_table(qtbot, make_window, game_id, kind):
    """The better move was named but not shown: the game's page draws it at that position
    (and takes it away on the next step)."""
    session = a_game_with(game_id, kind)
    actions = session.action_dicts()
    index = next(i for i in range(3, len(actions)) if actions[i]["kind"] == kind)
    window = open_page(
        qtbot, make_window().ctx, session, made_review(session, (decision(session, index, 0.2, 0.5, 0.02),))
    )
    window.open_position(index)
    replay = window.replay
    qtbot.waitUntil(lambda: replay.controller.position == index, timeout=5000)
    assert replay.better_drawn
    assert drawn_on_table(replay.game_page, actions[index])
    replay.go(index + 1)
    replay.go(index - 1)
    assert not replay.better_drawn
    assert not drawn_on_table(replay.game_page, actions[index]) or actions[index - 1] == actions[index]
    replay.go(index)
    assert drawn_on_table(replay.game_page, actions[index])


# what a screen reader gets -----------------------------------------------------------------------
def test_the_progress_bar_is_named_and_the_finished_review_is_announced(qtbot, make_window, monkeypatch):
    from bugbox.ui import review_window

    monkeypatch.setattr(ReviewWindow, "workers", 1)
    monkeypatch.setattr(ReviewWindow, "max_futures", 1)
    monkeypatch.setattr(review_window, "review_seconds", lambda actions: 2.0)
    session = finished()
    window = ReviewWindow(make_window().ctx, session)
    qtbot.addWidget(window)
    window.show()
    assert window.progress.accessibleName() == "Review progress"
    assert window.announced == []
    qtbot.waitUntil(lambda: window.review is not None, timeout=120_000)
    assert window.announced == ["The review is ready."]
    qtbot.waitUntil(lambda: not window.running(), timeout=30_000)


def test_the_chart_is_described_in_words(qtbot, make_window):
    """Where each player's chance rose and fell most, and the three costliest moves."""
    session = finished()
    total = len(session.actions)
    ada = [0.5 if n < 8 else 0.2 for n in range(total)] + [1.0]
    positions = tuple(Position(n, (a, 1 - a), (0.05, 0.05) if n < total else (0.0, 0.0)) for n, a in enumerate(ada))
    worst = decision(session, 7, 0.1, 0.6, 0.02)
    decisions = (decision(session, 3, 0.4, 0.5, 0.01), worst, decision(session, 11, 0.3, 0.5, 0.01))
    review = Review(game=session.game_id, seats=("Ada", "Bob"), positions=positions, decisions=decisions, depth=96)
    window = open_page(qtbot, make_window().ctx, session, review)
    text = window.graph.accessibleDescription()
    assert (
        "Ada: 50\u00a0% at the set-up, 100\u00a0% at the end. "
        f"Rose most with move {total} (by 80\u00a0%). Fell most with move 8 (by 30\u00a0%)."
    ) in text
    assert (
        "Bob: 50\u00a0% at the set-up, 0\u00a0% at the end. "
        f"Rose most with move 8 (by 30\u00a0%). Fell most with move {total} (by 80\u00a0%)."
    ) in text
    assert text.endswith(
        "The costliest moves: move 8 (Ada, 50\u00a0%), move 12 (Ada, 20\u00a0%), move 4 (Bob, 10\u00a0%)."
    ), text


def test_the_assumption_is_said_plainly(qtbot, make_window):
    session = finished()
    window = open_page(qtbot, make_window(language="de").ctx, session, made_review(session))
    assert window.assumes.isVisible()
    assert window.assumes.text() == "Siegchancen, wenn ab hier alle wie der Computerspieler „schwer“ spielen"


# keys ----------------------------------------------------------------------------------------------
def test_escape_leaves_the_replay_then_the_review(qtbot, make_window):
    session = finished()
    window = open_page(qtbot, make_window().ctx, session, made_review(session, (decision(session, 5, 0.2, 0.5, 0.02),)))
    window.activateWindow()
    window.open_position(5)
    replay = window.replay
    replay.steps.setFocus()
    qtbot.keyClick(replay.steps, Qt.Key.Key_Escape)
    assert window.replay is None and window.stack.currentIndex() == 1 and window.isVisible()
    window.costly.setFocus()
    qtbot.keyClick(window.costly, Qt.Key.Key_Escape)
    assert not window.isVisible()


def test_return_presses_the_focused_button_in_the_review_and_the_replay(qtbot, make_window):
    session = finished()
    window = open_page(qtbot, make_window().ctx, session, made_review(session, (decision(session, 5, 0.2, 0.5, 0.02),)))
    window.activateWindow()
    window.open_position(5)
    replay = window.replay
    step = replay.buttons["forward"]
    step.setFocus()
    qtbot.keyClick(step, Qt.Key.Key_Return)
    assert replay.controller.position == 6
    close = replay.buttons["close"]
    close.setFocus()
    qtbot.keyClick(close, Qt.Key.Key_Return)
    assert window.replay is None
    window.close_button.setFocus()
    qtbot.keyClick(window.close_button, Qt.Key.Key_Return)
    assert not window.isVisible()


def test_space_on_the_replays_close_button_closes_it_and_plays_nothing(qtbot, make_window):
    window = make_window()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)  # its shortcuts are live
    viewer = window.open_replay(finished(), None)
    closed = []
    viewer.closed.connect(lambda: closed.append(True))
    close = viewer.buttons["close"]
    close.setFocus()
    qtbot.keyClick(close, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: closed == [True], timeout=2000)
    assert not viewer.controller.playing


def test_escape_leaves_a_replay_opened_from_a_file(qtbot, make_window, tmp_path):
    from bugbox.core.saves import save_session

    window = make_window()
    path = tmp_path / "over.json"
    save_session(finished(), path)
    assert window.open_file(path)
    viewer = window.replay_page
    viewer.steps.setFocus()
    qtbot.keyClick(viewer.steps, Qt.Key.Key_Escape)
    assert window.replay_page is None


def test_return_presses_review_this_game_at_the_end_of_a_game(qtbot, make_window):
    from bugbox.ui.review_window import ReviewOffer

    window = make_window()
    session = finished()
    window.start_session(session)
    page = window.current_page()
    offer = page.findChild(ReviewOffer, "review_this_game")
    assert offer is not None and offer.isVisible()
    key = keeping.fingerprint(session.game_id, session.setup.model_dump(mode="json"), session.action_dicts())
    keeping.keep(key, made_review(session))  # opens at once
    offer.setFocus()
    qtbot.keyClick(offer, Qt.Key.Key_Return)
    assert offer.window_shown is not None and offer.window_shown.isVisible()
    offer.window_shown.close()


# a review for every finished game ------------------------------------------------------------------
def test_a_finished_game_opened_from_a_file_offers_its_review(qtbot, make_window, tmp_path):
    """It opened in the replay, which offered no review."""
    from bugbox.core.saves import save_session

    window = make_window()
    session = finished()
    path = tmp_path / "over.json"
    save_session(session, path)
    key = keeping.fingerprint(session.game_id, session.setup.model_dump(mode="json"), session.action_dicts())
    keeping.keep(key, made_review(session))
    assert window.open_file(path)
    viewer = window.replay_page
    button = viewer.buttons["review"]
    assert button.isVisible() and button.text() == "Review this game"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    review = viewer.review_window
    assert review is not None and review.isVisible() and review.review is not None
    review.close()


def test_an_unfinished_save_in_the_replay_offers_no_review(qtbot, make_window):
    window = make_window()
    session = finished()
    short = Session.replay(session.game_id, session.setup, session.seed, session.action_dicts()[:10])
    viewer = window.open_replay(short, None)
    assert not viewer.buttons["review"].isVisible()


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_the_replay_of_a_finished_game_with_its_review_button_fits_a_laptop_screen(qtbot, make_window, language):
    """The bar's one more button ("Review this game") keeps Close within reach (issue 32)."""
    from PySide6.QtCore import QSize

    from tests.gui.ui.test_side_panel import SIZES, _cut, _settle

    window = make_window(language=language)
    session = finished()
    for size in reversed(SIZES):
        window.resize(*size)
        viewer = window.open_replay(session, None)
        _settle(qtbot)
        assert viewer.buttons["review"].isVisible()
        assert window.size() == QSize(*size), f"the window grew to {window.size().toTuple()} at {size}"
        assert _cut(viewer, window) == [], size
        window.close_replay()


def test_the_replays_steps_carry_the_move_numbers_the_review_uses(qtbot, make_window):
    session = finished()
    window = open_page(
        qtbot, make_window().ctx, session, made_review(session, (decision(session, 41, 0.2, 0.5, 0.02),))
    )
    window.open_position(41)
    replay = window.replay
    steps = [replay.steps.item(row).text() for row in range(replay.steps.count())]
    assert steps[0] == "The set-up"
    assert all(steps[n].startswith(f"{n}. ") for n in range(1, len(steps)))
    replay.go(42)
    assert replay.steps.currentItem().text().startswith("42. ")
