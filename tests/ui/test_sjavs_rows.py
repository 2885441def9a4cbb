"""Two-player Sjavs: each seat's four piles lie on the table, and the player's face-up pile cards
are played like hand cards (click, keyboard, drag), legal or not exactly as the engine says."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from stich.engine.game import get_game
from stich.ui.scene_layout import pile_cards, player_hand_order

from .helpers import click_card, make_window, settled, take_turn, wait_for_player
from .test_drag_and_settings import drag

SEAT = 0  # the player


def played_seed() -> int:
    """A seed whose first hand is bid and played (not thrown in) when the player always takes
    the first decision the panel offers."""
    g = get_game("sjavs")
    rules = g.rules()
    from stich.engine.match import Match

    for seed in range(1, 40):
        st = Match(g, rules, 2, seed=seed).start_hand()
        while st.phase in ("bid", "declare"):
            st = st.apply(st.legal_actions()[0])
        if st.phase == "play":
            return seed
    raise AssertionError("no seed gives a played hand")


def check_table(window) -> None:
    """The scene draws the engine's rows: covered piles have their face-down card, the face-up
    cards lie on the piles (not in the hand), the hand fan holds only the hand cards, and the
    player's pile cards are playable or dimmed as the engine's legal actions say."""
    table = window.view.table
    state = window.controller.state
    snap = table.displayed
    items = table.items_by_key
    legal = {a.card for a in state.legal_actions() if a.type == "play"} \
        if state.to_move == SEAT and state.phase == "play" else set()
    for seat in (0, 1):
        dealt = state.deal.hands[seat]
        for i in range(4):
            covered = bool(state.down[seat] >> dealt[i] & 1)
            assert (("d", seat, i) in items) == covered
            if covered:
                assert not items[("d", seat, i)].face_up and items[("d", seat, i)].toolTip()
        faces = pile_cards(snap, seat)
        assert sum(1 << c for c in faces) == state.up[seat]
        for c in faces:
            item = items[("c", c)]
            assert item.face_up
            if seat == SEAT and legal:
                assert item.playable == (c in legal) and item.dimmed == (c not in legal)
                assert item.interactive
            elif seat != SEAT:
                assert not item.interactive
    hand = player_hand_order(snap)
    assert sum(1 << c for c in hand) == state.hands[SEAT]
    # the rows lie between the hands and the trick
    geom = table.geom
    bottom_row, top_row = geom.row_y[SEAT], geom.row_y[1 - SEAT]
    assert top_row < geom.centre[1] < bottom_row < geom.seats[SEAT].hand[1]
    for c in hand:
        assert items[("c", c)].pos().y() > bottom_row


def test_a_two_player_hand_played_with_pile_cards(qtbot):
    window = make_window(qtbot, "sjavs", played_seed(), players=2)
    view = window.view
    ways = ["click", "keyboard", "drag"]
    pile_plays: list[str] = []
    refused = False
    turned = 0
    while True:
        wait_for_player(qtbot, window)
        snap = view.table.displayed
        state = window.controller.state
        check_table(window)
        if snap.done:
            break
        turned = max(turned, sum(1 for s in (0, 1) for cov in snap.public["covered"][s]
                                 if not cov))
        legal = [a.card for a in snap.legal if a.type == "play"]
        mine = [c for c in pile_cards(snap, SEAT) if c in legal]
        illegal = [c for c in pile_cards(snap, SEAT) if legal and c not in legal]
        if illegal and not refused:
            # an illegal pile card is refused with the reason, like a hand card
            before = len(state.history())
            click_card(qtbot, window, illegal[0])
            assert len(window.controller.state.history()) == before
            assert view.toast.text()
            refused = True
        if not mine:
            take_turn(qtbot, window)
            continue
        card = mine[0]
        way = ways[len(pile_plays) % len(ways)]
        if way == "click":
            click_card(qtbot, window, card)
        elif way == "keyboard":
            view.setFocus()
            for _ in range(len(view.table.hand_cards()) + 1):
                if view.table.focus_card == card:
                    break
                qtbot.keyClick(view, Qt.Key.Key_Right)
            assert view.table.focus_card == card
            assert "(on the table)" in view.table.describe_focus()
            qtbot.keyClick(view, Qt.Key.Key_Return)
        else:
            item = view.table.items_by_key[("c", card)]
            start = view.mapFromScene(item.mapToScene(0, item.height * 0.25))
            cx, cy = view.table.geom.centre
            drag(view, start, view.mapFromScene(QPointF(cx, cy)))
        qtbot.waitUntil(lambda c=card: any(a.card == c for a in window.controller.state
                                           .history()), timeout=5000)
        pile_plays.append(way)
    assert set(pile_plays) == set(ways), pile_plays
    assert turned > 0  # face-down cards were turned up on the way
    qtbot.waitUntil(lambda: settled(window), timeout=5000)
    final = window.controller.rows[-1].result
    assert len(final.tricks) == 16


def test_the_turned_card_flips_in_place_at_the_trick_end(qtbot):
    """At normal speed: while the completed trick is held, the pile keeps its face-down card;
    when the trick is collected that same item turns face up where it lay."""
    window = make_window(qtbot, "sjavs", played_seed(), players=2, speed="normal")
    view = window.view
    table = view.table
    for _ in range(200):
        wait_for_player(qtbot, window, timeout=20000)
        snap = table.displayed
        assert not snap.done, "the player never completed a trick with a pile card"
        legal = [a.card for a in snap.legal if a.type == "play"]
        mine = [c for c, covered in snap.public["piles"][SEAT] if covered and c in legal]
        if snap.trick and mine:
            break
        take_turn(qtbot, window)
    card = mine[0]
    pile = next(i for i, (c, _) in enumerate(snap.public["piles"][SEAT]) if c == card)
    below = window.controller.state.deal.hands[SEAT][pile]
    down = table.items_by_key[("d", SEAT, pile)]
    where = down.pos()
    click_card(qtbot, window, card)
    # the trick is held in the middle: the face-down card still lies there
    qtbot.waitUntil(lambda: table._pause.isActive(), timeout=5000)
    assert table.items_by_key.get(("d", SEAT, pile)) is down and not down.face_up
    qtbot.waitUntil(lambda: ("c", below) in table.items_by_key, timeout=5000)
    turned = table.items_by_key[("c", below)]
    assert turned.face_up and (turned.pos() - where).manhattanLength() < 1.0
    assert ("d", SEAT, pile) not in table.items_by_key
