"""The installed bugbox read as Orca reads it: through the real AT-SPI bus (a D-Bus session,
at-spi-bus-launcher, Debian's python3-pyatspi as the reader) on an Xvfb, for a golden save of
each game. On the table a screen reader must find the players' scores, the dice or the die
showing, the cards and pieces and where they stand, and a named action for each legal
decision (`table_facts.py` says which, from the model). Under CI=true a missing tool fails
the test (`xserver.py`)."""

from __future__ import annotations

import pytest

from bugbox.core.registry import GAMES
from tests.e2e.atspi_reader import measure, table_of
from tests.e2e.measure_tree import SCREEN, running_bugbox, settled_tree
from tests.e2e.table_facts import SAVES, TABLE_NAMES, facts, golden_to_read
from tests.e2e.xserver import accessibility_bus, x_server

pytestmark = [pytest.mark.xvfb]


@pytest.fixture(scope="module")
def bus():
    with x_server(SCREEN) as display, accessibility_bus(display) as env:
        yield env


@pytest.mark.parametrize("game", sorted(g for g in GAMES if g in SAVES))
def test_the_table_of_a_golden_save_reads_whole_on_the_bus(bus, tmp_path, game):
    save = golden_to_read(game, tmp_path)
    home = tmp_path / "home"
    home.mkdir()
    with running_bugbox(bus, [str(save)], home) as process:
        nodes = settled_tree(bus, process)
    table = table_of(nodes, TABLE_NAMES[game])
    assert table, "no table named for the game on the bus:\n" + "\n".join(f"{n.role} {n.name}" for n in nodes)
    figures = measure(table, facts(game))
    assert not figures.missing, f"{figures.line()}; missing {figures.missing}"
    assert all(n.name.strip() for n in table), [n.role for n in table if not n.name.strip()]
    assert any(n.role == "push button" for n in table), "no decision on the table"


def test_the_launcher_names_its_games_and_hides_the_tables(bus, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    with running_bugbox(bus, [], home) as process:
        nodes = settled_tree(bus, process)
    buttons = [n.name for n in nodes if n.role == "push button" and n.showing]
    for spec in GAMES.values():
        assert any(spec.title in name for name in buttons), (spec.title, buttons)
    assert len(buttons) == len(set(buttons)), f"buttons named alike: {buttons}"
    assert not [n for n in nodes if n.role == "canvas"], "a hidden game table is in the tree"
