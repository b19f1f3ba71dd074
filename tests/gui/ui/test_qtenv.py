"""Qt's GUI thread pool is off before the application starts (whole repaints were faster
without it), unless the player set the variable himself."""

from bugbox.ui.qtenv import prepare_environment


def test_the_thread_pool_is_switched_off(monkeypatch):
    monkeypatch.delenv("QT_NO_GUI_THREADPOOL", raising=False)
    prepare_environment()
    import os

    assert os.environ["QT_NO_GUI_THREADPOOL"] == "1"


def test_a_value_the_player_set_is_kept(monkeypatch):
    monkeypatch.setenv("QT_NO_GUI_THREADPOOL", "")
    prepare_environment()
    import os

    assert os.environ["QT_NO_GUI_THREADPOOL"] == ""
