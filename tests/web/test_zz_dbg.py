import re
from companion import tables
from tests.conftest import as_host
from tests.web.test_ohio_bob_web import short_temple
from tests.web.test_ohio_bob_ways_and_map import text_of
def test_dbg(app, client):
    doc = short_temple()
    for start in doc["starting_sets"]:
        for side in ("easy", "hard"):
            for level in start["level"][side]["levels"]:
                level["rooms"] = 5
    with app.app_context():
        table = tables.create_table(
            "ohio_bob", [{"name": "Ana", "colour": "red"}, {"name": "Ben", "colour": "blue"}],
            seed="3", options={"mode": "table", "difficulty": "easy", "sides": {},
                               "challenge": 0, "card_set": "green", "components": doc})
        tables.record_move(table, 0, {"type": "first_room", "room": "G01", "hand": "G02", "seat": 0}, 0)
        tables.record_move(table, 1, {"type": "first_room", "room": "B02", "hand": "B01", "seat": 1}, 1)
        tables.record_move(table, 1, {"type": "play", "card": "B01", "option": "B", "seat": 1}, 2)
        code, tok = table.code, table.host_token
    as_host(client, code, tok)
    client.set_cookie("lang", "ja")
    for url in (f"/t/{code}", f"/t/{code}/seat/1/act"):
        html = client.get(url).get_data(as_text=True)
        t = text_of(html)
        print("=== ", url, len(t))
        for m in re.finditer("[↑↓←→⇔⇕✥]|上|下|左|右", t):
            print("----", t[max(0,m.start()-100):m.end()+30].replace("\n"," "))
    assert 0
