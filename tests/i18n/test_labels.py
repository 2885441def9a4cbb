"""Every engine identifier a player can meet has words in labels.py (no readable fallback),
and every house rule's explanation is translated."""

from __future__ import annotations

import random
import re

import pytest

from stich.engine.actions import Action
from stich.engine.errors import InvalidRules
from stich.engine.game import game_names, get_game
from stich.engine.match import Match
from stich.ui import labels
from stich.ui.snapshot import Event, SeatInfo, build_snapshot

from .helpers import ROOT, i18n_tool

GAMES = game_names()


def _play(game: str, hands: int = 3, seeds: int = 4) -> dict[str, set]:
    """Random legal play over every preset and table size: what the UI has to name."""
    g = get_game(game)
    seen: dict[str, set] = {k: set() for k in (
        "phase", "type", "double", "contract", "flag", "item", "outcome", "level", "reason")}
    for preset in g.rules_class.preset_names():
        try:
            rules = g.rules(preset)
        except InvalidRules:
            continue
        for players in g.player_counts(rules):
            for seed in range(seeds):
                match = Match(g, rules, players, seed=seed, first_dealer=0)
                rng = random.Random(seed)
                for _ in range(hands):
                    st = match.start_hand()
                    while not st.is_terminal:
                        seen["phase"].add(st.phase)
                        legal = st.legal_actions()
                        for c in range(36):  # every refused card says why
                            a = Action(st.to_move, "play", card=c)
                            if a not in legal:
                                seen["reason"].add(st.explain_illegal(a).reason)
                        a = rng.choice(legal)
                        seen["type"].add(a.type)
                        if a.type == "double" and a.kind:
                            seen["double"].add(a.kind)
                        if a.contract is not None:
                            seen["contract"].add(a.contract.kind)
                            seen["flag"].update(a.contract.flags)
                        st = st.apply(a)
                    r = st.result()
                    if r.contract is not None:
                        seen["contract"].add(r.contract.kind)
                        seen["flag"].update(r.contract.flags)
                    seen["outcome"].add(str(r.details.get("outcome", "")))
                    if isinstance(r.details.get("level"), str):
                        seen["level"].add(r.details["level"])
                    for line in r.details.get("lines") or ():
                        seen["item"].add(str(line.get("item")))
                    match.finish_hand(st)
    return seen


@pytest.mark.parametrize("game", GAMES)
def test_everything_met_in_play_has_words(game):
    seen = _play(game)
    missing = {
        "phases": seen["phase"] - set(labels.PHASES),
        "actions": seen["type"] - set(labels.ACTION_TYPES),
        "doublings": seen["double"] - set(labels.DOUBLE_KINDS),
        "contracts": seen["contract"] - set(labels.CONTRACT_KINDS),
        "flags": seen["flag"] - set(labels.CONTRACT_FLAGS),
        "result lines": seen["item"] - set(labels.RESULT_ITEMS) - set(labels.CONTRACT_KINDS),
        "outcomes": seen["outcome"] - set(labels.OUTCOMES) - {"played", "picked"},
        "levels": seen["level"] - set(labels.LEVEL_WORDS),
        "reasons": seen["reason"] - set(labels.REASONS),
    }
    assert not any(missing.values()), {k: v for k, v in missing.items() if v}
    assert game in labels.GAMES


def test_every_refusal_reason_in_the_engine_has_words():
    """Every ``reason="..."`` the engine can raise is in REASONS or worded by reason_text."""
    worded_in_code = {"select_cards", "discard_count", "bury_count"}
    found = set()
    for path in (ROOT / "desktop" / "stich" / "engine").rglob("*.py"):
        found.update(re.findall(r'reason="([a-z_]+)"', path.read_text(encoding="utf-8")))
    assert found
    assert found - set(labels.REASONS) - worded_in_code == set()


@pytest.mark.parametrize("game", GAMES)
def test_every_house_rule_has_words(game):
    cls = get_game(game).rules_class
    for info in cls.options():
        assert info.group in labels.RULE_GROUPS, info.group
        assert info.key in labels.RULE_KEYS, info.key
        for choice in info.choices:
            if isinstance(choice, str) and (choice.isupper() or "_" in choice):
                assert choice in labels.RULE_VALUES or choice in labels.CONTRACT_KINDS, choice
    for preset in cls.preset_names():
        assert preset in labels.PRESETS, preset


def test_every_rule_explanation_is_in_the_translations():
    tool = i18n_tool()
    keyed = {(m["comment"], m["source"]) for m in tool.messages(tool.ts_file("de"))
             if m["context"] == "rules"}
    for game in GAMES:
        for info in get_game(game).rules_class.options():
            assert (f"{game}.{info.key}", info.help) in keyed, (game, info.key)


def _said(state, seat: int) -> str:
    """The bubble above ``seat``: its last word, in the phase it was said in."""
    snap = build_snapshot(
        state, serial=0, viewer=0, human=0, pattern="french", hand_index=0,
        seats=tuple(SeatInfo(s, f"P{s}", s == 0) for s in range(state.players)),
        event=Event("resume"), totals=(0,) * state.players, fallback_ranking=None)
    a = snap.said[seat]
    assert a is not None
    return labels.action_text(a, snap.game, snap.pattern, snap.said_phase[seat])


def _do(state, type_: str):
    return state.apply(Action(state.to_move, type_))


def test_a_push_in_schieberamsch_reads_as_a_push_not_a_hand_game():
    g = get_game("skat")
    st = Match(g, g.rules(None, {"all_pass": "RAMSCH", "schieberamsch": True}), 3, seed=1,
               first_dealer=0).start_hand()
    while st.phase != "push":
        st = _do(st, "pass")
    pusher = st.to_move
    st = _do(st, "hand")
    assert st.phase == "push" and _said(st, pusher) == "Push on unseen"
    st = _do(st, "pick")  # the next one takes the skat: still a push while he lays away
    assert st.phase == "discard" and _said(st, pusher) == "Push on unseen"


def test_a_hand_game_in_skat_still_reads_as_one():
    g = get_game("skat")
    st = Match(g, g.rules(), 3, seed=1, first_dealer=0).start_hand()
    bidder = st.to_move
    st = st.apply(next(a for a in st.legal_actions() if a.type == "bid"))
    while st.phase != "skat":
        st = _do(st, "pass" if st.to_move != bidder else "hold")
    declarer = st.to_move
    st = _do(st, "hand")
    assert _said(st, declarer) == "Hand game"
