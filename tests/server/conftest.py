"""Table server tests: the helpers next to this file (`table_bots`), and a server per test.

The folder is put on `sys.path` so the tests can `import table_bots`; importlib mode does
not do that by itself. Every server listens on 127.0.0.1 with a port the system picks, and
is stopped at the end of its test.
"""

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
