"""Klørsjavs bots: rules (``easy``, ``medium``) and determinized search (``hard``).

The rules: play (or bid) with enough trumps for the table (the permanent trumps and clubs
counted by rank, side aces), stroke the cat with a hand that needs it and keep a strong one
closed, discard the side cards that cannot win, concede only a hopeless hand after the cat;
card play with :class:`~.cardplay.TrickContext`, the defenders as one side against the
declarer. ``hard`` samples the cat, the declarer's discards and the other hands so that the
observed history replays on them, and plays each option out with the medium rules
(:mod:`.determinized`). In the øre game the search values a hand's øre relative to the other
seats' (:mod:`.measure`): øre are deducted, not paid to anyone, so the own øre alone would reward
never declaring.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..engine.actions import Action
from ..engine.cards import ACE, POINTS, cards_of
from ..engine.state import Deal, HandState, Observation
from ..engine.tricks import Ranking
from .determinized import (
    SearchingBot,
    first_world,
    replay,
    rule_set_aside,
)
from .generic import GenericBot, GenericView, contract_ranking
from .measure import relative_score

EASY_TEMPERATURE = 4.5
# medium's strength to declare in the øre game by variant (relative øre, see bar())
OERE_BAR = {"3P_20": 0.8, "4P_18": 1.4}


class KlorsjavsView(GenericView):
    """The declarer against the others, who play together."""

    def friend(self, seat: int) -> float:
        if seat == self.me:
            return 1.0
        d = self.declarer
        if d is None:
            return 0.0
        if self.me == d or seat == d:
            return 0.0
        return 1.0


def trump_strength(obs: Observation, hand: int) -> float:
    """Trumps weighted by rank (the top three count double, the next three 1.5) and side
    aces, per card held, scaled to a 0..1-ish measure."""
    rk = contract_ranking("klorsjavs", obs.rules, obs.contract) or \
        GenericView(obs).game.sort_ranking(obs.rules)
    if rk is None:
        return 0.0
    s = 0.0
    for i, c in enumerate(rk.trumps):
        if (hand >> c) & 1:
            s += 2.0 if i < 3 else 1.5 if i < 6 else 1.0
    for c in cards_of(hand & ~rk.trump_mask):
        if c % 9 == ACE:
            s += 0.8
    return s / max(1, hand.bit_count())


class KlorsjavsRulesBot(GenericBot):
    def __init__(self, level: str) -> None:
        super().__init__("klorsjavs", level)
        if level == "easy":
            self.temperature = EASY_TEMPERATURE  # slips: a worse card now and then
        self.name = f"klorsjavs-{level}"

    def _view(self, obs: Observation) -> GenericView:
        return KlorsjavsView(obs)

    def _decide(self, obs: Observation, legal: list[Action], rng: random.Random) -> Action:
        phase = obs.phase
        s = trump_strength(obs, obs.hand)
        if self.level == "easy" and rng.random() < 0.1:
            s += rng.uniform(-0.2, 0.2)
        types = {a.type for a in legal}
        bar = self.bar(obs)
        if phase == "bid":
            go = s >= bar
            intents = [a for a in legal if a.type == "intent"]
            bids = sorted((a for a in legal if a.type == "bid"),
                          key=lambda a: a.contract.kind if a.contract else "")
            if go and intents:
                return intents[0]
            if go and bids:
                from ..engine.variants.klorsjavs.contracts import contract_rank
                bids.sort(key=lambda a: contract_rank(a.contract) if a.contract else 0)
                return bids[0]
            return next(a for a in legal if a.type == "pass")
        if phase == "cat":
            if "pick" in types and s < 1.35:
                return next(a for a in legal if a.type == "pick")
            if "hand" in types and s >= 1.35:
                return next(a for a in legal if a.type == "hand")
            discards = [a for a in legal if a.type == "discard"]
            if discards and (s < 1.35 or "hand" not in types):  # the cat taken: discard
                return self._discard(obs, discards)
            return next(a for a in legal if a.type == "hand")
        if phase == "concede":
            if "concede" in types and s < 0.55 and self.level != "easy":
                return next(a for a in legal if a.type == "concede")
            return next(a for a in legal if a.type == "pass")
        if phase == "discard":
            return self._discard(obs, [a for a in legal if a.type == "discard"])
        return super()._decide(obs, legal, rng)

    def bar(self, obs: Observation) -> float:
        """The strength needed to play. In the øre game a declarer can only lose øre, but when
        he wins each defender loses half as much as he would have lost (or more), and what
        counts is a seat's øre against the others' (:mod:`.measure`): against ``easy`` over 600
        deals 0.8 scored best with three players (0.6-1.4 tried), 1.2-1.4 with four (1.0-1.6
        tried; docs/bots.md); ``easy`` keeps the timid 1.1. The contract game pays a winner as
        much as a loser pays."""
        if getattr(obs.rules, "oere_game", True):
            if self.level == "easy":
                return 1.1
            return OERE_BAR.get(getattr(obs.rules, "variant", ""), 1.4)
        return self.contract_bar if self.level != "easy" else self.contract_bar + 0.2

    contract_bar = 1.0

    def discard_score(self, obs: Observation, cards: Sequence[int]) -> float:
        return discard_value(contract_ranking("klorsjavs", obs.rules, obs.contract), obs.hand,
                             cards)

    def _discard(self, obs: Observation, discards: list[Action]) -> Action:
        if not discards:
            raise ValueError("no discard")
        return max(discards, key=lambda a: self.discard_score(obs, a.cards or ()))


def discard_value(rk: Ranking | None, hand: int, cards: Sequence[int]) -> float:
    """How good discarding ``cards`` from ``hand`` is for the rules: side points away (half),
    never a trump or an ace while anything else can go, +5 for each side suit voided."""
    score = 0.0
    gone = sum(1 << c for c in cards)
    keep = hand & ~gone
    for c in cards:
        if rk is not None and (rk.trump_mask >> c) & 1:
            score -= 30.0
        else:
            score += POINTS[c] * 0.5 - (8.0 if c % 9 == ACE else 0.0)
    if rk is not None:
        for x in range(4):
            m = rk.esuit_mask[x] if x < len(rk.esuit_mask) else 0
            if hand & m and not keep & m:
                score += 5.0
    return score


def rule_discards(rk: Ranking | None, hand: int, fixed: int, void: int) -> int:
    """The two cards the rules discard from ``hand``: every card of a suit the declarer has
    shown void in (``void``) among them, none of ``fixed``; 0 when no pair fits."""
    return rule_set_aside(hand, fixed, void if rk is not None else 0,
                          rk.esuit if rk is not None else (), 2,
                          lambda cards: discard_value(rk, hand, cards))


class KlorsjavsWorlds:
    """Worlds for the determinized search: the cat (or another declarer's discards) set aside,
    the declarer's cat cards among his cards. Another declarer's discards are the pair the
    rules would discard (in ``rule_discards`` of the worlds; the others keep the sampled
    pair): a rule-based declarer never discards a trump while a side card can go."""

    def __init__(self, rule_discards: float = 0.9) -> None:
        self.rule_discards = rule_discards

    def world(self, obs: Observation, view: GenericView,
              rng: random.Random) -> HandState | None:
        return first_world(view, rng, 6,
                           lambda hands, aside: self._build(obs, view, hands, aside, rng))

    def _build(self, obs: Observation, view: GenericView, hands: list[int], aside: int,
               rng: random.Random) -> HandState | None:
        n = obs.players
        played = view.tv.played
        orig = [hands[s] | played[s] for s in range(n)]
        d = obs.declarer
        discards = 0
        if d is not None and obs.public.get("cat_taken"):
            if d == obs.seat:
                for a in obs.history:
                    if a.seat == d and a.type == "discard" and a.cards:
                        discards = sum(1 << c for c in a.cards)
            else:
                discards = aside
            total = orig[d] | discards
            cat = 0
            if d != obs.seat and rng.random() < self.rule_discards:
                discards, cat = self._rule_exchange(obs, view, d, total, rng) or (discards, 0)
            if not cat:
                pool = cards_of(total & ~discards)
                rng.shuffle(pool)
                cat = sum(1 << c for c in pool[:2])
            orig[d] = total & ~cat
        else:
            cat = aside
        deal = Deal(tuple(tuple(cards_of(orig[s])) for s in range(n)), tuple(cards_of(cat)))

        def fill(i: int, a: Action) -> Action:
            if a.type == "discard" and a.cards is None:
                return Action(a.seat, "discard", cards=tuple(cards_of(discards)))
            return a
        return replay(obs, deal, fill)

    @staticmethod
    def _rule_exchange(obs: Observation, view: GenericView, d: int, total: int,
                       rng: random.Random) -> tuple[int, int] | None:
        """The declarer's discards as the rules make them and the cat cards, from his cards
        ``total`` (hand, played cards, discards): a blind exchange discards from the hand
        before the cat (the cat drawn first), a look-first one from all eight cards."""
        rk = contract_ranking("klorsjavs", obs.rules, obs.contract)
        fixed = view.tv.played[d]
        void = view.tv.voids[d] if rk is not None else 0
        must = 0  # cards of suits he has shown void in: discarded, never in the cat
        if rk is not None:
            for c in cards_of(total & ~fixed):
                if (void >> rk.esuit[c]) & 1:
                    must |= 1 << c
        look_first = any(a.seat == d and a.type == "pick" for a in obs.history)
        if look_first:
            discards = rule_discards(rk, total, fixed, void)
            if not discards:
                return None
            pool = cards_of(total & ~discards)
            rng.shuffle(pool)
            return discards, sum(1 << c for c in pool[:2])
        # the cat: two cards he holds (or played) now, never one he must have discarded
        pool = cards_of(total & ~must)
        if len(pool) < 2:
            return None
        rng.shuffle(pool)
        cat = sum(1 << c for c in pool[:2])
        discards = rule_discards(rk, total & ~cat, fixed, void)
        return (discards, cat) if discards else None


def discard_candidates(bot: KlorsjavsRulesBot, k: int = 5):  # type: ignore[no-untyped-def]
    def cands(obs: Observation, legal: list[Action], default: Action) -> list[Action]:
        discards = [a for a in legal if a.type == "discard"]
        if len(discards) <= k:
            return legal
        rest = [a for a in legal if a.type != "discard"]
        ranked = sorted(discards, key=lambda a: -bot.discard_score(obs, a.cards or ()))
        return rest + ranked[:k]
    return cands


class KlorsjavsBot(SearchingBot):
    """The Klørsjavs bot of a level (in the øre game its playouts are valued relative to the
    other seats)."""

    def __init__(self, level: str, **search: Any) -> None:
        super().__init__("klorsjavs", level, KlorsjavsRulesBot, KlorsjavsWorlds,
                         discard_candidates,
                         relative=lambda obs: relative_score("klorsjavs", obs.rules), **search)
