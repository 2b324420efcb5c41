// What is typed in a form survives the header's language switch (/lang/<code>?next=), and a
// link marked data-keep-typed="<field>" that leaves for a page which comes back to this one
// (the new-table form's set from a phone: companion/web/set_give.py), kept under the page's
// path without that field (the page coming back chooses it): the
// forms changed on this page (and a form sent back with an error, data-sent-back, marked by
// static/js/poll.js) are kept in sessionStorage under the page's address and each form's name
// when the switch is pressed, and filled in again when that page opens in the other language.
// Hidden fields are the new page's own (the CSRF token), but for the table's version the form
// was filled in at (``seen``): sent after the table moved on, it is told so, with what it holds.
(function () {
  "use strict";
  var PREFIX = "companion:typed:";
  var store;
  try { store = window.sessionStorage; } catch (e) { return; }
  if (!store || !window.formValues) { return; }
  var changed = [];
  function note(event) {
    var form = event.target && event.target.form;
    if (form && changed.indexOf(form) < 0) { changed.push(form); }
  }
  document.addEventListener("input", note, true);
  document.addEventListener("change", note, true);

  function forms() { return Array.prototype.slice.call(document.querySelectorAll("form")); }
  // A form's name on its page: its id, else its address and its place among those forms.
  function formKey(form) {
    if (form.id) { return "#" + form.id; }
    var action = form.getAttribute("action") || "";
    var same = forms().filter(function (f) { return !f.id && (f.getAttribute("action") || "") === action; });
    return action + "@" + same.indexOf(form);
  }
  function kept(field) {
    if (field.type === "hidden") { return !!field.name && /(^|-)seen$/.test(field.name); }
    return field.name && !field.disabled && field.type !== "submit" &&
      field.type !== "button" && field.type !== "file" && field.type !== "password";
  }
  function values(form) { return window.formValues.read(form, kept); }
  function fill(form, saved) {
    window.formValues.put(form, saved, kept).set.forEach(function (field) {
      if (field.type === "hidden") { return; }
      // the page's scripts (a live summary, poll.js: a form being filled in) hear of it
      field.dispatchEvent(new Event("input", {bubbles: true}));
      field.dispatchEvent(new Event("change", {bubbles: true}));
    });
  }
  function here() { return window.location.pathname + window.location.search; }

  function keepFor(address, skip) {
    var sentBack = document.querySelector("form[data-sent-back]");
    var keep = changed.slice();
    if (sentBack && keep.indexOf(sentBack) < 0) { keep.push(sentBack); }
    var saved = {};
    keep.forEach(function (form) {
      if (document.contains(form)) { saved[formKey(form)] = values(form); }
      if (skip && saved[formKey(form)]) { delete saved[formKey(form)][skip]; }
    });
    try {
      if (Object.keys(saved).length) { store.setItem(PREFIX + address, JSON.stringify(saved)); }
    } catch (e) { /* storage full or refused: the switch goes on */ }
  }

  document.addEventListener("click", function (event) {
    var away = event.target.closest && event.target.closest("a[data-keep-typed]");
    if (away) { keepFor(window.location.pathname, away.getAttribute("data-keep-typed")); return; }
    var link = event.target.closest && event.target.closest(".lang a[href]");
    if (!link) { return; }
    // back to the page as it is now (after a refused move, its own address, not the POST's)
    var url = new URL(link.getAttribute("href"), window.location.href);
    url.searchParams.set("next", here());
    link.setAttribute("href", url.pathname + url.search);
    keepFor(here(), null);
  }, true);

  // filled in once the page's own scripts have set up their forms (at DOMContentLoaded)
  function restore() {
    var address = store.getItem(PREFIX + here()) ? here() : window.location.pathname;
    var raw = store.getItem(PREFIX + address);
    if (!raw) { return; }
    store.removeItem(PREFIX + address);
    var saved;
    try { saved = JSON.parse(raw); } catch (e) { return; }
    forms().forEach(function (form) {
      var mine = saved[formKey(form)];
      if (mine) { fill(form, mine); }
    });
  }
  window.formValues.afterPageScripts(restore);
})();
