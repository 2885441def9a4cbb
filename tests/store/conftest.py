"""The store tests run without fsync (temporary files need no power-cut safety, and fsync is
most of their run time on slow disks); ``durable`` puts it back for the tests about it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from stich.store import atomic, database


@pytest.fixture(autouse=True)
def _no_fsync(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    if "durable" not in request.fixturenames:
        monkeypatch.setattr(atomic, "FSYNC", False)
        monkeypatch.setattr(database, "SYNCHRONOUS", "OFF")
    yield


@pytest.fixture
def durable() -> None:
    """Real fsync and ``synchronous=FULL``, as in the app."""
