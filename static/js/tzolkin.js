// Tzolk'in turn forms: live placement cost, steppers, and showing only the choices that apply.
// The forms work without this script: it only adds convenience. No rules live here: the
// server (the rules engine) decides what is legal.
(function () {
  "use strict";

  // ---- placement: "gear, gear, gear -> pay 5 corn" -------------------------------------------
  function setupPlace(form) {
    var fees = (form.getAttribute("data-fees") || "").split(",").map(Number);
    var corn = parseInt(form.getAttribute("data-corn"), 10) || 0;
    var max = parseInt(form.getAttribute("data-max"), 10) || 0;
    var counts = Array.prototype.slice.call(form.querySelectorAll("input.tz-count"));
    var start = form.querySelector("input.tz-start-box");
    var outWorkers = form.querySelector(".tz-out-workers");
    var outCost = form.querySelector(".tz-out-cost");
    var costLine = form.querySelector(".tz-cost");

    function value(input) {
      var n = parseInt(input.value, 10);
      var hi = parseInt(input.max, 10);
      if (isNaN(n) || n < 0) { n = 0; }
      return Math.min(n, isNaN(hi) ? n : hi);
    }

    function update() {
      var workers = 0, spots = 0;
      counts.forEach(function (input) {
        var n = value(input);
        var list = (input.getAttribute("data-spots") || "").split(",").map(Number);
        var marks = input.parentNode.querySelectorAll(".tz-spot");
        for (var i = 0; i < marks.length; i++) {
          marks[i].classList.toggle("on", i < n);
          if (i < n) { spots += list[i]; }
        }
        workers += n;
      });
      if (start && start.checked) { workers += 1; }
      var fee = fees[Math.min(workers, fees.length - 1)] || 0;
      var cost = workers ? spots + fee : 0;
      if (outWorkers) { outWorkers.textContent = workers; }
      if (outCost) { outCost.textContent = cost + (workers ? " (" + spots + " + " + fee + ")" : ""); }
      if (costLine) { costLine.classList.toggle("too-much", cost > corn || workers > max); }
    }

    counts.forEach(function (input) {
      var minus = document.createElement("button");
      var plus = document.createElement("button");
      minus.type = plus.type = "button";
      minus.className = plus.className = "small secondary tz-step";
      minus.textContent = "−";
      plus.textContent = "+";
      minus.setAttribute("aria-label", "−1");
      plus.setAttribute("aria-label", "+1");
      // an "input" event: the cost updates, and poll.js knows the form is being filled in
      minus.addEventListener("click", function () {
        input.value = Math.max(0, value(input) - 1);
        input.dispatchEvent(new Event("input", {bubbles: true}));
      });
      plus.addEventListener("click", function () {
        input.value = Math.min(parseInt(input.max, 10), value(input) + 1);
        input.dispatchEvent(new Event("input", {bubbles: true}));
      });
      input.parentNode.insertBefore(minus, input);
      input.parentNode.insertBefore(plus, input.nextSibling);
      input.addEventListener("input", update);
    });
    if (start) { start.addEventListener("change", update); }
    update();
  }

  // ---- pick-up choices: show a field only when the choice it depends on was made -------------
  function setupChoices(form) {
    var prefix = form.getAttribute("data-prefix") || "";
    var dependants = Array.prototype.slice.call(form.querySelectorAll("[data-when]"));

    function current(key) {
      var el = form.elements[prefix + key];
      if (!el) { return null; }
      var box = el.closest ? el.closest("[data-when]") : null;
      if (box && box.hidden) { return null; }
      return el.value;
    }

    function update() {
      // a field may depend on another dependant: repeat until nothing changes
      for (var round = 0; round < 5; round++) {
        var changed = false;
        dependants.forEach(function (box) {
          var show = box.getAttribute("data-when").split("|").some(function (cond) {
            var i = cond.indexOf("=");
            return current(cond.slice(0, i)) === cond.slice(i + 1);
          });
          if (box.hidden === show) { box.hidden = !show; changed = true; }
        });
        if (!changed) { break; }
      }
    }

    // a technology step: fill its payment in from what the player holds (wood first)
    var have = {};
    (form.getAttribute("data-have") || "").split(",").forEach(function (pair) {
      var kv = pair.split(":");
      if (kv.length === 2) { have[kv[0]] = parseInt(kv[1], 10) || 0; }
    });
    function fillPayment(select) {
      var option = select.options[select.selectedIndex];
      var cost = option ? parseInt(option.getAttribute("data-cost"), 10) : NaN;
      if (isNaN(cost)) { return; }
      ["wood", "stone", "gold"].forEach(function (r) {
        var input = form.elements[select.name + "_pay_" + r];
        if (!input) { return; }
        var n = Math.min(cost, have[r] || 0);
        input.value = n;
        cost -= n;
      });
    }

    form.addEventListener("change", function (event) {
      var box = event.target.closest ? event.target.closest("[data-role=track]") : null;
      if (box && event.target.tagName === "SELECT") { fillPayment(event.target); }
      update();
    });
    var paid = Array.prototype.some.call(form.querySelectorAll("input[name*=_pay_]"), function (input) {
      return (parseInt(input.value, 10) || 0) !== 0;
    });
    if (!paid) {  // a fresh form (not one shown again with the player's own entries)
      Array.prototype.forEach.call(form.querySelectorAll("[data-role=track] select"), fillPayment);
    }
    update();
  }

  // ---- pick-up, step 1: when no action picked asks anything, pick up at once --------------------
  function setupPick(form) {
    var quick = document.getElementById("tz-pickup-quick");
    var now = form.querySelector(".tz-quick");
    var next = form.querySelector(".tz-next");
    if (!quick || !now || !next) { return; }
    var selects = Array.prototype.slice.call(form.querySelectorAll("select[data-gear]"));

    function selection() {
      var parts = [], simple = true;
      selects.forEach(function (select) {
        var option = select.options[select.selectedIndex];
        if (!select.value) { return; }
        if (!option || !option.hasAttribute("data-simple")) { simple = false; }
        parts.push(select.getAttribute("data-gear") + "." + select.getAttribute("data-spot") + "." + select.value);
      });
      return {text: parts.join(" "), simple: simple && parts.length > 0};
    }

    function update() {
      var sel = selection();
      now.hidden = !sel.simple;
      next.hidden = sel.simple;
    }

    now.addEventListener("click", function () {
      quick.elements["pickup-selection"].value = selection().text;
      now.disabled = true;
      quick.submit();
    });
    form.addEventListener("change", update);
    update();
  }

  function setup(root) {
    Array.prototype.forEach.call(root.querySelectorAll("form.tz-pick"), setupPick);
    Array.prototype.forEach.call(root.querySelectorAll("form.tz-place"), setupPlace);
    Array.prototype.forEach.call(root.querySelectorAll("form.tz-choices"), setupChoices);
  }
  document.addEventListener("DOMContentLoaded", function () { setup(document); });
  // a part of the page drawn anew by poll.js: its forms are new
  document.addEventListener("companion:updated", function (event) { setup(event.target); });
})();
