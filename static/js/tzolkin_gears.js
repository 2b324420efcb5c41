// Tzolk'in gears drawing (templates/games/tzolkin/gears.html): a worker tapped is selected; the
// line under the gears says what it does now and after the next turn of the calendar (words
// from the page: the worker's data-now and data-next), the spot it reaches is ringed, and on the
// page of the seat to move its row of the pick-up form (the control with the same data-gear and
// data-spot) is set to the worker's own spot's action and brought into view (again once
// tzolkin.js has drawn the pick-up anew for that choice: its "tzolkin:picking").  Selection only:
// the server decides everything on submit.
(function () {
  "use strict";
  if (window.tzolkinGears) { return; }
  window.tzolkinGears = true;

  function hints(root) {
    Array.prototype.forEach.call(root.querySelectorAll(".gears .gear-info[hidden]"), function (p) {
      if (!p.textContent) { p.textContent = p.getAttribute("data-hint") || ""; }
      p.hidden = false;
    });
  }

  // the pick-up form's control of this worker (never an element of the drawing itself)
  function pickControl(gear, spot) {
    var found = document.querySelectorAll('[data-gear="' + gear + '"][data-spot="' + spot + '"]');
    for (var i = 0; i < found.length; i++) {
      if (!found[i].closest(".gears")) { return found[i]; }
    }
    return null;
  }

  // the row of the worker last tapped whose choice asked for the pick-up again (tzolkin.js
  // redraws #tz-picking in place): brought into view once more when the new one is in place
  var waiting = null;

  function choose(control, action) {
    var changed = null;
    if (action) {
      if (control.tagName === "SELECT") {
        for (var i = 0; i < control.options.length; i++) {
          if (control.options[i].value === action) { control.value = action; changed = control; }
        }
      } else {
        var radio = control.querySelector('input[type=radio][value="' + action + '"]');
        if (radio && !radio.checked) { radio.checked = true; changed = radio; }
      }
    }
    waiting = changed && control.closest("#tz-picking") ?
      [control.getAttribute("data-gear"), control.getAttribute("data-spot")] : null;
    if (changed) { changed.dispatchEvent(new Event("change", {bubbles: true})); }
    bringUp(control);
  }

  // the control opened, in view and focused (a row: its action checked)
  function bringUp(control) {
    for (var d = control.closest("details"); d; d = d.parentElement && d.parentElement.closest("details")) {
      d.open = true;
    }
    control.scrollIntoView({block: "center"});
    var focus = control.matches("select, input, button") ? control :
      control.querySelector("input:checked") || control.querySelector("select, input, button");
    if (focus) { focus.focus({preventScroll: true}); }
  }

  function select(worker) {
    var drawing = worker.closest(".gears");
    if (!drawing) { return; }
    Array.prototype.forEach.call(drawing.querySelectorAll(".worker.selected, .spot-ring.next"), function (el) {
      el.classList.remove("selected", "next");
    });
    worker.classList.add("selected");
    var next = worker.getAttribute("data-next-spot");
    if (next !== null) {
      var ring = worker.closest("svg").querySelector('.spot-ring[data-at="' + next + '"]');
      if (ring) { ring.classList.add("next"); }
    }
    var info = drawing.querySelector(".gear-info");
    if (info) {
      info.textContent = "";
      // the last round has no next day: the worker carries no data-next, only now is said
      [worker.getAttribute("data-now"), worker.getAttribute("data-next")].forEach(function (text, k) {
        if (k && text === null) { return; }
        var line = document.createElement(k ? "strong" : "span");
        line.textContent = text || "";
        if (k) { info.appendChild(document.createElement("br")); }
        info.appendChild(line);
      });
      info.hidden = false;
    }
    var place = (worker.getAttribute("data-w") || "").split(".");
    var control = pickControl(place[0], place[1]);
    if (control) { choose(control, worker.getAttribute("data-action")); }
  }

  document.addEventListener("click", function (event) {
    var worker = event.target.closest ? event.target.closest(".gears .worker") : null;
    if (worker) { select(worker); }
  });
  document.addEventListener("keydown", function (event) {
    if (event.key !== "Enter" && event.key !== " ") { return; }
    var worker = event.target.closest ? event.target.closest(".gears .worker") : null;
    if (worker) { event.preventDefault(); select(worker); }
  });
  document.addEventListener("tzolkin:picking", function () {
    var control = waiting && pickControl(waiting[0], waiting[1]);
    waiting = null;
    if (control) { bringUp(control); }
  });
  document.addEventListener("DOMContentLoaded", function () { hints(document); });
  document.addEventListener("companion:updated", function (event) { hints(event.target); });
  hints(document);
})();
