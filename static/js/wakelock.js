// Keep the screen on while a table page is open (a page with data-version-url: the host
// screen, a seat's page): the Screen Wake Lock, taken again whenever the page becomes visible
// (the browser lets it go when the page is hidden).  The switch in the top bar
// (templates/install/switch.html) turns it off; this device remembers the choice.  Browsers
// offer the wake lock only to secure pages (HTTPS, or this machine's own address): elsewhere
// the switch stays hidden.
(function () {
  "use strict";
  var box = document.getElementById("wake-switch");
  var label = document.getElementById("wake-switch-label");
  if (!box || !label || !document.body.hasAttribute("data-version-url")) { return; }
  if (!navigator.wakeLock || typeof navigator.wakeLock.request !== "function") { return; }
  var KEY = "companion.wakeLock";
  var lock = null;
  var asking = false;

  function wanted() {
    try { return window.localStorage.getItem(KEY) !== "off"; } catch (e) { return true; }
  }

  function remember(on) {
    try { window.localStorage.setItem(KEY, on ? "on" : "off"); } catch (e) { /* not kept */ }
  }

  function refused(yes) {
    var shown = label.querySelector(".wake-refused");
    if (yes && !shown) {
      shown = document.createElement("span");
      shown.className = "wake-refused";
      shown.textContent = label.getAttribute("data-refused");
      label.appendChild(shown);
    } else if (!yes && shown) {
      shown.remove();
    }
  }

  function take() {
    if (!wanted() || lock || asking || document.visibilityState !== "visible") { return; }
    asking = true;
    navigator.wakeLock.request("screen").then(function (sentinel) {
      asking = false;
      lock = sentinel;
      refused(false);
      sentinel.addEventListener("release", function () { if (lock === sentinel) { lock = null; } });
      if (!wanted()) { release(); }
    }, function () {
      asking = false;
      refused(true);
    });
  }

  function release() {
    var sentinel = lock;
    lock = null;
    refused(false);
    if (sentinel) { sentinel.release().catch(function () { /* already let go */ }); }
  }

  box.checked = wanted();
  label.hidden = false;
  // the switch is not part of any form: the table's poll must not take it for one being filled in
  box.addEventListener("input", function (event) { event.stopPropagation(); });
  box.addEventListener("change", function (event) {
    event.stopPropagation();
    remember(box.checked);
    if (box.checked) { take(); } else { release(); }
  });
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") { take(); }
  });
  take();
})();
