// The host screen's page of a give link (templates/components/give.html): asks every few
// seconds whether a set came from the phone; when one did, goes back to the new-table form
// with it chosen.  When the code expired, says so and stops.  Without the script, the page's
// "Back to the new table" link asks the same once (with the set chosen when one came).
(function () {
  var box = document.getElementById("give");
  if (!box || !window.fetch) { return; }
  var url = box.getAttribute("data-arrived");
  var every = parseInt(box.getAttribute("data-poll-ms"), 10) || 2000;
  function ask() {
    fetch(url, {headers: {Accept: "application/json"}, credentials: "same-origin"})
      .then(function (response) {
        if (response.status === 410 || response.status === 403 || response.status === 404) {
          document.getElementById("give-waiting").hidden = true;
          document.getElementById("give-expired").hidden = false;
          return null;
        }
        return response.ok ? response.json() : {next: null};
      })
      .then(function (answer) {
        if (answer === null) { return; }
        if (answer.next) { window.location.assign(answer.next); return; }
        window.setTimeout(ask, every);
      })
      .catch(function () { window.setTimeout(ask, every); });
  }
  window.setTimeout(ask, every);
}());
