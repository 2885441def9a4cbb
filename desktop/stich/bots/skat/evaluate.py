"""How good a Skat hand is for each game: a score per game, a win probability, a bid limit.

The score counts what wins tricks in the game: trumps (the jacks and high trumps a little more),
side aces, tens guarded by their ace, voids to ruff with (in a suit game), long suits headed by
the ace (in a grand), minus blank tens and side losers; Null counts the suits a defender can
force the declarer to take a trick in. A logistic curve turns the score into a win probability;
ISkO (a lost game costs twice its value) makes a game worth playing from about two chances in
three. The bid limit is the value of the best game the hand would play. ``easy`` and ``medium``
bid, take the skat, discard and declare on these numbers; ``hard`` checks them with playouts.
"""

from __future__ import annotations

import math
from itertools import combinations

from ...engine.actions import Contract
from ...engine.cards import ACE, CLUBS, JACK, KING, POINTS, SUITS, TEN, card
from ...engine.variants.skat.contracts import (
    BASE_VALUES,
    GRAND,
    JACKS,
    matadors,
    null_value,
)

JACK_MASK = sum(1 << j for j in JACKS)
SUIT_CARDS = tuple(sum(1 << card(r, s) for r in range(8) if r != JACK) for s in SUITS)
# Null order low to high: 7 8 9 10 J Q K A (ranks 7..0 of the card numbering, the ten at 1)
NULL_RANK = {7: 0, 6: 1, 5: 2, 1: 3, 4: 4, 3: 5, 2: 6, 0: 7}
TRUMP_WEIGHT = {card(JACK, CLUBS): 0.7, card(JACK, 1): 0.5, card(JACK, 2): 0.35,
                card(JACK, 3): 0.25}
GAMES = (0, 1, 2, 3, GRAND, "null")
# The win curves (bench/calibrate_skat.py): per family and per moment, the score at which a game
# wins half the time against the medium players (MID) and how steeply the chance rises (SLOPE).
# "pre": the ten cards dealt, the skat still to come; "post": the ten kept after the discard;
# "hand": a hand game.
MID = {("suit", "pre"): 6.3, ("suit", "post"): 8.05, ("suit", "hand"): 8.6,
       ("grand", "pre"): 6.5, ("grand", "post"): 8.2, ("grand", "hand"): 7.8,
       ("null", "pre"): 0.8, ("null", "post"): 0.75, ("null", "hand"): 0.75}
SLOPE = {("suit", "pre"): 0.8, ("suit", "post"): 1.35, ("suit", "hand"): 1.0,
         ("grand", "pre"): 0.6, ("grand", "post"): 0.9, ("grand", "hand"): 0.6,
         ("null", "pre"): 0.7, ("null", "post"): 1.7, ("null", "hand"): 1.7}


def _suit_side(pattern: int, long_trumps: bool) -> float:
    """A side suit's part of a suit game's score (``pattern``: ranks held, bit = rank)."""
    n = pattern.bit_count()
    if n == 0:
        return 0.6 if long_trumps else 0.3
    a = bool(pattern >> ACE & 1)
    ten = bool(pattern >> TEN & 1)
    score = 0.0
    if a:
        score += 1.0
        if ten:
            score += 0.6
            if pattern >> KING & 1:
                score += 0.15
    elif ten:
        score -= 0.6 if n == 1 else 0.25
    losers = n - a - (a and ten)
    if losers > 1:
        score -= 0.2 * (losers - 1)
    return score


def _grand_side(pattern: int) -> float:
    n = pattern.bit_count()
    if n == 0:
        return 0.0
    a = bool(pattern >> ACE & 1)
    ten = bool(pattern >> TEN & 1)
    score = 0.0
    if a:
        score += 1.25
        if ten:
            score += 0.8
            if pattern >> KING & 1:
                score += 0.2
        if n >= 4:
            score += 0.35 * (n - 3) * (1.0 if ten else 0.5)
    elif ten:
        score -= 0.7 if n == 1 else 0.3
    losers = n - a - (a and ten)
    if not a:
        score -= 0.35 * losers
    return score


def _null_suit(pattern: int) -> float:
    """A suit's part of the Null danger (``pattern`` with the jack): 0 when safe (its k-th
    lowest card is at most the (2k+1)-th lowest rank: 7; 7 9; 7 8 10...)."""
    ranks = sorted(NULL_RANK[r] for r in range(8) if pattern >> r & 1)
    for k, r in enumerate(ranks):
        if r > 2 * k:
            # the longer the suit above the gap, the harder to get rid of it
            return 1.0 if len(ranks) - k <= 2 else 1.4
    return 0.0


# per 9-bit suit pattern (a suit's ranks; the jack bit is ignored for side suits)
_SIDE_MASK = 0x1FF & ~(1 << JACK)
_SUIT_SIDE = tuple(tuple(_suit_side(p & _SIDE_MASK, long) for p in range(512))
                   for long in (False, True))
_GRAND_SIDE = tuple(_grand_side(p & _SIDE_MASK) for p in range(512))
_NULL_SUIT = tuple(_null_suit(p) for p in range(512))


def suit_score(hand: int, t: int, forehand: bool = False) -> float:
    """Score of a suit game with trump ``t`` for ten cards."""
    jacks = hand & JACK_MASK
    trumps = jacks.bit_count() + (hand & SUIT_CARDS[t]).bit_count()
    score = float(trumps)
    for j, w in TRUMP_WEIGHT.items():
        if (jacks >> j) & 1:
            score += w
    if (hand >> card(ACE, t)) & 1:
        score += 0.3
    if (hand >> card(TEN, t)) & 1:
        score += 0.15
    table = _SUIT_SIDE[trumps >= 5]
    for s in SUITS:
        if s != t:
            score += table[(hand >> (9 * s)) & 511]
    if trumps <= 4:
        score -= 0.8 * (5 - trumps)
    return score + (0.2 if forehand else 0.0)


def grand_score(hand: int, forehand: bool = False) -> float:
    jacks = hand & JACK_MASK
    nj = jacks.bit_count()
    score = 1.45 * nj
    if (jacks >> card(JACK, CLUBS)) & 1:
        score += 0.6
    if (jacks >> card(JACK, 1)) & 1:
        score += 0.3
    g = _GRAND_SIDE
    score += g[hand & 511] + g[(hand >> 9) & 511] + g[(hand >> 18) & 511] + g[(hand >> 27) & 511]
    if nj <= 1:
        score -= 2.0
    return score + (0.6 if forehand else 0.0)


def null_danger(hand: int) -> float:
    """How many suits a defender can force a trick in (see :func:`_null_suit`)."""
    t = _NULL_SUIT
    return t[hand & 511] + t[(hand >> 9) & 511] + t[(hand >> 18) & 511] + t[(hand >> 27) & 511]


def null_score(hand: int) -> float:
    return 1.5 - null_danger(hand)


def game_score(hand: int, game: int | str, forehand: bool = False) -> float:
    if game == "null":
        return null_score(hand)
    if game == GRAND:
        return grand_score(hand, forehand)
    assert isinstance(game, int)
    return suit_score(hand, game, forehand)


def family(game: int | str) -> str:
    return "null" if game == "null" else ("grand" if game == GRAND else "suit")


def win_probability(score: float, game: int | str, moment: str = "post",
                    bias: float = 0.0) -> float:
    """Chance to win a game of this score: ``moment`` "pre" (the skat still to come), "post"
    (after the discard) or "hand" (a hand game)."""
    key = (family(game), moment)
    z = SLOPE[key] * (score - MID[key]) + bias
    z = max(-30.0, min(30.0, z))
    return 1.0 / (1.0 + math.exp(-z))


def game_value(hand: int, game: int | str, hand_game: bool = False,
               ouvert: bool = False, known12: bool = False) -> int:
    """The value the game is likely to count (matadors from these cards, game; hand);
    ``known12``: the cards are the declarer's twelve."""
    if game == "null":
        return null_value(Contract("null", None, frozenset(
            {*(["hand"] if hand_game else []), *(["ouvert"] if ouvert else [])})))
    assert isinstance(game, int)
    # the matadors of these cards: the skat may add some, or (without) cut the run short
    mats = matadors(hand, game)[0]
    return BASE_VALUES[game] * (mats + 1 + (1 if hand_game else 0))


def expected(p: float, value: float) -> float:
    """ISkO list: +value when won, -2 x value when lost."""
    return p * value - (1 - p) * 2 * value


def evaluate(hand: int, forehand: bool = False, bias: float = 0.0,
             hand_game: bool = False) -> list[tuple[float, int | str, float, int]]:
    """(expected score, game, win probability, value) for each game, best first."""
    out = []
    for g in GAMES:
        sc = game_score(hand, g, forehand)
        p = win_probability(sc, g, "hand" if hand_game else "pre", bias)
        v = game_value(hand, g, hand_game)
        out.append((expected(p, v), g, p, v))
    out.sort(key=lambda x: -x[0])
    return out


def bid_limit(hand: int, forehand: bool = False, bias: float = 0.0,
              min_p: float = 0.66) -> int:
    """The highest bid this hand goes to: the value of the most valuable game it wins with
    probability ``min_p`` or more (0: none)."""
    best = 0
    for _, _g, p, v in evaluate(hand, forehand, bias):
        if p >= min_p and v > best:
            best = v
    return best


def best_discard(hand12: int, game: int | str, forehand: bool = False,
                 point_weight: float = 0.035) -> tuple[tuple[int, int], float]:
    """The two cards to lay away for ``game`` from twelve, and the score of the ten kept
    (the points laid away count for the declarer)."""
    return top_discards(hand12, game, forehand, 1, point_weight)[0]


def top_discards(hand12: int, game: int | str, forehand: bool = False, k: int = 2,
                 point_weight: float = 0.035) -> list[tuple[tuple[int, int], float]]:
    """The ``k`` best discards for ``game`` (see :func:`best_discard`), best first; a later
    one only when it keeps a different ten (not the same score by laying away equal cards)."""
    cards = [c for c in range(32 + 4) if (hand12 >> c) & 1]
    scored: list[tuple[float, tuple[int, int]]] = []
    null = game == "null"
    for a, b in combinations(cards, 2):
        if not null and ((JACK_MASK >> a) & 1 or (JACK_MASK >> b) & 1):
            continue  # never lay away a jack
        ten = hand12 & ~(1 << a) & ~(1 << b)
        sc = game_score(ten, game, forehand)
        if not null:
            sc += point_weight * (POINTS[a] + POINTS[b])
        scored.append((sc, (a, b)))
    if not scored:
        return [((cards[0], cards[1]), -1e9)]
    # the first of equal scores wins, as the single best always did
    scored.sort(key=lambda x: -x[0])
    out = [(scored[0][1], scored[0][0])]
    for sc, pair in scored[1:]:
        if len(out) >= k:
            break
        if sc < out[-1][1] - 1e-9:
            out.append((pair, sc))
    return out


def choose_game(hand12: int, bid: int, forehand: bool = False,
                bias: float = 0.0) -> tuple[int | str, tuple[int, int], float]:
    """After taking the skat: the game, discard and expected score that are best and can
    reach ``bid`` (the twelve cards count the matadors)."""
    best: tuple[float, int | str, tuple[int, int]] | None = None
    fallback: tuple[float, int | str, tuple[int, int]] | None = None
    for g in GAMES:
        disc, sc = best_discard(hand12, g, forehand)
        p = win_probability(sc, g, "post", bias)
        if g == "null":
            values = [23, 46]
        else:
            values = [game_value(hand12, g, known12=True)]
        for k, v in enumerate(values):
            pk = p if k == 0 else p * p  # ouvert: harder
            e = expected(pk, v)
            if v >= bid:
                if best is None or e > best[0]:
                    best = (e, g if k == 0 else "null_ouvert", disc)
            elif fallback is None or e > fallback[0]:
                fallback = (e, g, disc)
    got = best or fallback
    assert got is not None
    return got[1], got[2], got[0]
