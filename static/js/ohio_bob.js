// Ohio Bob: tapping a space of the map says what it is (phones show no tooltips).
(function () {
  "use strict";
  document.addEventListener("click", function (event) {
    var cell = event.target.closest && event.target.closest(".ob-cell[title]");
    if (!cell) { return; }
    var wrap = cell.closest(".ob-map-wrap");
    var caption = wrap && wrap.parentNode.querySelector(".ob-tapped");
    if (caption) { caption.textContent = cell.getAttribute("title"); }
  });
})();

// The tap editor of a card (templates/games/ohio_bob/_card_fields.html): a tap on a space, an
// edge, a stairs button, a design chip, an option chip or an effect button changes the form's
// hidden fields, then the drawing is drawn again from those fields (they are the state: a
// draft put back by entry_draft.js fires input/change on them and is drawn the same way),
// instead of sending the form (which is how the page works without JS).
(function () {
  "use strict";
  var EDGES = ["open", "wall", "door"];

  function tokens(value) { return String(value || "").split(" ").filter(function (t) { return t; }); }
  function each(list, fn) { Array.prototype.forEach.call(list, fn); }

  function redraw(form) {
    var box = form.querySelector(".obe");
    if (!box) { return; }
    var kinds = {};
    each(form.querySelectorAll('input[name="brush"]'), function (b) { kinds[b.value] = b; });
    each(box.querySelectorAll("button.obe-cell"), function (button) {
      var at = button.value.slice(1).split("-");
      var field = form.elements["cell-" + at[0] + "-" + at[1]];
      var brush = field && kinds[field.value];
      if (!brush) { return; }
      var colour = brush.getAttribute("data-colour");
      var label = brush.getAttribute("data-label");
      button.className = "obe-cell ob-" + brush.getAttribute("data-kind") +
        (colour ? " ob-gem-" + colour : "");
      button.setAttribute("data-symbol", brush.getAttribute("data-symbol"));  // drawn by the CSS
      button.title = label;
      button.setAttribute("aria-label", button.getAttribute("data-where") + " · " + label);
    });
    each(box.querySelectorAll("button.obe-edge"), function (button) {
      var field = form.elements["e-" + button.value];
      var state = field && EDGES.indexOf(field.value) >= 0 ? field.value : "open";
      EDGES.forEach(function (s) { button.classList.remove("obe-" + s); });
      button.classList.add("obe-" + state);
      button.title = box.getAttribute("data-" + state);
      button.setAttribute("aria-label", button.title);
    });
    var rows = box.querySelectorAll(".obe-grid button.obe-cell");
    each(box.querySelectorAll(".obe-stairs-at"), function (b) {
      var found = false;
      each(rows, function (cell) {
        var at = cell.value.slice(1).split("-");
        var field = form.elements["cell-" + at[0] + "-" + at[1]];
        if (field && field.value === "stairs" && at[1] === b.value.slice(1)) { found = true; }
      });
      b.setAttribute("aria-pressed", found ? "true" : "false");
    });
    var labels = {};
    each(box.querySelectorAll(".obe-add"), function (b) { labels[b.getAttribute("data-token")] = b.textContent; });
    var template = box.querySelector(".obe-chip-template");
    each(box.querySelectorAll(".obe-chips"), function (chips) {
      var name = chips.getAttribute("data-option");
      var field = form.elements["opt-" + name];
      if (!field || !template) { return; }
      var old = Array.prototype.map.call(chips.querySelectorAll(".obe-chip span"), function (s) { return s.textContent; });
      var list = tokens(field.value);
      var same = old.length === list.length;
      chips.textContent = "";
      list.forEach(function (token, i) {
        var chip = template.content.firstElementChild.cloneNode(true);
        chip.querySelector("span").textContent = labels[token] || (same ? old[i] : token);
        chip.querySelector(".obe-drop").value = "d" + name + (i + 1);
        chips.appendChild(chip);
      });
      var none = chips.parentNode.querySelector(".obe-none");
      if (none) { none.hidden = list.length > 0; }
    });
  }

  function stairsAway(form) {
    each(form.querySelectorAll('input[type="hidden"][name^="cell-"]'), function (f) {
      if (f.value === "stairs") { f.value = "empty"; }
    });
  }

  // An effect added at the end of option ``name`` (the first effect of A, B still empty,
  // moves the choice on to B: card_entry.apply_tap).
  function addEffect(form, name, token) {
    var field = form.elements["opt-" + name];
    if (!field || !token) { return false; }
    var list = tokens(field.value);
    if (list.length < 12) { list.push(token); }
    field.value = list.join(" ");
    var other = form.querySelector('input[name="target"][value="B"]');
    if (name === "A" && list.length === 1 && other && form.elements["opt-B"] &&
        !tokens(form.elements["opt-B"].value).length) {
      other.checked = true;           // the first effect of A: the next tap is for B
    }
    return true;
  }

  function tap(form, button) {
    var head = button.value.charAt(0);
    var at, field, list, target, name;
    if (head === "c") {
      var brush = form.querySelector('input[name="brush"]:checked');
      at = button.value.slice(1).split("-");
      field = form.elements["cell-" + at[0] + "-" + at[1]];
      if (!brush || !field) { return false; }
      if (brush.value === "stairs") { stairsAway(form); }
      field.value = brush.value;
    } else if (head === "s") {
      var cells = form.querySelectorAll('input[type="hidden"][name^="cell-"]');
      var bottom = 0;
      each(cells, function (f) { bottom = Math.max(bottom, parseInt(f.name.split("-")[1], 10)); });
      field = form.elements["cell-" + bottom + "-" + button.value.slice(1)];
      if (!field) { return false; }
      stairsAway(form);
      field.value = "stairs";
    } else if (head === "h" || head === "v") {
      field = form.elements["e-" + button.value];
      if (!field) { return false; }
      field.value = EDGES[(EDGES.indexOf(field.value) + 1) % EDGES.length];
    } else if (head === "a") {
      target = form.querySelector('input[name="target"]:checked');
      return addEffect(form, target ? target.value : "A", button.getAttribute("data-token"));
    } else if (head === "d") {
      name = button.value.charAt(1);
      field = form.elements["opt-" + name];
      if (!field) { return false; }
      list = tokens(field.value);
      list.splice(parseInt(button.value.slice(2), 10) - 1, 1);
      field.value = list.join(" ");
    } else if (head === "o") {
      // an option seen already in the option chosen, instead of what it held; A, then B
      target = form.querySelector('input[name="target"]:checked');
      name = target ? target.value : "A";
      if (!form.elements["opt-" + name]) { return false; }
      form.elements["opt-" + name].value = button.getAttribute("data-tokens") || "";
      target = form.querySelector('input[name="target"][value="B"]');
      if (target) { target.checked = true; }
    } else if (head === "k") {
      if (!form.elements["opt-A"] || !form.elements["opt-B"]) { return false; }
      form.elements["opt-A"].value = button.getAttribute("data-a") || "";
      form.elements["opt-B"].value = button.getAttribute("data-b") || "";
    } else {
      return false;
    }
    return true;
  }

  document.addEventListener("click", function (event) {
    if (swallow && event.detail !== 0 && event.target.closest && event.target.closest(".obe")) {
      // the click after a stroke's pointerup, however late it comes (a busy phone): done
      // already (the next press clears swallow, so a later tap is a tap; a key's click, detail
      // 0, is never swallowed)
      swallow = 0;
      event.preventDefault();
      return;
    }
    var button = event.target.closest && event.target.closest('.obe button[name="tap"]');
    var box = button && button.closest(".obe");
    if (!button || !box || !button.form) { return; }
    if (!tap(button.form, button)) { return; }   // left to the form: the server makes the change
    event.preventDefault();
    redraw(button.form);
    // a form being filled in: the table page's poll shows a banner instead of reloading
    button.form.dispatchEvent(new Event("change", {bubbles: true}));
  });

  // Strokes: a finger (or the mouse) pressed on an edge (or on a corner between edges) and
  // drawn along the lines sets every edge it runs along to the state the first edge took (a
  // wall where it was open, open where it was a wall or a door: drawing a stroke again takes it
  // away).  A stroke may turn corners: the finger is followed along the lines leg after leg
  // (static/js/ohio_bob_path.js, loaded before this file: how the finger is snapped to a line,
  // and why jitter at a corner adds no edge).  One pressed on a space and drawn over others
  // paints each with the brush.  A short stroke that stays on its first edge (drawn MOVE_PX or
  // more from where it was pressed) is a stroke too: that edge alone, once.  A mouse's tap (not
  // drawn that far, no other edge reached) is left to the click as before, a finger's is made
  // at its pointerup.
  // A touch pointer is captured by the button first pressed, so what is under the finger is
  // found with elementFromPoint; a stroke that leaves the drawing ends there.  The grid has
  // touch-action: none (static/css/ohio_bob.css).
  var stroke = null;  // {id, grid, form, first, from, path, x, y, t0, started, ended, state, done}
  var swallow = 0;          // when the last stroke ended: the click that follows is not a tap

  function strokeOver(button) {   // a space painted by a stroke over spaces
    if (stroke.done[button.value]) { return false; }
    if (!button.classList.contains("obe-cell") || !tap(stroke.form, button)) { return false; }
    stroke.done[button.value] = true;
    return true;
  }

  function strokeEdge(name) {     // an edge a stroke ran along, set once
    var field = stroke.form.elements["e-" + name];
    if (stroke.done[name] || !field) { return; }
    field.value = stroke.state;
    stroke.done[name] = true;
  }

  function strokeEnd() {
    if (stroke && stroke.started && !stroke.ended) {
      swallow = Date.now();
      stroke.form.dispatchEvent(new Event("change", {bubbles: true}));
    }
    if (stroke) { stroke.ended = true; }
  }

  document.addEventListener("pointerdown", function (event) {
    var button = event.target.closest &&
      event.target.closest(".obe-grid button.obe-edge, .obe-grid button.obe-cell");
    stroke = null;
    swallow = 0;
    var brush = !button && event.target.closest && event.target.closest(".obe .obe-brush");
    if (brush && event.isPrimary && event.button === 0) {
      // a kind dragged from its button and let go on a space of the drawing: that kind is the
      // brush, and the space has it (one gesture instead of a tap on the kind and one on the
      // space; the spaces passed over on the way are left as they are)
      var input = brush.querySelector('input[name="brush"]');
      var grid = input && input.form && input.form.querySelector(".obe-grid");
      if (grid) {
        stroke = {id: event.pointerId, grid: grid, form: input.form, brush: input};
      }
      return;
    }
    var add = !button && !brush && event.target.closest && event.target.closest(".obe .obe-add");
    if (add && add.form && event.isPrimary && event.button === 0) {
      // an effect dragged from its button and let go on option A or B: added there, whichever
      // option the next tap is for (a second effect of A without two taps on "Option A/B")
      stroke = {id: event.pointerId, form: add.form, effect: add};
      return;
    }
    var corner = !button && !add && event.target.closest &&
      event.target.closest(".obe-grid .obe-corner");
    var lines = window.ohioBobPath;
    var form = button ? button.form : corner && corner.closest("form");
    if (!(button || corner) || !form || !event.isPrimary || event.button !== 0) { return; }
    var drawing = (button || corner).closest(".obe-grid");
    var now = stroke = {id: event.pointerId, grid: drawing, form: form, first: button || null,
                        x: event.clientX, y: event.clientY, t0: event.timeStamp,
                        started: false, ended: false, done: {}};
    // where the path of an edge stroke starts (it is followed from the first move on: reading
    // the drawing's lines here would lay the page out before a press is answered)
    if (corner) {
      // a stroke may start on a corner: its first edge is the line the finger leaves it along
      now.from = lines && lines.cornerOf(drawing, corner);
      if (!now.from) { stroke = null; }
    } else if (button.classList.contains("obe-edge")) {
      now.from = lines && button.value;
      setTimeout(function () { held(now); }, HOLD_MS);
    }
  });

  // A finger held still on an edge (HOLD_MS) makes it a locked door at once (one gesture
  // instead of two taps), or open where it was a locked door; the click that follows is not
  // a tap.  Drawn on over the next edges after all, it is a stroke (pointermove).
  var HOLD_MS = 500;
  var MOVE_PX = 10;         // drawn this far from where it was pressed: a stroke, not a tap
  function unhold(pressed) {
    // the locked door a hold made taken back (the press was a stroke or a tap after all)
    pressed.form.elements["e-" + pressed.first.value].value = pressed.before;
    pressed.held = pressed.ended = false;
  }
  function held(pressed) {
    if (stroke !== pressed || pressed.started || pressed.ended) { return; }
    var field = pressed.form.elements["e-" + pressed.first.value];
    if (!field) { return; }
    pressed.before = field.value;
    field.value = field.value === "door" ? "open" : "door";
    pressed.ended = pressed.held = true;
    redraw(pressed.form);
    pressed.form.dispatchEvent(new Event("change", {bubbles: true}));
  }

  document.addEventListener("contextmenu", function (event) {
    if (event.target.closest && event.target.closest(".obe-grid")) { event.preventDefault(); }
  });

  document.addEventListener("pointermove", function (event) {
    if (!stroke || event.pointerId !== stroke.id || (stroke.ended && !stroke.held)) { return; }
    if (stroke.brush || stroke.effect) { return; }   // dragged: put where it is let go
    var far = Math.abs(event.clientX - stroke.x) + Math.abs(event.clientY - stroke.y) >= MOVE_PX;
    if (stroke.held && far && event.timeStamp - stroke.t0 < HOLD_MS) {
      unhold(stroke);   // drawn before the hold was due: its timer only ran late (a busy phone)
    }
    var el = document.elementFromPoint(event.clientX, event.clientY);
    if (!el || !stroke.grid.contains(el)) {
      if (stroke.held) { stroke.held = false; stroke.kept = true; } else { strokeEnd(); }
      return;
    }
    if (stroke.from) {
      if (!stroke.started && !far) { return; }   // not drawn yet: still a tap, or a hold
      if (!stroke.path) {   // from where it was pressed (the page laid out: elementFromPoint)
        stroke.path = window.ohioBobPath.follow(stroke.grid, stroke.from, stroke.x, stroke.y);
      }
      var reached = stroke.path.to(event.clientX, event.clientY);
      if (stroke.held) {
        // held still, then drawn on along the lines onto another edge: a stroke after all (a
        // slow start, a busy phone), and the locked door the hold made is taken back
        if (!reached.length) { return; }
        unhold(stroke);
      }
      if (!stroke.started) {
        // drawn: a stroke (from a corner: once the finger has left it along a line)
        if (!reached.length && !stroke.first) { return; }
        var field = stroke.form.elements["e-" + stroke.path.first];
        if (!field) { stroke.ended = true; return; }
        stroke.state = field.value === "open" ? "wall" : "open";
        stroke.started = true;
        strokeEdge(stroke.path.first);
      }
      reached.forEach(strokeEdge);
      redraw(stroke.form);
      return;
    }
    var button = el.closest("button");
    if (stroke.held) { return; }        // an edge held, its path not known: the door stays
    if (stroke.started) {
      if (!button || button === stroke.first) { return; }
    } else if ((!button || button === stroke.first) && !far) {
      return;                           // not drawn yet: still a tap
    }
    if (!stroke.started) {
      if (!strokeOver(stroke.first)) { stroke.ended = true; return; }
      stroke.started = true;
    }
    if (button && button !== stroke.first) { strokeOver(button); }
    redraw(stroke.form);
  });

  document.addEventListener("pointerup", function (event) {
    if (!stroke || event.pointerId !== stroke.id) { return; }
    if (stroke.effect) {
      var on = document.elementFromPoint(event.clientX, event.clientY);
      var option = on && on.closest(".obe-option");
      var name = option && option.querySelector('input[name="target"]');
      var done = false;
      if (name && option.closest("form") === stroke.form) {
        done = addEffect(stroke.form, name.value, stroke.effect.getAttribute("data-token"));
      } else if (on && on.closest("button") === stroke.effect && event.pointerType !== "mouse") {
        // a finger's tap is made here, as on the drawing: the browser drops the click of a
        // tap soon after a slide; the click, when it comes, is then swallowed
        done = tap(stroke.form, stroke.effect);
      }
      if (done) {
        redraw(stroke.form);
        stroke.form.dispatchEvent(new Event("change", {bubbles: true}));
        swallow = Date.now();
      }
      stroke = null;
      return;
    }
    if (stroke.brush) {
      // let go on a space: that kind is the brush from now on, and the space has it
      var at = document.elementFromPoint(event.clientX, event.clientY);
      var cell = at && stroke.grid.contains(at) && at.closest("button.obe-cell");
      if (cell) {
        stroke.brush.checked = true;
        if (tap(stroke.form, cell)) {
          redraw(stroke.form);
          stroke.form.dispatchEvent(new Event("change", {bubbles: true}));
        }
        swallow = Date.now();
      }
      stroke = null;
      return;
    }
    if (stroke.held && event.timeStamp - stroke.t0 < HOLD_MS) {
      unhold(stroke);   // let go before the hold was due: a tap whose hold timer ran late
    }
    if (!stroke.started && !stroke.ended && event.pointerType !== "mouse") {
      // a finger's tap is made here: the browser drops the click of a tap soon after a stroke
      // (it takes it for the stop of a fling); the click, when it comes, is then swallowed
      var el = document.elementFromPoint(event.clientX, event.clientY);
      if (stroke.first && el && el.closest("button") === stroke.first &&
          tap(stroke.form, stroke.first)) {
        redraw(stroke.form);
        stroke.form.dispatchEvent(new Event("change", {bubbles: true}));
        swallow = Date.now();
      }
    }
    strokeEnd();
    if (stroke.started || stroke.held || stroke.kept) { swallow = Date.now(); }  // its click next
    stroke = null;
  });
  document.addEventListener("pointercancel", function (event) {
    if (stroke && event.pointerId === stroke.id) { strokeEnd(); stroke = null; }
  });

  function hints() {
    each(document.querySelectorAll(".obe [data-js-hint]"), function (p) { p.hidden = false; });
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", hints);
  } else {
    hints();
  }
  document.addEventListener("companion:updated", hints);

  function changed(event) {
    var form = event.target && event.target.form;
    if (!form || !form.querySelector(".obe") || event.target.name === "brush") { return; }
    if (event.isTrusted === false || event.target.type === "hidden") { redraw(form); }
  }
  document.addEventListener("input", changed);
  document.addEventListener("change", changed);
})();

// Real cards: a card revealed from the deck is picked by its picture (templates/games/ohio_bob/
// _actions.html card_pick), not from the list the page shows without JS.  A form whose button
// sends a choice (a direction, a teleport) opens its pictures at the first tap of the button,
// and a tap on a picture sends it with that button; elsewhere (the first room) a tap chooses,
// and the form's button sends once every list has its card.  The list stays in the form and
// carries the card chosen: the server checks it as before.
(function () {
  "use strict";

  function boxesOf(root) {
    var all = root.querySelectorAll ? Array.prototype.slice.call(root.querySelectorAll(".ob-pick-box")) : [];
    if (root.matches && root.matches(".ob-pick-box")) { all.push(root); }
    return all;
  }

  function sendButtons(form) { return form.querySelectorAll('button[type="submit"]'); }

  function ready(form) {
    // a form that only chooses is sent once every list has its card
    var boxes = form.querySelectorAll(".ob-pick-box:not([data-sends])");
    if (!boxes.length) { return; }
    var all = Array.prototype.every.call(boxes, function (b) { return b.querySelector("select").value; });
    Array.prototype.forEach.call(sendButtons(form), function (b) { b.disabled = !all; });
  }

  function mark(box, id) {
    Array.prototype.forEach.call(box.querySelectorAll(".ob-pick-card"), function (b) {
      b.setAttribute("aria-pressed", b.getAttribute("data-card") === id ? "true" : "false");
    });
    box.querySelector("select").value = id || "";
    if (!id) { box.querySelector("select").selectedIndex = -1; }
  }

  function setup(root) {
    boxesOf(root).forEach(function (box) {
      if (box.hasAttribute("data-ready")) { return; }
      box.setAttribute("data-ready", "");
      box.querySelector(".ob-pick-list").hidden = true;
      mark(box, box.getAttribute("data-chosen"));
      box.querySelector(".ob-pick").hidden = box.hasAttribute("data-sends");
      ready(box.closest("form"));
    });
  }

  function others(box, id) {
    // the same card cannot be both the room and the card to the hand
    Array.prototype.forEach.call(box.closest("form").querySelectorAll(".ob-pick-box"), function (b) {
      if (b === box) { return; }
      Array.prototype.forEach.call(b.querySelectorAll(".ob-pick-card"), function (c) {
        c.disabled = c.getAttribute("data-card") === id;
        if (c.disabled && c.getAttribute("aria-pressed") === "true") { mark(b, ""); }
      });
    });
  }

  document.addEventListener("click", function (event) {
    var target = event.target.closest && event.target;
    if (!target) { return; }
    var filter = target.closest(".ob-pick-filter");
    if (filter) {
      var pick = filter.closest(".ob-pick");
      var gem = filter.getAttribute("data-gem");
      Array.prototype.forEach.call(pick.querySelectorAll(".ob-pick-filter"), function (b) {
        b.setAttribute("aria-pressed", b === filter ? "true" : "false");
      });
      Array.prototype.forEach.call(pick.querySelectorAll(".ob-pick-card"), function (b) {
        b.parentNode.hidden = Boolean(gem) && b.getAttribute("data-gem") !== gem;
      });
      return;
    }
    var card = target.closest(".ob-pick-card");
    if (card) {
      var box = card.closest(".ob-pick-box");
      var form = box.closest("form");
      mark(box, card.getAttribute("data-card"));
      if (box.hasAttribute("data-sends")) {
        sendButtons(form)[0].click();  // the form's own button: its direction goes with it
        return;
      }
      others(box, card.getAttribute("data-card"));
      ready(form);
      // poll.js: this form is being filled in (the event comes from one of its fields, so the
      // poll knows which form); the first room's form, which the server checks again when it
      // is sent (data-rechecked), is carried as it is into the page drawn after a partner's
      // move, its picks kept
      box.querySelector("select").dispatchEvent(new Event("change", {bubbles: true}));
      return;
    }
    var send = target.closest('button[type="submit"]');
    var opens = send && send.form && send.form.querySelector(".ob-pick-box[data-sends][data-ready]");
    if (!opens || opens.querySelector("select").value) { return; }
    // the first tap of the button opens its pictures (the others close): nothing is sent yet
    event.preventDefault();
    var grid = opens.querySelector(".ob-pick");
    var open = grid.hidden;
    Array.prototype.forEach.call(document.querySelectorAll(".ob-pick-box[data-sends] .ob-pick"), function (g) {
      g.hidden = true;
    });
    Array.prototype.forEach.call(document.querySelectorAll(".ob-reveal button[aria-expanded]"), function (b) {
      b.setAttribute("aria-expanded", "false");
    });
    grid.hidden = !open;
    send.setAttribute("aria-expanded", open ? "true" : "false");
    if (open) { send.form.dispatchEvent(new Event("change", {bubbles: true})); }
  });

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", function () { setup(document); });
  } else {
    setup(document);
  }
  document.addEventListener("companion:updated", function (event) { setup(event.target); });
})();
