"""An average score change to a tenth reads the same in the hint, the post-hand review and the
statistics window. They had a formatter each: the review showed −0.04 as "−0.0" and 0.04 as
"+0.0", the hint showed 0.04 as "0" and 3.0 as "+3" beside "+2.5", the statistics "0.0" and
"+3.0"; 2.25 was "+2.3" in the review, "+2.2" in the others. Now a figure that rounds to zero
is "0.0" without a sign, the others keep their sign and one decimal, in the locale's digits,
rounded as the hint ranks its options (so two that read the same are not ranked apart)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QLocale

from stich.bots.advice import SEARCH, Option, rank
from stich.engine.actions import Action
from stich.ui import translations
from stich.ui.aids.hint import option_text
from stich.ui.aids.review_dialog import value_text
from stich.ui.stats_window import StatsWindow

PASS = Action(0, "pass")


def _hint(x: float) -> str:
    """The figure in a hint's alternative, "Pass: wins in 50%, %3 on average"."""
    text = option_text(Option(PASS, x, 0.5, 16, source=SEARCH), "schafkopf", "german",
                       "intent")
    head, _, tail = text.partition(", ")
    assert head == "Pass: wins in 50%" and tail.endswith(" on average")
    return tail.removesuffix(" on average")


PLACES: dict[str, Callable[[float], str]] = {
    "hint": _hint,
    "review": lambda x: value_text(x, exact=False),
    "statistics": lambda x: StatsWindow._average(x, 1),
}

ENGLISH = [(-0.04, "0.0"), (-0.0, "0.0"), (0.0, "0.0"), (0.04, "0.0"), (0.05, "+0.1"),
           (-0.05, "−0.1"), (3.0, "+3.0"), (-2.96, "−3.0"), (2.25, "+2.2"), (-2.25, "−2.2"),
           (1234.56, "+1,234.6")]


@pytest.fixture
def english() -> Iterator[None]:
    translations.switch_language("en", remember=False)
    yield
    translations.switch_language("en", remember=False)


@pytest.mark.parametrize("place", PLACES)
@pytest.mark.parametrize("x, shown", ENGLISH)
def test_an_average_reads_the_same_everywhere(qtbot, english, place, x, shown):
    assert PLACES[place](x) == shown


@pytest.mark.parametrize("place", PLACES)
def test_in_german_with_a_decimal_comma(qtbot, english, place):
    old = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
    try:
        got = [PLACES[place](x) for x in (-0.04, 0.05, -2.96, 1234.56)]
    finally:
        QLocale.setDefault(old)
    assert got == ["0,0", "+0,1", "−3,0", "+1.234,6"]


def test_the_review_keeps_an_exact_value_whole():
    # with best play from there the review's values are whole settlements
    assert [value_text(x, exact=True) for x in (30.0, -60.0, 0.0)] == ["+30", "−60", "0"]


@pytest.mark.parametrize("place", PLACES)
@pytest.mark.parametrize("x", [2.25, 2.75, -0.25, 0.05, 0.15, -0.35, 1.45, 12.125])
def test_an_average_reads_as_the_hint_ranks_it(qtbot, english, place, x):
    # an alternative is marked "(ahead)" when its mean, rounded as advice.rank rounds it, is
    # above the suggestion's: the figures must read that way too, in the hint and wherever
    # else the same average is shown (the review's rounding put 2.25 at "+2.3", which the
    # ranking takes for 2.2)
    shown = PLACES[place](x)
    assert float(shown.replace("−", "-")) == rank(x, 0.5)[0]
