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

// A choice among the players of a new-table form (a select with data-seat-choice, its option
// values the seat numbers from 0) names each player as typed in the same form (the name_N
// field), and offers only the seats of the chosen player count.
(function () {
  var selects = document.querySelectorAll("select[data-seat-choice]");
  Array.prototype.forEach.call(selects, function (select) {
    var form = select.form;
    if (!form) { return; }
    var labels = {};
    Array.prototype.forEach.call(select.options, function (o) { labels[o.value] = o.textContent; });
    function update() {
      var counter = form.elements.player_count;
      var count = counter ? parseInt(counter.value, 10) : select.options.length;
      Array.prototype.forEach.call(select.options, function (o) {
        if (o.value === "") { return; }
        var field = form.elements["name_" + o.value];
        var name = field && field.value.trim();
        o.textContent = name || labels[o.value];
        o.hidden = o.disabled = parseInt(o.value, 10) >= count;
      });
      if (select.selectedOptions.length && select.selectedOptions[0].disabled) { select.value = ""; }
    }
    form.addEventListener("input", update);
    form.addEventListener("change", update);
    update();
  });
})();
