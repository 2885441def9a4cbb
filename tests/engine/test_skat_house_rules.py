"""SPEC §3.12: the house rules (Ramsch with its options, Kontra/Re, Bock rounds, scoring,
table size), their validation and the presets."""

import pytest

from stich.engine.cards import parse_cards
from stich.engine.errors import IllegalAction, InvalidRules
from stich.engine.match import Match
from stich.engine.variants.skat.contracts import RAMSCH

from .helpers import play_tricks
from .skat_helpers import GAME, SKAT1, SKAT2, SKAT3, auction, declare, do, hand, rules
from .test_skat_examples import SKAT1_TRICKS, SKAT2_TRICKS, SKAT3_TRICKS

# Forehand takes nine tricks, Middlehand one (21 points), Rearhand none (a Jungfrau).
RAMSCH_DEAL = ("JC JS JH JD AC 10C KC 10S KS AH", "AS QC 9C 8C 7C QS 9S 8S 7S 10H",
               "KH QH 9H 8H 7H AD 10D KD QD 9D", "8D 7D")
RAMSCH_TRICKS = ["JC 7C 9D", "JS 8C QD", "JH 9C KD", "JD QC 10D", "AC 7S AD", "10C 8S 7H",
                 "KC 9S 8H", "10S AS 9H", "QS QH KS", "AH 10H KH"]
# Forehand takes every trick.
DURCHMARSCH_DEAL = ("JC JS JH JD AC 10C KC AS 10S KS", "QC 9C 8C 7C QS 9S 8S 7S AH 10H",
                    "KH QH 9H 8H 7H AD 10D KD QD 9D", "8D 7D")
DURCHMARSCH_TRICKS = ["JC 7C 9D", "JS 8C QD", "JH 9C KD", "JD QC 10D", "AC 7S AD", "10C 8S 7H",
                      "KC 9S 8H", "AS QS 9H", "10S AH QH", "KS 10H KH"]


def ramsch(example, **kw):
    st = auction(hand(example, rules(all_pass="RAMSCH", **kw)), "pass, pass, pass")
    assert st.contract == RAMSCH and st.declarer is None
    return st


def test_ramsch_when_all_pass():
    st = ramsch(RAMSCH_DEAL)
    assert st.phase == "play" and st.to_move == 0
    assert st.ranking is not None and st.ranking.trumps == tuple(parse_cards("JC JS JH JD"))
    res = play_tricks(st, RAMSCH_TRICKS).result()
    d = res.details
    assert res.points == (99, 21, 0) and d["skat_to"] == 0
    assert d["losers"] == [0] and d["jungfrauen"] == [2]
    assert res.settlement == (-198, 0, 0)  # 99 points, doubled for the Jungfrau


def test_ramsch_without_jungfrau_doubling():
    res = play_tricks(ramsch(RAMSCH_DEAL, ramsch_jungfrau=False), RAMSCH_TRICKS).result()
    assert res.settlement == (-99, 0, 0) and res.details["jungfrauen"] == []


def test_ramsch_skat_to_the_last_trick_or_to_the_loser():
    # Middlehand wins the last two tricks (28 points), Forehand the rest (85); the skat KD QD
    # holds 7 points.
    deal = ("JC JS JH JD AC 10C KC 10S 7S AH", "AS QC 9C 8C 7C QS 9S 8S KS 10H",
            "KH QH 9H 8H 7H AD 10D 8D 7D 9D", "KD QD")
    tricks = ["JC 7C 9D", "JS 8C 8D", "JH 9C 7D", "JD QC 10D", "AC 8S AD", "10C 9S 7H",
              "KC QS 8H", "AH 10H KH", "10S AS 9H", "KS QH 7S"]
    last = play_tricks(ramsch(deal), tricks).result()
    assert last.tricks[-1].winner == 1
    assert last.details["skat_to"] == 1 and last.points == (85, 35, 0)
    assert last.settlement == (-170, 0, 0)
    loser = play_tricks(ramsch(deal, ramsch_skat="LOSER"), tricks).result()
    assert loser.details["skat_to"] == 0 and loser.points == (92, 28, 0)
    assert loser.settlement == (-184, 0, 0)


def test_durchmarsch_scores_plus_120():
    res = play_tricks(ramsch(DURCHMARSCH_DEAL), DURCHMARSCH_TRICKS).result()
    assert res.details["durchmarsch"] == 0 and res.settlement == (120, 0, 0)
    off = play_tricks(ramsch(DURCHMARSCH_DEAL, ramsch_durchmarsch=False),
                      DURCHMARSCH_TRICKS).result()
    assert off.settlement == (-480, 0, 0)  # 120 points, two Jungfrauen


def test_schieberamsch_pick_discard_and_push():
    st = ramsch(RAMSCH_DEAL, schieberamsch=True)
    assert st.phase == "push" and st.to_move == 0
    st = do(st, "pick")
    assert st.phase == "discard" and st.hands[0].bit_count() == 12
    with pytest.raises(IllegalAction) as e:
        do(st, "discard", cards="JC JS")
    assert e.value.reason == "no_jacks_in_skat"
    assert all(not {"JC", "JS", "JH", "JD"} & set(str(a).split())
               for a in st.legal_actions())
    st = do(st, "discard", cards="8D 7D")
    assert st.phase == "push" and st.to_move == 1
    st = do(st, "hand")  # Middlehand pushes it on unseen: x2
    assert st.phase == "push" and st.to_move == 2 and st.pushes == 1
    st = do(do(st, "pick"), "discard", cards="8D 7D")
    assert st.phase == "play" and st.to_move == 0
    res = play_tricks(st, RAMSCH_TRICKS).result()
    assert res.settlement == (-396, 0, 0)  # 99 x 2 (push) x 2 (Jungfrau)
    assert res.details["pushes"] == 1


def test_schieberamsch_may_allow_jacks():
    st = do(ramsch(RAMSCH_DEAL, schieberamsch=True, schieberamsch_jacks=True), "pick")
    st = do(st, "discard", cards="JC JS")
    assert st.set_aside().bit_count() == 2


def test_kontra_doubles_and_a_lost_kontra_game_starts_bock():
    r = rules(kontra_re=True, bock=True, bock_triggers=["kontra_lost"])
    st = auction(hand(SKAT3, r), "bid 18, pass, bid 20, hold, bid 22, hold, bid 23, pass")
    st = declare(do(do(st, "pick"), "discard", cards="AS AH"), "null")
    assert st.phase == "double" and st.to_move == 1  # Middlehand bid; Forehand only passed
    st = do(do(st, "double", kind="kontra"), "pass")
    res = play_tricks(st, SKAT3_TRICKS).result()
    assert res.settlement == (0, 0, -92)
    assert res.details["bock_triggers"] == ["kontra_lost"]
    assert res.carry == {"bock": 3}


def test_bock_deals_count_double_and_run_out():
    r = rules(bock=True, bock_triggers=["grand_hand"])
    st = auction(hand(SKAT2, r), "bid 18, hold, bid 33, hold, pass, pass")
    res = play_tricks(declare(do(st, "hand"), "grand", None, "hand"), SKAT2_TRICKS).result()
    assert res.settlement[0] == 96 and res.carry == {"bock": 3}
    st = auction(hand(SKAT1, r, context={"bock": 3}),
                 "bid 18, hold, bid 20, hold, bid 22, pass, pass")
    st = declare(do(do(st, "pick"), "discard", cards="10S 7D"), "suit", "H")
    assert st.observation(0).public["bock"] is True
    res = play_tricks(st, SKAT1_TRICKS).result()
    assert res.settlement[1] == 60 and res.details["bock"] == 2 and res.carry == {"bock": 2}


def test_bock_is_carried_by_the_match_and_passed_deals_use_it_up():
    match = Match(GAME, rules(bock=True), 3)
    assert match.context == {"bock": 0}
    match.context = {"bock": 2}
    for left in (1, 0, 0):
        st = auction(match.start_hand(), "pass, pass, pass")
        match.finish_hand(st)
        assert match.context == {"bock": left}


def test_no_bock_context_without_the_rule():
    assert GAME.default_context(GAME.rules(), 3) == {}
    res = auction(hand(SKAT1), "pass, pass, pass").result()
    assert res.carry == {}


def test_bock_needs_a_trigger():
    with pytest.raises(InvalidRules) as e:
        rules(bock=True, bock_triggers=[])
    assert e.value.keys == ("bock", "bock_triggers")


@pytest.mark.parametrize("preset", GAME.rules_class.preset_names())
def test_presets_are_valid(preset):
    r = GAME.rules(preset)
    assert r.preset == preset
    assert type(r).from_json(r.to_json()) == r


def test_preset_contents():
    assert GAME.rules_class.DEFAULT_PRESET == "isko"
    isko = GAME.rules("isko")
    assert (isko.all_pass, isko.scoring, isko.kontra_re, isko.bock) == (
        "REDEAL", "ISKO_LIST", False, False)
    assert GAME.rules("seeger-fabian").scoring == "SEEGER_FABIAN"
    pub = GAME.rules("kneipe")
    assert pub.all_pass == "RAMSCH" and pub.kontra_re and pub.bock
    assert GAME.default_players(GAME.rules("isko-4")) == 4
    assert GAME.default_players(isko) == 3
    assert GAME.player_counts(isko) == (3, 4)


def test_rules_from_text():
    r = GAME.rules().with_text_overrides(["all_pass=RAMSCH", "kontra_re=ON", "table_size=4"])
    assert r.all_pass == "RAMSCH" and r.kontra_re and r.table_size == 4
    with pytest.raises(InvalidRules):
        GAME.rules().with_text_overrides(["table_size=5"])
