// Bravest's placement form (templates/games/bravest/seat.html, on a phone or the host acting
// for a seat): the tile chosen, its turn and face down survive a reload of the page.  What is
// tapped is kept in localStorage under the form's data-place-key (table and seat) with the
// table's version the form answers to (its "seen" field); it is put back on the form drawn
// for that same version only, so a draft of an earlier turn is never offered again, and it
// is dropped when the form is sent (the move recorded: the next turn's form starts afresh; a
// refused move's answer shows what was sent, and is kept again).  Sent, the draft is kept in
// this tab only (sessionStorage) until the answer is drawn: a refused move whose tile the
// page cannot show (a place sent that no selector faces: a tampered page) gets the tile last
// tapped ticked again.  Generic values (static/js/form_values.js); the server checks
// everything when the cell is tapped.
(function () {
  "use strict";
  var PREFIX = "bravest-place:";
  var store;
  try { store = window.localStorage; } catch (e) { store = null; }
  if (!store) { return; }

  function kept(field) {
    return /^place-(slot|rotation|face_down)$/.test(field.name || "");
  }
  function seenOf(form) {
    var seen = form.elements["place-seen"];
    return seen ? seen.value : "";
  }
  function keyOf(form) { return PREFIX + form.getAttribute("data-place-key"); }
  function read(key) {
    try { return JSON.parse(store.getItem(key)); } catch (e) { return null; }
  }
  function save(form) {
    try {
      store.setItem(keyOf(form), JSON.stringify({seen: seenOf(form),
                                                 values: window.formValues.read(form, kept)}));
    } catch (e) { /* storage full or refused: the page still works */ }
  }

  // The draft of a form sent (this tab only): kept while the form on the page answers the
  // same version (the move was not recorded), dropped once it answers another.
  function sentDraft(form) {
    try { return JSON.parse(window.sessionStorage.getItem(keyOf(form))); } catch (e) { return null; }
  }
  function dropSent(form) {
    try { window.sessionStorage.removeItem(keyOf(form)); } catch (e) { /* nothing kept */ }
  }
  // The form on the page now (loaded, or drawn again by static/js/poll.js): a form sent back
  // with an error keeps what it shows; otherwise the draft of this version is put back, a
  // draft of another version dropped.
  function start() {
    var form = document.getElementById("place-form");
    if (!form || !form.getAttribute("data-place-key") || !window.formValues) { return; }
    var sent = sentDraft(form);
    if (sent && sent.seen !== seenOf(form)) { dropSent(form); sent = null; }
    if (sent && sent.values && !form.querySelector("input[name='place-slot']:checked")) {
      // a refused move whose tile the answer cannot show: the tile last tapped, ticked again
      dropSent(form);
      window.formValues.put(form, sent.values, function (f) { return f.name === "place-slot"; })
        .changed.forEach(function (field) {
          field.dispatchEvent(new Event("change", {bubbles: true}));
        });
    }
    if (form.hasAttribute("data-sent-back") || form.querySelector(".field-error")) {
      save(form);
      return;
    }
    var draft = read(keyOf(form));
    if (!draft) { return; }
    if (draft.seen !== seenOf(form) || !draft.values) {
      store.removeItem(keyOf(form));
      return;
    }
    window.formValues.put(form, draft.values, kept).changed.forEach(function (field) {
      field.dispatchEvent(new Event("change", {bubbles: true}));
    });
  }

  document.addEventListener("change", function (event) {
    var form = event.target.form;
    if (form && form.id === "place-form" && kept(event.target)) { save(form); }
  });
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (form.id === "place-form" && form.getAttribute("data-place-key")) {
      try {
        var draft = store.getItem(keyOf(form));
        if (draft) { window.sessionStorage.setItem(keyOf(form), draft); }
      } catch (e) { /* nothing kept for the answer */ }
      try { store.removeItem(keyOf(form)); } catch (e) { /* nothing kept */ }
    }
  });
  document.addEventListener("companion:updated", start);
  window.formValues.afterPageScripts(start);
}());
