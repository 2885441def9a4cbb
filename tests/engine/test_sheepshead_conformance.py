"""Random-play conformance for Sheepshead across presets and random house-rule combinations,
and a direct check that no seat learns the partner (or a secret 'alone') before play shows it."""

import random

import pytest

from stich.engine.game import get_game

from .conformance import random_rules, run_match

GAME = get_game("sheepshead")


@pytest.mark.parametrize("preset", GAME.rules_class.preset_names())
def test_every_preset_plays_random_matches(preset):
    rules = GAME.rules(preset)
    run_match(GAME, rules, rules.players, hands=80, seed=sum(map(ord, preset)))


def test_random_house_rule_combinations():
    rng = random.Random(2026)
    for i in range(60):
        rules = random_rules(GAME, rng)
        run_match(GAME, rules, rules.players, hands=8, seed=i)


def _shown(state):
    """Whether play or a public action has shown the partner / a lone picker so far."""
    partner, card = state.partner, state.partner_card
    by_card = any(t.card_of(partner) == card for t in state.tricks) if partner is not None \
        else False
    by_card = by_card or (partner is not None and card in state.trick
                          and state.trick_seats[state.trick.index(card)] == partner)
    by_recrack = any(a.seat == partner and a.kind == "recrack" for a in state.history())
    return by_card or by_recrack


def test_partner_never_shown_before_play_reveals_him():
    rng = random.Random(5)
    for i in range(150):
        rules = random_rules(GAME, rng)
        st = GAME.new_hand(rules, seed=i, dealer=i % rules.players)
        while not st.is_terminal:
            p = st.partner
            if p is not None:
                shown = _shown(st)
                for seat in range(st.players):
                    if seat in (p,):
                        continue
                    obs = st.observation(seat)
                    assert (p in obs.partners) == shown
                    assert (obs.public["partner"] == p) == shown
            if st.alone and st.picker is not None:
                declared = any(a.type == "declare" and a.contract.has("alone")
                               for a in st.history())
                jd_shown = any(st.partner_card in t.cards for t in st.tricks) or \
                    st.partner_card in st.trick
                no_partner_form = not rules.form.partner
                public = st.observation((st.picker + 1) % st.players).public["alone"]
                assert public == (declared or jd_shown or no_partner_form)
            st = st.apply(rng.choice(st.legal_actions()))
        assert st.observation(0).partners == st.result().partners
