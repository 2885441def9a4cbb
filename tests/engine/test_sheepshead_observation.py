"""What a seat may see (SPEC §0.7 item 1): the blind and the bury stay hidden, the partner stays
hidden until revealed by play or by a re-crack, a secretly alone picker stays secret; at the end
everything is shown."""

import json

from stich.engine.actions import Action
from stich.engine.cards import card_str, mask_of, parse_cards
from stich.engine.record import load_record, make_record

from .sheepshead_helpers import bury, declare, do, pass_round, pick_at, play, start, table


def blind_hand():
    return table({0: "QH JS 9D AH 10H 7S", 1: "QC QS JC AD 10C 7H", 3: "JD KD 7D AS 10S 8C"},
                 blind="KC 9S")


def test_blind_is_hidden_and_goes_to_the_picker():
    st = blind_hand()
    blind = mask_of(parse_cards("KC 9S"))
    for seat in range(5):
        assert not st.observation(seat).hand & blind
    st = pick_at(st, 1)
    assert st.observation(1).hand & blind == blind
    for seat in (0, 2, 3, 4):
        obs = st.observation(seat)
        assert not obs.hand & blind and blind not in obs.known.values()


def test_bury_is_hidden_from_the_others():
    st = bury(pick_at(blind_hand(), 1), "10C KC")
    mine = st.observation(1).history[-1]
    assert mine == Action(1, "discard", cards=tuple(sorted(parse_cards("10C KC"))))
    for seat in (0, 2, 3, 4):
        seen = st.observation(seat).history[-1]
        assert seen == Action(1, "discard")
    assert st.set_aside() == mask_of(parse_cards("10C KC"))


def _swap(hands, a_seat, a_card, b_seat, b_card):
    hs = [h.split() for h in hands]
    hs[a_seat][hs[a_seat].index(a_card)] = b_card
    hs[b_seat][hs[b_seat].index(b_card)] = a_card
    return [" ".join(h) for h in hs]


SH1 = ["QH JS 9D AH 10H 7S", "QC QS JC AD 10C 7H", "QD 10D 8D AC 9C KS",
       "JD KD 7D AS 10S 8C", "JH 9H 8H KH 8S 7C"]


def _replay(hands, actions, **kw):
    st = start(*hands, blind="KC 9S", **kw)
    for a in actions:
        st = st.apply(a)
    return st


def _setup_actions(st):
    st = do(st, "pass")
    st = do(st, "pick")
    st = bury(st, "10C KC")
    if st.phase == "call":
        st = declare(st)
    return pass_round(st)


def test_jd_partner_is_hidden_until_jd_is_played():
    """Two deals differing only in who holds J♦ look the same to everyone but those two."""
    real = _setup_actions(start(*SH1, blind="KC 9S"))
    other = _swap(SH1, 3, "JD", 4, "JH")
    alt = _replay(other, real.history())
    assert real.partner == 3 and alt.partner == 4
    for seat in (0, 1, 2):
        assert real.observation(seat) == alt.observation(seat)
        assert real.observation(seat).partners == ()
    assert real.observation(3).partners == (3,)
    assert not real.contract.has("alone")


def test_jd_partner_revealed_by_playing_jd():
    st = _setup_actions(start(*SH1, blind="KC 9S"))
    st = play(st, "AH 7H 9C 7D 8H KD JH 9D JC QD AC 8C 7C 10H QS QC 8D")
    assert st.observation(0).partners == ()
    st = play(st, "JD")
    for seat in range(5):
        assert st.observation(seat).partners == (3,)
        assert st.observation(seat).public["partner"] == 3


def test_secretly_alone_picker_looks_like_any_picker():
    alone = _swap(SH1, 3, "JD", 1, "7H")  # the picker holds J♦
    real = _setup_actions(start(*alone, blind="KC 9S"))
    assert real.alone
    partnered = _replay(SH1, real.history())
    assert not partnered.alone
    for seat in (0, 2, 4):
        assert real.observation(seat) == partnered.observation(seat)
        assert not real.observation(seat).public["alone"]


def test_picker_playing_jd_shows_he_is_alone():
    alone = _swap(SH1, 3, "JD", 1, "7H")
    st = _setup_actions(start(*alone, blind="KC 9S"))
    st = play(st, "AH")
    st = play(st, "JD")
    assert st.contract.has("alone") and st.observation(0).public["alone"]


SH2 = ["QC JC AD 8D AC 9H", "QS 10D 7D KC 9C 7H", "QD JH KD 9D KS 8H",
       "QH JS AH KH 8S 8C", "JD AS 10S 9S 10C 7S"]


def test_called_ace_partner_is_hidden_until_the_ace_falls():
    def setup(hands):
        st = start(*hands, blind="7C 10H", preset="called-ace")
        st = do(do(do(st, "pass"), "pass"), "pick")
        st = do(bury(st, "10H 7C"), "call", card="AS")
        return pass_round(st)
    real = setup(SH2)
    other = _swap(SH2, 4, "AS", 3, "8S")
    alt = start(*other, blind="7C 10H", preset="called-ace")
    for a in real.history():
        alt = alt.apply(a)
    assert real.partner == 4 and alt.partner == 3
    for seat in (0, 1, 2):
        assert real.observation(seat) == alt.observation(seat)
    st = play(real, "AC 9C 9D 8C 10C KS 8S")
    assert st.observation(0).partners == ()
    st = play(st, "AS")
    assert st.observation(0).partners == (4,)


def test_everything_is_shown_at_the_end():
    from .test_sheepshead_examples import sh1
    st = sh1()
    obs = st.observation(0)
    assert obs.result is not None and obs.partners == (3,)
    assert any(a.type == "discard" and a.cards for a in obs.history)
    assert obs.result.details["bury"] == ["10C", "KC"]


def test_observation_legal_actions_only_for_the_seat_to_move():
    st = blind_hand()
    assert st.observation(0).legal == tuple(st.legal_actions())
    assert st.observation(1).legal == ()


# ------------------------------------------------------------------ records
def test_record_round_trip_with_under_card_and_doublers():
    st = table({0: "AH 10H KH 7C 8C 9C", 1: "QC QS QH QD JD 9D"}, blind="7D 8D",
               preset="called-ace", unknown_call=True, all_pass="DOUBLER",
               context={"doublers": 2})
    st = bury(pick_at(st, 1), "7D 8D")
    st = do(st, "call", card="AH", kind="unknown", cards="QD")
    st = pass_round(st)
    while not st.is_terminal:
        st = st.apply(st.legal_actions()[0])
    rec = json.loads(json.dumps(make_record(st)))
    assert rec["context"] == {"doublers": 2}
    call = next(a for a in rec["actions"] if a["type"] == "call")
    assert call == {"seat": 1, "type": "call", "card": "AH", "cards": ["QD"], "kind": "unknown"}
    assert rec["result"]["details"]["under"] == "QD"
    assert rec["result"]["carry"] == {"doublers": 1}
    again = load_record(rec).final
    assert again.result().to_json("french") == st.result().to_json("french")


def test_record_with_a_wrong_settlement_is_refused():
    import pytest

    from stich.engine.errors import InvalidRecord

    from .test_sheepshead_examples import sh1
    rec = json.loads(json.dumps(make_record(sh1())))
    rec["result"] = {"settlement": [-1, 2, -1, 1, -1]}
    load_record(rec)
    rec["result"] = {"settlement": [-1, 4, -1, 1, -1]}
    with pytest.raises(InvalidRecord):
        load_record(rec)


def test_bury_in_any_order_is_accepted_and_stored_canonically():
    st = pick_at(blind_hand(), 1)
    a = do(st, "discard", cards="KC 10C")
    b = do(st, "discard", cards="10C KC")
    assert a.history() == b.history()
    assert [card_str(c) for c in a.history()[-1].cards] == ["10C", "KC"]
