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
