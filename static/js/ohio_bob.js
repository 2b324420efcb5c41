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
