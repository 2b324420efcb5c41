"""Bravest courses: each hero's best course over an island, found by exact search.

Rules: ../shared/seeds/004_56bb1fd7cb2b43a4.txt, "スコアリング" (how a hero moves),
"試練 – 光の面" / "試練 ― 闇の面" (what each hero scores on each side) and "特殊タイル" (the ten
special tiles).  Readings of unclear points are in docs/rulings/bravest.md.

Movement model
--------------
Every placed tile has path *networks* (``components``); the road from an edge midpoint to its
network's junction is an *arm*.  Two facing arms of orthogonally adjacent tiles join into one
*link*.  A hero's course:

* starts at its camp: it enters the camp cell through the camp edge (that arm is used);
* at a junction it leaves by any unused arm of the same network (the player chooses at a fork);
* an arm joined to a neighbour's facing arm is a link: the hero goes on into that tile and
  *passes* it (scores it, each time);
* an arm that leads off the island, to an empty cell, or to a neighbour with no facing arm is
  a *stop*: the hero ends there (leaving the island or blocked at a dead end).  The player may
  choose such an arm on purpose;
* the hero must go on while its junction has an unused arm; with none left it stops (dead end);
* the same hero never uses an arm twice; the other hero may.

So a course is a trail in the graph whose nodes are (cell, network) and whose edges are links.
The number of passes of each node is fixed by the trail's set of links and its end node, which
makes a transposition table over (node, links used) exact.  The search is a depth-first
branch and bound with that table and an upper bound that counts, over the nodes still reachable
by unused links, at most ``unused links // 2`` more passes each (one more for a single node:
the end), less the passes that parity forces to be lost (``parity_penalty`` inside
``best_course``), and no more than the passes worth points that the passes costing points
can lead into (``pairing_bound``).  The bound never falls below what a course can still add,
so nothing that could beat the best course found is cut off: the result is the true maximum
(checked in the tests against plain enumeration of every course).

Speed (one hero, the project's 2-core machine): a 16-cell island where every tile is a face-up
crossroads worth points takes a few hundredths of a second; the largest island the format
allows (20 cells) up to about half a second.  Each added cell multiplies the worst case by
roughly 1.5-2 (a 25-cell island of crossroads can take ten seconds: hence the format's limit,
``components.MAX_CELLS``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from companion.games.bravest.rules.components import HEROES, OPPOSITE, STEP
from companion.games.bravest.rules.island import Island, island_counts
from companion.games.bravest.rules.names import hero_msg
from companion.games.bravest.rules.trials import SEED, other_hero, pass_value
from companion.games.bravest.rules.trials import why as why_msg

RULE_MOVE = f"{SEED}, スコアリング"


# --------------------------------------------------------------------------- the course graph

@dataclass
class _Graph:
    node_cell: list[tuple[int, int]]
    node_net: list[list[str]]
    # per node: list of (link id, other node, my edge, other edge)
    links: list[list[tuple[int, int, str, str]]]
    # per node: list of (edge, kind) with kind "edge" (leaves the island), "blocked", "camp"
    stops: list[list[tuple[str, str]]]
    n_links: int
    start: int | None
    start_edge: str
    other_camp: tuple[int, str] | None  # (node, edge) of the other camp's start arm


def _build_graph(island: Island, hero: str) -> _Graph:
    node_of: dict[tuple[tuple[int, int], str], int] = {}
    node_cell, node_net = [], []
    for cell in sorted(island.tiles):
        for net in island.tiles[cell]["paths"]:
            idx = len(node_cell)
            node_cell.append(cell)
            node_net.append(list(net))
            for e in net:
                node_of[(cell, e)] = idx
    links: list[list[tuple[int, int, str, str]]] = [[] for _ in node_cell]
    stops: list[list[tuple[str, str]]] = [[] for _ in node_cell]
    camps = island.geometry["camps"]
    own = (tuple(camps[hero]["cell"]), camps[hero]["edge"])
    other_hero = "invincible" if hero == "agile" else "agile"
    other = (tuple(camps[other_hero]["cell"]), camps[other_hero]["edge"])
    n_links = 0
    for (cell, e), idx in sorted(node_of.items()):
        if (cell, e) == own:
            continue  # the start arm: used when the hero steps onto the island
        dr, dc = STEP[e]
        ncell = (cell[0] + dr, cell[1] + dc)
        far = node_of.get((ncell, OPPOSITE[e]))
        if far is not None:
            if idx < far:
                links[idx].append((n_links, far, e, OPPOSITE[e]))
                links[far].append((n_links, idx, OPPOSITE[e], e))
                n_links += 1
        elif (cell, e) == other:
            stops[idx].append((e, "camp"))
        elif ncell not in island.cells:
            stops[idx].append((e, "edge"))
        else:
            stops[idx].append((e, "blocked"))
    start = node_of.get(own)
    other_camp = (node_of[other], other[1]) if other in node_of else None
    return _Graph(node_cell, node_net, links, stops, n_links, start, own[1], other_camp)


# --------------------------------------------------------------------------- the search

def best_course(island: Island, hero: str, counts: dict[str, Any] | None = None
                ) -> dict[str, Any]:
    """The hero's highest-scoring course on ``island``, by exact search.

    Returns ``{"hero", "points": int, "steps": [step, ...], "end": {...}, "states": int}``;
    each step ``{"cell": [r, c], "tile": id or None, "enter": edge, "exit": edge or None,
    "points": int, "why": str}`` (``exit`` None on the last step when the hero stops at a dead
    end inside the tile), in course order; ``end`` ``{"cell", "edge" or None, "kind"}`` with kind
    "left_island", "blocked", "dead_end", "other_camp" or "no_start" (no road at the camp);
    ``states`` is how many search states were examined.  Ties between equal courses go to the
    first found (a fixed order), so the result is reproducible.

    Sources: seed 004, スコアリング; docs/rulings/bravest.md.
    """
    if hero not in HEROES:
        raise ValueError(f"unknown hero {hero!r}")
    counts = counts if counts is not None else island_counts(island)
    g = _build_graph(island, hero)
    camp = island.geometry["camps"][hero]
    if g.start is None:
        return {"hero": hero, "points": 0, "steps": [], "states": 0,
                "end": {"cell": list(camp["cell"]), "edge": camp["edge"], "kind": "no_start"}}
    n = len(g.node_cell)
    value, why, escalate, link = [0] * n, [""] * n, [False] * n, [False] * n
    cell_info: dict[tuple[int, int], tuple[int, str, str | None]] = {}
    for i, cell in enumerate(g.node_cell):
        if cell not in cell_info:
            cell_info[cell] = pass_value(island, counts, cell, hero)
        value[i], why[i], sp = cell_info[cell]
        escalate[i] = sp == "wizard_escalation"
        link[i] = sp == "link"
    has_camp_stop = g.other_camp is not None
    deg = [len(g.links[i]) for i in range(n)]
    can_stop = [bool(g.stops[i]) for i in range(n)]
    at_camp = [False] * n
    camp_node = -1
    if g.other_camp is not None:
        camp_node = g.other_camp[0]
        at_camp[camp_node] = True

    best = {"score": None, "trail": None, "end": None}
    seen: set[tuple[int, int]] = set()
    trail: list[tuple[int, str, str | None]] = []  # (node, enter edge, exit edge)
    states = 0

    mark = [0] * n
    stamp = [0]
    # per node: what a further pass can add (1 positive value, 2 escalating wizard, 3 link, 0 none)
    role = [1 if value[i] > 0 else 2 if escalate[i] else 3 if link[i] else 0 for i in range(n)]
    adj_bits = [[(1 << lid, y) for lid, y, _, _ in g.links[i]] for i in range(n)]

    def bound(node: int, used: int, w: int, lk: int) -> int:
        """An upper bound on what the rest of the course can add: only nodes still reachable
        over unused links count, each at most (its unused links) // 2 more passes, plus one
        more pass for a single node with an odd count (where the course ends)."""
        stamp[0] += 1
        st = stamp[0]
        mark[node] = st
        stack = [node]
        reach = []
        total = odd_bonus = wb = lb = 0
        wiz_odd = False
        while stack:
            x = stack.pop()
            reach.append(x)
            r = role[x]
            if r:
                e = deg[x] - (1 if x == node else 0)
                if e > 0:
                    if r == 1:
                        v = value[x]
                        total += (e >> 1) * v
                        if e & 1 and v > odd_bonus:
                            odd_bonus = v
                    elif r == 2:
                        wb += e >> 1
                        if e & 1:
                            wiz_odd = True
                    else:
                        lb += (e + 1) >> 1
            for bit, y in adj_bits[x]:
                if mark[y] != st and not used & bit:
                    mark[y] = st
                    stack.append(y)
        total += odd_bonus
        total -= parity_penalty(node, used, reach)
        if wb or wiz_odd:
            wb += 1 if wiz_odd else 0
            total += wb * w + wb * (wb + 1) // 2  # (w+1) + ... + (w+wb)
        if any_negative:
            total = min(total, pairing_bound(node, used, reach, odd_bonus, w, wb))
        if has_camp_stop and (lb or lk) and mark[camp_node] == st:
            total += 5 * (lk + lb)  # only while the other camp can still be reached
        return total

    any_negative = any(v < 0 for v in value)

    def pairing_bound(node: int, used: int, reach: list[int], odd_bonus: int, w: int,
                      wb: int) -> int:
        """Another bound on the passes of nodes worth points (escalating wizards included)
        plus those that cost points (not the link special's bonus).  Each pass of a node worth
        points is entered from the node passed just before it: a node worth points too (over a
        link between two such nodes, each used once), or a node worth nothing or less (one
        pass of it each), or, for the first, the start.  So P passes worth points need at
        least P - K - 1 passes elsewhere (K such links): the best P values less the cheapest
        P - K - 1 costs.  ``wb`` wizard passes at most, worth w+1 ... w+wb."""
        pos_vals: list[int] = [w + j for j in range(1, wb + 1)]
        costs: list[int] = []
        k_links = 0
        has_cost = False
        for x in reach:
            e = deg[x] - (1 if x == node else 0)
            if role[x] == 1 or role[x] == 2:
                for bit, y in adj_bits[x]:
                    if y > x and (role[y] == 1 or role[y] == 2) and not used & bit:
                        k_links += 1
                if e > 1 and role[x] == 1:
                    pos_vals.extend([value[x]] * (e >> 1))
            elif e > 0:
                cost = -value[x] if value[x] < 0 else 0
                has_cost = has_cost or cost > 0
                costs.extend([cost] * ((e + 1) >> 1))
        if not has_cost:
            return 1 << 60
        if odd_bonus:
            pos_vals.append(odd_bonus)
        pos_vals.sort(reverse=True)
        costs.sort()
        best2 = gain = paid = 0
        for p, v in enumerate(pos_vals, 1):
            gain += v
            need = p - k_links - 1
            if need > 0:
                if need > len(costs):
                    break
                paid += costs[need - 1]
            if gain - paid > best2:
                best2 = gain - paid
        return best2

    def parity_penalty(node: int, used: int, reach: list[int]) -> int:
        """Passes the count above must lose to parity.  Every node the rest of the course
        passes through (not its start or end) uses an even number of its unused links, so a
        node a with an odd number of them leaves at least one unused; if no neighbour across
        those links is odd too (or the start), that neighbour y has an even number of links and
        must leave a second one unused: y loses a whole pass.  Each y is charged by at most
        two such a per lost pass, so half the sum of each a's cheapest neighbour is lost;
        the end node may dodge the charges next to it, so the largest such group is given
        back."""
        terms: dict[int, int] = {}
        for a in reach:
            if a == node or not deg[a] & 1:
                continue
            cheapest = None
            for bit, y in adj_bits[a]:
                if used & bit:
                    continue
                if y == node or deg[y] & 1:
                    cheapest = None
                    break
                v = value[y] if role[y] == 1 else 0
                if cheapest is None or v < cheapest:
                    cheapest = v
                    if v == 0:
                        break
            if cheapest:
                terms[a] = cheapest
        if not terms:
            return 0
        dodge = 0
        for z in reach:
            d = terms.get(z, 0)
            for bit, y in adj_bits[z]:
                if not used & bit:
                    d += terms.get(y, 0)
            if d > dodge:
                dodge = d
        return max(0, sum(terms.values()) - dodge) // 2

    def finish(node: int, score: int, kind: str, edge: str | None) -> None:
        """Keep the course ending here if it beats the best so far."""
        if best["score"] is None or score > best["score"]:
            best["score"] = score
            best["trail"] = list(trail)
            best["end"] = (node, kind, edge)

    def dfs(node: int, used: int, acc: int, w: int, lk: int) -> None:
        """Explore every course going on from ``node`` with links ``used`` (a bit set),
        ``acc`` points so far, ``w`` wizard encounters and ``lk`` link-special passes."""
        nonlocal states
        key = (node, used)
        if key in seen:
            return
        seen.add(key)
        states += 1
        options = [lnk for lnk in g.links[node] if not used >> lnk[0] & 1]
        if at_camp[node]:
            finish(node, acc + 5 * lk, "other_camp", g.other_camp[1])  # type: ignore[index]
        elif can_stop[node]:
            e, kind = g.stops[node][0]
            finish(node, acc, "left_island" if kind == "edge" else "blocked", e)
        elif not options:
            finish(node, acc, "dead_end", None)
        if not options:
            return
        if best["score"] is not None and acc + bound(node, used, w, lk) <= best["score"]:
            return
        options.sort(key=lambda o: -value[o[1]])
        enter = trail[-1][1]
        for lid, other, my_e, other_e in options:
            gain = value[other]
            w2, lk2 = w, lk
            if escalate[other]:
                w2 += 1
                gain += w2
            if link[other]:
                lk2 += 1
            deg[node] -= 1
            deg[other] -= 1
            trail[-1] = (node, enter, my_e)
            trail.append((other, other_e, None))
            dfs(other, used | (1 << lid), acc + gain, w2, lk2)
            trail.pop()
            deg[node] += 1
            deg[other] += 1
        trail[-1] = (node, enter, None)

    s = g.start
    gain0 = value[s] + (1 if escalate[s] else 0)
    trail.append((s, g.start_edge, None))
    # depth <= number of links + 1 (at most one link per pair of neighbouring cells)
    dfs(s, 0, gain0, 1 if escalate[s] else 0, 1 if link[s] else 0)

    end_node, end_kind, end_edge = best["end"]  # type: ignore[misc]
    steps = []
    w = 0
    path = best["trail"]
    for k, (node, enter, exit_) in enumerate(path):  # type: ignore[arg-type]
        cell = g.node_cell[node]
        if k == len(path) - 1:  # type: ignore[arg-type]
            exit_ = end_edge
        pts, text = value[node], why[node]
        other = hero_msg(other_hero(hero))
        if escalate[node]:
            w += 1
            pts, text = w, why_msg("wizard_escalating", number=w)
        if link[node]:
            if end_kind == "other_camp":
                pts, text = 5, why_msg("special_link_reached", other=other)
            else:
                text = why_msg("special_link_missed", other=other)
        steps.append({"cell": list(cell), "tile": island.tiles[cell]["tile"], "enter": enter,
                      "exit": exit_, "points": pts, "why": text})
    total = sum(st["points"] for st in steps)
    assert total == best["score"], (total, best["score"])
    return {"hero": hero, "points": total, "steps": steps, "states": states,
            "end": {"cell": list(g.node_cell[end_node]), "edge": end_edge, "kind": end_kind}}


def course_points(island: Island, hero: str, cells: list[tuple[int, int]], end_kind: str,
                  counts: dict[str, Any] | None = None) -> int:
    """Points of a course given as the list of cells it passes, in order, and how it ended
    (``end_kind`` as in ``best_course``).  Used to check courses worked out by hand."""
    counts = counts if counts is not None else island_counts(island)
    total, w, links = 0, 0, 0
    for cell in cells:
        pts, _, sp = pass_value(island, counts, cell, hero)
        if sp == "wizard_escalation":
            w += 1
            pts = w
        elif sp == "link":
            links += 1
        total += pts
    if end_kind == "other_camp":
        total += 5 * links
    return total

