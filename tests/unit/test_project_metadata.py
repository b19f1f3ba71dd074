"""The repository stands on its own: licences, metadata, one application id, validators clean.

A fresh clone must name no document it does not contain, carry the licence texts the binaries
need (Qt and PySide6 are LGPL-3.0), and describe itself the same way everywhere: pyproject,
the desktop file, the AppStream metainfo, the PyInstaller spec and `setDesktopFileName`.
"""

import re
import shutil
import subprocess
import tomllib
from pathlib import Path

from tests.tools import missing_tool

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.bugbox.bugbox"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))


def test_code_and_tests_name_only_documents_the_repository_contains():
    named = re.compile(r"\b(?:RULES|DESIGN|ART)\.md\b|\.\./shared|/work/shared")
    offenders = []
    for folder in ("bugbox", "tests", "tools", "packaging", "docs"):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in {".py", ".md", ".spec", ".xml", ".desktop", ".toml"} and path != Path(__file__):
                text = path.read_text("utf-8", errors="replace")
                offenders += [f"{path.relative_to(ROOT)}: {m[0]}" for m in named.finditer(text)]
    assert offenders == []
    for doc in ("rules-decisions.md", "architecture.md", "art-direction.md"):
        assert (ROOT / "docs" / doc).is_file()
    for path in ROOT.glob("bugbox/**/*.py"):
        for doc in re.findall(r"docs/[\w-]+\.md", path.read_text("utf-8")):
            assert (ROOT / doc).is_file(), f"{path.relative_to(ROOT)} names {doc}"


def test_the_licence_and_the_third_party_texts_are_there():
    project = PYPROJECT["project"]
    assert project["license"] == "MIT"
    assert "MIT License" in (ROOT / "LICENSE").read_text("utf-8")
    notices = (ROOT / "THIRD-PARTY-NOTICES.md").read_text("utf-8")
    for component in (
        "Python",
        "Qt",
        "PySide6",
        "Shiboken6",
        "ICU",
        "pydantic",
        "pydantic-core",
        "platformdirs",
        "typing-extensions",
        "annotated-types",
        "typing-inspection",
        "websockets",
        "zeroconf",
        "ifaddr",
        "pyminiaudio",
        "miniaudio",
        "cffi",
        "Fonts",
        "Sounds",
    ):
        assert component in notices, component
    texts = {path.name for path in (ROOT / "licenses").glob("*.txt")}
    assert {
        "LGPL-3.0.txt",
        "GPL-3.0.txt",
        "Python.txt",
        "ICU.txt",
        "pydantic.txt",
        "pydantic-core.txt",
        "platformdirs.txt",
        "typing-extensions.txt",
        "annotated-types.txt",
        "typing-inspection.txt",
        "websockets.txt",
        "zeroconf.txt",
        "ifaddr.txt",
        "miniaudio.txt",
        "cffi.txt",
    } <= texts
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (ROOT / "licenses" / "LGPL-3.0.txt").read_text("utf-8")
    assert "GNU GENERAL PUBLIC LICENSE" in (ROOT / "licenses" / "GPL-3.0.txt").read_text("utf-8")
    zeroconf = (ROOT / "licenses" / "zeroconf.txt").read_text("utf-8")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in zeroconf and "Version 2.1" in zeroconf
    for name in re.findall(r"`licenses/([\w.-]+)`", notices):
        assert name in texts, name


def test_pyproject_has_urls_classifiers_authors_and_the_reasoned_pyside_pin():
    project = PYPROJECT["project"]
    assert {"Homepage", "Issues", "Source"} <= set(project["urls"])
    assert project["authors"] and project["classifiers"]
    assert not any(c.startswith("License ::") for c in project["classifiers"])  # the SPDX expression says it
    pin = [d for d in project["dependencies"] if d.startswith("PySide6")]
    assert pin == ["PySide6-Essentials==6.11.3"]
    text = (ROOT / "pyproject.toml").read_text("utf-8")
    assert "PYSIDE-3474" in text.split('"PySide6-Essentials==6.11.3"')[0].rsplit("dependencies", 1)[1]


def test_packaging_readme_names_the_pinned_pyside_version():
    readme = (ROOT / "packaging" / "README.md").read_text("utf-8")
    pinned = re.search(r"PySide6-Essentials==([\d.]+)", (ROOT / "pyproject.toml").read_text("utf-8"))[1]
    measured = re.search(r"PyInstaller [\d.]+, PySide6-Essentials ([\d.]+), stripped", readme)
    assert measured and measured[1] == pinned  # the sizes were taken with the version we pin


def test_one_application_id_everywhere():
    assert DESKTOP.is_file() and METAINFO.is_file()
    assert sorted(p.name for p in LINUX.iterdir()) == [DESKTOP.name, METAINFO.name]
    assert f"Icon={APP_ID}\n" in DESKTOP.read_text("utf-8")
    metainfo = METAINFO.read_text("utf-8")
    assert f"<id>{APP_ID}</id>" in metainfo
    assert f'<launchable type="desktop-id">{APP_ID}.desktop</launchable>' in metainfo
    assert re.search(r"<releases>\s*<release version=", metainfo)
    assert '<content_rating type="oars-1.1"' in metainfo
    assert f'APP_ID = "{APP_ID}"' in (ROOT / "packaging" / "bugbox.spec").read_text("utf-8")
    assert f'setDesktopFileName("{APP_ID}")' in (ROOT / "bugbox" / "app.py").read_text("utf-8")
    version = re.search(r'__version__ = "([^"]+)"', (ROOT / "bugbox" / "__init__.py").read_text("utf-8"))[1]
    assert f'<release version="{version}"' in metainfo


def test_the_bundles_carry_the_licence_files():
    spec = (ROOT / "packaging" / "bugbox.spec").read_text("utf-8")
    assert 'LICENCE_FILES = ("LICENSE", "THIRD-PARTY-NOTICES.md")' in spec
    assert '"licenses"' in spec


def test_the_desktop_file_validates():
    if shutil.which("desktop-file-validate") is None:
        missing_tool("desktop-file-validate is not installed (apt install desktop-file-utils)")
    done = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.strip() == "" and done.stderr.strip() == "", done.stdout + done.stderr


def test_the_metainfo_validates_without_any_remark():
    if shutil.which("appstreamcli") is None:
        missing_tool("appstreamcli is not installed (apt install appstream)")
    done = subprocess.run(
        ["appstreamcli", "validate", "--no-net", "--pedantic", str(METAINFO)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    remarks = [line for line in done.stdout.splitlines() if re.match(r"^[EWIP]: ", line)]
    assert remarks == [], done.stdout
