// Bravest's tap editors: the pages work without this script (radio buttons, ticks, and taps
// that redraw the page); it only makes the taps instant.  No rules live here: the server
// checks and names what is wrong when the entry is saved.
(function () {
  "use strict";
  var SVG = "http://www.w3.org/2000/svg";
  var EDGES = ["N", "E", "S", "W"];
  var XY = {N: [50, 0], E: [100, 50], S: [50, 100], W: [0, 50]};

  // Where one road's sides meet (as companion/games/bravest/drawing.py draws it): a tile's
  // only road, or a straight road, in the middle; a road that ends in the tile halfway to
  // the middle; otherwise at the middle of its own sides, so that separate roads stay apart.
  function junction(net, alone) {
    var pair = net.slice().sort().join("");
    if (alone || pair === "NS" || pair === "EW") { return [50, 50]; }
    if (net.length === 1) {
      return [Math.floor((XY[net[0]][0] + 50) / 2), Math.floor((XY[net[0]][1] + 50) / 2)];
    }
    var x = 0, y = 0;
    net.forEach(function (e) { x += XY[e][0]; y += XY[e][1]; });
    return [Math.floor(x / net.length), Math.floor(y / net.length)];
  }

  function el(name, attrs) {
    var node = document.createElementNS(SVG, name);
    Object.keys(attrs).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    return node;
  }

  function checked(form, name) {
    var input = form.querySelector("input[name='" + name + "']:checked");
    return input ? input.value : "";
  }

  function drawTile(box) {
    var form = box.closest("form") || document;
    var prefix = box.getAttribute("data-te-prefix") || "";
    var svg = box.querySelector("[data-te-preview]");
    if (!svg) { return; }
    var nets = {}, order = [];
    EDGES.forEach(function (e) {
      var n = checked(form, prefix + "road_" + e);
      if (!n) { return; }
      if (!nets[n]) { nets[n] = []; order.push(n); }
      nets[n].push(e);
    });
    var roads = svg.querySelector("[data-te-roads]");
    while (roads.firstChild) { roads.removeChild(roads.firstChild); }
    var centre = 0;
    order.forEach(function (n) {
      var net = nets[n];
      var j = junction(net, order.length === 1);
      var middle = j[0] === 50 && j[1] === 50;
      if (middle) { centre += 1; }
      var cls = "bv-road bv-net-" + (/^[1-4]$/.test(n) ? n : "x");
      net.forEach(function (e) {
        var line = {x1: XY[e][0], y1: XY[e][1], x2: j[0], y2: j[1]};
        if (middle && centre > 1) {
          line["class"] = "bv-bridge-gap";
          roads.appendChild(el("line", line));
        }
        line["class"] = cls;
        roads.appendChild(el("line", line));
      });
      if (net.length === 1) {
        roads.appendChild(el("circle", {"class": "bv-dead-end " + cls.split(" ")[1],
                                        cx: j[0], cy: j[1], r: 8}));
      }
    });
    var content = checked(form, prefix + "content");
    var lava = svg.querySelector("[data-te-lava]");
    while (lava.firstChild) { lava.removeChild(lava.firstChild); }
    if (content === "lava") {
      EDGES.forEach(function (e) {
        var tick = form.querySelector("input[name='" + prefix + "lava_" + e + "']");
        if (tick && tick.checked) {
          lava.appendChild(el("circle", {"class": "bv-lava-open", cx: XY[e][0], cy: XY[e][1], r: 10}));
        }
      });
    }
    var bg = svg.querySelector(".bv-tile-bg");
    var label = svg.querySelector("[data-te-label]");
    var picked = form.querySelector("input[name='" + prefix + "content']:checked");
    if (bg && picked) {
      bg.setAttribute("class", "bv-tile-bg bv-kind-" + (content || "none"));
      var pick = picked.closest("label");
      if (label) {
        label.textContent = !content ? "" : (pick.getAttribute("data-te-mark") || pick.textContent.trim());
      }
    }
  }

  function wire(root) {
    Array.prototype.forEach.call(root.querySelectorAll(".bv-tile-editor"), function (box) {
      box.addEventListener("change", function () { drawTile(box); });
      drawTile(box);
    });
  }

  // The form drawn again by the server from its inputs (a tap named "redraw" with ``value``,
  // or "" to draw the inputs as they are), keeping the page where it is; without fetch, or
  // when it fails, the form is sent as a page load.
  function redraw(form, value) {
    var data = new FormData(form);
    data.append("redraw", value);
    fetch(form.getAttribute("action") || window.location.href,
          {method: "POST", body: data, credentials: "same-origin"})
      .then(function (r) { return r.ok ? r.text() : Promise.reject(r.status); })
      .then(function (html) {
        var fresh = new DOMParser().parseFromString(html, "text/html").getElementById(form.id);
        if (!fresh) { form.submit(); return; }
        form.innerHTML = fresh.innerHTML;
        wire(form);
        var same = value && form.querySelector("button[name='redraw'][value='" + value + "']");
        if (same) { same.focus({preventScroll: true}); }
        // why a tap changed nothing (a camp where it cannot go), brought into view at once
        var note = form.querySelector("#bv-camp-note");
        if (note && note.scrollIntoView) { note.scrollIntoView({block: "nearest"}); }
      })
      .catch(function () {
        var keep = document.createElement("input");
        keep.type = "hidden"; keep.name = "redraw"; keep.value = value;
        form.appendChild(keep);
        form.submit();
      });
  }

  // A tap that only redraws the entry (a button named "redraw"): sent in the background.
  document.addEventListener("submit", function (event) {
    var form = event.target;
    var by = event.submitter;
    if (by && by.getAttribute("data-confirm") && !window.confirm(by.getAttribute("data-confirm"))) {
      event.preventDefault();
      return;
    }
    if (!by || by.name !== "redraw" || !window.fetch || !window.DOMParser) { return; }
    event.preventDefault();
    redraw(form, by.value);
  });

  // The pile page's steppers (− n +): the count changes on the page at once (the server
  // checks it when the form is saved), and the total follows.
  function pileTotal(form) {
    var out = form.querySelector("[data-pile-total]");
    if (!out) { return; }
    var total = 0;
    Array.prototype.forEach.call(form.querySelectorAll("[data-pile-count]"), function (input) {
      var n = parseInt(input.value, 10);
      if (n > 0) { total += n; }
    });
    out.textContent = String(total);
  }

  // The counts are saved in the background (the same form's counts and CSRF token, checked
  // again by the server: companion/games/bravest/web/pile.py "counts_only") a second after
  // the last tap, at once when a link leaves the page, and by a beacon on pagehide; the page
  // says "Saved" once stored.  Only a person's taps and typing are saved so, never inputs put
  // back by a kept draft.
  var SAVE_AFTER = 1000;
  var unsaved = null;      // the form whose counts changed since the last background save
  var saveTimer = null;

  function savedNote(form, state) {
    var note = form.querySelector("[data-pile-saved]");
    if (note) { note.textContent = state ? note.getAttribute("data-" + state) || "" : ""; }
  }

  function countsData(form) {
    var data = new FormData();
    var token = form.querySelector("input[name='csrf_token']");
    if (token) { data.append("csrf_token", token.value); }
    Array.prototype.forEach.call(form.querySelectorAll("[data-pile-count]"), function (input) {
      data.append(input.name, input.value);
    });
    data.append("counts_only", "1");
    data.append("background", "1");
    return data;
  }

  function saveCounts(leaving) {
    window.clearTimeout(saveTimer);
    saveTimer = null;
    var form = unsaved;
    unsaved = null;
    if (!form) { return Promise.resolve(); }
    var url = form.getAttribute("action") || window.location.href;
    var data = countsData(form);
    if (leaving && navigator.sendBeacon && navigator.sendBeacon(url, data)) {
      return Promise.resolve();
    }
    if (!window.fetch) { return Promise.resolve(); }
    savedNote(form, "saving");
    return fetch(url, {method: "POST", body: data, credentials: "same-origin", keepalive: true})
      .then(function (r) { savedNote(form, r.status === 204 ? (unsaved ? "" : "saved") : "failed"); })
      .catch(function () { savedNote(form, "failed"); });
  }

  function countsChanged(form) {
    if (!window.FormData || !form.querySelector("[data-pile-saved]")) { return; }
    unsaved = form;
    savedNote(form, "");
    window.clearTimeout(saveTimer);
    saveTimer = window.setTimeout(function () { saveCounts(false); }, SAVE_AFTER);
  }

  // − stops at 1 (a kind is removed on its own page): it is disabled there, never "saved"
  // for nothing.
  function minusState(input) {
    var minus = input.parentNode.querySelector("[data-step='-1']");
    if (minus) { minus.disabled = !(parseInt(input.value, 10) > 1); }
  }

  // The new kind's picks were refused as the same tile as a kind above (data-pile-same): a +
  // on that kind counts it, and the new kind starts again from nothing, as the page shows.
  function clearSame(form, input) {
    var box = form.querySelector("[data-pile-same]");
    if (!box || input.name !== "count-" + box.getAttribute("data-pile-same")) { return; }
    box.removeAttribute("data-pile-same");
    var changed = [];
    Array.prototype.forEach.call(box.querySelectorAll("input"), function (el) {
      var on = el.type === "radio" && el.value === "" && /road_/.test(el.name);
      if ((el.type === "radio" || el.type === "checkbox") && el.checked !== on) {
        el.checked = on;
        changed.push(el);
      }
    });
    changed.forEach(function (el) { el.dispatchEvent(new Event("change", {bubbles: true})); });
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[data-step]");
    if (!button) { return; }
    var input = button.parentNode.querySelector("[data-pile-count]");
    if (!input) { return; }
    event.preventDefault();
    var most = parseInt(input.getAttribute("max"), 10) || 65;
    var step = parseInt(button.getAttribute("data-step"), 10);
    var n = (parseInt(input.value, 10) || 1) + step;
    input.value = String(Math.min(most, Math.max(1, n)));
    input.dispatchEvent(new Event("input", {bubbles: true}));
    input.dispatchEvent(new Event("change", {bubbles: true}));
    if (step > 0 && input.form) { clearSame(input.form, input); }
    if (input.form) { countsChanged(input.form); }
  });

  // A link that leaves the page (the back link to the set) waits for the counts to be stored
  // (at most two seconds), so that the page it opens shows them.
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a[href]");
    if (!unsaved || !link || event.defaultPrevented || event.button !== 0 || event.ctrlKey
        || event.metaKey || event.shiftKey || event.altKey || link.target) { return; }
    event.preventDefault();
    var go = function () { window.location.href = link.href; };
    Promise.race([saveCounts(false), new Promise(function (ok) { window.setTimeout(ok, 2000); })])
      .then(go, go);
  });
  window.addEventListener("pagehide", function () { saveCounts(true); });
  // Saving the form sends the counts itself (a tap that only redraws it does not).
  document.addEventListener("submit", function (event) {
    if (event.submitter && event.submitter.name === "redraw") { return; }
    window.clearTimeout(saveTimer);
    saveTimer = null;
    unsaved = null;
  }, true);

  // Inputs put back by a script (a kept draft, static/js/entry_draft.js) announce it with
  // input and change events: the pile's total is counted again, and an island side, drawn by
  // the server from its hidden inputs, is drawn again from them.
  var pending = null;
  document.addEventListener("change", function (event) {
    var input = event.target;
    var form = input.form;
    if (!form) { return; }
    if (input.hasAttribute("data-pile-count")) { pileTotal(form); minusState(input); }
    if (input.type === "hidden" && /^(cells|agile|invincible)$/.test(input.name)
        && window.fetch && window.DOMParser && !pending) {
      pending = window.setTimeout(function () { pending = null; redraw(form, ""); }, 0);
    }
  });
  document.addEventListener("input", function (event) {
    if (event.target.hasAttribute && event.target.hasAttribute("data-pile-count")
        && event.target.form) {
      pileTotal(event.target.form);
      if (event.isTrusted) { countsChanged(event.target.form); }
    }
  });

  wire(document);
})();
