"""The hidden cards of a Skat hand, sampled consistently with what a seat has seen, and the
engine state of such a world.

:func:`sample_world` deals the cards this seat cannot see (the other hands, and the skat or the
declarer's discards when it does not know them) respecting the voids shown, and weighs the deal
by the bidding (soft evidence, by rejection): a seat that said or held a bid rarely holds a hand
the rules would not bid that high with, a seat that passed rarely holds one they would have bid
higher with, and a declarer rarely holds a hand that loses its game clearly. :func:`world_state`
replays the observed history on the sampled deal (the engine then checks every rule, so a world
contradicting the history is dropped); :func:`playout` finishes it with the rule-based player in
every seat.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine.actions import Action
from ...engine.cards import cards_of
from ...engine.errors import IllegalAction
from ...engine.game import get_game
from ...engine.state import Deal, HandState, Observation
from ...engine.variants.skat.contracts import BID_VALUES, GRAND
from ..generic import GenericView
from ..sampling import deal_hidden
from . import evaluate as ev

if TYPE_CHECKING:
    from .heuristic import Rules

ASIDE = 99  # the pseudo-seat of the two cards in no hand (the skat, or the discards)

# The weights of a strict sampler (the auction): a seat that said or held a bid its hand would
# not reach by the rules (its rules' limit 0, or short of the bid), a seat that passed on a bid
# its hand reaches; and the draws to try before the most plausible one is taken. Against the
# rule-based bidders the evidence is exact; a human may overbid, so it stays soft.
STRICT_SAID_NONE = 0.002
STRICT_SAID_SHORT = 0.01
STRICT_REFUSED = 0.05
STRICT_TRIES = 200

# Card play as evidence (:func:`draw_judged`): a world keeps this factor for every card another
# seat played that the rule-based player would not have played there with the world's cards
# (against the rule-based players, whose card play draws no random numbers, the evidence is
# exact; a human plays otherwise now and then, so it stays soft), and the worlds to draw before
# the one that explains the card play best is taken.
PLAY_MISS = 0.05
PLAY_TRIES = 24
PLAY_FLOOR = PLAY_MISS ** 3  # a world that misses more cards than this is not replayed on
_NO_RANDOM = random.Random(0)  # the judging player (medium) draws none


@dataclass
class World:
    hands: list[int]   # per seat, the cards held now
    aside: int         # the skat as dealt when nobody took it up, else the discards


def auction_claims(obs: Observation) -> dict[int, tuple[int, int]]:
    """Per seat (the most it said or held, the lowest bid it refused by passing; 0 = none)."""
    out: dict[int, list[int]] = {}
    current = 0
    prev_bid_by: int | None = None
    for a in obs.history:
        if a.type not in ("bid", "hold", "pass"):
            break
        got = out.setdefault(a.seat, [0, 0])
        if a.type == "bid":
            current = a.value or current
            got[0] = max(got[0], current)
            prev_bid_by = a.seat
        elif a.type == "hold":
            got[0] = max(got[0], current)
            prev_bid_by = None
        else:
            if prev_bid_by is not None and prev_bid_by != a.seat:
                refused = current  # passed instead of holding
            else:
                nxt = [b for b in BID_VALUES if b > current]
                refused = nxt[0] if nxt else current
            got[1] = refused if got[1] == 0 else min(got[1], refused)
            prev_bid_by = None
    return {s: (v[0], v[1]) for s, v in out.items()}


class Sampler:
    """Samples worlds for one observation."""

    def __init__(self, obs: Observation,
                 limits: dict[tuple[bool, int], int] | None = None,
                 strict: bool = False) -> None:
        """``limits``: a cache of the rules' bid limits per (forehand, ten cards) to share
        between samplers of one hand. ``strict``: the bidding is strong evidence (the
        ``STRICT_`` weights above): for the auction, where a bid of 36 is held by a few hands
        in a hundred and the soft weights would leave most worlds contradicting it."""
        self.obs = obs
        self.strict = strict
        v = GenericView(obs)
        self.v = v
        tv = v.tv
        me = obs.seat
        self.me = me
        self.active = list(v.active)
        known_aside = 0
        d = obs.declarer
        if me == d:
            for c in obs.public.get("discards") or ():
                known_aside |= 1 << c
        self.known_aside = known_aside
        self.unknown = [c for c in range(36) if ((tv.unknown & ~known_aside) >> c) & 1]
        need = {s: tv.left[s] - tv.known[s].bit_count() for s in self.active if s != me}
        aside = len(self.unknown) - sum(need.values())
        self.ok = aside >= 0
        if aside > 0:
            need[ASIDE] = aside
        self.need = need
        rk = v.ranking
        allowed: dict[int, int] = {}
        known_contract = v.contract_known
        for c in self.unknown:
            a = 1 << ASIDE
            for s in self.active:
                if s == me or need.get(s, 0) <= 0:
                    continue
                if known_contract and (tv.voids[s] >> rk.esuit[c]) & 1:
                    continue
                a |= 1 << s
            allowed[c] = a
        self.allowed = allowed
        self.claims = auction_claims(obs)
        self.forehand = obs.public.get("forehand")
        self._limits: dict[tuple[bool, int], int] = {} if limits is None else limits

    def _limit(self, seat: int, hand: int) -> int:
        key = (seat == self.forehand, hand)
        got = self._limits.get(key)
        if got is None:
            got = ev.bid_limit(hand, key[0])
            self._limits[key] = got
        return got

    def plausibility(self, hands: Sequence[int]) -> float:
        """How well the world explains the bidding (1: fully)."""
        obs = self.obs
        tv = self.v.tv
        p = 1.0
        d = obs.declarer
        picked = obs.public.get("hand") is False
        for s, (said, refused) in self.claims.items():
            if s == self.me:
                continue
            orig = hands[s] | tv.played[s]
            if s == d and picked:
                continue  # the dealt ten are not known: two of them may be in the skat
            lim = self._limit(s, orig)
            if said and lim < said:
                if self.strict:
                    p *= STRICT_SAID_NONE if lim == 0 else STRICT_SAID_SHORT
                else:
                    p *= 0.25 if lim == 0 else 0.5
            if refused and lim >= refused:
                p *= STRICT_REFUSED if self.strict else 0.3
        c = obs.contract
        if d is not None and d != self.me and c is not None and c.kind in ("suit", "grand"):
            orig = hands[d] | tv.played[d]
            g = GRAND if c.kind == "grand" else (c.suit or 0)
            q = ev.win_probability(ev.game_score(orig, g, d == self.forehand), g,
                                   "post" if picked else "hand")
            p *= min(1.0, max(0.1, q / 0.4))
        return p

    def sample(self, rng: random.Random, tries: int | None = None) -> World | None:
        """A world drawn by rejection on its plausibility; when no draw is accepted within
        ``tries``, the first (strict: the most plausible) of them."""
        if not self.ok:
            return None
        if tries is None:
            tries = STRICT_TRIES if self.strict else 20
        first: World | None = None
        top = -1.0
        for _ in range(tries):
            got = deal_hidden(self.unknown, self.need, self.allowed, rng)
            if got is None:
                return first
            hands = [0] * self.obs.players
            tv = self.v.tv
            for s in self.active:
                hands[s] = tv.known[s] | got.get(s, 0)
            hands[self.me] = self.obs.hand
            w = World(hands, got.get(ASIDE, 0) | self.known_aside)
            p = self.plausibility(hands)
            if first is None or (self.strict and p > top):
                first, top = w, p
            if rng.random() < p:
                return w
        return first


def draw_judged(sampler: Sampler, rng: random.Random, judge: Rules | None
                ) -> tuple[World, HandState] | None:
    """A world of ``sampler`` and its engine state, drawn by rejection on how well it explains
    the others' card play as well (:func:`judged_state`; ``judge`` None: not at all); when none
    of ``PLAY_TRIES`` worlds is accepted, the one that explains it best."""
    best: tuple[World, HandState] | None = None
    top = 0.0
    last: World | None = None
    for _ in range(PLAY_TRIES if judge is not None else 1):
        w = sampler.sample(rng)
        if w is None:
            return None
        last = w
        st, f = judged_state(sampler.obs, w, judge, PLAY_FLOOR)
        if st is None:
            continue
        if f >= 1.0 or rng.random() < f:
            return w, st
        if f > top:
            best, top = (w, st), f
    if best is None and last is not None and judge is not None:
        # every world drawn misses several cards: the last one, unjudged
        st = world_state(sampler.obs, last)
        return None if st is None else (last, st)
    return best


def world_state(obs: Observation, w: World) -> HandState | None:
    """The engine state of the hand in world ``w`` at the point ``obs`` was taken."""
    return judged_state(obs, w, None)[0]


def judged_state(obs: Observation, w: World, judge: Rules | None,
                 floor: float = 0.0) -> tuple[HandState | None, float]:
    """:func:`world_state`, and how well world ``w`` explains the others' card play: the
    product of ``PLAY_MISS`` over the cards another seat played that ``judge`` (the rule-based
    player, ``choose(obs, legal, rng)``) would not have played there with the world's cards.
    The replay stops (state None) once the product falls to ``floor`` or below."""
    game = get_game("skat")
    tv_played = [0] * obs.players
    for a in obs.history:
        if a.type == "play" and a.card is not None:
            tv_played[a.seat] |= 1 << a.card
    d = obs.declarer
    picked = obs.public.get("hand") is False
    skat = w.aside
    orig = [w.hands[s] | tv_played[s] for s in range(obs.players)]
    history = list(obs.history)
    if picked and d is not None:
        if d == obs.seat:
            skat = 0
            for c in obs.public.get("skat") or ():
                skat |= 1 << c
            orig[d] = (orig[d] | w.aside) & ~skat
        else:
            disc = tuple(cards_of(w.aside))
            history = [Action(a.seat, "discard", cards=disc) if a.type == "discard" and
                       a.cards is None else a for a in history]
    if skat.bit_count() != 2:
        return None, 0.0
    deal = Deal(tuple(tuple(cards_of(m)) for m in orig), tuple(cards_of(skat)))
    factor = 1.0
    try:
        ctx = {"bock": 1} if obs.public.get("bock") else None
        st = game.new_hand(obs.rules, players=obs.players, dealer=obs.dealer, deal=deal,
                           context=ctx)
        for a in history:
            if judge is not None and a.type == "play" and a.seat != obs.seat:
                legal = st.legal_actions()
                if len(legal) > 1:
                    pick = judge.choose(st.observation(a.seat), legal, _NO_RANDOM)
                    if pick != a:
                        factor *= PLAY_MISS
                        if factor <= floor:
                            return None, factor
            st = st.apply(a)
    except (IllegalAction, ValueError):
        return None, 0.0
    return st, factor


def outcome(state: HandState, seat: int, team: bool) -> float:
    """``seat``'s score at the end; ``team``: a defender's, counting the declarer's loss as
    its gain."""
    res = state.result()
    s = res.settlement
    d = res.declarer
    if not team or d is None or d == seat:
        return float(s[seat])
    return float(s[seat] - s[d])


def playout(state: HandState, players: Sequence[object], rng: random.Random) -> HandState:
    """Finish the hand with ``players[seat].choose(obs, legal, rng)`` in every seat."""
    st = state
    while not st.is_terminal:
        s = st.to_move
        assert s is not None
        legal = st.legal_actions()
        a = legal[0] if len(legal) == 1 else players[s].choose(  # type: ignore[attr-defined]
            st.observation(s), legal, rng)
        st = st.apply(a)
    return st
