"""The statistics window's figures per hand: card points per hand beside the score per hand
(it showed the sum over every hand there), the score per hand to a tenth (it had two decimals
where a game scores whole points), and the sum of the card points labelled as such."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QLocale

from stich.store.history import History
from stich.ui.stats_window import StatsWindow

from ..store.helpers import new_match, play


@pytest.fixture
def history(tmp_path: Path) -> Iterator[History]:
    h, problem = History.open(tmp_path / "history.sqlite3")
    assert problem is None
    yield h
    h.close()


def _figures(window: StatsWindow) -> list[tuple[str, str]]:
    return [(n.text(), v.text()) for n, v in zip(window.figure_names, window.figures,
                                                 strict=True)]


def _beside(figures: list[tuple[str, str]], name: str) -> tuple[str, str]:
    """The figure in the same row of the window's two columns as ``name``."""
    index = [n for n, _ in figures].index(name)
    return figures[index ^ 1]


def test_card_points_per_hand_beside_the_score_per_hand(qtbot, history):
    match, info = new_match("stock", 11)  # deals thrown in, and the stock carried
    for _ in play(match, 6, random.Random(11)):
        pass
    history.record_match(match, info)
    window = StatsWindow(SimpleNamespace(store=SimpleNamespace(history=history)))
    qtbot.addWidget(window)
    window.refresh()
    assert window.choose("schafkopf", "stock")
    figures = _figures(window)
    dict_figures = dict(figures)
    out = [r.result.points[0] for r in match.rows if r.result.contract is not None]
    assert 0 < len(out) < len(match.rows)
    name, value = _beside(figures, "Score per hand")
    assert name == "Card points per hand"
    assert value == QLocale().toString(round(sum(out) / len(out)))  # played hands only
    total = sum(r.result.points[0] for r in match.rows)
    assert dict_figures["Card points in all"] == QLocale().toString(total)
    # the score per hand to a tenth, signed
    per_hand = dict_figures["Score per hand"]
    point = re.escape(QLocale().decimalPoint())
    assert re.fullmatch(rf"[+−]?\d+{point}\d", per_hand), per_hand
    score = sum(r.result.settlement[0] for r in match.rows)
    assert float(per_hand.replace("−", "-").replace(QLocale().decimalPoint(), ".")) == \
        pytest.approx(score / len(match.rows), abs=0.05)
    assert "Card points" not in dict_figures  # no unlabelled sum


def test_no_hands_no_averages(qtbot, history):
    window = StatsWindow(SimpleNamespace(store=SimpleNamespace(history=history)))
    qtbot.addWidget(window)
    window.refresh()
    figures = dict(_figures(window))
    assert figures["Score per hand"] == "—" and figures["Card points per hand"] == "—"


def test_a_small_average_shows_no_sign(qtbot):
    assert StatsWindow._average(0.04, 1) == QLocale().toString(0.0, "f", 1)
    assert StatsWindow._average(-0.04, 1) == QLocale().toString(0.0, "f", 1)
    assert StatsWindow._average(2.25, 1).startswith("+")


def test_trumps_dealt_per_hand_to_a_tenth_as_the_score_per_hand(qtbot, history):
    """It showed two decimals ("3.25 / 3.42") where the other figures per hand show one or
    none."""
    match, info = new_match("alles", 5)
    for _ in play(match, 5, random.Random(5)):
        pass
    history.record_match(match, info)
    window = StatsWindow(SimpleNamespace(store=SimpleNamespace(history=history)))
    qtbot.addWidget(window)
    window.refresh()
    assert window.choose("schafkopf", "alles")
    trumps = dict(_figures(window))["Trumps dealt per hand: you / others"]
    point = re.escape(QLocale().decimalPoint())
    assert re.fullmatch(rf"\d+{point}\d / \d+{point}\d", trumps), trumps
    assert window.fair is not None
    you, others = trumps.split(" / ")
    assert you == QLocale().toString(window.fair.you.mean("trumps"), "f", 1)
    assert others == QLocale().toString(window.fair.others.mean("trumps"), "f", 1)
