"""The command line: ``companion setup`` and ``companion score``."""
from __future__ import annotations

import json

from click.testing import CliRunner

from companion.cli import main

SEED_EXAMPLE = {
    # seed 003 「終了と後半の手番例」: 50 VP, 5 corn + 1 wood + 1 stone + 1 gold = 14 corn -> 3.5,
    # 2 skulls -> 6, 9 VP of monuments (m07 with one technology at level 3) -> 68.5
    "players": [
        {"name": "Ana", "vp": 50, "corn": 5, "wood": 1, "stone": 1, "gold": 1, "skulls": 2,
         "monuments": ["m07"], "technologies": {"agriculture": 3}, "workers_on_gears": 1},
        {"name": "Ben", "vp": 60, "workers_on_gears": 2},
    ],
    "skulls_on_chichen_itza": 0,
}


def test_setup_prints_the_same_text_for_the_same_seed():
    runner = CliRunner()
    first = runner.invoke(main, ["setup", "tzolkin", "--players", "3", "--seed", "7"])
    second = runner.invoke(main, ["setup", "tzolkin", "--players", "3", "--seed", "7"])
    assert first.exit_code == 0 and first.output == second.output
    assert "Tzolk'in setup for 3 players" in first.output
    assert "Monuments (5 revealed" in first.output
    other = runner.invoke(main, ["setup", "tzolkin", "--players", "3", "--seed", "8"])
    assert other.output != first.output


def test_setup_json_has_no_secret_tiles_and_six_neutral_workers_for_3_players():
    result = CliRunner().invoke(main, ["setup", "tzolkin", "-p", "3", "--seed", "7", "--json"])
    data = json.loads(result.output)
    assert data["seed"] == "7" and len(data["neutral_workers"]) == 6
    assert len(data["monuments"]) == 5 and len(data["buildings_row"]) == 6
    assert "wealth_dealt" not in data and data["wealth_dealt_counts"] == {"0": 4, "1": 4, "2": 4}


def test_setup_refuses_a_bad_player_count():
    result = CliRunner().invoke(main, ["setup", "tzolkin", "--players", "5"])
    assert result.exit_code == 2 and "2 to 4 players" in result.output


def test_score_prints_the_seed_example(tmp_path):
    path = tmp_path / "end.json"
    path.write_text(json.dumps(SEED_EXAMPLE))
    result = CliRunner().invoke(main, ["score", "tzolkin", str(path), "--json"])
    assert result.exit_code == 0, result.output
    sheet = json.loads(result.output)
    assert sheet["totals"] == {"0": 68.5, "1": 60}
    assert sheet["winners"] == [0]
    text = CliRunner().invoke(main, ["score", "tzolkin", str(path)])
    assert "68.5" in text.output


def test_score_reports_bad_files_clearly(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    result = CliRunner().invoke(main, ["score", "tzolkin", str(bad)])
    assert result.exit_code == 2 and result.output == (
        f"error: {bad} cannot be read as an end-state document (line 1, character 2).\n")
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"players": [{"name": "Ana", "corn": -1}, {"name": "Ben"}]}))
    result = CliRunner().invoke(main, ["score", "tzolkin", str(wrong)])
    assert result.exit_code == 2 and "Ana" in result.output and "negative" in result.output
    unknown = CliRunner().invoke(main, ["score", "chess", str(wrong)])
    assert unknown.exit_code == 2


def test_setup_reads_a_seed_as_the_web_form_does():
    runner = CliRunner()
    plain = runner.invoke(main, ["setup", "tzolkin", "-p", "2", "--seed", "7"])
    spaced = runner.invoke(main, ["setup", "tzolkin", "-p", "2", "--seed", " 7 "])
    assert plain.output == spaced.output


def test_every_game_prints_a_setup_labelled_as_a_sample_where_it_is_one():
    runner = CliRunner()
    for game, players, marker in (("bravest", "2", "Sample"), ("mayan_curse", "3", "SAMPLE"),
                                  ("ohio_bob", "1", "Sample set")):
        result = runner.invoke(main, ["setup", game, "--players", players, "--seed", "3"])
        assert result.exit_code == 0, (game, result.output)
        assert marker in result.output
        again = runner.invoke(main, ["setup", game, "--players", players, "--seed", "3"])
        assert again.output == result.output


def test_score_bravest_prints_both_heroes_courses(tmp_path):
    """docs/formats/bravest.md's ISLAND.json example: the Agile meets the great sword (3), the
    Invincible the wizard (3), both then cross the face-down crossroads and leave."""
    island = {
        "format": "bravest-layout", "version": 1, "side": "light",
        "geometry": {"rows": 1, "cols": 3,
                     "camps": {"agile": {"cell": [0, 0], "edge": "W"},
                               "invincible": {"cell": [0, 2], "edge": "E"}}},
        "placements": [
            {"cell": [0, 0], "paths": [["N", "S"]], "content": {"kind": "great_sword"},
             "rotation": 1},
            {"cell": [0, 1], "face_down": True},
            {"cell": [0, 2], "tile": "S01", "rotation": 1}]}
    path = tmp_path / "island.json"
    path.write_text(json.dumps(island))
    result = CliRunner().invoke(main, ["score", "bravest", str(path)])
    assert result.exit_code == 0, result.output
    assert "Agile: 3" in result.output and "Invincible: 3" in result.output
    assert "great sword: 3" in result.output
