"""`python -m bugbox` starts the app exactly like the `bugbox` command; it is also the entry
script of the PyInstaller bundle (packaging/bugbox.spec), whose review workers start as
`bugbox --multiprocessing-fork ...`: `run_as_worker` takes those before anything else."""

import sys

from bugbox.app import main, run_as_worker

if __name__ == "__main__":
    run_as_worker()
    sys.exit(main())
