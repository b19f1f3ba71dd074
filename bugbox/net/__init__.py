"""Network play, the parts a server and a client share: the protocol and its codec
(`protocol`), the checks on players' names (`names`) and a small asyncio client (`client`).

Qt-free, and imported only when network play is used (never at the app's start-up).
"""
