"""`python -m bugbox` starts the app exactly like the `bugbox` command."""

import sys

from bugbox.app import main

sys.exit(main())
