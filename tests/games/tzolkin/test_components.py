"""Component catalogue: counts, vocabulary, ids, and the validator on broken copies.

Component facts: the shared Tzolk'in reference; seed 003 「盤と共通の準備」 and
「建物の絵と食料軽減」 for the effect vocabulary."""
import json
import shutil
from pathlib import Path

import pytest

from companion.games.tzolkin.rules.components import (
    DATA_DIR, ComponentDataError, load_components, load_components_from,
)


def test_counts_32_buildings_13_monuments_21_wealth_tiles():
    c = load_components()
    assert len(c.buildings) == 32
    assert sum(1 for b in c.buildings.values() if b.age == 1) == 14
    assert sum(1 for b in c.buildings.values() if b.age == 2) == 18
    assert len(c.monuments) == 13
    assert len(c.wealth_tiles) == 21
    assert set(c.temples) == {"chaac", "quetzalcoatl", "kukulcan"}
    assert sorted(c.chichen_itza) == list(range(1, 10))


def test_frame_counts_of_buildings():
    c = load_components()
    frames = {}
    for b in c.buildings.values():
        frames[(b.age, b.frame)] = frames.get((b.age, b.frame), 0) + 1
    assert frames == {(1, "farm"): 5, (1, "brown"): 3, (1, "green"): 4, (1, "blue"): 2,
                      (2, "farm"): 3, (2, "brown"): 5, (2, "green"): 4, (2, "blue"): 6}


def test_temple_tracks_and_bonuses():
    t = load_components().temples
    assert t["chaac"].vp == (-1, 0, 2, 4, 6, 7, 8) and t["chaac"].top_step == 6
    assert t["quetzalcoatl"].vp[-1] == 13 and t["quetzalcoatl"].top_step == 8
    assert t["kukulcan"].vp == (-3, 0, 1, 3, 5, 7, 9, 10)
    assert t["kukulcan"].resources == {2: "wood", 4: "wood", 5: "skull"}
    assert t["chaac"].bonus == (6, 2) and t["quetzalcoatl"].bonus == (2, 6)


def test_chichen_itza_spot_6_matches_the_seed_example():
    """Seed 「神殿とチチェン・イツァ」: spot 6 gives 8 VP, green temple +1, one resource."""
    s = load_components().chichen_itza[6]
    assert (s.vp, s.temple, s.resource) == (8, "kukulcan", True)


def test_wealth_tile_neutral_spots_and_rewards():
    w = load_components().wealth_tiles
    assert (w["w01"].gear, w["w01"].spot) == ("palenque", 1)
    assert w["w01"].reward == {"corn": 3, "temple": {"quetzalcoatl": 1}, "tech": {"agriculture": 1}}
    assert w["w15"].reward == {"worker": 1}
    assert w["w14"].reward["farm"] == {"free_workers": 1}
    assert (w["w21"].gear, w["w21"].spot) == ("chichen_itza", 10)


def test_uncertain_rows_say_why():
    c = load_components()
    assert c.monuments["m13"].uncertain and "blue or brown" in c.monuments["m13"].uncertain
    assert c.monuments["m07"].uncertain and c.monuments["m08"].uncertain
    assert sum(1 for b in c.buildings.values() if b.uncertain) == 3
    assert c.monuments["m13"].cost == {"gold": 4, "skull": 1}


def test_every_file_names_its_source():
    for f in DATA_DIR.glob("*.json"):
        assert json.loads(f.read_text())["source"]


# ---------------------------------------------------------------- broken copies

@pytest.fixture
def copy_dir(tmp_path: Path) -> Path:
    d = tmp_path / "data"
    shutil.copytree(DATA_DIR, d)
    return d


def _edit(d: Path, fname: str, fn) -> None:
    data = json.loads((d / fname).read_text())
    fn(data)
    (d / fname).write_text(json.dumps(data))


def test_copy_loads(copy_dir):
    assert len(load_components_from(copy_dir).buildings) == 32


@pytest.mark.parametrize("fname,edit,message", [
    ("buildings.json", lambda d: d["buildings"].pop(), "b01..b32"),
    ("buildings.json", lambda d: d["buildings"][1].update(id="b01"), "b01 appears twice"),
    ("buildings.json", lambda d: d["buildings"][5].update(frame="purple"), "unknown frame 'purple'"),
    ("buildings.json", lambda d: d["buildings"][5].update(effect={"temple": {"chac": 1}}), "unknown temple 'chac'"),
    ("buildings.json", lambda d: d["buildings"][5].update(effect={"fly": 1}), "unknown effect 'fly'"),
    ("buildings.json", lambda d: d["buildings"][5].update(cost={"wood": 0}), "cost of wood"),
    ("buildings.json", lambda d: d["buildings"][5].update(cost={"corn": 2}), "unknown cost item 'corn'"),
    ("buildings.json", lambda d: d["buildings"][0].update(age=2), "Age I must have 14"),
    ("buildings.json", lambda d: d["buildings"][0].pop("text"), 'missing field "text"'),
    ("buildings.json", lambda d: d.pop("source"), '"source"'),
    ("buildings.json", lambda d: d["buildings"][3].update(efect={}), "unknown field(s) efect"),
    ("monuments.json", lambda d: d["monuments"][0].update(scoring="magic"), "unknown scoring rule"),
    ("monuments.json", lambda d: d["monuments"][1].update(scoring="brown_frames"), "share one scoring rule"),
    ("monuments.json", lambda d: d["monuments"][0].update(frame="farm"), "unknown frame 'farm'"),
    ("wealth_tiles.json", lambda d: d["wealth_tiles"][0].update(gear="mars"), "unknown gear 'mars'"),
    ("wealth_tiles.json", lambda d: d["wealth_tiles"][0].update(spot=9), "spot 9 is not on palenque"),
    ("wealth_tiles.json", lambda d: d["wealth_tiles"][1].update(spot=1), "same neutral spot as w01"),
    ("wealth_tiles.json", lambda d: d["wealth_tiles"][0].update(reward={"any_tech": 1}), "needs a choice"),
    ("temples.json", lambda d: d["temples"].pop(), "exactly chaac"),
    ("temples.json", lambda d: d["temples"][0].update(vp=[0, 1, 2]), "start step"),
    ("chichen_itza.json", lambda d: d["spots"][0].update(spot=10), "spot must be 1..9"),
    ("chichen_itza.json", lambda d: d["spots"][0].update(uncertain=""), '"uncertain"'),
])
def test_validator_rejects_broken_copies(copy_dir, fname, edit, message):
    _edit(copy_dir, fname, edit)
    with pytest.raises(ComponentDataError) as exc:
        load_components_from(copy_dir)
    assert message in str(exc.value)
    assert fname in str(exc.value)


def test_validator_rejects_bad_json_and_missing_file(copy_dir):
    (copy_dir / "monuments.json").write_text("{not json")
    with pytest.raises(ComponentDataError, match="monuments.json: not valid JSON"):
        load_components_from(copy_dir)
    (copy_dir / "monuments.json").unlink()
    with pytest.raises(ComponentDataError, match="monuments.json: cannot read"):
        load_components_from(copy_dir)


def test_component_error_is_a_value_error():
    assert issubclass(ComponentDataError, ValueError)
