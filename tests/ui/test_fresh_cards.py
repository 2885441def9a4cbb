"""The cards the player takes up from the cat (Klørsjavs), the skat (Skat, 3-handed Sjavs) or
the blind (Sheepshead) carry a tab on their top edge until the exchange is over, so that the
player can tell which cards are new; the cards dealt to the player carry none."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt

from stich.ui import labels
from stich.ui.card_item import TAB_H
from stich.ui.scene_layout import discard_choices, pile_cards

from .helpers import click_card, make_window, settled, wait_for_player


def _bold_turn(qtbot, window) -> None:
    """A decision as the player, trying to become the declarer: the first panel button that
    is not the default pass nor a concession; a discard: the first choice; a card: the first."""
    snap = window.view.table.displayed
    choices = discard_choices(snap.legal)
    if choices:
        for c in choices[0]:
            click_card(qtbot, window, c)
        qtbot.mouseClick(window.view.panel._confirm, Qt.MouseButton.LeftButton)
        return
    plays = [a.card for a in snap.legal if a.type == "play"]
    if plays:
        click_card(qtbot, window, plays[0])
        return
    live = [b for b in window.view.panel.buttons if b.isVisible() and b.isEnabled()]
    concede = labels.action_type("concede", snap.game, snap.phase)
    hand = labels.action_type("hand", snap.game, snap.phase)
    bold = [b for b in live if not b.isDefault() and b.text() not in (concede, hand)]
    qtbot.mouseClick((bold or [b for b in live if b.text() != concede] or live)[0],
                     Qt.MouseButton.LeftButton)


def _marked(window) -> set[int]:
    table = window.view.table
    return {c for c in table.hand_cards() if getattr(table.items_by_key[("c", c)], "fresh", False)}


def _run(qtbot, game: str, seed: int, preset: str = "", players: int = 0):
    """Play as the player up to the end of the hand; yield (the snapshot, the marked cards,
    the cards not dealt to the player) at every settled turn of the player."""
    window = make_window(qtbot, game, seed, preset=preset, players=players)
    seen = []
    for _ in range(200):
        wait_for_player(qtbot, window, timeout=30000)
        snap = window.view.table.displayed
        state = window.controller.state
        new = set(snap.hands[snap.viewer]) - {
            c for c in range(64) if state.setup.dealt[snap.viewer] >> c & 1}
        seen.append((snap, _marked(window), new))
        if snap.done:
            break
        _bold_turn(qtbot, window)
    return window, seen


# (game, preset, players, seed, the phase in which the player decides with the new cards in
# hand): seeds in which the player (bidding boldly) takes the cat, the skat or the blind
CASES = [
    ("klorsjavs", "", 0, 0, "concede"),  # blind: lay 2 away, take the cat, concede or play on
    ("klorsjavs", "look_first", 0, 3, "discard"),  # take the cat, then lay 2 away
    ("skat", "", 0, 0, "discard"),
    ("sheepshead", "", 0, 0, "bury"),
]


@pytest.mark.parametrize(("game", "preset", "players", "seed", "phase"), CASES,
                         ids=[f"{g}-{p or 'default'}" for g, p, _n, _s, _ph in CASES])
def test_cards_taken_up_are_marked_until_the_exchange_is_over(qtbot, game, preset, players,
                                                              seed, phase):
    window, seen = _run(qtbot, game, seed, preset, players)
    during = [(marked, new) for snap, marked, new in seen if snap.phase == phase and new]
    assert during, f"the player never decided with new cards in the {phase} phase"
    for marked, new in during:
        assert len(new) == 2
        assert marked == new  # the two new cards, and none of the cards dealt
    item = window.view.table.items_by_key[("c", min(during[0][1]))]
    # over once the cards are laid away (Klørsjavs' blind exchange: once the player has played
    # its first card)
    last = "play" if phase == "concede" else phase
    end = next(i for i, (snap, _m, _n) in enumerate(seen) if snap.phase == last)
    over = [marked for _snap, marked, _new in seen[end + 1:]]
    assert over and not any(over), over
    assert not getattr(item, "fresh", False)


def test_a_blind_exchange_marks_the_new_card_until_the_first_card_is_played(qtbot):
    # 3-handed Sjavs: the declarer lays away first and gets the skat's card(s); nothing is
    # decided before play, so the mark lasts to the player's first card
    _window, seen = _run(qtbot, "sjavs", 2, players=3)
    first = next(i for i, (snap, _m, new) in enumerate(seen) if new)
    assert seen[first][0].phase == "play" and seen[first][1] == seen[first][2] == {32}
    assert not any(marked for _snap, marked, _new in seen[first + 1:])


def test_the_tooltip_and_the_keyboard_say_where_a_new_card_came_from(qtbot):
    # seed 0: the player takes the cat; at the concession question, a new card's tooltip
    window = make_window(qtbot, "klorsjavs", 0)
    for _ in range(50):
        wait_for_player(qtbot, window, timeout=30000)
        if window.view.table.displayed.phase == "concede":
            break
        _bold_turn(qtbot, window)
    table = window.view.table
    assert settled(window) and table.displayed.phase == "concede"
    new = sorted(_marked(window))
    assert new
    item = table.items_by_key[("c", new[0])]
    assert item.toolTip().endswith("Taken up from the cat")
    table.focus_card = new[0]
    assert table.describe_focus().endswith("Taken up from the cat")
    dealt = next(c for c in table.hand_cards() if c not in new)
    assert "cat" not in table.items_by_key[("c", dealt)].toolTip()


def _tab_in_view(window, card: int) -> QRectF:
    """The tab of ``card`` as painted (lifted with the card), in the view's coordinates."""
    view = window.view
    item = view.table.items_by_key[("c", card)]
    w, h = item.width, item.height
    tab = QRectF(-w / 2 + w * 0.05, -h / 2 - item.lift() - h * TAB_H, w * 0.3, h * TAB_H + 2)
    return QRectF(view.mapFromScene(item.mapToScene(tab)).boundingRect())


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)], ids=["1280x800", "1024x700"])
@pytest.mark.parametrize(("game", "preset", "seed", "phase"), [
    ("skat", "", 0, "discard"), ("sheepshead", "", 0, "bury"),
    ("klorsjavs", "look_first", 3, "discard")], ids=["skat", "sheepshead", "klorsjavs"])
def test_a_chosen_new_card_shows_its_whole_tab(qtbot, game, preset, seed, phase, size):
    # a new card chosen to lay away stands high: its tab was half under the decision panel
    window = make_window(qtbot, game, seed, preset=preset)
    window.resize(*size)
    for _ in range(60):
        wait_for_player(qtbot, window, timeout=30000)
        if window.view.table.displayed.phase == phase:
            break
        _bold_turn(qtbot, window)
    view = window.view
    assert view.table.displayed.phase == phase and view.panel.isVisible()
    new = sorted(_marked(window))
    assert len(new) == 2
    for c in new:
        click_card(qtbot, window, c)
    assert view.table.selection == set(new)
    viewport = QRectF(view.viewport().rect())
    panel = QRectF(view.panel.geometry())
    for c in new:
        tab = _tab_in_view(window, c)
        assert viewport.contains(tab), (c, tab)
        assert not tab.intersects(panel), (c, tab, panel)


def test_two_player_sjavs_marks_no_card(qtbot):
    # nothing is taken up in two-player Sjavs: a face-down card that turns up on the player's
    # row was dealt to the player, and carries no tab (it is told by where it lies)
    _window, seen = _run(qtbot, "sjavs", 3, players=2)
    assert len(seen) > 8 and seen[-1][0].done
    assert not any(marked or snap.fresh for snap, marked, _new in seen)
    rows = {c for snap, _m, _n in seen for c in pile_cards(snap, snap.viewer)}
    assert rows  # the player's face-up pile cards were looked at too
