"""Verflixxt! kompakt on the screen: the course, the pieces, the mats, the move preview, the end
screen, and the page that turns clicks, drags and keys into actions for the rules one folder
up. Nothing here decides a rule."""
