// Print buttons and confirmations (no inline handlers: the content security policy
// forbids them).
document.addEventListener("click", function (event) {
  if (event.target.closest && event.target.closest("[data-print]")) { window.print(); }
});
document.addEventListener("submit", function (event) {
  var question = event.target.getAttribute && event.target.getAttribute("data-confirm");
  if (question && !window.confirm(question)) { event.preventDefault(); }
});

// Keep an open table page fresh: poll the table's version and reload when it changes.
// A page with a form being filled in is not reloaded under the user's fingers: a banner
// offers the new state instead.
(function () {
  var body = document.body;
  var url = body.getAttribute("data-version-url");
  if (!url) { return; }
  var seen = parseInt(body.getAttribute("data-version"), 10);
  // The page's own address: after a refused move the browser shows the answer to a POST,
  // whose address cannot be reloaded.
  var page = body.getAttribute("data-page-url") || (window.location.pathname + window.location.search);
  // ...and reloading it would send the refused form again: the address bar shows the page's own
  if (window.history.replaceState && /\/move\//.test(window.location.pathname)) {
    window.history.replaceState(null, "", page);
  }
  var reload = document.getElementById("stale-reload");
  if (reload) { reload.setAttribute("href", page); }
  var every = (parseFloat(body.getAttribute("data-poll")) || 2) * 1000;
  var dirty = false;
  document.addEventListener("input", function () { dirty = true; });
  document.addEventListener("change", function () { dirty = true; });
  function tick() {
    fetch(url, {cache: "no-store", credentials: "same-origin"})
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (data) {
        var seats = body.getAttribute("data-seats");
        if (data && (data.version !== seen || (seats !== null && data.seats !== seats))) {
          if (!dirty) { window.location.replace(page); return; }
          var banner = document.getElementById("stale-banner");
          if (banner) { banner.hidden = false; }
        }
        setTimeout(tick, every);
      })
      .catch(function () { setTimeout(tick, every * 2); });
  }
  setTimeout(tick, every);
})();
