"""The side panel's heading is whole where the panel gives way on a small screen (issue 32):
the title is drawn a little smaller instead of being cut ("Aufgabe 35B" beside "Schwer" in
the panel's least width)."""

from PySide6.QtWidgets import QApplication

from bugbox.games.schaben.view.panel import LEAST_WIDTH


def test_the_title_shrinks_rather_than_being_cut_in_the_least_panel(table):
    t = table(language="de")
    t.open("35B")
    t.window.resize(900, 700)  # the panel at its least width
    for _ in range(5):
        QApplication.processEvents()
    panel = t.page.panel
    assert panel.width() == LEAST_WIDTH
    title = panel.title
    assert title.text() == "Aufgabe 35B" and panel.difficulty.text() == "Schwer"
    assert title.sizeHint().width() <= title.width()  # whole
    assert title.font().pointSizeF() >= QApplication.font().pointSizeF() * 1.1  # never below the floor
