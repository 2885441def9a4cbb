"""Faroese Sjavs bots: rules (``easy``, ``medium``) and determinized search (``hard``).

The bids are forced by the longest suit (SPEC §4B.4); the choices are simple or better where
both are allowed, the trump suit among the longest, the 3-player exchange and the card play.
The rules name the suit with the most top trumps and side aces, exchange the side cards that
cannot win, and play with :class:`~.cardplay.TrickContext` with the partnership (4 players:
seats 0 and 2 against 1 and 3; with 3 and 2 players every seat for itself).
``hard`` samples the other hands so that the forced bids replay on them (bids by length are
strong evidence: a sample the bids contradict is dropped), and plays each option out with the
medium rules (:mod:`.determinized`). With 2 players the worlds model the piles on the table
(:func:`world_two_players`): the face-down cards still covered (both seats', nobody has seen
them) are dealt with the other seat's hand; the rest of the piles is public (``rows``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..engine.actions import Action
from ..engine.cards import ACE, CLUBS, POINTS, SUITS, cards_of
from ..engine.state import Deal, HandState, Observation
from ..engine.variants.sjavs.contracts import (
    BETTER,
    MIN_BID,
    OWN_SUIT,
    bid_key,
    bid_options,
    nameable,
)
from ..engine.variants.sjavs_family import PERMANENT_MASK
from .determinized import (
    SearchingBot,
    hidden_cards,
    replay,
    sample_now,
    void_allowed,
)
from .generic import GenericBot, GenericView, contract_ranking
from .sampling import deal_hidden

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
            hand = next((a for a in legal if a.type == "hand"), None)
            best = max(discards, key=lambda a: self.discard_score(obs, a.cards or ()))
            if hand is not None and self.discard_score(obs, best.cards or ()) <= 0:
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
    """The worlds of a Sjavs hand. The forced bids rule out most deals of the hidden cards:
    each deal is first checked against the other seats' bids, passes and declaration (cheap,
    :func:`bids_allow`), and only a deal that fits them is replayed. 3 and 4 players: up to
    ``deals`` deals; 2 players: :func:`world_two_players`."""

    tries = 40
    deals = 400

    def __init__(self) -> None:
        self._two: TwoPlayerDeals | None = None  # the last 2-player observation's deals
        self._replayed = 0  # whether the last deal got as far as the replay

    def world(self, obs: Observation, view: GenericView,
              rng: random.Random) -> HandState | None:
        if obs.players == 2:
            if self._two is None or self._two.obs is not obs:
                self._two = TwoPlayerDeals(obs, view)
            return world_two_players(obs, view, rng, self.tries, self._two)
        bidding = [a for a in obs.history if a.type in ("bid", "pass", "declare")]
        base = void_allowed(view, *hidden_cards(view))
        targets = bid_targets(obs)
        replays = 0
        for _ in range(self.deals):
            allowed = with_bid_lengths(view, base, targets, rng)
            if allowed is None:
                continue
            got = sample_now(view, rng, allowed)
            if got is None:
                continue
            hands, aside = got
            st = self._build(obs, view, hands, aside, rng, bidding)
            if st is not None:
                return st
            replays += self._replayed
            if replays >= self.tries:
                break
        return None

    def _build(self, obs: Observation, view: GenericView, hands: list[int], aside: int,
               rng: random.Random, bidding: Sequence[Action] = ()) -> HandState | None:
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
        self._replayed = 0
        for s in range(n):
            if s != obs.seat and not bids_allow(obs, bidding, s, orig[s]):
                return None
        self._replayed = 1
        deal = Deal(tuple(tuple(cards_of(orig[s])) for s in range(n)), tuple(extra))

        def fill(i: int, a: Action) -> Action:
            if a.type == "discard" and a.cards is None:
                return Action(a.seat, "discard", cards=tuple(cards_of(discards)))
            return a
        return replay(obs, deal, fill)


def bid_targets(obs: Observation) -> list[tuple[int, int, list[int]]]:
    """The other seats' bids as (seat, length, the suits it may have meant): clubs for a
    better bid, the named suit for the declarer's simple bid, else any other suit. The 3-player
    declarer's bid is left out once he exchanged (his dealt hand is not the one sampled)."""
    out = []
    c = obs.contract
    exchanged = bool(obs.public.get("exchanged"))
    for a in obs.history:
        if a.type != "bid" or a.seat == obs.seat or a.value is None:
            continue
        if obs.players == 3 and a.seat == obs.declarer and exchanged:
            continue
        if a.kind == BETTER:
            suits = [CLUBS]
        elif a.seat == obs.declarer and c is not None and c.suit is not None:
            suits = [c.suit]
        else:
            suits = [x for x in SUITS if x != CLUBS]
        out.append((a.seat, a.value, suits))
    return out


def with_bid_lengths(view: GenericView, base: dict[int, int],
                     targets: Sequence[tuple[int, int, list[int]]],
                     rng: random.Random) -> dict[int, int] | None:
    """``base`` (where each hidden card may lie) narrowed so that each bidder of ``targets``
    gets exactly the length it bid in one of its suits (drawn): that many of the permanent
    trumps and cards of the suit, counting those it has played or shown, the hidden ones
    among them chosen at random. ``None`` when a bid cannot be met so."""
    if not targets:
        return base
    allowed = dict(base)
    tv = view.tv
    for seat, value, suits in targets:
        x = rng.choice(suits)
        long = PERMANENT_MASK | OWN_SUIT[x]
        have = ((tv.played[seat] | tv.known[seat]) & long).bit_count()
        free = [c for c in allowed if (long >> c) & 1 and (allowed[c] >> seat) & 1]
        k = value - have
        if k < 0 or k > len(free):
            return None
        chosen = set(rng.sample(free, k))
        for c in free:
            allowed[c] = 1 << seat if c in chosen else allowed[c] & ~(1 << seat)
    return allowed


# ---------------------------------------------------------------- two players: the piles
def world_two_players(obs: Observation, view: GenericView, rng: random.Random,
                      tries: int = 40, deals: TwoPlayerDeals | None = None) -> HandState | None:
    """A world of a 2-player hand: a deal of :class:`TwoPlayerDeals` on which the observed
    history replays and leaves the piles as observed (up to ``tries`` deals of the hidden
    cards that pass the quick bid checks); ``None`` if none."""
    if deals is None:
        deals = TwoPlayerDeals(obs, view)
    if not deals.ok:
        return None
    piles = obs.public.get("piles")
    replays = 0
    for _ in range(32 * tries):  # the quick checks first (cheap): a replay costs more
        deal = deals.deal(rng)
        if deal is None or not deals.bids_fit(deal, 1 - obs.seat):
            continue
        st = replay(obs, deal)
        if st is not None and st.observation(obs.seat).public.get("piles") == piles:
            return st
        replays += 1
        if replays >= tries:
            break
    return None


class TwoPlayerDeals:
    """Original deals of a 2-player hand consistent with what ``obs.seat`` sees (SPEC §4B.11).

    Each seat has four piles; ``public["rows"]`` names, for each, the card dealt face up and
    the card dealt face down once it has been turned up (both stay named after they are
    played, as a player at the table remembers them). The hidden cards are the face-down cards
    still covered, **both seats'** (nobody has seen them, not even their owner), and the other
    seat's hand cards: they are dealt at random, the other seat's hand never in a suit it has
    shown void in (a face-down card could not be played, so a void says nothing about it). The
    bids and the declaration (by the hand and face-up cards only) are checked on each deal
    before the replay, which checks everything else (following suit, overtrumping)."""

    def __init__(self, obs: Observation, view: GenericView) -> None:
        self.obs = obs
        n = obs.players
        self.rows: tuple[tuple[tuple[int, int | None], ...], ...] = obs.public.get("rows") or ()
        tv = view.tv
        self.tv = tv
        esuit = view.ranking.esuit if view.contract_known else None
        me = obs.seat
        other = 1 - me
        self.covered = [[i for i, (_, below) in enumerate(row) if below is None]
                        for row in self.rows]
        # per seat: the cards it played from its hand (not from a pile)
        self.from_hand = [tv.played[s] & ~sum(1 << c for pile in row for c in pile
                                              if c is not None)
                          for s, row in enumerate(self.rows)]
        self.unknown = cards_of(tv.unknown)
        mine_down, its_down = n, n + 1  # pseudo-seats of the face-down cards
        need = {mine_down: len(self.covered[me]) if self.covered else 0,
                its_down: len(self.covered[other]) if self.covered else 0}
        need[other] = len(self.unknown) - need[mine_down] - need[its_down]
        self.need = need
        allowed = {}
        for c in self.unknown:
            a = (1 << mine_down) | (1 << its_down)
            if esuit is None or not (tv.voids[other] >> esuit[c]) & 1:
                a |= 1 << other
            allowed[c] = a
        self.allowed = allowed
        self.ok = n == 2 and len(self.rows) == 2 and need[other] >= 0
        # the bidding, for the quick check (the replay checks it again)
        self.bidding = [a for a in obs.history if a.type in ("bid", "pass", "declare")]

    def deal(self, rng: random.Random) -> Deal | None:
        """The hidden cards dealt on the piles: the original deal (``None`` at a dead end)."""
        me = self.obs.seat
        other = 1 - me
        got = deal_hidden(self.unknown, self.need, self.allowed, rng, tries=4)
        if got is None:
            return None
        held = [0, 0]
        held[me] = self.obs.hand & ~self.obs.known.get(me, 0)
        held[other] = got.get(other, 0)
        hands = []
        for s in range(2):
            pseudo = 2 if s == me else 3  # the face-down cards of this seat, of the other
            tops = [top for top, _ in self.rows[s]]
            downs = [below for _, below in self.rows[s]]
            cards = cards_of(got.get(pseudo, 0))
            rng.shuffle(cards)
            for i, c in zip(self.covered[s], cards, strict=True):
                downs[i] = c
            hand = cards_of(held[s] | self.from_hand[s])
            row = [*downs, *tops, *hand]
            if len(hand) != 8 or any(c is None for c in row):
                return None
            hands.append(tuple(c for c in row if c is not None))
        return Deal(tuple(hands))

    def bids_fit(self, deal: Deal, seat: int) -> bool:
        """Whether ``seat``'s bid (or pass) and declaration fit its face-up and hand cards in
        ``deal``."""
        playable = 0
        for c in deal.hands[seat][4:]:
            playable |= 1 << c
        return bids_allow(self.obs, self.bidding, seat, playable)


def bids_allow(obs: Observation, bidding: Sequence[Action], seat: int, playable: int) -> bool:
    """Whether ``seat`` holding ``playable`` (hand and face-up cards) could have taken its
    actions in ``bidding`` (the bids, passes and declaration, in order; SPEC §4B.4)."""
    rules: Any = obs.rules
    must_clubs = bool(getattr(rules, "must_name_clubs_if_possible", False))
    equal_ok = getattr(rules, "equal_bid_winner", "") == "LATER_BIDDER"
    n, flags = bid_options(playable, must_clubs)
    best = -1
    for a in bidding:
        if a.type == "declare":
            if a.seat == seat and a.contract is not None and best >= 0:
                value, better = best // 2, bool(best % 2)
                if a.contract.suit not in nameable(playable, value, better):
                    return False
            continue
        if a.seat == seat:
            opts = [] if n < MIN_BID else [
                b for b in flags if bid_key(n, b) > best or (equal_ok and bid_key(n, b) == best)]
            if a.type == "pass":
                if opts:
                    return False
            elif a.value != n or (a.kind == BETTER) not in opts:
                return False
        if a.type == "bid" and a.value is not None:
            best = bid_key(a.value, a.kind == BETTER)
    return True


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


class SjavsBot(SearchingBot):
    """The Sjavs bot of a level."""

    def __init__(self, level: str, **search: Any) -> None:
        super().__init__("sjavs", level, SjavsRulesBot, SjavsWorlds, exchange_candidates, **search)
