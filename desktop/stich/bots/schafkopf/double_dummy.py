"""A sampled world's settlements by the double-dummy solver, for the hard bot.

:func:`world_values` gives this seat's settlement after each candidate card in one world (the
last tricks' card play; a Kontra or Re during the play), :func:`contract_value` what declaring
a contract is worth in a world solved from the first lead (the bidding's ``bid_eval="dd"``):
zero-window searches of :mod:`stich.bots.dds` at the thresholds that change the settlement (61,
91 and 31 card points, schwarz; trick counts for Tout and Bettel), settled by :class:`Payoff`
with the world's Laufende and the doubling factor.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.actions import Contract
from ...engine.cards import POINTS
from ...engine.tricks import Ranking
from ...engine.variants.schafkopf.contracts import contract_ranking
from ..dds import Solver, layout_for
from . import evaluate as ev
from .view import SkView


def world_values(v: SkView, hands: list[int], cands: Sequence[int | None], deadline: float,
                 full: bool, node_limit: int | None = None
                 ) -> dict[int | None, float] | None:
    """This seat's settlement after each candidate card in one world, double dummy (the
    candidate ``None``: the position as it stands, the seat to move choosing best);
    ``full``: also schneider and schwarz. ``node_limit``: the solver's budget per search
    (reproducible), else ``deadline`` alone stops it."""
    obs = v.obs
    contract = v.contract
    assert contract is not None and v.declarer is not None
    kind = contract.kind
    d = v.declarer
    holder = None
    if kind == "sauspiel" and v.called is not None:
        holder = v.holder
        if holder is None:
            holder = next((s for s in range(v.n) if (hands[s] >> v.called) & 1), None)
    party = {d} if holder is None else {d, holder}
    team = [s in party for s in range(v.n)]
    lay = layout_for(v.ranking, v.deck)
    restricted = (v.called is not None and holder is not None and not v.searched
                  and not v.ran_away and bool((hands[holder] >> v.called) & 1))
    keeper = called_suit_keeper(v, d)
    base = 0
    party_tricks = 0
    for t in obs.tricks:
        if t.winner in party:
            base += sum(POINTS[c] for c in t.cards)
            party_tricks += 1
    n_done = len(obs.tricks)
    party_cards = 0
    for s in party:
        party_cards |= hands[s] | v.tv.played[s]
    pay = Payoff(v, contract, v.ranking, party, party_cards, d)
    out: dict[int | None, float] = {}

    def reach(solver: Solver, c: int | None, need: int) -> bool:
        if c is None:
            return solver.reach(need)
        return solver.reach_after(c, need)

    if kind == "sie":
        return dict.fromkeys(cands, pay.amount(True, "plain"))
    if kind == "bettel":
        if party_tricks:
            return dict.fromkeys(cands, pay.amount(False, "plain"))
        opp = [not x for x in team]
        sv = Solver(lay, opp, hands, obs.trick, obs.trick_leader, points=False,
                    trick_bonus=1, must_beat=v.rules.bettel_stichzwang, deadline=deadline,
                    scorer=team, node_limit=node_limit)
        for c in cands:
            out[c] = pay.amount(not reach(sv, c, 1), "plain")
        return out
    if contract.has("tout"):
        if party_tricks < n_done:
            return dict.fromkeys(cands, pay.amount(False, "tout"))
        sv = Solver(lay, team, hands, obs.trick, obs.trick_leader, points=False,
                    trick_bonus=1, called=v.called, holder=holder, restricted=restricted,
                    keeper=keeper, deadline=deadline, node_limit=node_limit)
        left = sv.remaining()
        for c in cands:
            out[c] = pay.amount(reach(sv, c, left), "tout")
        return out
    win_need = v.rules.muss_win_points if contract.has("muss") else 61
    sv = Solver(lay, team, hands, obs.trick, obs.trick_leader, called=v.called,
                holder=holder, restricted=restricted, keeper=keeper, deadline=deadline,
                node_limit=node_limit)
    tsv: Solver | None = None
    for c in cands:
        won = reach(sv, c, win_need - base)
        level = "plain"
        if won:
            if full and reach(sv, c, 91 - base):
                level = "schneider"
                if party_tricks == n_done:
                    if tsv is None:
                        tsv = Solver(lay, team, hands, obs.trick, obs.trick_leader,
                                     points=False, trick_bonus=1, called=v.called,
                                     holder=holder, restricted=restricted, keeper=keeper,
                                     deadline=deadline, node_limit=node_limit)
                    if reach(tsv, c, tsv.remaining()):
                        level = "schwarz"
        elif full and not reach(sv, c, 31 - base):
            level = "schneider"
            if party_tricks == 0:
                if tsv is None:
                    tsv = Solver(lay, team, hands, obs.trick, obs.trick_leader,
                                 points=False, trick_bonus=1, called=v.called,
                                 holder=holder, restricted=restricted, keeper=keeper,
                                 deadline=deadline, node_limit=node_limit)
                if not reach(tsv, c, 1):
                    level = "schwarz"
        out[c] = pay.amount(won, level)
    return out


def doubling_factor(v: SkView) -> int:
    """The hand's stake factor so far: x2 for each knock (SPEC §1.7.1), Kontra, Re..."""
    return int(v.obs.public.get("multiplier", 1) or 1)


def called_suit_keeper(v: SkView, caller: int) -> int | None:
    """The seat the solver keeps from discarding his last card of the called suit
    (the house rule ``caller_keeps_called_suit``, SPEC §1.8.2), or None."""
    return caller if v.rules.caller_keeps_called_suit else None


def contract_value(v: SkView, c: Contract, hands: list[int], forehand: int,
                   deadline: float, node_limit: int | None = None) -> float:
    """This seat's settlement declaring ``c`` in the world where the seats hold ``hands``,
    solved double dummy from the first lead (``forehand``'s); the hand's doubling factor is
    read from the observation (:class:`Payoff`)."""
    me = v.me
    rk = contract_ranking(c, v.short)
    lay = layout_for(rk, v.deck)
    holder = None
    called = None
    if c.kind == "sauspiel" and c.suit is not None:
        called = c.suit * 9
        holder = next((s for s in range(v.n) if (hands[s] >> called) & 1), None)
    party = {me} if holder is None else {me, holder}
    team = [s in party for s in range(v.n)]
    sv = Solver(lay, team, hands, (), forehand, called=called, holder=holder,
                restricted=called is not None, keeper=called_suit_keeper(v, me),
                deadline=deadline, node_limit=node_limit)
    won = sv.reach(61)
    level = "plain"
    if (sv.reach(91) if won else not sv.reach(31)):
        level = "schneider"
    party_cards = 0
    for s in party:
        party_cards |= hands[s]
    pay = Payoff(v, c, rk, party, party_cards, me)
    return pay.amount(won, level)


class Payoff:
    """A seat's settlement for an outcome of the hand in one world (SPEC §1.9.4)."""

    def __init__(self, v: SkView, contract: Contract, ranking: Ranking, party: set[int],
                 party_cards: int, declarer: int) -> None:
        rules = v.rules
        self.kind = contract.kind
        self.me_in = v.me in party
        self.solo = len(party) == 1
        self.me_declarer = v.me == declarer
        trumps = ranking.trumps
        run = 0
        mit = bool(trumps) and bool((party_cards >> trumps[0]) & 1)
        for t in trumps:
            if bool((party_cards >> t) & 1) != mit:
                break
            run += 1
        lmin = rules.lauf_min_wenz if self.kind in ("wenz", "geier") \
            else rules.lauf_min_sauspiel_solo
        self.lauf = run if run >= lmin and self.kind not in ("bettel", "sie") else 0
        self.price = ev.unit_price(contract, rules)
        self.extra = rules.t_extra
        self.factor = doubling_factor(v)

    def amount(self, won: bool, level: str) -> float:
        extra = self.extra
        if self.kind == "sie":
            a = (self.price + 8 * extra) * 4
        elif level == "tout":
            a = (self.price + self.lauf * extra) * 2
        elif self.kind == "bettel":
            a = self.price
        else:
            a = self.price + self.lauf * extra
            if level == "schneider":
                a += extra
            elif level == "schwarz":
                a += 2 * extra
        a *= self.factor
        sign = 1 if won == self.me_in else -1
        if self.solo and self.me_declarer:
            a *= 3
        return float(sign * a)
