// Ohio Bob's starting cards in the component editor (templates/games/ohio_bob/editor_start.html):
// a − and a + button beside each number (one tap a step, instead of opening the list), a value
// chosen on a level filling the same empty box of the levels below it, and "Copy the easy side
// here" done at once in the page.  The selects stay the form's inputs: the server checks them
// on save, and the page works without this script (the copy is then a redraw by the server).
(function () {
  "use strict";
  var form = document.getElementById("entry-form");
  if (!form) { return; }
  function each(list, fn) { Array.prototype.forEach.call(list, fn); }
  function fire(field) {
    field.dispatchEvent(new Event("input", {bubbles: true}));
    field.dispatchEvent(new Event("change", {bubbles: true}));
  }

  // A value copied down is only a guess (the rules give few of a level card's numbers): its
  // box is framed (obe-guess) and the note above says so, until the player sets it.
  var note = document.getElementById("obe-guess-note");
  var filling = false;
  function guessed(select, yes) {
    select.classList.toggle("obe-guess", yes);
    if (yes && note) { select.setAttribute("aria-describedby", note.id); }
    if (!yes) { select.removeAttribute("aria-describedby"); }
    if (note) { note.hidden = !form.querySelector("select.obe-guess"); }
  }

  function fillDown(select) {
    var parts = select.name.split("-");      // side-level-field
    if (parts.length !== 3 || !/^[123]$/.test(parts[1]) || select.value === "") { return; }
    for (var lv = parseInt(parts[1], 10) + 1; lv <= 3; lv += 1) {
      var below = form.elements[parts[0] + "-" + lv + "-" + parts[2]];
      if (below && below.tagName === "SELECT" && below.value === "") {
        below.value = select.value;
        filling = true;
        guessed(below, true);
        fire(below);
        filling = false;
      }
    }
  }

  function step(select, by) {
    var i = select.selectedIndex + by;
    if (select.value === "" && by > 0) { i = Math.max(i, 1); }
    if (i < 0 || i >= select.options.length || select.options[i].value === "") { return; }
    select.selectedIndex = i;
    fire(select);
    fillDown(select);
  }

  each(form.querySelectorAll("select.obe-number"), function (select) {
    var minus = document.createElement("button");
    var plus = document.createElement("button");
    minus.type = plus.type = "button";
    minus.className = plus.className = "secondary obe-step";
    minus.textContent = "−";
    plus.textContent = "+";
    minus.setAttribute("aria-label", "−1");
    plus.setAttribute("aria-label", "+1");
    minus.addEventListener("click", function () { step(select, -1); });
    plus.addEventListener("click", function () { step(select, 1); });
    select.parentNode.insertBefore(minus, select);
    select.parentNode.insertBefore(plus, select.nextSibling);
    select.addEventListener("change", function () {
      if (!filling && select.classList.contains("obe-guess")) { guessed(select, false); }
      fillDown(select);
    });
  });

  // Saving while a box still holds a guess asks once, next to the save buttons: a table trial
  // saved copied values as if printed.  The second tap saves (the values may well be right);
  // "Copy the easy side here" (a redraw without this script) never asks.
  var ask = document.getElementById("obe-guess-ask");
  var asked = false;
  if (ask) {
    var buttons = form.querySelector(".editor-buttons");
    if (buttons) { buttons.parentNode.insertBefore(ask, buttons); }
    form.addEventListener("submit", function (event) {
      var by = event.submitter;
      if (asked || (by && by.name === "redraw") || !form.querySelector("select.obe-guess")) { return; }
      event.preventDefault();
      asked = true;
      ask.hidden = false;
      if (ask.scrollIntoView) { ask.scrollIntoView({block: "nearest"}); }
    });
  }

  // the values on the page (the rules' ones) filled down the empty levels below them
  each(form.querySelectorAll(".obe-levels select.obe-number"), fillDown);

  each(form.querySelectorAll(".obe-copy-easy"), function (button) {
    button.addEventListener("click", function (event) {
      event.preventDefault();
      each(form.querySelectorAll('[name^="easy-"]'), function (field) {
        var name = "hard-" + field.name.slice(5);
        if (field.type === "checkbox") {
          var twin = form.querySelector('input[name="' + name + '"][value="' + field.value + '"]');
          if (twin) { twin.checked = field.checked; fire(twin); }
        } else if (form.elements[name]) {
          form.elements[name].value = field.value;
          fire(form.elements[name]);
        }
      });
    });
  });
})();
