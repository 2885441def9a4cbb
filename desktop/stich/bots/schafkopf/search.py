"""The hard Schafkopf bot: determinized search with the double-dummy solver.

Card play (perfect-information Monte Carlo): deal the cards this seat cannot see many times,
consistently with everything it has observed (voids shown, the called ace's rules, the caller's
called-suit card, a run-away, the known partner) and, as soft evidence, with the bids (a solo
player's hand must look like one that announces a solo, a seat that passed rarely holds one,
a Kontra comes from a strong hand). Each sample is solved double dummy for every candidate
card with zero-window searches at the thresholds that change the settlement (61, 91 and 31
card points, schwarz), and the card with the best average settlement wins; the rule-based
player's preference breaks ties. Samples are drawn until the time budget is used up (anytime):
every search carries a deadline and a sample whose search is cut off is dropped.

Bidding (intent, class bid, concrete contract with its called ace) and Kontra/Re use the same
machinery from the first lead: sample the other hands, solve each candidate contract in each
sample, and average the settlement, shrunk towards the calibrated model of :mod:`.evaluate`
when few samples fit in the budget.
"""

from __future__ import annotations

import random
import time
from collections import OrderedDict
from collections.abc import Sequence

from ...engine.actions import Action, Contract
from ...engine.cards import POINTS
from ...engine.state import Observation
from ...engine.tricks import Ranking
from ...engine.variants.schafkopf.contracts import class_of, contract_ranking
from ..dds import Solver, Timeout, layout_for
from ..sampling import deal_hidden
from . import evaluate as ev
from .heuristic import Heuristic
from .view import SkView


class HardPlayer:
    def __init__(self, rules: Heuristic, *, samples: int = 60, bid_samples: int = 40,
                 deterministic: bool = False, time_share: float = 0.8,
                 node_limit: int | None = None) -> None:
        self.rules = rules
        # deterministic mode (tests): no clock, a node budget per search instead
        self.node_limit = node_limit if node_limit is not None else (
            20_000 if deterministic else None)
        self.samples = int(samples)
        self.bid_samples = int(bid_samples)
        self.deterministic = bool(deterministic)
        self.time_share = float(time_share)
        self._bid_cache: OrderedDict[tuple[object, ...], dict[Contract, tuple[float, int]]] = \
            OrderedDict()

    # ================================================================ dispatch
    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
               budget: float) -> Action:
        start = time.perf_counter()
        budget = max(0.05, budget)
        if self.deterministic:
            soft = hard = float("inf")
        else:
            soft = start + budget * self.time_share
            hard = start + budget * 0.97
        phase = obs.phase
        if phase == "knock":
            return self.rules.choose(obs, legal, rng)
        v = SkView(obs)
        if phase in ("intent", "auction", "declare"):
            return self.bid(v, legal, rng, soft, hard)
        if phase == "double":
            doubles = [a for a in legal if a.type == "double"]
            if doubles and self.wants_double(v, rng, soft, hard):
                return doubles[0]
            return next(a for a in legal if a.type == "pass")
        doubles = [a for a in legal if a.type == "double"]
        if doubles and self.wants_double(v, rng, start + (soft - start) / 2, hard):
            return doubles[0]
        plays = [a for a in legal if a.type == "play"]
        if len(plays) == 1:
            return plays[0]
        if v.kind == "ramsch":
            return self.rules.choose(obs, plays, rng)
        c = self.play(v, [a.card for a in plays if a.card is not None], rng, soft, hard)
        return next(a for a in plays if a.card == c)

    # ================================================================ worlds
    def sample_world(self, v: SkView, rng: random.Random,
                     tries: int = 30) -> list[int] | None:
        """A deal of the hidden cards consistent with the observation (hands per seat, as
        they are now), weighted by the bids through rejection."""
        tv = v.tv
        me = v.me
        rk = v.ranking
        n = v.n
        unknown = [c for c in range(36) if (tv.unknown >> c) & 1]
        need = {s: tv.left[s] - tv.known[s].bit_count() for s in range(n) if s != me}
        allowed: dict[int, int] = {}
        contract_known = v.contract is not None
        for c in unknown:
            a = 0
            e = rk.esuit[c]
            for s in range(n):
                if s == me or need[s] <= 0:
                    continue
                if contract_known and (tv.voids[s] >> e) & 1:
                    continue
                a |= 1 << s
            allowed[c] = a
        musts: list[tuple[int, int]] = []
        if v.kind == "sauspiel" and v.called is not None and (tv.unknown >> v.called) & 1:
            h = v.holder
            if h is not None:
                allowed[v.called] &= 1 << h
            else:
                allowed[v.called] &= ~(1 << (v.declarer or 0)) & ~(1 << me)
            must = v.caller_must_hold() & tv.unknown
            if must and v.declarer is not None:
                musts.append((v.declarer, must))
        best: list[int] | None = None
        for _ in range(tries):
            got = deal_hidden(unknown, need, allowed, rng, musts)
            if got is None:
                return best
            hands = [0] * n
            for s in range(n):
                hands[s] = tv.known[s] | got.get(s, 0)
            hands[me] = v.hand
            if best is None:
                best = hands
            if rng.random() < self.plausibility(v, hands):
                return hands
        return best

    def plausibility(self, v: SkView, hands: list[int]) -> float:
        """Soft evidence from the bidding: how likely each seat's (original) hand makes the
        announcements it made. Multiplied over seats; 1 = fully consistent."""
        obs = v.obs
        pub = obs.public
        if v.contract is None:
            return 1.0
        p = 1.0
        lead_seat = (obs.dealer + 1) % v.n
        d = v.declarer
        for s in range(v.n):
            if s == v.me:
                continue
            orig = hands[s] | v.tv.played[s]
            if s == d and v.kind in ("solo", "wenz", "farbwenz", "geier", "farbgeier"):
                base = Contract(v.kind, v.contract.suit if v.contract else None)
                q = ev.win_probability(base, orig, s == lead_seat, v.short)
                p *= min(1.0, max(0.03, (q - 0.15) / 0.45))
            elif s == d and v.kind == "sauspiel" and not (v.contract and v.contract.has("muss")):
                q = ev.win_probability(v.contract, orig, s == lead_seat, v.short) \
                    if v.contract else 0.5
                p *= min(1.0, max(0.05, (q - 0.2) / 0.4))
            elif s != d:
                said = s in tuple(pub.get("interested") or ())
                if not said and v.kind != "ramsch":
                    # a seat that passed rarely holds a clear solo
                    q = max(ev.win_probability(Contract("solo", x), orig, s == lead_seat,
                                               v.short) for x in range(4))
                    if q > 0.75:
                        p *= 0.25
            for seat, kind in pub.get("doublings") or ():
                if seat == s and kind in ("kontra", "sup"):
                    t = (orig & v.ranking.trump_mask).bit_count()
                    if t < 4:
                        p *= 0.35
        return p

    # ================================================================ card play
    def play(self, v: SkView, legal: list[int], rng: random.Random, soft: float,
             hard: float) -> int:
        cands = self.root_candidates(v, legal)
        if len(cands) == 1:
            return cands[0]
        prior = self.rules.card_scores(v, cands)
        tricks_left = v.hand.bit_count()
        totals: dict[int, float] = dict.fromkeys(cands, 0.0)
        done = 0
        limit = self.samples
        tried = 0
        while done < limit and tried < limit * 3:
            if time.perf_counter() > soft and done > 0:
                break
            tried += 1
            world = self.sample_world(v, rng)
            if world is None:
                break
            try:
                vals = self.world_values(v, world, list(cands), hard, tricks_left <= 6)
            except Timeout:
                break
            if vals is None:
                continue
            for c, x in vals.items():
                if c is not None:
                    totals[c] += x
            done += 1
        if not done:
            best_prior = max(prior.values())
            return next(c for c in cands if prior[c] == best_prior)
        return max(cands, key=lambda c: (totals[c] / done + prior[c] * 1e-3, -c))

    def root_candidates(self, v: SkView, legal: list[int]) -> list[int]:
        """Legal cards, one of each set of cards that are the same in every world (same
        effective suit and points, no card still in play between them)."""
        rk = v.ranking
        lay = layout_for(rk, v.deck)
        blockers = lay.to_pos(v.tv.in_play() & ~v.hand)
        for c in v.obs.trick:
            blockers |= 1 << lay.pos[c]
        ps = sorted(lay.pos[c] for c in legal)
        out: list[int] = []
        prev = -1
        for p in ps:
            c = lay.card_at[p]
            if prev >= 0:
                pc = lay.card_at[prev]
                if rk.esuit[pc] == rk.esuit[c] and POINTS[pc] == POINTS[c] and not (
                        blockers & ((1 << p) - (1 << (prev + 1)))):
                    prev = p
                    continue
            out.append(c)
            prev = p
        return out

    def world_values(self, v: SkView, hands: list[int], cands: Sequence[int | None],
                     deadline: float, full: bool) -> dict[int | None, float] | None:
        """This seat's settlement after each candidate card in one world, double dummy (the
        candidate ``None``: the position as it stands, the seat to move choosing best)."""
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
        pay = _Payoff(v, contract, v.ranking, party, party_cards, d)
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
                        scorer=team, node_limit=self.node_limit)
            for c in cands:
                out[c] = pay.amount(not reach(sv, c, 1), "plain")
            return out
        if contract.has("tout"):
            if party_tricks < n_done:
                return dict.fromkeys(cands, pay.amount(False, "tout"))
            sv = Solver(lay, team, hands, obs.trick, obs.trick_leader, points=False,
                        trick_bonus=1, called=v.called, holder=holder, restricted=restricted,
                        deadline=deadline, node_limit=self.node_limit)
            left = sv.remaining()
            for c in cands:
                out[c] = pay.amount(reach(sv, c, left), "tout")
            return out
        win_need = v.rules.muss_win_points if contract.has("muss") else 61
        sv = Solver(lay, team, hands, obs.trick, obs.trick_leader, called=v.called,
                    holder=holder, restricted=restricted, deadline=deadline,
                    node_limit=self.node_limit)
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
                                         holder=holder, restricted=restricted,
                                         deadline=deadline, node_limit=self.node_limit)
                        if reach(tsv, c, tsv.remaining()):
                            level = "schwarz"
            elif full and not reach(sv, c, 31 - base):
                level = "schneider"
                if party_tricks == 0:
                    if tsv is None:
                        tsv = Solver(lay, team, hands, obs.trick, obs.trick_leader,
                                     points=False, trick_bonus=1, called=v.called,
                                     holder=holder, restricted=restricted,
                                     deadline=deadline, node_limit=self.node_limit)
                    if not reach(tsv, c, 1):
                        level = "schwarz"
            out[c] = pay.amount(won, level)
        return out

    # ================================================================ bidding
    def bid(self, v: SkView, legal: Sequence[Action], rng: random.Random, soft: float,
            hard: float) -> Action:
        phase = v.obs.phase
        rules = v.rules
        thr = self.rules.style.min_ev * rules.t_base * 0.75
        model = self.rules.candidates(v, v.hand)
        if phase == "declare":
            options = [a.contract for a in legal if a.contract is not None]
        elif phase == "auction":
            allowed_classes = {a.contract for a in legal if a.type == "bid"}
            options = [c for _, c in model if class_of(c, rules) in allowed_classes]
        else:
            options = [c for _, c in model]
        model_ev = {c: val for val, c in model}
        for c in options:
            if c not in model_ev:
                model_ev[c] = self._model_value(v, c)
        # search only what could matter: the best few by the model, not hopeless ones
        ranked = sorted(options, key=lambda c: -model_ev[c])
        floor = -2.0 * rules.t_solo
        short = [c for c in ranked if model_ev[c] > floor and c.kind not in ("sie",)
                 and not c.has("tout") and c.kind != "bettel"][:3]
        values = dict(model_ev)
        if short and (phase == "declare" or model_ev[ranked[0]] > thr - 1.5 * rules.t_solo):
            got = self.contract_values(v, short, rng, soft, hard)
            for c, (total, k) in got.items():
                values[c] = (total + 3.0 * model_ev[c]) / (k + 3.0)
        best = max(options, key=lambda c: values[c]) if options else None
        if phase == "intent":
            want = "intent" if best is not None and values[best] >= thr else "pass"
            return next(a for a in legal if a.type == want)
        if phase == "auction":
            if best is not None and values[best] >= thr:
                cls = class_of(best, rules)
                for a in legal:
                    if a.type == "bid" and a.contract == cls:
                        return a
            passes = [a for a in legal if a.type == "pass"]
            if passes:
                return passes[0]
            if best is not None:
                cls = class_of(best, rules)
                for a in legal:
                    if a.type == "bid" and a.contract == cls:
                        return a
            return self.rules.choose(v.obs, legal, rng)
        # declare
        assert best is not None
        return next(a for a in legal if a.contract == best)

    def _model_value(self, v: SkView, c: Contract) -> float:
        lead = v.me == (v.obs.dealer + 1) % v.n
        if c.kind == "sie":
            return 1e6
        if c.kind == "bettel":
            return 0.0
        if c.has("tout"):
            return -1e5
        return ev.expected_value(Contract(c.kind, c.suit, c.flags - {"tout"}), v.hand, lead,
                                 v.rules)

    def contract_values(self, v: SkView, contracts: list[Contract], rng: random.Random,
                        soft: float, hard: float) -> dict[Contract, tuple[float, int]]:
        """(sum of settlements, samples) per contract from sampled deals, solved from the first
        lead with this seat as declarer."""
        key = (v.hand, v.me, v.obs.dealer, v.rules, tuple(contracts))
        got = self._bid_cache.get(key)
        if got is not None:
            return got
        n = v.n
        me = v.me
        others = [s for s in range(n) if s != me]
        unknown = [c for c in v.deck if not (v.hand >> c) & 1]
        size = len(v.deck) // n
        need = dict.fromkeys(others, size)
        totals = {c: [0.0, 0] for c in contracts}
        forehand = (v.obs.dealer + 1) % n
        factor = int(v.obs.public.get("multiplier", 1) or 1)
        tries = 0
        while tries < self.bid_samples:
            if time.perf_counter() > soft and tries > 0:
                break
            tries += 1
            got_deal = deal_hidden(unknown, need, {}, rng)
            if got_deal is None:
                break
            hands = [got_deal.get(s, 0) for s in range(n)]
            hands[me] = v.hand
            try:
                for c in contracts:
                    val = self._solve_contract(v, c, hands, forehand, factor, hard)
                    totals[c][0] += val
                    totals[c][1] += 1
            except Timeout:
                break
        out = {c: (t[0], int(t[1])) for c, t in totals.items()}
        self._bid_cache[key] = out
        while len(self._bid_cache) > 64:
            self._bid_cache.popitem(last=False)
        return out

    def _solve_contract(self, v: SkView, c: Contract, hands: list[int], forehand: int,
                        factor: int, deadline: float) -> float:
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
                    restricted=called is not None, deadline=deadline, node_limit=self.node_limit)
        won = sv.reach(61)
        level = "plain"
        if (sv.reach(91) if won else not sv.reach(31)):
            level = "schneider"
        party_cards = 0
        for s in party:
            party_cards |= hands[s]
        pay = _Payoff(v, c, rk, party, party_cards, me)
        return pay.amount(won, level)

    # ================================================================ Kontra and Re
    def wants_double(self, v: SkView, rng: random.Random, soft: float, hard: float) -> bool:
        c = v.contract
        if c is None or v.declarer is None or c.kind in ("sie", "ramsch"):
            return False
        quick = self.rules.wants_double(v, rng)
        # clearly weak hands do not search
        rk = v.ranking
        trumps = (v.hand & rk.trump_mask).bit_count()
        if not quick and trumps < (2 if c.kind in ("wenz", "geier") else 4):
            return False
        total = 0.0
        k = 0
        limit = max(8, self.samples // 3)
        while k < limit:
            if time.perf_counter() > soft and k > 0:
                break
            world = self.sample_world(v, rng)
            if world is None:
                break
            try:
                vals = self.world_values(v, world, [None], hard, True)
            except Timeout:
                break
            if vals is None:
                continue
            total += vals[None]
            k += 1
        if not k:
            return quick
        mean = total / k
        unit = ev.unit_price(c, v.rules) * int(v.obs.public.get("multiplier", 1) or 1)
        mult = 3 if v.me == v.declarer and c.kind != "sauspiel" else 1
        return mean > 0.25 * unit * mult


class _Payoff:
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
        self.factor = int(v.obs.public.get("multiplier", 1) or 1)

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
