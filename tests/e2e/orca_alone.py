"""Debian's Orca started as /usr/bin/orca starts it, but blind to other Orcas of the same user
(`otherOrcas()` finds none): end-to-end tests run side by side, each with an Orca on its own
bus, and Orca's `--replace` SIGKILLs every other Orca of the user by name, while without it
Orca refuses to start beside another.
Run by the system python: `/usr/bin/python3 orca_alone.py [orca's options]`."""

import sys

sys.path.remove(sys.path[0])  # this folder: its modules are not Orca's
ORCA = "/usr/bin/orca"

with open(ORCA, encoding="utf-8") as file:
    source = file.read()
if "def otherOrcas():" not in source:
    sys.exit(f"{ORCA} changed: its search for other Orcas is not where this script expects it")
source = source.replace("def otherOrcas():", "def otherOrcas():\n    return []\n\n\ndef _other_orcas_unused():")
sys.argv = [ORCA, *sys.argv[1:]]
exec(compile(source, ORCA, "exec"), {"__name__": "__main__"})
