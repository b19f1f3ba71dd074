"""The Qt view layer shared by the three games: window, dialogs, graphics toolkit."""
