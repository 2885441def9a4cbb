"""The hard Skat bot: determinized search.

Every decision samples the cards this seat cannot see (:mod:`.world`: consistent with the voids
shown and weighted by the bidding) and compares its options on the same worlds:

* bidding: in each world this seat becomes the declarer, takes the skat or plays hand, discards
  and declares as the rules would, and the hand is played out with the rule-based player in every
  seat; the scores give the expected ISkO score of the hand at every bid, the rules' estimate
  counting as one world. Where the world's game is short of the bid to decide, the game the rules
  would declare at that bid is played out from the same skat (a world where none reaches it is
  lost as overbid). The seat bids up to the highest bid with an expectation above ``margin``;
* hand or skat, and the discard with the declaration: each option (hand with the best hand game;
  the best discards for each game) is played out on the same sampled hands of the opponents;
* card play: early in the hand each card is played out with the rule-based player in every seat;
  in the last ``dd_tricks`` tricks each sample is solved double dummy with zero-window searches
  ("does the declarer reach 61?", then 90 and 31; Null: "can the defenders make him take a
  trick?", :mod:`.endgame`, which scores the bid as the settlement does); the cards it rates
  equal in every world are then played out with the rule-based player in every seat.

The rules' preference breaks ties; samples are drawn until the budget's soft limit or until the
best option leads every other by 2.6 standard errors (anytime). In deterministic mode (tests) a
fixed number of samples and a node budget replace the clock.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from collections.abc import Mapping, Sequence

from ...engine.actions import Action, Contract
from ...engine.cards import POINTS
from ...engine.errors import IllegalAction
from ...engine.state import HandState, Observation
from ...engine.variants.skat.contracts import (
    BASE_VALUES,
    BID_VALUES,
    GRAND,
    SCHNEIDER,
    SCHWARZ,
    describe_contract,
)
from .. import clock
from ..tally import Tally
from . import evaluate as ev
from .endgame import skat_cards
from .heuristic import Rules, bid_to, contract_of, forehand_of, game_of
from .world import Sampler, draw_judged, outcome, playout


class _Plan:
    """The rules, except that ``seat`` wins the auction (bids and holds, the others pass)."""

    def __init__(self, rules: Rules, seat: int) -> None:
        self.rules = rules
        self.seat = seat

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        if obs.phase in ("bid", "answer"):
            if obs.seat == self.seat:
                return bid_to(obs, legal, 10_000)
            return next(a for a in legal if a.type == "pass")
        return self.rules.choose(obs, legal, rng)


# a kept bidding world whose importance weight falls below this is dropped for a new one
DROP_WEIGHT = 0.05

# Hand or skat: the playouts of "pick up" lay away and declare by the rules, but the hard bot
# then searches its discard, which scores 5-10 points per hand more than the rules' discard
# (bench/skat_after_auction.py, true deals, 2026-11-30). Without this credit the comparison
# favoured the hand games by that much: the search went hand where picking up won more.
PICK_BONUS = 10.0

_Row = tuple[float, int, int, bool]  # (score, the game's value, its base value, null)


class _BidRows:
    """The worlds played out for one dealt hand's bidding: per world (score at a low bid,
    value, base value, null), its hands and its plausibility when drawn; and, for a world whose
    game does not reach a higher bid, the state after the skat was taken up (to play out the
    game the rules would declare at that bid) and that game's row."""

    def __init__(self) -> None:
        self.rows: list[_Row] = []
        self.drawn: list[tuple[tuple[int, ...], float]] = []
        self.limits: dict[tuple[bool, int], int] = {}
        self.picked: list[HandState | None] = []
        self.alt: list[_Row | None] = []

    def keep(self, index: Sequence[int]) -> None:
        """Keep only the worlds at ``index``."""
        self.rows = [self.rows[i] for i in index]
        self.drawn = [self.drawn[i] for i in index]
        self.picked = [self.picked[i] for i in index]
        self.alt = [self.alt[i] for i in index]


class HardPlayer:
    def __init__(self, rules: Rules, *, samples: int = 40, rollouts: int = 200,
                 bid_samples: int = 240, dd_tricks: int = 5, dd_declarer: int = 7,
                 deterministic: bool = False,
                 max_time: float = 1.3, time_share: float = 0.85, prior_weight: float = 1.0,
                 margin: float = -8.0, strict_bidding: bool = True,
                 pick_bonus: float = PICK_BONUS, bid_pick_bonus: float = PICK_BONUS,
                 dd_ties: bool = True,
                 model_play: bool = True) -> None:
        self.rules = rules
        self.samples = samples
        self.rollouts = rollouts
        self.bid_samples = bid_samples
        self.dd_tricks = dd_tricks
        # the declarer solves double dummy earlier: his score is what the list counts, and his
        # play gains most from seeing the whole layout (7 tricks: 25-40 worlds in a second)
        self.dd_declarer = dd_declarer
        self.deterministic = deterministic
        self.max_time = max_time
        self.time_share = time_share
        # the rules' estimate counts as this many worlds
        self.prior_weight = prior_weight
        # bid while the expected score (playouts with the rules' card play) is above this: the
        # hard bot's own play is better than the rules' by a few points a game (measured: the
        # same game, declared by both, scored 4-5 more), so a slightly negative playout
        # expectation is still a gain
        self.margin = margin
        # bidding samples worlds with the other bidders' bids as strong evidence
        # (:class:`.world.Sampler` ``strict``)
        self.strict_bidding = strict_bidding
        # hand or skat: added to "pick up" in every world (see PICK_BONUS)
        self.pick_bonus = pick_bonus
        # bidding: added to a world where the rules took the skat up and declare a suit game
        # or grand, for the same reason (the playouts lay away by the rules, the hard bot
        # searches its discard); the margin above covers the card play only. Not on a null: its
        # discard (the dangerous cards) leaves the search little to add, and a null lost costs
        # twice its value (with the credit on nulls too: 8 of 18 nulls lost on arena seed 31)
        self.bid_pick_bonus = bid_pick_bonus
        # card play: the cards the double-dummy endgame rates equal are compared by playouts
        self.dd_ties = dd_ties
        # card play: the worlds must explain the others' cards as the rules would have played
        # them (:func:`.world.draw_judged`)
        self.model_play = model_play
        self._bid_cache: OrderedDict[tuple[object, ...], int] = OrderedDict()
        self._plans: OrderedDict[tuple[object, ...], Action] = OrderedDict()
        self._hand_plans: OrderedDict[tuple[object, ...], Action] = OrderedDict()
        self._bid_rows: OrderedDict[tuple[object, ...], _BidRows] = OrderedDict()

    # ================================================================ dispatch
    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
               budget: float) -> Action:
        start = clock.now()
        budget = max(0.05, min(budget, self.max_time))
        if self.deterministic:
            soft = hard = float("inf")
        else:
            soft = start + budget * self.time_share
            hard = start + budget * 0.97
        phase = obs.phase
        ramsch = obs.contract is not None and obs.contract.kind == "ramsch"
        if ramsch or phase in ("raise", "double", "push"):
            return self.rules.choose(obs, legal, rng)
        if phase in ("bid", "answer"):
            return bid_to(obs, legal, self.limit(obs, rng, soft, hard))
        if phase == "skat":
            return self.skat(obs, legal, rng, soft, hard)
        if phase == "discard":
            return self.discard(obs, legal, rng, soft, hard)
        if phase == "declare":
            plan = self._hand_plans.get(self._hand_key(obs)) if obs.public.get("hand") \
                else self._plans.get(self._plan_key(obs))
            if plan is not None and plan in legal:
                return plan
            return self.rules.choose(obs, legal, rng)
        plays = [a for a in legal if a.type == "play" and a.card is not None]
        if len(plays) < len(legal) or not plays:
            return self.rules.choose(obs, legal, rng)
        return self.play(obs, plays, rng, soft, hard)

    def _n(self, n: int) -> int:
        return max(2, n // 10) if self.deterministic else n

    # ================================================================ bidding
    def limit(self, obs: Observation, rng: random.Random, soft: float, hard: float) -> int:
        key = (obs.hand, obs.seat, obs.dealer, obs.players, obs.rules,
               tuple((a.seat, a.type, a.value) for a in obs.history))
        got = self._bid_cache.get(key)
        if got is not None:
            return got
        fh = forehand_of(obs)
        model = ev.evaluate(obs.hand, fh)
        # the worlds played out at an earlier bid step of this hand are kept and reweighted by
        # how well they explain the bidding now (importance weights: plausibility now over
        # plausibility when drawn), so each step adds worlds instead of starting afresh
        hand_key = (obs.hand, obs.seat, obs.dealer, obs.players, obs.rules)
        store = self._bid_rows.get(hand_key)
        if store is None:
            store = self._bid_rows[hand_key] = _BidRows()
            while len(self._bid_rows) > 8:
                self._bid_rows.popitem(last=False)
        # the other bidders' bids as near-certain evidence: a seat that held 36 holds one of
        # the few hands in a hundred that go that far, so its worlds must be those (with the
        # soft weights of card play, nine worlds in ten contradicted a bid of 30 or more)
        sampler = Sampler(obs, store.limits, strict=self.strict_bidding)
        weights = [sampler.plausibility(h) / p0 for h, p0 in store.drawn]
        # a world the bidding since has all but ruled out (a seat held a bid its hand there
        # would not reach) counts for next to nothing: it makes room for a new world
        keep = [i for i, wt in enumerate(weights) if wt >= DROP_WEIGHT]
        if len(keep) < len(weights):
            store.keep(keep)
            weights = [weights[i] for i in keep]
        # a world whose game falls short of the bid to decide now: the rules, having bid that
        # high, would declare another game (more matadors, another suit, grand, null) where one
        # reaches it; that game is played out too instead of counting the world as overbid
        need = _bid_to_decide(obs)
        for i in range(len(store.rows)):
            if clock.now() > soft:
                break
            self._fill_alt(obs, store, i, need, rng)
        tried = 0
        limit_n = self._n(self.bid_samples)
        while len(store.rows) < limit_n and tried < limit_n * 2:
            now = clock.now()
            if now > soft and (store.rows or now > hard):
                break
            tried += 1
            w = sampler.sample(rng)
            if w is None:
                break
            drawn = self._declare_playout(obs, w, rng)
            if drawn is not None:
                row, picked = drawn
                p0 = max(1e-6, sampler.plausibility(w.hands))
                store.rows.append(row)
                store.drawn.append((tuple(w.hands), p0))
                store.picked.append(picked)
                store.alt.append(None)
                weights.append(1.0)
                self._fill_alt(obs, store, len(store.rows) - 1, need, rng)
        rows = store.rows
        best = 0
        k = self.prior_weight
        for x in BID_VALUES:
            if x > 264:
                break
            m = -1e9
            for e, _, _p, v in model:
                if v >= x:
                    m = max(m, e)
            if m == -1e9:
                m = -2.0 * x
            total = k * m
            for wt, row, alt, picked in zip(weights, rows, store.alt, store.picked,
                                            strict=True):
                edge = 0.0 if picked is None else self.bid_pick_bonus
                if row[1] >= x:
                    total += wt * (row[0] + (0.0 if row[3] else edge))
                elif alt is not None and alt[1] >= x:
                    total += wt * (alt[0] + (0.0 if alt[3] else edge))
                else:
                    total += wt * max(_overbid(row, x), _overbid(alt, x) if alt else -1e9)
            mean = total / (k + sum(weights))
            if mean > self.margin:
                best = x
        self._bid_cache[key] = best
        while len(self._bid_cache) > 64:
            self._bid_cache.popitem(last=False)
        return best

    def _declare_playout(self, obs: Observation, w: object, rng: random.Random
                         ) -> tuple[_Row, HandState | None] | None:
        """This seat declares in world ``w`` (auction won at the lowest bid, the rest by the
        rules): (its score, the game's value, the base value, null), and the state after it
        took the skat up (None: it played hand)."""
        from ...engine.game import get_game
        from ...engine.state import Deal
        from .world import World
        assert isinstance(w, World)
        me = obs.seat
        skat = w.aside
        deal = Deal(tuple(tuple(c for c in range(36) if (w.hands[s] >> c) & 1)
                          for s in range(obs.players)),
                    tuple(c for c in range(36) if (skat >> c) & 1))
        try:
            st = get_game("skat").new_hand(obs.rules, players=obs.players, dealer=obs.dealer,
                                           deal=deal)
        except ValueError:
            return None
        players = [_Plan(self.rules, me)] * obs.players
        picked: HandState | None = None
        while not st.is_terminal:
            s = st.to_move
            assert s is not None
            if st.phase == "discard" and s == me and picked is None:
                picked = st
            legal = st.legal_actions()
            a = legal[0] if len(legal) == 1 else players[s].choose(st.observation(s), legal, rng)
            st = st.apply(a)
        row = _row_of(st, me)
        return None if row is None else (row, picked)

    def _fill_alt(self, obs: Observation, store: _BidRows, i: int, need: int | None,
                  rng: random.Random) -> None:
        row, picked, alt = store.rows[i], store.picked[i], store.alt[i]
        if need is None or row[1] >= need or picked is None:
            return
        if alt is not None and alt[1] >= need:
            return
        # no game reaches it: the world's own game stands for it (lost as overbid)
        store.alt[i] = self._other_game(obs, picked, need, rng) or row

    def _other_game(self, obs: Observation, picked: HandState, bid: int,
                    rng: random.Random) -> _Row | None:
        """From the state after the skat was taken up: the game, with its discard, the rules
        would declare at ``bid``, played out (None: no game reaches it)."""
        me = obs.seat
        o = picked.observation(me)
        g, disc, _ = ev.choose_game(o.hand, bid, forehand_of(o))
        contract = contract_of(g, False)
        if g == "null_ouvert":
            value = ev.game_value(o.hand, "null", ouvert=True)
        else:
            value = ev.game_value(o.hand, g, known12=True)
        if value < bid:
            return None
        try:
            st = picked.apply(Action(me, "discard", cards=tuple(sorted(disc))))
            st = st.apply(Action(me, "declare", contract=contract))
        except IllegalAction:
            return None
        return _row_of(playout(st, [self.rules] * obs.players, rng), me)

    # ================================================================ skat, discard
    def skat(self, obs: Observation, legal: Sequence[Action], rng: random.Random, soft: float,
             hard: float) -> Action:
        rule = self.rules.choose(obs, legal, rng)
        best = ev.evaluate(obs.hand, forehand_of(obs), hand_game=True)
        bid = int(obs.public.get("bid") or 0)
        if not any(p >= 0.45 and v >= bid for _, _, p, v in best):
            return rule
        options: dict[str, tuple[Action, ...]] = {a.type: (a,) for a in legal}
        hand = options.get("hand")
        if hand is not None:
            # announcements on the hand game: schneider (and schwarz) on the suit or grand
            # games a hand game is plausible with, ouvert on a null; the playouts tell where
            # the extra levels pay for the risk
            for c in announcements(best, bid):
                options[describe_contract(c)] = (hand[0], Action(obs.seat, "declare",
                                                                 contract=c))
        # "pick up" is played out with the rules' discard; the search's own discard is worth
        # more (PICK_BONUS), so the hand games are compared against that
        tally = self._playouts(obs, options, rng, soft, hard, team=False,
                               bonus={"pick": self.pick_bonus})
        key = tally.best_or(rule.type, {rule.type: 1.0})
        chosen = options[key]
        if len(chosen) > 1:
            self._hand_plans[self._hand_key(obs)] = chosen[1]
            while len(self._hand_plans) > 32:
                self._hand_plans.popitem(last=False)
        return chosen[0]

    @staticmethod
    def _hand_key(obs: Observation) -> tuple[object, ...]:
        return (obs.seat, obs.dealer, obs.hand, int(obs.public.get("bid") or 0))

    def discard(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
                soft: float, hard: float) -> Action:
        cands = discard_candidates(obs, legal)
        rule = self.rules.choose(obs, legal, rng)
        if not cands:
            return rule
        if len(cands) == 1:
            self._remember(obs, cands[0][1], cands[0][2])
            return cands[0][1]
        options = {str(i): (da, decl) for i, (_, da, decl) in enumerate(cands)}
        prior = {str(i): e / 10 for i, (e, _, _) in enumerate(cands)}
        tally = self._playouts(obs, options, rng, soft, hard, team=False)
        pick = tally.best_or("0", prior)
        da, decl = options[pick]
        self._remember(obs, da, decl)
        return da

    def _plan_key(self, obs: Observation,
                  discards: Sequence[int] | None = None) -> tuple[object, ...]:
        disc = tuple(sorted(discards if discards is not None
                            else (obs.public.get("discards") or ())))
        return (obs.seat, obs.dealer, tuple(obs.public.get("skat") or ()), disc,
                int(obs.public.get("bid") or 0))

    def _remember(self, obs: Observation, da: Action, decl: Action) -> None:
        key = self._plan_key(obs, da.cards or ())
        self._plans[key] = decl
        while len(self._plans) > 32:
            self._plans.popitem(last=False)

    # ================================================================ comparing options
    def _compare(self, obs: Observation, options: dict[str, Action], rng: random.Random,
                 soft: float, hard: float, preferred: str, team: bool) -> Action:
        """The option with the best mean playout score (``preferred`` breaks ties)."""
        seqs: dict[str, tuple[Action, ...]] = {k: (a,) for k, a in options.items()}
        tally = self._playouts(obs, seqs, rng, soft, hard, team)
        return options[tally.best({preferred: 1.0})]

    def _playouts(self, obs: Observation, options: Mapping[str, tuple[Action, ...]],
                  rng: random.Random, soft: float, hard: float, team: bool,
                  bonus: Mapping[str, float] | None = None) -> Tally[str]:
        """Each option (a sequence of actions from here) played out by the rule-based player
        in every seat on the same sampled worlds, until enough worlds, a clear best after 16,
        or the time is up. A world where an option is not legal is dropped. ``bonus``: points
        added to an option's score in every world."""
        bonus = bonus or {}
        sampler = Sampler(obs)
        tally: Tally[str] = Tally(list(options))
        n = self._n(self.rollouts // 2)
        tried = 0
        while tally.n < n and tried < 2 * n and not tally.settled(16):
            now = clock.now()
            if now > soft and (tally.n or now > hard):
                break
            tried += 1
            got = draw_judged(sampler, rng, self.rules if self.model_play else None)
            if got is None:
                if sampler.ok:
                    continue
                break
            st = got[1]
            row = {}
            try:
                for key, seq in options.items():
                    s2 = st
                    for a in seq:
                        s2 = s2.apply(a)
                    row[key] = outcome(playout(s2, [self.rules] * obs.players, rng),
                                       obs.seat, team) + bonus.get(key, 0.0)
            except IllegalAction:  # a declaration this world does not allow
                continue
            tally.add(row)
        return tally

    # ================================================================ card play
    def play(self, obs: Observation, plays: list[Action], rng: random.Random, soft: float,
             hard: float) -> Action:
        rule = self.rules.choose(obs, plays, rng)
        c = obs.contract
        if c is None or obs.declarer is None:
            return rule
        cards = [a.card for a in plays if a.card is not None]
        cands = _distinct(obs, cards)
        if len(cands) == 1:
            return next(a for a in plays if a.card == cands[0])
        dd = self.dd_declarer if obs.seat == obs.declarer else self.dd_tricks
        if obs.hand.bit_count() <= dd:
            only = skat_cards(obs, cands, rng, soft, hard, samples=self._n(self.samples),
                              judge=self.rules if self.model_play else None)
            if not only:
                return rule
            first = rule.card if rule.card in only else only[0]
            if len(only) == 1 or not self.dd_ties:
                return next(a for a in plays if a.card == first)
            # the cards double dummy cannot tell apart (the same outcome in every world: the
            # game won, schneider out of reach of perfect defenders) are played out with the
            # rule-based player in every seat, which errs as people do
            ties = {str(x): next(a for a in plays if a.card == x) for x in only}
            return self._compare(obs, ties, rng, soft, hard, str(first),
                                 team=obs.seat != obs.declarer)
        options = {str(x): next(a for a in plays if a.card == x) for x in cands}
        return self._compare(obs, options, rng, soft, hard, str(rule.card),
                             team=obs.seat != obs.declarer)


def announcements(best: Sequence[tuple[float, int | str, float, int]], bid: int
                  ) -> list[Contract]:
    """The announced hand games worth playing out beside the plain hand game: for the two
    games the rules rate best as hand games (``best``: :func:`.evaluate.evaluate`), schneider
    and schwarz on a suit or grand game the hand wins at least as often as not, and null
    ouvert hand on a null reaching the bid."""
    out: list[Contract] = []
    for _e, g, p, _v in best[:2]:
        if g == "null":
            if p >= 0.45 and bid <= 59:
                out.append(contract_of("null_ouvert", True))
            continue
        if p < 0.5:
            continue
        c = contract_of(g, True)
        out.append(Contract(c.kind, c.suit, c.flags | {SCHNEIDER}))
        if p >= 0.8:
            out.append(Contract(c.kind, c.suit, c.flags | {SCHNEIDER, SCHWARZ}))
    return out


def discard_candidates(obs: Observation, legal: Sequence[Action]
                       ) -> list[tuple[float, Action, Action]]:
    """The (discard, declaration) pairs the discard search plays out, with the rules' expected
    score, best first: the best discard of each game that reaches the bid, the best four
    kept; then null ouvert with the null discard (its rules' estimate, the null chance
    squared, is too cautious to rank it, and it is the only null reaching a bid over 23), and
    the second-best discard of the game ranked first."""
    bid = int(obs.public.get("bid") or 0)
    fh = forehand_of(obs)
    ranked: list[tuple[float, Action, Action]] = []
    extra: list[tuple[float, Action, Action]] = []

    def add(into: list[tuple[float, Action, Action]], game: int | str,
            disc: tuple[int, int], e: float) -> None:
        want = set(disc)
        da = next((a for a in legal if a.cards is not None and set(a.cards) == want), None)
        if da is not None:
            decl = Action(obs.seat, "declare", contract=contract_of(game, False))
            into.append((e, da, decl))

    second: dict[int | str, tuple[tuple[int, int], float]] = {}
    for g in ev.GAMES:
        tops = ev.top_discards(obs.hand, g, fh, 2)
        disc, sc = tops[0]
        if len(tops) > 1:
            second[g] = tops[1]
        p = ev.win_probability(sc, g, "post")
        if g == "null" and bid <= 46:
            add(extra, "null_ouvert", disc, ev.expected(p * p, 46))
        v = ev.game_value(obs.hand, g, known12=True)
        if v >= bid:
            add(ranked, g, disc, ev.expected(p, v))
    ranked.sort(key=lambda x: -x[0])
    out = ranked[:4]
    if out:
        first = out[0][2].contract
        assert first is not None
        g0 = game_of(first)
        if g0 in second:
            disc, sc = second[g0]
            v0 = ev.game_value(obs.hand, g0, known12=True)
            add(extra, g0, disc, ev.expected(ev.win_probability(sc, g0, "post"), v0))
    return out + extra


def _row_of(st: HandState, me: int) -> _Row | None:
    res = st.result()
    if res.declarer != me or res.contract is None:
        return None
    c = res.contract
    value = int(res.details.get("value") or 0)
    base = BASE_VALUES[GRAND if c.kind == "grand" else (c.suit or 0)] \
        if c.kind != "null" else value
    return float(res.settlement[me]), value, max(1, base), c.kind == "null"


def _overbid(row: _Row, x: int) -> float:
    """The score of the world's game if the bid ``x`` is above its value."""
    _, _, base, null = row
    return -2.0 * x if null else -2.0 * (-(-x // base) * base)


def _bid_to_decide(obs: Observation) -> int | None:
    """The bid this seat is to say or hold now (None: not bidding)."""
    cur = int(obs.public.get("bid") or 0)
    if obs.phase == "answer":
        return cur
    if obs.phase == "bid":
        nxt = [b for b in BID_VALUES if b > cur]
        return nxt[0] if nxt else None
    return None


def _distinct(obs: Observation, cards: list[int]) -> list[int]:
    """One card of each run of cards of one suit and the same points with no unplayed card of
    another seat between them (they are the same in every world)."""
    from ..generic import GenericView
    v = GenericView(obs)
    rk = v.ranking
    others = v.tv.in_play() & ~obs.hand
    for x in obs.trick:
        others |= 1 << x
    out: list[int] = []
    by_suit: dict[int, list[int]] = {}
    for x in cards:
        by_suit.setdefault(rk.esuit[x], []).append(x)
    for e, xs in by_suit.items():
        xs.sort(key=lambda x: -rk.strength[x])
        prev: int | None = None
        for x in xs:
            if prev is not None and POINTS[prev] == POINTS[x]:
                between = any(rk.esuit[y] == e and rk.strength[x] < rk.strength[y]
                              < rk.strength[prev] for y in range(36) if (others >> y) & 1)
                if not between:
                    continue
            out.append(x)
            prev = x
    return out
