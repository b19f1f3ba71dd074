"""The three games, each a Qt-free model beside its Qt view."""
