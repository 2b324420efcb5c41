// Bravest: the tiles dealt onto the distribution board picked by their pictures
// (templates/games/bravest/deals.html).  The form works without this script (one choice per
// place); with it, the choices are hidden and the tiles still in the box are shown as pictures,
// narrowed by filters.  Each tap on a tile deals it onto the next place waiting (the choice of
// that place is set), a count per tile is shown, and the last pick can be taken back.  The
// choices are the form's whole state: what is sent is what they hold, and the server checks
// it.  Picks not yet sent are kept in localStorage under the table, the device's seat and the
// table's version, so a closed tab finds them again (a version the table has left is dropped).
// Entering a tile the set does not know yet (templates/games/bravest/new_tile.html, its own form
// on the same page) moves the table to a new version: the picks made so far are carried over it
// by place (CARRY), put back on the places still waiting; that form's place starts at the first
// place with no pick (table trial br item 4).
(function () {
  "use strict";
  var PREFIX = "companion:bravest-deals:";
  var store = null;
  try { store = window.localStorage; } catch (e) { store = null; }

  function all(root, selector) { return Array.prototype.slice.call(root.querySelectorAll(selector)); }

  function storeKey(form) {
    var seen = form.querySelector("input[name$='seen']");
    return PREFIX + form.getAttribute("data-deals-key") + ":" + (seen ? seen.value : "");
  }

  function save(form, selects) {
    if (!store) { return; }
    var picks = selects.map(function (s) { return s.value; });
    try {
      if (picks.some(function (v) { return v; })) {
        store.setItem(storeKey(form), JSON.stringify(picks));
      } else {
        store.removeItem(storeKey(form));
      }
    } catch (e) { /* storage full or refused: the picks stay on the page */ }
  }

  // Drop what was kept for this table and seat at a version the table has left.
  function forget(form) {
    if (!store) { return; }
    var mine = storeKey(form);
    var table = PREFIX + form.getAttribute("data-deals-key") + ":";
    var old = [];
    for (var i = 0; i < store.length; i += 1) {
      var k = store.key(i);
      if (k && k.indexOf(table) === 0 && k !== mine && k !== carryKey(form)) { old.push(k); }
    }
    old.forEach(function (k) { store.removeItem(k); });
  }

  function carryKey(form) { return PREFIX + form.getAttribute("data-deals-key") + ":carry"; }

  // The picks by place ({slot: value}), kept while the new-tile form is sent.
  function carry(form, selects) {
    if (!store) { return; }
    var bySlot = {};
    selects.forEach(function (s) { if (s.value) { bySlot[s.getAttribute("data-deal-slot")] = s.value; } });
    try { store.setItem(carryKey(form), JSON.stringify(bySlot)); } catch (e) { /* not kept */ }
  }

  function offered(select, value) {
    return all(select, "option").some(function (o) { return o.value === value; });
  }

  function restore(form, selects) {
    if (!store) { return; }
    var carried = null;
    try {
      carried = JSON.parse(store.getItem(carryKey(form)) || "null");
      store.removeItem(carryKey(form));
    } catch (e) { carried = null; }
    if (selects.some(function (s) { return s.value; })) { return; }
    var picks;
    try { picks = JSON.parse(store.getItem(storeKey(form)) || "null"); } catch (e) { picks = null; }
    if (Array.isArray(picks) && picks.length === selects.length) {
      selects.forEach(function (s, i) {
        var value = String(picks[i] || "");
        if (offered(s, value)) { s.value = value; }
      });
    } else if (carried && typeof carried === "object") {
      selects.forEach(function (s) {
        var value = String(carried[s.getAttribute("data-deal-slot")] || "");
        if (value && offered(s, value)) { s.value = value; }
      });
      save(form, selects);
    }
    // poll.js: a form being filled in is kept (a banner says the table changed)
    if (selects.some(function (s) { return s.value; })) {
      selects[0].dispatchEvent(new Event("change", {bubbles: true}));
    }
  }

  function wire(form) {
    if (form.hasAttribute("data-picker-wired")) { return; }
    var picker = form.querySelector("[data-picker]");
    var choices = form.querySelector("[data-deal-selects]");
    if (!picker || !choices) { return; }
    form.setAttribute("data-picker-wired", "");
    var selects = all(form, "select[data-deal-slot]");
    var tiles = all(picker, ".bv-pick-tile");
    var leftText = picker.getAttribute("data-left-text") || "";
    var filters = {figure: "", shape: ""};
    forget(form);
    restore(form, selects);

    function counts() {
      var n = {};
      selects.forEach(function (s) { if (s.value) { n[s.value] = (n[s.value] || 0) + 1; } });
      return n;
    }

    function draw() {
      var n = counts();
      var picked = 0;
      tiles.forEach(function (button) {
        var id = button.getAttribute("data-tile");
        var mine = n[id] || 0;
        var badge = button.querySelector("[data-badge]");
        badge.hidden = !mine;
        badge.textContent = "×" + mine;
        button.classList.toggle("bv-picked", mine > 0);
        var left = button.getAttribute("data-left");
        if (left !== null) {
          var now = parseInt(left, 10) - mine;
          var line = button.querySelector("[data-left-line]");
          if (line) { line.textContent = leftText.replace("-1", String(now)); }
          button.disabled = now <= 0;
        }
        var figureOk = !filters.figure || button.getAttribute("data-figure") === filters.figure;
        var shapes = (button.getAttribute("data-shapes") || "").split(" ");
        var shapeOk = !filters.shape || shapes.indexOf(filters.shape) >= 0;
        button.hidden = !(figureOk && shapeOk) && id !== "none";
      });
      var shown = tiles.filter(function (b) { return !b.hidden && b.getAttribute("data-tile") !== "none"; });
      // said only once a filter is tapped: an empty grid is not a filter's doing (issue 38)
      picker.querySelector("[data-none-found]").hidden = shown.length > 0 ||
        !(filters.figure || filters.shape);
      selects.forEach(function (s) {
        var slot = picker.querySelector(".bv-pick-slot[data-slot='" + s.getAttribute("data-deal-slot") + "']");
        var place = slot && slot.querySelector("[data-shown]");
        if (!place) { return; }
        while (place.firstChild) { place.removeChild(place.firstChild); }
        slot.classList.toggle("bv-pick-filled", !!s.value);
        if (!s.value) { return; }
        picked += 1;
        var from = tiles.filter(function (b) { return b.getAttribute("data-tile") === s.value; })[0];
        var svg = from && from.querySelector("svg");
        if (svg) {
          place.appendChild(svg.cloneNode(true));
        } else if (from) {
          place.textContent = from.firstChild.textContent;
        }
      });
      firstEmpty();
      picker.querySelector("[data-picked-count]").textContent = String(picked);
      picker.querySelector("[data-undo]").disabled = picked === 0;
      all(picker, ".bv-filter").forEach(function (b) {
        b.setAttribute("aria-pressed", String(filters[b.getAttribute("data-filter")] === b.getAttribute("data-value")));
      });
    }

    function changed(select) {
      select.dispatchEvent(new Event("change", {bubbles: true}));  // poll.js: being filled in
      save(form, selects);
      draw();
    }

    picker.addEventListener("click", function (event) {
      var filter = event.target.closest(".bv-filter");
      if (filter) {
        var group = filter.getAttribute("data-filter");
        var value = filter.getAttribute("data-value");
        filters[group] = filters[group] === value ? "" : value;
        draw();
        return;
      }
      if (event.target.closest("[data-undo]")) {
        var last = selects.filter(function (s) { return s.value; }).pop();
        if (last) { last.value = ""; changed(last); }
        return;
      }
      var tile = event.target.closest(".bv-pick-tile");
      if (!tile || tile.disabled) { return; }
      var next = selects.filter(function (s) { return !s.value; })[0];
      if (!next) { return; }
      next.value = tile.getAttribute("data-tile");
      changed(next);
    });
    // a choice set from outside (the language switch keeps what was chosen): drawn again
    form.addEventListener("change", function (event) {
      if (event.target.hasAttribute && event.target.hasAttribute("data-deal-slot")) {
        save(form, selects);
        draw();
      }
    });

    // the new-tile form's place: the first place with no pick, until a person picks one
    var newTile = document.getElementById("new-tile-form");
    var chosenByHand = false;
    function firstEmpty() {
      if (!newTile || chosenByHand) { return; }
      var empty = selects.filter(function (s) { return !s.value; })[0];
      var radio = empty && newTile.querySelector("input[type='radio'][name='new-slot'][value='"
                                                  + empty.getAttribute("data-deal-slot") + "']");
      if (radio) { radio.checked = true; }
    }
    if (newTile) {
      newTile.addEventListener("change", function (event) {
        if (event.isTrusted && event.target.name === "new-slot") { chosenByHand = true; }
      });
      newTile.addEventListener("submit", function () { carry(form, selects); });
    }

    choices.hidden = true;
    picker.hidden = false;
    draw();
  }

  function wireAll() { all(document, "form.bv-deals-form").forEach(wire); }
  document.addEventListener("companion:updated", wireAll);
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", wireAll);
  } else {
    wireAll();
  }
})();
