// Picks not yet saved survive a closed tab, on every component editor entry page
// (templates/components/entry.html).  Generic: it knows nothing of a game's markup.
//
// Every named input of the entry form (text, number, select, radio, checkbox, hidden; not the
// CSRF token, not the buttons) is kept in localStorage under the form's data-draft-key (game,
// set id, kind, entry number) whenever it changes: on `input` and `change`, on every click
// inside the form and on `pagehide`, and when a script changes the form (a hidden input's
// value, a part of the form drawn again).  On the next load of that entry, a draft that
// differs from what the page shows is put back: all values first, then `input` and `change`
// fired on each restored input (bubbling) so that the game's script draws it again, and a
// notice (data-draft-restored) with a button (data-draft-discard) that drops the draft and
// loads the saved entry.  Submitting the form drops the draft (a refused save shows what was
// sent), except a tap that only redraws the entry (a button named "redraw" or "tap",
// companion/web/editor.py), after which the draft is kept.  A page that answers a POST (a
// refused save, a redraw without a script: data-draft-sent) shows what was sent: nothing is
// put back there, and what it shows is kept as the draft.  Drafts older than 30 days go.
// The server stays the authority: a draft is only what the form will send.
(function () {
  "use strict";
  var PREFIX = "entry-draft:";
  var MAX_AGE = 30 * 24 * 3600 * 1000;
  var SKIP = {submit: 1, button: 1, reset: 1, image: 1, file: 1, password: 1};
  var form = document.getElementById("entry-form");
  var store;
  try { store = window.localStorage; } catch (e) { store = null; }
  if (!form || !store || !form.getAttribute("data-draft-key")) { return; }
  var key = PREFIX + form.getAttribute("data-draft-key");

  function kept(el) {
    return !!el.name && el.name !== "csrf_token" && !el.disabled && !SKIP[el.type]
      && el.tagName !== "BUTTON" && el.tagName !== "FIELDSET" && el.tagName !== "OUTPUT";
  }

  // {name: [values]} (static/js/form_values.js)
  function collect() { return window.formValues.read(form, kept); }

  function same(a, b) {
    var names = Object.keys(a).concat(Object.keys(b));
    return names.every(function (n) {
      return JSON.stringify(a[n] || []) === JSON.stringify(b[n] || []);
    });
  }

  function read(k) {
    try { return JSON.parse(store.getItem(k)); } catch (e) { return null; }
  }

  var done = false;   // the form was sent, or the draft discarded: nothing more is kept
  var shown = null;   // what the page showed when it was loaded (a draft equal to it is none)

  function save() {
    if (done) { return; }
    var values = collect();
    try {
      if (shown && same(values, shown)) { store.removeItem(key); return; }
      store.setItem(key, JSON.stringify({saved: Date.now(), values: values}));
    } catch (e) { /* storage full or refused: the page still works */ }
  }

  function drop() {
    try { store.removeItem(key); } catch (e) { /* nothing kept */ }
  }

  var later = null;
  function saveSoon() {
    if (later === null) { later = window.setTimeout(function () { later = null; save(); }, 0); }
  }

  // Put the draft's values back; returns the inputs it changed.
  function restore(values) { return window.formValues.put(form, values, kept).changed; }

  function notice() {
    var box = document.createElement("p");
    box.className = "banner entry-draft-notice";
    box.setAttribute("role", "status");
    box.appendChild(document.createTextNode(form.getAttribute("data-draft-restored") + " "));
    var button = document.createElement("button");
    button.type = "button";
    button.className = "secondary small";
    button.textContent = form.getAttribute("data-draft-discard");
    button.addEventListener("click", function () {
      done = true;
      drop();
      window.location.replace(window.location.href.split("#")[0]);
    });
    box.appendChild(button);
    form.parentNode.insertBefore(box, form);
  }

  function forgetOld() {
    var now = Date.now();
    var old = [];
    for (var i = 0; i < store.length; i++) {
      var k = store.key(i);
      if (k && k.indexOf(PREFIX) === 0) {
        var d = read(k);
        if (!d || typeof d.saved !== "number" || now - d.saved > MAX_AGE) { old.push(k); }
      }
    }
    old.forEach(function (k) { store.removeItem(k); });
  }

  function start() {
    if (!window.formValues) { return; }   // static/js/form_values.js, deferred in the head
    try { forgetOld(); } catch (e) { /* storage refused */ }
    var sent = form.hasAttribute("data-draft-sent");
    shown = sent ? null : collect();
    var draft = read(key);
    if (sent) {
      save();
    } else if (draft && draft.values && !same(draft.values, shown)) {
      var changed = restore(draft.values);
      changed.forEach(function (el) {
        el.dispatchEvent(new Event("input", {bubbles: true}));
        el.dispatchEvent(new Event("change", {bubbles: true}));
      });
      if (changed.length) { notice(); }
    }
    form.addEventListener("input", save);
    form.addEventListener("change", save);
    form.addEventListener("click", function () { done = false; save(); saveSoon(); });
    form.addEventListener("submit", function (event) {
      var by = event.submitter;
      // a save the page held back (a question next to it) keeps the draft
      if (event.defaultPrevented || (by && (by.name === "redraw" || by.name === "tap"))) { saveSoon(); return; }
      done = true;
      drop();
    });
    window.addEventListener("pagehide", save);
    if (window.MutationObserver) {
      new MutationObserver(saveSoon).observe(form, {subtree: true, childList: true,
                                                     attributes: true, attributeFilter: ["value"]});
    }
  }

  // after the game's own scripts (deferred like this one, or waiting for the page) are wired
  window.formValues.afterPageScripts(start);
}());
