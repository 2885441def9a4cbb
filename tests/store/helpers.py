"""Shared helpers for the store tests: random matches, and what "identical state" means."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from stich.engine.actions import Action
from stich.engine.game import get_game
from stich.engine.match import Match
from stich.engine.record import make_record
from stich.engine.state import HandState
from stich.store.match_save import LoadedMatch, MatchInfo, SavedSeat

SEATS = (SavedSeat(True, "", "You"), SavedSeat(False, "random", "Anna"),
         SavedSeat(False, "random", "Ben"), SavedSeat(False, "random", "Clara"))


def new_match(preset: str = "alles", seed: int = 7, overrides: dict[str, Any] | None = None,
              first_dealer: int = 1) -> tuple[Match, MatchInfo]:
    game = get_game("schafkopf")
    rules = game.rules(preset, overrides)
    match = Match(game, rules, 4, seed=seed, first_dealer=first_dealer)
    info = MatchInfo.new(SEATS, ui={"pattern": "german"})
    return match, info


def choose(state: HandState, rng: random.Random, pass_bias: float = 0.6) -> Action:
    """A random legal action; before the card play it passes often, so that deals are thrown
    in and the match carries a Stock or an all-pass streak."""
    legal = state.legal_actions()
    if state.phase != "play" and rng.random() < pass_bias:
        passes = [a for a in legal if a.type == "pass"]
        if passes:
            return passes[0]
    return rng.choice(legal)


def play(match: Match, hands: int, rng: random.Random,
         pass_bias: float = 0.6) -> Iterator[HandState]:
    """Play ``hands`` hands with random legal actions; yields the state after the deal and
    after every action (finished hands are put on the score sheet before the yield)."""
    for _ in range(hands):
        state = match.start_hand()
        yield state
        while not state.is_terminal:
            state = state.apply(choose(state, rng, pass_bias))
            if state.is_terminal:
                match.finish_hand(state)
            yield state


def snapshot(match: Match, state: HandState | None) -> dict[str, Any]:
    """Everything a resumed game must reproduce, in comparable form."""
    out: dict[str, Any] = {
        "totals": list(match.totals),
        "context": json.loads(json.dumps(match.context)),
        "rows": [(r.index, r.dealer, r.seed, r.totals, r.record, r.result) for r in match.rows],
        "dealer": match.dealer,
        "hand_index": match.hand_index,
        "rules": match.rules,
        "seed": match.seed,
    }
    if state is not None:
        out["record"] = make_record(state)
        out["legal"] = state.legal_actions()
        out["observations"] = [state.observation(s) for s in range(state.players)]
        out["phase"] = (state.phase, state.to_move, state.is_terminal)
    return out


def assert_same(loaded: LoadedMatch, match: Match, state: HandState | None,
                info: MatchInfo) -> None:
    assert snapshot(loaded.match, loaded.state) == snapshot(match, state)
    assert loaded.info == info


def play_contract(match: Match, kind: str, flags: frozenset[str] | set[str] = frozenset(),
                  suit: int | None = None, seat: int = 0,
                  rng: random.Random | None = None) -> HandState:
    """Play one hand in which ``seat`` declares the contract ``kind`` with ``flags`` (and
    ``suit`` if given): that seat bids, picks up (or plays from the hand when ``flags`` has
    ``hand``) and declares it; the others pass; the cards are random. The hand goes on the
    score sheet."""
    rng = rng or random.Random(1)
    flags = frozenset(flags)
    state = match.start_hand()
    while not state.is_terminal:
        legal = state.legal_actions()
        if state.phase == "play" or state.to_move != seat:
            passes = [a for a in legal if a.type == "pass"]
            action = passes[0] if passes and state.phase != "play" else rng.choice(legal)
        else:
            wanted = [a for a in legal if a.contract is not None and a.contract.kind == kind
                      and a.contract.flags == flags and a.contract.suit in (None, suit)]
            eager = [a for a in legal if a.type == ("hand" if "hand" in flags else "pick")]
            keen = [a for a in legal if a.type in ("intent", "bid", "hold")]
            action = (wanted or eager or keen or [rng.choice(legal)])[0]
        state = state.apply(action)
    match.finish_hand(state)
    return state
