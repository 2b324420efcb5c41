// Ohio Bob: tapping a space of the map says what it is (phones show no tooltips).
(function () {
  "use strict";
  document.addEventListener("click", function (event) {
    var cell = event.target.closest && event.target.closest(".ob-cell[title]");
    if (!cell) { return; }
    var wrap = cell.closest(".ob-map-wrap");
    var caption = wrap && wrap.parentNode.querySelector(".ob-tapped");
    if (caption) { caption.textContent = cell.getAttribute("title"); }
  });
})();

// The tap editor of a card (templates/games/ohio_bob/_card_fields.html): a tap on a space, an
// edge or an effect button changes the form's hidden field and the drawing at once, instead of
// sending the form (which is how the page works without JS).
(function () {
  "use strict";
  var EDGES = ["open", "wall", "door"];

  function tokens(field) { return field.value.split(" ").filter(function (t) { return t; }); }

  function paint(form, button) {
    var brush = form.querySelector('input[name="brush"]:checked');
    if (!brush) { return false; }
    var at = button.value.slice(1).split("-");
    var field = form.elements["cell-" + at[0] + "-" + at[1]];
    if (!field) { return false; }
    var colour = brush.getAttribute("data-colour");
    var label = brush.getAttribute("data-label");
    field.value = brush.value;
    button.className = "obe-cell ob-" + brush.getAttribute("data-kind") +
      (colour ? " ob-gem-" + colour : "");
    button.textContent = brush.getAttribute("data-symbol");
    button.title = label;
    button.setAttribute("aria-label", button.getAttribute("data-where") + " · " + label);
    return true;
  }

  function edge(form, box, button) {
    var field = form.elements["e-" + button.value];
    if (!field) { return false; }
    var next = EDGES[(EDGES.indexOf(field.value) + 1) % EDGES.length];
    field.value = next;
    EDGES.forEach(function (s) { button.classList.remove("obe-" + s); });
    button.classList.add("obe-" + next);
    button.title = box.getAttribute("data-" + next);
    button.setAttribute("aria-label", button.title);
    return true;
  }

  function renumber(chips, name) {
    var drops = chips.querySelectorAll(".obe-drop");
    Array.prototype.forEach.call(drops, function (b, i) { b.value = "d" + name + (i + 1); });
    var none = chips.parentNode.querySelector(".obe-none");
    if (none) { none.hidden = drops.length > 0; }
  }

  function add(form, box, button) {
    var target = form.querySelector('input[name="target"]:checked');
    var name = target ? target.value : "A";
    var field = form.elements["opt-" + name];
    var chips = box.querySelector('.obe-chips[data-option="' + name + '"]');
    var template = box.querySelector(".obe-chip-template");
    if (!field || !chips || !template) { return false; }
    var list = tokens(field);
    if (list.length >= 12) { return true; }
    list.push(button.getAttribute("data-token"));
    field.value = list.join(" ");
    var chip = template.content.firstElementChild.cloneNode(true);
    chip.querySelector("span").textContent = button.textContent;
    chips.appendChild(chip);
    renumber(chips, name);
    return true;
  }

  function drop(form, button) {
    var name = button.value.charAt(1);
    var index = parseInt(button.value.slice(2), 10);
    var field = form.elements["opt-" + name];
    var chips = button.closest(".obe-chips");
    if (!field || !chips) { return false; }
    var list = tokens(field);
    list.splice(index - 1, 1);
    field.value = list.join(" ");
    button.closest(".obe-chip").remove();
    renumber(chips, name);
    return true;
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest('.obe button[name="tap"]');
    var box = button && button.closest(".obe");
    if (!button || !box || !button.form) { return; }
    var form = button.form;
    var head = button.value.charAt(0);
    var done = head === "c" ? paint(form, button)
      : (head === "h" || head === "v") ? edge(form, box, button)
      : head === "a" ? add(form, box, button)
      : head === "d" ? drop(form, button) : false;
    if (!done) { return; }            // left to the form: the server makes the change
    event.preventDefault();
    // a form being filled in: the table page's poll shows a banner instead of reloading
    form.dispatchEvent(new Event("change", {bubbles: true}));
  });
})();

// Real cards: a card revealed from the deck is picked by its picture (templates/games/ohio_bob/
// _actions.html card_pick), not from the list the page shows without JS.  A form whose button
// sends a choice (a direction, a teleport) opens its pictures at the first tap of the button,
// and a tap on a picture sends it with that button; elsewhere (the first room) a tap chooses,
// and the form's button sends once every list has its card.  The list stays in the form and
// carries the card chosen: the server checks it as before.
(function () {
  "use strict";

  function boxesOf(root) {
    var all = root.querySelectorAll ? Array.prototype.slice.call(root.querySelectorAll(".ob-pick-box")) : [];
    if (root.matches && root.matches(".ob-pick-box")) { all.push(root); }
    return all;
  }

  function sendButtons(form) { return form.querySelectorAll('button[type="submit"]'); }

  function ready(form) {
    // a form that only chooses is sent once every list has its card
    var boxes = form.querySelectorAll(".ob-pick-box:not([data-sends])");
    if (!boxes.length) { return; }
    var all = Array.prototype.every.call(boxes, function (b) { return b.querySelector("select").value; });
    Array.prototype.forEach.call(sendButtons(form), function (b) { b.disabled = !all; });
  }

  function mark(box, id) {
    Array.prototype.forEach.call(box.querySelectorAll(".ob-pick-card"), function (b) {
      b.setAttribute("aria-pressed", b.getAttribute("data-card") === id ? "true" : "false");
    });
    box.querySelector("select").value = id || "";
    if (!id) { box.querySelector("select").selectedIndex = -1; }
  }

  function setup(root) {
    boxesOf(root).forEach(function (box) {
      if (box.hasAttribute("data-ready")) { return; }
      box.setAttribute("data-ready", "");
      box.querySelector(".ob-pick-list").hidden = true;
      mark(box, box.getAttribute("data-chosen"));
      box.querySelector(".ob-pick").hidden = box.hasAttribute("data-sends");
      ready(box.closest("form"));
    });
  }

  function others(box, id) {
    // the same card cannot be both the room and the card to the hand
    Array.prototype.forEach.call(box.closest("form").querySelectorAll(".ob-pick-box"), function (b) {
      if (b === box) { return; }
      Array.prototype.forEach.call(b.querySelectorAll(".ob-pick-card"), function (c) {
        c.disabled = c.getAttribute("data-card") === id;
        if (c.disabled && c.getAttribute("aria-pressed") === "true") { mark(b, ""); }
      });
    });
  }

  document.addEventListener("click", function (event) {
    var target = event.target.closest && event.target;
    if (!target) { return; }
    var filter = target.closest(".ob-pick-filter");
    if (filter) {
      var pick = filter.closest(".ob-pick");
      var gem = filter.getAttribute("data-gem");
      Array.prototype.forEach.call(pick.querySelectorAll(".ob-pick-filter"), function (b) {
        b.setAttribute("aria-pressed", b === filter ? "true" : "false");
      });
      Array.prototype.forEach.call(pick.querySelectorAll(".ob-pick-card"), function (b) {
        b.parentNode.hidden = Boolean(gem) && b.getAttribute("data-gem") !== gem;
      });
      return;
    }
    var card = target.closest(".ob-pick-card");
    if (card) {
      var box = card.closest(".ob-pick-box");
      var form = box.closest("form");
      mark(box, card.getAttribute("data-card"));
      if (box.hasAttribute("data-sends")) {
        sendButtons(form)[0].click();  // the form's own button: its direction goes with it
        return;
      }
      others(box, card.getAttribute("data-card"));
      ready(form);
      form.dispatchEvent(new Event("change", {bubbles: true}));  // poll.js: being filled in
      return;
    }
    var send = target.closest('button[type="submit"]');
    var opens = send && send.form && send.form.querySelector(".ob-pick-box[data-sends][data-ready]");
    if (!opens || opens.querySelector("select").value) { return; }
    // the first tap of the button opens its pictures (the others close): nothing is sent yet
    event.preventDefault();
    var grid = opens.querySelector(".ob-pick");
    var open = grid.hidden;
    Array.prototype.forEach.call(document.querySelectorAll(".ob-pick-box[data-sends] .ob-pick"), function (g) {
      g.hidden = true;
    });
    Array.prototype.forEach.call(document.querySelectorAll(".ob-reveal button[aria-expanded]"), function (b) {
      b.setAttribute("aria-expanded", "false");
    });
    grid.hidden = !open;
    send.setAttribute("aria-expanded", open ? "true" : "false");
    if (open) { send.form.dispatchEvent(new Event("change", {bubbles: true})); }
  });

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", function () { setup(document); });
  } else {
    setup(document);
  }
  document.addEventListener("companion:updated", function (event) { setup(event.target); });
})();
