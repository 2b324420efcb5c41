// Mayan Curse on a phone: small enhancements only (every page works without this script;
// no rules live here, the server's engine decides what is offered).
// * The turn builder's pages carry the turn being built in their address: when the table
//   changes and the page refreshes itself (poll.js), it comes back to the same step.
// * A choice that goes to a space outlines that space on the drawing while it is touched,
//   hovered or focused.
(function () {
  "use strict";
  var builder = document.getElementById("turn");
  if (!builder) { return; }
  var body = document.body;
  var here = body.getAttribute("data-page-url");
  if (here && window.location.pathname === here && window.location.search) {
    body.setAttribute("data-page-url", here + window.location.search + "#turn");
  }
  var drawing = builder.querySelector("table.mc-passage");
  function mark(pos, on) {
    if (!drawing || !pos) { return; }
    var cell = drawing.querySelector('td[data-pos="' + pos + '"]');
    if (cell) { cell.classList.toggle("mc-aim", on); }
  }
  builder.querySelectorAll("a.mc-choice[data-pos]").forEach(function (link) {
    var pos = link.getAttribute("data-pos");
    ["mouseenter", "focus", "touchstart"].forEach(function (name) {
      link.addEventListener(name, function () { mark(pos, true); }, {passive: true});
    });
    ["mouseleave", "blur", "touchend"].forEach(function (name) {
      link.addEventListener(name, function () { mark(pos, false); }, {passive: true});
    });
  });
})();
