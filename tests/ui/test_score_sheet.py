"""The score sheet window per game family: what it shows comes from the engine's results."""

from __future__ import annotations

import random

from stich.engine.actions import Contract
from stich.engine.game import get_game
from stich.engine.match import Match, SheetRow
from stich.engine.state import Result
from stich.ui import labels
from stich.ui.score_sheet import ScoreSheet

NAMES = ["You", "Anna", "Ben", "Clara", "David"]


def _match_rows(game: str, preset: str, players: int, hands: int, until=None, seed: int = 3):
    g = get_game(game)
    m = Match(g, g.rules(preset), players, seed=seed)
    rng = random.Random(seed)
    for _ in range(hands):
        st = m.start_hand()
        while not st.is_terminal:
            st = st.apply(rng.choice(st.legal_actions()))
        row = m.finish_hand(st)
        if until is not None and until(row):
            break
    return m.rows


def _sheet(qtbot, game, names, rows) -> ScoreSheet:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.refresh(game, names, rows, "french")
    assert sheet.table.rowCount() == len(rows) + 1
    return sheet


def test_klorsjavs_sheet_counts_oere_down_and_marks_the_end_of_a_game(qtbot):
    rows = _match_rows("klorsjavs", "standard", 3, 200,
                       until=lambda r: r.result.details.get("game_over"))
    over = rows[-1].result.details
    assert over["game_over"], "no game ended within 200 random hands"
    sheet = _sheet(qtbot, "klorsjavs", NAMES[:3], rows)
    assert sheet.sheet is not None and sheet.sheet.headers[3:] == NAMES[:3]
    last = len(rows) - 1
    for s in range(3):
        cell = sheet.cell(last, 3 + s)
        assert cell.startswith(labels.number(over["oere_after"][s]))
        if rows[-1].result.settlement[s]:
            assert labels.signed(rows[-1].result.settlement[s]) in cell
    assert "game over" in sheet.cell(last, 2) and NAMES[over["loser"]] in sheet.cell(last, 2)
    # the totals row is the øre standing now (a new game starts at the start øre)
    carry = rows[-1].result.carry["oere"]
    assert [sheet.cell(len(rows), 3 + s) for s in range(3)] == [labels.number(v) for v in carry]
    assert "Games lost" in sheet.notes.text()


def test_klorsjavs_contract_game_is_a_plain_payment_sheet(qtbot):
    rows = _match_rows("klorsjavs", "tens", 3, 4)
    sheet = _sheet(qtbot, "klorsjavs", NAMES[:3], rows)
    assert [sheet.cell(len(rows), 3 + s) for s in range(3)] == [
        labels.signed(t) for t in rows[-1].totals]


def test_sjavs_sheet_shows_each_sides_ladder_and_the_crosses(qtbot):
    rows = _match_rows("sjavs", "torshavn", 4, 300,
                       until=lambda r: bool(r.result.details.get("cross")))
    d = rows[-1].result.details
    assert d.get("cross"), "no cross within 300 random hands"
    sheet = _sheet(qtbot, "sjavs", NAMES[:4], rows)
    assert sheet.sheet is not None
    assert sheet.sheet.headers[3:] == [labels.side_names(0, NAMES[:4]),
                                       labels.side_names(1, NAMES[:4])]
    last = len(rows) - 1
    for x in range(2):
        assert sheet.cell(last, 3 + x).startswith(labels.number(d["ladder_after"][x]))
    assert "cross for" in sheet.cell(last, 2)
    assert [sheet.cell(len(rows), 3 + x) for x in range(2)] == [
        labels.number(v) for v in rows[-1].result.carry["ladder"]]
    crosses = d["crosses"]
    assert f"{labels.side_names(0, NAMES[:4])} {crosses[0]}" in sheet.notes.text()


def test_sjavs_three_players_have_a_ladder_each(qtbot):
    rows = _match_rows("sjavs", "torshavn", 3, 5)
    sheet = _sheet(qtbot, "sjavs", NAMES[:3], rows)
    assert sheet.sheet is not None and sheet.sheet.headers[3:] == NAMES[:3]


def test_sheepshead_sheet_shows_pending_doublers(qtbot):
    rows = _match_rows("sheepshead", "doubler", 5, 100,
                       until=lambda r: r.result.carry.get("doublers", 0) > 0)
    pending = rows[-1].result.carry["doublers"]
    assert pending > 0, "nobody threw in a doubler within 100 random hands"
    sheet = _sheet(qtbot, "sheepshead", NAMES, rows)
    assert sheet.sheet is not None and sheet.sheet.headers[3] == "Doublers"
    assert sheet.cell(len(rows) - 1, 3) == labels.number(pending)
    assert "Doublers pending" in sheet.notes.text()
    assert [sheet.cell(len(rows), 4 + s) for s in range(5)] == [
        labels.signed(t) for t in rows[-1].totals]


def _skat_row(index, declarer, won, score, charged, bid, sf_lines=()):
    lines = [{"item": "score", "amount": score}, *sf_lines]
    settlement = [0, 0, 0]
    settlement[declarer] = score + (sum(x["amount"] for x in sf_lines
                                        if x["item"] == "seeger_fabian"))
    if any(x["item"] == "seeger_fabian_others" for x in sf_lines):
        for s in range(3):
            if s != declarer:
                settlement[s] = 40
    result = Result(Contract("grand"), declarer, (), (), (60, 30, 30), tuple(settlement),
                    {"outcome": "played", "bid": bid, "won": won, "charged": charged,
                     "overbid": False, "score": score, "lines": lines}, {})
    totals = tuple(settlement)
    return SheetRow(index, 0, 0, result, totals, {})


def test_skat_list_and_seeger_fabian(qtbot):
    """The ISkO list from a Skat result's details (synthetic rows: the sheet reads only the
    documented fields, so it works the day the Skat engine lands)."""
    rows = [_skat_row(0, 1, True, 96, 96, 48)]
    sheet = _sheet(qtbot, "skat", NAMES[:3], rows)
    assert sheet.sheet is not None
    assert sheet.sheet.headers[3:5] == ["Bid", "Value"]
    assert sheet.cell(0, 3) == "48" and sheet.cell(0, 4) == "96"
    assert "won" in sheet.cell(0, 2)
    assert [sheet.cell(0, 5 + s) for s in range(3)] == ["", "+96", ""]
    assert "ISkO list" in sheet.notes.text()
    sf = [{"item": "seeger_fabian", "amount": -50},
          {"item": "seeger_fabian_others", "amount": 40}]
    rows = [_skat_row(0, 0, False, -192, 96, 48, sf)]
    sheet = _sheet(qtbot, "skat", NAMES[:3], rows)
    assert [sheet.cell(0, 5 + s) for s in range(3)] == [labels.signed(-242), "+40", "+40"]
    assert "You: 0 won, 1 lost" in sheet.notes.text()
