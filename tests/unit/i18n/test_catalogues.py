"""The translation catalogues are complete and the shipped .qm files are not stale."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "tools"))
import i18n  # noqa: E402  (tools/i18n.py, the refresh command)

TS_FILES = sorted((ROOT / "translations").glob("*.ts"))


def test_every_catalogue_exists_for_german_and_japanese():
    names = {ts.name for ts in TS_FILES}
    for catalogue in i18n.CATALOGUES:
        if i18n.sources(catalogue):
            assert {f"{catalogue}_de.ts", f"{catalogue}_ja.ts"} <= names


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.name)
def test_no_unfinished_translations(ts):
    assert i18n.unfinished(ts) == []


@pytest.mark.parametrize("ts", TS_FILES, ids=lambda p: p.name)
def test_compiled_qm_matches_its_ts(ts, tmp_path):
    lrelease = shutil.which("pyside6-lrelease")
    fresh = tmp_path / ts.with_suffix(".qm").name
    subprocess.run([lrelease, str(ts), "-qm", str(fresh)], check=True, capture_output=True)
    shipped = ts.with_suffix(".qm")
    assert shipped.exists(), f"{shipped.name} missing: run python tools/i18n.py release"
    assert shipped.read_bytes() == fresh.read_bytes(), f"{shipped.name} is stale: run python tools/i18n.py release"


@pytest.mark.parametrize("catalogue", i18n.CATALOGUES)
def test_catalogue_has_every_string_of_the_source(catalogue, tmp_path):
    """Refreshing the catalogues now would add nothing: no visible string escaped translation."""
    assert i18n.sources(catalogue), f"the catalogue {catalogue} has no sources to translate"
    for ts in (ROOT / "translations").glob(f"{catalogue}_*.ts"):
        shutil.copy(ts, tmp_path / ts.name)
    i18n.update(catalogue, ts_dir=tmp_path)
    for ts in sorted(tmp_path.glob("*.ts")):
        assert i18n.unfinished(ts) == []


def test_the_extractor_finds_every_way_bugbox_marks_a_string(tmp_path):
    module = tmp_path / "m.py"
    module.write_text(
        "class Panel:\n"
        "    def texts(self, n, card):\n"
        "        self.tr('Roll the dice')\n"
        "        translate('Board', '%n card(s) left', None, card.count)\n"
        "        QCoreApplication.translate('Board', 'Stop')\n"
        "        QT_TRANSLATE_NOOP('Rules', 'Roll at least four dice.')\n"
        "        'abc'.translate({})\n"
    )
    assert i18n.extract([module]) == {
        "Panel": [("Roll the dice", "")],
        "Board": [("%n card(s) left", ""), ("Stop", "")],
        "Rules": [("Roll at least four dice.", "")],
    }
