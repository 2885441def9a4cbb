"""The rule-based Skat player behind ``easy`` and ``medium`` (and the hard bot's playouts).

Bidding goes to the value of the best game the hand wins about two times in three
(:mod:`.evaluate`), Middlehand and Rearhand holding and saying in the bid order; Forehand bids 18
after two passes only with a game. The skat is taken up unless a hand game is nearly sure. After
taking it up, every game is tried with every discard (never a jack; voids, no blank tens, points
into the skat) and the game with the best expected ISkO score that reaches the bid is declared.
Kontra with a strong defending hand, Re with a sure game. Card play scores each card with
:class:`~stich.bots.cardplay.TrickContext` (the declarer pulls trumps, the defenders play
together: schmieren on the partner's trick, no leads into the declarer's voids; Null and Ramsch
avoid tricks).

``easy`` bids timidly (a lower win estimate and a higher bar), sometimes misjudges a hand, and
slips in card play: a softmax over the card scores, so a costly slip is rare and a cheap one
common.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.actions import Action, Contract
from ...engine.cards import ACE, POINTS, SUITS, card
from ...engine.state import Observation
from ...engine.variants.skat.contracts import BASE_VALUES, GRAND
from ..generic import GenericBot
from . import evaluate as ev


@dataclass(frozen=True)
class Style:
    name: str
    bias: float          # added to the log-odds of winning (negative: timid)
    min_p: float         # least win probability to bid for a game
    hand_p: float        # least win probability to play hand
    bid_slip: float      # chance to misjudge the hand by a random log-odds offset
    temperature: float   # card play slips (softmax temperature; 0: none)


MEDIUM = Style("medium", bias=0.0, min_p=0.66, hand_p=0.85, bid_slip=0.0, temperature=0.0)
EASY = Style("easy", bias=-0.8, min_p=0.72, hand_p=0.95, bid_slip=0.2, temperature=2.2)


def forehand_of(obs: Observation) -> bool:
    return obs.public.get("forehand") == obs.seat


def contract_of(game: int | str, hand_game: bool) -> Contract:
    flags = frozenset({"hand"}) if hand_game else frozenset()
    if game in ("null", "null_ouvert"):
        return Contract("null", None, flags | ({"ouvert"} if game == "null_ouvert" else set()))
    if game == GRAND:
        return Contract("grand", None, flags)
    assert isinstance(game, int)
    return Contract("suit", game, flags)


def game_of(c: Contract) -> int | str:
    """The game of a contract as :mod:`.evaluate` names it ("null", ``GRAND`` or the trump
    suit): the inverse of :func:`contract_of` but for the flags."""
    return "null" if c.kind == "null" else (GRAND if c.kind == "grand" else (c.suit or 0))


class Rules:
    """Rule-based decisions for every Skat phase."""

    def __init__(self, style: Style) -> None:
        self.style = style
        self.cards = GenericBot("skat", "easy" if style.temperature > 0 else "medium")
        self.cards.temperature = style.temperature

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        phase = obs.phase
        if phase in ("bid", "answer"):
            return self.bid(obs, legal, rng)
        if phase in ("skat", "push"):
            return self.skat(obs, legal, rng)
        if phase == "discard":
            return self.discard(obs, legal)
        if phase in ("declare", "raise"):
            return self.declare(obs, legal)
        if phase == "double":
            return self.double(obs, legal)
        plays = [a for a in legal if a.type == "play"]
        return self.cards._play(obs, plays, rng)

    # ---------------------------------------------------------------- bidding
    def bias(self, obs: Observation, rng: random.Random) -> float:
        b = self.style.bias
        if self.style.bid_slip and rng.random() < self.style.bid_slip:
            b += rng.uniform(-1.5, 1.5)
        return b

    def limit(self, obs: Observation, rng: random.Random) -> int:
        return ev.bid_limit(obs.hand, forehand_of(obs), self.bias(obs, rng), self.style.min_p)

    def bid(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        return bid_to(obs, legal, self.limit(obs, rng))

    # ---------------------------------------------------------------- skat, discard, declare
    def skat(self, obs: Observation, legal: Sequence[Action], rng: random.Random) -> Action:
        pick = next(a for a in legal if a.type == "pick")
        if obs.phase == "push":
            return pick
        bid = int(obs.public.get("bid") or 0)
        best = ev.evaluate(obs.hand, forehand_of(obs), self.style.bias, hand_game=True)
        for _, _g, p, v in best:
            if v >= bid and p >= self.style.hand_p:
                return next(a for a in legal if a.type == "hand")
        return pick

    def discard(self, obs: Observation, legal: Sequence[Action]) -> Action:
        if obs.contract is not None and obs.contract.kind == "ramsch":
            # Schieberamsch: pass on the cards most likely to take tricks
            def danger(a: Action) -> float:
                return sum(POINTS[c] + (6 if c % 9 == ACE else 0) for c in a.cards or ())
            return max(legal, key=danger)
        bid = int(obs.public.get("bid") or 0)
        _, disc, _ = ev.choose_game(obs.hand, bid, forehand_of(obs), self.style.bias)
        want = set(disc)
        for a in legal:
            if a.cards is not None and set(a.cards) == want:
                return a
        return legal[0]

    def declare(self, obs: Observation, legal: Sequence[Action]) -> Action:
        options = [a for a in legal if a.type == "declare" and a.contract is not None]
        if not options:
            return legal[0]
        if obs.phase == "raise":
            return next((a for a in legal if a.type == "pass"), legal[0])
        return max(options, key=lambda a: self.declaration_value(obs, a.contract))

    def declaration_value(self, obs: Observation, c: Contract | None) -> float:
        """Expected ISkO score of declaring ``c`` with this hand (rules' estimate)."""
        if c is None:
            return -1e9
        hand = obs.hand
        twelve = hand
        for x in obs.public.get("discards") or ():
            twelve |= 1 << x
        hand_game = c.has("hand")
        fh = forehand_of(obs)
        game = game_of(c)
        sc = ev.game_score(hand, game, fh)
        p = ev.win_probability(sc, game, "hand" if hand_game else "post", self.style.bias)
        if c.kind == "null":
            v = ev.game_value(hand, "null", hand_game, c.has("ouvert"))
            if c.has("ouvert"):
                p = p * p
            return ev.expected(p, v) + (0.01 if not c.has("ouvert") else 0.0)
        if c.flags - {"hand"}:
            return -1e6  # no announcements by rules
        v = ev.game_value(twelve, game, hand_game, known12=not hand_game)
        bid = int(obs.public.get("bid") or 0)
        if v < bid:
            base = BASE_VALUES[game if isinstance(game, int) else GRAND]
            return -2.0 * (-(-bid // base) * base)  # overbid: lost at the next multiple
        return ev.expected(p, v)

    # ---------------------------------------------------------------- Kontra and Re
    def double(self, obs: Observation, legal: Sequence[Action]) -> Action:
        dbl = next((a for a in legal if a.type == "double"), None)
        pas = next((a for a in legal if a.type == "pass"), legal[0])
        c = obs.contract
        if dbl is None or c is None or c.kind == "null" or self.style.temperature > 0:
            return pas
        hand = obs.hand
        if obs.seat == obs.declarer:
            return dbl if self.declaration_value(obs, c) > 0.6 * ev.game_value(
                hand, GRAND if c.kind == "grand" else (c.suit or 0)) else pas
        rk_jacks = (hand & ev.JACK_MASK).bit_count()
        aces = sum(1 for s in SUITS if (hand >> card(ACE, s)) & 1 and s != c.suit)
        trumps = rk_jacks + ((hand & ev.SUIT_CARDS[c.suit]).bit_count() if c.suit is not None
                             else 0)
        return dbl if (trumps >= 4 and aces >= 2) or (rk_jacks >= 3 and aces >= 2) else pas


def bid_to(obs: Observation, legal: Sequence[Action], limit: int) -> Action:
    """Say the next bid, or hold, while it is within ``limit``; pass otherwise."""
    pas = next((a for a in legal if a.type == "pass"), legal[0])
    if obs.phase == "answer":
        bid = int(obs.public.get("bid") or 0)
        hold = next((a for a in legal if a.type == "hold"), None)
        return hold if hold is not None and bid <= limit else pas
    bids = [a for a in legal if a.type == "bid" and (a.value or 0) <= limit]
    if not bids:
        return pas
    return min(bids, key=lambda a: a.value or 0)


def softmax_pick(options: Sequence[Action], scores: Sequence[float], temperature: float,
                 rng: random.Random) -> Action:
    top = max(scores)
    weights = [math.exp((s - top) / temperature) for s in scores]
    return rng.choices(list(options), weights)[0]
