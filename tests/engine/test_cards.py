"""Card identities and notation (SPEC §0.3): one card, a French and a German face."""

import pytest

from stich.engine.cards import (
    DECK_24,
    DECK_32,
    DECK_KLOR_18,
    DECK_KLOR_20,
    POINTS,
    CardParseError,
    card_str,
    parse_card,
    parse_suit,
    points_of,
)


def test_one_identity_two_faces():
    assert parse_card("QC") == parse_card("EO")      # Eichel-Ober is the queen of clubs
    assert parse_card("JS") == parse_card("GU")      # Gras-Unter, jack of spades
    assert parse_card("AH") == parse_card("HA")      # Herz-Sau
    assert parse_card("10D") == parse_card("S10")    # Schellen-Zehn
    assert card_str(parse_card("EO"), "french") == "QC"
    assert card_str(parse_card("QC"), "german") == "EO"


def test_every_card_round_trips_in_both_notations():
    for c in DECK_32 + DECK_KLOR_20:
        assert parse_card(card_str(c)) == c
        assert parse_card(card_str(c, "german")) == c


@pytest.mark.parametrize("bad", ["", "1C", "QX", "ZZ", "10", "EOO", None, 3])
def test_bad_card_text_is_a_clear_error(bad):
    with pytest.raises(CardParseError):
        parse_card(bad)


def test_suits_in_each_pattern():
    assert parse_suit("C") == parse_suit("E", "german") == 0
    assert parse_suit("S") == 1 and parse_suit("S", "german") == 3  # spades vs Schellen
    with pytest.raises(CardParseError):
        parse_suit("E")


def test_deck_sizes_and_points():
    assert (len(DECK_32), len(DECK_24), len(DECK_KLOR_20), len(DECK_KLOR_18)) == (32, 24, 20, 18)
    assert sum(POINTS[c] for c in DECK_32) == 120
    assert sum(POINTS[c] for c in DECK_KLOR_20) == 120   # the 5 counts 10
    assert sum(POINTS[c] for c in DECK_KLOR_18) == 114   # without the red queens
    assert points_of(sum(1 << c for c in DECK_24)) == 120
