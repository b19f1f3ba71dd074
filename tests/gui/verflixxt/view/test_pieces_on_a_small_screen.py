"""The mats' captions read on a laptop's screen (issue 32): "human player" and "points" were
about 6 px high at 1024x768; drawn larger, and with the table drawn larger where the side panel
gives way, they are at least `LEAST_CAPTION_PX` high at the common laptop sizes."""

from PySide6.QtWidgets import QApplication

from bugbox.games.verflixxt.view.pieces import PlayerMat

LEAST_CAPTION_PX = 9.0


def test_the_mats_captions_are_readable_at_laptop_sizes(table):
    t = table(("human", "normal", "normal", "normal"), wurminator=True)
    for size in ((1366, 768), (1280, 720), (1024, 768)):
        t.window.resize(*size)
        for _ in range(5):
            QApplication.processEvents()
        scale = t.view.transform().m11()
        captions = min(PlayerMat.WHO_PX, PlayerMat.POINTS_PX) * scale
        assert captions >= LEAST_CAPTION_PX, f"the mats' captions are {captions:.1f} px at {size}"
