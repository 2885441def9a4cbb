"""The hint: what the hard bot would do at one decision, and what each option is worth.

:func:`advise` asks the hard bot of the game for its choice and, where the bot exposes its own
evaluation (an ``analyse`` method, as Schafkopf's search does), reports the options it weighed
with their expected settlement for the seat and the share of sampled deals in which the seat
wins (:func:`won`). Where the bot has no evaluation of its own, the options are valued here by
determinized playouts: the cards the seat cannot see are dealt consistently with its
observation, each option is applied and the hand finished by the medium bots. The deals are
the game's own worlds where it has them (:func:`world_sampler`: the hard search's worlds of
Sheepshead, Klørsjavs and Sjavs, which know the blind, the skat, the forced bids and the
2-player piles, and Skat's sampler); otherwise, and when those find none,
:func:`sample_world`, which knows only the cards shown and the voids. Either way the engine
replays the public history on the sampled deal, so it checks every rule.

The suggestion is always the hard bot's own choice with the same ``rng`` (the other options
follow, best first), so a hint never contradicts the bot the player practises against. Every
option, the suggestion included, is valued by one estimator, and the alternatives are ranked
by it (:func:`rank`); where the bot's own search valued them (Schafkopf, Sheepshead,
Klørsjavs, Sjavs) the figures are the very worlds that made the choice, so an alternative can
only rank above the suggestion by less than the margin the bot needs to leave its rule-based
choice. An alternative ranked above the suggestion is marked (``Option.ahead``) and the panel
says where the figures come from and why the suggestion stands. Like every bot, the hint sees
only the seat's observation.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.actions import Action
from ..engine.errors import IllegalAction, StichError
from ..engine.game import get_game
from ..engine.state import Deal, HandState, Observation
from . import clock, make_bot
from .base import Bot
from .determinized import DeterminizedSearch
from .generic import GenericView, contract_ranking
from .knowledge import table_view
from .sampling import deal_hidden

MAX_OPTIONS = 4  # the suggestion and its best alternatives


SEARCH = "search"      # the figures are the hard bot's own: the worlds that made its choice
PLAYOUTS = "playouts"  # the hint's playouts: medium bots finish the hand on sampled deals


@dataclass(frozen=True)
class Option:
    """One option of a decision: ``settlement`` is the mean score change for the seat over
    ``samples`` sampled deals (``None``: not evaluated), ``win_share`` the share of those
    deals the seat wins (:func:`won`); ``suggested``: the hard bot's choice. ``source``: where
    every figure of this hint comes from (:data:`SEARCH` or :data:`PLAYOUTS`); ``ahead``: an
    alternative whose figures rank above the suggestion's by that same estimator (the panel
    then says why the suggestion stands)."""

    action: Action
    settlement: float | None
    win_share: float | None
    samples: int
    suggested: bool = False
    source: str = ""
    ahead: bool = False


def advise(game: str, observation: Observation, legal_actions: Sequence[Action],
           rng: random.Random, budget: float, bot: Bot | None = None,
           limit: int = MAX_OPTIONS) -> list[Option]:
    """The hard bot's suggestion first, then its best alternatives (at most ``limit``), every
    option valued by the same estimator (the bot's own search where it exposes it, else the
    playouts here) and the alternatives ranked by it (:func:`rank`)."""
    legal = list(legal_actions)
    if not legal:
        raise ValueError("no legal action to advise on")
    hard: Any = bot if bot is not None else make_bot(game, "hard")
    start = clock.now()
    analyse: Callable[..., Any] | None = getattr(hard, "analyse", None)
    values: list[tuple[Action, float, float, int]] = []
    source = SEARCH
    if analyse is not None:
        chosen, values = analyse(observation, legal, rng, budget)
    else:
        chosen = hard.choose(observation, legal, rng, budget)
    if len(legal) > 1 and not any(a == chosen for a, *_ in values):
        left = max(0.2, budget - (clock.now() - start))
        source = PLAYOUTS
        values = playout_values(observation, legal, random.Random(rng.random()), left,
                                sampler=world_sampler(game, hard))
    got = {a: (m, w, n) for a, m, w, n in values}
    first = got.get(chosen)
    if first is None:
        return [Option(chosen, None, None, 0, True)]
    out = [Option(chosen, *first, suggested=True, source=source)]
    rest = sorted((a for a in got if a != chosen), key=lambda a: rank(*got[a][:2]),
                  reverse=True)
    out.extend(Option(a, *got[a], source=source,
                      ahead=rank(*got[a][:2])[0] > rank(*first[:2])[0])
               for a in rest[:max(0, limit - 1)])
    return out


def rank(settlement: float, win_share: float) -> tuple[float, float]:
    """How the hint orders options: by the mean settlement (what every bot maximises), the
    share of deals won only between equal means; both as the panel rounds them (one decimal,
    whole per cent), so two options that read the same are not ranked apart. An alternative
    is ``ahead`` of the suggestion when its mean reads higher."""
    return round(settlement, 1), round(100 * win_share)


# ---------------------------------------------------------------- determinized playouts
Sampler = Callable[[Observation, random.Random], HandState | None]


def playout_values(observation: Observation, legal: Sequence[Action], rng: random.Random,
                   budget: float, max_worlds: int = 64, min_worlds: int = 4,
                   sampler: Sampler | None = None) -> list[tuple[Action, float, float, int]]:
    """(action, mean settlement, share won (:func:`won`), worlds) of each legal action, from
    playouts with the medium bots on deals sampled consistently with ``observation`` (by
    ``sampler``, default :func:`sample_world`; if it finds no world in its first tries,
    :func:`sample_world` takes over)."""
    deadline = clock.now() + budget
    sample = sampler or sample_world
    wanted = set(legal)
    players = medium_players(observation.game, observation.players)
    sums = dict.fromkeys(legal, 0.0)
    wins = dict.fromkeys(legal, 0)
    n = tried = 0
    while n < max_worlds and tried < max_worlds * 3:
        if n >= min_worlds and clock.now() > deadline:
            break
        if tried >= 3 * min_worlds and n == 0 and clock.now() > deadline:
            break
        tried += 1
        if sample is not sample_world and n == 0 and tried > min_worlds:
            sample = sample_world
        world = sample(observation, rng)
        if world is None or world.to_move != observation.seat \
                or set(world.legal_actions()) != wanted:
            continue
        got = {}
        for a in legal:
            got[a] = finish_won(world.apply(a), observation.seat, players, rng)
        for a, (x, won) in got.items():
            sums[a] += x
            wins[a] += won
        n += 1
    if not n:
        return []
    return [(a, sums[a] / n, wins[a] / n, n) for a in legal]


def world_sampler(game: str, bot: object | None = None) -> Sampler:
    """How the hint deals the cards the seat cannot see for ``game``: the worlds of the
    determinized search of ``bot`` (or of the game's hard bot) where it has one, weighted by the
    others' bidding as the search weighs them; Skat's own sampler; else :func:`sample_world`."""
    search = getattr(bot, "search", None)
    if not isinstance(search, DeterminizedSearch) and game in ("sheepshead", "klorsjavs",
                                                                "sjavs"):
        search = getattr(make_bot(game, "hard"), "search", None)
    if isinstance(search, DeterminizedSearch):
        found: DeterminizedSearch = search
        views: list[GenericView] = []  # the last observation's view

        def searched(obs: Observation, rng: random.Random) -> HandState | None:
            if not views or views[0].obs is not obs:
                views[:] = [GenericView(obs)]
            return found.plausible_world(obs, views[0], rng)
        return searched
    if game == "skat":
        from .skat.world import Sampler as SkatSampler
        from .skat.world import world_state
        samplers: list[SkatSampler] = []

        def skat(obs: Observation, rng: random.Random) -> HandState | None:
            if not samplers or samplers[0].obs is not obs:
                samplers[:] = [SkatSampler(obs)]
            w = samplers[0].sample(rng)
            return world_state(obs, w) if w is not None else None
        return skat
    return sample_world


def medium_players(game: str, players: int) -> list[Bot]:
    bot = make_bot(game, "medium")
    return [bot] * players


def finish_won(state: HandState, seat: int, players: Sequence[Bot],
               rng: random.Random) -> tuple[float, bool]:
    """Play the hand to its end with ``players``; ``seat``'s settlement and whether the seat
    won it (:func:`won`)."""
    st = _played_out(state, players, rng)
    settlement = st.result().settlement
    return float(settlement[seat]), won(st.game.zero_sum, settlement, seat)


def won(zero_sum: bool, settlement: Sequence[int], seat: int) -> bool:
    """Whether ``seat`` won the hand: it ended positive; where the settlements are not
    zero-sum, it ended better than the seat that did worst. There the losers pay and the
    winners may get nothing: Skat's defenders score 0 whoever wins, and Klørsjavs' øre only go
    down (a defender ends on 0 when the declarer loses), so "positive" never came and the hint
    said "wins in 0% of 64 sampled deals" at every decision of theirs."""
    x = settlement[seat]
    return x > 0 if zero_sum else x > min(settlement)


def _played_out(state: HandState, players: Sequence[Bot], rng: random.Random) -> HandState:
    st = state
    while not st.is_terminal:
        s = st.to_move
        assert s is not None
        legal = st.legal_actions()
        a = legal[0] if len(legal) == 1 else players[s].choose(st.observation(s), legal, rng,
                                                                 0.0)
        st = st.apply(a)
    return st


def sample_world(obs: Observation, rng: random.Random, tries: int = 200) -> HandState | None:
    """An engine state in which ``obs.seat`` sees exactly ``obs`` (its hand, the public
    history, the legal actions), the other cards dealt at random where the observation allows
    them. Hidden actions of other seats (a bury the seat did not see) are taken by the medium
    bot in that world. ``None`` when no consistent deal was found."""
    game = get_game(obs.game)
    n = obs.players
    me = obs.seat
    rules = obs.rules
    sizes = game.hand_sizes(rules, n, obs.dealer)
    extra = game.extra_size(rules, n)
    deck = list(game.deck(rules, n))
    aside = n  # the pseudo-seat of the cards dealt aside
    everyone = (1 << (n + 1)) - 1
    own = obs.hand
    allowed: dict[int, int] = {}
    shown = 0  # cards other seats have shown (played, or shown to this seat)
    for a in obs.history:
        cards = ([a.card] if a.card is not None and a.type == "play" else []) + \
            list(a.cards or ())
        for c in cards:
            if a.seat == me:
                own |= 1 << c
            else:
                shown |= 1 << c
                allowed[c] = allowed.get(c, 0) | (1 << a.seat) | (1 << aside)
    for s, m in obs.known.items():
        if s != me:
            for c in deck:
                if (m >> c) & 1:
                    shown |= 1 << c
                    allowed[c] = (1 << s) | (1 << aside)
    picked = own.bit_count() - sizes[me]  # own cards that came from the cards dealt aside
    for c in deck:
        if (own >> c) & 1:
            allowed[c] = (1 << me) | ((1 << aside) if picked > 0 else 0)
        elif c not in allowed:
            allowed[c] = everyone & ~((1 << aside) if picked >= extra else 0)
            if picked >= 0:  # every card dealt to this seat is known to it
                allowed[c] &= ~(1 << me)
    ranking = contract_ranking(obs.game, rules, obs.contract) if obs.tricks or obs.trick \
        else None
    if ranking is not None:  # a seat that did not follow a suit holds none of it
        voids = table_view(obs, ranking, deck, sizes).voids
        for c in deck:
            for s in range(n):
                if (voids[s] >> ranking.esuit[c]) & 1 and not ((own | shown) >> c) & 1:
                    allowed[c] &= ~(1 << s)
    need = {s: sizes[s] for s in range(n)}
    if extra:
        need[aside] = extra
    bot = make_bot(obs.game, "medium")
    legal = set(obs.legal)
    for _ in range(tries):
        got = deal_hidden(deck, need, allowed, rng)
        if got is None:
            return None
        hands = tuple(tuple(c for c in deck if (got.get(s, 0) >> c) & 1) for s in range(n))
        rest = tuple(c for c in deck if (got.get(aside, 0) >> c) & 1)
        st: HandState | None
        try:
            st = game.new_hand(rules, players=n, dealer=obs.dealer, deal=Deal(hands, rest))
            for a in obs.history:
                assert st is not None
                st = _replay(st, a, bot, rng)
                if st is None:
                    break
        except StichError:
            continue
        if st is None or st.to_move != me or st.observation(me).hand != obs.hand:
            continue
        if legal and set(st.legal_actions()) != legal:
            continue
        return st
    return None


def _replay(st: HandState, a: Action, bot: Bot, rng: random.Random) -> HandState | None:
    """``st`` after the public action ``a``; an action whose hidden part the seat did not see
    (cards left out) is filled in by ``bot``'s choice among the actions that look like it."""
    legal = st.legal_actions()
    if a in legal:
        return st.apply(a)
    alike = [x for x in legal if x.seat == a.seat and x.type == a.type
             and all(getattr(a, f) is None or getattr(a, f) == getattr(x, f)
                     for f in ("card", "cards", "value", "contract", "kind"))]
    if not alike or a.seat != st.to_move:
        return None
    try:
        pick = bot.choose(st.observation(a.seat), alike, rng, 0.0)
    except (ValueError, IllegalAction):
        pick = alike[0]
    return st.apply(pick if pick in alike else alike[0])
