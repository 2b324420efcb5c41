// Mayan Curse turn form: show only the fields a move row needs, and the next empty row.
// The form works without this script; no rules live here (the server's engine decides).
(function () {
  "use strict";
  var form = document.querySelector("form.mc-turn");
  if (!form) { return; }
  var rows = Array.prototype.slice.call(form.querySelectorAll(".mc-move-row"));
  var backpack = form.querySelector("select[name='turn-backpack']");
  var jump = form.querySelector(".mc-jump");

  function update() {
    var showNext = true;
    rows.forEach(function (row) {
      var kind = row.querySelector("select.mc-kind").value;
      var used = kind !== "";
      row.hidden = !used && !showNext;
      if (!used && showNext) { showNext = false; }
      row.querySelector(".mc-stone-fields").hidden = !used || kind === "free";
      row.querySelector(".mc-free-fields").hidden = kind !== "free";
    });
    if (backpack && jump) {
      jump.hidden = !(backpack.value === "map" || backpack.value === "compass");
    }
  }
  form.addEventListener("change", update);
  update();
})();
