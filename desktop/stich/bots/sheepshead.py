"""Sheepshead bots: rules for every decision (``easy``, ``medium``) and determinized search
(``hard``, :mod:`.determinized`).

The rules (:class:`SheepsheadRulesBot`):

* pick by the hand's strength (queens 3, jacks 2, other trumps 1, a fail ace 1, a void 0.5,
  per card held), lighter in the last seat when passing gives a leaster;
* bury for voids and points: bury fail cards, voiding a short suit, putting away unprotected
  tens and aces, never trumps while a fail card can go, and in called-ace mode keeping a
  hold card of a suit to call;
* call the ace of the shortest fail suit the picker holds (a ten with all three aces); go alone
  with a very strong hand; crack and re-crack with a strong hand;
* card play of :class:`~.cardplay.TrickContext` with the sides as this seat knows them: the
  picker's partner knows he is one (he holds J♦ or the called ace) and schmears to the picker.

``hard`` samples the hidden cards (the blind, another picker's bury, the other hands) so that
the observed history replays on the sample, and plays each option out with the medium rules.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..engine.actions import Action
from ..engine.cards import ACE, POINTS, cards_of
from ..engine.state import Deal, HandState, Observation
from ..engine.variants.sheepshead.contracts import (
    FAIL_SUITS,
    JACKS,
    JD,
    QUEENS,
    RANKING,
    fail_mask,
)
from ..engine.variants.sheepshead.rules import SheepsheadRules
from .determinized import (
    SearchingBot,
    first_world,
    hidden_cards,
    replay,
    rule_set_aside,
    void_allowed,
)
from .generic import GenericBot, GenericView

TRUMP_MASK = RANKING.trump_mask


def hand_strength(hand: int) -> float:
    """Queens 3 (Q♣ 3.5), jacks 2, other trumps 1 (A♦ and 10♦ 1.5), fail aces 1, a fail
    void 0.5 (with at least two trumps)."""
    s = 0.0
    trumps = 0
    for c in cards_of(hand):
        if (TRUMP_MASK >> c) & 1:
            trumps += 1
            if c in QUEENS:
                s += 3.5 if c == QUEENS[0] else 3.0
            elif c in JACKS:
                s += 2.0
            elif POINTS[c] >= 10:
                s += 1.5
            else:
                s += 1.0
        elif c % 9 == ACE:
            s += 1.0
    if trumps >= 2:
        s += 0.5 * sum(1 for x in FAIL_SUITS if not hand & fail_mask(x))
    return s


EASY_TEMPERATURE = 4.5


class SheepsheadView(GenericView):
    """The sides as this seat knows them: a secret partner knows the picker is his friend."""

    def __init__(self, obs: Observation) -> None:
        super().__init__(obs)
        pub = obs.public
        self.picker = pub.get("picker")
        card = pub.get("called")
        if card is None and self.picker is not None and obs.contract is not None \
                and obs.contract.kind == "picker" and not obs.contract.has("alone"):
            card = JD
        self.partner_card = card
        played_by_me = any(a.seat == obs.seat and a.type == "play" and a.card == card
                           for a in obs.history)
        self.i_partner = card is not None and self.picker != obs.seat and (
            bool((obs.hand >> card) & 1) or played_by_me)
        self.partner = pub.get("partner")
        if self.partner is None and self.i_partner:
            self.partner = obs.seat

    @property
    def i_am_player(self) -> bool:
        return self.picker is not None and (self.picker == self.me or self.i_partner)

    def friend(self, seat: int) -> float:
        if seat == self.me:
            return 1.0
        if self.obs.contract is None or self.picker is None:
            return 0.0  # leaster: every seat for itself
        mine = self.i_am_player
        on_picker_side = seat == self.picker or (self.partner is not None
                                                 and seat == self.partner)
        if on_picker_side:
            return 1.0 if mine else 0.0
        if mine:
            # the picker: a seat not known to be the partner may still be him
            if self.me == self.picker and self.partner is None and self.partner_card is not None \
                    and not bool(self.obs.public.get("alone")):
                return 0.3
            return 0.0
        # a defender: the others are defenders unless one is the hidden partner
        if self.partner is None and self.partner_card is not None \
                and not bool(self.obs.public.get("alone")):
            return 0.6
        return 1.0


class SheepsheadRulesBot(GenericBot):
    """``easy`` or ``medium`` rules for every Sheepshead decision."""

    def __init__(self, level: str) -> None:
        super().__init__("sheepshead", level)
        if level == "easy":
            self.temperature = EASY_TEMPERATURE  # slips: a worse card now and then
        self.name = f"sheepshead-{level}"

    def _view(self, obs: Observation) -> GenericView:
        return SheepsheadView(obs)

    def _decide(self, obs: Observation, legal: list[Action], rng: random.Random) -> Action:
        phase = obs.phase
        form_hand = max(1, obs.hand.bit_count())
        if phase == "pick":
            return self._pick(obs, legal, rng)
        if phase == "bury":
            return self._bury(obs, legal, rng)
        if phase == "call":
            return self._call(obs, legal, rng)
        if phase == "double":
            doubles = [a for a in legal if a.type == "double"]
            s = hand_strength(obs.hand) / form_hand * 6
            me_picker = obs.public.get("picker") == obs.seat
            need = 13.0 if me_picker else 11.0
            if self.level == "easy":
                need += 2.0
            if doubles and s >= need:
                plain = [a for a in doubles if a.kind in ("crack", "recrack")]
                return (plain or doubles)[0]
            return next(a for a in legal if a.type == "pass")
        return super()._decide(obs, legal, rng)

    # ---------------------------------------------------------------- picking
    def pick_threshold(self, obs: Observation) -> float:
        """Strength per six cards needed to pick, by position."""
        rules = obs.rules
        size = max(1, obs.hand.bit_count())
        # seats asked after this one
        n = obs.players
        asked = sum(1 for a in obs.history if a.type in ("pass", "pick"))
        last = asked == n - 1
        need = 8.0
        if last:
            need = 6.5 if getattr(rules, "all_pass", "") == "LEASTER" else 5.5
        elif asked == 0:
            need = 8.5
        if size >= 10:  # 3-handed: the picker plays alone against two
            need += 0.5
        if self.level == "easy":
            need += 1.0
        return need

    def _pick(self, obs: Observation, legal: list[Action], rng: random.Random) -> Action:
        picks = [a for a in legal if a.type == "pick"]
        blitz = [a for a in legal if a.type == "double"]
        size = max(1, obs.hand.bit_count())
        s = hand_strength(obs.hand) / size * 6
        if self.level == "easy" and rng.random() < 0.1:
            s += rng.uniform(-1.5, 1.5)
        passes = [a for a in legal if a.type == "pass"]
        if not passes or s >= self.pick_threshold(obs):
            if blitz and s >= self.pick_threshold(obs) + 3 and self.level != "easy":
                return blitz[0]
            return picks[0] if picks else legal[0]
        return passes[0]

    # ---------------------------------------------------------------- bury
    def bury_score(self, obs: Observation, cards: Sequence[int]) -> float:
        return bury_value(obs.rules, obs.hand, cards)

    def _bury(self, obs: Observation, legal: list[Action], rng: random.Random) -> Action:
        discards = [a for a in legal if a.type == "discard"]
        scored = sorted(discards, key=lambda a: -self.bury_score(obs, a.cards or ()))
        if self.level == "easy" and len(scored) > 1 and rng.random() < 0.15:
            return scored[1]
        return scored[0]

    # ---------------------------------------------------------------- call
    def _call(self, obs: Observation, legal: list[Action], rng: random.Random) -> Action:
        size = max(1, obs.hand.bit_count())
        s = hand_strength(obs.hand) / size * 6
        alone = [a for a in legal if a.type == "declare" and a.contract is not None
                 and a.contract.has("alone")]
        partner = [a for a in legal if a.type == "declare" and a.contract is not None
                   and not a.contract.has("alone")]
        calls = [a for a in legal if a.type == "call"]
        strong = 15.0 if self.level != "easy" else 17.0
        if alone and (s >= strong or not (calls or partner)):
            return alone[0]
        if partner and (obs.hand >> JD) & 1 == 0:
            return partner[0]
        if calls:
            def call_score(a: Action) -> float:
                c = a.card
                assert c is not None
                x = c // 9
                held = (obs.hand & fail_mask(x)).bit_count()
                sc = -float(held)
                if a.kind == "unknown":
                    sc -= 5 + POINTS[(a.cards or (0,))[0]] * 0.1
                if c % 9 != ACE:
                    sc -= 0.5
                return sc
            return max(calls, key=call_score)
        if partner:
            return partner[0]
        return legal[0]


def bury_value(rules: Any, hand: int, cards: Sequence[int]) -> float:
    """How good burying ``cards`` from the picker's ``hand`` (blind included) is for the rules:
    fail points away, fail suits voided, no trump and no ace while anything else can go, and in
    called-ace mode a suit left to call."""
    gone = 0
    for c in cards:
        gone |= 1 << c
    keep = hand & ~gone
    score = 0.0
    for c in cards:
        if (TRUMP_MASK >> c) & 1:
            score -= 25.0 + POINTS[c]
        else:
            score += POINTS[c]
            if c % 9 == ACE:
                score -= 6.0  # an ace wins its own trick
    for x in FAIL_SUITS:
        if hand & fail_mask(x) and not keep & fail_mask(x):
            score += 7.0
    if isinstance(rules, SheepsheadRules) and rules.called_ace and rules.form.partner:
        callable_suits = [x for x in FAIL_SUITS
                          if keep & fail_mask(x) and not (hand >> (x * 9 + ACE)) & 1]
        if not callable_suits:
            score -= 9.0
        elif any((keep & fail_mask(x)).bit_count() == 1 for x in callable_suits):
            score += 2.0  # one hold card in the called suit is best
    return score


# ==================================================================== hard
class SheepsheadWorlds:
    """Worlds for the determinized search: the blind, a bury this seat did not see and the
    other hands, dealt consistently with the voids, the call and the cards shown.

    Another picker's bury is the one the rules would make from his eight cards (in
    ``rule_bury`` of the worlds; the others keep the sampled one): a rule-based picker buries
    fail points and never a trump while a fail card can go, where a uniform sample would put
    a trump in the bury in every other world."""

    def __init__(self, rule_bury: float = 0.9) -> None:
        self.rule_bury = rule_bury

    @staticmethod
    def special(obs: Observation) -> int:
        """Cards that are not like their neighbours: the partner cards."""
        called = obs.public.get("called")
        return (1 << JD) | ((1 << called) if called is not None else 0)

    def world(self, obs: Observation, view: GenericView,
              rng: random.Random) -> HandState | None:
        n = obs.players
        pub = obs.public
        picker = pub.get("picker")
        unknown, need = hidden_cards(view)
        allowed = void_allowed(view, unknown, need)
        musts: list[tuple[int, int]] = []
        called = pub.get("called")
        tv = view.tv
        if picker is not None and called is not None and (tv.unknown >> called) & 1:
            partner = pub.get("partner")
            if partner is not None:
                allowed[called] = 1 << partner
            else:
                allowed[called] &= ~(1 << picker) & ~(1 << n)
            # the picker keeps a hold card of the called suit until it is led
            if not pub.get("called_led") and not pub.get("under_set") and picker != obs.seat \
                    and called % 9 == ACE:
                hold = fail_mask(called // 9) & tv.unknown & ~(1 << called)
                if hold and not any(s == picker and RANKING.esuit[c] == called // 9
                                    for s, c in tv.plays):
                    musts.append((picker, hold))
        return first_world(view, rng, 8,
                           lambda hands, aside: self._build(obs, view, hands, aside, rng),
                           allowed, musts)

    def _build(self, obs: Observation, view: GenericView, hands: list[int], aside: int,
               rng: random.Random) -> HandState | None:
        n = obs.players
        pub = obs.public
        picker = pub.get("picker")
        played = view.tv.played
        orig = [hands[s] | played[s] for s in range(n)]
        bury = 0
        if picker is None:
            blind = aside
        else:
            if picker == obs.seat:
                for a in obs.history:
                    if a.seat == picker and a.type == "discard" and a.cards:
                        bury = sum(1 << c for c in a.cards)
            else:
                bury = aside
            total = orig[picker] | bury
            shown = 0
            for s, m in (view.obs.known or {}).items():
                if s == picker:
                    shown |= m
            for a in obs.history:
                if a.seat == picker and a.type == "double" and a.cards:
                    for c in a.cards:
                        shown |= 1 << c
            if picker != obs.seat and rng.random() < self.rule_bury:
                bury = rule_bury(obs, view, picker, total, played[picker] | shown) or bury
            size = int(pub.get("blind_size") or 2)
            pool = [c for c in cards_of(total & ~shown)]
            if len(pool) < size:
                return None
            rng.shuffle(pool)
            blind = sum(1 << c for c in pool[:size])
            orig[picker] = total & ~blind
        if sum(m.bit_count() for m in orig) + blind.bit_count() != len(view.game.deck(
                obs.rules, n)):
            return None
        deal = Deal(tuple(tuple(cards_of(orig[s])) for s in range(n)), tuple(cards_of(blind)))
        under_pool = cards_of(orig[picker] if picker is not None else 0)

        def fill(i: int, a: Action) -> Action:
            if a.type == "discard" and a.cards is None:
                return Action(a.seat, "discard", cards=tuple(cards_of(bury)))
            if a.type == "call" and a.kind == "unknown" and a.cards is None:
                return Action(a.seat, "call", card=a.card, kind="unknown",
                              cards=(rng.choice(under_pool),))
            return a
        return replay(obs, deal, fill)


def rule_bury(obs: Observation, view: GenericView, picker: int, total: int,
              fixed: int) -> int:
    """The bury the rules would make from the picker's cards ``total`` (his hand now, the
    cards he played and the bury) that the history allows: no card in ``fixed`` (played or
    shown), every card of a suit he has shown void in, in called-ace mode a card of the called
    suit kept (the hold card, until the suit is led); 0 when no bury fits."""
    called = obs.public.get("called")
    hold = 0
    if called is not None and not obs.public.get("under_set"):
        hold = fail_mask(called // 9) & ~(1 << called)

    def keeps_hold(m: int) -> bool:  # the picker keeps his hold card
        return not (hold and total & hold and not total & ~m & hold)

    return rule_set_aside(total, fixed, view.tv.voids[picker], RANKING.esuit,
                          int(obs.public.get("bury_size") or 2),
                          lambda cards: bury_value(obs.rules, total, cards),
                          prefer=~TRUMP_MASK, fits=keeps_hold)


def bury_candidates(bot: SheepsheadRulesBot, k: int = 5):  # type: ignore[no-untyped-def]
    def cands(obs: Observation, legal: list[Action], default: Action) -> list[Action]:
        if obs.phase != "bury":
            return legal
        ranked = sorted(legal, key=lambda a: -bot.bury_score(obs, a.cards or ()))
        return ranked[:k]
    return cands


class SheepsheadBot(SearchingBot):
    """The Sheepshead bot of a level."""

    def __init__(self, level: str, **search: Any) -> None:
        super().__init__("sheepshead", level, SheepsheadRulesBot, SheepsheadWorlds,
                         bury_candidates, **search)
