"""Statistics from the hand history, per game and per house-rule preset.

Only hands the human played count (``source = 'played'`` with a human seat); imported hands
and bots-only matches are history, not statistics. ``game``/``preset`` ``None`` means all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .database import db_errors
from .history import CONTRACT_JSON, History, stored_contract


@dataclass(frozen=True)
class Group:
    """A (game, preset) pair with hands in the history: the statistics window's choices."""

    game: str
    preset: str
    preset_custom: bool
    hands: int


@dataclass(frozen=True)
class Summary:
    hands: int            # hands played (thrown-in deals included)
    declared: int         # games the human declared
    declared_won: int     # ... and won
    won: int              # hands the human's side won
    lost: int             # hands the human's side lost
    score: int            # sum of the human's settlements
    card_points: int      # sum of the human's card points, in all
    aided: int = 0        # hands played with a learning aid (a hint, an undo)
    played: int = 0       # hands played out (a contract; not thrown in)
    played_points: int = 0  # the human's card points in those

    @property
    def average_score(self) -> float:
        return self.score / self.hands if self.hands else 0.0

    @property
    def average_card_points(self) -> float:
        """The human's card points per hand played out (a thrown-in deal has none to take)."""
        return self.played_points / self.played if self.played else 0.0


@dataclass(frozen=True)
class ContractStats:
    """One contract: its kind (``None``: hands thrown in / no game) and its flags (Tout, Hand,
    schneider announced, ouvert, alone...), whatever its suit."""

    contract: str | None
    hands: int            # hands played with this contract, in any role
    declared: int
    declared_won: int
    as_partner: int
    as_opponent: int
    won: int
    score: int
    flags: frozenset[str] = frozenset()


@dataclass(frozen=True)
class ScorePoint:
    """One hand on the running-score plot: ``n`` counts from 1."""

    n: int
    hand_id: int
    played_at: str
    settlement: int
    total: int


def _filter(game: str | None, preset: str | None,
            match_id: str | None = None) -> tuple[str, tuple[Any, ...]]:
    parts = ["source = 'played'", "human_seat IS NOT NULL"]
    args: list[Any] = []
    for column, value in (("game", game), ("preset", preset), ("match_id", match_id)):
        if value is not None:
            parts.append(f"{column} = ?")
            args.append(value)
    return "WHERE " + " AND ".join(parts), tuple(args)


def groups(history: History) -> list[Group]:
    where, args = _filter(None, None)
    with db_errors(history.path):
        rows = history.conn.execute(
            f"SELECT game, preset, MAX(preset_custom), COUNT(*) FROM hands {where} "
            "GROUP BY game, preset ORDER BY game, preset", args).fetchall()
    return [Group(r[0], r[1], bool(r[2]), r[3]) for r in rows]


def summary(history: History, game: str | None = None, preset: str | None = None) -> Summary:
    where, args = _filter(game, preset)
    with db_errors(history.path):
        r = history.conn.execute(
            "SELECT COUNT(*), "
            "TOTAL(human_declarer), "
            "TOTAL(human_declarer AND human_won = 1), "
            "TOTAL(human_won = 1), TOTAL(human_won = 0), "
            "TOTAL(human_settlement), TOTAL(human_points), "
            "TOTAL(instr(record_json, '\"aids\":') > 0), "
            "COUNT(CASE WHEN contract IS NOT NULL THEN human_points END), "
            "TOTAL(CASE WHEN contract IS NOT NULL THEN human_points END) "
            f"FROM hands {where}", args).fetchone()
    return Summary(*(int(x or 0) for x in r))


def by_contract(history: History, game: str | None = None,
                preset: str | None = None) -> list[ContractStats]:
    """Per contract, most played first. A contract is its kind with its flags (a Wenz Tout
    apart from a Wenz, a Grand Hand from a Grand), read from each hand's stored record; the
    suit is left out (a Hearts Solo and an Acorns Solo are both a Solo)."""
    where, args = _filter(game, preset)
    with db_errors(history.path):
        rows = history.conn.execute(
            f"SELECT contract, game, {CONTRACT_JSON}, COUNT(*), "
            "TOTAL(human_declarer), "
            "TOTAL(human_declarer AND human_won = 1), "
            "TOTAL(human_role = 'partner'), TOTAL(human_role = 'opponent'), "
            "TOTAL(human_won = 1), TOTAL(human_settlement) "
            f"FROM hands {where} GROUP BY 1, 2, 3", args).fetchall()
    sums: dict[tuple[str | None, frozenset[str]], list[int]] = {}
    for kind, game_name, text, *figures in rows:
        full = stored_contract(kind, text, game_name)
        key = (kind, full.flags if full is not None else frozenset())
        total = sums.setdefault(key, [0] * len(figures))
        for i, x in enumerate(figures):
            total[i] += int(x or 0)
    out = [ContractStats(kind, hands, declared, declared_won, as_partner, as_opponent, won,
                         score, flags)
           for (kind, flags), (hands, declared, declared_won, as_partner, as_opponent, won,
                               score) in sums.items()]
    out.sort(key=lambda c: (-c.hands, c.contract or "", tuple(sorted(c.flags))))
    return out


def score_over_time(history: History, game: str | None = None, preset: str | None = None,
                    match_id: str | None = None) -> list[ScorePoint]:
    """The human's running score, hand by hand in the order played (for the plot)."""
    where, args = _filter(game, preset, match_id)
    with db_errors(history.path):
        rows = history.conn.execute(
            f"SELECT id, played_at, human_settlement FROM hands {where} ORDER BY id",
            args).fetchall()
    out: list[ScorePoint] = []
    total = 0
    for n, (hand_id, played_at, settlement) in enumerate(rows, 1):
        amount = settlement if isinstance(settlement, int) else 0
        total += amount
        out.append(ScorePoint(n, hand_id, str(played_at), amount, total))
    return out
