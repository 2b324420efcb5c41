// Score calculators whose form holds a row for every seat: the player count shows or hides
// rows at once (nothing typed is lost, nothing is reloaded).  Without this script the count
// buttons send the form and the server shows the same values with the new count.
(function () {
  "use strict";
  document.addEventListener("DOMContentLoaded", function () {
    Array.prototype.forEach.call(document.querySelectorAll("[data-calc-count]"), function (box) {
      var form = box.closest("form");
      var input = box.querySelector("input[name=players]");
      var buttons = Array.prototype.slice.call(box.querySelectorAll("button[name=recount]"));
      function show(n) {
        input.value = n;
        Array.prototype.forEach.call(form.querySelectorAll("[data-seat-row]"), function (row) {
          row.hidden = parseInt(row.getAttribute("data-seat-row"), 10) > n;
        });
        buttons.forEach(function (b) {
          var on = parseInt(b.value, 10) === n;
          b.setAttribute("aria-pressed", on ? "true" : "false");
          b.classList.toggle("secondary", !on);
        });
      }
      buttons.forEach(function (b) {
        b.addEventListener("click", function (event) {
          event.preventDefault();
          show(parseInt(b.value, 10));
        });
      });
    });
  });
})();
