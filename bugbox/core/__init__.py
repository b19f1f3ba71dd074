"""The Qt-free heart of bugbox: rng, messages, files, settings, saves and the game contract.

Nothing in this package may import Qt: the rules engines, the command line and the tests
all build on it without a display.
"""
