"""Rendered art is reused, and its memory stays bounded when a window is dragged to new sizes.

Art goes to Qt's pixmap cache, the one the items' cached pictures use too: one cache, one budget.
"""

from PySide6.QtGui import QPixmapCache

from bugbox.ui import art


def _counting_renders(monkeypatch) -> list:
    made = []
    real = art._render

    def render(*key):
        made.append(key)
        return real(*key)

    monkeypatch.setattr(art, "_render", render)
    return made


def test_the_same_picture_is_rendered_once(qapp, monkeypatch):
    art.clear_cache()
    made = _counting_renders(monkeypatch)
    first = art.pixmap("verasselt/card_red", 93, 129)
    again = art.pixmap("verasselt/card_red", 93, 129)
    assert again.cacheKey() == first.cacheKey() and len(made) == 1  # the same pixels, not drawn again
    other = art.pixmap("verasselt/card_red", 94, 129)
    assert other.cacheKey() != first.cacheKey() and len(made) == 2
    assert QPixmapCache.cacheLimit() * 1024 >= art.PIXMAP_BUDGET


def test_dragging_a_window_edge_keeps_the_felt_cache_within_its_budget(qapp, monkeypatch):
    art.clear_cache()
    sizes = [(1500 + 14 * step, 1000) for step in range(30)]
    for width, height in sizes:  # a felt for every size the window passes through, 6 MiB each
        art.pixmap("verasselt/table", width, height, 1.0)
    kept = [size for size in sizes if QPixmapCache.find(art.cache_key("verasselt/table", *size, 1.0)) is not None]
    assert sum(width * height * 4 for width, height in kept) <= art.PIXMAP_BUDGET
    assert 1 < len(kept) < len(sizes)
    assert sizes[-1] in kept and sizes[0] not in kept  # the oldest went first
    made = _counting_renders(monkeypatch)
    latest = art.pixmap("verasselt/table", *sizes[-1], 1.0)
    assert art.pixmap("verasselt/table", *sizes[-1], 1.0).cacheKey() == latest.cacheKey() and made == []
    oldest = art.pixmap("verasselt/table", *sizes[0], 1.0)  # made again on demand
    assert (oldest.width(), oldest.height()) == (1500, 1000) and len(made) == 1
