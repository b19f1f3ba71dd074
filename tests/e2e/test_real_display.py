"""The installed `bugbox` on a real X server (Xvfb, the xcb platform), played with real X
input (xdotool) at the default settings: after one human decision in each game the next
prompt and its buttons must be on the screen without any further input.

What is on the X server is compared with a twin: the same saved game opened in this process
on the offscreen platform, the same decision applied, rendered fresh. The twin also says
where to click. Without Xvfb or xdotool the test is skipped with that reason, and under
CI=true it fails instead (`.ci/run` installs both, so CI always runs it).
"""

import os
import subprocess
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRect
from PySide6.QtGui import QImage

from bugbox.core.players import Level, Seat, Setup
from bugbox.core.saves import save_session
from bugbox.core.session import Session
from tests.e2e.xserver import share_differing, x_server

#: the installed bugbox at its default (normal) speed: over a minute of real time
pytestmark = [pytest.mark.xvfb, pytest.mark.realtime]

SCREEN = (1600, 1000)


@pytest.fixture(scope="module")
def display():
    with x_server(SCREEN) as number:
        yield number


class RealBugbox:
    """`bugbox FILE` on the X server, with its own home; xdotool for the mouse and keys."""

    def __init__(self, display: str, save: Path, home: Path, shots: Path, name: str):
        self.env = {**os.environ, "DISPLAY": display, "QT_QPA_PLATFORM": "xcb", "BUGBOX_HOME": str(home)}
        self.env.pop("QT_QPA_PLATFORMTHEME", None)
        self.shots, self.name = shots, name
        self.errors = shots / f"{name}_stderr.txt"
        with open(self.errors, "wb") as errors:
            self.process = subprocess.Popen(
                ["bugbox", str(save)], env=self.env, stdout=subprocess.DEVNULL, stderr=errors
            )
        self.window = self._find_window()
        self.geometry = self._geometry()

    def x(self, *args: str) -> str:
        return subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=20).stdout

    def _find_window(self) -> str:
        """The main window: the largest visible window of the process once it is table-sized (a
        small one, 6 x 14 in one CI run, can be visible for a moment before it)."""
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            assert self.process.poll() is None, self.errors.read_text(errors="replace")
            found = self.x("search", "--onlyvisible", "--pid", str(self.process.pid)).split()
            sized = [(self._geometry(window).size(), window) for window in found]
            big = [(size.width() * size.height(), window) for size, window in sized if size.width() >= 400]
            if big:
                return max(big)[1]
            time.sleep(0.2)
        raise AssertionError("bugbox showed no window within 30 s")

    def _geometry(self, window: str | None = None) -> QRect:
        shell = self.x("getwindowgeometry", "--shell", window or self.window)
        values = dict(line.split("=") for line in shell.split() if "=" in line)
        if not {"X", "Y", "WIDTH", "HEIGHT"} <= values.keys():  # the window went away meanwhile
            return QRect()
        return QRect(int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"]))

    def click(self, point) -> None:
        self.x(
            "mousemove", "--sync", str(self.geometry.x() + round(point.x())), str(self.geometry.y() + round(point.y()))
        )
        self.x("click", "1")

    def key(self, name: str) -> None:
        self.x("key", "--window", self.window, name)

    def rest_the_mouse(self) -> None:
        """Off the window, so nothing is shown hovered."""
        self.x("mousemove", "--sync", str(SCREEN[0] - 2), str(SCREEN[1] - 2))

    def screen(self, label: str) -> QImage:
        shot = self.shots / f"{self.name}_{label}.png"
        subprocess.run(
            ["import", "-display", self.env["DISPLAY"], "-window", "root", str(shot)], check=True, timeout=30
        )
        return QImage(str(shot)).copy(self.geometry).convertToFormat(QImage.Format.Format_RGB32)

    def close(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()


@pytest.fixture
def twin(make_window):
    """The same save opened here, offscreen, at the real window's size, animations off."""

    def make(save: Path, size):
        window = make_window()
        window.resize(size)
        assert window.open_file(save)
        return window

    return make


def window_point(window, view, scene_point: QPointF):
    return view.viewport().mapTo(window, view.mapFromScene(scene_point))


def seats(kinds):
    names = ("Anna", "Ben")
    colours = ("red", "blue")
    return tuple(
        Seat(name=names[i], colour=colours[i], computer=k == "computer", level=Level.NORMAL)
        for i, k in enumerate(kinds)
    )


def verasselt_session() -> Session:
    from bugbox.games.verasselt import rules

    for seed in range(1, 200):  # a first roll of all dice that is no bust: Anna decides again
        session = Session("verasselt", Setup(seats=seats(("human", "computer")), start_player=0), seed)
        if session.state.phase in ("boost_or_roll",):
            after, _ = rules.apply(session.state, rules.Roll(dice=tuple(range(7))))
            if after.phase == "decide":
                return session
    raise AssertionError("no seed")


def test_one_decision_of_each_game_on_a_real_display(display, twin, tmp_path, qtbot):
    shots = Path(os.environ.get("BUGBOX_SHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    from bugbox.games.schaben.tasks import shipped_tasks

    task = next(t for t in shipped_tasks() if t.id == "0A")
    games = {
        "verasselt": verasselt_session(),
        "verflixxt": Session(
            "verflixxt", Setup(seats=seats(("human", "computer")), start_player=0, options={"wurminator": False}), 3
        ),
        "schaben": Session(
            "schaben", Setup(seats=(Seat(name="Player", colour="green"),), options={"task": task.to_json()}), 0
        ),
    }
    for name, session in games.items():
        save = tmp_path / f"{name}.bugbox"
        save_session(session, save)
        real = RealBugbox(display, save, tmp_path / f"home_{name}", shots, name)
        try:
            real.rest_the_mouse()
            time.sleep(1.5)
            real.screen("before")
            here = twin(save, real.geometry.size())
            page = here.current_page()
            # One decision with real X input; the twin takes the same one.
            if name == "verasselt":
                real.key("a")  # Roll all
                page.roll_all()
            elif name == "verflixxt":
                real.click(window_point(here, page.view, page.scene.die.sceneBoundingRect().center()))
                page.roll()
            else:
                step = task.solution[0]
                slot = next(c.slot for c in page.scene.cards if c.kind == step.card)
                from bugbox.games.schaben.view.scene import centre

                real.click(window_point(here, page.view, page.scene.cards[slot].sceneBoundingRect().center()))
                time.sleep(0.5)
                real.click(window_point(here, page.view, centre(step.to)))
                page._card_clicked(slot)
                page._square_clicked(step.to)
            real.rest_the_mouse()
            time.sleep(4)  # the animations at "normal" speed
            seen = real.screen("after")
            # the twin lays itself out as a shown window does (its side panel takes its share of
            # the width at the page's first resize) before it is grabbed
            qtbot.wait(100)
            expected = here.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
            expected.save(str(shots / f"{name}_twin.png"))
            assert seen.size() == expected.size()
            assert len(page.flow.session.actions) == 1
            # The table must be as it should be; the panel's widgets may sit a pixel or two
            # apart between the platforms, so the whole window gets a little more room.
            viewport = page.view.viewport()
            table = QRect(viewport.mapTo(here, viewport.rect().topLeft()), viewport.size())
            on_table = share_differing(seen, expected, table)
            assert on_table < 0.01, f"{name}: {on_table:.1%} of the table differs from what it should show"
            overall = share_differing(seen, expected)
            assert overall < 0.03, f"{name}: {overall:.1%} of the window differs from what it should show"
            for button in _buttons_shown(name, page):
                box = button.mapRectToScene(button.boundingRect())
                rect = page.view.viewport().mapTo(here, page.view.mapFromScene(box).boundingRect().topLeft())
                area = QRect(rect, page.view.mapFromScene(box).boundingRect().size())
                assert share_differing(seen, expected, area, 1) < 0.02, f"{name}: a button is not shown right"
        finally:
            real.close()


def _buttons_shown(name, page):
    if name == "verasselt":
        buttons = [page.scene.buttons[b] for b in ("roll", "roll_all", "stop")]
        assert all(b.isVisible() for b in buttons)
        return buttons
    return []
