"""Voll verasselt on the screen: the table, its pieces, the side panel, and the page that turns
clicks, drags and keys into actions for the rules one folder up. Nothing here decides a rule."""
