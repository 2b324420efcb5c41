"""Component sets: the shipped sample and the validation of a table's own copy.
Seed 000 「セットアップ」 (16 slabs, 1-dot and 2-dot slabs, 6 tiers, 20 stones),
「重要な注意事項:移動」 (four dual stones), 「石碑の発見」 (value ranges)."""
import json


from companion.games.mayan_curse.rules.components import (
    ComponentError, load_components, sample_components, validate_components,
)
from companion.i18n import render
from companion.message import Msg, Text

from .kit import refused


def test_sample_is_labelled_as_a_sample():
    d = sample_components()
    assert d["sample"] is True
    assert "sample" in d["label"]["en"].lower() and "サンプル" in d["label"]["ja"]
    assert "not the printed" in d["label"]["en"]
    # one name in each language, as every page says it (trial 2: 「豹」 in the drawing and
    # 「ジャガー」 in the sentences read as two symbols)
    assert d["symbol_names"]["jaguar"] == {"en": "jaguar", "ja": "ジャガー"}


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


def _bad(mutate, code, **params):
    d = sample_components()
    mutate(d)
    with refused(f"mayan_curse.components.{code}", ComponentError, **params) as info:
        validate_components(d)
    return info.value.message


def _said(msg):
    return render(msg, "en"), render(msg, "ja")


def test_bad_slab_symbol_names_the_slab_and_space_as_a_person_counts():
    """slabs[4] is the 5th slab, spaces[3] its 4th space from the left."""
    def m(d):
        d["slabs"][4]["spaces"][3] = "dgo"
    msg = _bad(m, "slab_symbol", slab=5, id="S05", space=4,
               value=Msg("mayan_curse.components.value.text", text="dgo"))
    assert _said(msg) == (
        "The 5th slab (S05), space 4 from the left: “dgo” is not one of the symbols.",
        "5枚目の床ボード（S05）の左から4マス目：「dgo」はシンボルの一覧にありません。")


def test_two_one_dot_slabs_refused():
    def m(d):
        d["slabs"][5]["dots"] = 1
    msg = _bad(m, "dots", dots=1, found=2)
    assert _said(msg) == (
        "Exactly one slab must have 1 orientation dot; 2 have.",
        "点のアイコンが1個の床ボードはちょうど1枚必要ですが、2枚あります。")


def test_three_dual_stones_refused():
    def m(d):
        d["stones"][-1] = ["dog"]
    msg = _bad(m, "duals", duals=3, game=4)
    assert _said(msg)[0] == "3 sacred stones show two symbols: the game has 4."


def test_stela_value_out_of_colour_range_refused():
    def m(d):
        d["stelae"]["grey"][0] = 1
    msg = _bad(m, "too_small", value=1, low=2)
    assert _said(msg) == ("The 1st grey stela: 1 is less than 2.",
                          "1番目の灰色の石碑：1は2より小さい値です。")


def test_table_needing_more_stelae_than_the_set_refused():
    def m(d):
        d["stelae"]["beige"] = d["stelae"]["beige"][:5]
    # 5 players: 3 slabs with two beige stelae each = 6, the set has 5
    msg = _bad(m, "table_short", players=5, needed=6, has=5,
               colour=Msg("mayan_curse.colour.beige"))
    assert _said(msg)[1] == ("5人用の石碑の配置表にはベージュの石碑が6個（寺院の分を含む）必要ですが、"
                             "セットには5個しかありません。")


def test_sample_set_must_say_sample():
    def m(d):
        d["label"] = "Real components"
    _bad(m, "label_sample")


def test_two_wild_faces_refused():
    def m(d):
        d["boulder_faces"][0] = "wild"
    _bad(m, "one_wild")


def test_missing_key_and_wrong_types():
    d = sample_components()
    del d["slabs"]
    with refused("mayan_curse.components.missing", ComponentError) as info:
        validate_components(d)
    assert _said(info.value.message) == ("The component set: the list of slabs is missing.",
                                         "コンポーネントセット：床ボードの一覧がありません。")
    with refused("mayan_curse.components.not_object", ComponentError,
                 value=Msg("mayan_curse.components.value.list")):
        validate_components([1, 2])

    def m(d):
        d["passage"]["width"] = "7"
    msg = _bad(m, "not_whole_number", value=Msg("mayan_curse.components.value.text", text="7"))
    assert _said(msg) == (
        "The width of the relay boards (spaces): a whole number is needed, not “7”.",
        "中継ボードの幅（スペース数）：整数が必要です（「7」になっています）。")


def test_a_set_saved_before_symbol_names_still_validates_its_ids_are_its_names():
    from companion.games.mayan_curse.rules.names import symbol_text
    d = sample_components()
    del d["symbol_names"]
    d.update(sample=False, label="Our copy", name="Ours")
    assert validate_components(d) == d
    assert symbol_text(d, "jaguar") == Text("jaguar", "jaguar")


def test_a_table_names_its_own_symbols_once_or_in_each_language():
    from companion.games.mayan_curse.rules.names import symbol_short, symbol_text
    d = sample_components()
    d.update(sample=False, label={"en": "Our copy", "ja": "うちのセット"}, name="Ours")
    d["symbol_names"] = {"dog": "Xolo", "jaguar": {"en": "jaguar", "ja": "ジャガー",
                                                  "short": "豹"}}
    assert validate_components(d) == d
    assert symbol_text(d, "dog") == Text("Xolo", "Xolo")
    assert symbol_short(d, "jaguar") == Text("豹", "豹")
    assert symbol_text(d, "eagle") == Text("eagle", "eagle")
    d["symbol_names"] = {"cat": "Cat"}
    with refused("mayan_curse.components.name_for_unknown_symbol", ComponentError,
                 symbol="cat"):
        validate_components(d)
    d["symbol_names"] = {"dog": {"fr": "chien"}}
    with refused("mayan_curse.components.bad_symbol_name", ComponentError, symbol="dog"):
        validate_components(d)


def test_load_names_the_file(tmp_path):
    f = tmp_path / "mine.json"
    f.write_text("{not json", encoding="utf-8")
    with refused("mayan_curse.components.file_not_json", ComponentError, file="mine.json",
                 line=1):
        load_components(f)
    d = sample_components()
    d["stones"] = d["stones"][:19]
    f.write_text(json.dumps(d), encoding="utf-8")
    with refused("mayan_curse.components.in_file", ComponentError, file="mine.json") as info:
        load_components(f)
    assert _said(info.value.message) == (
        "mine.json: The sacred stones: 20 entries are needed, there are 19.",
        "mine.json：神聖な石：20個必要ですが、19個あります。")


def test_own_copy_round_trips():
    d = sample_components()
    d["sample"] = False
    d["label"] = "Our copy"
    assert validate_components(d) == d


def test_unreadable_files_refused(tmp_path):
    f = tmp_path / "bin.json"
    f.write_bytes(b"\xff\xfe\x00garbage")
    with refused("mayan_curse.components.file_not_utf8", ComponentError, file="bin.json"):
        load_components(f)
    with refused("mayan_curse.components.file_unreadable", ComponentError,
                 file="missing.json"):
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
        except ComponentError as exc:
            assert render(exc.message, "en") and render(exc.message, "ja")


def test_a_table_set_up_with_the_sample_before_names_existed_reads_in_either_language():
    """Its stored copy of the sample has the old English label and no symbol names: the
    current sample's label and names are said."""
    from companion.games.mayan_curse.rules.names import OLD_SAMPLE_LABEL, set_label, symbol_text
    old = sample_components()
    del old["symbol_names"]
    old.update(label=OLD_SAMPLE_LABEL, name="Sample set")
    assert set_label(old).get("ja").startswith("サンプルセット：")
    assert set_label(old).get("en") == OLD_SAMPLE_LABEL
    assert symbol_text(old, "serpent") == Text("serpent", "蛇")
