"""Every result line item and every refusal reason of every game has words in labels.py: the
end-of-hand summary and the "why not" message never show an engine identifier or a raw dump of
a line's numbers."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from stich.engine.actions import Action
from stich.engine.errors import InvalidRules
from stich.engine.game import game_names, get_game
from stich.engine.match import Match
from stich.ui import labels

ENGINE = Path(__file__).resolve().parents[2] / "desktop" / "stich" / "engine"
# reasons worded by reason_text from their params rather than by a REASONS entry
WORDED_IN_CODE = {"select_cards", "discard_count", "bury_count"}


def _hands(game: str, seeds: int = 10):
    """Random legal hands over every preset and table size (a match, so carries count)."""
    g = get_game(game)
    for preset in g.rules_class.preset_names():
        try:
            rules = g.rules(preset)
        except InvalidRules:
            continue
        for players in g.player_counts(rules):
            match = Match(g, rules, players, seed=7, first_dealer=0)
            rng = random.Random(players)
            for _ in range(seeds):
                st = match.start_hand()
                states = []
                while not st.is_terminal:
                    states.append(st)
                    st = st.apply(rng.choice(st.legal_actions()))
                match.finish_hand(st)
                yield states, st.result()


@pytest.mark.parametrize("game", game_names())
def test_every_result_line_and_refusal_has_words(game):
    names = ["P0", "P1", "P2", "P3", "P4"]
    missing_items: set[str] = set()
    raw: list[tuple[dict, str]] = []
    reasons: set[str] = set()
    for states, result in _hands(game):
        for line in result.details.get("lines") or ():
            item = str(line.get("item", ""))
            if item not in labels.RESULT_ITEMS and item not in labels.CONTRACT_KINDS:
                missing_items.add(item)
            label, amount = labels.result_line(line, names[:len(result.settlement)])
            keys = [k for k in line if k != "item"]
            if any(re.search(rf"\b{k}\b", amount) for k in keys) or "_" in label + amount:
                raw.append((dict(line), f"{label} | {amount}"))
        for st in states[::3]:
            legal = st.legal_actions()
            for c in range(36):
                a = Action(st.to_move, "play", card=c)
                if a not in legal:
                    reasons.add(st.explain_illegal(a).reason)
    assert not missing_items, f"{game}: result lines without words: {sorted(missing_items)}"
    assert not raw, f"{game}: lines shown as raw numbers: {raw[:5]}"
    unworded = reasons - set(labels.REASONS) - WORDED_IN_CODE
    assert not unworded, f"{game}: refusals without words: {sorted(unworded)}"


def test_every_refusal_reason_in_the_engine_sources_has_words():
    """Static: every ``reason="..."`` (and every ``return "reason", "text"`` of a checker such
    as Skat's declaration check) the engine can raise has words."""
    found: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        found.update(re.findall(r'reason="([a-z0-9_]+)"', text))
        found.update(re.findall(r'^\s*return "([a-z0-9_]+)", f?"', text, flags=re.M))
    assert "must_follow" in found
    assert found - set(labels.REASONS) - WORDED_IN_CODE == set()
    not_allowed = labels.reason_text("not_allowed", {}, "french")
    for reason in found - {"not_allowed"}:
        assert labels.reason_text(reason, {}, "french", "raw engine text") != "raw engine text"
        assert labels.reason_text(reason, {}, "french") != ""
    assert not_allowed
