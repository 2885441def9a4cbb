"""Rule-based bots for the games that do not have bots of their own yet.

Every game of the engine can be played at every level: for Sheepshead, Klørsjavs and
Sjavs the ``easy``, ``medium`` and ``hard`` levels are, for now, this generic player (``hard``
plays as ``medium``). It knows the family's common ground only:

* card play with :class:`~stich.bots.cardplay.TrickContext` under the contract's ranking (the
  sides as far as the seat knows them: its known partners, the declarer against the others);
  Null, Leaster and Ramsch avoid tricks, a Tout takes them;
* every other decision by one measure of the hand (trumps of the game's usual ranking, side
  aces): go for it (announce, pick up, hold, bid the lowest bid) when the hand is strong, pass
  otherwise; a contract names the trump suit it holds most of; a discard or bury puts away the
  richest side cards; doubling only with a very strong hand.

It is legal everywhere and far better than random, and it is the floor the game-specific bots
are measured against. Skat's own bots (:mod:`.skat`) use its card play.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from ..engine.actions import Action, Contract
from ..engine.cards import ACE, CLUBS, POINTS, SUITS, card
from ..engine.game import get_game
from ..engine.state import Observation
from ..engine.tricks import TRUMP, Ranking
from .cardplay import TrickContext
from .knowledge import table_view


def contract_ranking(game: str, rules: object, contract: Contract | None) -> Ranking | None:
    """The ranking a game plays ``contract`` with (``None`` if unknown)."""
    if contract is None:
        return None
    try:
        if game == "schafkopf":
            from ..engine.variants.schafkopf.contracts import contract_ranking as sk
            return sk(contract, getattr(rules, "deck", "") == "SHORT24")
        if game == "skat":
            from ..engine.variants.skat.contracts import contract_ranking as skat
            return skat(contract)
        if game == "sheepshead":
            from ..engine.variants.sheepshead.contracts import RANKING
            return RANKING
        if game == "klorsjavs":
            from ..engine.variants.klorsjavs.contracts import ranking as klor
            suit = contract.suit if contract.suit is not None else CLUBS
            return klor(str(getattr(rules, "variant", "")), suit)
        if game == "sjavs":
            from ..engine.variants.sjavs.contracts import ranking as sjavs
            return sjavs(contract.suit if contract.suit is not None else CLUBS)
    except (ValueError, KeyError, AssertionError):
        return None
    return None


class GenericView:
    """A seat's view for :class:`TrickContext` in any game."""

    def __init__(self, obs: Observation) -> None:
        game = get_game(obs.game)
        rules = obs.rules
        self.obs = obs
        self.me = obs.seat
        self.n = obs.players
        self.game = game
        ranking = contract_ranking(obs.game, rules, obs.contract)
        self.contract_known = ranking is not None
        if ranking is None:
            ranking = game.sort_ranking(rules) or Ranking((), (0, 1, 2, 3, 4, 5, 6, 7, 8))
        self.ranking = ranking
        deck = game.deck(rules, self.n)
        sizes = game.hand_sizes(rules, self.n, obs.dealer)
        self.active = tuple(s for s in range(self.n) if sizes[s] > 0)
        mine = 0
        for a in obs.history:
            if a.seat == self.me and a.type == "discard" and a.cards:
                for c in a.cards:
                    mine |= 1 << c
        self.tv = table_view(obs, ranking if self.contract_known else None, deck, sizes,
                             set_aside=mine & ~obs.hand)
        self.declarer = obs.declarer
        self.called: int | None = None
        self.searched = False

    @property
    def kind(self) -> str:
        return self.obs.contract.kind if self.obs.contract is not None else ""

    @property
    def holder(self) -> int | None:
        return None

    @property
    def i_am_player(self) -> bool:
        d = self.declarer
        return d is not None and (d == self.me or d in self.obs.partners)

    def friend(self, seat: int) -> float:
        if seat == self.me or seat in self.obs.partners:
            return 1.0
        d = self.declarer
        if d is None:
            return 0.0
        if self.i_am_player:
            return 0.0
        if seat == d:
            return 0.0
        if self.obs.partners:
            return 0.0
        # a defender: in Skat the other defender is a partner; elsewhere unknown
        return 1.0 if self.obs.game == "skat" else 0.5

    def outstanding(self) -> int:
        m = self.tv.unknown
        for s in range(self.n):
            if s != self.me:
                m |= self.tv.known[s]
        return m


class GenericBot:
    """``easy`` (timid, slips) or ``medium`` rules for any game; ``hard`` plays as medium."""

    def __init__(self, game: str, level: str) -> None:
        self.game = game
        self.level = level
        self.name = f"{game}-{level}"
        easy = level == "easy"
        self.track = not easy
        self.temperature = 2.2 if easy else 0.0
        self.threshold = 0.62 if easy else 0.5

    def choose(self, observation: Observation, legal_actions: Sequence[Action],
               rng: random.Random, budget: float) -> Action:
        legal = list(legal_actions)
        if not legal:
            raise ValueError("no legal action to choose from")
        if len(legal) == 1:
            return legal[0]
        plays = [a for a in legal if a.type == "play" and a.card is not None]
        if plays:
            return self._play(observation, plays, rng)
        return self._decide(observation, legal, rng)

    # ---------------------------------------------------------------- card play
    def _view(self, obs: Observation) -> GenericView:
        """The seat's view for card play (a game's bot may know its sides better)."""
        return GenericView(obs)

    def _play(self, obs: Observation, plays: list[Action], rng: random.Random) -> Action:
        if len(plays) == 1:
            return plays[0]
        cards = [a.card for a in plays if a.card is not None]
        scores = self.card_scores(obs, cards)
        if self.temperature > 0:
            top = max(scores.values())
            weights = [math.exp((scores[c] - top) / self.temperature) for c in cards]
            pick = rng.choices(cards, weights)[0]
        else:
            best = max(scores.values())
            pick = next(c for c in cards if scores[c] == best)
        return next(a for a in plays if a.card == pick)

    def card_scores(self, obs: Observation, cards: list[int]) -> dict[int, float]:
        """How much the rules like playing each of ``cards`` now (higher is better)."""
        v = self._view(obs)
        ctx = TrickContext(v, self.track)
        kind = v.kind
        contract = obs.contract
        if kind in ("null", "bettel") or (contract is not None and contract.has("null")):
            scores = {c: ctx.bettel_score(c) for c in cards}
        elif kind in ("ramsch", "leaster"):
            scores = {c: ctx.ramsch_score(c) for c in cards}
        elif contract is not None and contract.has("tout"):
            scores = {c: ctx.tout_score(c) for c in cards}
        elif not obs.trick:
            scores = {c: ctx.lead_score(c) for c in cards}
        else:
            scores = {c: ctx.follow_score(c) for c in cards}
        return scores

    # ---------------------------------------------------------------- other decisions
    def strength(self, obs: Observation) -> float:
        """Trumps of the game's usual ranking and side aces, per card held."""
        game = get_game(obs.game)
        rk = contract_ranking(obs.game, obs.rules, obs.contract) or game.sort_ranking(obs.rules)
        hand = obs.hand
        size = max(1, hand.bit_count())
        if rk is None:
            return 0.0
        trumps = (hand & rk.trump_mask).bit_count()
        top = sum(1 for c in rk.trumps[:4] if (hand >> c) & 1)
        aces = sum(1 for s in SUITS if (hand >> card(ACE, s)) & 1
                   and not (rk.trump_mask >> card(ACE, s)) & 1)
        return (trumps + 0.5 * top + 0.6 * aces) / size

    def _decide(self, obs: Observation, legal: list[Action], rng: random.Random) -> Action:
        types = {a.type for a in legal}
        if "declare" in types and types <= {"declare", "pass"} and "pass" not in types:
            return self._declare(obs, [a for a in legal if a.type == "declare"])
        if "discard" in types:
            return self._discard(obs, [a for a in legal if a.type == "discard"])
        strong = self.strength(obs)
        if self.level == "easy" and rng.random() < 0.1:
            strong += rng.uniform(-0.2, 0.2)
        go = strong >= self.threshold
        for want in ("intent", "pick", "hold"):
            if want in types and go:
                return next(a for a in legal if a.type == want)
        bids = [a for a in legal if a.type == "bid"]
        if bids and go:
            return min(bids, key=lambda a: (a.value or 0, a.kind or ""))
        doubles = [a for a in legal if a.type == "double"]
        if doubles and strong >= self.threshold + 0.25 and self.level != "easy":
            return doubles[0]
        if "declare" in types:
            return self._declare(obs, [a for a in legal if a.type == "declare"])
        for want in ("pass", "hand"):
            if want in types:
                return next(a for a in legal if a.type == want)
        safe = [a for a in legal if a.type not in ("concede", "double")]
        return (safe or legal)[0]

    def _declare(self, obs: Observation, declares: list[Action]) -> Action:
        def score(a: Action) -> float:
            c = a.contract
            if c is None:
                return -1e9
            rk = contract_ranking(obs.game, obs.rules, c)
            if rk is None:
                return 0.0
            t = (obs.hand & rk.trump_mask).bit_count()
            top = sum(1 for x in rk.trumps[:4] if (obs.hand >> x) & 1)
            plain = 0.0 if c.flags else 0.5  # no risky announcements
            null = -3.0 if c.kind in ("null", "bettel") or "tout" in c.kind else 0.0
            return t + 0.3 * top + plain + null
        return max(declares, key=score)

    def _discard(self, obs: Observation, discards: list[Action]) -> Action:
        rk = contract_ranking(obs.game, obs.rules, obs.contract) or \
            get_game(obs.game).sort_ranking(obs.rules)

        def score(a: Action) -> float:
            total = 0.0
            for c in a.cards or ():
                is_trump = rk is not None and rk.esuit[c] == TRUMP
                total += -20.0 if is_trump else POINTS[c] - (5.0 if c % 9 == ACE else 0.0)
            return total
        return max(discards, key=score)
