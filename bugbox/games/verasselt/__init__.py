"""Voll verasselt (ムシがいっぱい): push-your-luck with seven bug dice and 88 bug cards.

Model (Qt-free): `cards.py` (cards counted per colour), `rules.py` (state, actions, `apply`),
`events.py` (what the table animates and the log tells), `odds.py` (exact bust odds) and
`ai.py` and `planner.py` (computer players). The view is in `view/`.
"""
