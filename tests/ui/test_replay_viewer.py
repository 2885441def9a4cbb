"""The replay viewer shows a two-player Sjavs hand as the table does: each seat's four piles
(a face-down card, the face-up card on it) at the end of its own row. They were drawn in the
row of the trick, both seats' cards mixed together and the face-down ones face up."""

from __future__ import annotations

import random

from PySide6.QtGui import QColor, QImage

from stich.engine.cards import cards_of
from stich.engine.game import get_game
from stich.engine.state import HandState
from stich.ui.card_pixmaps import BACK
from stich.ui.replay_viewer import FELT, ReplayViewer


def _sjavs_for_two(seed: int) -> list[HandState]:
    state = get_game("sjavs").new_hand(players=2, seed=seed)
    states = [state]
    rng = random.Random(seed)
    while not states[-1].is_terminal:
        s = states[-1]
        states.append(s.apply(rng.choice(list(s.legal_actions()))))
    return states


def _viewer(qtbot, states: list[HandState]) -> ReplayViewer:
    viewer = ReplayViewer(states, ["Anna", "Ben"], "french", "")
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    return viewer


def test_each_seat_s_piles_lie_in_its_own_row_face_down_under_face_up(qtbot):
    states = _sjavs_for_two(5)
    viewer = _viewer(qtbot, states)
    picture = viewer.picture
    font_h = picture.fontMetrics().height()
    seen_turned = False
    for index in (0, *range(1, len(states), 3)):
        viewer.go(index)
        state = states[index]
        piles = state.observation(0).public["piles"]
        places = picture.card_places(font_h)
        for seat in range(2):
            mine = [(card, rect) for row, card, rect in places if row == seat]
            drawn = [card for card, _ in mine]
            faces = [face for face, _ in piles[seat] if face is not None]
            assert set(faces) <= set(drawn), (index, seat)
            # the cards still face down: backs, one per covered pile, never their faces
            assert drawn.count(BACK) == sum(covered for _, covered in piles[seat])
            assert not set(cards_of(state.down[seat])) & set(drawn)
            seen_turned |= any(face is not None and not covered
                               for face, covered in piles[seat])
            # the piles after the seat's hand, in its row's band
            hand = cards_of(state.hands[seat])
            band_top = seat * picture.height() / 3
            for card, rect in mine:
                assert band_top <= rect.top() and rect.bottom() <= band_top + \
                    picture.height() / 3, (card, rect)
            if hand and faces:
                hand_right = max(r.right() for c, r in mine if c in hand)
                pile_left = min(r.left() for c, r in mine if c in faces or c == BACK)
                assert hand_right < pile_left
        # the table's row holds the trick only
        table = [card for row, card, _ in places if row == 2]
        assert table == list(state.trick), index
    assert seen_turned  # a face-down card turned up (after a trick) was seen too


def test_the_row_of_the_trick_shows_no_pile_cards(qtbot):
    """What a player sees: right of the trick (one card, at the left) the felt is bare."""
    states = _sjavs_for_two(5)
    viewer = _viewer(qtbot, states)
    picture = viewer.picture
    index = next(i for i, s in enumerate(states) if s.phase == "play" and len(s.trick) == 1)
    viewer.go(index)
    image: QImage = picture.grab().toImage()
    dpr = image.devicePixelRatio()
    y = picture.height() - 40  # across the table's row (its cards end 6 px above the bottom)
    felt = FELT.rgb()
    for x in range(picture.width() // 2, picture.width() - 10, 7):
        pixel = QColor(image.pixel(int(x * dpr), int(y * dpr))).rgb()
        assert pixel == felt, (x, y)


def test_a_skat_table_still_shows_its_skat_beside_the_trick(qtbot):
    state = get_game("skat").new_hand(seed=2)
    viewer = ReplayViewer([state], ["Anna", "Ben", "Clara"], "french", "")
    qtbot.addWidget(viewer)
    viewer.show()
    picture = viewer.picture
    table = [card for row, card, _ in picture.card_places(picture.fontMetrics().height())
             if row == 3]
    assert sorted(table) == sorted(cards_of(state.set_aside()))


def _schafkopf(seed: int) -> list[HandState]:
    state = get_game("schafkopf").new_hand(seed=seed)
    states = [state]
    rng = random.Random(seed)
    while not states[-1].is_terminal:
        s = states[-1]
        states.append(s.apply(rng.choice(list(s.legal_actions()))))
    return states


def test_the_replay_opens_at_the_deal_and_the_keys_step_through_it(qtbot):
    """It opened at "Action 1 of N" with the first action marked: the list took the focus
    and, having no current row, made its first row (action 1) current."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    states = _schafkopf(4)
    total = len(states) - 1
    viewer = ReplayViewer(states, ["Anna", "Ben", "Clara", "Dora"], "german", "")
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.activateWindow()
    qtbot.waitExposed(viewer)
    qtbot.wait(50)
    assert QApplication.focusWidget() is viewer.actions  # the list has the keys
    assert viewer.index == 0 and viewer.picture.state is states[0]
    assert viewer.step_label.text() == f"Action 0 of {total}"
    assert viewer.actions.currentRow() == 0
    assert viewer.actions.currentItem().text() == "Cards dealt"
    assert viewer.actions.count() == total + 1
    qtbot.keyClick(viewer.actions, Qt.Key.Key_Down)
    assert viewer.index == 1 and viewer.step_label.text() == f"Action 1 of {total}"
    assert viewer.picture.state is states[1]
    qtbot.keyClick(viewer.actions, Qt.Key.Key_Down)
    qtbot.keyClick(viewer.actions, Qt.Key.Key_Up)
    assert viewer.index == 1
    qtbot.keyClick(viewer.actions, Qt.Key.Key_End)
    assert viewer.index == total and viewer.picture.state is states[-1]
    qtbot.keyClick(viewer.actions, Qt.Key.Key_Home)
    assert viewer.index == 0 and viewer.actions.currentRow() == 0
    viewer.next_button.click()
    assert viewer.index == 1 and viewer.actions.currentRow() == 1
    viewer.first_button.click()
    # the focus leaving the list and coming back by Tab does not move the replay on
    viewer.next_button.setFocus()
    viewer.actions.setFocus(Qt.FocusReason.TabFocusReason)
    assert viewer.index == 0
