"""Faroese Sjavs bots: rules (``easy``, ``medium``) and determinized search (``hard``).

The bids are forced by the longest suit (SPEC §4B.4); the choices are simple or better where
both are allowed, the trump suit among the longest, the 3-player exchange and the card play.
The rules name the suit with the most top trumps and side aces, exchange the side cards that
cannot win, and play with :class:`~.cardplay.TrickContext` with the partnership (4 players:
seats 0 and 2 against 1 and 3; with 3 and 2 players every seat for itself).
``hard`` samples the other hands so that the forced bids replay on them (bids by length are
strong evidence: a sample the bids contradict is dropped), and plays each option out with the
medium rules (:mod:`.determinized`). With 2 players (face-down rows) ``hard`` plays the
medium rules.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..engine.actions import Action
from ..engine.cards import ACE, POINTS, cards_of
from ..engine.state import Deal, HandState, Observation
from .determinized import (
    DeterminizedSearch,
    first_world,
    replay,
)
from .generic import GenericBot, GenericView, contract_ranking

EASY_TEMPERATURE = 4.5


class SjavsView(GenericView):
    def friend(self, seat: int) -> float:
        if seat == self.me:
            return 1.0
        if self.n == 4:
            return 1.0 if seat % 2 == self.me % 2 else 0.0
        d = self.declarer
        # three players: both defenders score when the declarer fails (SPEC §4B.8)
        if d is not None and d != self.me and seat != d:
            return 1.0
        return 0.0


class SjavsRulesBot(GenericBot):
    def __init__(self, level: str) -> None:
        super().__init__("sjavs", level)
        if level == "easy":
            self.temperature = EASY_TEMPERATURE  # slips: a worse card now and then
        self.name = f"sjavs-{level}"

    def _view(self, obs: Observation) -> GenericView:
        return SjavsView(obs)

    def _decide(self, obs: Observation, legal: list[Action], rng: random.Random) -> Action:
        if obs.phase == "exchange":
            discards = [a for a in legal if a.type == "discard"]
            hand = next(a for a in legal if a.type == "hand")
            best = max(discards, key=lambda a: self.discard_score(obs, a.cards or ()))
            if self.discard_score(obs, best.cards or ()) <= 0:
                return hand
            return best
        return super()._decide(obs, legal, rng)

    def discard_score(self, obs: Observation, cards: Sequence[int]) -> float:
        """What giving ``cards`` away for as many unseen skat cards is worth (>0: do it)."""
        rk = contract_ranking("sjavs", obs.rules, obs.contract)
        score = 0.0
        for c in cards:
            if rk is not None and (rk.trump_mask >> c) & 1:
                score -= 30.0
            elif c % 9 == ACE:
                score -= 6.0
            else:
                score += 3.0 - POINTS[c] * 0.2
        return score


class SjavsWorlds:
    def world(self, obs: Observation, view: GenericView,
              rng: random.Random) -> HandState | None:
        return first_world(view, rng, 40,
                           lambda hands, aside: self._build(obs, view, hands, aside, rng))

    def _build(self, obs: Observation, view: GenericView, hands: list[int], aside: int,
               rng: random.Random) -> HandState | None:
        n = obs.players
        played = view.tv.played
        orig = [hands[s] | played[s] for s in range(n)]
        d = obs.declarer
        k = int(obs.public.get("exchanged") or 0)
        discards = 0
        extra: list[int] = cards_of(aside)
        if n == 3 and d is not None and k:
            if d == obs.seat:
                for a in obs.history:
                    if a.seat == d and a.type == "discard" and a.cards:
                        discards = sum(1 << c for c in a.cards)
                rest = aside
            else:
                pool = cards_of(aside)
                rng.shuffle(pool)
                discards = sum(1 << c for c in pool[:k])
                rest = aside & ~discards
            have = cards_of(orig[d])
            rng.shuffle(have)
            taken = have[:k]
            orig[d] = (orig[d] & ~sum(1 << c for c in taken)) | discards
            extra = taken + cards_of(rest)
        deal = Deal(tuple(tuple(cards_of(orig[s])) for s in range(n)), tuple(extra))

        def fill(i: int, a: Action) -> Action:
            if a.type == "discard" and a.cards is None:
                return Action(a.seat, "discard", cards=tuple(cards_of(discards)))
            return a
        return replay(obs, deal, fill)


def exchange_candidates(bot: SjavsRulesBot, k: int = 6):  # type: ignore[no-untyped-def]
    def cands(obs: Observation, legal: list[Action], default: Action) -> list[Action]:
        discards = [a for a in legal if a.type == "discard"]
        if len(discards) <= k:
            return legal
        rest = [a for a in legal if a.type != "discard"]
        ones = sorted((a for a in discards if len(a.cards or ()) == 1),
                      key=lambda a: -bot.discard_score(obs, a.cards or ()))
        twos = sorted((a for a in discards if len(a.cards or ()) == 2),
                      key=lambda a: -bot.discard_score(obs, a.cards or ()))
        return rest + ones[:2] + twos[:k - 2]
    return cands


class SjavsBot:
    def __init__(self, level: str, *, deterministic: bool = False, worlds: int = 400,
                 max_time: float = 1.2, **search: Any) -> None:
        self.level = level
        self.name = f"sjavs-{level}"
        self.rules = SjavsRulesBot("easy" if level == "easy" else "medium")
        self.search: DeterminizedSearch | None = None
        if level == "hard":
            self.search = DeterminizedSearch(
                self.rules, SjavsWorlds(), exchange_candidates(self.rules),
                deterministic=deterministic, worlds=worlds, max_time=max_time,
                **search)

    def choose(self, observation: Observation, legal_actions: Sequence[Action],
               rng: random.Random, budget: float) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        if self.search is not None and observation.players != 2:
            return self.search.choose(observation, legal_actions, rng, budget)
        return self.rules.choose(observation, legal_actions, rng, budget)
