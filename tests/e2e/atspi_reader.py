"""Read bugbox's accessibility tree as a screen reader does: through the AT-SPI bus.

Two halves in one file, so the tests and a measurement by hand read the tree the same way:

- run as a script by Debian's `/usr/bin/python3` (which has `python3-pyatspi`; the project's
  virtual environment has no AT-SPI client), it walks the tree of the application named
  `bugbox` and prints it as JSON (`tree`), or prints the announcements and focus changes the
  bus carries for a while (`events SECONDS`), one JSON object a line;
- imported by the tests (any Python), `read_tree` and `listen` run that script in the
  environment of a bus, and `measure` counts what was read: nodes, named nodes, and which
  facts (words that must all stand in one node's name) were found.

A fact is a tuple of words: ("Ada", "heap", "9") is found when one node's name holds all
three, case-folded, numbers as whole numbers ("9" is not found in "19").
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

#: The interpreter with python3-pyatspi (Debian's, not the virtual environment's).
SYSTEM_PYTHON = "/usr/bin/python3"
SCRIPT = Path(__file__)
#: The most nodes walked: a runaway tree (a child returning its parent) cannot hang a test.
MOST_NODES = 5000


# --- the reader's side (system Python with pyatspi) -----------------------------------------
def _walk(node, path: str, depth: int, out: list[dict]) -> None:  # pragma: no cover - subprocess
    if len(out) >= MOST_NODES or depth > 40:
        return
    try:
        states = node.getState()
        entry = {
            "path": path,
            "role": node.getRoleName(),
            "name": node.name or "",
            "description": node.description or "",
            "focused": states.contains(_pyatspi().STATE_FOCUSED),
            "showing": states.contains(_pyatspi().STATE_SHOWING),
            "children": node.childCount,
        }
    except Exception as error:  # noqa: BLE001 - pyatspi raises GLib errors of many kinds: note it, go on
        out.append({"path": path, "role": "error", "name": str(error), "description": "", "children": 0})
        return
    out.append(entry)
    for index in range(entry["children"]):
        try:
            child = node.getChildAtIndex(index)
        except Exception:  # noqa: BLE001 - a node gone while read (GLib errors of many kinds)
            continue
        if child is not None:
            _walk(child, f"{path}/{index}", depth + 1, out)


def _pyatspi():  # pragma: no cover - subprocess
    import pyatspi

    return pyatspi


def _app(name: str):  # pragma: no cover - subprocess
    desktop = _pyatspi().Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and app.name == name:
            return app
    return None


def _print_tree(name: str) -> int:  # pragma: no cover - subprocess
    app = _app(name)
    if app is None:
        print(json.dumps({"error": f"no application {name!r} on the bus"}))
        return 1
    out: list[dict] = []
    _walk(app, "0", 0, out)
    print(json.dumps(out))
    return 0


def _print_events(seconds: float) -> int:  # pragma: no cover - subprocess
    """Announcements and focus changes, one JSON line each, for `seconds`."""
    pyatspi = _pyatspi()
    from gi.repository import GLib

    def heard(event) -> None:
        try:
            source = event.source
            name = source.name if source is not None else ""
            role = source.getRoleName() if source is not None else ""
        except Exception:  # noqa: BLE001 - a node gone while read (GLib errors of many kinds)
            name = role = ""
        detail = event.any_data if isinstance(event.any_data, str) else ""
        line = {"type": event.type, "detail": detail, "source": name, "role": role, "t": time.monotonic()}
        print(json.dumps(line), flush=True)

    pyatspi.Registry.registerEventListener(heard, "object:announcement", "object:state-changed:focused")
    GLib.timeout_add(int(seconds * 1000), lambda: pyatspi.Registry.stop() or False)
    print(json.dumps({"type": "listening"}), flush=True)
    pyatspi.Registry.start()
    return 0


# --- the tests' side -------------------------------------------------------------------------
@dataclass(frozen=True)
class Node:
    path: str
    role: str
    name: str
    description: str = ""
    focused: bool = False
    showing: bool = True

    def depth(self) -> int:
        return self.path.count("/")


def read_tree(env: Mapping[str, str], timeout: float = 60) -> list[Node]:
    """The whole tree of the running bugbox on the bus of `env` (DBUS_SESSION_BUS_ADDRESS)."""
    done = subprocess.run(
        [SYSTEM_PYTHON, str(SCRIPT), "tree"], env=dict(env), capture_output=True, text=True, timeout=timeout
    )
    data = json.loads(done.stdout or "{}")
    if isinstance(data, dict):
        raise AssertionError(f"{data.get('error', 'no tree')}: {done.stderr[-2000:]}")
    return [
        Node(d["path"], d["role"], d["name"], d.get("description", ""), d.get("focused", False), d.get("showing", True))
        for d in data
    ]


def subtree(nodes: Sequence[Node], root: Node) -> list[Node]:
    """`root` and every node below it."""
    return [n for n in nodes if n.path == root.path or n.path.startswith(root.path + "/")]


def table_of(nodes: Sequence[Node], name_part: str) -> list[Node]:
    """The nodes of the showing game table whose name holds `name_part` (its subtree): the
    table is the node of role "canvas" named after its game; before it was an unnamed filler."""
    for node in nodes:
        if node.role == "canvas" and name_part.casefold() in node.name.casefold() and node.showing:
            return subtree(nodes, node)
    return []


def listen(env: Mapping[str, str], seconds: float) -> subprocess.Popen:
    """Start listening for announcements and focus changes (read them with `heard`)."""
    process = subprocess.Popen(
        [SYSTEM_PYTHON, str(SCRIPT), "events", str(seconds)],
        env=dict(env),
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert process.stdout is not None
    first = process.stdout.readline()
    assert "listening" in first, f"the event listener did not start: {first!r}"
    return process


def heard(process: subprocess.Popen, timeout: float = 60) -> list[dict]:
    """What a `listen` process heard, once it has ended."""
    out, _ = process.communicate(timeout=timeout)
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def _has_word(text: str, word: str) -> bool:
    word = word.casefold()
    if re.fullmatch(r"[+\-−]?\d+", word):
        return re.search(rf"(?<![\d+\-−]){re.escape(word)}(?!\d)", text) is not None
    return word in text


def found(nodes: Iterable[Node], fact: Sequence[str]) -> bool:
    return any(all(_has_word(n.name.casefold(), w) for w in fact) for n in nodes)


@dataclass(frozen=True)
class Figures:
    nodes: int
    named: int
    facts: int
    of_facts: int
    missing: tuple[tuple[str, ...], ...]

    def line(self) -> str:
        return f"{self.nodes} nodes, {self.named} named, {self.facts}/{self.of_facts} facts"


def measure(nodes: Sequence[Node], facts: Sequence[Sequence[str]]) -> Figures:
    named = sum(1 for n in nodes if n.name.strip())
    missing = tuple(tuple(f) for f in facts if not found(nodes, f))
    return Figures(len(nodes), named, len(facts) - len(missing), len(facts), missing)


if __name__ == "__main__":  # pragma: no cover - run by the system Python
    if sys.argv[1:2] == ["tree"]:
        sys.exit(_print_tree(sys.argv[2] if len(sys.argv) > 2 else "bugbox"))
    if sys.argv[1:2] == ["events"]:
        sys.exit(_print_events(float(sys.argv[2])))
    print("usage: atspi_reader.py tree [APP] | events SECONDS", file=sys.stderr)
    sys.exit(2)
