"""The scenes of test_untrusted_text.py: each game played with names and ids that look like HTML.

Not collected on its own (the name does not start with test_): test_untrusted_text.py runs
`pytest untrusted_scenes.py::test_<scene>` in a child process, in a folder where `fifo` is a
FIFO, so a name read as HTML kills or stops the child and not the test run. The child's
address space is capped here (`CAP`): Qt reading /dev/zero fails at once instead of filling
the machine's memory.

What "shown as literal text" means, per kind of thing that shows text (`look`):
- a QLabel: plain text (`Qt.PlainText`), or one of bugbox's few rich labels (`RichLabel`: our
  own markup, the names in it escaped), read through a QTextDocument as Qt renders it;
- a tooltip: Qt renders it as HTML when `Qt.mightBeRichText` says so, else as it is;
- a scene text item: its `toPlainText()`; list and table cells: as they are (Qt's delegates
  paint them plain); a button: its text with "&" taken as Qt takes it (the mark of a shortcut).
Every label with text in the whole application, shown or not, must be plain or a RichLabel:
that is the structural guard, and it fails when a new label shows text in Qt.AutoText. Then,
for every text shown: a string that holds a piece of a hostile string (its "Mallory") must hold
the whole literal string. And each scene checks the places a player reads the names: the
prompts, the turn, the end title, the notice bar, the tooltips (shown for real), the dialogs.
A string with an image tag is never handed to a rich-text renderer here: that is a failure
by itself.
"""

import json
import re
import resource
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt, QTimer
from PySide6.QtGui import QHelpEvent, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QMessageBox,
    QToolTip,
    QWidget,
)

from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session

#: The child's address space: a bugbox window with three games open takes about 1.3 GB of it.
CAP = 3 * 2**30
resource.setrlimit(resource.RLIMIT_AS, (CAP, resource.getrlimit(resource.RLIMIT_AS)[1]))

BOLD = "<b>Mallory</b>"
ZERO = "<img src=/dev/zero>"
LINK = "<a href=x>Yoyo</a>"
FIFO = "<img src=fifo>"  # a FIFO in the child's working folder (relative paths resolve there)
BROKEN = "<u>Broken</u>"
AMP = "Tom & <i>Jerry</i>"  # "&" also marks a shortcut key on buttons and in menus
#: Each hostile string and a piece of it a player would still see were it read as HTML (the
#: bold "Mallory", the link "Yoyo"); an image shows nothing, so for those the scenes check the
#: places where the string must be seen.
HOSTILE = {BOLD: "Mallory", ZERO: "/dev/zero", LINK: "Yoyo", FIFO: "src=fifo", BROKEN: "Broken", AMP: "Jerry"}
IMAGE = re.compile(r"<\s*img\b", re.IGNORECASE)
# what the offscreen platform says when a question box comes up
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support raise")

try:
    from bugbox.ui.plaintext import RichLabel

    RICH: tuple[type, ...] = (RichLabel,)
except ImportError:  # before bugbox had its plain-text module: every label must then be plain
    RICH = ()


def rendered(text: str, rich: bool, problems: list[str], what: str) -> str:
    """`text` as Qt shows it: as it is, or (rich) what its HTML renders to."""
    if not rich:
        return text
    if IMAGE.search(text):
        problems.append(f"{what}: an image tag reaches the rich-text renderer: {text[:120]!r}")
        return ""
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def is_rich(label: QLabel) -> bool:
    """Whether Qt renders the label's text as rich text."""
    fmt = label.textFormat()
    if fmt == Qt.TextFormat.AutoText:
        return GuiQt.mightBeRichText(label.text())
    return fmt != Qt.TextFormat.PlainText


def shown(label: QLabel) -> str:
    """What `label` shows, as a player reads it."""
    problems: list[str] = []
    text = rendered(label.text(), is_rich(label), problems, "label")
    assert not problems, problems
    return text


def button_text(text: str) -> str:
    """A button's text as shown: "&&" is an "&", any other "&" marks the next letter as the
    shortcut and is not shown."""
    return re.sub(r"&(.)", r"\1", text)


def describe(widget: QWidget | None) -> str:
    names = []
    while widget is not None and len(names) < 4:
        names.append(widget.objectName() or type(widget).__name__)
        widget = widget.parentWidget()
    return "/".join(reversed(names))


def _elided(literal: str, text: str) -> bool:
    """The literal cut short with an ellipsis (a long name on a narrow place)."""
    return any(literal[:cut] + "…" in text for cut in range(1, len(literal)))


class Screen:
    """Every text the application shows at one moment, and what is wrong with them."""

    def __init__(self, where: str):
        self.where = where
        self.texts: list[tuple[str, str]] = []
        self.problems: list[str] = []

    def add(self, what: str, raw: str, rich: bool) -> None:
        self.texts.append((what, rendered(raw, rich, self.problems, what)))

    def check(self) -> "Screen":
        for what, text in self.texts:
            for literal, piece in HOSTILE.items():
                if piece in text and literal not in text and not _elided(literal, text):
                    self.problems.append(f"{what} shows {text[:120]!r}: {literal!r} lost its literal form")
        assert not self.problems, f"{self.where}:\n" + "\n".join(self.problems)
        return self

    def holding(self, literal: str) -> list[str]:
        return [what for what, text in self.texts if literal in text]


def look(where: str) -> Screen:
    """Walk every widget, tooltip, list cell and scene item of the application."""
    screen = Screen(where)
    scenes = []
    for widget in QApplication.allWidgets():
        if isinstance(widget, QLabel) and widget.text():
            what = f"label {describe(widget)}" + ("" if widget.isVisible() else " (hidden)")
            if widget.objectName() != "qtooltip_label":  # Qt's tooltip guesses: see tooltips below
                fmt = widget.textFormat()
                if fmt != Qt.TextFormat.PlainText and not isinstance(widget, RICH):
                    screen.problems.append(f"{what} shows {widget.text()[:80]!r} as {fmt.name}, not PlainText")
            screen.add(what, widget.text(), is_rich(widget))
        if isinstance(widget, QAbstractButton) and widget.text():
            screen.add(f"button {describe(widget)}", button_text(widget.text()), False)
        tip = widget.toolTip()
        if tip:
            screen.add(f"tooltip of {describe(widget)}", tip, GuiQt.mightBeRichText(tip))
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            if not any(widget.scene() is s for s in scenes):
                scenes.append(widget.scene())
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            root = widget.rootIndex()
            for row in range(min(model.rowCount(root), 200)):
                for column in range(12):  # (a list model hides its columnCount from Python)
                    index = model.index(row, column, root)
                    if not index.isValid():
                        break
                    what = f"cell ({row}, {column}) of {describe(widget)}"
                    text = index.data(Qt.ItemDataRole.DisplayRole)
                    if isinstance(text, str) and text:
                        screen.add(what, text, False)
                    tip = index.data(Qt.ItemDataRole.ToolTipRole)
                    if isinstance(tip, str) and tip:
                        screen.add(f"tooltip of {what}", tip, GuiQt.mightBeRichText(tip))
    for scene in scenes:
        for item in scene.items():
            tip = item.toolTip()
            if tip:
                screen.add(f"tooltip of a {type(item).__name__} in the scene", tip, GuiQt.mightBeRichText(tip))
            if isinstance(item, QGraphicsTextItem):
                if IMAGE.search(item.toHtml()):
                    screen.problems.append(f"a scene text item holds an image: {item.toHtml()[:200]!r}")
                screen.add(f"scene text item {item.toPlainText()[:30]!r}", item.toPlainText(), False)
            elif isinstance(item, QGraphicsSimpleTextItem):
                screen.add("scene simple text item", item.text(), False)
    return screen.check()


def tooltip_at(widget: QWidget, pos: QPoint) -> str:
    """The tooltip that comes when the pointer rests on `widget` at `pos`, as its label shows
    it (Qt's own tooltip label renders it right away)."""
    QToolTip.hideText()
    QApplication.sendEvent(widget, QHelpEvent(QEvent.Type.ToolTip, pos, widget.mapToGlobal(pos)))
    tips = [w for w in QApplication.topLevelWidgets() if w.objectName() == "qtooltip_label" and w.isVisible()]
    assert tips, f"no tooltip came on {describe(widget)}"
    assert isinstance(tips[0], QLabel)
    tips[0].grab()  # painted as on the screen
    text = shown(tips[0])
    QToolTip.hideText()
    return text


def answer_dialogs(*handlers, seconds: float = 15) -> list:
    """Hand each modal dialog that comes, in turn, to the next handler, which looks at it and
    closes it. Returns the handlers still waiting (none when every dialog came)."""
    waiting = list(handlers)
    seen: list[QWidget] = []
    deadline = time.monotonic() + seconds

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is not None and waiting and not any(dialog is s for s in seen):
            seen.append(dialog)
            waiting.pop(0)(dialog)
        if waiting and time.monotonic() < deadline:
            QTimer.singleShot(50, poll)

    QTimer.singleShot(0, poll)
    return waiting


def open_records(window, game_id: str):
    window.back_to_launcher()
    records = window.show_records()
    records.show_game(game_id)
    records.finish_loading()
    return records


def replay_first(qtbot, window, records):
    records.games.selectRow(0)
    qtbot.mouseClick(records.replay_button, Qt.MouseButton.LeftButton)
    viewer = window.replay_page
    assert viewer is not None and window.stack.currentWidget() is viewer
    return viewer


def finish(qtbot, window, page) -> None:
    """Play the game on `page` to its end, the computer deciding for the human seats too."""
    from bugbox.core.registry import ai_for

    controller = page.flow
    ai = ai_for(controller.session.game_id)
    for _ in range(3000):
        qtbot.waitUntil(lambda: controller.can_act() or controller.session.is_over(), timeout=60000)
        if controller.session.is_over():
            break
        assert controller.submit(ai.choose_action(controller.state, Level.NORMAL, len(controller.session.actions)))
    qtbot.waitUntil(lambda: controller.session.is_over() and not controller.showing_events(), timeout=60000)


def notice_says(window, literal: str) -> None:
    assert window.notice.isVisible(), "the notice bar is not shown"
    assert literal in shown(window.notice.label), shown(window.notice.label)


def unknown_game_files(folder: Path, kept: Path) -> list[Path]:
    """A save and a kept game whose `game` fields look like HTML (files a friend could send)."""
    entry = json.loads(kept.read_text(encoding="utf-8"))
    save = dict(entry["save"], game=BOLD)
    (folder / "save.json").write_text(json.dumps(save), encoding="utf-8")
    (folder / "kept-game.json").write_text(json.dumps(dict(entry, save=dict(entry["save"], game=ZERO))))
    return [folder / "save.json", folder / "kept-game.json"]


# --- Verflixxt! kompakt with the Wurminator, at the animation speed people play -------------------


def test_verflixxt(qtbot, make_window, screen_truth, tmp_path):
    from bugbox.core import records as archive
    from bugbox.core.rng import Rng, seed_state
    from bugbox.core.settings import Settings, save_settings
    from bugbox.games.verflixxt import rules
    from bugbox.games.verflixxt.course import parse_piece
    from bugbox.paths import settings_path
    from tests.gui.verflixxt.conftest import Table

    save_settings(Settings(confirm_abandon=False), settings_path())  # the default speed, "normal"
    window = make_window()
    assert window.ctx.settings.animation_speed == "normal"
    seats = (
        Seat(name=BOLD, colour="red"),
        Seat(name=ZERO, colour="blue"),
        Seat(name=LINK, colour="green", computer=True, level=Level.EASY),
        Seat(name=FIFO, colour="yellow", computer=True, level=Level.EASY),
    )
    setup = Setup(seats=seats, start_player=0, options={"wurminator": True})
    seed = 4
    t = Table(qtbot, window, setup, seed, screen_truth)
    page = t.page
    tips = 0
    for decision in range(6):
        t.wait_for_human()
        state = t.state
        screen_truth(window)
        look(f"Verflixxt, decision {decision}")
        me = state.seats[rules.deciding_player(state)].name
        assert me in shown(page.panel.prompt), shown(page.panel.prompt)
        assert state.seats[state.current].name in shown(page.panel.turn), shown(page.panel.turn)
        for piece, item in page.scene.pieces.items():  # the pawns' tooltips, as the pointer shows them
            what, seat, _ = parse_piece(piece)
            point = t.clickable_point(item) if what == "pawn" else None
            if point is not None:
                assert seats[seat].name in tooltip_at(page.view.viewport(), t.at(point))
                tips += 1
        t.play_human_turn_step(how=decision)
    assert tips >= 4

    # the end: the last move of a game played out in the rules, on the table
    played = Session("verflixxt", setup, seed)
    rng = Rng(seed_state(seed))
    while not played.is_over():
        legal = rules.legal_actions(played.state)
        played.play(legal[rng.below(len(legal))])
    window.start_session(Session.replay("verflixxt", setup, seed, played.action_dicts()[:-1]))
    page = window.current_page()
    if page.flow.can_act():
        t.play_human_turn_step()
    qtbot.waitUntil(lambda: page.flow.session.is_over() and page.end.isVisible(), timeout=60000)
    t.wait_idle(20000)
    screen_truth(window)
    screen = look("Verflixxt, the end")
    winners = [seats[seat].name for seat in rules.winners(page.flow.state)]
    assert all(name in shown(page.end.title) for name in winners), shown(page.end.title)
    notice_says(window, winners[0])
    assert screen.holding(winners[0])

    # the Records page, its rename dialog, and the viewer
    records = open_records(window, "verflixxt")
    screen = look("Records")
    assert [BOLD, ZERO] == sorted(row[0] for row in records.row_texts() if not row[0].startswith("Computer"))
    assert records.games_model.index(0, 1).data() == ", ".join(s.name for s in seats)
    dialogs: dict[str, Screen] = {}

    def which(dialog) -> None:
        try:
            dialogs["which"] = look("the rename dialog: which name?")
            dialog.setTextValue(ZERO)
        finally:
            dialog.accept()

    def rename(dialog) -> None:
        try:
            dialogs["as"] = look("the rename dialog: the new name")
        finally:
            dialog.reject()

    waiting = answer_dialogs(which, rename)
    records.rename_button.click()
    assert not waiting, "a dialog of the rename did not come"
    assert dialogs["as"].holding("Count the games of " + ZERO), dialogs["as"].texts

    viewer = replay_first(qtbot, window, records)
    viewer.go(0)
    look("the replay viewer at the set-up")
    assert shown(viewer.game_page.panel.prompt) == f"Replay: {BOLD}'s turn."

    # a kept game whose "finished" says HTML, and files for games bugbox does not know
    (kept,) = [p for p in archive.records_dir().glob("*.json") if p.name != "names.json"]
    entry = json.loads(kept.read_text(encoding="utf-8"))
    (tmp_path / "finished.json").write_text(json.dumps(dict(entry, finished=BOLD)), encoding="utf-8")
    assert window.open_file(tmp_path / "finished.json")
    look("the replay viewer of a game finished <b>Mallory</b>")
    assert BOLD in shown(window.replay_page.title), shown(window.replay_page.title)
    save, kept_game = unknown_game_files(tmp_path, kept)
    assert not window.open_file(save)
    look("the notice bar: a save of an unknown game")
    notice_says(window, BOLD)
    assert not window.open_file(kept_game)
    look("the notice bar: a kept game of an unknown game")
    notice_says(window, ZERO)


# --- Voll verasselt ----------------------------------------------------------------------------


def test_verasselt(qtbot, make_window, screen_truth):
    window = make_window()
    seats = (
        Seat(name=BOLD, colour="red"),
        Seat(name=LINK, colour="blue", computer=True, level=Level.NORMAL),
        Seat(name=ZERO, colour="green", computer=True, level=Level.EASY),
    )
    window.start_session(Session("verasselt", Setup(seats=seats, start_player=0), 11))
    page = window.current_page()
    screen_truth(window)
    look("Voll verasselt, the start")
    labels = [label.toPlainText() for label in page.scene.name_labels]
    for seat, label in zip(seats, labels, strict=True):
        assert seat.name in label or _elided(seat.name, label), labels
    assert BOLD in page.scene.prompt.toPlainText(), page.scene.prompt.toPlainText()
    finish(qtbot, window, page)
    screen_truth(window)
    look("Voll verasselt, the end")

    records = open_records(window, "verasselt")
    look("Records")
    assert BOLD in [row[0] for row in records.row_texts()]
    assert records.games_model.index(0, 1).data() == ", ".join(s.name for s in seats)
    viewer = replay_first(qtbot, window, records)
    viewer.go(0)
    look("the replay viewer at the set-up")
    assert viewer.game_page.scene.prompt.toPlainText() == f"Replay: {BOLD}'s turn"


# --- Schaben jagen: a task file, the player's own puzzles --------------------------------------


def test_schaben(qtbot, make_window, tmp_path):
    from bugbox.games.schaben.puzzles import puzzles_path
    from bugbox.games.schaben.tasks import shipped_tasks

    base = next(t for t in shipped_tasks() if t.id == "8B").to_json()
    file = tmp_path / "<i>Tasks <img src=fifo>.json"  # no slash in a file name
    tasks = [dict(base, id=task_id) for task_id in (BOLD, ZERO, LINK, FIFO, AMP)]
    file.write_text(json.dumps({"tasks": [*tasks, dict(base, id=BROKEN, cards=["sideways"])]}), encoding="utf-8")
    window = make_window()
    puzzles_path().parent.mkdir(parents=True, exist_ok=True)
    puzzles_path().write_text(json.dumps({"tasks": [dict(base, id=ZERO)]}), encoding="utf-8")
    window.play("schaben")
    page = window.current_page()
    page.new_game_request()
    browser = page.browser
    browser.load_tasks(file)  # the app's own loader, as "Load tasks from a file…" calls it
    screen = look("the task browser with the file loaded")
    assert file.name in shown(browser.custom_heading), shown(browser.custom_heading)
    assert BROKEN in shown(browser.errors), shown(browser.errors)
    assert [c.task.id for c in browser.custom_grid.cards] == [BOLD, ZERO, LINK, FIFO, AMP]
    for card in browser.custom_grid.cards + browser.puzzle_grid.cards:
        assert card.task.id in tooltip_at(card, card.rect().center())
    assert screen.holding(FIFO)

    # a try at the puzzle, so removing it asks first; then the task <b>Mallory</b> solved
    (puzzle,) = browser.puzzle_grid.cards
    qtbot.mouseClick(puzzle, Qt.MouseButton.LeftButton)
    look("the table of the puzzle <img src=/dev/zero>")
    assert ZERO in shown(page.panel.title)
    page.new_game_request()
    qtbot.mouseClick(browser.custom_grid.cards[4], Qt.MouseButton.LeftButton)  # a card played: a game runs
    assert page.flow.submit(page.task.solution[0])
    qtbot.waitUntil(lambda: not page.flow.showing_events(), timeout=5000)
    page.new_game_request()
    look("the task browser while the task Tom & <i>Jerry</i> is played")
    assert button_text(browser.continue_button.text()) == f"Back to Task {AMP}"
    qtbot.mouseClick(browser.custom_grid.cards[0], Qt.MouseButton.LeftButton)
    assert shown(page.panel.title) == f"Task {BOLD}"
    for step in page.task.solution:
        qtbot.waitUntil(lambda: not page.flow.showing_events(), timeout=5000)
        assert page.flow.submit(step)
    qtbot.waitUntil(lambda: page.flow.session.is_over() and not page.flow.showing_events(), timeout=5000)
    look("the task <b>Mallory</b> solved")

    page.new_game_request()
    asked: dict[str, Screen] = {}

    def question(box) -> None:
        try:
            asked["remove"] = look("the question before removing the puzzle")
        finally:
            box.button(QMessageBox.StandardButton.No).click()

    waiting = answer_dialogs(question)
    assert not browser.remove_puzzle(browser.puzzle_grid.cards[0].task)
    assert not waiting, "no question came"
    assert any("qt_msgbox_label" in what for what in asked["remove"].holding(ZERO)), asked["remove"].texts

    records = open_records(window, "schaben")
    look("Records")
    assert records.games_model.index(0, 1).data() == BOLD
    viewer = replay_first(qtbot, window, records)
    look("the replay viewer")
    assert shown(viewer.game_page.panel.title) == f"Task {BOLD}"
