"""Skat card play by determinized double-dummy search (the hard level's endgame).

The generic double-dummy solver on Skat's 10-card deals: from ``dd_tricks`` tricks before the end
(``dd_declarer`` for the declarer), the cards this seat cannot see (the other two hands, and the
skat or the declarer's discards when it is not the declarer) are dealt many times consistently
with the voids shown and weighted by the bidding (:class:`~.world.Sampler`), each sample is
solved for every candidate card ("does the declarer reach 61?" - 90 if schneider was announced,
every trick for schwarz -, then schneider and schwarz; Null: "can the defenders make the
declarer take a trick?"), and the card with the best average outcome is played. The two cards
in no hand (the skat of a hand game, or the discards) count for the declarer. Outcomes are
valued in multiples of the base value: a win is worth the game's multiplier (matadors + 1, hand
and announcements; +1 for schneider, +1 for schwarz), a loss -2 times as much (ISkO: a lost game
costs twice its value); the defenders' values are the negatives.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine.cards import POINTS
from ...engine.state import Observation
from ...engine.variants.skat.contracts import BASE_VALUES, GRAND, matadors
from .. import clock
from ..dds import Solver, Timeout, layout_for
from ..generic import GenericView
from .heuristic import Rules
from .world import Sampler, draw_judged


def skat_cards(obs: Observation, cards: list[int], rng: random.Random, soft: float,
               hard: float, samples: int = 40, judge: Rules | None = None
               ) -> list[int] | None:
    """The best cards to play (ties left to the rules), or ``None`` to leave the decision to
    the rules. ``judge``: the worlds must explain the others' card play as this rule-based
    player would have played (:func:`.world.draw_judged`)."""
    contract = obs.contract
    d = obs.declarer
    if contract is None or d is None or contract.kind not in ("suit", "grand", "null"):
        return None
    v = GenericView(obs)
    me = obs.seat
    active = list(v.active)
    # the solver numbers the active seats 0..k-1 in play order
    index = {s: i for i, s in enumerate(active)}
    k = len(active)
    # the hidden cards, consistent with the voids shown and weighted by the bidding; the two
    # cards in no hand (the skat of a hand game, the discards) count for the declarer: the
    # declarer who took the skat up knows them (the skat he took up is in his hand or among
    # them, and its points count only once)
    sampler = Sampler(obs)
    if not sampler.ok:
        return None
    lay = layout_for(v.ranking, v.game.deck(obs.rules, obs.players))
    team = [active[i] == d for i in range(k)]
    null = contract.kind == "null"
    tricks_done = len(obs.tricks)
    base = sum(POINTS[c] for t in obs.tricks if t.winner == d for c in t.cards)
    decl_tricks = sum(1 for t in obs.tricks if t.winner == d)
    leader = index.get(obs.trick_leader, 0)
    sign = 1.0 if me == d else -1.0
    lv = _level(obs, v, me == d)
    # the bid in multiples of the base value: a game worth less is lost as overbid (a win
    # without schneider where only schneider reaches the bid counts as a loss); the other
    # seats, who assume two matadors, take the declarer's game to reach the bid
    need = _bid_units(obs)
    if me != d:
        lv = max(lv, float(need))
    announced = contract.has("schneider")
    totals = dict.fromkeys(cards, 0.0)
    done = tried = 0
    while done < samples and tried < samples * 3:
        now = clock.now()
        if now > soft and (done or now > hard):
            break
        tried += 1
        if judge is None:
            w = sampler.sample(rng)
        else:
            got = draw_judged(sampler, rng, judge)
            w = got[0] if got is not None else None
        if w is None:
            break
        hands = [0] * k
        for s in active:
            hands[index[s]] = obs.hand if s == me else w.hands[s]
        skat_pts = sum(POINTS[c] for c in range(36) if (w.aside >> c) & 1)
        cap = min(hard, now + max(0.1, (soft - now) / 3))
        try:
            if null:
                if decl_tricks:
                    vals = dict.fromkeys(cards, -2.0)
                else:
                    sv = Solver(lay, [not t for t in team], hands, obs.trick, leader,
                                points=False, trick_bonus=1, scorer=team, deadline=cap)
                    vals = {c: (-2.0 if sv.reach_after(c, 1) else 1.0) for c in cards}
            else:
                sv = Solver(lay, team, hands, obs.trick, leader, deadline=cap)
                have = base + skat_pts
                win_at = 90 if contract.has("schneider") else 61
                vals = {}
                for c in cards:
                    if contract.has("schwarz"):
                        won = decl_tricks == tricks_done and \
                            Solver(lay, team, hands, obs.trick, leader, points=False,
                                   trick_bonus=1, deadline=cap).reach_after(c, _left(hands,
                                                                                 obs.trick, k))
                        vals[c] = _score(lv + 2.0, won, need)
                        continue
                    won = sv.reach_after(c, win_at - have)
                    if won:
                        # schneider made: one level (an announced one is two, and the
                        # announcement's level is in lv already)
                        extra = 1.0 if announced or sv.reach_after(c, 90 - have) else 0.0
                        vals[c] = _score(lv + extra, True, need)
                    else:
                        # an announced schneider is lost with its level; otherwise the
                        # defenders' schneider (the declarer under 31) adds one
                        extra = 1.0 if announced or not sv.reach_after(c, 31 - have) else 0.0
                        vals[c] = _score(lv + extra, False, need)
        except Timeout:
            continue
        for c in cards:
            totals[c] += sign * vals[c]
        done += 1
    if not done:
        return None
    best = max(totals.values())
    return [c for c in cards if totals[c] == best]


def _score(level: float, won: bool, need: int) -> float:
    """The declarer's ISkO score in multiples of the base value: a game of ``level`` won or
    lost, lost as overbid (charged ``need``, the bid in multiples of the base) when its level
    falls short of the bid (SPEC §3.10)."""
    if won and level >= need:
        return level
    return -2.0 * max(level, float(need))


def _bid_units(obs: Observation) -> int:
    """The bid in multiples of the game's base value (0: no bid known)."""
    c = obs.contract
    assert c is not None
    bid = int(obs.public.get("bid") or 0)
    base = BASE_VALUES[GRAND if c.kind == "grand" else (c.suit or 0)]
    return -(-bid // base)


def _level(obs: Observation, v: GenericView, declarer: bool) -> float:
    """The game's multiplier before schneider and schwarz are made: matadors + 1, +1 each for
    hand and the announcements (SPEC §3.9). The declarer counts his matadors from his twelve
    cards; another seat assumes two."""
    c = obs.contract
    assert c is not None
    mats = 2
    if declarer:
        twelve = obs.hand | v.tv.played[obs.seat]
        for x in obs.public.get("discards") or ():
            twelve |= 1 << x
        mats = matadors(twelve, GRAND if c.kind == "grand" else (c.suit or 0))[0]
    return float(mats + 1 + sum(1 for f in ("hand", "schneider", "schwarz", "ouvert")
                                if c.has(f)))


def _left(hands: Sequence[int], trick: Sequence[int], k: int) -> int:
    return (sum(h.bit_count() for h in hands) + len(trick)) // k
