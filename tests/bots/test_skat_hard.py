"""The hard Skat bot's decisions where the search should see what the rules miss."""

from __future__ import annotations

import random

import pytest

from stich.bots.skat.bot import SkatBot
from stich.engine.actions import Action
from stich.engine.cards import parse_cards
from stich.engine.game import get_game
from stich.engine.state import Deal

SKAT = get_game("skat")


def _deal(forehand: str, middlehand: str, rearhand: str, skat: str):
    """A hand of the ISkO rules with Forehand at seat 0 (the dealer is seat 2)."""
    deal = Deal(tuple(tuple(parse_cards(h)) for h in (forehand, middlehand, rearhand)),
                tuple(parse_cards(skat)))
    return SKAT.new_hand(SKAT.rules("isko"), players=3, dealer=2, deal=deal)


def _hard() -> SkatBot:
    # fixed sample counts instead of a clock (24 bidding worlds)
    return SkatBot("hard", samples=20, rollouts=40, bid_samples=240, deterministic=True)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_hard_bids_past_its_first_game_when_another_game_reaches_the_bid(seed):
    # Middlehand: clubs with one (24) is what it would play at 18 unless the skat brings a
    # jack; grand with one (48) also wins from here. Forehand has held 36: the hard bot goes on
    # to 40 (its grand reaches it) instead of counting the clubs game as overbid there.
    st = _deal("7C 10S KS 9S AH QH 7H KD QD 9D", "AC 10C KC JC 9C AS JH 9H JD 8D",
               "QC 8C QS JS 8S 7S 10H KH 8H 7D", "AD 10D")
    for v in (18, 20, 22, 23, 24, 27, 30, 33, 35, 36):
        st = st.apply(Action(1, "bid", value=v)).apply(Action(0, "hold"))
    assert st.to_move == 1 and st.phase == "bid"
    a = _hard().choose(st.observation(1), st.legal_actions(), random.Random(seed), 1.0)
    assert a.type == "bid" and a.value == 40
