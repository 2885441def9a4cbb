"""The hand history and the statistics name the whole contract as the table does ("Wenz Tout",
"Hearts Solo Tout"): they showed the kind only ("Wenz", "Solo"), and the statistics counted a
Wenz Tout as a Wenz. A database written by an earlier version shows them so too."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest

from stich.store.history import History
from stich.ui.history_window import HistoryWindow
from stich.ui.stats_window import StatsWindow

from ..store.test_full_contract import schafkopf_match, write_version_1


@pytest.fixture
def old_history(tmp_path: Path) -> Iterator[History]:
    path = tmp_path / "history.sqlite3"
    write_version_1(path, [schafkopf_match()])  # Wenz Tout, Wenz, Hearts Solo Tout, Wenz Tout
    h, problem = History.open(path)
    assert problem is None
    yield h
    h.close()


def _column(table, name: str) -> list[str]:
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    col = headers.index(name)
    return [table.item(r, col).text() for r in range(table.rowCount())]


def test_the_history_names_the_whole_contract(qtbot, old_history):
    window = HistoryWindow(SimpleNamespace(store=SimpleNamespace(history=old_history)))
    qtbot.addWidget(window)
    window.refresh()
    # newest first; the last is the hand whose stored record is damaged: its kind
    assert _column(window.table, "Contract") == [
        "Wenz", "Wenz Tout", "Hearts Solo Tout", "Wenz", "Wenz Tout"]


def test_the_statistics_keep_a_wenz_tout_apart_from_a_wenz(qtbot, old_history):
    window = StatsWindow(SimpleNamespace(store=SimpleNamespace(history=old_history)))
    qtbot.addWidget(window)
    window.refresh()
    assert window.choose("schafkopf", "alles")
    names = _column(window.table, "Contract")
    hands = _column(window.table, "Hands")
    assert sorted(zip(names, hands, strict=True)) == [
        ("Solo Tout", "1"), ("Wenz", "2"), ("Wenz Tout", "2")]
    assert window.summary is not None and window.summary.hands == 5
