"""The table server: network play refereed by one server that keeps every table.

Qt-free, headless (`bugbox serve`, cli.py) or inside the app (`ServerThread`, server.py).
The parts: `limits` (every bound), `connection` (one client: send queue, message budget),
`referee` (requests change tables; the rules apply moves), `computers` (the computer seats,
thinking off the event loop), `tables` (a table, its seats, its session, what is said of
it), `store` (SQLite: setup, seed and actions) and `refusals` (the sentences). The protocol
itself is bugbox/net/protocol.py and docs/protocol.md. Nothing here is imported before it
is used.
"""
