"""The hard Schafkopf bot: determinized search.

Every decision deals the cards this seat cannot see many times, consistently with everything it
has observed: the voids shown, the called ace's rules (a seat void in its suit cannot hold it, a
run-away or a Re shows the holder), the caller's called-suit card, and as soft evidence the
bidding and the card play (replayed on the sample: would the rule-based player in each other
seat have announced what that seat announced, played the card it played?) and the partner
signals of the play; in card play each sample takes a few Metropolis steps towards worlds that
explain the others' cards, and the worlds accepted at one decision are offered again at the
next. Then:

* card play in the last ``dd_tricks`` tricks (once the sides are public): each sample is solved
  double dummy for every candidate card with zero-window searches at the thresholds that change
  the settlement (61, 91 and 31 card points, schwarz; trick counts for Tout and Bettel), and the
  card with the best average settlement wins;
* earlier card play, and while a Sauspiel partner is hidden from the table: each sample's state
  is rebuilt and each candidate card played out with the rule-based player in every seat;
* bidding (intent, class bid, concrete contract and called ace) and Kontra/Re: each option
  (pass, or go for one of the model's best contracts; double or not) is played out on the same
  samples; the calibrated model of :mod:`.evaluate` counts as a few playouts. Each playout
  adds what this seat's own card play is worth over the rules' in the role it ends up in
  (declarer of a solo or a Sauspiel, partner, defender), times the hand's doubling factor.

The rule-based preference breaks ties. Samples are drawn until the time budget's soft limit or
until the best option leads every other by 2.6 standard errors (anytime); every search carries a
deadline and a cut-off sample is dropped.
"""

from __future__ import annotations

import random
from collections import OrderedDict, deque
from collections.abc import Iterator, Mapping, Sequence
from typing import Any, TypeVar

from ...engine.actions import Action, Contract
from ...engine.cards import POINTS, cards_of
from ...engine.state import HandState, Observation, play_action
from ...engine.tricks import Ranking
from ...engine.variants.schafkopf.contracts import class_of, contract_ranking, legal_calls
from ...engine.variants.schafkopf.rules import SchafkopfRules
from ...engine.variants.schafkopf.state import STOSS_KINDS
from .. import clock
from ..dds import Solver, Timeout, layout_for
from ..sampling import deal_hidden
from ..tally import Tally
from . import evaluate as ev
from .evidence import Evidence
from .heuristic import SOLO_KINDS, Heuristic
from .rollout import finish, playout, world_state
from .view import SkView

K = TypeVar("K")


def _solo_weight(q: float) -> float:
    """How plausible a solo or Wenz player's hand is, from its win probability ``q``: a hand
    under 0.15 almost never announces it, one over 0.6 always may."""
    return min(1.0, max(0.002, (q - 0.15) / 0.45))


def _sauspiel_weight(q: float) -> float:
    """The same for a Sauspiel's caller: under 0.2 rarely, over 0.6 always."""
    return min(1.0, max(0.05, (q - 0.2) / 0.4))


class HardPlayer:
    def __init__(self, rules: Heuristic, *, samples: int = 60, bid_samples: int = 40,
                 deterministic: bool = False, time_share: float = 0.88,
                 node_limit: int | None = None, search_bidding: bool = True,
                 search_play: bool = True, search_double: bool = True,
                 dd_tricks: int = 5, rollouts: int = 400, bid_eval: str = "playout",
                 model_others: bool = True, model_play: float = 0.25,
                 max_time: float = 1.3, hidden_partner_playouts: bool = True,
                 stick: float = 0.0, pool_size: int = 200,
                 mh_steps: int = 12, prior_tries: int = 120, bid_stick: float = 1.0,
                 double_stick: float = 0.0,
                 bid_time: float = 1.0, bid_max_time: float = 1.3, bid_worlds: int = 3,
                 solo_edge: float = 50.0, sauspiel_edge: float = 6.0,
                 partner_edge: float = 0.0, defence_edge: float = 4.0,
                 solo_defence_edge: float = 10.0, re_solo_edge: float = 50.0,
                 kontra_miss: float = 0.05) -> None:
        self.rules = rules
        # playouts overrule the rules' card only by this many standard errors (0: argmax)
        self.stick = float(stick)
        # in the bidding the same, by this many standard errors of the paired playouts
        self.bid_stick = float(bid_stick)
        # and in the Kontra/Re before the play: the rules' Kontra or pass stands unless the
        # playouts beat it by the margin and this many standard errors (0: off; issue 8
        # session 10 tried 1.0: it kept the rules' pass on a Re of the bot's own solo that the
        # playouts put 22.5 ahead, and the solo was won, 300 instead of 600; for experiments)
        self.double_stick = float(double_stick)
        # the bidding's few decisions per hand may think longer than the others: this share of
        # the caller's budget, at most ``bid_max_time`` seconds, and up to ``bid_worlds`` times
        # ``bid_samples`` worlds (the double: 3 times)
        self.bid_time = float(bid_time)
        self.bid_max_time = float(bid_max_time)
        self.bid_worlds = int(bid_worlds)
        # what this seat's own card play adds to a solo or Wenz it declares over the rules'
        # play the bidding's playouts give it (settlement units for the declarer; measured
        # +95 per close solo, SE 21, issue 8 session 7; 80 was measured in session 12:
        # +3.2 per hand on the deals that suggested it, -5.3 on three new seeds, -1.0 [-4.6,
        # +2.6] over all 240: not kept)
        self.solo_edge = float(solo_edge)
        # the same in the Re's playouts on the own solo after a Kontra (a Re doubles the
        # edge with the stake; whether the edge holds against a hand that doubled is not
        # measured; its own knob since session 12, the same 50)
        self.re_solo_edge = float(re_solo_edge)
        # the factor on a world where a seat that gave a Kontra (or Re, Sup, Hirsch) holds a
        # hand the rule-based player would not have doubled with (1: off; issue 8 session 13)
        self.kontra_miss = float(kontra_miss)
        # the same for the other roles a playout of the bidding can end in: declarer of a
        # Sauspiel, its partner, a defender against a Sauspiel and against a solo or Wenz
        # (issue 8 session 8, bench/schafkopf_role_play.py); each playout adds the edge of the
        # role this seat ends up in, so passing is worth what this seat's own play makes of
        # the game the others then play
        self.sauspiel_edge = float(sauspiel_edge)
        # (session 9, 60 hands each: a Sauspiel's defender +6.2 [+2.0, +10.3] per hand, of
        # which about +5 the card play and the rest three Kontras; its partner +0.5 [-1.4,
        # +2.4], not resolved, so 0; its declarer +4.3 [+2.0, +6.6], consistent with the 6)
        self.partner_edge = float(partner_edge)
        self.defence_edge = float(defence_edge)
        self.solo_defence_edge = float(solo_defence_edge)
        # which decisions search (the others use the rules; for experiments)
        self.search_bidding = search_bidding
        self.search_play = search_play
        self.search_double = search_double
        # double dummy once at most ``dd_tricks`` tricks are left; playouts before
        self.dd_tricks = int(dd_tricks)
        self.rollouts = int(rollouts)
        self.bid_eval = bid_eval
        self.model_others = model_others
        # also the others' card play (factor per card the rules would not have played; 0: off)
        self.model_play = float(model_play)
        # playouts rather than double dummy while a Sauspiel partner is unknown to the table
        self.hidden_partner_playouts = hidden_partner_playouts
        # think at most this long whatever the caller allows (a player should not wait)
        self.max_time = float(max_time)
        # deterministic mode (tests): no clock, a node budget per search instead
        self.node_limit = node_limit if node_limit is not None else (
            20_000 if deterministic else None)
        self.samples = int(samples)
        self.bid_samples = int(bid_samples)
        self.deterministic = bool(deterministic)
        self.time_share = float(time_share)
        # (tricks left, candidates, samples) of the last decisions, for measurements
        self.stats: deque[tuple[int, int, int]] = deque(maxlen=2000)
        self._bid_cache: OrderedDict[tuple[object, ...], dict[Contract, tuple[float, int]]] = \
            OrderedDict()
        # what the last decision's search found per option (the hint reads it, see analyse):
        # (option key, mean settlement, share of worlds with a positive settlement, worlds)
        self.last_values: list[tuple[object, float, float, int]] = []
        self._win_shares: dict[str, float] = {}
        self._options_tally: _Tally[str] | None = None
        # judges worlds by the others' actions, remembering the verdicts (consistency())
        self._evidence = Evidence(rules, self.model_play)
        # plausibility()'s factors per seat and hand as dealt, at one decision
        self._plaus_obs: Observation | None = None
        self._plaus: dict[int, tuple[float, ...]] = {}
        # worlds (original deals) accepted in this hand, offered again at its next decisions
        self.pool_size = int(pool_size)
        # deals per world the bids alone reject that do not count against the tries
        self.prior_tries = int(prior_tries)
        # Metropolis steps that move each world of the card play towards the observed plays
        self.mh_steps = int(mh_steps)
        self._pool_key: tuple[object, ...] | None = None
        self._pool: dict[tuple[int, ...], None] = {}
        self._pool_obs: Observation | None = None
        self._offer: list[tuple[int, ...]] = []

    # ================================================================ dispatch
    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
               budget: float) -> Action:
        self.last_values = []
        start = clock.now()
        if obs.phase in ("intent", "auction", "declare"):
            budget = max(0.05, min(budget * self.bid_time, self.bid_max_time))
        else:
            budget = max(0.05, min(budget, self.max_time))
        if self.deterministic:
            soft = hard = float("inf")
        else:
            soft = start + budget * self.time_share
            hard = start + budget * 0.97
        phase = obs.phase
        if phase == "knock" or (phase in ("intent", "auction", "declare")
                                and not self.search_bidding) \
                or (phase == "double" and not self.search_double) \
                or (phase == "play" and not self.search_play):
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
        if doubles and (self.wants_double(v, rng, start + (soft - start) / 2, hard)
                        if self.search_double else self.rules.wants_double(v, rng)):
            return doubles[0]
        plays = [a for a in legal if a.type == "play"]
        if len(plays) == 1:
            return plays[0]
        if v.kind == "ramsch":
            return self.rules.choose(obs, plays, rng)
        c = self.play(v, [a.card for a in plays if a.card is not None], rng, soft, hard)
        return next(a for a in plays if a.card == c)

    # ================================================================ worlds
    def sample_world(self, v: SkView, rng: random.Random, tries: int = 30,
                     deadline: float = float("inf")) -> list[int] | None:
        """A deal of the hidden cards consistent with the observation (hands per seat, as
        they are now), weighted by the bids through rejection. None when no deal fits, or
        when ``deadline`` passes first (the rejections can take long on a busy machine)."""
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
        reuse = self._reusable(v)
        if self._refines(v):
            # the Metropolis steps below do better than more rejected deals for the same CPU
            tries = min(tries, 6)
        pooled = 0
        best_plaus = -1.0
        # deals the bids alone reject (a solo player's hand that would not announce it) are
        # cheap to draw and rejected often: up to ``prior_tries`` of them are not counted
        free = self.prior_tries
        while tries > 0:
            if clock.now() > deadline:
                return None
            # fresh deals count against ``tries``; kept worlds only up to as many again
            pooled_now = bool(reuse) and pooled < tries
            if pooled_now:
                pooled += 1
                # a world accepted at an earlier decision of this hand, as it is now: it
                # already explains what was seen then, so it passes the new evidence far more
                # often than a fresh deal (a particle filter, refreshed by new deals)
                orig = reuse.pop()
                hands = [orig[s] & ~tv.played[s] for s in range(n)]
                if hands[me] != v.hand:
                    continue
            else:
                tries -= 1
                got = deal_hidden(unknown, need, allowed, rng, musts)
                if got is None:
                    return best
                hands = [0] * n
                for s in range(n):
                    hands[s] = tv.known[s] | got.get(s, 0)
                hands[me] = v.hand
            plaus = self.plausibility(v, hands)
            if not pooled_now and plaus > best_plaus:
                # if no deal passes, the one that best explains the bids: the first deal
                # drawn would be an unweighted one (a solo player with a random hand)
                best, best_plaus = hands, plaus
            if rng.random() >= plaus:
                if not pooled_now and free > 0:
                    free -= 1
                    tries += 1
                continue
            if self.model_others:
                floor = rng.random()
                if floor >= self.consistency(v, hands, floor):
                    continue
            return self._refined(v, hands, allowed, rng, deadline)
        if best is not None:
            return self._refined(v, best, allowed, rng, deadline)
        return best

    def _refined(self, v: SkView, hands: list[int], allowed: Mapping[int, int],
                 rng: random.Random, deadline: float) -> list[int]:
        """With the card play as evidence: up to ``mh_steps`` Metropolis steps from ``hands``
        (swap two hidden cards between two other seats; keep the swap with the ratio of how
        well the two worlds explain the bids and the plays), stopping once the world explains
        every action seen, so that a world that got a card of the play wrong is moved towards
        one that explains it; the world then joins the pool."""
        if not self._refines(v):
            return hands
        me = v.me
        tv = v.tv
        hidden = [hands[s] & ~tv.known[s] if s != me else 0 for s in range(v.n)]
        seats = [s for s in range(v.n) if hidden[s]]
        if len(seats) < 2:
            return hands
        cur = list(hands)
        fits = self.consistency(v, cur)
        value = self.plausibility(v, cur) * fits
        for _ in range(self.mh_steps):
            # a world that explains every action seen needs no moving (and costs nothing more)
            if fits >= 1.0 or clock.now() > deadline:
                break
            a, b = rng.sample(seats, 2)
            x = rng.choice(cards_of(hidden[a]))
            y = rng.choice(cards_of(hidden[b]))
            if not ((allowed.get(x, 0) >> b) & 1 and (allowed.get(y, 0) >> a) & 1):
                continue
            new = list(cur)
            new[a] = new[a] & ~(1 << x) | (1 << y)
            new[b] = new[b] & ~(1 << y) | (1 << x)
            plaus = self.plausibility(v, new)
            if plaus <= 0:
                continue
            floor = rng.random() * value / plaus
            got = self.consistency(v, new, floor) if floor < 1.0 else 0.0
            if got > floor:
                cur = new
                fits = got
                value = plaus * got
                hidden[a] = hidden[a] & ~(1 << x) | (1 << y)
                hidden[b] = hidden[b] & ~(1 << y) | (1 << x)
        self._keep(v, cur)
        return cur

    def _refines(self, v: SkView) -> bool:
        return self.model_play > 0 and self.model_others and self.mh_steps > 0 \
            and v.obs.phase == "play"

    def _hand_key(self, v: SkView) -> tuple[object, ...]:
        """Which hand a view belongs to (this seat's original cards, the dealer, the rules)."""
        return (v.me, v.obs.dealer, v.hand | v.tv.played[v.me], v.rules)

    def _reusable(self, v: SkView) -> list[tuple[int, ...]]:
        """The worlds accepted at this hand's earlier decisions (original deals), not yet
        tried at this decision; empty when card play is not modelled."""
        if self.model_play <= 0 or not self.model_others:
            return []
        key = self._hand_key(v)
        if self._pool_key != key:
            self._pool_key = key
            self._pool = {}
            self._pool_obs = None
        if self._pool_obs is not v.obs:
            # a new decision: the worlds kept so far are offered once each
            self._pool_obs = v.obs
            self._offer = list(self._pool)
            self._pool = {}
        return self._offer

    def _keep(self, v: SkView, hands: list[int]) -> None:
        if self._pool_key != self._hand_key(v):
            return
        orig = tuple(hands[s] | v.tv.played[s] for s in range(v.n))
        if len(self._pool) < self.pool_size:
            self._pool[orig] = None

    def consistency(self, v: SkView, hands: list[int], floor: float = 0.0) -> float:
        """How well the world explains the others' bidding (and, with ``model_play``, their
        card play): replay the hand on it and ask the rule-based player what each other seat
        would have done with the sampled cards (a field of rule-based players is modelled
        exactly; people are not, hence a soft factor per mismatch). The replay stops, and 0 is
        returned, as soon as the factor falls to ``floor`` or below (the world is rejected
        anyway). Each seat's action is judged once per hand it could have held
        (:mod:`.evidence`)."""
        judge = self._evidence
        if judge.model_play != self.model_play:  # changed since (an experiment)
            judge = self._evidence = Evidence(self.rules, self.model_play)
        return judge.factor(v, hands, floor)

    def world_state(self, v: SkView, hands: list[int]) -> HandState | None:
        """The engine state of a sampled world (from the replay consistency() began, if it
        judged this world last)."""
        st = self._evidence.state(v, hands)
        return st if st is not None else world_state(v, hands)

    def plausibility(self, v: SkView, hands: list[int]) -> float:
        """Soft evidence from the bidding: how likely each seat's (original) hand makes the
        announcements it made. Multiplied over seats; 1 = fully consistent."""
        if self._plaus_obs is not v.obs or len(self._plaus) > 100_000:
            self._plaus_obs = v.obs
            self._plaus = {}
        memo = self._plaus
        if v.contract is None:
            return self._auction_plausibility(v, hands, memo)
        p = 1.0
        played = v.tv.played
        for s in range(v.n):
            if s == v.me:
                continue
            orig = hands[s] | played[s]
            key = orig | (s << 36)
            factors = memo.get(key)
            if factors is None:
                factors = memo[key] = self._bid_factors(v, s, orig)
            for f in factors:
                p *= f
        # how the seats have played: who looks like the partner (schmieren on the caller's
        # tricks, leading trumps) and who does not (searching the ace, taking his tricks)
        if v.kind == "sauspiel" and v.holder is None and v.called is not None:
            probs = v.partner_probability()
            if len(probs) > 1:
                h = next((s for s in range(v.n) if (hands[s] >> v.called) & 1), None)
                top = max(probs.values())
                p *= probs.get(h, 0.0) / top if h is not None and top > 0 else 1.0
        return p

    def _auction_plausibility(self, v: SkView, hands: list[int],
                              memo: dict[int, tuple[float, ...]]) -> float:
        """Before the contract is known: a seat that bid a class in the auction holds a hand
        that plays it, weighed as the declarer's hand is once the contract is known (issue 8
        session 10). Without it only the bid's replay judged such a hand (a factor 0.2 for a
        hand that would not have bid), and a solo bid is so rare a hand that most worlds gave
        the bidder one that would not have bid it: passing to defend his game looked far
        better than it was."""
        bids: dict[int, Contract] = {}
        for a in v.obs.history:
            if a.type == "bid" and a.seat != v.me and a.contract is not None:
                bids[a.seat] = a.contract
        p = 1.0
        for s, cls in bids.items():
            key = hands[s] | (s << 36)
            factors = memo.get(key)
            if factors is None:
                factors = memo[key] = self._class_factors(v, s, hands[s], cls)
            for f in factors:
                p *= f
        return p

    def _class_factors(self, v: SkView, s: int, orig: int, cls: Contract) -> tuple[float, ...]:
        """The factor of :meth:`_auction_plausibility` for seat ``s`` dealt ``orig`` that bid
        the class ``cls``: the best win probability of a contract of that class."""
        lead = s == (v.obs.dealer + 1) % v.n
        if cls.kind == "sauspiel":
            q = max((ev.win_probability(Contract("sauspiel", x), orig, lead, v.short)
                     for x in legal_calls(orig, v.short)), default=0.0)
            return (_sauspiel_weight(q),)
        if cls.kind in SOLO_KINDS and not cls.has("tout"):
            suits: tuple[int | None, ...] = (cls.suit,) if cls.suit is not None else (
                (0, 1, 2, 3) if cls.kind in ("solo", "farbwenz", "farbgeier") else (None,))
            q = max(ev.win_probability(Contract(cls.kind, x), orig, lead, v.short)
                    for x in suits)
            return (_solo_weight(q),)
        return ()

    def _bid_factors(self, v: SkView, s: int, orig: int) -> tuple[float, ...]:
        """The factors of :meth:`plausibility` for seat ``s`` dealt ``orig``, in the order
        they multiply (a seat's are the same in every world at one decision)."""
        pub = v.obs.public
        out: list[float] = []
        lead_seat = (v.obs.dealer + 1) % v.n
        d = v.declarer
        if s == d and v.kind in SOLO_KINDS:
            base = Contract(v.kind, v.contract.suit if v.contract else None)
            q = ev.win_probability(base, orig, s == lead_seat, v.short)
            out.append(_solo_weight(q))
        elif s == d and v.kind == "sauspiel" and not (v.contract and v.contract.has("muss")):
            q = ev.win_probability(v.contract, orig, s == lead_seat, v.short) \
                if v.contract else 0.5
            out.append(_sauspiel_weight(q))
        elif s != d:
            said = s in tuple(pub.get("interested") or ())
            if not said and v.kind != "ramsch":
                # a seat that passed rarely holds a clear solo
                q = max(ev.win_probability(Contract("solo", x), orig, s == lead_seat, v.short)
                        for x in range(4))
                if q > 0.75:
                    out.append(0.25)
        # a Kontra (or Re) comes from a hand that doubles: one the rule-based player would
        # have doubled with (issue 8 session 13: before, only a Kontra with fewer than 4
        # trumps, 2 in a Wenz, counted against a world, and in about half the worlds after a
        # Kontra on the bot's solo the doubling seat held a hand that would not have doubled)
        if v.contract is not None and self.kontra_miss < 1.0:
            for seat, kind in pub.get("doublings") or ():
                if seat == s and kind in STOSS_KINDS and not self.rules.would_double(
                        orig, v.contract, v.ranking, kind in ("re", "hirsch"),
                        s == lead_seat, v.short):
                    out.append(self.kontra_miss)
        return tuple(out)

    # ================================================================ card play
    def play(self, v: SkView, legal: list[int], rng: random.Random, soft: float,
             hard: float) -> int:
        cands = self.root_candidates(v, legal)
        if len(cands) == 1:
            return cands[0]
        prior = self.rules.card_scores(v, cands)
        tricks_left = v.hand.bit_count()
        if tricks_left > self.dd_tricks or (self.hidden_partner_playouts
                                            and self.partner_hidden(v)):
            return self.playout_play(v, cands, prior, rng, soft, hard)
        tally = _Tally(cands)
        limit = self.samples
        tried = 0
        while tally.n < limit and tried < limit * 3 and not tally.settled(16):
            now = clock.now()
            if now > soft and (tally.n > 0 or now > hard):
                break
            tried += 1
            world = self.sample_world(v, rng, deadline=hard)
            if world is None:
                break
            # one world may not eat the whole budget: a cut-off world is dropped
            cap = min(hard, now + max(0.12, (soft - now) / 2.5))
            try:
                vals = self.world_values(v, world, list(cands), cap, tricks_left <= 6)
            except Timeout:
                continue
            if vals is None:
                continue
            tally.add({c: x for c, x in vals.items() if c is not None})
        self.stats.append((tricks_left, len(cands), tally.n))
        self.last_values = tally.summary()
        return tally.best(prior)

    @staticmethod
    def partner_hidden(v: SkView) -> bool:
        """A Sauspiel whose partner the table does not know yet: double dummy would let every
        player see who plays with whom, which is exactly what they must find out, so the
        playouts (where each player only sees its own cards) judge better."""
        if v.kind != "sauspiel" or v.called is None:
            return False
        if any(c == v.called for _, c in v.tv.plays):
            return False
        return not any(a.type == "double" and a.kind in ("re", "hirsch") and a.seat != v.declarer
                       for a in v.obs.history)

    def playout_worlds(self, v: SkView, rng: random.Random, soft: float, hard: float,
                       tally: Tally[Any], limit: int) -> Iterator[HandState]:
        """The worlds' engine states to play out, one at a time (the caller adds each world's
        results to ``tally``): until ``limit`` worlds are in, three times as many were tried,
        the best candidate is clear after 32, or the time is up."""
        tried = 0
        while tally.n < limit and tried < limit * 3 and not tally.settled(32):
            now = clock.now()
            if now > soft and (tally.n > 0 or now > hard):
                return
            tried += 1
            world = self.sample_world(v, rng, deadline=hard)
            if world is None:
                return
            st = self.world_state(v, world)
            if st is not None:
                yield st

    def playout_play(self, v: SkView, cands: list[int], prior: dict[int, float],
                     rng: random.Random, soft: float, hard: float) -> int:
        """Early tricks: the card whose playouts (rule-based players in every seat, over
        sampled worlds, the same worlds for every card) end best on average."""
        me = v.me
        players = [self.rules] * v.n
        tally = _Tally(cands)
        for st in self.playout_worlds(v, rng, soft, hard, tally, self.rollouts):
            got = {}
            for c in cands:
                got[c] = playout(st.apply(play_action(me, c)), me, players, rng)
                if clock.now() > hard:
                    break
            else:
                tally.add(got)
        self.stats.append((v.hand.bit_count(), len(cands), tally.n))
        self.last_values = tally.summary()
        return tally.best(prior, self.stick)

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
        keeper = self._keeper(v, d)
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
                        keeper=keeper, deadline=deadline, node_limit=self.node_limit)
            left = sv.remaining()
            for c in cands:
                out[c] = pay.amount(reach(sv, c, left), "tout")
            return out
        win_need = v.rules.muss_win_points if contract.has("muss") else 61
        sv = Solver(lay, team, hands, obs.trick, obs.trick_leader, called=v.called,
                    holder=holder, restricted=restricted, keeper=keeper, deadline=deadline,
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
                                         holder=holder, restricted=restricted, keeper=keeper,
                                         deadline=deadline, node_limit=self.node_limit)
                        if reach(tsv, c, tsv.remaining()):
                            level = "schwarz"
            elif full and not reach(sv, c, 31 - base):
                level = "schneider"
                if party_tricks == 0:
                    if tsv is None:
                        tsv = Solver(lay, team, hands, obs.trick, obs.trick_leader,
                                     points=False, trick_bonus=1, called=v.called,
                                     holder=holder, restricted=restricted, keeper=keeper,
                                     deadline=deadline, node_limit=self.node_limit)
                    if not reach(tsv, c, 1):
                        level = "schwarz"
            out[c] = pay.amount(won, level)
        return out

    @staticmethod
    def _keeper(v: SkView, caller: int) -> int | None:
        """The seat the solver keeps from discarding his last card of the called suit
        (the house rule ``caller_keeps_called_suit``, SPEC §1.8.2), or None."""
        return caller if v.rules.caller_keeps_called_suit else None

    # ================================================================ bidding
    def bid(self, v: SkView, legal: Sequence[Action], rng: random.Random, soft: float,
            hard: float) -> Action:
        phase = v.obs.phase
        rules = v.rules
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
        ranked = sorted(options, key=lambda c: -model_ev[c])
        sure = [c for c in ranked if c.kind == "sie" or (c.has("tout") and model_ev[c] > 0)]
        if sure:
            return self._act_for(v, legal, sure[0], rng)
        # search only what could matter: the best few by the model, not hopeless ones
        floor = -2.5 * rules.t_solo
        short = [c for c in ranked if model_ev[c] > floor and not c.has("tout")
                 and c.kind != "bettel"][:3]
        can_pass = any(a.type == "pass" for a in legal)
        if not short:
            if can_pass:
                return next(a for a in legal if a.type == "pass")
            return self.rules.choose(v.obs, legal, rng)
        if self.bid_eval == "dd":
            thr = self.rules.style.min_ev * rules.t_base * 0.75
            got = self.contract_values(v, short, rng, soft, hard)
            values = {c: (t + 3.0 * model_ev[c]) / (k + 3.0) for c, (t, k) in got.items()}
            best = max(values, key=lambda c: values[c])
            if phase != "declare" and values[best] < thr and can_pass:
                return next(a for a in legal if a.type == "pass")
            return self._act_for(v, legal, best, rng)
        plans: list[tuple[str, Action, Contract | None]] = []
        if can_pass and phase != "declare":
            plans.append(("pass", next(a for a in legal if a.type == "pass"), None))
        for c in short:
            a = self._act_for(v, legal, c, rng)
            if a.type != "pass":
                plans.append((str(c), a, c))
        if len(plans) == 1:
            return plans[0][1]
        got2 = self.playout_options(v, plans, rng, soft, hard,
                                    self.bid_samples * self.bid_worlds, edges=True)
        tally = self._options_tally
        k = 6.0  # the model counts as this many playouts
        best_value = -1e18
        best_action = plans[0][1]
        best_name = plans[0][0]
        plan_values: dict[str, float] = {}
        wins = self._win_shares
        edge = {name: self._edge(plan) for name, _, plan in plans}
        for name, act, plan in plans:
            total, n = got2[name]
            if plan is None:
                value = total / n if n else 0.0
            else:
                # the playouts hold the edge of the role each ended in; the model's estimate
                # gets the declarer's
                value = (total + k * (model_ev[plan] + edge[name])) / (n + k)
            plan_values[name] = value
            self.last_values.append((act, value, wins.get(name, 0.0), n))
            if value > best_value:
                best_value, best_action, best_name = value, act, name
        if self.bid_stick > 0 and tally is not None and tally.n >= 2:
            # the rules' bid stands unless the playouts clearly say otherwise: over a few
            # dozen worlds the best of three or four options is partly luck, and a solo
            # announced on luck costs three times its price
            ruled = self.rules.choose(v.obs, legal, random.Random(0))
            own = [name for name, act, _ in plans if act == ruled]
            if own and ruled != best_action:
                default = max(own, key=lambda name: plan_values[name])
                if not tally.clear(best_name, default, self.bid_stick):
                    return ruled
        return best_action

    def _edge(self, plan: Contract | None, re: bool = False) -> float:
        """What this seat's own card play is worth over the rules' in contract ``plan`` if it
        declares it (the playouts play every seat with the rules): ``solo_edge`` for a solo or
        Wenz (``re_solo_edge`` when deciding the Re on it), ``sauspiel_edge`` for a Sauspiel,
        nothing for a pass."""
        if plan is None:
            return 0.0
        if plan.kind in SOLO_KINDS:
            return self.re_solo_edge if re else self.solo_edge
        if plan.kind == "sauspiel":
            return self.sauspiel_edge
        return 0.0

    def _role_edge(self, st: HandState, me: int, re: bool = False) -> float:
        """The edge of the role ``me`` plays in the finished hand ``st`` (see ``_edge``;
        ``re``: at the Re decision), times the hand's doubling factor (a Kontra doubles what
        the own play makes too)."""
        r = st.result()
        c = r.contract
        if c is None or r.declarer is None:
            return 0.0
        if me == r.declarer:
            edge = self._edge(c, re)
        elif c.kind == "sauspiel":
            edge = self.partner_edge if me in r.partners else self.defence_edge
        elif c.kind in SOLO_KINDS:
            edge = self.solo_defence_edge
        else:
            return 0.0
        return edge * int(r.details.get("factor", 1) or 1)

    def _act_for(self, v: SkView, legal: Sequence[Action], c: Contract,
                 rng: random.Random) -> Action:
        """The action of this phase that goes for contract ``c``."""
        phase = v.obs.phase
        for a in legal:
            if phase == "intent" and a.type == "intent":
                return a
            if phase == "auction" and a.type == "bid" and a.contract == class_of(c, v.rules):
                return a
            if phase == "declare" and a.contract == c:
                return a
        passes = [a for a in legal if a.type == "pass"]
        return passes[0] if passes else self.rules.choose(v.obs, legal, rng)

    def playout_options(self, v: SkView, plans: list[tuple[str, Action, Contract | None]],
                        rng: random.Random, soft: float, hard: float,
                        limit: int, edges: bool = False,
                        re: bool = False) -> dict[str, tuple[float, int]]:
        """Sum of settlements and number of playouts per plan: apply the plan's action now,
        go for its contract in the rest of the auction, play the hand out with the rules
        (``edges``: plus the edge of the role this seat ends up in, see ``_role_edge``;
        ``re``: the declarer's at a Re decision)."""
        me = v.me
        tally = _Tally([name for name, _, _ in plans])
        for st in self.playout_worlds(v, rng, soft, hard, tally, limit):
            got = {}
            for name, a, c in plans:
                players: list[Any] = [self.rules] * v.n
                players[me] = _Plan(self.rules, me, c)
                end = finish(st.apply(a), players, rng)
                got[name] = end.result().settlement[me] + (
                    self._role_edge(end, me, re) if edges else 0.0)
                if clock.now() > hard:
                    break
            else:
                tally.add(got)
        self._win_shares = {str(key): share for key, _m, share, _n in tally.summary()}
        self._options_tally = tally
        return {name: (tally.sums[name], tally.n) for name in tally.keys}

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
            if clock.now() > soft and tries > 0:
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
                    restricted=called is not None, keeper=self._keeper(v, me),
                    deadline=deadline, node_limit=self.node_limit)
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
        if v.obs.phase == "double" and self.bid_eval != "dd":
            legal = v.obs.legal
            plans: list[tuple[str, Action, Contract | None]] = [
                ("pass", next(a for a in legal if a.type == "pass"), None),
                ("double", next(a for a in legal if a.type == "double"), None)]
            # with the edge of this seat's own play, doubled by the Kontra or Re like the rest
            got = self.playout_options(v, plans, rng, soft, hard, self.bid_samples * 3,
                                       edges=True, re=v.me == v.declarer)
            (tp, n), (td, _) = got["pass"], got["double"]
            if not n:
                return quick
            self.last_values = [(plans[0][1], tp / n, self._win_shares.get("pass", 0.0), n),
                                (plans[1][1], td / n, self._win_shares.get("double", 0.0), n)]
            margin = 0.05 * ev.unit_price(c, v.rules)
            want = td / n > tp / n + margin
            tally = self._options_tally
            if self.double_stick > 0 and want != quick and tally is not None and tally.n >= 2:
                # a Kontra doubles what is at stake, and over a hundred worlds the two options
                # often lie within a point of each other (the same hand doubled in one run and
                # not in the next, as the clock cut the worlds): the rules' choice stands
                # unless the playouts clearly say otherwise, as in the bidding
                if want and not tally.clear("double", "pass", self.double_stick, -margin):
                    return quick
                if not want and not tally.clear("pass", "double", self.double_stick, margin):
                    return quick
            return want
        total = 0.0
        k = 0
        limit = max(8, self.samples // 3)
        while k < limit:
            if clock.now() > soft and k > 0:
                break
            world = self.sample_world(v, rng, deadline=hard)
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


class _Tally(Tally[K]):
    """The shared tally, plus what the hint reads (``summary``) and the ``stick`` rule."""

    def summary(self) -> list[tuple[object, float, float, int]]:
        """(key, mean, share of worlds where it settles positive, worlds) of each candidate."""
        n = len(self.rows)
        if not n:
            return []
        return [(k, self.sums[k] / n, sum(1 for r in self.rows if r.get(k, 0.0) > 0) / n, n)
                for k in self.keys]

    def best(self, prior: Mapping[K, float], stick: float = 0.0) -> K:
        """The candidate with the best mean (the rules' preference breaks ties). ``stick`` > 0:
        keep the rules' choice unless the best beats it by ``stick`` standard errors of the
        paired difference (few noisy samples should not overrule a sound rule)."""
        best = super().best(prior)
        n = len(self.rows)
        if stick <= 0 or not n:
            return best
        top = max(prior[k] for k in self.keys)
        ruled = next(k for k in self.keys if prior[k] == top)
        if best != ruled and n < 2:
            return ruled
        return self.best_or(ruled, prior, stick)


class _Plan:
    """A rule-based player that, in the auction, goes for one contract (or passes)."""

    def __init__(self, rules: Heuristic, seat: int, contract: Contract | None) -> None:
        self.rules = rules
        self.seat = seat
        self.contract = contract

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        if obs.seat == self.seat and obs.phase in ("intent", "auction", "declare"):
            c = self.contract
            rules = obs.rules
            assert isinstance(rules, SchafkopfRules)
            want = None if c is None else class_of(c, rules)
            for a in legal:
                if c is None:
                    if a.type == "pass":
                        return a
                    continue
                if (obs.phase == "intent" and a.type == "intent") \
                        or (obs.phase == "auction" and a.type == "bid" and a.contract == want) \
                        or (obs.phase == "declare" and a.contract == c):
                    return a
            if obs.phase == "auction":
                passes = [a for a in legal if a.type == "pass"]
                if passes:
                    return passes[0]
        return self.rules.choose(obs, legal, rng)


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
