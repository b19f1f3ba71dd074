"""Game review: where each decision of a finished (or unfinished) game cost the win.

Qt-free. The estimator (`estimate.py`) plays the game out from each position many times over
fresh random futures, the game-specific parts (which alternatives to compare, how a playout
is played) live beside each game's `ai.py` as `review.py`; `cli.py` is `bugbox review`.
"""
