"""The post-hand review: "Could I have done better?"

:func:`review_hand` goes through a finished hand and, at each decision of one seat that had a
choice, values every legal option with all cards known:

* card play in Schafkopf: double dummy (:mod:`.dds` through the hard bot's
  ``double_dummy.world_values``: the seat's settlement after each card when everybody plays
  perfectly from there, with schneider and schwarz);
* everything else (bidding, doubling, the other games' card play, and a Schafkopf position the
  solver does not finish within its time): playouts from the real position, the medium bot in
  every seat (each bot still sees only its own cards), averaged over a few runs.

A decision is reported when another option would have changed the result: double dummy, when
it settles better than the card played; by playouts, when it wins where the choice made loses
(or the other way round) in most runs and settles better on average.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine.actions import Action
from ..engine.state import HandState
from . import clock
from .advice import finish_won, medium_players
from .base import Bot


@dataclass(frozen=True)
class Finding:
    """A decision where ``better`` would have changed the result."""

    index: int  # the decision's position in the hand's history (0: the first action)
    phase: str
    tricks_done: int  # tricks completed before the decision
    played: Action
    played_value: float  # the seat's settlement after the choice made (mean, by playouts)
    better: Action
    better_value: float
    exact: bool  # double dummy (True) or playouts


@dataclass(frozen=True)
class Review:
    seat: int
    decisions: int  # decisions with a choice that were looked at
    findings: tuple[Finding, ...]
    settlement: int  # what the hand settled for the seat


def hand_states(final: HandState) -> list[HandState]:
    """Every state of ``final``'s hand from the deal on (the last one is ``final``)."""
    game = final.game
    st = game.new_hand(final.rules, players=final.players, dealer=final.dealer,
                       deal=final.deal, context=final.context)
    out = [st]
    for a in final.history():
        st = st.apply(a)
        out.append(st)
    return out


def review_hand(final: HandState, seat: int, rng: random.Random | None = None,
                budget: float = 1.5, playouts: int = 8,
                progress: Callable[[int, int], None] | None = None) -> Review:
    """Review ``seat``'s decisions in the finished hand ``final``. ``budget``: seconds of
    double-dummy search per decision before playouts take over; ``progress(done, total)`` is
    called after each decision."""
    if not final.is_terminal:
        raise ValueError("the hand is not finished")
    rng = rng if rng is not None else random.Random(0)
    states = hand_states(final)
    history = final.history()
    todo = [i for i, st in enumerate(states[:-1])
            if st.to_move == seat and len(st.legal_actions()) > 1]
    players = medium_players(final.game.name, final.players)
    found: list[Finding] = []
    for k, i in enumerate(todo):
        st = states[i]
        values, exact = option_values(st, seat, players, rng, budget, playouts)
        done = history[i]
        mine = values.get(done)
        if mine is not None:
            others = [(v, a) for a, v in values.items() if a != done]
            if others:
                best_v, best_a = max(others, key=lambda x: x[0])
                if _changes(mine, best_v, exact):
                    found.append(Finding(i, st.phase, len(st.tricks), done, mine[0], best_a,
                                         best_v[0], exact))
        if progress is not None:
            progress(k + 1, len(todo))
    return Review(seat, len(todo), tuple(found), int(final.result().settlement[seat]))


_Value = tuple[float, float]  # (mean settlement, share of runs that settle positive)


def _changes(mine: _Value, best: _Value, exact: bool) -> bool:
    if exact:
        return best[0] > mine[0] + 1e-9
    flipped = (best[1] - mine[1]) >= 0.5
    return flipped and best[0] > mine[0]


def option_values(st: HandState, seat: int, players: Sequence[Bot], rng: random.Random,
                  budget: float, playouts: int) -> tuple[dict[Action, _Value], bool]:
    """Each legal option's value for ``seat`` with all cards known, and whether it is exact
    (double dummy)."""
    legal = st.legal_actions()
    if st.phase == "play" and all(a.type == "play" for a in legal):
        exact = _double_dummy(st, seat, legal, budget)
        if exact is not None:
            return {a: (v, 1.0 if v > 0 else 0.0) for a, v in exact.items()}, True
    out: dict[Action, _Value] = {}
    seeds = [rng.randrange(1 << 30) for _ in range(playouts)]
    for a in legal:
        after = st.apply(a)
        runs = [finish_won(after, seat, players, random.Random(s)) for s in seeds]
        out[a] = (sum(x for x, _ in runs) / len(runs), sum(w for _, w in runs) / len(runs))
    return out, False


def _double_dummy(st: HandState, seat: int, legal: Sequence[Action],
                  budget: float) -> dict[Action, float] | None:
    """The seat's settlement after each card, double dummy; ``None`` where there is no
    solver for the game or the contract, or it ran out of time."""
    if st.game.name != "schafkopf" or st.contract is None or st.declarer is None:
        return None
    from .dds import Timeout
    from .schafkopf.double_dummy import world_values
    from .schafkopf.view import SkView

    v = SkView(st.observation(seat))
    if v.kind == "ramsch":
        return None
    cards = [a.card for a in legal if a.card is not None]
    try:
        got = world_values(v, list(st.hands), list(cards), clock.now() + budget, True)
    except Timeout:
        return None
    if got is None:
        return None
    return {a: float(got[a.card]) for a in legal if a.card is not None and a.card in got}
