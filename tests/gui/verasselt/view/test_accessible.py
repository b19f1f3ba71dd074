"""Voll verasselt's table for a screen reader (games/verasselt/view/accessible.py): the golden
save in the middle of a pile-up opened in the real main window, its parts read as a screen
reader gets them, and its decisions done through the table as a blind player does them."""

from __future__ import annotations

from bugbox.core.saves import load_save
from bugbox.games.verasselt import rules
from bugbox.games.verasselt.cards import COLOURS
from bugbox.games.verasselt.rules import ChooseGroup, PileUp, Roll
from tests.e2e.table_facts import golden_to_read

SAVE = "verasselt"


def open_golden(make_window, qtbot, tmp_path):
    window = make_window()
    path = golden_to_read(SAVE, tmp_path)
    assert window.open_file(path)
    page = window.current_page()
    qtbot.waitUntil(page.can_act, timeout=10_000)
    return window, page, path


def parts_by_key(page) -> dict:
    return {p.key: p for p in page.table_view().described_table.parts}


def test_each_pile_up_decision_names_the_colours_it_puts_into_the_front_yard(make_window, qtbot, tmp_path):
    _, page, _ = open_golden(make_window, qtbot, tmp_path)
    state = page.state
    piles = [a for a in rules.legal_actions(state) if isinstance(a, PileUp)]
    assert piles, "the golden save is in the middle of a pile-up"
    decisions = [p for p in page.table_view().described_table.decisions() if p.key.startswith("decision:pile-")]
    assert len(decisions) == len(piles)
    for action in piles:
        counts = action.front_yard.as_dict()
        key = "decision:pile-" + "-".join(str(n) for n in counts.values())
        part = parts_by_key(page)[key]
        if action.front_yard.total:
            assert "front yard" in part.name
            for colour in COLOURS:
                if counts[colour]:
                    word = "double bars" if colour not in ("red", "yellow", "green", "blue") else colour
                    assert f"{counts[colour]} {word}" in part.name, (part.name, counts)
        else:
            assert "onto your heap" in part.name and "front yard" not in part.name


def test_a_pile_up_done_through_the_table_changes_the_game_as_the_rules_say(make_window, qtbot, tmp_path):
    _, page, path = open_golden(make_window, qtbot, tmp_path)
    piles = [a for a in rules.legal_actions(page.state) if isinstance(a, PileUp)]
    action = max(piles, key=lambda a: a.front_yard.total)  # the one that moves most into the yard
    key = "decision:pile-" + "-".join(str(n) for n in action.front_yard.as_dict().values())
    seat = page.state.receipt.player if page.state.receipt is not None else page.state.active
    before = len(page.session.actions)
    parts_by_key(page)[key].action()
    qtbot.waitUntil(lambda: len(page.session.actions) > before, timeout=10_000)
    assert page.session.actions[before] == action
    # the same action played by the rules on the saved game leaves the same front yard
    expected = load_save(path)[1]
    expected.play(action)
    assert page.session.actions[: before + 1] == expected.actions
    qtbot.waitUntil(lambda: f"yard-{seat}" in parts_by_key(page), timeout=5_000)
    yard = parts_by_key(page)[f"yard-{seat}"].name
    total = expected.state.front_yards[seat].total
    assert (f"{total} bug" in yard) if total else ("no bugs" in yard), yard
    qtbot.waitUntil(lambda: page.can_act() or not page.has_running_game(), timeout=30_000)


def test_the_dice_parts_name_each_face_showing_and_the_heaps_each_player(make_window, qtbot, tmp_path):
    _, page, _ = open_golden(make_window, qtbot, tmp_path)
    state = page.state
    parts = parts_by_key(page)
    assert len(state.dice) == 7
    for index, face in enumerate(state.dice):
        name = parts[f"die-{index}"].name
        word = "double bars" if face not in ("red", "yellow", "green", "blue") else face
        assert name.startswith(f"Die {index + 1}: {word}"), name
    for seat, player in enumerate(state.names):
        heap = parts[f"heap-{seat}"].name
        assert heap.startswith(f"{player}'s heap"), heap
        total = state.heaps[seat].total
        assert (f"{total} bug" in heap) if total else ("no bugs" in heap)
    assert parts["pile"].name.startswith(f"Draw pile: {state.pile.total} card"), parts["pile"].name
    assert page.table_view().described_table.name == "Table of Voll verasselt"


def test_choosing_dice_through_the_table_does_what_clicking_them_does(table, qtbot):
    t = table(("human", "computer"), seed=2)
    t.wait_for_human()
    if t.scene.handover.isVisible():
        t.click(t.scene.handover)
        t.wait_for_human()
    page = t.page
    described = page.table_view().described_table

    def part(key: str):
        return next(p for p in described.parts if p.key == key)

    before = len(t.session.actions)
    if t.state.phase == "choose_group":
        part("decision:hub").action()
        qtbot.waitUntil(lambda: len(t.session.actions) > before, timeout=5_000)
        assert t.session.actions[before] == ChooseGroup(group="hub")
        t.wait_for_human()
    assert any(isinstance(a, Roll) for a in rules.legal_actions(t.state))
    face = colour_words(t.state.dice[0])
    assert part("decision:die-0").name == f"Choose die 1 ({face}) to roll (key 1)"
    part("decision:die-0").action()
    assert page.selection == {0}
    assert part("decision:die-0").name == f"Put back die 1 ({face}) (key 1)"
    assert part("die-0").name.endswith("chosen to roll")
    t.click(t.scene.dice[1])  # the mouse chooses the second: the table tells the same
    assert page.selection == {0, 1}
    assert part("decision:die-1").name.startswith("Put back die 2")
    played = len(t.session.actions)
    part("decision:roll-all").action()
    qtbot.waitUntil(lambda: len(t.session.actions) > played, timeout=5_000)
    assert t.session.actions[played] == Roll(dice=tuple(range(len(t.state.dice))))
    qtbot.waitUntil(lambda: page.can_act() or not page.has_running_game(), timeout=30_000)


def colour_words(face: str) -> str:
    return face if face in ("red", "yellow", "green", "blue") else "double bars"
