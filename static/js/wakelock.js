// Keep the screen on while a table page is open (a page with data-version-url: the host
// screen, a seat's page). The switch in the top bar (templates/install/switch.html) is shown on
// every device and turns it off; this device remembers the choice.
//
// Two ways, whichever the browser allows:
// * the Screen Wake Lock, taken again whenever the page becomes visible (the browser lets it go
//   when the page is hidden). Browsers offer it only to secure pages (HTTPS, or this machine's
//   own address);
// * elsewhere (a phone on the plain LAN address the QR code gives), NoSleep.js's fallback
//   (static/vendor/nosleep: a tiny silent looping video), which a browser starts only from a
//   tap: it starts at the first tap on the page, or when the switch is turned on, and again
//   after the page was hidden.
// The label says what holds the screen (data-wake: "lock", "video", "tap" while waiting for a
// tap, "none" where nothing can) and, where nothing can, what the player can do instead.
(function () {
  "use strict";
  var box = document.getElementById("wake-switch");
  var label = document.getElementById("wake-switch-label");
  if (!box || !label || !document.body.hasAttribute("data-version-url")) { return; }
  var native = !!(navigator.wakeLock && typeof navigator.wakeLock.request === "function");
  var video = null;
  if (!native && typeof window.NoSleep === "function") {
    try { video = new window.NoSleep(); } catch (e) { video = null; }
  }
  var KEY = "companion.wakeLock";
  var lock = null;
  var asking = false;

  function wanted() {
    try { return window.localStorage.getItem(KEY) !== "off"; } catch (e) { return true; }
  }

  function remember(on) {
    try { window.localStorage.setItem(KEY, on ? "on" : "off"); } catch (e) { /* not kept */ }
  }

  function say(state) {
    label.setAttribute("data-wake", state);
    var words = state === "none" ? label.getAttribute(native ? "data-refused" : "data-cannot")
      : state === "tap" ? label.getAttribute("data-tap") : "";
    var shown = label.querySelector(".wake-refused");
    if (words && !shown) {
      shown = document.createElement("span");
      shown.className = "wake-refused";
      label.appendChild(shown);
    }
    if (shown) {
      if (words) { shown.textContent = words; } else { shown.remove(); }
    }
  }

  // -- the Screen Wake Lock
  function take() {
    if (!wanted() || lock || asking || document.visibilityState !== "visible") { return; }
    asking = true;
    navigator.wakeLock.request("screen").then(function (sentinel) {
      asking = false;
      lock = sentinel;
      say("lock");
      sentinel.addEventListener("release", function () { if (lock === sentinel) { lock = null; } });
      if (!wanted()) { release(); }
    }, function () {
      asking = false;
      say("none");
    });
  }

  function release() {
    var sentinel = lock;
    lock = null;
    say("off");
    if (sentinel) { sentinel.release().catch(function () { /* already let go */ }); }
  }

  // -- the fallback: a tiny looping video, started from a tap
  function play(fromTap) {
    if (!wanted() || !video || video.isEnabled || asking) { return; }
    asking = true;
    video.enable().then(function () {
      asking = false;
      say("video");
      if (!wanted()) { stop(); }
    }, function () {
      asking = false;
      // refused without a tap: the next tap tries again; refused from a tap: it cannot here
      say(fromTap ? "none" : "tap");
    });
  }

  function stop() {
    if (video && video.isEnabled) { video.disable(); }
    say("off");
  }

  function start(fromTap) { if (native) { take(); } else { play(fromTap); } }
  function end() { if (native) { release(); } else { stop(); } }

  box.checked = wanted();
  label.hidden = false;
  if (!native && !video) { say(wanted() ? "none" : "off"); }
  // the switch is not part of any form: the table's poll must not take it for one being filled in
  box.addEventListener("input", function (event) { event.stopPropagation(); });
  box.addEventListener("change", function (event) {
    event.stopPropagation();
    remember(box.checked);
    if (box.checked) {
      if (!native && !video) { say("none"); } else { start(true); }
    } else {
      end();
    }
  });
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") { start(false); }
    else if (video && video.isEnabled) { video.disable(); }  // the browser pauses it anyway
  });
  if (video) {
    // a browser plays the video only from a tap: every tap while it is not playing tries
    ["click", "touchend", "keydown"].forEach(function (type) {
      document.addEventListener(type, function (event) {
        if (!video.isEnabled && event.target !== box) { play(true); }
      }, true);
    });
  }
  if (native) { take(); } else if (video && wanted()) { play(false); }
})();
