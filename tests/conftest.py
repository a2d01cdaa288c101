import os

# Qt must never try to open a real display in tests.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from tests.store_backends import SqliteBackend  # noqa: E402

BACKENDS = ["sqlite"]


@pytest.fixture(params=BACKENDS)
def backend(request, tmp_path):
    """A store backend for the contract suite (tests/test_store_contract.py)."""
    b = SqliteBackend(tmp_path)
    yield b
    b.close()
