"""Issue 13, learning aids, through the table: the hint, undo, the post-hand review, "Why?",
replaying a deal from another seat, the aid marks and seeds in the history, fair dealing, and
switching each aid off."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from stich.bots import make_bot
from stich.bots.schafkopf.bot import SchafkopfBot
from stich.engine.game import game_names, get_game
from stich.engine.record import load_record, make_record
from stich.engine.tricks import new_trick
from stich.ui.aids.review_dialog import ReviewDialog
from stich.ui.aids.settings import AidSettings
from stich.ui.aids.why import why_text
from stich.ui.controller import GameSetup, default_seats
from stich.ui.translations import switch_language

from .app_helpers import launch
from .helpers import last_trick_title, make_window, settled, take_turn, wait_for_player

DATA = Path(__file__).parents[1] / "bots" / "data"


@pytest.fixture(autouse=True)
def no_work_left_behind():
    """Hints and reviews think on thread pools: let them finish (and their searches' memory
    go) before the next test, which may measure how responsive the window is."""
    yield
    import gc

    from PySide6.QtCore import QCoreApplication, QEvent, QThreadPool

    QThreadPool.globalInstance().waitForDone(60000)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the closed windows
    gc.collect()


@pytest.fixture
def english():
    switch_language("en", remember=False)
    yield
    switch_language("en", remember=False)


def hard(game: str):
    if game == "schafkopf":  # no clock: the same seed gives the same search
        return SchafkopfBot("hard", deterministic=True, samples=6, bid_samples=6, rollouts=12)
    return make_bot(game, "hard")


def finish_hand(qtbot, window) -> None:
    for _ in range(200):
        wait_for_player(qtbot, window)
        if window.view.table.displayed.done:
            break
        take_turn(qtbot, window)
    qtbot.waitUntil(lambda: settled(window) and window.view.summary.isVisible(), timeout=10000)


@pytest.mark.parametrize("game", game_names())
def test_hint_button_shows_the_hard_bots_legal_choice(qtbot, english, game):
    window = make_window(qtbot, game, seed=4)
    aids = window.aids
    aids.hint_bot = hard
    wait_for_player(qtbot, window)
    snap = window.view.table.displayed
    assert snap.my_turn and aids.bar.hint.isVisible() and aids.bar.hint.isEnabled()
    c = window.controller
    obs = c.state.observation(c.human)
    legal = list(c.state.legal_actions())
    expected = hard(game).choose(obs, legal, random.Random(aids.hint_seed()), 2.5)
    qtbot.mouseClick(aids.bar.hint, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(aids.panel.options), timeout=60000)
    options = aids.panel.options
    assert options[0].suggested and options[0].action == expected
    assert all(o.action in snap.legal for o in options)
    assert aids.panel.isVisible() and aids.panel.body.text()
    assert c.aids_used == {"hint"}
    # the player acts: the hint goes away; the finished hand is marked in its record
    take_turn(qtbot, window)
    assert not aids.panel.isVisible()
    finish_hand(qtbot, window)
    assert c.rows[-1].record["meta"]["aids"] == ["hint"]
    assert load_record(c.rows[-1].record).meta["aids"] == ["hint"]


@pytest.mark.parametrize("game", game_names())
def test_undo_restores_the_exact_prior_state(qtbot, english, game):
    window = make_window(qtbot, game, seed=6)
    c = window.controller
    aids = window.aids
    for _ in range(3):  # a few decisions in, so that the bots have played since
        wait_for_player(qtbot, window)
        take_turn(qtbot, window)
    wait_for_player(qtbot, window)
    if c.state.is_terminal:
        pytest.skip("the hand ended before the third decision")
    before = c.state
    before_record = make_record(before)
    before_hand = window.view.table.displayed.hands[c.human]
    take_turn(qtbot, window)
    wait_for_player(qtbot, window)
    assert c.state is not before
    assert aids.bar.undo.isEnabled()
    qtbot.mouseClick(aids.bar.undo, Qt.MouseButton.LeftButton)
    wait_for_player(qtbot, window)
    assert c.state is before  # the very state: hands, history, phase, everything
    assert make_record(c.state) == before_record
    shown = window.view.table.displayed
    assert shown.hands[c.human] == before_hand and shown.my_turn
    assert "undo" in c.aids_used
    # play goes on from there and the hand is marked
    finish_hand(qtbot, window)
    assert "undo" in c.rows[-1].record["meta"]["aids"]
    assert not c.can_undo and not aids.bar.undo.isVisible()


def test_undo_by_keyboard_and_nothing_to_undo_at_the_start(qtbot, english):
    window = make_window(qtbot, "skat", seed=3)
    c = window.controller
    wait_for_player(qtbot, window)
    assert not c.can_undo and not window.aids.undo_action.isEnabled()
    first = c.state
    take_turn(qtbot, window)
    wait_for_player(qtbot, window)
    window.aids.undo_action.trigger()
    wait_for_player(qtbot, window)
    assert c.state is first


def test_review_dialog_names_the_card_that_lost_the_solo(qtbot, english):
    final = load_record(json.loads((DATA / "review_lost_solo.json").read_text())).final
    dialog = ReviewDialog(final, 3, ["Anna", "Ben", "Clara", "You"], "german")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.start()
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=120000)
    assert "Card play in Schafkopf is solved exactly" in dialog.intro.text()
    f = next(f for f in dialog.review.findings if f.index == 26)
    text = dialog.text.toPlainText()
    assert "Trick 6" in text or f"Trick {f.tricks_done + 1}" in text
    assert "Acorns Nine" in text  # the card played (9C, German pattern)
    assert "−150" in text or "-150" in text


def test_review_after_a_hand_at_the_table(qtbot, english):
    window = make_window(qtbot, "sheepshead", seed=2)
    aids = window.aids
    assert not aids.review_action.isEnabled()
    finish_hand(qtbot, window)
    assert aids.bar.review.isVisible() and aids.review_action.isEnabled()
    qtbot.mouseClick(aids.bar.review, Qt.MouseButton.LeftButton)
    dialog = aids.review_dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=120000)
    assert dialog.review.decisions >= 1
    assert "decision" in dialog.text.toPlainText()
    # how a Sheepshead hand is worked out, not Schafkopf's solver
    assert "Schafkopf" not in dialog.intro.text() and "bots play" in dialog.intro.text()


def test_why_names_the_trump_or_the_suit_that_took_the_trick(english):
    from stich.engine.actions import Contract
    from stich.engine.cards import parse_card
    from stich.engine.variants.schafkopf.contracts import contract_ranking

    rk = contract_ranking(Contract("sauspiel", 0), False)
    names = ["You", "Anna", "Ben", "Clara"]
    # a heart (trump in a Sauspiel) takes a led Gras (leaves) trick
    cards = tuple(parse_card(x) for x in ("GA", "G7", "H7", "E8"))
    t = new_trick(0, cards, 2, (0, 1, 2, 3))
    text = why_text(t, rk, "german", names)
    assert text.startswith("Ben won with Hearts Seven: a trump beats")
    assert "Leaves" in text and "Acorns Eight: neither" in text
    # the highest card of the suit led, nobody trumped
    cards = tuple(parse_card(x) for x in ("G10", "GA", "G7", "GK"))
    text = why_text(new_trick(0, cards, 1, (0, 1, 2, 3)), rk, "german", names)
    assert text.startswith("Anna won with Leaves Ace: nobody trumped")
    assert "Leaves Ten" in text and "Leaves King" in text
    # trumps: the highest one
    cards = tuple(parse_card(x) for x in ("HU", "EO", "SU", "H7"))
    text = why_text(new_trick(0, cards, 1, (0, 1, 2, 3)), rk, "german", names)
    assert "highest trump" in text and "Hearts Unter" in text


def test_last_trick_panel_says_why_unless_switched_off(qtbot, english):
    window = make_window(qtbot, "schafkopf", seed=5)
    view = window.view
    while not window.view.table.displayed.tricks:
        wait_for_player(qtbot, window)
        take_turn(qtbot, window)
        qtbot.waitUntil(lambda: settled(window), timeout=10000)
    wait_for_player(qtbot, window)
    view.show_last_trick()
    assert view.last_trick.isVisible() and view.last_trick.why.isVisible()
    assert " won with " in view.last_trick.why.text()
    view.show_last_trick()  # closes
    window.aids.apply(AidSettings(why=False))
    view.show_last_trick()
    assert view.last_trick.isVisible() and not view.last_trick.why.isVisible()


def test_each_aid_can_be_switched_off(qtbot, english):
    window = make_window(qtbot, "schafkopf", seed=9)
    aids = window.aids
    wait_for_player(qtbot, window)
    aids.apply(AidSettings(hint=False, undo=False, review=False, why=False))
    assert not aids.bar.isVisible()
    assert not aids.hint_action.isVisible() and not aids.undo_action.isVisible()
    assert not aids.hint()
    take_turn(qtbot, window)
    wait_for_player(qtbot, window)
    assert not aids.undo()
    assert AidSettings.load() == AidSettings(False, False, False, False)
    aids.apply(AidSettings())
    assert aids.bar.isVisible() and aids.bar.hint.isVisible()


def test_history_shows_seed_and_aids_and_replays_from_another_seat(qtbot, tmp_path, english):
    window, run, _start = launch(qtbot, tmp_path / "data")
    g = get_game("schafkopf")
    players = g.default_players(g.rules())
    window.start(GameSetup(game="schafkopf", players=players, seats=default_seats(players),
                           seed=12))
    wait_for_player(qtbot, window)
    window.aids.hint_bot = hard
    window.aids.hint()
    qtbot.waitUntil(lambda: bool(window.aids.panel.options), timeout=60000)
    finish_hand(qtbot, window)
    assert run.flush()
    record = window.controller.rows[0].record
    history = window.store_menu.show_history()
    row = history.rows[0]
    assert row.seed == record["seed"] and row.aided
    assert history.table.item(0, 8).text() == str(record["seed"])
    assert history.table.item(0, 7).text() == "used"
    assert history.seat_choice.count() == players
    assert history.seat_choice.currentData() == 0
    history.seat_choice.setCurrentIndex(history.seat_choice.findData(2))
    qtbot.mouseClick(history.again_button, Qt.MouseButton.LeftButton)
    c = window.controller
    assert c.human == 2 and c.match.hand_index == 0
    assert make_record(c.state)["deal"] == record["deal"]
    assert c.state.dealer == record["dealer"]
    qtbot.waitUntil(lambda: window.view.table.displayed is not None
                    and window.view.table.displayed.viewer == 2, timeout=10000)


def test_fair_dealing_counts_every_seat_of_every_hand(qtbot, tmp_path, english):
    window, run, _start = launch(qtbot, tmp_path / "data")
    g = get_game("skat")
    players = g.default_players(g.rules())
    window.start(GameSetup(game="skat", players=players, seats=default_seats(players),
                           seed=21))
    finish_hand(qtbot, window)
    qtbot.mouseClick(window.view.summary.next_button, Qt.MouseButton.LeftButton)
    finish_hand(qtbot, window)
    assert run.flush()
    dialog = window.aids.fair_dealing()
    qtbot.addWidget(dialog)
    f = dialog.result
    rows = window.controller.rows
    assert f is not None and f.deals == len(rows) == 2
    assert f.you.hands == 2 and f.others.hands == 2 * (players - 1)
    human = window.controller.human
    dealt = [get_game("skat").deal_from_json(r.record["deal"], players).hands for r in rows]
    rk = g.sort_ranking(g.rules())
    mine = sum(sum(1 for c in h[human] if c in rk.trumps) for h in dealt)
    assert f.you.trumps == mine
    assert sum(f.you.histogram.values()) == 2
    assert dialog.means.item(0, 1).text() == "2"


def test_clicking_a_won_pile_shows_that_seats_last_trick_and_why(qtbot, english):
    from stich.ui.scene_layout import compute_layout

    window = make_window(qtbot, "sheepshead", seed=3)
    view = window.view
    table = view.table
    for _ in range(200):
        wait_for_player(qtbot, window)
        snap = table.displayed
        if len({t.winner for t in snap.tricks}) >= 2 or snap.done:
            break
        take_turn(qtbot, window)
    snap = table.displayed
    assert len(snap.tricks) >= 2
    seat = snap.tricks[0].winner if snap.tricks[0].winner != snap.tricks[-1].winner \
        else next(t.winner for t in snap.tricks if t.winner != snap.tricks[-1].winner)
    spots = compute_layout(snap, table.geom, None)
    key = max((k for k, s in spots.items() if s.zone == ("pile", seat)),
              key=lambda k: table.items_by_key[k].zValue())
    item = table.items_by_key[key]
    point = view.mapFromScene(item.sceneBoundingRect().center())
    if view.itemAt(point) is not item:
        pytest.skip("the pile is covered here")
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert view.last_trick.isVisible()
    last = [t for t in snap.tricks if t.winner == seat][-1]
    newest = last is snap.tricks[-1]
    assert view.last_trick.title.text() == last_trick_title(snap, seat, newest)
    assert view.last_trick.why.text().startswith(f"{snap.name(seat)} won with ")
    assert len(last.cards) == view.last_trick._row.count()


def test_hint_for_the_last_card_says_it_is_the_only_one(qtbot, english):
    """With one legal card (the last trick) the hint says so at once; it used to say that no
    sampled deal fitted what the player had seen, which was not why it gave no figures."""
    window = make_window(qtbot, "sheepshead", seed=3)
    aids = window.aids
    c = window.controller
    for _ in range(200):
        wait_for_player(qtbot, window)
        if len(c.state.legal_actions()) == 1 and c.state.phase == "play":
            break
        take_turn(qtbot, window)
    assert len(c.state.legal_actions()) == 1
    only = c.state.legal_actions()[0]
    assert aids.hint()
    assert aids.panel.isVisible() and aids.panel.options[0].action == only
    text = aids.panel.body.text()
    assert "only card you may play" in text and "No sampled deal" not in text
    assert c.aids_used == {"hint"}


@pytest.mark.parametrize("source", ["search", "playouts"])
def test_the_hint_says_where_its_figures_come_from_and_why_a_better_alternative_lost(
        qtbot, english, source):
    """An alternative whose average reads better than the suggestion's was listed without a
    word ("Q♠ +1.1" under the suggested "8♣ +0.9"); now it is marked "(ahead)", a line under
    the alternatives says what the mark means, and the panel's tooltip (and what a screen
    reader reads) says where the figures come from and why the hard bot's choice stands."""
    from PySide6.QtWidgets import QWidget

    from stich.bots.advice import Option
    from stich.ui.aids.hint import HintPanel

    g = get_game("sheepshead")
    st = g.new_hand(g.rules(), seed=1)
    while st.phase != "play" or len(st.legal_actions()) < 3:
        st = st.apply(st.legal_actions()[0])
    a, b, c = st.legal_actions()[:3]
    host = QWidget()
    qtbot.addWidget(host)
    panel = HintPanel(host)
    panel.show_options([Option(a, 0.9, 0.22, 16, True, source),
                        Option(b, 1.1, 0.27, 16, source=source, ahead=True),
                        Option(c, -0.4, 0.1, 16, source=source)], "sheepshead", "french", "play")
    text = panel.body.text()
    assert text.index("wins in 27%, +1.1 on average (ahead)") < text.index("−0.4")
    # what the mark means is written under the alternatives, not only in the tooltip (a
    # player who never hovers had no way to learn it)
    note = "but not clearly" if source == "search" else "in medium bots' playouts"
    assert text.count("(ahead)") == 2
    assert text.index("−0.4") < text.index("(ahead): better on average") < text.index(note)
    why = "keeps its usual choice" if source == "search" else "playouts by medium bots"
    where = "hard bot's own search" if source == "search" else "played to the end by medium"
    for told in (panel.body.toolTip(), panel.accessibleDescription()):
        assert where in told and "ranked by their average" in told and why in told
    panel.show_options([Option(a, 1.1, 0.27, 16, True, source),
                        Option(b, 0.9, 0.22, 16, source=source)], "sheepshead", "french", "play")
    assert "(ahead)" not in panel.body.text()  # the figures explain the suggestion: no word
    assert where in panel.body.toolTip() and why not in panel.body.toolTip()
