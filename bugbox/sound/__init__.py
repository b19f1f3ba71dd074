"""Sound: the sound bank and the mixer that plays it through one miniaudio device (no Qt here).

`speaker.Speaker` is what the box plays through; `bugbox.ui.sounds` says when (with the
animation that shows an event) and whether (the player's switch, the animation speed).
"""
