"""What the decision panel and the status line say a choice is, in the game's own words (found
walking through every game as a new player, session 13):

* Klørsjavs' cat and the Sjavs exchange: the prompt said only "Choose 2 cards in your hand, then
  confirm." (the generic discard prompt came first), not that the cards go to the cat, nor that
  the player may also play without it or concede.
* Sheepshead with the Jack of Diamonds as the partner: "Call a partner, or go alone." with a
  "Picker's game" button, though there is nothing to call; now the jack is named.
* Sheepshead, called ace: the game read "Picker's game in spades", as if spades were trumps; it
  is the called card's suit: "Picker's game with the Ace of spades".
* Faroese Sjavs, a hand that cannot beat the standing bid: "Your turn: Bidding" over a lone Pass.
* Skat's first bid: "Bid a higher game, or pass.", where Skat bids numbers from 18.
* Klørsjavs: "Your turn: Bidding" over a lone Pass when Strøget tout was bid; and taking the
  cat to look first, only "Choose 2 cards" beside a Concede button.
"""

from __future__ import annotations

import pytest

from stich.engine.actions import Contract
from stich.engine.cards import HEARTS, SPADES
from stich.ui import labels
from stich.ui.translations import switch_language

from .helpers import enabled_buttons, make_window, take_turn, wait_for_player


@pytest.fixture
def english():
    switch_language("en", remember=False)
    yield
    switch_language("en", remember=False)


def _to_phase(qtbot, window, phase: str):
    """Play as the tests' player does (the first choice) until the player decides in
    ``phase``; the snapshot then."""
    for _ in range(60):
        wait_for_player(qtbot, window)
        snap = window.view.table.displayed
        assert not snap.done, f"the hand ended before the player's {phase}"
        if snap.phase == phase:
            return snap
        take_turn(qtbot, window)
    raise AssertionError(f"no {phase}")


def test_the_cat_prompt_says_what_the_cards_are_for(qtbot, english):
    window = make_window(qtbot, "klorsjavs", 7, preset="flyvesjavs")
    _to_phase(qtbot, window, "cat")
    prompt = window.view.panel.prompt.text()
    assert prompt == ("The cat: choose 2 cards to lay away and take it, play without it, or "
                      "concede."), prompt


def test_the_sjavs_exchange_prompt_says_what_the_cards_are_for(qtbot, english):
    window = make_window(qtbot, "sjavs", 2, players=3)
    _to_phase(qtbot, window, "exchange")
    assert window.view.panel.prompt.text() == \
        "Exchange 1 or 2 cards blind with the skat, or keep your cards."


def test_the_jack_of_diamonds_partner_is_named_not_called(qtbot, english):
    window = make_window(qtbot, "sheepshead", 7, preset="tavern")
    _to_phase(qtbot, window, "call")
    panel = window.view.panel
    assert panel.prompt.text() == "Play with the Jack of Diamonds as your partner, or go alone?"
    assert [b.text() for b in enabled_buttons(window)] == [
        "Jack of Diamonds partner", "Picker's game alone"]


def test_a_picker_holding_the_jack_of_diamonds_is_told_he_plays_alone(qtbot, english):
    """Seed 0: the player picks holding the J♦. The panel said "Call a partner, or go alone."
    over "Picker's game", though nothing can be called and the picker's game is alone too
    (SPEC §2.4): the choice is only whether to say so. The status line said "Picker's game —
    You" before that choice; it says who picked and what is being chosen."""
    from stich.ui.decision_panel import JACK_OF_DIAMONDS

    window = make_window(qtbot, "sheepshead", 0, preset="tavern")
    snap = _to_phase(qtbot, window, "call")
    assert JACK_OF_DIAMONDS in snap.hands[snap.human]
    assert window.view.panel.prompt.text() == (
        "You hold the Jack of Diamonds, so you play alone: say so, or keep it to yourself?")
    assert [b.text() for b in enabled_buttons(window)] == [
        "Alone, unannounced", "Picker's game alone"]
    assert window.status_line.game.text() == "Sheepshead, hand 1 · Picker: You · Partner or alone"
    switch_language("de", remember=False)
    qtbot.waitUntil(lambda: window.view.panel.prompt.text().startswith("Du hast den Karo"))
    assert window.status_line.game.text() == \
        "Sheepshead, Spiel 1 · Aufnehmer: Du · Partner oder allein"
    switch_language("en", remember=False)
    take_turn(qtbot, window)  # alone, unannounced: the others see a picker's game
    wait_for_player(qtbot, window)
    assert window.status_line.game.text().startswith("Sheepshead, hand 1 · Picker's game — You")


def test_a_called_ace_game_reads_as_the_call_not_as_trumps(english):
    ace = Contract("picker", SPADES)
    assert labels.contract_name(ace, "french") == "Picker's game with the Ace of spades"
    assert labels.contract_name(Contract("picker", HEARTS, frozenset({"call_up"})), "french") \
        == "Picker's game with the Jack of hearts"
    assert labels.contract_name(Contract("picker", HEARTS, frozenset({"ten"})), "french") \
        == "Picker's game with the Ten of hearts"
    assert labels.contract_name(Contract("picker", SPADES, frozenset({"unknown"})),
                                "french") == "Picker's game with the Ace of spades unknown call"
    switch_language("de", remember=False)
    assert labels.contract_name(ace, "french") == "Aufnehmerspiel, Pik-Ass gerufen"
    switch_language("es", remember=False)
    assert labels.contract_name(ace, "french") == \
        "Juego del tomador (carta llamada: As de picas)"


def test_a_sjavs_hand_that_cannot_bid_is_told_why_it_passes(qtbot, english):
    window = make_window(qtbot, "sjavs", 7, players=3)
    snap = _to_phase(qtbot, window, "bid")
    assert {a.type for a in snap.legal} == {"pass"}
    assert window.view.panel.prompt.text() == "Your cards do not beat the standing bid: pass."


def test_a_seats_payment_line_is_signed_like_the_settlement(english):
    """Sheepshead's scoring listed "Picker: You −8" above "Defender: Anna 4": what a seat
    receives reads "+4", as in the settlement below it; a size stays unsigned."""
    names = ["You", "Anna", "Ben", "Clara", "David"]
    assert labels.result_line({"item": "defender", "seat": 1, "amount": 4}, names) == (
        "Defender: Anna", "+4")
    assert labels.result_line({"item": "picker", "seat": 0, "amount": -8}, names)[1] == "−8"
    assert labels.result_line({"item": "per_defender", "amount": 4}, names)[1] == "4"


def test_skats_first_bid_asks_for_a_number(qtbot, english):
    """Skat's first bid said "Bid a higher game, or pass." (Schafkopf's words): Skat bids
    numbers, from 18."""
    window = make_window(qtbot, "skat", 7, players=3)
    snap = _to_phase(qtbot, window, "bid")
    assert not snap.public.get("bid")
    assert window.view.panel.prompt.text() == "Bid 18 or more, or pass."


def test_klorsjavs_says_why_only_pass_is_left_and_what_the_cat_cards_are_for(qtbot, english):
    window = make_window(qtbot, "klorsjavs", 1, preset="tens")
    snap = _to_phase(qtbot, window, "bid")
    assert {a.type for a in snap.legal} == {"pass"}
    assert window.view.panel.prompt.text() == "No higher game is left to bid: pass."
    window = make_window(qtbot, "klorsjavs", 1, preset="look_first")
    _to_phase(qtbot, window, "discard")
    assert window.view.panel.prompt.text() == "Lay 2 cards away for the cat, or concede."
