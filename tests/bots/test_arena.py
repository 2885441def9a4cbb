"""The duplicate arena's mechanics (tiny runs; strength is measured by bench/arena.py)."""

from __future__ import annotations

import json
import time

import pytest

from stich.bots.arena import DealOutcome, play_deal, run_arena, summarize
from stich.cli import main
from stich.engine.game import get_game


def test_same_level_on_both_sides_has_no_advantage():
    # the hero's tables replay the baseline exactly: same bots, same seeds
    report = run_arena("schafkopf", None, "medium", "medium", 4, seed=3)
    assert report["advantage"]["mean"] == 0
    assert report["advantage"]["ci95"] == [0, 0]


def test_advantage_is_the_mean_over_seats_against_the_baseline():
    game = get_game("schafkopf")
    o = play_deal("schafkopf", game.rules().to_json(), 4, "easy", "random", 0, 5, {})
    assert len(o.hero) == 4 and len(o.baseline) == 4
    assert o.advantage == sum(h - b for h, b in zip(o.hero, o.baseline, strict=True)) / 4
    assert sum(o.baseline) == 0  # zero-sum without a Stock
    s = summarize([DealOutcome(0, (0,) * 4, (10, 10, 10, 10)),
                   DealOutcome(1, (0,) * 4, (30, 30, 30, 30))])
    assert s["advantage"]["mean"] == 20
    lo, hi = s["advantage"]["ci95"]
    assert lo < 20 < hi


def test_report_has_think_times_of_non_forced_decisions():
    report = run_arena("schafkopf", None, "easy", "random", 3, seed=1)
    times = report["think_time"]
    assert set(times) == {"easy", "random"}
    for kinds in times.values():
        for p in kinds.values():
            assert p["n"] > 0 and 0 <= p["p50"] <= p["p95"] <= p["p99"] <= p["max"]
    assert "play" in times["easy"] and "intent" in times["easy"]
    cpu = report["think_cpu"]  # the same decisions, as CPU time
    assert {k: {kind: p["n"] for kind, p in kinds.items()} for k, kinds in cpu.items()} == {
        k: {kind: p["n"] for kind, p in kinds.items()} for k, kinds in times.items()}


def test_cli_arena_json(capsys):
    assert main(["arena", "--game", "schafkopf", "--rules", "kurz", "--hero", "medium",
                 "--field", "easy", "--deals", "2", "--seed", "7", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "schafkopf" and out["deals"] == 2
    assert out["rules"]["preset"] == "kurz"
    assert set(out["advantage"]) >= {"mean", "ci95", "stderr"}


def test_cpu_clock_does_not_count_waiting_for_a_core():
    # a bot measured on the CPU clock keeps its thinking time while the machine makes it wait
    from stich.bots import clock
    try:
        for name, waited in (("wall", True), ("cpu", False)):
            clock.use(name)
            t0 = clock.now()
            time.sleep(0.05)
            assert (clock.now() - t0 >= 0.05) == waited, name
    finally:
        clock.use("wall")
    with pytest.raises(ValueError, match="unknown bot clock"):
        clock.use("sundial")


def test_cli_arena_on_the_cpu_clock_reports_it_and_leaves_the_table_on_wall_time(capsys):
    from stich.bots import clock
    assert main(["arena", "--game", "skat", "--hero", "hard", "--field", "medium",
                 "--deals", "2", "--seed", "3", "--budget", "0.05", "--clock", "cpu",
                 "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["clock"] == "cpu" and out["deals"] == 2
    assert clock.kind() == "wall"


def test_cli_arena_rejects_unknown_level(capsys):
    assert main(["arena", "--game", "schafkopf", "--hero", "genius", "--field", "easy",
                 "--deals", "2"]) == 2
    assert "unknown bot level" in capsys.readouterr().err


def test_seat_value_own_or_relative_to_the_others():
    from stich.bots.measure import seat_value
    # øre game: the declarer (seat 0) won, each defender loses 4 øre
    assert seat_value((0, -4, -4), 0, relative=False) == 0
    assert seat_value((0, -4, -4), 0, relative=True) == 4
    assert seat_value((0, -4, -4), 1, relative=True) == -2
    assert seat_value((-8, 0, 0), 0, relative=True) == -8


def test_klorsjavs_oere_game_is_scored_relative_and_its_contract_game_by_own_settlement():
    game = get_game("klorsjavs")
    o = play_deal("klorsjavs", game.rules("standard").to_json(), 3, "easy", "random", 0, 5, {})
    # relative scores of a hand always sum to zero, though øre are only ever deducted
    assert abs(sum(o.baseline)) < 1e-9
    report = run_arena("klorsjavs", game.rules("standard"), "easy", "random", 2, seed=4)
    assert report["measure"] == "relative"
    assert run_arena("klorsjavs", game.rules("tens"), "easy", "random", 1, seed=4)[
        "measure"] == "own"
    assert run_arena("schafkopf", None, "easy", "random", 1, seed=4)["measure"] == "own"


def test_klorsjavs_hard_search_values_the_oere_game_relative():
    from stich.bots import make_bot
    game = get_game("klorsjavs")
    bot = make_bot("klorsjavs", "hard")
    search = bot.search  # type: ignore[attr-defined]
    for preset, relative in (("standard", True), ("look_first", True), ("tens", False)):
        st = game.new_hand(game.rules(preset), players=3, dealer=0, seed=1)
        seat = st.to_move
        assert search.relative(st.observation(seat)) is relative


def test_skat_progress_lines_give_each_seats_scores_and_the_heros_own_game(capsys):
    # under the ISkO list only the declarer scores: the progress line says, per seat, the
    # hero's score there, the field's there in the baseline, and the hero's game when it
    # declared (bench/skat_roles.py splits a run's advantage by role from them)
    assert main(["arena", "--game", "skat", "--rules", "isko", "--hero", "easy", "--field",
                 "medium", "--deals", "2", "--seed", "31", "--json", "--progress"]) == 0
    lines = [ln for ln in capsys.readouterr().err.splitlines() if ln.startswith("deal ")]
    assert len(lines) == 2
    o = play_deal("skat", get_game("skat").rules("isko").to_json(), 3, "easy", "medium", 1, 31,
                  {})
    assert any(o.hero_games)  # the second deal is declared
    seats = lines[1].split(" seats ")[1].split()
    assert [s.split("/")[:2] for s in seats] == [[f"{h:g}", f"{b:g}"]
                                                for h, b in zip(o.hero, o.baseline, strict=True)]
    for s, h, g in zip(seats, o.hero, o.hero_games, strict=True):
        # a seat scores only where the hero declared there; its game is named with the outcome
        assert (g != "") == (h != 0)
        assert (s.split("/")[2:] or [""])[0] == g
        if g:
            assert g[-1] in "+-!" and (g[-1] == "+") == (h > 0)


def test_progress_lines_number_each_deal_by_its_cards_not_by_when_it_finished(capsys):
    # with parallel jobs the deals finish out of order; bench/paired.py pairs two runs' lines
    # by the deal's number, so it must be the deal's own (its cards depend only on seed and it)
    args = ["arena", "--game", "schafkopf", "--rules", "kurz", "--hero", "easy", "--field",
            "random", "--deals", "6", "--seed", "7", "--json", "--progress"]
    assert main(args) == 0
    serial = sorted(ln.split(" seats")[0] for ln in capsys.readouterr().err.splitlines()
                    if ln.startswith("deal "))
    assert main([*args, "--jobs", "3"]) == 0
    parallel = sorted(ln.split(" seats")[0] for ln in capsys.readouterr().err.splitlines()
                      if ln.startswith("deal "))
    assert len(serial) == 6 and parallel == serial
