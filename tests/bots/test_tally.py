"""The search bots' tally of per-world results: which candidate a decision takes."""

from __future__ import annotations

from stich.bots.tally import Tally


def _tally(rows: list[dict[str, float]]) -> Tally[str]:
    t: Tally[str] = Tally(["rules", "gamble"])
    for r in rows:
        t.add(r)
    return t


def test_a_lucky_gamble_does_not_displace_the_rules_choice():
    # the gamble's mean is higher, but one world in four decides it: within a standard error
    rows = [{"rules": 20.0, "gamble": 48.0}, {"rules": 20.0, "gamble": -96.0},
            {"rules": 20.0, "gamble": 48.0}, {"rules": 20.0, "gamble": 96.0}]
    t = _tally(rows)
    assert t.best({}) == "gamble"
    assert t.best_or("rules", {}) == "rules"


def test_a_clearly_better_candidate_replaces_the_rules_choice():
    rows = [{"rules": 20.0, "gamble": 48.0 + i} for i in range(6)]
    assert _tally(rows).best_or("rules", {}) == "gamble"
