"""What a screen reader gets from the table: Qt's accessibility interface, not our attributes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from stich.engine.cards import NUM_CARDS
from stich.ui import labels, translations
from stich.ui.scene_layout import player_hand_order

from .helpers import make_window, take_turn, wait_for_player


def spoken_name(widget) -> str:
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None and iface.isValid()
    return iface.text(QAccessible.Text.Name)


def tree_names(widget) -> list[str]:
    """Every name below ``widget`` in the accessibility tree (what a screen reader can walk)."""
    out: list[str] = []

    def walk(iface, depth: int) -> None:
        for i in range(iface.childCount()):
            child = iface.child(i)
            if child is not None and child.isValid():
                out.append(child.text(QAccessible.Text.Name))
                if depth < 6:
                    walk(child, depth + 1)
    walk(QAccessible.queryAccessibleInterface(widget), 0)
    return out


def test_hand_and_trick_are_read_as_cards_are_played(qtbot):
    window = make_window(qtbot, "schafkopf", 1)
    view = window.view
    reader = view.reader
    # the proxies are children of the table in the accessibility tree
    wait_for_player(qtbot, window)
    snap = view.table.displayed
    names = tree_names(view)
    assert spoken_name(reader.hand) in names and spoken_name(reader.trick) in names
    hand_before = spoken_name(reader.hand)
    for c in player_hand_order(snap):
        assert labels.card_name(c, snap.pattern) in hand_before
    seen_hands = {hand_before}
    seen_tricks = {spoken_name(reader.trick)}
    played: list[int] = []
    while not view.table.displayed.done:
        snap = view.table.displayed
        plays = [a.card for a in snap.legal if a.type == "play"]
        if plays and len(played) < 3:
            played.append(plays[0])
        take_turn(qtbot, window)
        wait_for_player(qtbot, window)
        seen_hands.add(spoken_name(reader.hand))
        seen_tricks.add(spoken_name(reader.trick))
        if played and len(played) == 1 and plays:
            # the card just played has left the hand's name
            assert labels.card_name(played[0], snap.pattern) not in spoken_name(reader.hand)
    assert len(seen_hands) >= 3 and len(seen_tricks) >= 3
    # every play was announced, by name: the player's own first card among them
    if played:
        mine = "You played " + labels.card_name(played[0], snap.pattern)
        assert any(mine in text for text in reader.spoken)
    assert any("wins the trick" in text or "You win the trick" in text
               for text in reader.spoken)
    # the end of the hand: the summary's headline and what each seat got
    qtbot.waitUntil(view.summary.isVisible, timeout=5000)
    title = view.summary.title.text()
    assert reader.spoken[-1].startswith(title.rstrip("."))
    assert spoken_name(view.summary) == title


def test_turn_and_focus_are_spoken(qtbot):
    window = make_window(qtbot, "skat", 2)
    view = window.view
    wait_for_player(qtbot, window)
    assert spoken_name(view.reader.turn).startswith("Your turn")
    qtbot.keyClick(view, Qt.Key.Key_Right)
    focused = view.table.focus_card
    snap = view.table.displayed
    assert view.reader.spoken[-1].startswith(labels.card_name(focused, snap.pattern))
    # C reads the hand aloud, T the trick, S the status
    qtbot.keyClick(view, Qt.Key.Key_C)
    assert view.reader.spoken[-1] == spoken_name(view.reader.hand)
    qtbot.keyClick(view, Qt.Key.Key_S)
    assert "Skat" in view.reader.spoken[-1] and "Your turn" in view.reader.spoken[-1]


def test_card_names_are_read_in_the_players_language(qtbot):
    window = make_window(qtbot, "schafkopf", 1)
    view = window.view
    wait_for_player(qtbot, window)
    english = spoken_name(view.reader.hand)
    translations.switch_language("de")
    try:
        qtbot.waitUntil(lambda: spoken_name(view.reader.hand) != english, timeout=3000)
        german = spoken_name(view.reader.hand)
        assert german.startswith("Deine Hand") or german.startswith("Dein")
        snap = view.table.displayed
        for c in player_hand_order(snap):
            assert labels.card_name(c, snap.pattern) in german
    finally:
        translations.switch_language("en")


@pytest.mark.parametrize("lang,mine,wrong", [("de", "Du spielst ", "Du spielt "),
                                              ("es", "Tú juegas ", "Tú juega ")])
def test_the_players_own_card_is_read_in_the_second_person(qtbot, lang, mine, wrong):
    # the player's seat is "Du" / "Tú": "%1 spielt %2" made "Du spielt Gras-Ober" and
    # "%1 juega %2" "Tú juega ..."; the player's own plays (and deal) have their own words
    translations.switch_language(lang, remember=False)
    window = make_window(qtbot, "schafkopf", 1)
    view = window.view
    reader = view.reader
    played = 0
    while not view.table.displayed.done and played < 3:
        wait_for_player(qtbot, window)
        snap = view.table.displayed
        if snap.done:
            break
        if any(a.type == "play" for a in snap.legal):
            played += 1
        take_turn(qtbot, window)
    wait_for_player(qtbot, window)
    assert played
    said = " | ".join(reader.spoken) + " | " + spoken_name(reader.trick)
    assert mine in said and wrong not in said


def test_a_refused_card_is_said_with_its_reason(qtbot):
    window = make_window(qtbot, "schafkopf", 1)
    view = window.view
    for _ in range(40):
        wait_for_player(qtbot, window)
        snap = view.table.displayed
        assert not snap.done
        plays = {a.card for a in snap.legal if a.type == "play"}
        hand = snap.hands[snap.viewer]
        if plays and len(plays) < len(hand):
            break
        take_turn(qtbot, window)
    illegal = next(c for c in hand if c not in plays)
    while view.table.focus_card != illegal:
        qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert view.toast.isVisible()
    assert view.reader.spoken[-1] == view.toast.text()


def test_the_panels_over_the_table_are_in_the_accessibility_tree(qtbot):
    """A QGraphicsView reports only its viewport: the decision panel's buttons must be found
    below the table by walking the tree, as a screen reader does."""
    window = make_window(qtbot, "skat", 2)
    view = window.view
    wait_for_player(qtbot, window)
    assert view.panel.isVisible()
    names = tree_names(view)
    assert view.panel.prompt.text() in names
    assert all(b.text() in names for b in view.panel.buttons if b.isVisible())


def test_plays_reach_qt_as_announcement_events(qtbot, monkeypatch):
    """With a screen reader running, each announcement is a QAccessibleAnnouncementEvent
    (Qt 6.8+) sent through QAccessible.updateAccessibility."""
    from stich.ui import accessible

    sent = []

    class Spy:
        AnnouncementPoliteness = QAccessible.AnnouncementPoliteness
        Event = QAccessible.Event

        @staticmethod
        def isActive():
            return True

        @staticmethod
        def updateAccessibility(event):
            sent.append((type(event).__name__, event.message(), event.politeness()))
            QAccessible.updateAccessibility(event)  # and to Qt itself, which must take it

    monkeypatch.setattr(accessible, "QAccessible", Spy)
    QAccessible.setActive(True)
    try:
        window = make_window(qtbot, "sheepshead", 3)
        wait_for_player(qtbot, window)
        take_turn(qtbot, window)
        wait_for_player(qtbot, window)
    finally:
        QAccessible.setActive(False)
    assert sent and all(kind == "QAccessibleAnnouncementEvent" for kind, _m, _p in sent)
    assert [m for _k, m, _p in sent] == window.view.reader.spoken[-len(sent):]


def test_two_player_sjavs_reads_the_pile_cards_on_the_table(qtbot):
    from stich.ui.scene_layout import pile_cards

    window = make_window(qtbot, "sjavs", 1, players=2)
    view = window.view
    wait_for_player(qtbot, window)
    snap = view.table.displayed
    other = 1 - snap.viewer
    theirs = pile_cards(snap, other)
    mine = pile_cards(snap, snap.viewer)
    assert theirs and mine
    trick = spoken_name(view.reader.trick)
    assert all(labels.card_name(c, snap.pattern) in trick for c in theirs)
    hand = spoken_name(view.reader.hand)
    assert all(labels.card_name(c, snap.pattern) + " (on the table)" in hand for c in mine)


def test_the_summary_reads_set_aside_cards_in_full(qtbot):
    window = make_window(qtbot, "skat", 4)
    while True:
        wait_for_player(qtbot, window)
        if window.view.table.displayed.done:
            break
        take_turn(qtbot, window)
    qtbot.waitUntil(window.view.summary.isVisible, timeout=5000)
    snap = window.view.table.displayed
    names = tree_names(window.view.summary)
    every = {labels.card_name(c, snap.pattern) for c in range(NUM_CARDS)}
    full = [n for n in names if n and all(part in every for part in n.split(", "))]
    assert full, f"no set-aside cards named in full among {names}"
