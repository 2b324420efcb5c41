// Ohio Bob's card editor: the path a finger draws along the lines of a room's drawing
// (templates/games/ohio_bob/_card_fields.html, .obe-grid), for the strokes of
// static/js/ohio_bob.js, which loads after this file.  A stroke may turn corners: the finger is
// followed along the grid lines, leg after leg, and every edge it runs along is named once.
//
// window.ohioBobPath.follow(grid, start, x, y) -> a path, where ``start`` is the edge pressed
// ("h1-2", "v3-0": card_entry.py's names) or a corner ("2,1": row line, column line, from 0),
// and x, y the press in client pixels.  path.to(x, y) takes the finger's next position and
// returns the edges it ran onto since the last one, in order ([] mostly); path.first is the
// edge the path runs along first (the one pressed, or the first leg from a corner: null until
// the finger leaves the corner).
//
// How the finger is read: its position is snapped to the nearest grid line (a row line or a
// column line, clamped to the drawing), when it is within TOLERANCE of a spacing of that line
// (farther, across the middle of a space, nothing is read).  The path is on one edge at a time;
// it moves onto another edge only through a corner of the one it is on that the finger came
// to along it (its last place on that edge within REACH of a spacing of the corner), and only
// once the snapped finger is AHEAD of a spacing beyond that corner along the other edge: jitter
// around a corner, an overshoot past it or a corner cut short adds no edge, and a finger that
// wanders off its edge (across a space, onto a line that does not touch it, or that touches
// it at the far end) is ignored until it comes back.  The finger's moves are followed in steps
// of STEP_PX, so a fast stroke (few pointer events) misses no corner.
(function () {
  "use strict";
  var TOLERANCE = 0.35;  // of a spacing: how far off a line the finger is still on it
  var AHEAD = 0.3;       // of a spacing: how far along a new edge before it counts
  var REACH = 0.45;      // of a spacing: how near a corner the finger came along its edge
  var STEP_PX = 3;

  function centre(el, axis) {
    var box = el.getBoundingClientRect();
    return axis === "x" ? box.left + box.width / 2 : box.top + box.height / 2;
  }

  // The grid lines on screen: xs[L] the x of column line L, ys[L] the y of row line L (the
  // centres of the corners between the edges).
  function linesOf(grid) {
    var cols = grid.querySelectorAll('button.obe-edge[value^="h0-"]').length;
    var corners = grid.querySelectorAll(".obe-corner");
    var xs = [], ys = [];
    for (var j = 0; j <= cols; j++) { xs.push(centre(corners[j], "x")); }
    for (var i = 0; i * (cols + 1) < corners.length; i++) {
      ys.push(centre(corners[i * (cols + 1)], "y"));
    }
    return {xs: xs, ys: ys};
  }

  function nearest(list, v) {
    var best = 0;
    for (var k = 1; k < list.length; k++) {
      if (Math.abs(list[k] - v) < Math.abs(list[best] - v)) { best = k; }
    }
    return best;
  }

  // The corners ("row line,column line") at the two ends of an edge.
  function ends(name) {
    var a = name.slice(1).split("-").map(Number);
    return name.charAt(0) === "h" ? [a[0] + "," + (a[1] - 1), a[0] + "," + a[1]]
                                  : [(a[0] - 1) + "," + a[1], a[0] + "," + a[1]];
  }

  function follow(grid, start, x, y) {
    var g = linesOf(grid);
    var xs = g.xs, ys = g.ys;
    var spacing = Math.min(xs[1] - xs[0], ys[1] - ys[0]);
    var near = TOLERANCE * spacing, ahead = AHEAD * spacing, reach = REACH * spacing;
    var onEdge = start.charAt(0) === "h" || start.charAt(0) === "v";
    // first and edge: the first edge and the one the path is on; at: its corners (or the
    // corner pressed); pos: the finger's last place on it; x, y: the finger's last position
    var path = {first: onEdge ? start : null, edge: onEdge ? start : null,
                at: onEdge ? ends(start) : [start], pos: [x, y], x: x, y: y};

    // the finger snapped to the nearest line: {name, ends, along: where on its line, point},
    // or null
    function snap(px, py) {
      var i = nearest(ys, py), j = nearest(xs, px);
      var dh = Math.abs(py - ys[i]), dv = Math.abs(px - xs[j]);
      if (Math.min(dh, dv) > near) { return null; }
      var k, name;
      if (dh <= dv) {
        var cx = Math.min(Math.max(px, xs[0]), xs[xs.length - 1]);
        for (k = 1; k < xs.length - 1 && cx > xs[k]; k++) { /* the column it is in */ }
        name = "h" + i + "-" + k;
        return {name: name, ends: ends(name), along: cx, point: [cx, ys[i]]};
      }
      var cy = Math.min(Math.max(py, ys[0]), ys[ys.length - 1]);
      for (k = 1; k < ys.length - 1 && cy > ys[k]; k++) { /* the row it is in */ }
      name = "v" + k + "-" + j;
      return {name: name, ends: ends(name), along: cy, point: [xs[j], cy]};
    }

    function step(px, py, out) {
      var s = snap(px, py);
      if (!s) { return; }
      if (s.name === path.edge) { path.pos = s.point; return; }
      var shared = s.ends.filter(function (c) { return path.at.indexOf(c) >= 0; })[0];
      if (!shared) { return; }              // a line not touching the path: not drawn along
      var corner = shared.split(",").map(Number);
      var cx = xs[corner[1]], cy = ys[corner[0]];
      if (Math.abs(path.pos[0] - cx) + Math.abs(path.pos[1] - cy) > reach) { return; }
      if (Math.abs(s.along - (s.name.charAt(0) === "h" ? cx : cy)) < ahead) { return; }
      path.edge = s.name;
      path.at = s.ends;
      path.pos = s.point;
      if (!path.first) { path.first = s.name; }
      out.push(s.name);
    }

    path.to = function (px, py) {
      var out = [];
      var far = Math.max(Math.abs(px - path.x), Math.abs(py - path.y));
      var n = Math.max(1, Math.ceil(far / STEP_PX));
      for (var k = 1; k <= n; k++) {
        step(path.x + (px - path.x) * k / n, path.y + (py - path.y) * k / n, out);
      }
      path.x = px;
      path.y = py;
      return out;
    };
    return path;
  }

  // The corner ("row line,column line") a corner of the drawing stands for.
  function cornerOf(grid, corner) {
    var cols = grid.querySelectorAll('button.obe-edge[value^="h0-"]').length;
    var index = Array.prototype.indexOf.call(grid.querySelectorAll(".obe-corner"), corner);
    return index < 0 ? null : Math.floor(index / (cols + 1)) + "," + index % (cols + 1);
  }

  window.ohioBobPath = {follow: follow, cornerOf: cornerOf};
})();
