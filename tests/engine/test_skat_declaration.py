"""SPEC §3.6 with §0.7 item 10: skat pickup or hand, discards, declaration, announcements and
their refusal, ouvert, raising before the lead, Kontra and Re."""

import pytest

from stich.engine.actions import Action
from stich.engine.cards import parse_card, parse_cards
from stich.engine.errors import IllegalAction

from .skat_helpers import (
    SKAT1,
    SKAT2,
    auction,
    declare,
    do,
    finish,
    game,
    hand,
    rules,
    swap,
)

M_AT_22 = "bid 18, hold, bid 20, hold, bid 22, pass, pass"
M_AT_60 = ("bid 18, hold, bid 20, hold, bid 22, hold, bid 30, hold, bid 40, hold, bid 60, pass, "
           "pass")
F_AT_33 = "bid 18, hold, bid 33, hold, pass, pass"


def mask(text):
    m = 0
    for c in parse_cards(text):
        m |= 1 << c
    return m


def declarations(st):
    return {a.contract for a in st.legal_actions() if a.type == "declare"}


def test_declarer_picks_up_or_plays_hand():
    st = auction(hand(SKAT1), M_AT_22)
    assert st.phase == "skat" and st.to_move == 1
    assert {a.type for a in st.legal_actions()} == {"pick", "hand"}
    picked = do(st, "pick")
    assert picked.phase == "discard" and picked.hands[1].bit_count() == 12
    assert picked.hands[1] & mask("QC 7S") == mask("QC 7S")
    assert picked.set_aside() == 0
    played_hand = do(st, "hand")
    assert played_hand.phase == "declare" and played_hand.hands[1].bit_count() == 10
    assert played_hand.set_aside() == mask("QC 7S")
    assert all(c.has("hand") for c in declarations(played_hand))


def test_any_two_cards_may_be_discarded_jacks_too():
    st = do(auction(hand(SKAT1), M_AT_22), "pick")
    discards = [a for a in st.legal_actions() if a.type == "discard"]
    assert len(discards) == 66  # every pair of the 12 cards
    st = do(st, "discard", cards="JC JS")
    assert st.phase == "declare" and st.set_aside() == mask("JC JS")
    assert st.hands[1].bit_count() == 10


def test_discard_cards_in_either_order():
    st = do(auction(hand(SKAT1), M_AT_22), "pick")
    a = do(st, "discard", cards="7D 10S")
    b = do(st, "discard", cards="10S 7D")
    assert a.history()[-1] == b.history()[-1]
    assert a.set_aside() == b.set_aside() == mask("10S 7D")


@pytest.mark.parametrize("cards,reason", [
    ("7D", "discard_two"), ("7D 10S AH", "discard_two"), ("7D 7D", "discard_two"),
    ("7D JD", "not_in_hand"),
])
def test_bad_discards_are_refused(cards, reason):
    st = do(auction(hand(SKAT1), M_AT_22), "pick")
    with pytest.raises(IllegalAction) as e:
        do(st, "discard", cards=cards)
    assert e.value.reason == reason


def test_declarations_after_pickup():
    st = do(do(auction(hand(SKAT1), M_AT_22), "pick"), "discard", cards="10S 7D")
    assert declarations(st) == {
        game("suit", "D"), game("suit", "H"), game("suit", "S"), game("suit", "C"),
        game("grand"), game("null"), game("null", None, "ouvert")}


def test_declarations_of_a_hand_game():
    st = do(auction(hand(SKAT1), M_AT_22), "hand")
    got = declarations(st)
    assert len(got) == 22
    for s in "DHSC":
        for flags in ((), ("schneider",), ("schneider", "schwarz"),
                      ("schneider", "schwarz", "ouvert")):
            assert game("suit", s, "hand", *flags) in got
    assert game("null", None, "hand") in got and game("null", None, "hand", "ouvert") in got


@pytest.mark.parametrize("contract,reason", [
    (game("suit", "H", "hand"), "hand_after_pickup"),
    (game("suit", "H", "schneider"), "announce_needs_hand"),
    (game("grand", None, "schneider", "schwarz", "ouvert"), "ouvert_needs_hand"),
    (game("null", None, "schneider"), "null_no_announcement"),
    (game("suit"), "suit_missing"),
    (game("grand", "H"), "suit_not_allowed"),
    (game("solo", "H"), "unknown_kind"),
    (game("suit", "H", "tout"), "unknown_flag"),
])
def test_malformed_declarations_after_pickup(contract, reason):
    st = do(do(auction(hand(SKAT1), M_AT_22), "pick"), "discard", cards="10S 7D")
    with pytest.raises(IllegalAction) as e:
        do(st, "declare", contract=contract)
    assert e.value.reason == reason
    assert "cannot declare" in str(e.value)


@pytest.mark.parametrize("contract,reason", [
    (game("suit", "H"), "hand_required"),
    (game("grand", None, "hand", "ouvert"), "ouvert_implies"),
    (game("suit", "C", "hand", "schwarz"), "schwarz_implies"),
    (game("null", None, "hand", "schwarz"), "null_no_announcement"),
])
def test_malformed_hand_declarations(contract, reason):
    st = do(auction(hand(SKAT1), M_AT_22), "hand")
    with pytest.raises(IllegalAction) as e:
        do(st, "declare", contract=contract)
    assert e.value.reason == reason


def test_a_game_that_cannot_reach_the_bid_is_refused():
    # M at 60 takes up the skat: his 12 cards hold JC JS, not JH -> with 2 in every suit game.
    st = do(do(auction(hand(SKAT1), M_AT_60), "pick"), "discard", cards="10S 7D")
    assert st.bid == 60
    with pytest.raises(IllegalAction) as e:
        declare(st, "suit", "H")
    assert e.value.reason == "cannot_reach_bid"
    assert e.value.params == {"value": 50, "bid": 60}  # 10 x (2 + game + schneider + schwarz)
    assert str(e.value) == "hearts can reach at most 50, below the bid 60"
    with pytest.raises(IllegalAction) as e:
        declare(st, "null")
    assert str(e.value) == "null is worth 23, below the bid 60"
    assert declarations(st) == {game("suit", "C"), game("grand")}  # 12 x 5 = 60, 24 x 5 = 120
    assert declare(st, "suit", "C").contract == game("suit", "C")


def test_a_null_below_the_bid_is_refused():
    st = do(do(auction(hand(SKAT1), "bid 24, pass, pass"), "pick"), "discard", cards="10S 7D")
    with pytest.raises(IllegalAction) as e:
        declare(st, "null")
    assert e.value.reason == "cannot_reach_bid" and e.value.params == {"value": 23, "bid": 24}
    assert declare(st, "null", None, "ouvert").contract == game("null", None, "ouvert")


def test_when_no_game_can_reach_the_bid_any_suit_or_grand_may_be_declared():
    st = do(do(auction(hand(SKAT1), "bid 264, pass, pass"), "pick"), "discard", cards="10S 7D")
    assert declarations(st) == {game("suit", s) for s in "DHSC"} | {game("grand")}
    st = finish(declare(st, "suit", "D"))
    d = st.result().details
    assert d["overbid"] and not d["won"] and d["charged"] == 270  # 30 x 9 >= 264
    assert st.result().settlement[1] == -540


def test_hand_game_refusal_does_not_depend_on_the_unseen_skat():
    # The same hand for Middlehand, the skat swapped with two of Rearhand's cards.
    other = swap(swap(SKAT1, "QC", "JD"), "7S", "KH")
    for bid in ("bid 72", "bid 96", "bid 120", "bid 168", "bid 192"):
        a = do(auction(hand(SKAT1), f"{bid}, pass, pass"), "hand")
        b = do(auction(hand(other), f"{bid}, pass, pass"), "hand")
        assert a.hands[1] == b.hands[1]
        assert a.legal_actions() == b.legal_actions()


def test_the_skat_counts_for_the_matadors_in_a_hand_game():
    # Forehand of SKAT-2 without JC in his hand: the skat holds it, so "with 1", not "without 1".
    example = swap(SKAT2, "JC", "8D")
    st = do(auction(hand(example), F_AT_33), "hand")
    res = finish(declare(st, "grand", None, "hand")).result()
    assert (res.details["matadors"], res.details["matadors_with"]) == (1, True)
    plain = finish(declare(do(auction(hand(SKAT2), F_AT_33), "hand"), "grand", None,
                           "hand")).result()
    assert (plain.details["matadors"], plain.details["matadors_with"]) == (1, True)


def test_without_matadors_are_counted_over_the_twelve_cards():
    # Middlehand of SKAT-1 declares grand: he holds JC JS -> with 2; Forehand would be without 1.
    example = swap(SKAT1, "JC", "QH")  # now Forehand holds JC, Middlehand QH
    st = do(auction(hand(example), M_AT_22), "pick")
    st = finish(declare(do(st, "discard", cards="10S 7D"), "grand"))
    assert (st.result().details["matadors"], st.result().details["matadors_with"]) == (1, False)


def test_suit_ouvert_shows_the_declarers_cards_to_every_seat():
    st = do(auction(hand(SKAT2), F_AT_33), "hand")
    before = st.observation(1)
    assert before.known == {}
    st = declare(st, "grand", None, "hand", "schneider", "schwarz", "ouvert")
    for seat in range(3):
        assert st.observation(seat).known == {0: st.hands[0]}
    st = st.apply(st.legal_actions()[0])
    assert st.observation(2).known == {0: st.hands[0]}  # what is left of his hand


def test_null_ouvert_after_pickup_shows_the_hand():
    st = do(do(auction(hand(SKAT1), M_AT_22), "pick"), "discard", cards="10S 7D")
    st = declare(st, "null", None, "ouvert")
    assert st.observation(0).known == {1: st.hands[1]}
    assert st.observation(2).known == {1: st.hands[1]}


def test_announcements_are_final_by_default():
    st = declare(do(auction(hand(SKAT2), F_AT_33), "hand"), "grand", None, "hand")
    assert st.phase == "play"
    with pytest.raises(IllegalAction):
        declare(st, "grand", None, "hand", "schneider")


def test_raise_before_the_first_lead():
    r = rules(allow_raise_before_lead=True)
    st = declare(do(auction(hand(SKAT2, r), F_AT_33), "hand"), "suit", "C", "hand")
    assert st.phase == "raise" and st.to_move == 0
    higher = declarations(st)
    assert game("grand", None, "hand") in higher
    assert game("suit", "C", "hand") not in higher
    assert game("suit", "D", "hand") not in higher  # not higher than clubs hand
    with pytest.raises(IllegalAction) as e:
        declare(st, "suit", "D", "hand")
    assert e.value.reason == "raise_not_higher"
    st = declare(st, "grand", None, "hand")
    assert st.phase == "raise" and st.contract == game("grand", None, "hand")
    st = do(st, "pass")
    assert st.phase == "play" and st.contract == game("grand", None, "hand")


def kontra_rules(**kw):
    return rules(kontra_re=True, **kw)


def test_kontra_only_from_an_opponent_who_bid_or_held_then_re():
    # SKAT-2's auction: Middlehand bid, Rearhand only passed.
    st = declare(do(auction(hand(SKAT2, kontra_rules()), F_AT_33), "hand"), "grand", None,
                 "hand")
    assert st.phase == "double" and st.to_move == 1
    assert st.legal_actions() == [Action(1, "pass"), Action(1, "double", kind="kontra")]
    st = do(st, "double", kind="kontra")
    assert st.to_move == 0
    assert st.legal_actions() == [Action(0, "pass"), Action(0, "double", kind="re")]
    st = do(st, "double", kind="re")
    assert st.phase == "play" and st.to_move == 0
    res = finish(st).result()
    assert res.details["multiplier"] == 4
    base_value = res.details["charged"]
    expected = base_value * 4 if res.details["won"] else -8 * base_value
    assert res.settlement[0] == expected


def test_no_kontra_when_no_opponent_bid():
    st = declare(do(auction(hand(SKAT2, kontra_rules()), "pass, pass, bid 18"), "hand"),
                 "grand", None, "hand")
    assert st.phase == "play"


def test_kontra_pass_goes_on_to_the_next_eligible_opponent():
    # Middlehand bids, Forehand holds, Rearhand takes it over: both opponents took part.
    st = auction(hand(SKAT2, kontra_rules()), "bid 18, hold, pass, bid 20, pass")
    assert st.declarer == 2
    st = declare(do(st, "hand"), "grand", None, "hand")
    assert st.to_move == 0
    st = do(st, "pass")
    assert st.to_move == 1
    with pytest.raises(IllegalAction) as e:
        do(st, "double", kind="re")
    assert e.value.reason == "double_out_of_turn"
    st = do(st, "pass")
    assert st.phase == "play" and st.doublings == ()


def test_declarer_knows_the_skat_he_took_up():
    st = do(auction(hand(SKAT1), M_AT_22), "pick")
    assert st.observation(1).public["skat"] == tuple(sorted(parse_cards("QC 7S")))
    assert "skat" not in st.observation(0).public
    st = do(st, "discard", cards="10S 7D")
    assert st.observation(1).public["discards"] == (parse_card("10S"), parse_card("7D"))
    assert "discards" not in st.observation(2).public


def test_without_the_refusal_any_suit_or_grand_game_may_be_declared():
    r = rules(refuse_unreachable=False)
    st = do(do(auction(hand(SKAT1, r), M_AT_60), "pick"), "discard", cards="10S 7D")
    assert declarations(st) == {game("suit", s) for s in "DHSC"} | {game("grand")}
    res = finish(declare(st, "suit", "H")).result()  # at most 50: lost as overbid at 6 x 10
    assert res.details["overbid"] and res.details["charged"] == 60
    assert res.settlement[1] == -120
