"""Random-play conformance checks shared by every game (SPEC §6 engine invariants).

For each hand: every action taken is legal and an illegal one is refused without a trace;
every card is in exactly one place at every step; card points total the deck's points;
settlement plus pot changes sum to zero where the game is zero-sum; the record replays to the
identical result; observations never show another seat's hidden hand.
"""

from __future__ import annotations

import json
import random
from typing import Any

from stich.engine.actions import Action
from stich.engine.cards import POINTS, cards_of
from stich.engine.errors import IllegalAction, InvalidRules
from stich.engine.game import Game
from stich.engine.match import Match
from stich.engine.record import load_record, make_record
from stich.engine.rules import HouseRules, OptionInfo
from stich.engine.state import HandState


def deck_mask(game: Game, rules: HouseRules, players: int) -> int:
    m = 0
    for c in game.deck(rules, players):
        m |= 1 << c
    return m


def check_cards_conserved(state: HandState, full: int, size: int) -> None:
    parts = [*state.hands, *(1 << c for c in state.trick), *state.taken, state.set_aside()]
    union = 0
    total = 0
    for m in parts:
        union |= m
        total += m.bit_count()
    assert union == full, f"cards lost or foreign: {cards_of(union ^ full)}"
    assert total == size, f"a card is in two places ({total} placed, deck has {size})"


def _illegal_candidates(state: HandState) -> list[Action]:
    """Actions that are not legal here: other seats' plays, cards not held, wrong types."""
    legal = set(state.legal_actions())
    out = []
    for seat in range(state.players):
        for c in range(36):
            a = Action(seat, "play", card=c)
            if a not in legal:
                out.append(a)
        for typ in ("pass", "pick", "intent", "hold"):
            a = Action(seat, typ)
            if a not in legal:
                out.append(a)
    return out


def play_random_hand(state: HandState, rng: random.Random, *, check_illegal: bool = True,
                     check_observations: bool = True) -> HandState:
    game, rules, players = state.game, state.rules, state.players
    full = deck_mask(game, rules, players)
    size = full.bit_count()
    steps = 0
    while not state.is_terminal:
        check_cards_conserved(state, full, size)
        legal = state.legal_actions()
        assert legal, f"no legal action in phase {state.phase}"
        assert len(set(legal)) == len(legal), "duplicate legal actions"
        assert all(a.seat == state.to_move for a in legal)
        if check_illegal and rng.random() < 0.3:
            cands = _illegal_candidates(state)
            if cands:
                bad = rng.choice(cands)
                before = json.dumps(make_record(state))
                try:
                    state.apply(bad)
                except IllegalAction as e:
                    assert str(e), "an illegal action needs a reason"
                else:
                    raise AssertionError(f"illegal action accepted: {bad}")
                assert json.dumps(make_record(state)) == before, "a refused action left a trace"
        if check_observations and rng.random() < 0.1:
            for seat in range(players):
                obs = state.observation(seat)
                if seat == state.to_move:
                    assert list(obs.legal) == legal
                else:
                    assert obs.legal == ()
                check_observation_hides(state, seat, rng)
        state = state.apply(rng.choice(legal))
        steps += 1
        assert steps < 2000, "the hand does not end"
    check_cards_conserved(state, full, size)
    return state


def check_observation_hides(state: HandState, seat: int, rng: random.Random) -> None:
    """Deal the cards the other seats still hold among them at random, replay the same
    actions, and check that ``seat`` observes exactly the same thing (SPEC §0.7 item 1)."""
    others = [s for s in range(state.players) if s != seat]
    # Only cards dealt to a seat and still held by it move: a card taken from a blind, skat
    # or cat stays where the deal put it, so the other deal is still exactly the deck.
    # Cards the seat is shown (an ouvert hand, a card the rules reveal) stay put too.
    known = state.observation(seat).known
    movable = {s: state.hands[s] & ~known.get(s, 0) for s in others}
    pool = [c for s in others for c in state.deal.hands[s] if (movable[s] >> c) & 1]
    rng.shuffle(pool)
    hands = [list(h) for h in state.deal.hands]
    for s in others:
        for i, c in enumerate(hands[s]):
            if (movable[s] >> c) & 1:
                hands[s][i] = pool.pop()
    alt_deal = type(state.deal)(tuple(tuple(h) for h in hands), state.deal.extra)
    alt = state.game.new_hand(state.rules, players=state.players, dealer=state.dealer,
                              deal=alt_deal, context=state.context)
    try:
        for a in state.history():
            alt = alt.apply(a)
    except IllegalAction:
        return  # the other deal does not allow the same play: nothing to compare
    assert alt.observation(seat) == state.observation(seat), (
        f"seat {seat}'s observation depends on cards it cannot see")


def check_result(game: Game, start: HandState, final: HandState) -> None:
    result = final.result()
    rules, players = start.rules, start.players
    deck_points = sum(POINTS[c] for c in game.deck(rules, players))
    # Card points no seat is credited with (a forfeited bury, a blind that goes to nobody).
    total = sum(result.points) + result.details.get("uncredited_points", 0)
    if result.tricks or total:
        if not result.details.get("ended_early"):
            assert total == deck_points, f"points total {total}, deck has {deck_points}"
        else:
            assert total <= deck_points
    if game.zero_sum:
        pot = game.pot_change(start.context, result)
        assert sum(result.settlement) + pot == 0, (
            f"settlement {result.settlement} (+pot {pot}) does not sum to zero")
    rec = json.loads(json.dumps(make_record(final)))
    again = load_record(rec).final
    assert again.result().to_json(game.face) == result.to_json(game.face), "replay differs"
    assert [a for a in again.history()] == final.history()


def random_rules(game: Game, rng: random.Random, tries: int = 50) -> HouseRules:
    """A random valid combination of every house rule of ``game``."""
    cls = game.rules_class
    for _ in range(tries):
        values: dict[str, Any] = {}
        for info in cls.options():
            if rng.random() < 0.5:
                values[info.key] = _random_value(info, rng)
        try:
            return cls.from_preset(rng.choice(cls.preset_names()), values)
        except InvalidRules:
            continue
    return cls.from_preset()


def _random_value(info: OptionInfo, rng: random.Random) -> Any:
    if info.kind == "choice":
        return rng.choice(info.choices)
    if info.kind == "bool":
        return rng.random() < 0.5
    if info.kind == "int":
        if info.choices:
            return rng.choice(info.choices)
        lo = info.minimum if info.minimum is not None else 0
        hi = info.maximum if info.maximum is not None else lo + 10
        return rng.randint(lo, min(hi, lo + 10))
    if info.kind == "ints":
        n = info.length or 3
        return tuple(rng.choice((0, 5, 10, 20, 50)) + 1 for _ in range(n))
    if info.kind == "set":
        return frozenset(c for c in info.choices if rng.random() < 0.6)
    if info.kind == "order":
        items = list(info.choices)
        rng.shuffle(items)
        return tuple(items)
    raise AssertionError(info.kind)


def run_match(game: Game, rules: HouseRules, players: int, hands: int, seed: int,
              **kw: bool) -> Match:
    """Play ``hands`` random hands as one match, checking each hand and its carry."""
    match = Match(game, rules, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(hands):
        start = match.start_hand()
        final = play_random_hand(start, rng, **kw)
        check_result(game, start, final)
        match.finish_hand(final)
    return match
