#!/usr/bin/env python3
"""Refresh, fill, compile and check bugbox's translation catalogues.

bugbox keeps one Qt Linguist catalogue per area so that the three games and the box around
them can be translated independently:

    translations/<catalogue>_<lang>.ts   catalogue: bugbox | verasselt | schaben | verflixxt
                                         lang: de | ja | en (en holds plural forms only)

Commands (run from the project root):

    python tools/i18n.py update [CAT]      lupdate all catalogues (or one) with -no-obsolete, then lrelease
    python tools/i18n.py fill CAT LANG F   fill translations from a JSON file
                                           {"Context": {"source": "translation" | ["one", "many"]}}
    python tools/i18n.py release           lrelease only (compile .ts -> .qm)
    python tools/i18n.py check             list unfinished entries; exit 1 if any

`update` is the one-line refresh: `python tools/i18n.py update`.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "translations"
LANGS = ("de", "ja")
GAMES = ("verasselt", "schaben", "verflixxt")
CATALOGUES = ("bugbox",) + GAMES


def sources(catalogue: str) -> list[Path]:
    pkg = ROOT / "bugbox"
    if catalogue in GAMES:
        return sorted((pkg / "games" / catalogue).rglob("*.py"))
    return sorted(p for p in pkg.rglob("*.py") if "games" not in p.relative_to(pkg).parts[:1])


def tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}")
    if not found:
        sys.exit(f"pyside6-{name} not found: install PySide6-Essentials")
    return found


def update(only: str | None = None) -> None:
    for catalogue in CATALOGUES:
        if only and catalogue != only:
            continue
        files = [str(p) for p in sources(catalogue)]
        if not files:
            continue
        targets = [str(TS_DIR / f"{catalogue}_{lang}.ts") for lang in LANGS]
        subprocess.run([tool("lupdate"), "-no-obsolete", "-locations", "none", *files, "-ts", *targets],
                       check=True, stdout=subprocess.DEVNULL)
        subprocess.run([tool("lupdate"), "-no-obsolete", "-locations", "none", "-pluralonly", *files,
                        "-ts", str(TS_DIR / f"{catalogue}_en.ts")], check=True, stdout=subprocess.DEVNULL)
    release()


def release() -> None:
    ts_files = sorted(TS_DIR.glob("*.ts"))
    if ts_files:
        subprocess.run([tool("lrelease"), *map(str, ts_files)], check=True, stdout=subprocess.DEVNULL)


def unfinished(ts: Path) -> list[str]:
    tree = ET.parse(ts)
    missing = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("unfinished", "vanished", "obsolete"):
                missing.append(f"{ts.name}: [{name}] {message.findtext('source')}")
    return missing


def fill(catalogue: str, lang: str, json_path: str) -> None:
    table = json.loads(Path(json_path).read_text(encoding="utf-8"))
    ts = TS_DIR / f"{catalogue}_{lang}.ts"
    tree = ET.parse(ts)
    filled = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source")
            value = table.get(name, {}).get(source)
            if value is None:
                continue
            translation = message.find("translation")
            for child in list(translation):
                translation.remove(child)
            if message.get("numerus") == "yes":
                forms = value if isinstance(value, list) else [value]
                translation.text = None
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = value if isinstance(value, str) else value[0]
            translation.attrib.pop("type", None)
            filled += 1
    ET.indent(tree, space="    ")
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    # keep the DOCTYPE line that Qt Linguist writes
    text = ts.read_text(encoding="utf-8").replace("?>\n<TS", "?>\n<!DOCTYPE TS>\n<TS", 1)
    ts.write_text(text, encoding="utf-8")
    print(f"{ts.name}: filled {filled} messages")


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("update", "fill", "release", "check"):
        print(__doc__)
        return 2
    if argv[0] == "update":
        update(argv[1] if len(argv) > 1 else None)
    elif argv[0] == "release":
        release()
    elif argv[0] == "fill":
        fill(argv[1], argv[2], argv[3])
        release()
    problems = [line for ts in sorted(TS_DIR.glob("*.ts")) for line in unfinished(ts)]
    for line in problems:
        print(line)
    if argv[0] == "check":
        return 1 if problems else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
