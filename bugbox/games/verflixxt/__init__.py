"""Verflixxt! kompakt: a dice race over a course of tiles that shrinks as pawns take them.

Model (Qt-free): `tiles` (the tile table and scoring), `course` (the pieces on the course),
`rules` (turns, actions, the game contract), `events` (what happened, and the log sentence for
it), `spiral` (where the course lies), `ai` (computer players). The view, in `view/`, only
animates and re-syncs.
"""
