"""``stich-cli simulate --game sheepshead`` for every preset and player count, with records that
replay."""

import json

import pytest

from stich.cli import main
from stich.engine.game import get_game

PRESETS = get_game("sheepshead").rules_class.preset_names()


@pytest.mark.parametrize("preset", PRESETS)
def test_simulate_every_preset_with_verified_records(preset, tmp_path, capsys):
    assert main(["simulate", "--game", "sheepshead", "--rules", preset, "--deals", "25",
                 "--seed", "1", "--records", str(tmp_path), "--verify"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["deals"] == 25 and sum(summary["totals"]) == 0
    assert len(list(tmp_path.glob("hand-*.json"))) == 25
    assert main(["replay", str(tmp_path / "hand-00001.json")]) == 0


@pytest.mark.parametrize("players", [3, 4, 5])
def test_simulate_every_player_count(players, capsys):
    assert main(["simulate", "--game", "sheepshead", "--players", str(players), "--deals", "20",
                 "--verify"]) == 0
    assert json.loads(capsys.readouterr().out)["players"] == players


def test_contradictory_player_count_is_a_clear_error(capsys):
    assert main(["simulate", "--game", "sheepshead", "--rules", "called-ace", "--players", "3"]) \
        == 2
    assert "partner_mode" in capsys.readouterr().err
