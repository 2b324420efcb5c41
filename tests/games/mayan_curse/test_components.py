"""Component sets: the shipped sample and the validation of a table's own copy.
Seed 000 「セットアップ」 (16 slabs, 1-dot and 2-dot slabs, 6 tiers, 20 stones),
「重要な注意事項:移動」 (four dual stones), 「石碑の発見」 (value ranges)."""
import json

import pytest

from companion.games.mayan_curse.components import (
    ComponentError, load_components, sample_components, validate_components,
)


def test_sample_is_labelled_as_a_sample():
    d = sample_components()
    assert d["sample"] is True
    assert "sample" in d["label"].lower()
    assert "not the printed" in d["label"]


def test_sample_counts_follow_the_rules_text():
    """セットアップ: 16 slabs (one 1-dot, one 2-dot), 6 temple tiers, 20 stones of which 4
    dual, a boulder cube with one wild face; 石碑の発見: brown 1-4, grey 2-5, beige 3-6."""
    d = sample_components()
    assert len(d["slabs"]) == 16
    assert [s["dots"] for s in d["slabs"]].count(1) == 1
    assert [s["dots"] for s in d["slabs"]].count(2) == 1
    assert len(d["temple"]["tiers"]) == 6
    assert len(d["stones"]) == 20
    assert sum(len(s) == 2 for s in d["stones"]) == 4
    assert d["boulder_faces"].count("wild") == 1
    assert set(d["stelae"]["brown"]) == {1, 2, 3, 4}
    assert set(d["stelae"]["grey"]) == {2, 3, 4, 5}
    assert set(d["stelae"]["beige"]) == {3, 4, 5, 6}


def _bad(mutate, match):
    d = sample_components()
    mutate(d)
    with pytest.raises(ComponentError, match=match):
        validate_components(d)


def test_bad_slab_symbol_names_the_slab():
    def m(d):
        d["slabs"][4]["spaces"][3] = "dgo"
    _bad(m, r"slabs\[4\] \(S05\): space 3 'dgo'")


def test_two_one_dot_slabs_refused():
    def m(d):
        d["slabs"][5]["dots"] = 1
    _bad(m, "exactly one slab must have 1 dot")


def test_three_dual_stones_refused():
    def m(d):
        d["stones"][-1] = ["dog"]
    _bad(m, "3 stones have two symbols, the game has 4")


def test_stela_value_out_of_colour_range_refused():
    def m(d):
        d["stelae"]["grey"][0] = 1
    _bad(m, r"stelae.grey\[0\]: 1 is below 2")


def test_table_needing_more_stelae_than_the_set_refused():
    def m(d):
        d["stelae"]["beige"] = d["stelae"]["beige"][:5]
    _bad(m, "stelae_table.5: needs 6 beige")


def test_sample_set_must_say_sample():
    def m(d):
        d["label"] = "Real components"
    _bad(m, "label")


def test_two_wild_faces_refused():
    def m(d):
        d["boulder_faces"][0] = "wild"
    _bad(m, "exactly one face is the wild")


def test_missing_key_and_wrong_types():
    with pytest.raises(ComponentError, match="missing 'slabs'"):
        d = sample_components()
        del d["slabs"]
        validate_components(d)
    with pytest.raises(ComponentError, match="expected an object"):
        validate_components([1, 2])

    def m(d):
        d["passage"]["width"] = "7"
    _bad(m, "passage.width: expected a whole number")


def test_load_names_the_file(tmp_path):
    f = tmp_path / "mine.json"
    f.write_text("{not json", encoding="utf-8")
    with pytest.raises(ComponentError, match="mine.json: not valid JSON"):
        load_components(f)
    d = sample_components()
    d["stones"] = d["stones"][:19]
    f.write_text(json.dumps(d), encoding="utf-8")
    with pytest.raises(ComponentError, match="mine.json: stones: expected 20 entries, got 19"):
        load_components(f)


def test_own_copy_round_trips():
    d = sample_components()
    d["sample"] = False
    d["label"] = "Our copy"
    assert validate_components(d) == d


def test_unreadable_files_refused(tmp_path):
    f = tmp_path / "bin.json"
    f.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(ComponentError, match="bin.json: not a UTF-8 text file"):
        load_components(f)
    with pytest.raises(ComponentError, match="missing.json: cannot be read"):
        load_components(tmp_path / "missing.json")


def test_garbage_entries_never_crash():
    """Any mangled entry gives a ComponentError, never a raw KeyError/TypeError."""
    import random
    rng = random.Random(3)
    junk = [None, 0, -5, "x", [], {}, [None], {"a": 1}, True, 1.5, "wild"]

    def paths(node, prefix=()):
        yield prefix
        if isinstance(node, dict):
            for k, v in node.items():
                yield from paths(v, prefix + (k,))
        elif isinstance(node, list):
            for i, v in enumerate(node):
                yield from paths(v, prefix + (i,))

    all_paths = [p for p in paths(sample_components()) if p]
    for _ in range(300):
        d = sample_components()
        p = rng.choice(all_paths)
        node = d
        for k in p[:-1]:
            node = node[k]
        node[p[-1]] = rng.choice(junk)
        try:
            validate_components(d)
        except ComponentError:
            pass
