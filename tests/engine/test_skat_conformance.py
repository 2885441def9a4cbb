"""Random-play conformance for Skat across presets, house-rule combinations and table sizes.

Uniform random play bids high and ends most hands in overbid or in an early end, so a second
loop plays with a "plausible" random policy (low bids, mostly holding, taking up the skat)
that reaches ordinary games, won games, schneider, Ramsch and Bock as well, under the same
checks: cards conserved at every step, 120 points with the skat credited, every bid a legal
value above the last, hidden cards not observable, records replaying identically.
"""

import random
from collections import Counter

import pytest

from stich.engine.actions import Action
from stich.engine.errors import IllegalAction
from stich.engine.game import get_game
from stich.engine.match import Match
from stich.engine.state import HandState
from stich.engine.variants.skat.contracts import BID_VALUES

from .conformance import (
    check_cards_conserved,
    check_observation_hides,
    check_result,
    deck_mask,
    random_rules,
    run_match,
)

GAME = get_game("skat")


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("preset", GAME.rules_class.preset_names())
def test_every_preset_plays_random_matches(preset, players):
    match = run_match(GAME, GAME.rules(preset), players, hands=40,
                      seed=hash((preset, players)) % 1000)
    for row in match.rows:
        check_skat_result(row.result, players)


@pytest.mark.parametrize("players", [3, 4])
def test_random_house_rule_combinations(players):
    rng = random.Random(2026 + players)
    for i in range(40):
        rules = random_rules(GAME, rng)
        run_match(GAME, rules, players, hands=6, seed=i)


def plausible(state: HandState, rng: random.Random) -> Action:
    legal = state.legal_actions()
    phase = state.phase
    by_type: dict[str, list[Action]] = {}
    for a in legal:
        by_type.setdefault(a.type, []).append(a)
    if phase == "bid":
        if "bid" not in by_type or rng.random() < 0.45:
            return by_type["pass"][0]
        bids = by_type["bid"]
        return bids[0] if rng.random() < 0.8 else rng.choice(bids[:6])
    if phase == "answer":
        return by_type["hold" if rng.random() < 0.6 else "pass"][0]
    if phase == "skat":
        return by_type["pick" if rng.random() < 0.75 else "hand"][0]
    if phase in ("raise", "double") and rng.random() < 0.7:
        return by_type["pass"][0]
    return rng.choice(legal)


def check_skat_result(result, players):
    d = result.details
    if d["outcome"] == "played":
        decl = result.declarer
        assert result.points[decl] == d["declarer_points"]
        assert d["bid"] in BID_VALUES
        if not d.get("ended_early"):
            assert sum(result.points) == 120


def play_plausible(match: Match, rng: random.Random, outcomes: Counter) -> None:
    start = match.start_hand()
    state = start
    full = deck_mask(GAME, start.rules, start.players)
    last_bid = 0
    while not state.is_terminal:
        check_cards_conserved(state, full, 32)
        if rng.random() < 0.05:
            check_observation_hides(state, rng.choice(range(state.players)), rng)
        action = plausible(state, rng)
        if action.type == "bid":
            assert action.value in BID_VALUES and action.value > last_bid
            last_bid = action.value
        state = state.apply(action)
    check_cards_conserved(state, full, 32)
    check_result(GAME, start, state)
    result = state.result()
    check_skat_result(result, start.players)
    d = result.details
    if d["outcome"] == "played":
        assert d["bid"] == last_bid
        kind = result.contract.kind
        outcomes[f"{kind} {'won' if d['won'] else 'lost'}"] += 1
        for key in ("overbid", "schneider", "schwarz", "ended_early"):
            if d.get(key):
                outcomes[key] += 1
        if result.contract.has("hand"):
            outcomes["hand"] += 1
        if d["multiplier"] > 1:
            outcomes["kontra"] += 1
        if d["bock"] > 1:
            outcomes["bock"] += 1
    else:
        outcomes[d["outcome"]] += 1
        if d["outcome"] == "ramsch" and d["durchmarsch"] is None and d["jungfrauen"]:
            outcomes["jungfrau"] += 1
    match.finish_hand(state)


@pytest.mark.parametrize("players", [3, 4])
def test_plausible_play_reaches_every_kind_of_outcome(players):
    rng = random.Random(7 + players)
    outcomes: Counter = Counter()
    for preset in GAME.rules_class.preset_names():
        match = Match(GAME, GAME.rules(preset), players, seed=players)
        for _ in range(80):
            play_plausible(match, rng, outcomes)
    for key in ("suit won", "suit lost", "grand won", "grand lost", "null won", "null lost",
                "overbid", "schneider", "hand", "ended_early", "passed", "ramsch",
                "kontra", "bock"):
        assert outcomes[key] > 0, (key, outcomes)


@pytest.mark.parametrize("players", [3, 4])
def test_playout_finishes_hands_exactly_like_the_step_api(players):
    for preset in GAME.rules_class.preset_names():
        rules = GAME.rules(preset)
        for i in range(60):
            start = GAME.new_hand(rules, players=players, dealer=i % players, seed=i)
            rng = random.Random(i)
            st = start
            for _ in range(i % 12):  # from the start or from a state part-way through
                if not st.is_terminal:
                    st = st.apply(rng.choice(st.legal_actions()))
            fast = st.playout(random.Random(1000 + i))
            rng = random.Random(1000 + i)
            while not st.is_terminal:
                st = st.apply(rng.choice(st.legal_actions()))
            assert fast.to_json("french") == st.result().to_json("french")


def random_action(state: HandState, rng: random.Random) -> Action:
    """An action of any type with random (often nonsensical) fields, as a record could hold."""
    from stich.engine.actions import Contract

    seat = state.to_move if rng.random() < 0.8 and state.to_move is not None \
        else rng.randrange(state.players)
    typ = rng.choice(("pass", "bid", "hold", "pick", "hand", "discard", "declare", "double",
                      "play", "call", "intent", "concede"))
    card = rng.randrange(36) if typ == "play" else None
    cards = None
    if typ == "discard":
        cards = tuple(rng.randrange(36) for _ in range(rng.choice((1, 2, 2, 2, 3))))
    value = rng.choice((None, 18, 19, 20, 23, 48, 264, 300, -1)) if typ == "bid" else None
    contract = None
    if typ == "declare":
        kind = rng.choice(("suit", "grand", "null", "ramsch", "solo"))
        suit = rng.choice((None, 0, 1, 2, 3))
        flags = frozenset(f for f in ("hand", "schneider", "schwarz", "ouvert", "tout")
                          if rng.random() < 0.4)
        contract = Contract(kind, suit, flags)
    kind = rng.choice(("kontra", "re", "sup")) if typ == "double" else None
    return Action(seat, typ, card, cards, value, contract, kind)


def test_any_action_is_applied_or_refused_with_a_reason():
    rng = random.Random(11)
    for i in range(150):
        rules = random_rules(GAME, rng)
        players = rng.choice((3, 4))
        st = GAME.new_hand(rules, players=players, dealer=i % players, seed=i)
        while not st.is_terminal:
            for _ in range(4):
                bad = random_action(st, rng)
                legal = bad in st.legal_actions()
                try:
                    st.apply(bad)
                except IllegalAction as e:
                    assert not legal and str(e) and e.reason
                else:
                    assert legal or bad.type == "discard"  # a discard in the other order
            st = st.apply(plausible(st, rng))
