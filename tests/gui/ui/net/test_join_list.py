"""Join a table…: the list of tables on the home network (issue 37, finding 8).

Running tables are listed to watch, marked so, after the tables that wait for players; a
grey line says the search is on, or that nothing was found yet, and never reaches the invite
field. Real adverts on 127.0.0.1 only: this test's own (an `Advertiser` with fresh codes),
and, through every test here, another process's tables named like them, some hostile
(`other_tables`), which the list shows as plain text or leaves out. Each test finds its own
table by its code.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from bugbox.net.discovery import Advert, Advertiser
from bugbox.server.tables import new_code
from bugbox.ui.net.join import INVITE_ROLE, JoinDialog
from tests.server import hostile_adverts
from tests.server.hostile_adverts import LISTED, OtherTables

LOOPBACK = ["127.0.0.1"]
#: The longest wait for a table to show up in the list (about 1.3 s; the machine may be busy).
FIND = 15000
SEARCHING = "Searching the home network…"
NOTHING_YET = "No tables found yet on the home network."


@pytest.fixture(scope="module", autouse=True)
def other_tables() -> Iterator[OtherTables]:
    """Other bugbox tables on this machine, some hostile, through every test here."""
    yield from hostile_adverts.other_tables()


@pytest.fixture
def advertiser() -> Iterator[Advertiser]:
    """This test's own host, advertising on loopback."""
    host = Advertiser(interfaces=LOOPBACK)
    host.start()
    yield host
    host.stop()


def texts(dialog: JoinDialog) -> list[str]:
    return [dialog.found.item(row).text() for row in range(dialog.found.count())]


def item_of(dialog: JoinDialog, code: str):
    """The list's line for the table `code`, found by its invite (None while not listed)."""
    items = [dialog.found.item(row) for row in range(dialog.found.count())]
    return next((item for item in items if str(item.data(INVITE_ROLE)).endswith("/" + code)), None)


def choose(qtbot, dialog: JoinDialog, item) -> None:
    dialog.found.scrollToItem(item)
    qtbot.mouseClick(dialog.found.viewport(), Qt.MouseButton.LeftButton, pos=dialog.found.visualItemRect(item).center())


def test_running_tables_are_listed_to_watch_after_the_waiting_ones(qtbot, net_window, advertiser, other_tables):
    waiting, running = new_code(), new_code()
    advertiser.advertise(Advert(running, "verflixxt", "Ben", open_seats=0, seats=2, port=40011, status="playing"))
    advertiser.advertise(Advert(waiting, "verflixxt", "Ben", open_seats=1, seats=2, port=40012))
    window = net_window("guest", lan=True)  # its dialog looks on 127.0.0.1 only
    dialog = window.network.open_join_dialog()
    assert texts(dialog) == [SEARCHING]  # before anything is heard
    searching = dialog.found.item(0)
    assert not searching.flags() & Qt.ItemFlag.ItemIsSelectable and not searching.flags() & Qt.ItemFlag.ItemIsEnabled
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: item_of(dialog, waiting) is not None and item_of(dialog, running) is not None, timeout=FIND)
    assert item_of(dialog, running).text() == "Ben: Verflixxt! kompakt, playing – watch"
    assert item_of(dialog, waiting).text() == "Ben: Verflixxt! kompakt, 1 free seat"
    assert SEARCHING not in texts(dialog) and NOTHING_YET not in texts(dialog)  # tables are listed now
    rows = {code: dialog.found.row(item_of(dialog, code)) for code in (waiting, running)}
    assert rows[waiting] < rows[running]
    # every waiting table comes before every running one, whoever advertises it
    statuses = [dialog.found.item(row).text().endswith("watch") for row in range(dialog.found.count())]
    assert statuses == sorted(statuses)

    choose(qtbot, dialog, item_of(dialog, running))
    assert dialog.invite.text() == f"bugbox://127.0.0.1:40011/{running}"
    assert not dialog.take_seat.isEnabled() and dialog.watch.isEnabled()  # nobody new sits down
    assert dialog.watch.isDefault() and not dialog.take_seat.isDefault()
    dialog.name.setText("")  # a seat would need a name; watching does not
    qtbot.keyClick(dialog.found, Qt.Key.Key_Return)
    assert dialog.problem.text() == "Connecting…"  # watching, not refused for the name
    qtbot.waitUntil(lambda: dialog.problem.text() not in ("", "Connecting…"), timeout=10000)  # nobody at 40011
    assert not dialog.take_seat.isEnabled() and dialog.watch.isEnabled()  # still the running table's buttons

    choose(qtbot, dialog, item_of(dialog, waiting))
    assert dialog.invite.text() == f"bugbox://127.0.0.1:40012/{waiting}"
    assert dialog.take_seat.isEnabled() and dialog.take_seat.isDefault() and not dialog.watch.isDefault()
    assert dialog.problem.text() == ""

    # the chosen table's game starts: its line says so in place, and it can only be watched now
    advertiser.advertise(Advert(waiting, "verflixxt", "Ben", open_seats=1, seats=2, port=40012, status="playing"))
    qtbot.waitUntil(lambda: item_of(dialog, waiting).text().endswith("playing – watch"), timeout=FIND)
    assert dialog.found.selectedItems() == [item_of(dialog, waiting)]
    assert not dialog.take_seat.isEnabled() and dialog.watch.isDefault()
    dialog.invite.setText("bugbox://127.0.0.1:40013/ABCDEFGH")  # a table the list does not know
    assert dialog.take_seat.isEnabled() and dialog.take_seat.isDefault()

    # a chosen table that goes leaves the field as it was: no other table is chosen instead
    choose(qtbot, dialog, item_of(dialog, running))
    dialog.found.setFocus()
    advertiser.withdraw(running)  # its game is over
    qtbot.waitUntil(lambda: item_of(dialog, running) is None, timeout=FIND)
    assert dialog.found.selectedItems() == []
    assert dialog.invite.text() == f"bugbox://127.0.0.1:40011/{running}"


def test_the_other_tables_are_plain_text_and_malformed_ones_are_left_out(qtbot, net_window, other_tables):
    window = net_window("guest", lan=True)
    dialog = window.network.open_join_dialog()
    qtbot.waitExposed(dialog)
    codes = other_tables.codes
    qtbot.waitUntil(lambda: all(item_of(dialog, codes[label]) is not None for label in LISTED), timeout=FIND)
    assert item_of(dialog, codes["markup"]).text() == "<b>Ann</b>: Verflixxt! kompakt, 1 free seat"
    assert item_of(dialog, codes["anna playing"]).text() == "Anna: Verflixxt! kompakt, playing – watch"
    qtbot.wait(500)  # the malformed adverts came in the same answers; give stragglers a moment
    left_out = [label for label in codes if label not in LISTED]
    assert [label for label in left_out if item_of(dialog, codes[label]) is not None] == []
    assert [text for text in texts(dialog) if "\u202e" in text or "AAAA" in text] == []
    # the markup is shown as its characters: the line is as wide as those characters are
    item = item_of(dialog, codes["markup"])
    width = dialog.found.fontMetrics().horizontalAdvance(item.text())
    assert dialog.found.visualItemRect(item).width() >= width

    window.ctx.update_settings(language="de")  # the lines are made again in the new language
    try:
        german = "<b>Ann</b>: Verflixxt! kompakt, 1 freier Platz"
        qtbot.waitUntil(lambda: item_of(dialog, codes["markup"]).text() == german, timeout=5000)
    finally:
        window.ctx.update_settings(language="en")
    english = "<b>Ann</b>: Verflixxt! kompakt, 1 free seat"
    qtbot.waitUntil(lambda: item_of(dialog, codes["markup"]).text() == english, timeout=5000)


def test_the_grey_line_says_when_nothing_was_found_yet_and_is_never_chosen(qtbot, net_window):
    window = net_window("guest")
    # a dialog that looks on 127.0.0.1 but was not shown yet has heard nothing
    dialog = JoinDialog(window.ctx, window, mdns_interfaces=LOOPBACK)
    qtbot.addWidget(dialog)
    assert texts(dialog) == [SEARCHING]
    qtbot.waitUntil(lambda: texts(dialog) == [NOTHING_YET], timeout=15000)  # after about 5 s
    dialog.invite.setText("bugbox://127.0.0.1:9000/K7QX2MBA")
    line = dialog.found.item(0)
    dialog.found.setCurrentItem(line)  # as the arrow keys would
    line.setSelected(True)
    assert dialog.found.selectedItems() == []
    assert dialog.invite.text() == "bugbox://127.0.0.1:9000/K7QX2MBA"
    assert dialog.take_seat.isEnabled() and dialog.take_seat.isDefault()
    dialog.show()  # now it looks: the other tables on this machine replace the line
    qtbot.waitUntil(lambda: NOTHING_YET not in texts(dialog) and bool(texts(dialog)), timeout=FIND)
    assert dialog.invite.text() == "bugbox://127.0.0.1:9000/K7QX2MBA"


def test_a_window_without_the_home_network_shows_no_search(qtbot, net_window):
    window = net_window("guest")  # lan off: nothing is looked for
    dialog = window.network.open_join_dialog()
    qtbot.waitExposed(dialog)
    qtbot.wait(200)
    assert texts(dialog) == []
