"""The last trick's title names who won it in words that fit: a trick the player won says
"you" in the language's own grammar ("von dir gemacht", "ganada por ti"), not the player's
seat name dropped into the sentence ("gemacht von Du", "ganada por Tú")."""

from __future__ import annotations

import pytest

from stich.ui.translations import switch_language

from .helpers import make_window, take_turn, wait_for_player

TITLES = {
    # language: (the newest trick, by the player; by another seat; an older one, by the
    # player; by another seat)
    "en": ("Last trick, won by you", "Last trick, won by {}", "Your last trick",
           "The last trick won by {}"),
    "de": ("Letzter Stich, von dir gemacht", "Letzter Stich, gemacht von {}",
           "Dein letzter Stich", "Letzter Stich von {}"),
    "es": ("Última baza, ganada por ti", "Última baza, ganada por {}", "Tu última baza",
           "Última baza ganada por {}"),
}


def _both_won(qtbot, window):
    """Play on until the player and another seat have each won a trick."""
    for _ in range(120):
        wait_for_player(qtbot, window)
        snap = window.view.table.displayed
        assert not snap.done, "the hand ended before both had won a trick"
        winners = {t.winner for t in snap.tricks}
        if snap.human in winners and winners - {snap.human}:
            return snap
        take_turn(qtbot, window)
    raise AssertionError("the player never won a trick")


@pytest.mark.parametrize("seed", [3, 5])
def test_the_title_says_you_for_the_players_own_trick(qtbot, seed):
    window = make_window(qtbot, "schafkopf", seed=seed)
    snap = _both_won(qtbot, window)
    me = snap.human
    other = next(t.winner for t in reversed(snap.tricks) if t.winner != me)
    newest_mine = snap.tricks[-1].winner == me
    panel = window.view.last_trick
    width = window.view.table.geom.trick_w
    for lang, (mine_new, other_new, mine_old, other_old) in TITLES.items():
        switch_language(lang, remember=False)
        # the newest trick, whoever won it
        assert panel.show_for(snap, width, None, force=True)
        name = snap.name(snap.tricks[-1].winner)
        assert panel.title.text() == (mine_new if newest_mine else other_new.format(name))
        # the last trick of the player and of another seat (a click on that seat's pile)
        for seat, new, old in ((me, mine_new, mine_old), (other, other_new, other_old)):
            assert panel.show_for(snap, width, seat, force=True)
            newest = snap.tricks[-1].winner == seat
            expected = new if newest else old
            assert panel.title.text() == expected.format(snap.name(seat))
