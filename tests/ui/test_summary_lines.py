"""The summary's scoring lines say what each number is. A Schafkopf Tout listed "Tout tariff 50"
over "Tout counts double ×2", as if a Tout's own price were 50: the 50 is the solo tariff, and
the doubling is of the sum (tariff and runners); a Sie the same, four times."""

from __future__ import annotations

import pytest

from stich.engine.actions import Contract
from stich.engine.cards import HEARTS
from stich.engine.game import get_game
from stich.engine.variants.schafkopf.settlement import price_game
from stich.ui import labels
from stich.ui.translations import switch_language


@pytest.mark.parametrize("lang,expected", [
    ("en", [("Solo tariff", "50"), ("Runners: with 3", "30"),
            ("Tout: the sum counts double", "× 2")]),
    ("de", [("Solotarif", "50"), ("Laufende: mit 3", "30"),
            ("Tout: die Summe zählt doppelt", "× 2")]),
])
def test_a_touts_lines_say_the_solo_tariff_and_what_is_doubled(lang, expected):
    rules = get_game("schafkopf").rules()
    priced = price_game(rules, Contract("solo", HEARTS, frozenset({"tout"})), 120, 8, 8, 3,
                        True)
    switch_language(lang, remember=False)
    try:
        lines = [labels.result_line(line, ["You"] * 4) for line in priced.lines]
    finally:
        switch_language("en", remember=False)
    assert lines == expected
    assert priced.amount == (50 + 30) * 2


def test_a_sies_lines_say_the_solo_tariff_and_what_counts_four_times():
    rules = get_game("schafkopf").rules(None, {"contracts_enabled": frozenset(
        {"sauspiel", "wenz", "solo", "tout", "sie"})})
    priced = price_game(rules, Contract("sie"), 120, 8, 8, 8, True)
    lines = [labels.result_line(line, ["You"] * 4)[0] for line in priced.lines]
    assert lines == ["Solo tariff", "Runners: with 8", "Sie: the sum counts four times"]
