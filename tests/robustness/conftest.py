"""Robustness tests: the helpers next to this file, and the closing tally of what was tried.

The folder is put on `sys.path` so the tests (and the subprocess driver of the kill test)
can `import robust_games`; importlib mode does not do that by itself.
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import pytest  # noqa: E402
import robust_games  # noqa: E402


def pytest_terminal_summary(terminalreporter):
    """One line with the counts, so a CI log shows how much was tried (see README.md)."""
    counts = robust_games.COUNTS
    if not counts:
        return
    games = sum(n for name, n in counts.items() if name.endswith("games played"))
    terminalreporter.write_sep("-", "robustness counts")
    terminalreporter.write_line(
        f"robustness: inputs tried {counts['file inputs tried']}, games played {games}, "
        f"events sent {counts['gui events sent']}, actions applied {counts['actions applied']}, "
        f"illegal actions refused {counts['illegal actions refused']} of {counts['probe actions tried']} probes"
    )
    terminalreporter.write_line("robustness detail: " + ", ".join(f"{name} {n}" for name, n in sorted(counts.items())))


@pytest.fixture
def window(make_window):
    return make_window()
