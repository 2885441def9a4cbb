"""``Game.sort_ranking``: how a hand is sorted before the contract is known."""

from __future__ import annotations

from stich.engine.cards import parse_card
from stich.engine.game import game_names, get_game
from stich.engine.tricks import TRUMP


def _trump(game: str, card: str) -> bool:
    g = get_game(game)
    ranking = g.sort_ranking(g.rules())
    assert ranking is not None
    return ranking.esuit[parse_card(card)] == TRUMP


def test_every_game_gives_a_hint_or_none():
    for name in game_names():
        g = get_game(name)
        r = g.sort_ranking(g.rules())
        assert r is None or len(r.esuit) >= 32


def test_the_hints_put_each_games_usual_trumps_together():
    assert _trump("schafkopf", "QC") and _trump("schafkopf", "9H") and not _trump("schafkopf", "AC")
    assert _trump("sheepshead", "JD") and _trump("sheepshead", "7D")
    assert not _trump("sheepshead", "AH")
    if "skat" in game_names():
        assert _trump("skat", "JH") and not _trump("skat", "AC")
    assert _trump("sjavs", "QS") and _trump("sjavs", "JD")
    assert _trump("klorsjavs", "QS") and _trump("klorsjavs", "AC")
    assert not _trump("klorsjavs", "AH")
