"""The bids as evidence on a sampled world, for the hard bot (:mod:`.worlds`).

:meth:`Plausibility.plausibility` says how likely each other seat's hand as dealt makes the
announcements it made: a solo or Sauspiel player's hand looks like one that announces it (the
model's win probability; in the auction, a seat that bid a class holds a hand that plays it), a
seat that passed rarely holds a clear solo, a Kontra (or Re, Sup, Hirsch) comes from a hand the
rule-based player would have doubled with, and in a Sauspiel the seats that played like the
partner more likely hold the called ace. Cheap (no replay of the hand): :mod:`.worlds` rejects
most unlikely deals by it before :mod:`.evidence` replays the others' actions.
"""

from __future__ import annotations

from ...engine.actions import Contract
from ...engine.state import Observation
from ...engine.variants.schafkopf.contracts import legal_calls
from ...engine.variants.schafkopf.state import STOSS_KINDS
from . import evaluate as ev
from .heuristic import SOLO_KINDS, Heuristic
from .view import SkView


def _solo_weight(q: float) -> float:
    """How plausible a solo or Wenz player's hand is, from its win probability ``q``: a hand
    under 0.15 almost never announces it, one over 0.6 always may."""
    return min(1.0, max(0.002, (q - 0.15) / 0.45))


def _sauspiel_weight(q: float) -> float:
    """The same for a Sauspiel's caller: under 0.2 rarely, over 0.6 always."""
    return min(1.0, max(0.05, (q - 0.2) / 0.4))


class Plausibility:
    """The bids' factor of a world; a part of :class:`~.search.HardPlayer`."""

    # set by HardPlayer.__init__
    rules: Heuristic
    kontra_miss: float
    # the factors per seat and hand as dealt, at one decision
    _plaus_obs: Observation | None
    _plaus: dict[int, tuple[float, ...]]

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
