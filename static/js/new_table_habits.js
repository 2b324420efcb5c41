// The new-table form starts as this device set up its last table of the game: the fields the
// game declares as a table's habits (GameWeb.remembered_options: a deck, an island side, a
// difficulty; never what is drawn anew each game) are kept in localStorage when the form is
// sent, and put back when the form opens again (only a form opened, not one sent back with a
// message: data-habits is then absent).  A value the field no longer offers is left alone;
// the server checks every choice again.  What keep_typed.js puts back after a language
// switch comes later and wins.
(function () {
  "use strict";
  var form = document.querySelector("form[data-habits]");
  if (!form || !window.formValues) { return; }
  var store;
  try { store = window.localStorage; } catch (e) { return; }
  if (!store) { return; }
  var key = "companion:habits:" + form.getAttribute("data-habits");
  var names = (form.getAttribute("data-habit-fields") || "").split(" ").filter(Boolean);
  function kept(field) { return names.indexOf(field.name) >= 0; }

  form.addEventListener("submit", function () {
    try { store.setItem(key, JSON.stringify(window.formValues.read(form, kept))); } catch (e) { /* full or refused */ }
  });

  window.formValues.afterPageScripts(function () {
    var saved;
    try { saved = JSON.parse(store.getItem(key) || "null"); } catch (e) { return; }
    if (!saved || typeof saved !== "object") { return; }
    var offered = {};
    Object.keys(saved).forEach(function (name) {
      var field = form.elements[name];
      var value = Array.isArray(saved[name]) ? saved[name][0] : null;
      if (!kept({name: name}) || !field || field.tagName !== "SELECT" || typeof value !== "string") { return; }
      if (Array.prototype.some.call(field.options, function (o) { return o.value === value && !o.disabled; })) {
        offered[name] = [value];
      }
    });
    window.formValues.put(form, offered, kept).changed.forEach(function (field) {
      field.dispatchEvent(new Event("change", {bubbles: true}));
    });
  });
}());
