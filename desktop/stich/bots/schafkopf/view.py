"""A Schafkopf seat's picture of the hand, from its observation only.

:class:`SkView` adds to the generic :class:`~stich.bots.knowledge.TableView` what Schafkopf
lets a seat infer: the called ace and who may hold it (SPEC §1.8.2: the holder must play it when
its suit is led, so a seat that did not is not the holder; a seat void in the suit cannot hold
it; a run-away lead shows the holder), that the caller still holds a card of the called suit
until he has played one, the sides as far as they are known, and a likelihood for each unknown
seat of being the partner from how it has played (schmieren on the caller's trick, taking it
from him, leading trumps or the called suit).
"""

from __future__ import annotations

from functools import cached_property

from ...engine.actions import Contract
from ...engine.cards import ACE, DECK_24, DECK_32, POINTS, card
from ...engine.state import Observation
from ...engine.tricks import TRUMP, Ranking
from ...engine.variants.schafkopf.contracts import contract_ranking, renonce_calls
from ...engine.variants.schafkopf.rules import SchafkopfRules
from ..knowledge import TableView, table_view

SAUSPIEL_RANKING = contract_ranking(Contract("sauspiel", 0), False)
SAUSPIEL_RANKING_SHORT = contract_ranking(Contract("sauspiel", 0), True)


def deck_of(rules: SchafkopfRules) -> tuple[int, ...]:
    return DECK_24 if rules.deck == "SHORT24" else DECK_32


def called_card(contract: Contract, declarer_hand_at_call: int | None = None) -> int | None:
    if contract.kind != "sauspiel" or contract.suit is None:
        return None
    if contract.has("renonce") and declarer_hand_at_call is not None:
        return dict(renonce_calls(declarer_hand_at_call)).get(contract.suit)
    return card(ACE, contract.suit)


class SkView:
    """Everything the bots derive from one Schafkopf observation."""

    def __init__(self, obs: Observation) -> None:
        rules = obs.rules
        assert isinstance(rules, SchafkopfRules)
        self.obs = obs
        self.rules = rules
        self.me = obs.seat
        self.n = obs.players
        self.short = rules.deck == "SHORT24"
        self.deck = deck_of(rules)
        self.hand_size = len(self.deck) // self.n
        self.contract = obs.contract
        self.declarer = obs.declarer
        self.ranking: Ranking = (contract_ranking(obs.contract, self.short)
                                 if obs.contract is not None else
                                 (SAUSPIEL_RANKING_SHORT if self.short else SAUSPIEL_RANKING))
        pub = obs.public
        called = pub.get("called")
        self.called: int | None = called if isinstance(called, int) else None
        self.searched = bool(pub.get("searched"))
        self.ran_away = bool(pub.get("ran_away"))
        self.tv: TableView = table_view(obs, self.ranking if obs.contract else None, self.deck,
                                        (self.hand_size,) * self.n)

    # ---------------------------------------------------------------- basic facts
    @property
    def kind(self) -> str:
        return self.contract.kind if self.contract is not None else ""

    @property
    def hand(self) -> int:
        return self.obs.hand

    @cached_property
    def holder(self) -> int | None:
        """The seat holding (or having held) the called ace, if this seat knows it."""
        if self.called is None:
            return None
        if (self.obs.hand >> self.called) & 1:
            return self.me
        for s, c in self.tv.plays:
            if c == self.called:
                return s
        if self.obs.partners:
            return self.obs.partners[0]
        if self.ran_away:
            return self.runner
        # a Re from a seat other than the declarer shows the partner (SPEC §1.7.2)
        for a in self.obs.history:
            if a.type == "double" and a.kind in ("re", "hirsch") and a.seat != self.declarer:
                return a.seat
        return None

    @cached_property
    def runner(self) -> int | None:
        """The seat that ran away from the called ace (led its suit while holding it)."""
        if self.called is None or not self.ran_away:
            return None
        rk = self.ranking
        x = rk.esuit[self.called]
        played_r = False
        searched = False
        for t in self.obs.tricks:
            if searched or played_r:
                break
            lead = t.cards[0]
            if rk.esuit[lead] == x and lead != self.called and t.leader != self.declarer:
                return t.leader
            if self.called in t.cards:
                played_r = True
            if rk.esuit[lead] == x:
                searched = True
        if self.obs.trick and not searched and not played_r:
            lead = self.obs.trick[0]
            if rk.esuit[lead] == x and lead != self.called and \
                    self.obs.trick_leader != self.declarer:
                return self.obs.trick_leader
        return None

    @cached_property
    def party(self) -> tuple[int, ...] | None:
        """The player party if this seat knows it (declarer first), else ``None``."""
        d = self.declarer
        if d is None or self.kind == "ramsch":
            return None
        if self.kind != "sauspiel":
            return (d,)
        h = self.holder
        if h is None:
            return None
        return (d, h) if h != d else (d,)

    def in_party(self, seat: int) -> bool | None:
        """Whether ``seat`` plays with the declarer: true, false, or ``None`` if unknown."""
        d = self.declarer
        if d is None or self.kind == "ramsch":
            return None
        if seat == d:
            return True
        party = self.party
        if party is not None:
            return seat in party
        # Sauspiel, holder unknown to me
        if self.me != d and seat == self.me:
            return False  # I do not hold the ace, so I am an opponent
        return None

    @property
    def i_am_player(self) -> bool:
        return bool(self.in_party(self.me))

    def friend(self, seat: int) -> float:
        """Probability that ``seat`` is on this seat's side (1 for itself)."""
        if seat == self.me:
            return 1.0
        if self.kind == "ramsch" or self.declarer is None:
            return 0.0
        a = self.in_party(seat)
        b = self.in_party(self.me)
        if a is not None and b is not None:
            return 1.0 if a == b else 0.0
        p = self.partner_probability().get(seat, 0.0)
        # I am the declarer (b True) or an opponent (b False): seat unknown
        return p if b else 1.0 - p

    def partner_probability(self) -> dict[int, float]:
        """For each seat that may hold the called ace, the probability that it does."""
        return self._partner_probability

    @cached_property
    def _partner_probability(self) -> dict[int, float]:
        if self.kind != "sauspiel" or self.declarer is None:
            return {}
        h = self.holder
        if h is not None:
            return {h: 1.0}
        d = self.declarer
        x_void = 1 << self.ranking.esuit[self.called] if self.called is not None else 0
        cands = [s for s in range(self.n)
                 if s != d and s != self.me and not (self.tv.voids[s] & x_void)]
        if not cands:
            return {}
        weights = {s: 2.0 ** self.partner_evidence(s) for s in cands}
        total = sum(weights.values())
        return {s: w / total for s, w in weights.items()}

    def partner_evidence(self, seat: int) -> float:
        """Log-odds-like evidence from play that ``seat`` plays with the declarer."""
        rk = self.ranking
        d = self.declarer
        ev = 0.0
        if d is None:
            return ev
        x = rk.esuit[self.called] if self.called is not None else -1
        for t in self._all_tricks():
            seats, cards = t
            if not cards:
                continue
            led = rk.esuit[cards[0]]
            if seats[0] == seat:
                if led == TRUMP:
                    ev += 1.0
                elif led == x:
                    ev -= 3.0
            best_i = 0
            for i in range(1, len(cards)):
                s, c = seats[i], cards[i]
                best = cards[best_i]
                wins = rk.beats(c, best)
                if s == seat:
                    winner = seats[best_i]
                    if winner == d and not wins:
                        if POINTS[c] >= 10:
                            ev += 1.5
                        elif POINTS[c] == 0 and rk.esuit[c] != led:
                            ev -= 0.5
                    elif winner == d and wins:
                        ev -= 2.0
                    elif winner != d and not wins and POINTS[c] >= 10 and seats[best_i] != seat:
                        ev -= 1.0
                if wins:
                    best_i = i
        return ev

    def _all_tricks(self) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        out = [(t.seats, t.cards) for t in self.obs.tricks]
        if self.obs.trick:
            out.append((self.tv.trick_seats, self.obs.trick))
        return out

    # ---------------------------------------------------------------- card knowledge
    def outstanding(self) -> int:
        """Cards in other hands (not mine, not played)."""
        return self.tv.unknown | self._known_others()

    def _known_others(self) -> int:
        m = 0
        for s in range(self.n):
            if s != self.me:
                m |= self.tv.known[s]
        return m

    def trumps_out(self) -> int:
        return self.outstanding() & self.ranking.trump_mask

    def caller_must_hold(self) -> int:
        """Cards of which the Sauspiel caller still holds at least one (the called suit, until
        he has played a card of it), as a mask; 0 when nothing is implied."""
        if self.kind != "sauspiel" or self.called is None or self.declarer is None:
            return 0
        if self.contract is not None and self.contract.has("renonce"):
            return 0
        d = self.declarer
        if d == self.me:
            return 0
        rk = self.ranking
        x = rk.esuit[self.called]
        xs = rk.esuit_mask[x]
        if self.tv.played[d] & xs:
            return 0
        return xs & ~(1 << self.called)
