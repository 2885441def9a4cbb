"""Schafkopf, SPEC §1: rankings, deal, auction, called ace, doubling, all-pass options."""


from stich.engine.actions import Contract
from stich.engine.cards import CLUBS, DECK_24, DECK_32, DIAMONDS, HEARTS, SPADES, parse_cards
from stich.engine.game import get_game
from stich.engine.variants.schafkopf.contracts import contract_ranking

from .helpers import act, deal_of

GAME = get_game("schafkopf")
E, G, H, S = CLUBS, SPADES, HEARTS, DIAMONDS


def cards(text):
    return tuple(parse_cards(text))


def order(kind, suit=None, short=False):
    r = contract_ranking(Contract(kind, suit), short)
    return r.trumps


def plain(kind, suit_letter, suit=None, short=False):
    """The plain cards of one German suit under a contract, high to low."""
    r = contract_ranking(Contract(kind, suit), short)
    s = "EGHS".index(suit_letter)
    ours = [c for c in range(36) if c // 9 == s and r.esuit[c] == s]
    ours = [c for c in ours if (c in DECK_24 if short else c in DECK_32)]
    return tuple(sorted(ours, key=lambda c: -r.strength[c]))


def mask(text):
    m = 0
    for c in parse_cards(text):
        m |= 1 << c
    return m


# ------------------------------------------------------------------ §1.3 rankings

def test_sauspiel_trumps_and_plain_order():
    assert order("sauspiel") == cards("EO GO HO SO EU GU HU SU HA H10 HK H9 H8 H7")
    assert plain("sauspiel", "E") == cards("EA E10 EK E9 E8 E7")


def test_wenz_puts_the_ober_between_king_and_nine():
    assert order("wenz") == cards("EU GU HU SU")
    assert plain("wenz", "H") == cards("HA H10 HK HO H9 H8 H7")


def test_farbsolo_trumps_its_suit_and_herz_is_plain():
    assert order("solo", CLUBS) == cards("EO GO HO SO EU GU HU SU EA E10 EK E9 E8 E7")
    assert plain("solo", "H", CLUBS) == cards("HA H10 HK H9 H8 H7")


def test_sie_has_only_ober_and_unter_as_trumps():
    assert order("sie") == cards("EO GO HO SO EU GU HU SU")
    assert plain("sie", "H") == cards("HA H10 HK H9 H8 H7")


def test_optional_contract_rankings():
    assert order("geier") == cards("EO GO HO SO")
    assert plain("geier", "G") == cards("GA G10 GK GU G9 G8 G7")
    assert order("farbgeier", SPADES) == cards("EO GO HO SO GA G10 GK GU G9 G8 G7")
    assert order("farbwenz", DIAMONDS) == cards("EU GU HU SU SA S10 SK SO S9 S8 S7")
    assert order("bettel") == ()
    assert plain("bettel", "E") == cards("EA EK EO EU E10 E9 E8 E7")


def test_short_pack_ranks_drop_the_eights_and_sevens():
    assert order("sauspiel", short=True) == cards("EO GO HO SO EU GU HU SU HA H10 HK H9")
    assert len(DECK_24) == 24


# ------------------------------------------------------------------ §1.2 deal

def test_deal_is_two_rounds_of_four_from_vorhand():
    deal = GAME.deal_cards(GAME.rules(), 4, 3, list(DECK_32))
    assert deal.hands[0] == DECK_32[0:4] + DECK_32[16:20]
    assert deal.hands[1] == DECK_32[4:8] + DECK_32[20:24]
    assert deal.hands[3] == DECK_32[12:16] + DECK_32[28:32]
    assert deal.extra == ()


def test_short_pack_deals_three_and_three():
    rules = GAME.rules("kurz")
    deal = GAME.deal_cards(rules, 4, 0, list(DECK_24))
    assert deal.hands[1] == DECK_24[0:3] + DECK_24[12:15]  # seat 1 is Vorhand when 0 deals
    st = GAME.new_hand(rules, dealer=0, seed=5)
    assert [h.bit_count() for h in st.hands] == [6, 6, 6, 6]


def test_same_seed_same_deal_and_vorhand_speaks_first():
    a = GAME.new_hand(GAME.rules(), dealer=1, seed=99)
    b = GAME.new_hand(GAME.rules(), dealer=1, seed=99)
    assert a.deal == b.deal
    assert a.to_move == 2


# ------------------------------------------------------------------ helpers

SK1 = ("SO HU H10 H8 E10 EK G7 SA", "EO GO EU GU HA HK GK E7",
       "SU H7 E9 E8 S10 SK S9 S8", "HO H9 EA GA G10 G9 G8 S7")


def new(hands=SK1, rules=None, dealer=3):
    return GAME.new_hand(rules or GAME.rules(), dealer=dealer, deal=deal_of(*hands))


def intents(st, *seats):
    for _ in range(4):
        st = act(st, "intent" if st.to_move in seats else "pass")
    return st


def declared(hands, seat, con, rules=None):
    st = intents(new(hands, rules), seat)
    st = act(st, "declare", contract=con)
    while st.phase == "double":
        st = act(st, "pass")
    return st


def bids(st):
    return [a.contract for a in st.legal_actions() if a.type == "bid"]


# ------------------------------------------------------------------ §1.4 auction

def test_intent_round_goes_once_round_from_vorhand():
    st = new(dealer=1)
    seen = []
    for _ in range(4):
        seen.append(st.to_move)
        st = act(st, "pass")
    assert seen == [2, 3, 0, 1]
    assert st.is_terminal and st.result().details["outcome"] == "thrown_in"


def test_a_solo_outranks_a_sauspiel_and_the_earlier_seat_wins_ties():
    # A (seat 0) and C (seat 2) both want to play; C, the last, states his class first.
    st = intents(new(), 0, 2)
    assert st.phase == "auction" and st.to_move == 2
    assert Contract("sauspiel") in bids(st) and Contract("solo") in bids(st)
    st = act(st, "bid", contract=Contract("wenz"))
    # A sits earlier, so an equal class is enough for him (Vorrang).
    assert st.to_move == 0 and Contract("wenz") in bids(st)
    assert Contract("sauspiel") not in bids(st)
    st = act(st, "bid", contract=Contract("wenz"))
    # The displaced C may come back, but now needs more than a Wenz.
    assert st.to_move == 2
    assert Contract("wenz") not in bids(st) and Contract("solo") in bids(st)
    st = act(st, "bid", contract=Contract("solo"))
    assert st.to_move == 0
    st = act(st, "pass")
    assert st.phase == "declare" and st.to_move == 2
    declares = [a.contract for a in st.legal_actions()]
    assert declares == [Contract("solo", x) for x in range(4)]


def test_a_later_seat_needs_a_higher_class():
    st = intents(new(), 1, 3)
    st = act(st, "bid", contract=Contract("sauspiel"))  # D, the dealer, bids first...
    st = act(st, "bid", contract=Contract("sauspiel"))  # ...B, earlier, takes it at the same
    assert st.to_move == 3
    assert Contract("sauspiel") not in bids(st) and Contract("wenz") in bids(st)


def test_herz_solo_has_no_priority_by_default_but_can_be_given_it():
    st = intents(new(), 0, 2)
    assert Contract("solo", HEARTS) not in bids(st)
    rules = GAME.rules(overrides={"herz_solo_priority": "HERZ_SOLO_FIRST"})
    st = intents(new(rules=rules), 0, 2)
    st = act(st, "bid", contract=Contract("solo"))
    assert Contract("solo", HEARTS) in bids(st)  # A may outbid a solo with a Herz-Solo
    st = act(st, "bid", contract=Contract("solo", HEARTS))
    st = act(st, "pass")
    assert [a.contract for a in st.legal_actions()] == [Contract("solo", HEARTS)]


def test_tout_forms_rank_above_every_plain_class_and_sie_highest():
    from stich.engine.variants.schafkopf.contracts import class_ranks
    ranks = class_ranks(GAME.rules("alles"))
    tout = Contract("farbgeier", None, frozenset({"tout"}))
    assert min(r for c, r in ranks.items() if c.has("tout")) > ranks[Contract("solo")]
    assert ranks[tout] < ranks[Contract("wenz", None, frozenset({"tout"}))]
    assert ranks[Contract("sie")] == max(ranks.values())
    assert ranks[Contract("sauspiel")] < ranks[Contract("bettel")] < ranks[Contract("farbgeier")]


def test_priority_table_is_configurable():
    rules = GAME.rules(overrides={"priority_table": ["sauspiel", "bettel", "farbgeier", "geier",
                                                     "farbwenz", "solo", "wenz"]})
    st = intents(new(rules=rules), 0, 2)
    st = act(st, "bid", contract=Contract("solo"))
    assert Contract("wenz") in bids(st)  # here a Wenz outranks a solo


def test_sie_needs_all_ober_and_unter():
    sie_hand = ("EO GO HO SO EU GU HU SU", "HA H10 HK H9 H8 H7 EA E10",
                "EK E9 E8 E7 GA G10 GK G9", "G8 G7 SA S10 SK S9 S8 S7")
    st = intents(new(sie_hand), 0)
    assert Contract("sie") in [a.contract for a in st.legal_actions()]
    st = intents(new(), 1)
    assert Contract("sie") not in [a.contract for a in st.legal_actions()]


def test_tout_may_need_three_runners():
    rules = GAME.rules("turnier")
    st = intents(new(rules=rules), 1)  # B holds EO GO EU GU: neither EO GO HO nor EU GU HU
    assert not [a for a in st.legal_actions() if a.contract.has("tout")]
    st = intents(new(rules=GAME.rules()), 1)
    assert [a for a in st.legal_actions() if a.contract.has("tout")]
    three = ("EO GO HO E7 G7 S7 H7 H8", "SO EU GU HU SU HA H10 HK",
             "H9 EA E10 EK E9 E8 GA G10", "GK G9 G8 SA S10 SK S9 S8")
    st = intents(new(three, rules), 0)
    touts = {a.contract.kind for a in st.legal_actions() if a.contract.has("tout")}
    assert touts == {"solo"}


def test_no_intent_without_a_game_the_hand_can_play():
    rules = GAME.rules(overrides={"contracts_enabled": ["sie"]})
    st = new(rules=rules)  # nobody holds all eight Ober and Unter
    assert [a.type for a in st.legal_actions()] == ["pass"]
    sie_hand = ("EO GO HO SO EU GU HU SU", "HA H10 HK H9 H8 H7 EA E10",
                "EK E9 E8 E7 GA G10 GK G9", "G8 G7 SA S10 SK S9 S8 S7")
    st = new(sie_hand, rules)
    assert [a.type for a in st.legal_actions()] == ["pass", "intent"]
