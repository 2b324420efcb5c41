// A page that lost the network keeps what it shows and says so (the banner of
// templates/install/banner.html, its texts in the page language), tries again until the
// server answers, and sends nothing twice:
// * a form pressed while offline is not sent: what was entered stays in it, with a note by it;
//   once the connection is back the note says so, and the form is sent only when pressed again
//   (a link followed while offline leaves the page in place too);
// * a form pressed twice while its answer is on the way is sent once;
// * a move whose answer never came (static/js/poll.js sends moves in the background) gets a
//   note saying so, then, once the table answers, either its page after the move or the note
//   that it was not sent.
// The network is known lost from the browser (offline events) or from the table page's own
// poll (static/js/poll.js tells each answer or failure as a "companion:poll" event).
(function () {
  "use strict";
  var banner = document.getElementById("offline-banner");
  if (!banner) { return; }
  var probe = banner.getAttribute("data-probe-url");
  var FIRST_WAIT = 2000, LONGEST_WAIT = 15000;
  var offline = false;
  var wait = FIRST_WAIT;
  var timer = null;
  var held = [];  // the forms pressed while offline

  function note(form, text) {
    var p = form.previousElementSibling;
    if (!p || !p.classList.contains("offline-note")) {
      p = document.createElement("p");
      p.className = "banner offline-note";
      p.setAttribute("role", "alert");
      form.parentNode.insertBefore(p, form);
    }
    p.textContent = text;
    // in sight: the form may be long and the page scrolled to where it was pressed
    var box = p.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) { p.scrollIntoView({block: "center"}); }
  }

  function goOffline() {
    if (offline) { return; }
    offline = true;
    banner.hidden = false;
    document.documentElement.classList.add("is-offline");
    retry();
  }

  function goOnline() {
    clearTimeout(timer);
    wait = FIRST_WAIT;
    if (!offline) { return; }
    offline = false;
    banner.hidden = true;
    document.documentElement.classList.remove("is-offline");
    held.forEach(function (form) { note(form, banner.getAttribute("data-back")); });
  }

  function retry() {
    clearTimeout(timer);
    timer = setTimeout(check, wait);
    wait = Math.min(wait * 2, LONGEST_WAIT);
  }

  // Ask the server for its smallest answer: any answer means the network is back.
  function check() {
    fetch(probe, {cache: "no-store", credentials: "same-origin"})
      .then(function () { goOnline(); }, function () { if (offline) { retry(); } });
  }

  window.addEventListener("offline", goOffline);
  window.addEventListener("online", check);
  document.addEventListener("companion:poll", function (event) {
    if (event.detail && event.detail.ok) { goOnline(); } else { goOffline(); }
  });
  if (navigator.onLine === false) { goOffline(); }
  // a move sent from a live table page whose answer never came (static/js/poll.js): whether it
  // was stored is not known until the table answers again; then, if it was not, it is said so
  document.addEventListener("companion:unanswered", function (event) {
    note(event.detail.form, banner.getAttribute("data-lost"));
  });
  document.addEventListener("companion:unsent", function (event) {
    note(event.detail.form, banner.getAttribute("data-back"));
  });

  // While offline a link followed would leave the page for the browser's own error page: the
  // page stays, and the banner says why.
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a[href]");
    if (!link || !(offline || navigator.onLine === false) || event.defaultPrevented) { return; }
    if (link.hasAttribute("download") || link.target || link.origin !== window.location.origin) { return; }
    event.preventDefault();
    goOffline();
  });

  // On the window: after the page's own submit handlers (a confirmation said no: nothing to do).
  window.addEventListener("submit", function (event) {
    var form = event.target;
    if (event.defaultPrevented) { return; }
    if (offline || navigator.onLine === false) {
      event.preventDefault();
      goOffline();
      if (held.indexOf(form) < 0) { held.push(form); }
      note(form, banner.getAttribute("data-held"));
      // what the form holds is being entered: the table's poll must not reload it away
      form.dispatchEvent(new Event("change", {bubbles: true}));
      return;
    }
    // sent now: no longer a form held back (the connection coming back after its answer is
    // lost must not say it was not sent)
    var at = held.indexOf(form);
    if (at >= 0) { held.splice(at, 1); }
    if ((form.getAttribute("method") || "").toLowerCase() !== "post") { return; }
    if (form.hasAttribute("data-sending")) { event.preventDefault(); return; }
    form.setAttribute("data-sending", "");
    // an answer that leaves this page in place (a download) frees the form again
    setTimeout(function () { form.removeAttribute("data-sending"); }, 10000);
  });
  // a page shown again from the browser's history: its forms were not sent from here
  window.addEventListener("pageshow", function () {
    Array.prototype.forEach.call(document.querySelectorAll("form[data-sending]"), function (form) {
      form.removeAttribute("data-sending");
    });
  });
})();
