// Mayan Curse's entry pages: the framed board of the drawing shows each space as it is picked,
// and, when a page comes back refused, the picks it keeps.
(function () {
  "use strict";
  var form = document.getElementById("entry-form");
  var row = document.querySelector(".mce-drawing .mce-current");
  if (!form || !row) { return; }
  function show(select) {
    if (!select.matches || !select.matches("select.mce-symbol")) { return; }
    var cell = row.querySelector('[data-cell="' + select.name + '"]');
    var option = select.options[select.selectedIndex];
    if (cell && option) {
      cell.textContent = option.getAttribute("data-short") || "?";
      cell.classList.toggle("mce-empty", !select.value);
    }
  }
  form.addEventListener("change", function (event) { show(event.target); });
  Array.prototype.forEach.call(form.querySelectorAll("select.mce-symbol"), show);
}());
