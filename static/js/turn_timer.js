// The optional turn timer of the host screen (templates/tables/_turn_timer.html): off by
// default, its switch kept on this device.  The page says when the current turn started and
// the server's clock when it was drawn (seconds since the epoch), so the count does not
// depend on this device's clock; a redrawn timer (a new move) starts again from its own.
(function () {
  var KEY = "table-companion-turn-timer";
  function box() { return document.getElementById("turn-timer"); }
  if (!box()) { return; }
  function stored() {
    try { return window.localStorage.getItem(KEY) === "on"; } catch (e) { return false; }
  }
  function store(on) {
    try { window.localStorage.setItem(KEY, on ? "on" : "off"); } catch (e) { /* private mode */ }
  }
  function pad(n) { return (n < 10 ? "0" : "") + n; }
  function shown(seconds) {
    var h = Math.floor(seconds / 3600), m = Math.floor((seconds % 3600) / 60), s = seconds % 60;
    return h ? h + ":" + pad(m) + ":" + pad(s) : m + ":" + pad(s);
  }
  function draw() {
    var el = box();
    if (!el) { return; }
    if (el.hidden) { el.hidden = false; }
    var toggle = document.getElementById("turn-timer-on");
    var out = document.getElementById("turn-timer-shown");
    var time = document.getElementById("turn-timer-time");
    if (!toggle || !out || !time) { return; }
    if (!toggle.dataset.bound) {
      toggle.dataset.bound = "1";
      toggle.checked = stored();
      // the switch is no move being typed: the page's poll must still reload it (poll.js)
      toggle.addEventListener("input", function (event) { event.stopPropagation(); });
      toggle.addEventListener("change", function (event) {
        event.stopPropagation(); store(toggle.checked); draw();
      });
    }
    if (!el.dataset.seenAt) { el.dataset.seenAt = String(Date.now()); }
    out.hidden = !toggle.checked;
    if (!toggle.checked) { return; }
    var started = parseInt(el.getAttribute("data-started"), 10);
    var now = parseInt(el.getAttribute("data-now"), 10);
    var since = (Date.now() - parseInt(el.dataset.seenAt, 10)) / 1000;
    var seconds = Math.max(0, Math.floor(now - started + since));
    time.textContent = shown(seconds);
  }
  draw();
  setInterval(draw, 1000);
})();
