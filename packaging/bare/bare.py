"""The size yardstick: the smallest useful PySide6 Widgets app (a window with a label).

It is built exactly like bugbox (same trimming rules from `packaging/build.py`, same strip and
one-folder layout) so that `bugbox bundle size / bare bundle size` measures what bugbox itself
adds, not what Qt costs. `--smoke` shows the window, paints it once and exits 0.
"""
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("bare")
    window.setCentralWidget(QLabel("Hello, Qt"))
    window.resize(320, 200)
    window.show()
    if "--smoke" in sys.argv[1:]:
        QTimer.singleShot(0, app.quit)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
