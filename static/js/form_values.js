// A form's inputs as {name: [values]} and such values put back, for the scripts that keep what
// was typed or tapped (static/js/keep_typed.js: across the language switch; entry_draft.js:
// across a closed tab; tzolkin_draft.js, bravest_place.js: a turn across a reload), and when to
// put them back (``afterPageScripts``).  ``kept(field)`` says which inputs count.  A radio button or a tick
// holds its value when checked; a select, its selected options; any other input its value,
// inputs of one name in the order of the form.
window.formValues = (function () {
  "use strict";
  function fields(form, kept) {
    return Array.prototype.filter.call(form.elements, function (f) { return kept(f); });
  }
  function read(form, kept) {
    var out = {};
    fields(form, kept).forEach(function (f) {
      var list = out[f.name] || (out[f.name] = []);
      if (f.type === "checkbox" || f.type === "radio") {
        if (f.checked) { list.push(f.value); }
      } else if (f.tagName === "SELECT") {
        Array.prototype.forEach.call(f.selectedOptions, function (o) { list.push(o.value); });
      } else {
        list.push(f.value);
      }
    });
    return out;
  }
  // Puts ``saved`` back on the inputs it names; returns {set: the inputs it named, changed:
  // those whose value it changed}.
  function put(form, saved, kept) {
    var set = [], changed = [], seen = {};
    fields(form, kept).forEach(function (f) {
      if (!Object.prototype.hasOwnProperty.call(saved, f.name)) { return; }
      var list = saved[f.name] || [];
      var before = JSON.stringify(read({elements: [f]}, function () { return true; })[f.name] || []);
      if (f.type === "checkbox" || f.type === "radio") {
        f.checked = list.indexOf(f.value) >= 0;
      } else if (f.tagName === "SELECT") {
        Array.prototype.forEach.call(f.options, function (o) { o.selected = list.indexOf(o.value) >= 0; });
      } else {
        var i = seen[f.name] || 0;
        seen[f.name] = i + 1;
        if (i < list.length) { f.value = list[i]; }
      }
      set.push(f);
      if (JSON.stringify(read({elements: [f]}, function () { return true; })[f.name] || []) !== before) {
        changed.push(f);
      }
    });
    return {set: set, changed: changed};
  }
  // Runs ``fn`` once, after the page's own scripts have wired their forms at DOMContentLoaded:
  // a deferred script runs while the document is already "interactive", before that event,
  // so the event is waited for (a timer set at once could fire first, and values put back
  // would find no script listening).
  function afterPageScripts(fn) {
    var started = false;
    function go() {
      if (!started) { started = true; window.setTimeout(fn, 0); }
    }
    if (document.readyState === "complete") {
      go();
    } else {
      document.addEventListener("DOMContentLoaded", go);
      window.addEventListener("load", go);
    }
  }
  return {read: read, put: put, afterPageScripts: afterPageScripts};
}());
