"""History and statistics name the whole contract (a Wenz Tout, a Hearts Solo Tout, a Grand
Hand, a picker alone), read from each hand's stored record: they showed the kind only ("Wenz"),
the only part the ``contract`` column keeps. A database written by an earlier version (schema 1,
the kind in ``contract``) opens with every row and figure and shows the whole contract too."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

from stich.engine.actions import Contract
from stich.engine.cards import HEARTS
from stich.engine.game import get_game
from stich.engine.match import Match
from stich.store import database, stats
from stich.store.history import History, hand_facts
from stich.store.match_save import MatchInfo, SavedSeat

from .helpers import SEATS, play_contract

WENZ_TOUT = Contract("wenz", None, frozenset({"tout"}))
HEARTS_SOLO_TOUT = Contract("solo", HEARTS, frozenset({"tout"}))
WENZ = Contract("wenz")


def schafkopf_match(seed: int = 3) -> tuple[Match, MatchInfo]:
    """Four Schafkopf hands, all declared by the player (seat 0): a Wenz Tout, a Wenz, a
    Hearts Solo Tout and another Wenz Tout."""
    game = get_game("schafkopf")
    match = Match(game, game.rules("alles", None), 4, seed=seed, first_dealer=3)
    for c in (WENZ_TOUT, WENZ, HEARTS_SOLO_TOUT, WENZ_TOUT):
        state = play_contract(match, c.kind, c.flags, c.suit, 0, random.Random(seed))
        assert state.result().contract == c
    return match, MatchInfo.new(SEATS, ui={"pattern": "german"})


def write_version_1(path: Path, matches: list[tuple[Match, MatchInfo]]) -> None:
    """A history database as Stich wrote it at schema 1: the kind alone in ``contract``, the
    record as JSON (the same statements as that version's ``History``), plus one hand whose
    stored record is damaged."""
    conn = sqlite3.connect(path, isolation_level=None)
    for statement in database._V1.split(";"):
        if statement.strip():
            conn.execute(statement)
    conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
    conn.execute("INSERT INTO schema_version (version) VALUES (1)")
    conn.execute(f"PRAGMA application_id = {database.APPLICATION_ID}")
    for match, info in matches:
        rules = json.dumps(match.rules.to_json())
        conn.execute(
            "INSERT INTO matches (id, game, preset, preset_custom, rules_json, players, "
            "human_seat, seats_json, seed, started_at) VALUES (?, ?, ?, 0, ?, ?, 0, ?, ?, ?)",
            (info.match_id, match.game.name, match.rules.to_json()["preset"], rules,
             match.players, json.dumps([s.to_json() for s in info.seats]), match.seed,
             "2026-01-02T10:00:00+0100"))
        for row in match.rows:
            f = hand_facts(row.result, 0)
            conn.execute(
                "INSERT INTO hands (match_id, hand_index, source, played_at, game, preset, "
                "preset_custom, rules_json, players, dealer, human_seat, contract, "
                "declarer_seat, human_role, human_declarer, human_won, human_settlement, "
                "human_points, seed, record_json) "
                "VALUES (?, ?, 'played', ?, ?, ?, 0, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (info.match_id, row.index, "2026-01-02T10:05:00+0100", match.game.name,
                 match.rules.to_json()["preset"], rules, match.players, row.dealer,
                 f.contract, f.declarer_seat, f.human_role, int(f.human_role == "declarer"),
                 None if f.human_won is None else int(f.human_won), f.human_settlement,
                 f.human_points, row.seed, json.dumps(row.record)))
    match, info = matches[0]
    # a damaged record: still listed and counted, by its kind
    conn.execute(
        "INSERT INTO hands (match_id, hand_index, source, played_at, game, preset, "
        "preset_custom, rules_json, players, dealer, human_seat, contract, declarer_seat, "
        "human_role, human_declarer, human_won, human_settlement, human_points, seed, "
        "record_json) VALUES (?, 99, 'played', '2026-01-02T11:00:00+0100', 'schafkopf', "
        "'alles', 0, '{}', 4, 0, 0, 'wenz', 0, 'declarer', 1, 1, 50, 70, 1, '{\"result\": ')",
        (info.match_id,))
    conn.close()


def test_a_version_1_database_opens_with_every_hand_and_names_the_whole_contract(
        tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    match, info = schafkopf_match()
    write_version_1(path, [(match, info)])
    h, problem = History.open(path)
    assert problem is None
    assert h.conn.execute("SELECT version FROM schema_version").fetchone() == (1,)
    rows = h.hands(newest_first=False)
    assert len(rows) == 5 and h.count() == 5
    assert [r.full_contract for r in rows] == [WENZ_TOUT, WENZ, HEARTS_SOLO_TOUT, WENZ_TOUT,
                                               WENZ]  # the damaged one: its kind
    assert [r.contract for r in rows] == ["wenz", "wenz", "solo", "wenz", "wenz"]
    s = stats.summary(h, "schafkopf", "alles")
    assert s.hands == 5 and s.declared == 5
    assert s.score == sum(r.result.settlement[0] for r in match.rows) + 50
    by = {(c.contract, c.flags): c for c in stats.by_contract(h, "schafkopf", "alles")}
    assert set(by) == {("wenz", frozenset({"tout"})), ("wenz", frozenset()),
                       ("solo", frozenset({"tout"}))}
    tout = [r for r in match.rows if r.result.contract == WENZ_TOUT]
    assert by["wenz", frozenset({"tout"})].hands == 2
    assert by["wenz", frozenset({"tout"})].score == sum(r.result.settlement[0] for r in tout)
    assert by["wenz", frozenset()].hands == 2  # the Wenz and the damaged record's
    assert sum(c.hands for c in by.values()) == 5
    assert h.load(rows[0].id).final.result().contract == WENZ_TOUT
    h.close()


def test_a_hand_recorded_now_keeps_its_whole_contract(tmp_path: Path) -> None:
    h, _ = History.open(tmp_path / "history.sqlite3")
    match, info = schafkopf_match(seed=8)
    h.record_match(match, info)
    skat = get_game("skat")
    m2 = Match(skat, skat.rules(None, None), 3, seed=3, first_dealer=2)
    play_contract(m2, "grand", {"hand"})
    sheepshead = get_game("sheepshead")
    m3 = Match(sheepshead, sheepshead.rules(None, None), 5, seed=3, first_dealer=4)
    play_contract(m3, "picker", {"alone"})
    for m in (m2, m3):
        h.record_match(m, MatchInfo.new([SavedSeat(True, "", "You")]
                                        + [SavedSeat(False, "random", "Bot")] * (m.players - 1)))
    newest = h.hands()
    assert newest[0].full_contract == Contract("picker", None, frozenset({"alone"}))
    assert newest[1].full_contract == Contract("grand", None, frozenset({"hand"}))
    assert newest[2].full_contract == WENZ_TOUT
    assert {(c.contract, c.flags) for c in stats.by_contract(h, "skat")} == {
        ("grand", frozenset({"hand"}))}
    assert {(c.contract, c.flags) for c in stats.by_contract(h)} >= {
        ("wenz", frozenset({"tout"})), ("wenz", frozenset()), ("solo", frozenset({"tout"})),
        ("grand", frozenset({"hand"})), ("picker", frozenset({"alone"}))}
    h.close()


def test_thrown_in_and_a_record_of_another_kind(tmp_path: Path) -> None:
    """A thrown-in hand has no contract; a record whose contract disagrees with the row's kind
    (hand-edited) is shown by the row's kind, never by what the record claims."""
    path = tmp_path / "history.sqlite3"
    match, info = schafkopf_match()
    write_version_1(path, [(match, info)])
    conn = sqlite3.connect(path)
    first = conn.execute("SELECT id FROM hands ORDER BY id").fetchone()[0]
    conn.execute("UPDATE hands SET contract = 'solo' WHERE id = ?", (first,))
    conn.execute("UPDATE hands SET contract = NULL WHERE hand_index = 1")
    conn.commit()
    conn.close()
    h, problem = History.open(path)
    assert problem is None
    rows = h.hands(newest_first=False)
    assert rows[0].full_contract == Contract("solo")
    assert rows[1].full_contract is None
    h.close()
