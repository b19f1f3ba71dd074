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
    """Running lupdate now would add nothing: no visible string escaped translation."""
    files = [str(p) for p in i18n.sources(catalogue)]
    if not files:
        pytest.skip("no sources yet")
    target = ROOT / "translations" / f"{catalogue}_de.ts"
    copy = tmp_path / target.name
    shutil.copy(target, copy)
    subprocess.run([shutil.which("pyside6-lupdate"), "-no-obsolete", "-locations", "none", *files,
                    "-ts", str(copy)], check=True, capture_output=True)
    assert i18n.unfinished(copy) == []
