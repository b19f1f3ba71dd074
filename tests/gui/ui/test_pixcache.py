"""The launcher covers are rendered once and read back from the cache, pixel for pixel."""

import pytest

from bugbox.paths import cache_dir
from bugbox.ui import art
from bugbox.ui.pixcache import cached_pixmap


def _cached_files():
    return sorted((cache_dir() / "art").glob("*.pixels"))


def test_the_second_start_reads_the_same_pixels_without_rendering(qapp, monkeypatch):
    first = cached_pixmap("covers/schaben", 320, 240)
    assert len(_cached_files()) == 1

    def no_render(*args):
        raise AssertionError("rendered again instead of reading the cache")

    monkeypatch.setattr(art, "pixmap", no_render)
    second = cached_pixmap("covers/schaben", 320, 240)
    assert second.size() == first.size()
    assert second.toImage() == first.toImage()


def test_each_size_and_scale_is_its_own_picture(qapp):
    small = cached_pixmap("covers/verflixxt", 200, 150)
    sharp = cached_pixmap("covers/verflixxt", 200, 150, 2.0)
    assert (small.width(), sharp.width()) == (200, 400)
    assert sharp.devicePixelRatio() == 2.0
    assert len(_cached_files()) == 2


@pytest.mark.parametrize("damage", [b"", b"not a picture", "truncate"])
def test_a_damaged_cache_file_is_rendered_again_and_replaced(qapp, damage):
    good = cached_pixmap("covers/verasselt", 160, 120)
    [path] = _cached_files()
    path.write_bytes(path.read_bytes()[:500] if damage == "truncate" else damage)
    again = cached_pixmap("covers/verasselt", 160, 120)
    assert again.toImage() == good.toImage()
    assert path.read_bytes()[:16] == b"bugbox-pixels 1\n" and len(path.read_bytes()) > 160 * 120 * 4
