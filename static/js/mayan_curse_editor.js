// Mayan Curse's entry pages, by taps instead of a dropdown per pick.  The form's inputs stay
// the state (the server checks them on save, and the page works without this script, a
// dropdown a pick): every control below writes them and fires "change", and every control is
// redrawn from them on "input" and "change" (so picks put back after a closed tab show).
//
// * a row of spaces (.mce-taps: a floor board, a temple tier, the cube's faces): the spaces
//   are buttons, one of them framed; a tap on a symbol of the palette fills the framed space
//   and frames the next one, a tap on a space frames it;
// * chips (select.mce-chips): each choice a button, one tap; a place counted along a size of
//   the page (data-along) offers only the spaces within the size chosen;
// * the symbols' names (.mce-name-ideas): a tap on a word fills the field tapped before it, else
//   the first empty one; a word in a field shows pressed, and a tap on it empties that field;
// * the stones (.mce-stone-counts): a stepper per symbol and per pair of a dual stone, and a
//   symbol's count of single stones by one chip (0 to 8), written into the stones' dropdowns
//   in order (the single stones by symbol, then the dual ones);
// * a colour's stelae ([data-colour-total]): their total follows the chips;
// * the stelae table (.mce-paint): a palette of what a floor board holds, then a tap per board;
// * a temple tier's stela spaces (input[name=stela]): ticking one ticks the one facing it;
// * the drawing of the passage (.mce-drawing .mce-current) follows the picks.
(function () {
  "use strict";
  var form = document.getElementById("entry-form");
  if (!form) { return; }
  var redraws = [];
  function redraw() { redraws.forEach(function (f) { f(); }); }
  function each(list, f) { Array.prototype.forEach.call(list, f); }
  function fire(input) { input.dispatchEvent(new Event("change", {bubbles: true})); }
  function button(text, cls) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = cls;
    b.textContent = text;
    return b;
  }
  function chosen(select) {
    var option = select.options[select.selectedIndex];
    return option && option.value ? option : null;
  }
  form.classList.add("mce-enhanced");
  each(form.querySelectorAll("[data-js-hint]"), function (p) { p.hidden = false; });

  // -- the drawing of the passage follows the picks ------------------------------------------
  var row = document.querySelector(".mce-drawing .mce-current");
  if (row) {
    redraws.push(function () {
      each(form.querySelectorAll("select.mce-symbol"), function (select) {
        var cell = row.querySelector('[data-cell="' + select.name + '"]');
        var option = chosen(select);
        if (cell) {
          cell.textContent = option ? option.getAttribute("data-short") || "?" : "?";
          cell.classList.toggle("mce-empty", !option);
        }
      });
    });
  }

  // -- a row of spaces and its palette --------------------------------------------------------
  each(form.querySelectorAll(".mce-taps"), function (group) {
    var selects = group.querySelectorAll("select.mce-symbol");
    if (!selects.length) { return; }
    var cursor = 0;
    var cells = [];
    var tapping = false;  // a change made by the palette, not put back from a kept draft
    each(selects, function (select, i) {
      // a space filled from elsewhere (picks put back after a closed tab): the frame goes on
      // after it, so the next tap on the palette does not overwrite what was put back
      select.addEventListener("change", function () {
        if (!tapping) { cursor = Math.min(i + 1, selects.length - 1); redraw(); }
      });
      var cell = button("?", "mce-cell");
      cell.setAttribute("aria-label", select.getAttribute("aria-label"));
      cell.addEventListener("click", function () { cursor = i; redraw(); });
      select.required = false;  // hidden: the server names a space left empty
      select.parentNode.insertBefore(cell, select);
      cells.push(cell);
    });
    var palette = document.createElement("div");
    palette.className = "mce-palette";
    palette.setAttribute("role", "group");
    palette.setAttribute("aria-label", group.getAttribute("data-palette") || "");
    each(selects[0].options, function (option) {
      if (!option.value) { return; }
      var b = button(option.textContent, "mce-pick");
      b.setAttribute("data-value", option.value);
      b.addEventListener("click", function () {
        var target = selects[cursor];
        target.value = option.value;
        cursor = Math.min(cursor + 1, selects.length - 1);
        tapping = true;
        try { fire(target); } finally { tapping = false; }
      });
      palette.appendChild(b);
    });
    group.parentNode.insertBefore(palette, group.nextSibling);
    redraws.push(function () {
      cells.forEach(function (cell, i) {
        var option = chosen(selects[i]);
        cell.textContent = option ? option.textContent : "?";
        cell.classList.toggle("mce-cursor", i === cursor);
        cell.classList.toggle("mce-unset", !option);
        cell.setAttribute("aria-current", i === cursor ? "true" : "false");
      });
    });
  });

  // -- chips ----------------------------------------------------------------------------------
  each(form.querySelectorAll("select.mce-chips"), function (select) {
    var box = document.createElement("span");
    box.className = "mce-chip-row";
    box.setAttribute("data-for", select.name);
    select.required = false;  // hidden: the server names a choice left out
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", select.getAttribute("aria-label") || "");
    var chips = [];
    each(select.options, function (option) {
      if (!option.value) { return; }
      var chip = button(option.getAttribute("data-chip") || option.textContent, "mce-chip");
      chip.setAttribute("data-value", option.value);
      chip.addEventListener("click", function () { select.value = option.value; fire(select); });
      box.appendChild(chip);
      chips.push(chip);
    });
    select.parentNode.insertBefore(box, select);
    // a place counted along a size of the same page (data-along: the 12th space of a board
    // 7 wide): only the spaces within the size chosen are offered, a pick beyond it is undone
    var along = select.getAttribute("data-along");
    var size = along ? form.querySelector('select[name="' + along + '"]') : null;
    redraws.push(function () {
      var most = size && size.value ? parseInt(size.value, 10) : Infinity;
      if (Number(select.value) > most) { select.value = ""; }
      each(select.options, function (option) {
        if (option.value) { option.disabled = Number(option.value) > most; }
      });
      chips.forEach(function (chip) {
        chip.hidden = Number(chip.getAttribute("data-value")) > most;
        chip.setAttribute("aria-pressed", String(chip.getAttribute("data-value") === select.value));
      });
    });
  });

  // -- a colour's stelae: their running total, in the words the page gives for one stela
  // (data-one) and for any other number (data-other, -1 standing for the number) -----------
  var colourTotal = form.querySelector("[data-colour-total]");
  if (colourTotal) {
    redraws.push(function () {
      var n = 0;
      each(form.querySelectorAll('select[name^="value_"]'), function (select) {
        n += parseInt(select.value, 10) || 0;
      });
      colourTotal.textContent = n === 1 ? colourTotal.getAttribute("data-one")
        : (colourTotal.getAttribute("data-other") || "").replace("-1", String(n));
    });
  }

  // -- the symbols' names: words tapped into the fields -----------------------------------------
  each(form.querySelectorAll(".mce-name-ideas"), function (box) {
    var fields = form.querySelectorAll('input[type="text"][name^="name_"]');
    if (!fields.length) { return; }
    var picked = null;  // a field tapped: the next word fills it
    function same(a, b) { return a.trim().toLowerCase() === b.trim().toLowerCase(); }
    function holding(word) {
      return Array.prototype.filter.call(fields, function (f) { return same(f.value, word); })[0];
    }
    each(fields, function (field) {
      field.addEventListener("focus", function () { picked = field; });
      field.addEventListener("input", function () { picked = null; });  // typed: left as typed
    });
    var chips = box.querySelectorAll("button[data-name]");
    each(chips, function (chip) {
      chip.addEventListener("click", function () {
        var word = chip.getAttribute("data-name");
        var field = holding(word);
        var value = "";
        if (!field) {
          field = picked || Array.prototype.filter.call(fields, function (f) {
            return !f.value.trim(); })[0];
          value = word;
        }
        if (!field) { return; }  // every field named: tap a field first to change it
        field.value = value;
        field.dispatchEvent(new Event("input", {bubbles: true}));
        fire(field);
        picked = null;
      });
    });
    redraws.push(function () {
      each(chips, function (chip) {
        chip.setAttribute("aria-pressed", String(!!holding(chip.getAttribute("data-name"))));
      });
    });
  });

  // -- the stones: a stepper per symbol and per pair ------------------------------------------
  each(form.querySelectorAll(".mce-stone-counts"), function (box) {
    var firsts = form.querySelectorAll('select[name$="_a"]');
    var seconds = form.querySelectorAll('select[name$="_b"]');
    if (!firsts.length) { return; }
    var symbols = [];
    var names = {};
    each(firsts[0].options, function (o) {
      if (o.value) { symbols.push(o.value); names[o.value] = o.textContent; }
    });
    var kinds = symbols.map(function (s) { return [s]; });
    symbols.forEach(function (s, i) {
      symbols.slice(i + 1).forEach(function (t) { kinds.push([s, t]); });
    });
    function key(stone) { return stone.slice().sort(function (x, y) {
      return symbols.indexOf(x) - symbols.indexOf(y); }).join("+"); }
    function counts() {
      var found = {};
      each(firsts, function (a, k) {
        if (!a.value) { return; }
        var stone = seconds[k].value ? [a.value, seconds[k].value] : [a.value];
        found[key(stone)] = (found[key(stone)] || 0) + 1;
      });
      return found;
    }
    function write(found) {
      var k = 0;
      kinds.forEach(function (stone) {
        for (var i = 0; i < (found[key(stone)] || 0) && k < firsts.length; i++, k++) {
          firsts[k].value = stone[0];
          seconds[k].value = stone[1] || "";
        }
      });
      for (; k < firsts.length; k++) { firsts[k].value = ""; seconds[k].value = ""; }
      fire(firsts[0]);
    }
    function total(found, pairs) {
      return Object.keys(found).reduce(function (n, k) {
        return n + (pairs && k.indexOf("+") < 0 ? 0 : found[k]); }, 0);
    }
    var most = firsts.length;
    var mostDual = Number(box.getAttribute("data-duals") || "4");
    var fields = [];
    var countChips = [];
    var CHIP_MOST = 8;  // more single stones of a symbol: the stepper
    var list = document.createElement("div");
    list.className = "mce-counts";
    kinds.forEach(function (stone) {
      var line = document.createElement("div");
      line.className = "mce-count" + (stone.length === 2 ? " mce-dual" : "");
      var label = stone.map(function (s) { return names[s]; }).join(" / ");
      var name = document.createElement("span");
      name.className = "mce-count-name";
      name.textContent = label;
      var minus = button("−", "mce-step");
      var plus = button("+", "mce-step");
      var field = document.createElement("input");
      field.type = "number";
      field.min = "0";
      field.max = String(most);
      field.setAttribute("inputmode", "numeric");
      field.setAttribute("aria-label", label);
      minus.setAttribute("aria-label", label + " −");
      plus.setAttribute("aria-label", label + " +");
      function set(n) {
        var found = counts();
        var k = key(stone);
        var others = total(found, false) - (found[k] || 0);
        var room = most - others;
        if (stone.length === 2) {
          room = Math.min(room, mostDual - (total(found, true) - (found[k] || 0)));
        }
        found[k] = Math.max(0, Math.min(n, room));
        write(found);
      }
      minus.addEventListener("click", function () { set((counts()[key(stone)] || 0) - 1); });
      plus.addEventListener("click", function () { set((counts()[key(stone)] || 0) + 1); });
      field.addEventListener("input", function () { set(parseInt(field.value, 10) || 0); });
      line.setAttribute("data-stone", key(stone));
      line.appendChild(name);
      line.appendChild(minus);
      line.appendChild(field);
      line.appendChild(plus);
      if (stone.length === 1) {  // a symbol's single stones: their number in one tap
        var row = document.createElement("span");
        row.className = "mce-chip-row mce-count-chips";
        row.setAttribute("role", "group");
        row.setAttribute("aria-label", label);
        for (var n = 0; n <= CHIP_MOST; n++) {
          var chip = button(String(n), "mce-chip");
          chip.setAttribute("data-value", String(n));
          chip.addEventListener("click", set.bind(null, n));
          row.appendChild(chip);
          countChips.push([key(stone), chip]);
        }
        line.appendChild(row);
      }
      list.appendChild(line);
      fields.push([key(stone), field]);
    });
    var sum = box.querySelector("[data-total]");
    box.appendChild(list);
    redraws.push(function () {
      var found = counts();
      fields.forEach(function (pair) {
        if (document.activeElement !== pair[1]) { pair[1].value = String(found[pair[0]] || 0); }
      });
      countChips.forEach(function (pair) {
        pair[1].setAttribute("aria-pressed",
                             String(pair[1].getAttribute("data-value") === String(found[pair[0]] || 0)));
      });
      if (sum) { sum.textContent = String(total(found, false)); }
    });
  });

  // -- the stelae table: a palette, then a tap per floor board --------------------------------
  each(form.querySelectorAll(".mce-paint"), function (table) {
    var selects = table.querySelectorAll("select");
    if (!selects.length) { return; }
    var armed = null;
    var palette = document.createElement("div");
    palette.className = "mce-palette";
    palette.setAttribute("role", "group");
    palette.setAttribute("aria-label", table.getAttribute("data-palette") || "");
    var picks = [];
    each(selects[0].options, function (option) {
      var b = button(option.textContent, "mce-pick");
      b.setAttribute("data-value", option.value);
      b.addEventListener("click", function () { armed = option.value; redraw(); });
      palette.appendChild(b);
      picks.push(b);
    });
    table.parentNode.insertBefore(palette, table);
    var cells = [];
    each(selects, function (select) {
      var cell = button("", "mce-cell mce-wide");
      cell.setAttribute("aria-label", select.getAttribute("aria-label"));
      cell.addEventListener("click", function () {
        if (armed === null) { return; }
        select.value = armed;
        fire(select);
      });
      select.parentNode.insertBefore(cell, select);
      cells.push([cell, select]);
    });
    redraws.push(function () {
      picks.forEach(function (b) {
        b.setAttribute("aria-pressed", String(b.getAttribute("data-value") === armed));
      });
      cells.forEach(function (pair) {
        var option = pair[1].options[pair[1].selectedIndex];
        pair[0].textContent = option ? option.textContent : "";
        pair[0].setAttribute("data-value", pair[1].value);
      });
    });
  });

  // -- a tier's two stela spaces face each other: ticking a space when none or both others are
  // ticked ticks the pair it makes with the space facing it (untick one of a pair first to
  // tick two that do not face each other) ------------------------------------------------------
  var stelae = form.querySelectorAll('input[name="stela"]');
  if (stelae.length && stelae.length % 2 === 0) {
    each(stelae, function (box, i) {
      box.addEventListener("click", function () {
        var facing = stelae[(i + stelae.length / 2) % stelae.length];
        var others = Array.prototype.filter.call(stelae, function (b) {
          return b !== box && b.checked; });
        if (!box.checked || others.length === 1) { return; }
        each(stelae, function (b) { b.checked = b === box || b === facing; });
        fire(facing);
      });
    });
  }

  // caught on the way down, so that events that do not bubble (a keeper putting picks back
  // may fire such) redraw too
  form.addEventListener("change", redraw, true);
  form.addEventListener("input", redraw, true);
  redraw();
}());
