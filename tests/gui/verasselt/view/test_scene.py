"""The table's dice: each keeps its number and its place when others are rolled, and the
number keys pick the die with that number."""

from PySide6.QtCore import QPointF, Qt

from bugbox.games.verasselt.cards import BARS, DICE
from bugbox.games.verasselt.rules import Roll


def test_each_die_keeps_its_number_and_its_place_when_others_are_rolled(table):
    t = table(("human", "computer"), seed=4)
    t.wait_for_human()
    dice = list(t.scene.dice)
    places = {die.index: QPointF(die.pos()) for die in dice}
    t.play(Roll(dice=(0, 2, 4, 6)))
    t.wait_for_human()
    assert t.scene.dice == dice and [die.index for die in dice] == list(range(DICE))
    for die in dice:
        assert die.face == t.state.dice[die.index]  # the badge's number is the rules' die
        if die.index in (1, 3, 5):  # not rolled: still where it was
            assert die.pos() == places[die.index], die.index
        if die.face == BARS:
            assert die.pos().x() == places[die.index].x()
    t.page.selection.clear()
    for key in (Qt.Key.Key_2, Qt.Key.Key_4):
        t.press(key)
    assert t.page.selection == {1, 3}
