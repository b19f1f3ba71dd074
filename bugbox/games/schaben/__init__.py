"""Schaben jagen: the solo puzzle of the vermin exterminator and the cockroaches.

The model (Qt-free) is split by responsibility: `board` (the kitchen's geometry), `rules`
(cards, the order in which a card takes effect, the game contract), `tasks` (the task file
format and its validation), `solver`, `generator`, `progress`, `events` and the command line
`cli`. The view is in `view/`.
"""
