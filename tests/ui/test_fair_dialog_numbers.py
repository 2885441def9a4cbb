"""The Fair dealing dialog's numbers in the player's language, to as many places as the rest of
the UI: counts grouped as the locale groups them, the figures per dealt hand to a tenth (as the
statistics show the same trumps per hand)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import pytest

from stich.store.fairness import Fairness, Tally
from stich.store.history import History
from stich.ui.aids.fair_dialog import FairDealingDialog
from stich.ui.translations import switch_language


@pytest.fixture
def german(qapp):
    switch_language("de", remember=False)
    yield
    switch_language("en", remember=False)


def test_counts_and_means_in_german(qtbot, german, tmp_path: Path):
    history, problem = History.open(tmp_path / "history.sqlite3")
    assert problem is None
    session = SimpleNamespace(store=SimpleNamespace(history=history))
    dialog = FairDealingDialog(session, "skat")  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    you = Tally(hands=1234, trumps=1691, top=900, aces=1604,
                histogram=Counter({0: 226, 1: 1008}))
    others = Tally(hands=2468, trumps=2888, top=1800, aces=2938,
                   histogram=Counter({0: 1234, 1: 1234}))
    dialog._fill(Fairness("skat", 1234, you, others))
    means = dialog.means
    cells = [[means.item(r, c).text() for c in (1, 2)] for r in range(means.rowCount())]
    assert cells == [["1.234", "2.468"],  # hands counted, grouped
                     ["1,4", "1,2"],      # trumps: 1.37 and 1.17 per hand, to a tenth
                     ["0,7", "0,7"],      # top four trumps
                     ["1,3", "1,2"]]      # side aces
    share = dialog.histogram.item(1, 1).text()
    assert share.startswith("1.008") and "81,7 %" in share
    history.close()
