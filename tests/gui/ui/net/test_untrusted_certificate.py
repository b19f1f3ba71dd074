"""A `wss://` table server whose certificate this computer does not trust is named in one
sentence (issue 46: "Connecting…" for good, nothing said and nothing in the log). The server
is a real TLS WebSocket server on 127.0.0.1 with a self-signed certificate made by openssl."""

from __future__ import annotations

import shutil
import ssl
import subprocess
import threading
from pathlib import Path

import pytest
from websockets.sync.server import serve

from bugbox.ui.i18n import tr_message
from bugbox.ui.net.link import TableLink, untrusted_certificate


@pytest.fixture
def self_signed(tmp_path: Path) -> ssl.SSLContext:
    openssl = shutil.which("openssl")
    assert openssl is not None, "openssl makes the test's certificate"
    key, cert = tmp_path / "key.pem", tmp_path / "cert.pem"
    subprocess.run(
        [openssl, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"]
        + ["-keyout", str(key), "-out", str(cert)],
        check=True,
        capture_output=True,
        timeout=60,
    )
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    return context


def test_a_self_signed_certificate_is_named_in_one_sentence(qtbot, self_signed, caplog):
    server = serve(lambda ws: ws.recv(timeout=5), "127.0.0.1", 0, ssl=self_signed)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.socket.getsockname()[1]
    link = TableLink(f"wss://127.0.0.1:{port}")
    failed: list[object] = []
    link.failed.connect(failed.append)
    try:
        link.start()
        qtbot.waitUntil(lambda: bool(failed), timeout=15000)
        qtbot.wait(300)  # nothing more is said
    finally:
        link.close()
        server.shutdown()
    assert failed == [untrusted_certificate(f"127.0.0.1:{port}")]
    assert "does not trust" in tr_message(failed[0])
    assert "certificate is not trusted" in caplog.text
