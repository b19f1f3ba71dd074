#!/usr/bin/env python3
"""Refresh, fill, compile and check bugbox's translation catalogues.

bugbox keeps one Qt Linguist catalogue per area so that the three games and the box around
them can be translated independently:

    translations/<catalogue>_<lang>.ts   catalogue: bugbox, or a game's (bugbox.core.registry)
                                         lang: de | ja | en (en holds plural forms only)

Commands (run from the project root):

    python tools/i18n.py update [CAT]      extract all catalogues (or one), keep translations, lrelease
    python tools/i18n.py fill CAT LANG F   fill translations from a JSON file
                                           {"Context": {"source": "translation" | ["one", "many"]}}
    python tools/i18n.py release           lrelease only (compile .ts -> .qm)
    python tools/i18n.py check             list unfinished entries; exit 1 if any

`update` is the one-line refresh: `python tools/i18n.py update`.
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as `python tools/i18n.py` from a checkout
    sys.path.insert(0, str(ROOT))

from bugbox.core.registry import GAMES as GAME_SPECS  # noqa: E402 - after the path is set
from bugbox.core.registry import catalogues  # noqa: E402

TS_DIR = ROOT / "translations"
LANGS = ("de", "ja")
#: Game catalogue -> the game's package folder name (its id).
GAMES = {spec.translation_catalogue: spec.game_id for spec in GAME_SPECS.values()}
CATALOGUES = catalogues()


def sources(catalogue: str) -> list[Path]:
    pkg = ROOT / "bugbox"
    if catalogue in GAMES:
        return sorted((pkg / "games" / GAMES[catalogue]).rglob("*.py"))
    return sorted(p for p in pkg.rglob("*.py") if "games" not in p.relative_to(pkg).parts[:1])


def tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}")
    if not found:
        sys.exit(f"pyside6-{name} not found: install PySide6-Essentials")
    return found


#: Plural forms each language's catalogue holds for a `%n` message.
PLURAL_FORMS = {"de": 2, "ja": 1, "en": 2}


def counts(text: str) -> bool:
    """Whether a text counts something: `%n`, or `%Ln` (the number with the locale's digit
    grouping, "50,000" rather than "50000")."""
    return "%n" in text or "%Ln" in text


QT_LANGUAGE = {"de": "de_DE", "ja": "ja_JP", "en": "en_US"}


class Extractor(ast.NodeVisitor):
    """Finds the visible strings of one module, the way lupdate would, from Python's own AST.

    bugbox marks strings in exactly three ways: `translate("Context", "text"[, comment, n])`
    (ours or `QCoreApplication.translate`), `QT_TRANSLATE_NOOP("Context", "text")` and
    `self.tr("text"[, comment, n])` (context: the enclosing class). lupdate's Python parser
    changed between PySide6 releases (6.11 misses `translate(..., n)` with a variable count and
    counts given as attributes), so bugbox extracts with the parser the interpreter uses.
    Every text containing `%n` (or `%Ln`) is a plural message.
    """

    def __init__(self) -> None:
        self.found: list[tuple[str, str, str]] = []  # context, source, comment
        self._classes: list[str] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self._classes.append(node.name)
        self.generic_visit(node)
        self._classes.pop()

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        texts = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None for a in node.args]
        if name in ("translate", "QT_TRANSLATE_NOOP") and len(texts) >= 2 and texts[0] and texts[1] is not None:
            comment = texts[2] if len(texts) > 2 and texts[2] else ""
            self.found.append((texts[0], texts[1], comment or ""))
        elif name == "tr" and isinstance(func, ast.Attribute) and texts and texts[0] and self._classes:
            comment = texts[1] if len(texts) > 1 and texts[1] else ""
            self.found.append((self._classes[-1], texts[0], comment or ""))
        self.generic_visit(node)


def extract(files: list[Path]) -> dict[str, list[tuple[str, str]]]:
    """Context -> [(source, comment)] in order of first appearance, without repeats."""
    contexts: dict[str, list[tuple[str, str]]] = {}
    for path in files:
        extractor = Extractor()
        extractor.visit(ast.parse(path.read_text(encoding="utf-8"), str(path)))
        for context, source, comment in extractor.found:
            entries = contexts.setdefault(context, [])
            if (source, comment) not in entries:
                entries.append((source, comment))
    return contexts


def _old_messages(ts: Path) -> dict[tuple[str, str, str], ET.Element]:
    if not ts.exists():
        return {}
    found = {}
    for context in ET.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            key = (context.findtext("name") or "", message.findtext("source") or "", message.findtext("comment") or "")
            found[key] = message
    return found


def _write(tree: ET.ElementTree, ts: Path) -> None:
    ET.indent(tree, space="    ")
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    text = ts.read_text(encoding="utf-8")
    if "<!DOCTYPE TS>" not in text:
        text = text.replace("?>\n<TS", "?>\n<!DOCTYPE TS>\n<TS", 1)
    ts.write_text(text, encoding="utf-8")


def _merge(contexts: dict[str, list[tuple[str, str]]], ts: Path, lang: str) -> None:
    """Write the catalogue for these messages, keeping every translation already made.

    Messages no longer in the source are dropped (lupdate's -no-obsolete); English keeps only
    the plural messages (its singular texts are the sources themselves)."""
    old = _old_messages(ts)
    root = ET.Element("TS", {"version": "2.1", "language": QT_LANGUAGE[lang]})
    for name, entries in contexts.items():
        if lang == "en":
            entries = [e for e in entries if counts(e[0])]
        if not entries:
            continue
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = name
        for source, comment in entries:
            plural = counts(source)
            message = ET.SubElement(context, "message", {"numerus": "yes"} if plural else {})
            ET.SubElement(message, "source").text = source
            if comment:
                ET.SubElement(message, "comment").text = comment
            before = old.get((name, source, comment))
            if before is not None and before.find("extracomment") is not None:
                ET.SubElement(message, "extracomment").text = before.findtext("extracomment")
            translation = ET.SubElement(message, "translation")
            kept = before.find("translation") if before is not None else None
            forms = [f.text or "" for f in kept.iter("numerusform")] if kept is not None else []
            # A translation's own text as it is (", " keeps its space); only the whitespace around
            # a plural's <numerusform> children counts as no text.
            raw = (kept.text or "") if kept is not None else ""
            single = raw if raw.strip() else ""
            finished = kept is not None and kept.get("type") is None
            if plural:
                if not forms and single:
                    forms = [single]
                wanted = PLURAL_FORMS[lang]
                forms = (forms + [forms[-1]] * wanted)[:wanted] if forms else [""] * wanted
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
                if not (finished and all(forms) and len(forms) == wanted):
                    translation.set("type", "unfinished")
            else:
                translation.text = single or (forms[0] if forms else "")
                if not (finished and translation.text):
                    translation.set("type", "unfinished")
    _write(ET.ElementTree(root), ts)


def update(only: str | None = None, ts_dir: Path = TS_DIR) -> None:
    """Extract every visible string into the catalogues, keeping what is translated."""
    for catalogue in CATALOGUES:
        if only and catalogue != only:
            continue
        files = sources(catalogue)
        if not files:
            continue
        contexts = extract(files)
        for lang in LANGS + ("en",):
            _merge(contexts, ts_dir / f"{catalogue}_{lang}.ts", lang)
    if ts_dir == TS_DIR:
        release()


def release() -> None:
    """Compile each catalogue; a .qm is replaced by rename, never rewritten in place (a running
    bugbox or test maps the old one into memory, and rewriting it under its feet crashes it)."""
    for ts in sorted(TS_DIR.glob("*.ts")):
        qm = ts.with_suffix(".qm")
        fd, tmp = tempfile.mkstemp(suffix=".qm", dir=TS_DIR)
        os.close(fd)
        try:
            subprocess.run([tool("lrelease"), str(ts), "-qm", tmp], check=True, stdout=subprocess.DEVNULL)
            if qm.exists() and qm.read_bytes() == Path(tmp).read_bytes():
                os.unlink(tmp)
            else:
                os.replace(tmp, qm)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)


def unfinished(ts: Path) -> list[str]:
    tree = ET.parse(ts)
    missing = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            empty_form = any(not (f.text or "").strip() for f in message.iter("numerusform"))
            if translation is not None and (
                empty_form or translation.get("type") in ("unfinished", "vanished", "obsolete")
            ):
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
