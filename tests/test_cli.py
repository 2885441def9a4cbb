"""stich-cli replay and simulate, as a user runs them."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def cli(*args):
    env = {"PYTHONPATH": str(ROOT / "desktop"), "PATH": "/usr/bin:/bin"}
    return subprocess.run([sys.executable, "-m", "stich.cli", *args], capture_output=True,
                          text=True, env=env, timeout=300)


def test_simulate_writes_records_that_replay(tmp_path):
    out = cli("simulate", "--game", "schafkopf", "--rules", "alles", "--deals", "40",
              "--seed", "1", "--records", str(tmp_path))
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert summary["deals"] == 40
    files = sorted(tmp_path.glob("hand-*.json"))
    assert len(files) == 40
    for f in files[:10]:
        rec = json.loads(f.read_text())
        res = cli("replay", str(f))
        assert res.returncode == 0, res.stderr
        printed = json.loads(res.stdout)
        assert printed["finished"] is True
        assert printed["settlement"] == rec["result"]["settlement"]
        assert "tricks" in printed and "points" in printed and "contract" in printed


def test_simulate_accepts_set_overrides():
    out = cli("simulate", "--game", "schafkopf", "--set", "deck=SHORT24", "--set",
              "all_pass=RAMSCH", "--deals", "5", "--seed", "2")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["rules"]["overrides"] == {"all_pass": "RAMSCH",
                                                            "deck": "SHORT24"}


@pytest.mark.parametrize("content", ['{"format": 1', '{"format": "stich-record/1"}', "[]",
                                     '{"format": "stich-record/1", "game": "schafkopf", '
                                     '"seed": 1, "actions": [{"seat": 9, "type": "pass"}]}'])
def test_replay_of_a_bad_record_prints_one_line_and_exits_2(tmp_path, content):
    p = tmp_path / "bad.json"
    p.write_text(content)
    out = cli("replay", str(p))
    assert out.returncode == 2
    assert out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("stich-cli: error:")
    assert "Traceback" not in out.stderr


def test_unknown_game_or_rule_is_a_clean_error():
    out = cli("simulate", "--game", "poker", "--deals", "1")
    assert out.returncode == 2 and "unknown game 'poker'" in out.stderr
    out = cli("simulate", "--game", "schafkopf", "--set", "colour=blue", "--deals", "1")
    assert out.returncode == 2 and "unknown house rule 'colour'" in out.stderr
