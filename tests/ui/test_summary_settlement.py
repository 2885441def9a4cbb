"""The end-of-hand summary explains every point of a finished hand: its scoring lines name what
each number is and add up to the settlement it shows.

Each test plays hands of one game at random (the same hands every run) until one ends as
wanted, and reads the summary a player would see of it."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel, QWidget

from stich.engine.game import get_game
from stich.engine.state import HandState, Result
from stich.ui import labels
from stich.ui.snapshot import Event, SeatInfo, build_snapshot
from stich.ui.summary_panel import SummaryPanel
from stich.ui.translations import switch_language

NAMES = ("You", "Anna", "Ben", "Clara", "David")


def finished_hand(game: str, preset: str, players: int, wanted: Callable[[Result], bool],
                  context: Mapping[str, Any] | None = None,
                  overrides: Mapping[str, Any] | None = None) -> HandState:
    """The first of seeds 0..599 whose hand, played with random legal actions (passing half
    the time it may), ends as ``wanted``."""
    g = get_game(game)
    rules = g.rules(preset, overrides)
    for seed in range(600):
        rng = random.Random(seed)
        st = g.new_hand(rules, players=players, seed=seed, dealer=seed % players,
                        context=context)
        while not st.is_terminal:
            legal = st.legal_actions()
            passes = [a for a in legal if a.type == "pass"]
            st = st.apply(passes[0] if passes and rng.random() < 0.5 else rng.choice(legal))
        if wanted(st.result()):
            return st
    raise AssertionError("no such hand in 600 seeds")


def summary_of(qtbot, st: HandState, names: tuple[str, ...] = NAMES) -> SummaryPanel:
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(1280, 800)
    seats = tuple(SeatInfo(s, names[s], s == 0) for s in range(st.players))
    result = st.result()
    snap = build_snapshot(
        st, serial=1, seats=seats, viewer=0, human=0,
        pattern="german" if st.game.name == "schafkopf" else "french", hand_index=0,
        event=Event("action"), totals=tuple(result.settlement), fallback_ranking=None)
    panel = SummaryPanel(host)
    panel.show_for(snap)
    _HOSTS.append(host)  # the window it lies in lives to the end of the test
    return panel


_HOSTS: list[QWidget] = []


@pytest.fixture(autouse=True)
def _forget_hosts():
    yield
    _HOSTS.clear()


@pytest.mark.parametrize("lang,expected", [
    ("en", [("Tout", "10"), ("Each pays or receives", "10")]),
    ("de", [("Tout", "10"), ("Jeder zahlt oder bekommt", "10")]),
])
def test_a_klorsjavs_tout_is_priced_as_a_tout_not_at_a_solo_tariff(qtbot, lang, expected):
    # Klørsjavs' contract game (preset "tens"): a Tout costs 10 chips from each opponent. Its
    # line read "Solo tariff 10" (the word for Schafkopf's Tout), and Klørsjavs has no solo
    st = finished_hand("klorsjavs", "tens", 3,
                       lambda r: r.contract is not None and r.contract.kind == "tout")
    switch_language(lang, remember=False)
    panel = summary_of(qtbot, st)
    assert panel.line_texts == expected
    declarer = st.result().declarer
    assert declarer is not None
    assert abs(panel.settlement_texts[declarer][1]) == 2 * 10


@pytest.mark.parametrize("players", [4, 3])
def test_a_sjavs_deal_at_60_60_is_neither_won_nor_lost(qtbot, players):
    # Faroese Sjavs at 60:60: no score, a bonus for the next deal (SPEC §4B.8). The title
    # read "Anna and Clara lost the Sjavs" over the line "60:60: no score"
    st = finished_hand("sjavs", "torshavn", players,
                       lambda r: r.declarer is not None and r.details.get("row") == "tie")
    panel = summary_of(qtbot, st)
    title = panel.title.text()
    assert "60:60" in title and "lost" not in title and "won" not in title, title
    assert all(amount == 0 for _, amount, _ in panel.settlement_texts)
    switch_language("de", remember=False)
    panel = summary_of(qtbot, st)
    assert "60:60" in panel.title.text() and "verloren" not in panel.title.text()


def _number(text: str) -> int:
    return int(text.replace("−", "-").replace("+", "").replace(".", ""))


@pytest.mark.parametrize("kind,won,share", [("sauspiel", True, 20), ("solo", True, 40),
                                             ("sauspiel", False, 20), ("solo", False, 40)])
def test_the_stock_taken_or_paid_has_a_line_and_the_lines_add_up(qtbot, kind, won, share):
    # Schafkopf with a Stock of 40 in the pot: the player party wins it (shared) or pays as much
    # into it (SPEC §0.7 item 6). The summary said "Each pays or receives 10" over "+30":
    # the 20 from the Stock had no line
    st = finished_hand("schafkopf", "stock", 4,
                       lambda r: r.contract is not None and r.contract.kind == kind
                       and bool(r.details.get("won")) is won,
                       context={"stock": 40, "all_pass_streak": 1})
    result = st.result()
    party = [result.declarer, *result.partners]
    panel = summary_of(qtbot, st)
    lines = dict(panel.line_texts)
    names = " and ".join(NAMES[s] for s in party)
    each = ", each" if len(party) > 1 else ""
    stock = (f"From the Stock to {names}{each}" if won else
             f"Into the Stock from {names}{each}")
    assert lines.get(stock) == ("+" if won else "−") + str(share), panel.line_texts
    game = _number(lines["Each pays or receives"])
    for name, amount, _ in panel.settlement_texts:
        seat = NAMES.index(name)
        if seat in party:
            per_game = game * (3 if len(party) == 1 else 1)
            assert amount == (per_game if won else -per_game) + _number(lines[stock])
        else:
            assert amount == (-game if won else game)
    switch_language("de", remember=False)
    german = dict(summary_of(qtbot, st).line_texts)
    assert any(label.startswith(("Aus dem Stock", "In den Stock")) for label in german)


def _ramsch(tied: bool) -> Callable[[Result], bool]:
    def wanted(r: Result) -> bool:
        top = sorted(r.points)
        return r.contract is not None and r.contract.kind == "ramsch" \
            and (top[-1] == top[-2]) is tied and not r.details.get("jungfrauen")
    return wanted


@pytest.mark.parametrize("tied", [False, True])
def test_a_ramsch_names_who_loses_and_why(qtbot, tied):
    # Schafkopf's Ramsch: the summary listed the card points and "Ramsch tariff 10" over a
    # settlement of −30 for one player, never saying who lost; with two players tied for the
    # most points, nothing said why it was that one (the higher trump taken, SPEC §1.9.7)
    st = finished_hand("schafkopf", "ramsch", 4, _ramsch(tied))
    result = st.result()
    (loser,) = result.details["losers"]
    panel = summary_of(qtbot, st)
    label, points = panel.line_texts[0]
    assert label == ("Tied for most card points, took the highest trump: " if tied else
                     "Loses with the most card points: ") + NAMES[loser]
    assert points == str(max(result.points))
    lines = dict(panel.line_texts)
    each = _number(lines["Each pays or receives"])
    for name, amount, _ in panel.settlement_texts:
        assert amount == (-3 * each if NAMES.index(name) == loser else each)


def _skat_ramsch(r: Result) -> bool:
    return r.contract is not None and r.contract.kind == "ramsch" \
        and r.details.get("durchmarsch") is None


def test_a_skat_ramsch_names_who_loses(qtbot):
    # Skat's Ramsch said "Ramsch: most card points 45" and never who had them
    st = finished_hand("skat", "kneipe", 3, _skat_ramsch)
    result = st.result()
    (loser,) = result.details["losers"]
    panel = summary_of(qtbot, st)
    label, points = panel.line_texts[0]
    assert label == "Loses with the most card points: " + NAMES[loser]
    assert points == str(max(result.points))
    for name, amount, _ in panel.settlement_texts:
        assert (amount < 0) is (NAMES.index(name) == loser), (name, amount)


@pytest.mark.parametrize("lang,expected", [
    ("en", "Tied for most card points, all tied lose: You and Ben"),
    ("de", "Augengleich, alle Gleichen verlieren: Du und Ben"),
])
def test_players_tied_for_the_most_in_a_skat_ramsch_are_all_named(qtbot, lang, expected):
    # (no random hand of 600 ends tied, so the engine's line for one is worded directly)
    switch_language(lang, remember=False)
    names = ("Du" if lang == "de" else "You", "Anna", "Ben")
    label, points = labels.result_line({"item": "ramsch", "points": 45, "seats": [0, 2]},
                                       names, "skat")
    assert (label, points) == (expected, "45")


@pytest.mark.parametrize("level,words", [("loss_schneidered", "Perdido, con Schneider"),
                                         ("win", "Ganado")])
def test_a_sheepshead_level_line_reads_in_spanish(qtbot, level, words):
    # "Perdido, con Schneider con 16 puntos": the card points in brackets after the level
    st = finished_hand("sheepshead", "tavern", 5,
                       lambda r: any(line.get("item") == level
                                     for line in r.details.get("lines") or ()))
    result = st.result()
    assert result.declarer is not None
    party = [result.declarer, *result.partners]
    points = sum(result.points[s] for s in party)
    switch_language("es", remember=False)
    panel = summary_of(qtbot, st)
    assert panel.line_texts[0][0] == f"{words} ({points} puntos)", panel.line_texts


def test_a_leasters_lines_read_as_its_settlement(qtbot):
    # "Leaster won: David 4" over "Leaster lost: You −1": the winner's amount unsigned, where
    # the settlement below says +4
    st = finished_hand("sheepshead", "tavern", 5,
                       lambda r: r.contract is not None and r.contract.kind == "leaster")
    panel = summary_of(qtbot, st)
    settled = {name: amount for name, amount, _ in panel.settlement_texts}
    for label, amount in panel.line_texts:
        name = label.rsplit(": ", 1)[1]
        shown = settled[name]
        assert amount == ("+" if shown > 0 else "−") + str(abs(shown)), (label, amount)


def _klorsjavs_won_by_seat_0(r: Result) -> bool:
    return r.declarer == 0 and r.details.get("row") in ("win", "big_win")


def _stock_won_by_seat_0(r: Result) -> bool:
    return r.declarer == 0 and r.contract is not None and r.contract.kind == "sauspiel" \
        and bool(r.details.get("won"))


@pytest.mark.parametrize("lang,player,game,preset,players,wanted,context,expected", [
    ("de", "Du", "klorsjavs", "standard", 3, _klorsjavs_won_by_seat_0, None,
     "Du – gewonnen mit "),
    ("es", "Tú", "klorsjavs", "standard", 3, _klorsjavs_won_by_seat_0, None,
     "Tú – victoria con "),
    ("de", "Du", "schafkopf", "stock", 4, _stock_won_by_seat_0,
     {"stock": 40, "all_pass_streak": 1}, "Aus dem Stock, je: Du und "),
    ("es", "Tú", "schafkopf", "stock", 4, _stock_won_by_seat_0,
     {"stock": 40, "all_pass_streak": 1}, "Del bote, cada uno: Tú y "),
])
def test_the_player_named_in_a_line_reads_right_in_german_and_spanish(
        qtbot, lang, player, game, preset, players, wanted, context, expected):
    # the player's seat is "Du" / "Tú": "Du hat mit 95 Augen gewonnen", "Tú ganó con 95
    # puntos", "Aus dem Stock an Du", "Del bote para Tú" (a verb or a preposition that a
    # name fits and "Du" / "Tú" does not); the lines now name him after a dash or a colon
    st = finished_hand(game, preset, players, wanted, context)
    switch_language(lang, remember=False)
    panel = summary_of(qtbot, st, (player, *NAMES[1:]))
    assert any(label.startswith(expected) for label, _ in panel.line_texts), panel.line_texts


def test_oere_below_zero_read_with_the_minus_of_the_settlement(qtbot):
    # Klørsjavs at the end of a game: "Du 2 → -14" (a hyphen) beside "−16"
    st = finished_hand("klorsjavs", "standard", 3,
                       lambda r: min(r.details.get("oere_after") or [0]) < 0,
                       context={"oere": [2, 2, 2]})
    panel = summary_of(qtbot, st)
    after = st.result().details["oere_after"]
    shown = [lab.text() for lab in panel.findChildren(QLabel) if lab.text().startswith("→ ")]
    assert shown[:len(after)] == [f"→ {'−' if v < 0 else ''}{abs(v)}" for v in after]


def test_the_game_over_line_reads_when_the_player_loses(qtbot):
    # "Game over: You loses; a new game starts."
    st = finished_hand("klorsjavs", "standard", 3,
                       lambda r: bool(r.details.get("game_over")) and r.details["loser"] == 0,
                       context={"oere": [2, 8, 8]})
    panel = summary_of(qtbot, st)
    words = [lab.text() for lab in panel.findChildren(QLabel)]
    assert "Game over, lost by You. A new game starts." in words


def test_runners_charged_to_the_caller_alone_have_lines(qtbot):
    # house rule laufende_to_caller_only: in a Sauspiel lost "ohne", the caller pays the
    # runners alone; the caller's −80 and the partner's −20 stood under "Each pays or
    # receives 50" with nothing to say why
    st = finished_hand("schafkopf", "wirtshaus", 4,
                       lambda r: bool(r.details.get("laufende_to_caller")),
                       overrides={"laufende_to_caller_only": True})
    result = st.result()
    assert result.declarer is not None
    caller, partner = result.declarer, result.partners[0]
    shift = result.details["laufende_to_caller"]
    panel = summary_of(qtbot, st)
    lines = dict(panel.line_texts)
    assert lines[f"Runners charged to the caller alone: {NAMES[caller]}"] == f"−{shift}"
    assert lines[f"Runners not charged to the partner: {NAMES[partner]}"] == f"+{shift}"
    game = _number(lines["Each pays or receives"])
    settled = {NAMES.index(name): amount for name, amount, _ in panel.settlement_texts}
    assert settled[caller] == -game - shift and settled[partner] == -game + shift


def test_a_deciding_deal_names_who_is_level(qtbot):
    # two players out in the same deal from the same øre: "Tied at 0: a deciding deal
    # follows." under "You 2 → −14", "Anna 2 → −14", without a word of whom it meant
    st = finished_hand("klorsjavs", "standard", 3,
                       lambda r: len(r.details.get("decider") or ()) > 1,
                       context={"oere": [2, 2, 2]})
    tied = st.result().details["decider"]
    panel = summary_of(qtbot, st)
    words = [lab.text() for lab in panel.findChildren(QLabel)]
    who = " and ".join(NAMES[s] for s in tied)
    assert f"{who} level at 0 or below: a deciding deal follows." in words, words
