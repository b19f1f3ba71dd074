"""Rendered art is reused, and its memory stays bounded when a window is dragged to new sizes."""
from bugbox.ui import art


def test_the_same_picture_is_rendered_once(qapp):
    first = art.pixmap("verasselt/card_red", 93, 129)
    assert art.pixmap("verasselt/card_red", 93, 129) is first
    assert art.pixmap("verasselt/card_red", 94, 129) is not first


def test_dragging_a_window_edge_keeps_the_felt_cache_within_its_budget(qapp):
    art.clear_cache()
    for step in range(30):   # a felt for every size the window passes through, 8 MiB each
        art.pixmap("verasselt/table", 1500 + 14 * step, 1000, 1.0)
    assert art._PIXMAPS.size <= art.PIXMAP_BUDGET
    assert 1 < len(art._PIXMAPS) < 30
    latest = art.pixmap("verasselt/table", 1500 + 14 * 29, 1000, 1.0)
    assert art.pixmap("verasselt/table", 1500 + 14 * 29, 1000, 1.0) is latest   # the newest stays
    oldest = art.pixmap("verasselt/table", 1500, 1000, 1.0)                     # made again on demand
    assert (oldest.width(), oldest.height()) == (1500, 1000)
