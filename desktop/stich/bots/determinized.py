"""Determinized search for any game: the ``hard`` level of the games without a search of their
own (Sheepshead, Klørsjavs, Sjavs).

A decision is judged on sampled worlds. A *world* is the engine state of the hand as it would be
if the cards this seat cannot see lay as sampled: a game's :class:`WorldBuilder` deals the hidden
cards consistently with everything observed (voids, cards shown, calls) and turns them into an
original deal and the hidden parts of the history (another seat's bury...); the observed history
is then replayed on that deal, so the engine itself enforces every rule and a world that
contradicts the history (a forced bid the sampled hand could not have made...) is dropped.

On each world every candidate action is applied and the hand played out with the game's
rule-based ``medium`` player in every seat (ours included, for our later decisions); the
candidate with the best mean settlement for our seat wins (relative to the other seats' where
the game's ``relative`` says so: Klørsjavs' øre game, :mod:`.measure`). The same worlds serve
every candidate (paired comparison), worlds are drawn until the soft time limit or until the
leader beats every other candidate by 2.6 standard errors (anytime), and a deterministic mode
replaces the clock by a fixed number of worlds (tests: the same observation and seed give the
same action).
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from ..engine.actions import Action
from ..engine.cards import POINTS, cards_of
from ..engine.errors import IllegalAction, InvalidRecord
from ..engine.game import get_game
from ..engine.state import Deal, HandState, Observation
from ..engine.tricks import Ranking
from . import clock
from .base import Bot
from .generic import GenericView
from .measure import seat_value
from .sampling import deal_hidden
from .tally import Tally


class WorldBuilder(Protocol):
    """A game's part of the search: how the hidden cards may lie, and how a world is built."""

    def world(self, obs: Observation, view: GenericView,
              rng: random.Random) -> HandState | None: ...


def hidden_cards(view: GenericView) -> tuple[list[int], dict[int, int]]:
    """The cards this seat cannot place and how many each other seat still holds of them;
    the key ``players`` counts the cards set aside that nobody may see (a blind, a bury...)."""
    tv = view.tv
    n = view.n
    unknown = cards_of(tv.unknown)
    need = {s: max(0, tv.left[s] - tv.known[s].bit_count()) for s in range(n)
            if s != view.me and s in view.active}
    need[n] = len(unknown) - sum(need.values())
    return unknown, need


def void_allowed(view: GenericView, unknown: Sequence[int],
                 need: Mapping[int, int]) -> dict[int, int]:
    """Per hidden card, the seats (bit masks, ``players`` = set aside) it may lie with: a seat
    that has shown a void in the card's suit cannot hold it (only once the ranking is known)."""
    tv = view.tv
    esuit = view.ranking.esuit
    allowed = {}
    for c in unknown:
        a = 0
        for s, k in need.items():
            if k <= 0:
                continue
            if s < view.n and view.contract_known and (tv.voids[s] >> esuit[c]) & 1:
                continue
            a |= 1 << s
        allowed[c] = a
    return allowed


def sample_now(view: GenericView, rng: random.Random,
               allowed: dict[int, int] | None = None,
               musts: Sequence[tuple[int, int]] = ()) -> tuple[list[int], int] | None:
    """The other seats' hands as they are now (this seat's and shown cards included) and the
    hidden cards set aside, or ``None``."""
    unknown, need = hidden_cards(view)
    if need[view.n] < 0:
        return None
    if allowed is None:
        allowed = void_allowed(view, unknown, need)
    got = deal_hidden(unknown, need, allowed, rng, musts)
    if got is None:
        return None
    tv = view.tv
    hands = [tv.known[s] | got.get(s, 0) for s in range(view.n)]
    hands[view.me] = view.obs.hand
    return hands, got.get(view.n, 0)


def first_world(view: GenericView, rng: random.Random, tries: int,
                build: Callable[[list[int], int], HandState | None],
                allowed: dict[int, int] | None = None,
                musts: Sequence[tuple[int, int]] = ()) -> HandState | None:
    """Deal the hidden cards up to ``tries`` times and return the first deal that ``build``
    (hands as they are now, the cards set aside) turns into a world; ``None`` if none does."""
    if allowed is None:
        allowed = void_allowed(view, *hidden_cards(view))
    for _ in range(tries):
        got = sample_now(view, rng, allowed, musts)
        if got is None:
            return None
        st = build(*got)
        if st is not None:
            return st
    return None


def rule_set_aside(total: int, fixed: int, void: int, esuit: Sequence[int], size: int,
                   value: Callable[[list[int]], float], prefer: int = -1,
                   fits: Callable[[int], bool] | None = None) -> int:
    """The ``size`` cards another seat's rules would have put aside (a bury, discards) from
    his cards ``total``, as a mask: never a card of ``fixed`` (played or shown), every card of a
    suit (effective suit ``esuit``) he has since shown void in (mask ``void``), the rest from
    the cards of ``prefer`` when there are enough of them, scored by ``value`` (the rule
    player's own scoring); the first best set that ``fits``, 0 when none does."""
    must = 0
    if void:
        for c in cards_of(total & ~fixed):
            if (void >> esuit[c]) & 1:
                must |= 1 << c
    need = size - must.bit_count()
    if need < 0:
        return 0
    free = total & ~fixed & ~must
    pool = free & prefer if (free & prefer).bit_count() >= need else free
    best, best_score = 0, float("-inf")
    for combo in itertools.combinations(cards_of(pool), need):
        m = must | sum(1 << c for c in combo)
        if fits is not None and not fits(m):
            continue
        sc = value([*cards_of(must), *combo])
        if sc > best_score:
            best, best_score = m, sc
    return best


def replay(obs: Observation, deal: Deal,
           fill: Callable[[int, Action], Action] | None = None) -> HandState | None:
    """The observed hand replayed on ``deal`` (``fill`` completes the actions whose details this
    seat did not see); ``None`` when the deal does not allow the observed history."""
    game = get_game(obs.game)
    ctx = dict(game.default_context(obs.rules, obs.players))
    for key, default in list(ctx.items()):
        value = obs.public.get(key)
        if value is None:
            continue
        ctx[key] = list(value) if isinstance(default, list) else value
    try:
        st = game.new_hand(obs.rules, players=obs.players, dealer=obs.dealer, deal=deal,
                           context=ctx)
        for i, a in enumerate(obs.history):
            if fill is not None:
                a = fill(i, a)
            st = st.apply(a)
    except (IllegalAction, InvalidRecord, ValueError, AssertionError):
        return None
    if st.phase != obs.phase or st.to_move != obs.to_move:
        return None
    return st


def playout(state: HandState, seat: int, players: Sequence[Bot], rng: random.Random,
            budget: float = 1.0, relative: bool = False) -> float:
    """Finish the hand with ``players``; ``seat``'s settlement (``relative``: minus the mean of
    the others', :func:`.measure.seat_value`)."""
    st = state
    while not st.is_terminal:
        s = st.to_move
        assert s is not None
        legal = st.legal_actions()
        a = legal[0] if len(legal) == 1 else players[s].choose(st.observation(s), legal, rng,
                                                                 budget)
        st = st.apply(a)
    return seat_value(st.result().settlement, seat, relative)


def same_cards(view: GenericView, cards: list[int], special: int,
               prefer: int | None) -> set[int]:
    """``cards`` with one card of each group that plays alike in every world: the same
    effective suit and points, no card between them still in play elsewhere or in the trick,
    none of them ``special`` (a partner card...). ``prefer`` stands for its group."""
    rk = view.ranking
    blockers = view.tv.in_play() & ~view.obs.hand
    for c in view.obs.trick:
        blockers |= 1 << c
    order = sorted(cards, key=lambda c: (rk.esuit[c], rk.strength[c]))
    groups: list[list[int]] = []
    for c in order:
        if groups and not (special >> c) & 1:
            prev = groups[-1][-1]
            if not (special >> prev) & 1 and rk.esuit[prev] == rk.esuit[c] \
                    and POINTS[prev] == POINTS[c] and not _between(rk, prev, c, blockers):
                groups[-1].append(c)
                continue
        groups.append([c])
    out = set()
    for g in groups:
        out.add(prefer if prefer in g else g[0])
    return out


def _between(rk: Ranking, lo: int, hi: int, blockers: int) -> bool:
    e = rk.esuit[lo]
    a, b = rk.strength[lo], rk.strength[hi]
    return any(a < rk.strength[c] < b for c in cards_of(blockers & rk.esuit_mask[e]))


class DeterminizedSearch:
    """The hard player: candidates judged by playouts over sampled worlds.

    ``policy``: the rule-based bot that plays every seat in the playouts (and whose choice
    breaks ties); ``builder``: the game's :class:`WorldBuilder`; ``candidates``: narrows the
    legal actions (a bury of 2 of 8 cards has 28 forms) to those worth playing out.
    """

    def __init__(self, policy: Bot, builder: WorldBuilder,
                 candidates: Callable[[Observation, list[Action], Action], list[Action]]
                 | None = None, *, max_time: float = 1.2, time_share: float = 0.85,
                 deterministic: bool = False, worlds: int = 400, min_worlds: int = 16,
                 prior_weight: float = 0.0, z: float = 2.0, mismatch: float = 0.05,
                 bid_tries: int = 30, min_switch: int = 16, max_cards: int = 4,
                 relative: Callable[[Observation], bool] | None = None) -> None:
        self.policy = policy
        self.builder = builder
        self.candidates = candidates
        self.max_time = max_time
        self.time_share = time_share
        self.deterministic = deterministic
        self.worlds = worlds
        self.min_worlds = min_worlds
        # the rule-based choice's head start, in units of the game's settlement
        self.prior_weight = prior_weight
        self.z = z
        self.mismatch = mismatch
        self.bid_tries = bid_tries
        # fewer worlds than this never overrule the rules
        self.min_switch = min_switch
        # card play: only the rules' best ``max_cards`` cards are played out (0: all)
        self.max_cards = max_cards
        self.last_worlds = 0
        # the last decision's (candidate, mean, share of worlds valued above 0, worlds), for
        # the hint (empty when no world was played out)
        self.last_values: list[tuple[Action, float, float, int]] = []
        # whether a playout is valued relative to the other seats (default: own settlement)
        self.relative = relative

    def choose(self, obs: Observation, legal: Sequence[Action], rng: random.Random,
               budget: float) -> Action:
        legal = list(legal)
        self.last_values = []
        start = clock.now()
        budget = max(0.02, min(budget, self.max_time))
        soft = start + budget * self.time_share
        hard = start + budget * 0.95
        if self.deterministic:
            soft = hard = float("inf")
        default = self.policy.choose(obs, legal, random.Random(rng.random()), budget)
        cands = self.candidates(obs, legal, default) if self.candidates else legal
        if default not in cands:
            cands = [default, *cands]
        if len(cands) == 1:
            return cands[0]
        view = GenericView(obs)
        if obs.phase == "play" and view.contract_known:
            keep = same_cards(view, [a.card for a in cands if a.type == "play"
                                     and a.card is not None],
                              getattr(self.builder, "special", lambda o: 0)(obs),
                              default.card if default.type == "play" else None)
            cands = [a for a in cands if a.type != "play" or a.card in keep]
            cards = [a.card for a in cands if a.type == "play" and a.card is not None]
            scorer = getattr(self.policy, "card_scores", None)
            if self.max_cards and len(cards) > self.max_cards and scorer is not None:
                # the rules' best few: more worlds each, and the rules rarely miss the best
                sc = scorer(obs, cards)
                top = set(sorted(cards, key=lambda c: -sc[c])[:self.max_cards])
                cands = [a for a in cands if a.type != "play" or a.card in top
                         or a == default]
            if len(cands) == 1:
                return cands[0]
        me = obs.seat
        players = [self.policy] * obs.players
        relative = self.relative(obs) if self.relative is not None else False
        tally: Tally[int] = Tally(range(len(cands)))
        alive = list(range(len(cands)))
        tries = 0
        limit = self.worlds
        while tally.n < limit and tries < limit * 3:
            now = clock.now()
            if now > soft and tally.n > 0:
                break
            if now > hard:
                break
            tries += 1
            world = self.plausible_world(obs, view, rng, hard)
            if world is None:
                continue
            seed = rng.getrandbits(32)
            row = [0.0] * len(cands)
            cut = False
            for i in alive:
                try:
                    st = world.apply(cands[i])
                except IllegalAction:  # a world where the action is not legal: skip it
                    cut = True
                    break
                row[i] = playout(st, me, players, random.Random(seed), relative=relative)
                if clock.now() > hard and not self.deterministic:
                    cut = True
                    break
            if cut:
                if clock.now() > hard and not self.deterministic:
                    break
                continue
            # candidates dropped earlier keep their mean so far (they are not chosen)
            if len(alive) < len(cands):
                n = tally.n
                for i in range(len(cands)):
                    if i not in alive:
                        row[i] = tally.sums[i] / n if n else 0.0
            tally.add(dict(enumerate(row)))
            if tally.settled(self.min_worlds, every=4):
                break
            alive = tally.drop_hopeless(alive, 2 * self.min_worlds)
        self.last_worlds = n = tally.n
        if n == 0:
            return default
        self.last_values = [(a, tally.sums[i] / n, sum(r[i] > 0 for r in tally.rows) / n, n)
                            for i, a in enumerate(cands)]
        return cands[self.pick(tally, alive, cands.index(default))]

    def plausible_world(self, obs: Observation, view: GenericView, rng: random.Random,
                        deadline: float = float("inf")) -> HandState | None:
        """A world, weighted by how well it explains the others' bidding: each decision
        another seat took before the play that the rule-based player would not have taken
        in that world costs a factor ``mismatch`` (rejection sampling; a field of rule-based
        players is modelled exactly, people are not, hence a soft factor)."""
        first: HandState | None = None
        for _ in range(self.bid_tries):
            world = self.builder.world(obs, view, rng)
            if world is None:
                return first
            if first is None:
                first = world
            misses = self.misses(world, obs.seat)
            if misses == 0 or rng.random() < self.mismatch ** misses:
                return world
            if not self.deterministic and clock.now() > deadline:
                break
        return first

    def misses(self, world: HandState, me: int) -> int:
        """How many of the other seats' decisions before the play the rule-based player
        would have taken otherwise in ``world``."""
        chain: list[HandState] = []
        node: HandState | None = world
        while node is not None:
            chain.append(node)
            node = node._parent
        chain.reverse()
        misses = 0
        rng = random.Random(0)
        for st, nxt in itertools.pairwise(chain):
            a = nxt._action
            if a is None or a.seat == me or st.phase == "play" or a.type == "discard":
                continue  # (a discard this seat did not see was sampled, not observed)
            legal = st.legal_actions()
            if len(legal) > 1 and self.policy.choose(st.observation(a.seat), legal, rng,
                                                     1.0) != a:
                misses += 1
        return misses

    def pick(self, tally: Tally[int], alive: list[int], d: int) -> int:
        """The best candidate if it beats the rule-based choice ``d`` by ``z`` standard errors
        of the paired difference (and ``prior_weight``), else ``d``: a few noisy worlds do not
        overrule the rules."""
        n = tally.n
        best = max(alive, key=lambda i: tally.sums[i])
        if best == d or n < self.min_switch:
            return d
        m, se = tally.lead(best, d)
        if m - self.prior_weight > self.z * se:
            return best
        return d


class SearchingBot:
    """A game's bot of one level: its rule-based player at ``easy`` and ``medium``, the
    :class:`DeterminizedSearch` over the ``medium`` player at ``hard``. A game's bot names its
    rule-based bot class, its :class:`WorldBuilder` class and its candidates (a function of the
    rule-based bot); ``search`` goes to :class:`DeterminizedSearch` (``deterministic``,
    ``worlds``, ``max_time``...)."""

    def __init__(self, game: str, level: str, rules_bot: Callable[[str], Bot],
                 builder: Callable[[], WorldBuilder],
                 candidates: Callable[[Any], Callable[[Observation, list[Action], Action],
                                                      list[Action]]],
                 **search: Any) -> None:
        self.level = level
        self.name = f"{game}-{level}"
        self.rules = rules_bot("easy" if level == "easy" else "medium")
        self.search: DeterminizedSearch | None = None
        if level == "hard":
            self.search = DeterminizedSearch(self.rules, builder(), candidates(self.rules),
                                             **search)

    def choose(self, observation: Observation, legal_actions: Sequence[Action],
               rng: random.Random, budget: float) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        if len(legal_actions) == 1:
            return legal_actions[0]
        if self.search is not None:
            return self.search.choose(observation, legal_actions, rng, budget)
        return self.rules.choose(observation, legal_actions, rng, budget)

    def analyse(self, observation: Observation, legal_actions: Sequence[Action],
                rng: random.Random, budget: float
                ) -> tuple[Action, list[tuple[Action, float, float, int]]]:
        """The action :meth:`choose` takes with these arguments, and what the search found
        for each candidate it played out (:attr:`DeterminizedSearch.last_values`: the hint's
        figures then come from the very worlds that made the choice). Empty where the rules
        decided alone (one candidate, the easy and medium levels)."""
        action = self.choose(observation, legal_actions, rng, budget)
        if self.search is None or len(legal_actions) == 1:
            return action, []
        return action, [v for v in self.search.last_values if v[0] in legal_actions]


def make_tie(items: list[Any]) -> list[Any]:
    """``items`` without duplicates, in order."""
    out: list[Any] = []
    for x in items:
        if x not in out:
            out.append(x)
    return out
