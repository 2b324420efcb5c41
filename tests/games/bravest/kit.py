"""Small builders for hand-worked Bravest islands (test helpers, not a test module)."""
from __future__ import annotations

from companion.games.bravest.rules.components import OPPOSITE, STEP, check_geometry
from companion.games.bravest.rules.courses import course_points
from companion.games.bravest.rules.island import Island, placed_tile

EW = [["W", "E"]]


def geometry(rows, cols, agile=None, invincible=None, cells=None):
    """A side geometry; camps default to the Agile at the bottom-left cell's W edge and the
    Invincible at the top-right cell's E edge."""
    doc = {"rows": rows, "cols": cols,
           "camps": {"agile": agile or {"cell": [rows - 1, 0], "edge": "W"},
                     "invincible": invincible or {"cell": [0, cols - 1], "edge": "E"}}}
    if cells is not None:
        doc["cells"] = cells
    return check_geometry(doc, "test island")


def content(spec):
    """"ghost" -> {"kind": "ghost"}; "lava:EW" -> lava open E and W; "lava:" whole circle;
    "sp:flat_two" -> special; None -> nothing."""
    if spec is None:
        return None
    if spec.startswith("lava:"):
        return {"kind": "lava", "open": list(spec[5:])}
    if spec.startswith("sp:"):
        return {"kind": "special", "effect": spec[3:]}
    return {"kind": spec}


def island(side, geo, tiles):
    """``tiles``: {(r, c): (paths, content spec)} or {(r, c): "X"} for a face-down tile."""
    isl = Island(side, geo, {})
    for cell, spec in tiles.items():
        if spec == "X":
            isl.tiles[cell] = placed_tile(None, 0, True)
        else:
            paths, c = spec
            isl.tiles[cell] = placed_tile({"id": f"t{cell[0]}{cell[1]}", "paths": paths,
                                           "content": content(c)})
    return isl


def corridor(side, row0, row1=None):
    """A 1- or 2-row island: row 0 is an east-west road through every tile (the Agile enters at
    the W edge of (0,0), the Invincible at the E edge of the last cell), row 1 holds tiles
    without roads (content only: never passed, but counted on the island)."""
    cols = len(row0)
    rows = 1 if row1 is None else 2
    geo = geometry(rows, cols, agile={"cell": [0, 0], "edge": "W"})
    tiles = {(0, c): (EW, spec) for c, spec in enumerate(row0)}
    for c, spec in enumerate(row1 or []):
        tiles[(1, c)] = ([], spec)
    return island(side, geo, tiles)


def all_courses(isl, hero):
    """Every course a hero can take, by plain enumeration written straight from the rules
    (no graph, no pruning): yields (cells passed in order, end kind)."""
    camps = isl.geometry["camps"]
    other_hero = "invincible" if hero == "agile" else "agile"
    own = (tuple(camps[hero]["cell"]), camps[hero]["edge"])
    other = (tuple(camps[other_hero]["cell"]), camps[other_hero]["edge"])

    def net_with(cell, edge):
        t = isl.tiles.get(cell)
        if t is None:
            return None
        for net in t["paths"]:
            if edge in net:
                return net
        return None

    start_net = net_with(*own)
    if start_net is None:
        yield [], "no_start"
        return
    used = {own}

    def walk(cell, net, passed):
        free = [x for x in net if (cell, x) not in used]
        if not free:
            yield list(passed), "dead_end"
        for x in free:
            used.add((cell, x))
            n = (cell[0] + STEP[x][0], cell[1] + STEP[x][1])
            far = net_with(n, OPPOSITE[x])
            if (cell, x) == other:
                yield list(passed), "other_camp"
            elif n not in isl.cells:
                yield list(passed), "left_island"
            elif far is None:
                yield list(passed), "blocked"
            else:
                assert (n, OPPOSITE[x]) not in used
                used.add((n, OPPOSITE[x]))
                passed.append(n)
                yield from walk(n, far, passed)
                passed.pop()
                used.remove((n, OPPOSITE[x]))
            used.remove((cell, x))

    yield from walk(own[0], start_net, [own[0]])


def enumerated_best(isl, hero):
    """The best points over every enumerated course."""
    return max(course_points(isl, hero, cells, end) for cells, end in all_courses(isl, hero))


def random_course(isl, hero, rng):
    """One course with every choice at a fork made at random (same rules as all_courses)."""
    camps = isl.geometry["camps"]
    other_hero = "invincible" if hero == "agile" else "agile"
    own = (tuple(camps[hero]["cell"]), camps[hero]["edge"])
    other = (tuple(camps[other_hero]["cell"]), camps[other_hero]["edge"])

    def net_with(cell, edge):
        t = isl.tiles.get(cell)
        for net in (t["paths"] if t else []):
            if edge in net:
                return net
        return None

    net = net_with(*own)
    if net is None:
        return [], "no_start"
    used, cell, passed = {own}, own[0], [own[0]]
    while True:
        free = [x for x in net if (cell, x) not in used]
        if not free:
            return passed, "dead_end"
        x = rng.choice(free)
        used.add((cell, x))
        n = (cell[0] + STEP[x][0], cell[1] + STEP[x][1])
        far = net_with(n, OPPOSITE[x])
        if (cell, x) == other:
            return passed, "other_camp"
        if n not in isl.cells:
            return passed, "left_island"
        if far is None:
            return passed, "blocked"
        used.add((n, OPPOSITE[x]))
        cell, net = n, far
        passed.append(n)


def assert_legal_course(isl, hero, course):
    """The steps of a reported course follow the rules: start at the camp, each step enters
    and leaves by arms of one road network, consecutive steps are joined across facing arms, no
    arm is used twice, and the end is a real stop (off the island, blocked, the other camp, or
    no unused arm left)."""
    steps = course["steps"]
    camps = isl.geometry["camps"]
    if not steps:
        assert course["end"]["kind"] == "no_start"
        return
    assert steps[0]["cell"] == camps[hero]["cell"] and steps[0]["enter"] == camps[hero]["edge"]
    used = set()
    for k, st in enumerate(steps):
        cell = tuple(st["cell"])
        nets = [n for n in isl.tiles[cell]["paths"] if st["enter"] in n]
        assert len(nets) == 1
        arms = [(cell, st["enter"])] + ([(cell, st["exit"])] if st["exit"] else [])
        if st["exit"]:
            assert st["exit"] in nets[0] and st["exit"] != st["enter"]
        for arm in arms:
            assert arm not in used, arm
            used.add(arm)
        if k + 1 < len(steps):
            nxt = steps[k + 1]
            dr, dc = STEP[st["exit"]]
            assert tuple(nxt["cell"]) == (cell[0] + dr, cell[1] + dc)
            assert nxt["enter"] == OPPOSITE[st["exit"]]
    last = steps[-1]
    cell = tuple(last["cell"])
    end = course["end"]
    if last["exit"] is None:
        net = [n for n in isl.tiles[cell]["paths"] if last["enter"] in n][0]
        assert all((cell, x) in used for x in net) and end["kind"] == "dead_end"
    else:
        n = (cell[0] + STEP[last["exit"]][0], cell[1] + STEP[last["exit"]][1])
        t = isl.tiles.get(n)
        facing = t is not None and any(OPPOSITE[last["exit"]] in net for net in t["paths"])
        assert not facing or n not in isl.cells
        kind = "other_camp" if end["kind"] == "other_camp" else \
            "left_island" if n not in isl.cells else "blocked"
        assert end["kind"] == kind
