// The new-table form's regular players (templates/history/pick_regulars.html): the names
// ticked, in the order they were ticked, fill the seats from the first; the player count
// follows.  A name typed by hand in a seat that no tick filled is left alone.
(function () {
  var box = document.getElementById("regular-pick");
  if (!box) { return; }
  box.hidden = false;
  var most = parseInt(box.getAttribute("data-most"), 10) || 6;
  var count = document.getElementById("player_count");
  var ticks = Array.prototype.slice.call(box.querySelectorAll("input[data-regular]"));
  var picked = [];
  function seat(i) { return document.getElementById("name_" + i); }
  function fill() {
    for (var i = 0; i < most; i++) {
      var input = seat(i);
      if (!input) { continue; }
      if (i < picked.length) {
        input.value = picked[i];
        input.setAttribute("data-filled", "1");
      } else if (input.getAttribute("data-filled")) {
        input.value = "";
        input.removeAttribute("data-filled");
      }
    }
    if (count && picked.length) {
      var option = count.querySelector('option[value="' + picked.length + '"]');
      if (option) { count.value = String(picked.length); }
    }
    ticks.forEach(function (t) { t.disabled = !t.checked && picked.length >= most; });
  }
  ticks.forEach(function (t) {
    t.addEventListener("change", function () {
      var at = picked.indexOf(t.value);
      if (t.checked && at < 0) { picked.push(t.value); }
      if (!t.checked && at >= 0) { picked.splice(at, 1); }
      fill();
    });
  });
})();
