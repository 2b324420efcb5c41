// Tzolk'in: the counts and choices of a turn's form not sent yet (the placement, #tz-place, and
// the pick-up, #tz-pickup) survive a reload or a closed tab, as a component entry's picks do
// (static/js/entry_draft.js).
//
// Each form carries data-draft-key "<table code>:<seat>:<move number>" (templates/games/
// tzolkin/turn.html): its named inputs (static/js/form_values.js; not the CSRF token, the seat
// or the version seen) are kept in localStorage under that key and the form's id whenever the
// player changes them (`input`, `change`, `pagehide`, and the pick-up drawn again after a
// change).  When the page (or a part of it: poll.js, tzolkin.js) shows such a form, a draft of
// the same table, seat and move number that differs from what it shows is put back: all values
// first, then `input` and `change` fired on each input changed, so that tzolkin.js counts and
// asks for the pick-up again; the pick-up's choices under a worker exist only once the server
// drew them, so it is put back again on each pick-up drawn anew, until nothing changes (a few
// rounds at most).  A draft is dropped when its form is sent, and every draft of this table and
// seat for another move number is dropped when a form is shown: the table moved on, and a draft
// of an old move number is never put back.  A form sent back with the server's refusal
// (data-sent-back) shows what was sent: nothing is put back there.  Drafts older than 2 days go.
// The server stays the authority: a draft is only what the form will send.
(function () {
  "use strict";
  var PREFIX = "tz-draft:";
  var MAX_AGE = 2 * 24 * 3600 * 1000;
  var ROUNDS = 5;   // pick-ups drawn anew while a draft is put back
  var IDS = ["tz-place", "tz-pickup"];
  var SKIP = {submit: 1, button: 1, reset: 1, image: 1, file: 1, password: 1};
  var store;
  try { store = window.localStorage; } catch (e) { store = null; }
  if (!store) { return; }

  function kept(el) {
    // (not the pick-up's fields the player changed, "touched": tzolkin.js counts those again
    // from the events fired on the values put back)
    return !!el.name && !/(^|-)csrf_token$/.test(el.name) && el.name !== "seat" && el.name !== "touched"
      && !/(^|-)seen$/.test(el.name)
      && !el.disabled && !SKIP[el.type] && el.tagName !== "BUTTON" && el.tagName !== "FIELDSET"
      && el.tagName !== "OUTPUT";
  }

  function ours(form) {
    return !!form && IDS.indexOf(form.id) >= 0 && !!form.getAttribute("data-draft-key");
  }
  function keyOf(form) { return PREFIX + form.getAttribute("data-draft-key") + ":" + form.id; }
  // "tz-draft:<code>:<seat>:": every draft of this form's table and seat
  function seatPrefix(form) {
    return PREFIX + form.getAttribute("data-draft-key").split(":").slice(0, 2).join(":") + ":";
  }

  function read(k) {
    try { return JSON.parse(store.getItem(k)); } catch (e) { return null; }
  }

  var changedBy = {};  // draft key -> the player changed the form since it was shown or sent
  var rounds = {};     // draft key -> pick-ups drawn anew left while its draft is put back
  var tried = {};      // draft key -> its draft was put back once already (never again)
  var putting = false; // the events fired by a draft put back are not the player's

  function save(form) {
    if (!ours(form) || !changedBy[keyOf(form)] || rounds[keyOf(form)]) { return; }
    try {
      store.setItem(keyOf(form), JSON.stringify({saved: Date.now(),
                                                 values: window.formValues.read(form, kept)}));
    } catch (e) { /* storage full or refused: the page still works */ }
  }

  // Drafts of this table and seat for another move number, and drafts too old, go.
  function forgetOld(form) {
    var now = Date.now(), mine = seatPrefix(form), current = keyOf(form);
    var version = mine + form.getAttribute("data-draft-key").split(":")[2] + ":";
    var old = [];
    for (var i = 0; i < store.length; i++) {
      var k = store.key(i);
      if (!k || k.indexOf(PREFIX) !== 0 || k === current) { continue; }
      var d = read(k);
      if ((k.indexOf(mine) === 0 && k.indexOf(version) !== 0) || !d ||
          typeof d.saved !== "number" || now - d.saved > MAX_AGE) { old.push(k); }
    }
    old.forEach(function (k) { store.removeItem(k); });
  }

  // Put the draft back on `form`; true when it changed something.
  function putBack(form) {
    var draft = read(keyOf(form));
    if (!draft || !draft.values) { return false; }
    var changed = window.formValues.put(form, draft.values, kept).changed;
    putting = true;
    try {
      changed.forEach(function (el) {
        if (el.type === "hidden") { return; }  // read as it is when the page's script asks
        el.dispatchEvent(new Event("input", {bubbles: true}));
        el.dispatchEvent(new Event("change", {bubbles: true}));
      });
    } finally { putting = false; }
    return changed.length > 0;
  }

  // A form shown (the page loaded, or a part of it drawn anew).
  function shown(form) {
    if (!ours(form)) { return; }
    var key = keyOf(form);
    try { forgetOld(form); } catch (e) { /* storage refused */ }
    if (form.hasAttribute("data-sent-back")) { changedBy[key] = true; save(form); return; }
    if (rounds[key]) {  // the pick-up drawn again while its draft is put back
      rounds[key] -= 1;
      if (!putBack(form) || !rounds[key]) { rounds[key] = 0; }
      return;
    }
    if (changedBy[key]) { save(form); return; }  // drawn again after the player's change
    if (tried[key]) { return; }
    tried[key] = true;
    // the pick-up asks the server again for what the values put back open: once more then
    if (putBack(form) && form.hasAttribute("data-page")) { rounds[key] = ROUNDS; }
  }

  function scan(root) {
    IDS.forEach(function (id) {
      var form = root.id === id ? root : (root.querySelector && root.querySelector("#" + id));
      if (form) { shown(form); }
    });
  }

  function start() {
    if (!window.formValues) { return; }   // static/js/form_values.js, deferred in the head
    function changed(event) {
      var form = event.target && event.target.form;
      if (putting || !ours(form)) { return; }
      changedBy[keyOf(form)] = true;
      rounds[keyOf(form)] = 0;  // the player goes on from what the page shows
      save(form);
    }
    document.addEventListener("input", changed);
    document.addEventListener("change", changed);
    document.addEventListener("submit", function (event) {
      var form = event.target, by = event.submitter;
      if (event.defaultPrevented || !ours(form) || (by && (by.getAttribute("formmethod") || "").toLowerCase() === "get")) { return; }
      changedBy[keyOf(form)] = false;
      try { store.removeItem(keyOf(form)); } catch (e) { /* nothing kept */ }
    });
    window.addEventListener("pagehide", function () {
      IDS.forEach(function (id) { save(document.getElementById(id)); });
    });
    // a part drawn anew by poll.js, the pick-up by tzolkin.js: its forms are new
    document.addEventListener("companion:updated", function (event) { scan(event.target); });
    document.addEventListener("tzolkin:picking", function (event) { scan(event.target); });
    scan(document);
  }

  // after tzolkin.js (deferred before this one) has wired the forms at DOMContentLoaded
  window.formValues.afterPageScripts(start);
}());
