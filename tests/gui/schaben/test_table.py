"""The kitchen table: what lights up, what is refused and why, keys, stacks, speed, language."""

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from bugbox.core.settings import Settings, save_settings
from bugbox.games.schaben.view.scene import STACK_STEP, centre
from bugbox.paths import settings_path


def test_a_square_he_cannot_reach_is_refused_with_the_rules_reason(table):
    t = table()
    t.open_situation("5A")  # he stands on G1 and looks west
    t.click_card(t.slot("forward"))
    assert "A1" in t.page.choices and "G2" not in t.page.choices
    t.click_square("G4")
    assert "cannot get to G4" in t.message() and "cannot get to G4" in t.window.notice.text()
    assert len(t.state.hand) == 4 and t.page.selected is not None  # the card is still in hand


def test_dragging_the_exterminator_off_his_line_snaps_him_back(table):
    t = table()
    t.open_situation("5A")
    t.click_card(t.slot("forward"))
    t.drag_exterminator("D4")
    assert "cannot get to D4" in t.message()
    assert t.scene.exterminator.pos() == centre("G1")
    t.drag_exterminator("D1")
    t.wait_idle()
    assert t.state.exterminator == "D1"


def test_a_card_dropped_off_his_line_is_picked_up_and_its_squares_light_up(table):
    t = table()
    t.open_situation("5A")
    slot = t.slot("forward")
    t.drag_card(slot, "C5")
    assert t.page.selected == slot and t.scene.markers["A1"].choice == "walk"
    assert t.scene.cards[slot].pos() == t.scene.cards[slot].home + QPointF(0, -12)  # back in the tray, raised
    assert len(t.state.hand) == 4


def test_a_card_dropped_beside_the_kitchen_goes_back_to_the_tray(table):
    t = table()
    t.open_situation("5A")
    slot = t.slot("left")
    t.drag(t.card_pos(slot), t.at(QPointF(1000, 790)))
    assert t.scene.cards[slot].pos() == t.scene.cards[slot].home and len(t.state.hand) == 4


def test_a_box_goes_only_on_an_empty_square(table):
    t = table()
    task = t.open_situation("24A")
    t.click_card(t.slot("box"))
    occupied = task.cockroaches[0].square
    assert t.page.choices.get(occupied) is None
    assert all(kind == "place" for square, kind in t.page.choices.items() if square not in task.boxes)
    t.click_square(occupied)
    assert f"{occupied} is taken" in t.message()
    assert len(t.state.hand) == len(task.cards)


def test_clicking_a_square_without_a_card_asks_for_a_card(table):
    t = table()
    t.open_situation("5A")
    t.click_square("C3")
    assert "First choose a card" in t.message()


def test_a_task_is_played_by_keyboard(table):
    t = table()
    task = t.open("0A")
    t.view.setFocus()
    for step in task.solution:
        slot = t.slot(step.card)
        QTest.keyClick(t.view, Qt.Key(Qt.Key.Key_1 + slot))
        assert t.page.selected == slot
        order = sorted(t.page.choices, key=lambda s: (-int(s[1]), s[0]))
        for _ in range(order.index(step.to) + 1):
            QTest.keyClick(t.view, Qt.Key.Key_Right)
        assert t.scene.markers[step.to].focus
        QTest.keyClick(t.view, Qt.Key.Key_Return)
        t.wait_idle()
    assert t.state.status == "solved"


def test_escape_puts_the_card_back(table):
    t = table()
    t.open_situation("5A")
    t.view.setFocus()
    QTest.keyClick(t.view, Qt.Key.Key_1)
    assert t.page.choices
    QTest.keyClick(t.view, Qt.Key.Key_Escape)
    assert t.page.selected is None and not any(m.choice for m in t.scene.markers.values())


def test_cockroaches_on_one_square_are_drawn_as_a_stack(table):
    t = table()
    task = t.open_situation("8B")
    t.play(task.solution[0])
    squares = [c.square for c in t.state.cockroaches]
    shared = next(s for s in squares if squares.count(s) > 1)
    numbers = [c.number for c in t.state.cockroaches if c.square == shared]
    items = [t.scene.cockroaches[n] for n in numbers]
    offset = items[1].pos() - items[0].pos()
    assert (offset.x(), offset.y()) == (STACK_STEP, -STACK_STEP)
    assert items[-1]._count == len(items) and items[0]._count == 1


def test_figures_face_where_the_state_says(table):
    t = table()
    t.open_situation("5A")
    assert t.scene.exterminator.rotation() == 270  # west
    for roach in t.state.cockroaches:
        assert t.scene.cockroaches[roach.number].rotation() == {"N": 0, "E": 90, "S": 180, "W": 270}[roach.facing]


def test_cards_animate_at_fast_speed_and_end_where_the_rules_say(table, qtbot):
    save_settings(Settings(animation_speed="fast", confirm_abandon=False), settings_path())
    t = table()
    task = t.open_situation("30A")  # a box, a blocked play, a squash, a turn, both vacuums
    for step in task.solution:
        t.play(step, "click")
        assert not t.page.animator.busy()
        assert t.scene.exterminator.pos() == centre(t.state.exterminator)
        assert set(t.scene.cockroaches) == {c.number for c in t.state.cockroaches}
        assert set(t.scene.boxes) == set(t.state.boxes)
    assert t.state.status == "solved" and t.scene.banner.isVisible()


def test_switching_the_language_retranslates_the_table_and_the_browser_at_once(table):
    t = table()
    t.open("0A")
    t.window.ctx.update_settings(language="de")
    t.qtbot.waitUntil(lambda: t.page.panel.hint.text() == "&Tipp")
    assert t.page.panel.title.text() == "Aufgabe 0A"
    assert "F5" in t.message() and "Kammerjäger" in t.message()
    assert t.page.panel.goal.text() == "Ziel: Bring den Kammerjäger auf F5."
    assert t.page.browser.heading.text().startswith("Schaben jagen:") and "Aufgabe" in t.page.browser.heading.text()
    t.window.ctx.update_settings(language="ja")
    t.qtbot.waitUntil(lambda: t.page.panel.hint.text().startswith("ヒント"))
    assert "害虫ハンター" in t.message()
    t.window.ctx.update_settings(language="en")
    t.qtbot.waitUntil(lambda: t.page.panel.hint.text() == "&Hint")


def test_the_rules_page_exists_in_every_language():
    from bugbox.ui.rules_viewer import rules_file

    for language in ("en", "de", "ja"):
        path = rules_file("schaben", language)
        assert path is not None and path.name == f"{language}.html"
        text = path.read_text(encoding="utf-8")
        assert "<img" in text and "schaben/card_forward.svg" in text


def test_hovering_over_the_exterminator_shows_his_line_of_sight(table):
    t = table()
    t.open_situation("5A")  # on G1, looking west along row 1
    t.qtbot.mouseMove(t.view.viewport(), pos=t.at(t.scene.exterminator.sceneBoundingRect().center()))
    t.qtbot.waitUntil(lambda: t.scene.beam.opacity() > 0)
    assert t.scene.beam.boundingRect().contains(centre("A1")) and not t.scene.beam.boundingRect().contains(centre("G2"))
    t.qtbot.mouseMove(t.view.viewport(), pos=t.at(centre("C5")))
    t.qtbot.waitUntil(lambda: t.scene.beam.opacity() == 0)


def test_a_click_puts_the_end_banner_away(table):
    t = table()
    task = t.open_situation("1A")
    for step in task.solution:
        t.play(step)
    assert t.scene.banner.isVisible()
    t.click(t.at(t.scene.banner.sceneBoundingRect().center()))
    assert not t.scene.banner.isVisible() and t.state.status == "solved"
