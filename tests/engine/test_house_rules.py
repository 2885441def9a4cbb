"""House rules are validated on construction; bad input names the keys."""

import pytest

from stich.engine.errors import InvalidRules
from stich.engine.game import game_names, get_game


def sk():
    return get_game("schafkopf")


def test_unknown_key_and_bad_values_are_refused_with_the_key():
    with pytest.raises(InvalidRules, match="unknown house rule 'flavour'"):
        sk().rules(overrides={"flavour": "x"})
    with pytest.raises(InvalidRules, match="all_pass must be one of") as e:
        sk().rules(overrides={"all_pass": "SOMETIMES"})
    assert e.value.keys == ("all_pass",)
    with pytest.raises(InvalidRules, match="tariff needs exactly 3"):
        sk().rules(overrides={"tariff": [10, 50]})
    with pytest.raises(InvalidRules, match="max_stoss must be at most 4"):
        sk().rules(overrides={"max_stoss": 9})
    with pytest.raises(InvalidRules, match="klopfen must be true or false"):
        sk().rules(overrides={"klopfen": "yes"})


def test_contradictory_combination_names_both_keys():
    with pytest.raises(InvalidRules) as e:
        sk().rules(overrides={"all_pass": "MUSS", "contracts_enabled": ["solo", "wenz"]})
    assert set(e.value.keys) == {"all_pass", "contracts_enabled"}
    with pytest.raises(InvalidRules, match="'tout' needs a solo-like game"):
        sk().rules(overrides={"contracts_enabled": ["sauspiel", "tout"]})


def test_presets_exist_and_round_trip_through_json():
    names = sk().rules_class.preset_names()
    assert {"wirtshaus", "turnier", "kurz"} <= set(names)
    for name in names:
        rules = sk().rules(name)
        again = sk().rules_class.from_json(rules.to_json())
        assert again == rules
    custom = sk().rules("kurz", {"klopfen": True, "tariff": "20/50/20"})
    assert custom.to_json() == {"preset": "kurz",
                                "overrides": {"klopfen": True, "tariff": [20, 50, 20]}}


def test_text_overrides_as_on_the_command_line():
    rules = sk().rules().with_text_overrides(["klopfen=ON", "tariff=20/50/10",
                                              "contracts_enabled=sauspiel,solo,bettel"])
    assert rules.klopfen and rules.tariff == (20, 50, 10)
    assert rules.contracts_enabled == {"sauspiel", "solo", "bettel"}
    with pytest.raises(InvalidRules, match="KEY=VALUE"):
        sk().rules().with_text_overrides(["klopfen"])


@pytest.mark.parametrize("name", game_names())
def test_every_option_has_a_group_and_an_explanation(name):
    for info in get_game(name).rules_class.options():
        assert info.help and info.group, info.key
