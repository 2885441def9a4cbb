"""Fair dealing, from the stored history: the player's cards next to everyone else's.

For every hand the player played (imported hands are left out, as in the statistics), the deal
is read from the stored record and each seat's dealt hand is counted: trumps of the game's
usual ranking (the cards that are trump in most of its games: Ober, Unter and hearts in
Schafkopf, the jacks in Skat...), the top four of those trumps, and the aces. The player's
seat is compared with all the other seats together, as averages and as a histogram of trumps
per hand. The deals come from seeds (``hand_seed``) that the player never chooses, so the two
columns should agree up to chance.
"""

from __future__ import annotations

import json
import logging
from collections import Counter
from dataclasses import dataclass, field

from ..engine.cards import ACE, rank_of
from ..engine.errors import StichError
from ..engine.game import get_game
from .database import db_errors
from .history import History

log = logging.getLogger(__name__)


@dataclass
class Tally:
    """Counts over dealt hands (of one seat, or of the other seats together)."""

    hands: int = 0
    trumps: int = 0
    top: int = 0
    aces: int = 0
    histogram: Counter[int] = field(default_factory=Counter)  # trumps in a hand -> hands

    def add(self, trumps: int, top: int, aces: int) -> None:
        self.hands += 1
        self.trumps += trumps
        self.top += top
        self.aces += aces
        self.histogram[trumps] += 1

    def mean(self, what: str) -> float:
        total: int = getattr(self, what)
        return total / self.hands if self.hands else 0.0


@dataclass
class Fairness:
    game: str
    deals: int = 0  # hands counted
    you: Tally = field(default_factory=Tally)
    others: Tally = field(default_factory=Tally)


def fairness(history: History, game: str, limit: int = 5000) -> Fairness:
    """The player's dealt cards against the other seats' in the newest ``limit`` hands."""
    out = Fairness(game)
    g = get_game(game)
    with db_errors(history.path):
        rows = history.conn.execute(
            "SELECT human_seat, record_json FROM hands WHERE game = ? AND source = 'played' "
            "AND human_seat IS NOT NULL ORDER BY id DESC LIMIT ?", (game, limit)).fetchall()
    for human, text in rows:
        try:
            rec = json.loads(text)
            rules = g.rules_class.from_json(rec.get("rules"))
            players = int(rec.get("players", 0))
            deal = g.deal_from_json(rec.get("deal"), players)
        except (ValueError, TypeError, StichError) as e:
            log.warning("fair dealing: a stored hand could not be read (%s)", e)
            continue
        ranking = g.sort_ranking(rules)
        trumps = ranking.trumps if ranking is not None else ()
        trump_set = set(trumps)
        top_set = set(trumps[:4])
        counted = False
        for seat, hand in enumerate(deal.hands):
            if not hand:
                continue  # a seat sitting out
            t = sum(1 for c in hand if c in trump_set)
            top = sum(1 for c in hand if c in top_set)
            aces = sum(1 for c in hand if rank_of(c) == ACE and c not in trump_set)
            (out.you if seat == human else out.others).add(t, top, aces)
            counted = True
        out.deals += counted
    return out
