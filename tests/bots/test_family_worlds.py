"""The hard search's worlds for Sheepshead and Klørsjavs: every world agrees with what the seat
saw, and another picker's bury (another declarer's discards) is one a rule-based player makes,
not any two cards."""

from __future__ import annotations

import random

from stich.bots.generic import GenericView, contract_ranking
from stich.bots.klorsjavs import KlorsjavsWorlds
from stich.bots.sheepshead import TRUMP_MASK, SheepsheadWorlds
from stich.engine.cards import cards_of
from stich.engine.state import HandState
from stich.engine.variants.sheepshead.contracts import fail_mask

from .helpers import medium_positions


def _positions(game: str, preset: str, players: int, wanted, count: int) -> list[HandState]:
    """Play positions (medium in every seat) that ``wanted`` accepts."""
    return medium_positions(game, preset, players, 9000,
                            lambda st: st.phase == "play" and wanted(st), count)


def _played(st: HandState, seat: int) -> int:
    return sum(1 << a.card for a in st.history()
               if a.type == "play" and a.seat == seat and a.card is not None)


def _fail_cards(cards: int) -> int:
    return (cards & ~TRUMP_MASK).bit_count()


def test_sheepshead_worlds_bury_as_the_rules_do():
    def defender_after_a_trick(st: HandState) -> bool:
        picker = st.auction.picker
        return picker is not None and st.to_move != picker and len(st.tricks) >= 1

    checked = 0
    for preset in ("called-ace", "tavern"):
        for st in _positions("sheepshead", preset, 5, defender_after_a_trick, 6):
            me = st.to_move
            obs = st.observation(me)
            view = GenericView(obs)
            picker = st.auction.picker
            rng = random.Random(3)
            for _ in range(25):
                w = SheepsheadWorlds(rule_bury=1.0).world(obs, view, rng)
                assert w is not None
                assert w.observation(me) == obs  # the world agrees with all the seat saw
                bury = w.auction.bury
                played = _played(w, picker)
                eight = w.hands[picker] | bury | played
                free = eight & ~played
                called = obs.public.get("called")
                if called is not None and free & fail_mask(called // 9):
                    free &= ~(1 << max(cards_of(free & fail_mask(called // 9))))  # hold card
                if _fail_cards(free) >= 2:
                    assert not bury & TRUMP_MASK, "a rule-based picker buries fail cards"
                checked += 1
    assert checked >= 150


def test_klorsjavs_worlds_discard_as_the_rules_do():
    def defender_after_an_exchange(st: HandState) -> bool:
        d = st.auction.declarer
        return d is not None and st.to_move != d and st.auction.cat_taken

    checked = 0
    for preset in ("standard", "look_first"):
        for st in _positions("klorsjavs", preset, 3, defender_after_an_exchange, 6):
            me = st.to_move
            obs = st.observation(me)
            view = GenericView(obs)
            d = st.auction.declarer
            rk = contract_ranking("klorsjavs", obs.rules, obs.contract)
            assert rk is not None
            rng = random.Random(3)
            for _ in range(25):
                w = KlorsjavsWorlds(rule_discards=1.0).world(obs, view, rng)
                assert w is not None
                assert w.observation(me) == obs
                discards = w.auction.discards
                # the cards the declarer chose his discards from
                dealt = sum(1 << c for c in w.deal.hands[d])
                cards = dealt if preset == "standard" else w.hands[d] | _played(w, d) | discards
                if (cards & ~rk.trump_mask).bit_count() >= 2:
                    assert not discards & rk.trump_mask, "a rule-based declarer keeps trumps"
                checked += 1
    assert checked >= 150


def test_two_player_sjavs_worlds_put_every_seen_card_back_on_its_own_pile():
    """A 2-player world deals only the covered face-down cards and the other hand: every card
    the table has seen on a pile lies on that same pile in the world (a bot, like a person,
    remembers which pile a played card came from)."""
    from stich.bots.sjavs import SjavsWorlds

    def after_a_pile_was_played(st: HandState) -> bool:
        return len(st.tricks) >= 2 and any(not st.down[s] >> st.deal.hands[s][i] & 1
                                           for s in (0, 1) for i in range(4))

    checked = 0
    for preset in ("torshavn", "base_system"):
        for st in _positions("sjavs", preset, 2, after_a_pile_was_played, 8):
            me = st.to_move
            obs = st.observation(me)
            view = GenericView(obs)
            worlds = SjavsWorlds()
            rng = random.Random(5)
            for _ in range(5):
                w = worlds.world(obs, view, rng)
                assert w is not None
                for s in (0, 1):
                    real, dealt = st.deal.hands[s], w.deal.hands[s]
                    for i in range(4):
                        assert dealt[4 + i] == real[4 + i]
                        if not st.down[s] >> real[i] & 1:
                            assert dealt[i] == real[i]
                checked += 1
    assert checked >= 20
