"""Test-wide set-up: headless Qt and a private home for every test.

The platform must be chosen before any QApplication exists, so it is set at import time.
Each test gets its own `BUGBOX_HOME` so settings, saves and logs land in a temp dir and the
real user's files are never touched.
"""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bugbox.ui.qtenv import prepare_environment  # noqa: E402 - as the app does, before any QApplication

prepare_environment()

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def bugbox_home(tmp_path_factory, monkeypatch):
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("BUGBOX_HOME", str(home))
    return home
