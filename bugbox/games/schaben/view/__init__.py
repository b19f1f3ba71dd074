"""Schaben jagen on the screen: the kitchen board, the card tray, the task browser, lessons
and solution playback, and the page that turns clicks, drags and keys into played cards for
the rules one folder up. Nothing here decides a rule."""
