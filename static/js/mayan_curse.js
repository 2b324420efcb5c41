// Mayan Curse on a phone: small enhancements only (every page works without this script;
// no rules live here, the server's engine decides what is offered).
// * The turn builder's pages carry the turn being built in their address.  Its links (the
//   section is marked data-in-place) are followed in place by poll.js: the next step's address
//   is asked for in parts and put in, without a page load.  When the table
//   changes, the page asks for that address again (poll.js) and the server draws the same step,
//   or, when the table moved on past the steps (a turn entered for this seat elsewhere, an
//   undo), says so where the builder stood (#turn-moved-on), which is brought into sight.
// * A choice that goes to a space outlines that space on the drawing while it is touched,
//   hovered or focused.
// * The spaces a choice goes to are links on the drawing (the server draws them, the same
//   address as the choice's button); the drawing, wider than a phone, is scrolled sideways
//   so that they are in sight.
// The page's parts are put in again as the table changes (poll.js: this script is data-live).
(function () {
  "use strict";
  var body = document.body;
  var here = body.getAttribute("data-page-url");
  if (document.getElementById("turn") && here && window.location.pathname === here &&
      window.location.search) {
    body.setAttribute("data-page-url", here + window.location.search + "#turn");
  }

  function outline(builder) {
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
  }

  function bringTapsIntoSight(builder) {
    var box = builder.querySelector(".mc-scroll");
    var cells = builder.querySelectorAll("td.mc-tap");
    if (!box || !cells.length || box.scrollWidth <= box.clientWidth) { return; }
    var left = Infinity, right = -Infinity;
    cells.forEach(function (cell) {
      left = Math.min(left, cell.offsetLeft);
      right = Math.max(right, cell.offsetLeft + cell.offsetWidth);
    });
    var head = builder.querySelector(".mc-passage tbody .mc-rowhead");
    var shown = box.clientWidth - (head ? head.offsetWidth : 0);
    var middle = (left + right) / 2;
    var scroll = right - left <= shown ? middle - (head ? head.offsetWidth : 0) - shown / 2
                                       : left - (head ? head.offsetWidth : 0);
    box.scrollLeft = Math.max(0, Math.min(scroll, box.scrollWidth - box.clientWidth));
  }

  var builder = document.getElementById("turn");
  if (builder) { outline(builder); bringTapsIntoSight(builder); }
  document.addEventListener("companion:updated", function (event) {
    var part = event.target;
    var fresh = part.querySelector && part.querySelector("#turn");
    if (!fresh) { return; }
    outline(fresh);
    bringTapsIntoSight(fresh);
    // the player was looking at the builder: what replaced it is kept in sight
    var lost = fresh.querySelector("#turn-moved-on");
    if (lost && lost.scrollIntoView) { lost.scrollIntoView({block: "nearest"}); }
  });
})();
