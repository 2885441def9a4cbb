"""Sheepshead house rules (SPEC §2.13), presets, table forms and the canonical deal (§2.2,
§2.11)."""

import pytest

from stich.engine.cards import POINTS, card_str, parse_cards
from stich.engine.errors import InvalidRules

from .sheepshead_helpers import GAME, rules

SPEC_KEYS = {
    "players": 5, "partner_mode": "JD", "all_pass": "LEASTER", "leaster_blind": "LAST_TRICK",
    "leaster_requires_trick": True, "leaster_tie": "ALL_TIED_WIN", "cracks": True,
    "crack_eligibility": "AFTER_PICKER_ONLY", "max_cracks": "1+1", "blitz": "OFF",
    "double_on_the_bump": False, "solo_multiplier": 1, "partner_exempt_on_no_trick": False,
    "call_up": False, "allow_go_alone": True, "ten_call": True, "unknown_call": False,
    "doubler_stacking": "COUNT", "schneider_symmetric": False,
}


def test_every_spec_key_with_its_default():
    r = GAME.rules()
    for key, default in SPEC_KEYS.items():
        assert getattr(r, key) == default, key
    assert r.preset == "tavern"


def test_spec_values_are_the_choices():
    infos = {i.key: i for i in GAME.rules_class.options()}
    assert infos["players"].choices == (5, 3, 4)
    assert infos["all_pass"].choices == ("LEASTER", "DOUBLER", "FORCED_PICK", "SCHWANZER")
    assert infos["leaster_blind"].choices == ("LAST_TRICK", "FIRST_TRICK", "NONE")
    assert infos["blitz"].choices == ("OFF", "BLACK_QUEENS", "BLACK_AND_RED_QUEENS")
    assert infos["solo_multiplier"].choices == (1, 2)
    for info in infos.values():
        assert info.help, info.key


@pytest.mark.parametrize("preset", GAME.rules_class.preset_names())
def test_presets_are_valid_and_round_trip(preset):
    r = GAME.rules(preset)
    assert GAME.rules_class.from_json(r.to_json()) == r


def test_required_presets():
    names = GAME.rules_class.preset_names()
    for name in ("tavern", "called-ace", "doubler", "three-handed", "four-handed"):
        assert name in names
    assert GAME.rules("tavern").partner_mode == "JD"
    assert GAME.rules("tavern").all_pass == "LEASTER"
    assert GAME.rules("called-ace").partner_mode == "CALLED_ACE"
    assert GAME.rules("called-ace").cracks
    assert GAME.rules("doubler").all_pass == "DOUBLER"
    assert GAME.rules("three-handed").players == 3
    assert GAME.rules("four-handed").players == 4


@pytest.mark.parametrize(("overrides", "keys"), [
    ({"players": 3, "partner_mode": "CALLED_ACE"}, {"partner_mode"}),
    ({"players": 4, "partner_mode": "CALLED_ACE"}, {"partner_mode"}),
    ({"players": 5, "four_handed": "PARTNER"}, {"four_handed"}),
    ({"partner_mode": "CALLED_ACE", "call_up": True}, {"call_up"}),
    ({"unknown_call": True}, {"unknown_call"}),
    ({"wergin_3hand": True}, {"wergin_3hand"}),
    ({"players": 3, "call_up": True}, {"call_up"}),
])
def test_contradictions_are_refused_naming_the_keys(overrides, keys):
    with pytest.raises(InvalidRules) as e:
        GAME.rules("tavern", overrides)
    assert keys <= set(e.value.keys)


def test_bad_values_are_refused():
    with pytest.raises(InvalidRules):
        GAME.rules("tavern", {"players": 6})
    with pytest.raises(InvalidRules):
        GAME.rules("tavern", {"all_pass": "RAMSCH"})
    with pytest.raises(InvalidRules):
        GAME.rules("tavern", {"max_cracks": "3+3"})


def test_four_handed_partner_form_is_allowed_with_four():
    r = GAME.rules("four-handed", {"four_handed": "PARTNER", "partner_mode": "CALLED_ACE"})
    assert r.form.partner and len(r.form.deck) == 30 and r.form.blind == 2
    assert sum(POINTS[c] for c in r.form.deck) == 120
    assert {"7C", "7S"}.isdisjoint(card_str(c) for c in r.form.deck)


def test_text_overrides():
    r = GAME.rules().with_text_overrides(["partner_mode=CALLED_ACE", "cracks=OFF",
                                          "solo_multiplier=2"])
    assert r.partner_mode == "CALLED_ACE" and not r.cracks and r.solo_multiplier == 2


def test_player_count_follows_the_rules():
    assert GAME.player_counts(rules("three-handed")) == (3,)
    with pytest.raises(InvalidRules):
        GAME.new_hand(rules(), players=4)


@pytest.mark.parametrize(("preset", "overrides", "sizes", "blind"), [
    ("tavern", {}, 6, 2),
    ("three-handed", {}, 10, 2),
    ("four-handed", {}, 7, 4),
    ("four-handed-partner", {}, 7, 2),
])
def test_deal_shapes(preset, overrides, sizes, blind):
    r = rules(preset, **overrides)
    st = GAME.new_hand(r, seed=7, dealer=1)
    assert all(len(h) == sizes for h in st.deal.hands)
    assert len(st.deal.extra) == blind
    assert sorted(c for h in st.deal.hands for c in h) == sorted(
        set(r.form.deck) - set(st.deal.extra))


def _deal(preset, dealer):
    r = rules(preset)
    deck = list(r.form.deck)
    return GAME.deal_cards(r, r.players, dealer, deck), deck


def test_canonical_five_handed_deal():
    """deck[0..14] in 3s from forehand to the dealer, deck[15..16] to the blind, deck[17..31]
    in 3s in the same order (SPEC §2.2)."""
    deal, deck = _deal("tavern", dealer=2)
    order = [3, 4, 0, 1, 2]
    for j, seat in enumerate(order):
        assert deal.hands[seat] == tuple(deck[3 * j:3 * j + 3]) + tuple(
            deck[17 + 3 * j:17 + 3 * j + 3])
    assert deal.extra == tuple(deck[15:17])


def test_three_handed_deal_pattern_3_2_4_3():
    deal, deck = _deal("three-handed", dealer=2)
    assert deal.hands[0] == tuple(deck[0:3] + deck[11:15] + deck[23:26])
    assert deal.extra == tuple(deck[9:11])


def test_four_handed_cutthroat_pattern_2_2_3_2_2():
    deal, deck = _deal("four-handed", dealer=3)
    assert deal.hands[0] == tuple(deck[0:2] + deck[10:13] + deck[24:26])
    assert deal.extra == tuple(deck[8:10] + deck[22:24])


def test_trump_order_is_fixed():
    from stich.engine.variants.sheepshead.contracts import RANKING
    assert [card_str(c) for c in RANKING.trumps] == (
        ["QC", "QS", "QH", "QD", "JC", "JS", "JH", "JD", "AD", "10D", "KD", "9D", "8D", "7D"])
    assert RANKING.esuit[parse_cards("QH")[0]] == 4
    # fail suits A 10 K 9 8 7
    ac, tc, kc = parse_cards("AC 10C KC")
    assert RANKING.strength[ac] > RANKING.strength[tc] > RANKING.strength[kc]
