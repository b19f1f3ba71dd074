"""The floor for start-up: a bare PySide6 window that shows a label, paints once and quits.

bugbox's `--smoke` start is measured against this in the same run (tests/benchmarks/run.py).
"""

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setCentralWidget(QLabel("Hello"))
    window.resize(1280, 800)
    window.show()

    def finish() -> None:
        window.repaint()
        app.processEvents()
        app.quit()

    QTimer.singleShot(0, finish)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
