// Tzolk'in turn forms: live placement cost, −/+ steppers, the market's corn after the trades,
// and showing only the choices that apply.  The forms work without this script: it only adds
// convenience.  No rules live here: the server (the rules engine) decides what is legal.
(function () {
  "use strict";

  // A number as a phone types it: full-width digits (「２」) and any minus sign read.
  function num(text) {
    var s = String(text || "").replace(/[\uff10-\uff19]/g, function (c) {
      return String.fromCharCode(c.charCodeAt(0) - 0xfee0);
    }).replace(/[\u2212\u30fc\uff0d\u2010-\u2015\uff70]/g, "-").trim();
    return /^-?\d+$/.test(s) ? parseInt(s, 10) : NaN;
  }

  // A number as the pages write it: a negative one with the minus sign 「−」, never "-"
  // (``plus``: a positive one with "+").
  function signed(n, plus) {
    return n < 0 ? "\u2212" + (-n) : (plus && n > 0 ? "+" : "") + n;
  }

  function bounded(input) {
    var n = num(input.value);
    var lo = parseInt(input.getAttribute("data-min"), 10);
    var hi = parseInt(input.getAttribute("data-max"), 10);
    if (isNaN(n)) { n = 0; }
    if (!isNaN(lo)) { n = Math.max(lo, n); }
    if (!isNaN(hi)) { n = Math.min(hi, n); }
    return n;
  }

  // −/+ buttons around a count field (no minus sign or digits to type on a phone)
  function addSteppers(input) {
    if (input.getAttribute("data-stepped")) { return; }
    input.setAttribute("data-stepped", "1");
    var minus = document.createElement("button");
    var plus = document.createElement("button");
    minus.type = plus.type = "button";
    minus.className = plus.className = "small secondary tz-step";
    plus.className += " tz-plus";
    minus.textContent = "−";
    plus.textContent = "+";
    minus.setAttribute("aria-label", "−1");
    plus.setAttribute("aria-label", "+1");
    // an "input" event: totals update, and poll.js knows the form is being filled in
    function step(by) {
      input.value = signed(bounded({value: String(bounded(input) + by),
                                    getAttribute: function (a) { return input.getAttribute(a); }}),
                           false);
      input.dispatchEvent(new Event("input", {bubbles: true}));
    }
    minus.addEventListener("click", function () { step(-1); });
    plus.addEventListener("click", function () { step(1); });
    input.parentNode.insertBefore(minus, input);
    input.parentNode.insertBefore(plus, input.nextSibling);
  }

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
    var why = form.querySelector(".tz-place-why");
    var send = form.querySelector(".tz-place-send");

    // The line under a count that the server would refuse, saying why in the page's words
    // (the form's data-negative and data-unreadable, the field's data-range); "" hides it.
    function hint(input, text) {
      var line = input.parentNode.querySelector(".tz-count-hint");
      if (!line && text) {
        line = document.createElement("span");
        line.className = "field-error tz-count-hint";
        line.setAttribute("aria-live", "polite");
        input.parentNode.appendChild(line);
      }
      if (line) { line.textContent = text; line.hidden = !text; }
    }

    // The count as typed, never pulled into range: the total says what would be sent, and a
    // count the server would refuse (not a number, below 0, more than the gear's free spots)
    // is marked on its field and on the total, and says why, as the server's refusal would.
    // A count that is no count of workers (below 0, unreadable, more than two digits) adds
    // nothing to the total: the line never shows 「−1」 or 「100000000000000000000」 workers.
    function update() {
      var workers = 0, spots = 0, wrong = false;
      counts.forEach(function (input) {
        var typed = String(input.value || "").trim();
        var n = typed === "" ? 0 : num(typed);
        var hi = parseInt(input.getAttribute("data-max"), 10);
        var bad = isNaN(n) || n < 0 || (!isNaN(hi) && n > hi);
        input.classList.toggle("tz-wrong", bad);
        if (bad) { input.setAttribute("aria-invalid", "true"); } else { input.removeAttribute("aria-invalid"); }
        wrong = wrong || bad;
        // the server already says what is wrong with the count it was sent, as typed
        var said = input.value === input.defaultValue &&
          input.parentNode.querySelector(".field-error:not(.tz-count-hint)");
        hint(input, said ? "" : isNaN(n) ? form.getAttribute("data-unreadable") || ""
          : n < 0 ? form.getAttribute("data-negative") || ""
          : bad ? input.getAttribute("data-range") || "" : "");
        if (isNaN(n) || n < 0 || n > 99) { n = 0; }
        var list = (input.getAttribute("data-spots") || "").split(",").map(Number);
        var marks = input.parentNode.querySelectorAll(".tz-spot");
        for (var i = 0; i < marks.length; i++) {
          marks[i].classList.toggle("on", i < n);
          if (i < n) { spots += list[i]; }
        }
        workers += n;
      });
      if (start && start.checked) { workers += 1; }
      var fee = fees[Math.max(0, Math.min(workers, fees.length - 1))] || 0;
      var cost = workers > 0 ? spots + fee : 0;
      if (outWorkers) { outWorkers.textContent = workers; }
      // the breakdown's words come from the page, in its language: data-breakdown
      var breakdown = (costLine && costLine.getAttribute("data-breakdown")) || "";
      if (outCost) {
        outCost.textContent = cost + (workers && breakdown ? breakdown
          .replace("%(spots)s", spots).replace("%(fee)s", fee) : "");
      }
      if (costLine) { costLine.classList.toggle("too-much", wrong || cost > corn || workers > max); }
      // + stops at the workers in hand (the form's data-max); a placement the server would
      // refuse for its workers or its corn says why in words, and 「置く」 waits
      counts.forEach(function (input) {
        var plus = input.parentNode.querySelector(".tz-plus");
        var hi = parseInt(input.getAttribute("data-max"), 10);
        var n = num(input.value);
        if (plus) { plus.disabled = workers >= max || (!isNaN(hi) && !isNaN(n) && n >= hi); }
      });
      var reason = "";
      if (workers > max) {
        reason = form.getAttribute("data-too-many") || "";
      } else if (cost > corn) {
        reason = (form.getAttribute("data-short") || "").replace("%(n)s", cost - corn);
        // begging (seed 003: with 2 corn or less, take corn up to 3) would cover it
        if (form.getAttribute("data-beg") && cost <= 3) {
          reason += " " + form.getAttribute("data-beg");
        }
      }
      if (why) { why.textContent = reason; why.hidden = !reason; why.classList.toggle("field-error", !!reason); }
      if (send) { send.disabled = !!reason; }
    }

    counts.forEach(function (input) {
      addSteppers(input);
      input.addEventListener("input", update);
    });
    if (start) { start.addEventListener("change", update); }
    update();
  }

  // ---- pick-up choices: show a field only when the choice it depends on was made -------------
  function setupChoices(form) {
    var prefix = form.getAttribute("data-prefix") || "";
    var dependants = Array.prototype.slice.call(form.querySelectorAll("[data-when]"));

    // the value of a field (a choice: the option checked), null when it is hidden
    function current(key) {
      var el = form.elements[prefix + key];
      if (!el) { return null; }
      var first = el.tagName ? el : el[0];
      var box = first && first.closest ? first.closest("[data-when]") : null;
      if (box && box.hidden) { return null; }
      if (el.tagName && el.type === "radio") { return el.checked ? el.value : ""; }
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
      holdings();
      markets();
      payments();
    }

    // a sale at the market: its + stops at what is held at this point of the pick-up (the
    // field's data-held, the server's count after the workers above), a line says why, and a
    // count typed above it is marked.  Without the script any count is sent: the server
    // refuses selling more than is held.
    function holdings() {
      Array.prototype.forEach.call(form.querySelectorAll("[data-held]"), function (box) {
        var input = box.querySelector("input.tz-count");
        var held = parseInt(box.getAttribute("data-held"), 10);
        if (!input || isNaN(held)) { return; }
        input.setAttribute("data-max", String(held));
        var n = num(input.value);
        var over = !isNaN(n) && n > held;
        var plus = box.querySelector(".tz-plus");
        if (plus) { plus.disabled = isNaN(n) || n >= held; }
        input.classList.toggle("tz-wrong", over);
        if (over) { input.setAttribute("aria-invalid", "true"); } else { input.removeAttribute("aria-invalid"); }
        var note = box.querySelector(".tz-held-note");
        if (note) {
          note.hidden = isNaN(n) || n < held;
          note.classList.toggle("field-error", over);
          note.classList.toggle("muted", !over);
        }
      });
    }

    // the market: the corn after the trades, counted as the steppers move
    function markets() {
      Array.prototype.forEach.call(form.querySelectorAll(".tz-corn-after"), function (line) {
        var key = line.getAttribute("data-market");
        var base = parseInt(line.getAttribute("data-corn"), 10);
        var change = 0, traded = 0;
        ["wood", "stone", "gold"].forEach(function (r) {
          ["sell", "buy"].forEach(function (way) {
            var input = form.elements[prefix + key + "_" + way + "_" + r];
            if (!input) { return; }
            var price = parseInt(input.closest("[data-price]").getAttribute("data-price"), 10) || 0;
            change += (way === "sell" ? 1 : -1) * bounded(input) * price;
            traded += bounded(input);
          });
        });
        // trading nothing is a choice (seed 003: 「好きな回数、売買します」), but it is said:
        // the worker's action is spent on nothing (the form's data-no-trade)
        var idle = line.parentNode.querySelector('.tz-no-trade[data-for="' + key + '"]');
        if (!idle && form.getAttribute("data-no-trade")) {
          idle = document.createElement("p");
          idle.className = "tz-field muted small tz-no-trade";
          idle.setAttribute("data-for", key);
          idle.setAttribute("aria-live", "polite");
          idle.textContent = form.getAttribute("data-no-trade");
          line.parentNode.insertBefore(idle, line.nextSibling);
        }
        if (idle) { idle.hidden = line.hidden || traded > 0; }
        var out = line.querySelector(".tz-out-corn");
        if (!out) { return; }
        if (isNaN(base)) {
          out.textContent = signed(change, true);
        } else {
          out.textContent = signed(base + change, false);
          line.classList.toggle("too-much", base + change < 0);
        }
      });
    }

    // a technology step: fill its payment in from the server's suggestion for that track
    function fillPayment(choice) {
      var pay = choice.getAttribute("data-pay");
      if (!pay) { return; }
      pay.split(",").forEach(function (pair) {
        var kv = pair.split(":");
        var input = form.elements[choice.name + "_pay_" + kv[0]];
        if (input) { input.value = kv[1]; }
      });
    }

    // a technology step's payment: its + stops at what the step costs (the track chosen's
    // data-cost), and a line says what it costs and what is being paid (words from the page:
    // the track's data-pay-text).  The server still checks the payment on submit.
    function payments() {
      Array.prototype.forEach.call(form.querySelectorAll("[data-role=track][data-pay-text]"), function (box) {
        var key = box.getAttribute("data-key");
        var chosen = box.hidden ? null : box.querySelector("input[type=radio]:checked");
        var cost = chosen ? parseInt(chosen.getAttribute("data-cost"), 10) : NaN;
        var inputs = ["wood", "stone", "gold"].map(function (r) {
          return form.elements[prefix + key + "_pay_" + r];
        }).filter(function (input) { return input && input.tagName; });
        var held = function (input) { var n = num(input.value); return isNaN(n) || n < 0 ? 0 : n; };
        var paid = inputs.reduce(function (sum, input) { return sum + held(input); }, 0);
        inputs.forEach(function (input) {
          if (!input.hasAttribute("data-max-base")) {
            input.setAttribute("data-max-base", input.getAttribute("data-max") || "9");
          }
          var base = parseInt(input.getAttribute("data-max-base"), 10);
          var top = isNaN(cost) ? base : Math.min(base, Math.max(0, held(input) + cost - paid));
          input.setAttribute("data-max", String(top));
          var plus = input.parentNode.querySelector(".tz-plus");
          if (plus) { plus.disabled = !isNaN(cost) && paid >= cost; }
        });
        var last = inputs.length ? inputs[inputs.length - 1].closest("label") : null;
        var line = form.querySelector('.tz-pay-sum[data-for="' + key + '"]');
        if (!line && last) {
          line = document.createElement("p");
          line.className = "tz-field muted small tz-pay-sum";
          line.setAttribute("data-for", key);
          line.setAttribute("aria-live", "polite");
          last.parentNode.insertBefore(line, last.nextSibling);
        }
        if (!line) { return; }
        line.hidden = isNaN(cost);
        line.textContent = isNaN(cost) ? "" : box.getAttribute("data-pay-text")
          .replace("%(cost)s", cost).replace("%(paid)s", paid);
        line.classList.toggle("too-much", !isNaN(cost) && paid !== cost);
      });
    }

    // a sale above what is held here (the pick-up drawn anew after ↑ or another choice, the
    // count kept): lowered to what is held, and said (the form's data-lowered), the pick-up
    // then asked for again with it (an "input" event).  The saying outlives that redraw:
    // ``lowered`` (by field name) until the player moves the count.
    function lowerSales() {
      var moved = null;
      Array.prototype.forEach.call(form.querySelectorAll("[data-held]"), function (box) {
        var input = box.querySelector("input.tz-count");
        var held = parseInt(box.getAttribute("data-held"), 10);
        if (!input || isNaN(held) || box.closest("[hidden]")) { return; }
        var n = num(input.value);
        if (!isNaN(n) && n > held) {
          input.value = String(held);
          lowered[input.name] = {text: (form.getAttribute("data-lowered") || "")
            .replace("%(from)s", n).replace("%(to)s", held), to: String(held)};
          moved = moved || input;
        }
        var said = lowered[input.name];
        if (said && said.to !== input.value) { delete lowered[input.name]; said = null; }
        var line = box.querySelector(".tz-lowered-note");
        if (said && !line) {
          line = document.createElement("span");
          line.className = "small field-error tz-lowered-note";
          line.setAttribute("role", "status");
          box.appendChild(line);
        }
        if (line) { line.textContent = said ? said.text : ""; line.hidden = !said; }
      });
      if (moved) { moved.dispatchEvent(new Event("input", {bubbles: true})); }
    }

    Array.prototype.forEach.call(form.querySelectorAll("input.tz-count"), addSteppers);
    form.addEventListener("input", function (event) {
      var said = lowered[event.target.name];
      if (said && said.to !== event.target.value) {
        delete lowered[event.target.name];
        var line = event.target.closest("[data-held]").querySelector(".tz-lowered-note");
        if (line) { line.hidden = true; }
      }
    });
    form.addEventListener("change", function (event) {
      var box = event.target.closest ? event.target.closest("[data-role=track]") : null;
      if (box && event.target.checked) { fillPayment(event.target); }
      update();
    });
    form.addEventListener("input", function () { holdings(); markets(); payments(); });
    update();
    lowerSales();
  }

  // ---- the pick-up on one page: each choice asks the server for the pick-up part again -------
  // What every worker may do after the ones above it, the choices its action asks for and the
  // suggested ones are the server's (the rules engine's): the part is asked for with the
  // form's values (as the “Next” button without script would) and put in place, no page load.
  // `touched`: the fields the player changed, kept on the part drawn again; the workers after
  // them act on them.
  var asked = 0;
  var lowered = {};

  function partKeys() {
    return Array.prototype.map.call(document.querySelectorAll("[data-part]"), function (el) {
      return el.getAttribute("data-part") + "=" + el.getAttribute("data-key");
    }).join(" ");
  }

  function setupPickup(form) {
    var page = form.getAttribute("data-page");
    if (!page || !window.fetch || !window.DOMParser || !window.URLSearchParams ||
        !window.FormData) { return; }
    var next = form.querySelector(".tz-next");
    var send = form.querySelector(".tz-send");
    var kept = form.elements.touched;
    var touched = {};
    String(kept ? kept.value : "").split(" ").forEach(function (k) { if (k) { touched[k] = 1; } });
    var timer = null;
    // with the script, “Next” and ↑ ask for the part in place (and Enter in a count field
    // presses “Pick up”, the form's first submit button left)
    if (next) {
      next.hidden = true;
      next.type = "button";
      next.addEventListener("click", function () { ask(); });
    }

    function query(extra) {
      var out = new URLSearchParams();
      new FormData(form).forEach(function (value, key) {
        if (key.indexOf("csrf_token") < 0 && key !== "seat" && key !== "touched") {
          out.append(key, value);
        }
      });
      out.set("touched", Object.keys(touched).join(" "));
      Object.keys(extra || {}).forEach(function (k) { out.set(k, extra[k]); });
      return out.toString();
    }

    function ask(extra) {
      clearTimeout(timer);
      var mine = ++asked;
      var url = page + (page.indexOf("?") < 0 ? "?" : "&") + query(extra);
      if (send) { send.disabled = true; }
      form.setAttribute("aria-busy", "true");
      fetch(url, {cache: "no-store", credentials: "same-origin", headers: {"X-Parts": partKeys()}})
        .then(function (r) {
          if (!r.ok || r.redirected) { throw new Error("page"); }
          return r.text();
        })
        .then(function (text) {
          if (mine !== asked) { return; }  // a later choice asked again: its answer counts
          var fresh = new DOMParser().parseFromString(text, "text/html").getElementById("tz-picking");
          var here = form.closest("#tz-picking");
          if (!fresh || !here) { throw new Error("part"); }
          var node = document.importNode(fresh, true);
          here.parentNode.replaceChild(node, here);
          setup(node);
          // the address holds the choices (as "Next" without script would): a reload keeps them
          try { window.history.replaceState(window.history.state, "", url + "#tz-picking"); } catch (e) { /* kept in the page only */ }
          document.documentElement.setAttribute("data-tz-choices", String(mine));
          // drawn anew: what waited for it (tzolkin_gears.js brings a row into view) goes on
          node.dispatchEvent(new CustomEvent("tzolkin:picking", {bubbles: true}));
        })
        .catch(function () {
          if (mine !== asked) { return; }
          // not answered: the form stays as it is, and “Next” asks for the page instead
          form.removeAttribute("aria-busy");
          if (next) { next.hidden = false; }
          if (send) { send.disabled = false; }
        });
    }

    form.addEventListener("change", function (event) {
      var name = event.target.name || "";
      if (name.indexOf("pickup-") === 0) {
        var key = name.slice(7);
        touched[key] = 1;
        var pay = key.indexOf("_pay_");
        if (pay > 0) {  // a payment is chosen whole
          ["wood", "stone", "gold"].forEach(function (r) { touched[key.slice(0, pay) + "_pay_" + r] = 1; });
        }
      }
      // asked once for the changes made at once (a draft put back: static/js/tzolkin_draft.js)
      if (send) { send.disabled = true; }
      clearTimeout(timer);
      timer = setTimeout(function () { ask(); }, 0);
    });
    // a count moved by its steppers or typed: asked once the player stops
    form.addEventListener("input", function (event) {
      if (!event.target.classList || !event.target.classList.contains("tz-count")) { return; }
      var name = event.target.name || "";
      if (name.indexOf("pickup-") === 0) { touched[name.slice(7)] = 1; }
      clearTimeout(timer);
      timer = setTimeout(function () { ask(); }, 500);
    });
    Array.prototype.forEach.call(form.querySelectorAll("button.tz-up"), function (up) {
      up.type = "button";
      up.addEventListener("click", function () { ask({up: up.value}); });
    });
  }

  function setup(root) {
    Array.prototype.forEach.call(root.querySelectorAll("form.tz-place"), setupPlace);
    Array.prototype.forEach.call(root.querySelectorAll("form.tz-choices"), setupChoices);
    Array.prototype.forEach.call(root.querySelectorAll("form.tz-pick[data-page]"), setupPickup);
  }
  document.addEventListener("DOMContentLoaded", function () { setup(document); });
  // a part of the page drawn anew by poll.js: its forms are new
  document.addEventListener("companion:updated", function (event) { setup(event.target); });
})();
