// Mayan Curse's entry pages: the framed board of the drawing shows each space as it is picked.
(function () {
  "use strict";
  var form = document.getElementById("entry-form");
  var row = document.querySelector(".mce-drawing .mce-current");
  if (!form || !row) { return; }
  form.addEventListener("change", function (event) {
    var select = event.target;
    if (!select.matches || !select.matches("select.mce-symbol")) { return; }
    var cell = row.querySelector('[data-cell="' + select.name + '"]');
    var option = select.options[select.selectedIndex];
    if (cell && option) {
      cell.textContent = option.getAttribute("data-short") || "?";
      cell.classList.toggle("mce-empty", !select.value);
    }
  });
}());
