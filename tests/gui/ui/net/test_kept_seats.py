"""The seats kept for a rejoin: each table once, by its code (issue 45: "Rejoin" listed the
same table 2-3 times, once per port its server had had)."""

from __future__ import annotations

import time

from bugbox.ui.net.tokens import KeptFile, KeptSeats, KeptTable

TOKEN = "t" * 43


def table(code: str = "ABCDEFGH", port: int = 4000, saved: float = 0.0) -> KeptTable:
    return KeptTable(url=f"ws://127.0.0.1:{port}/", code=code, game="verflixxt", seats={"0": TOKEN}, saved=saved)


def test_a_table_that_moved_is_kept_once_at_its_new_address(tmp_path):
    kept = KeptSeats(tmp_path)
    for port in (4000, 4001, 4002):  # its server restarted twice, each time on another port
        kept.keep(table(port=port))
    kept.keep(table(code="HGFEDCBA"))
    assert [(t.code, t.url) for t in kept.tables()] == [
        ("HGFEDCBA", "ws://127.0.0.1:4000/"),
        ("ABCDEFGH", "ws://127.0.0.1:4002/"),
    ]


def test_a_file_that_kept_a_table_once_per_port_offers_it_once_and_forgets_it_everywhere(tmp_path):
    kept = KeptSeats(tmp_path)
    now = time.time()
    copies = [table(port=4000 + n, saved=now - n) for n in range(3)]
    kept.path.write_text(KeptFile(tables=[*copies, table(code="HGFEDCBA", saved=now - 9)]).model_dump_json())
    assert [(t.code, t.url) for t in kept.tables()] == [
        ("ABCDEFGH", "ws://127.0.0.1:4000/"),  # the newest of its addresses
        ("HGFEDCBA", "ws://127.0.0.1:4000/"),
    ]
    kept.forget("ABCDEFGH")  # its game ended: no address of it is offered again
    assert [t.code for t in kept.tables()] == ["HGFEDCBA"]
