// Print buttons and confirmations (no inline handlers: the content security policy
// forbids them).
document.addEventListener("click", function (event) {
  if (event.target.closest && event.target.closest("[data-print]")) { window.print(); }
});
// A form with a question (data-confirm) asks it once per press.  A form being sent
// (data-sending: static/js/offline.js sends a form pressed twice once) is not asked about
// again: a double tap's second tap, which the browser hands over once the first one's question
// is answered, asks nothing and sends nothing.  After a "no", a press within a moment (a tap
// made while the question was open) is not asked about either.
document.addEventListener("submit", function (event) {
  var form = event.target;
  var question = form.getAttribute && form.getAttribute("data-confirm");
  if (!question) { return; }
  var declined = parseInt(form.getAttribute("data-declined"), 10);
  if (form.hasAttribute("data-sending") || Date.now() - declined < 700) {
    event.preventDefault();
    return;
  }
  if (window.confirm(question)) {
    form.removeAttribute("data-declined");
    return;
  }
  form.setAttribute("data-declined", String(Date.now()));
  event.preventDefault();
});

// Keep an open table page fresh.  The page polls the table's version (a 304 when nothing
// changed); when it changes, the page asks for itself again naming the parts it holds
// (header X-Parts) and puts in only the parts the server drew anew (companion/web/parts.py).
// A page with a form being filled in is not touched under the user's fingers: a banner
// offers the new state instead.  Whatever cannot be put in part by part reloads the page.
(function () {
  "use strict";
  var body = document.body;
  var url = body.getAttribute("data-version-url");
  if (!url) { return; }
  // The page's own address: after a refused move the browser shows the answer to a POST,
  // whose address cannot be asked for again.
  var page = body.getAttribute("data-page-url") || (window.location.pathname + window.location.search);
  // A page that came back with an error (the answer to a refused move, shown at the move's
  // address) holds the form as the player filled it in: it counts as being filled in, and the
  // table changing never draws it away (see tick).
  var sentBack = sentBackForm();
  if (sentBack) { sentBack.setAttribute("data-sent-back", ""); }  // static/js/keep_typed.js
  // ...and reloading it would send the refused form again: the address bar shows the page's own
  if (window.history.replaceState && /\/move\//.test(window.location.pathname)) {
    window.history.replaceState(null, "", page);
  }
  var reload = document.getElementById("stale-reload");
  if (reload) { reload.setAttribute("href", page); }
  var every = (parseFloat(body.getAttribute("data-poll")) || 2) * 1000;
  var etag = body.getAttribute("data-etag");
  var dirty = !!sentBack;
  var busy = false;
  var editing = sentBack;  // the form being filled in
  function typing(event) { dirty = true; editing = (event.target && event.target.form) || editing; }
  document.addEventListener("input", typing);
  document.addEventListener("change", typing);

  // The form a refused move was sent from, shown again with what was entered (the page's
  // address is the move's, /t/CODE/move/TYPE, which only that form posts to); null otherwise.
  function sentBackForm() {
    var here = window.location.pathname;
    return /\/move\//.test(here) ? formPostingTo(here) : null;
  }

  // The form of the page that posts to the address `path` (null: none).
  function formPostingTo(path) {
    var forms = document.querySelectorAll("main form[method=post], main form[method=POST]");
    for (var i = 0; i < forms.length; i++) {
      if (new URL(forms[i].action, window.location.href).pathname === path) { return forms[i]; }
    }
    return null;
  }

  // The page loaded again.  An address that differs from the one shown only by its fragment
  // (a Mayan Curse turn builder's "#turn") would only scroll: the page is reloaded instead.
  function fullReload() {
    if (leaving) { return; }  // the page being left for a form's answer is not reloaded
    if (page.split("#")[0] === window.location.pathname + window.location.search) {
      window.location.reload();
    } else {
      window.location.replace(page);
    }
  }
  // each answer or failure of the poll, for whoever follows the network (static/js/offline.js)
  function tell(ok) { document.dispatchEvent(new CustomEvent("companion:poll", {detail: {ok: ok}})); }

  // A stylesheet linked inside a part (a game's own, drawn with its page) is linked in the head
  // too: a part put in anew links it again, and until that copy is loaded the page would be
  // drawn without it (a flash of the page unstyled, and a step scrolled to a place that moves).
  function keepStyles() {
    var held = {};
    Array.prototype.forEach.call(document.head.querySelectorAll("link[rel=stylesheet]"), function (link) {
      held[link.href] = true;
    });
    Array.prototype.forEach.call(document.querySelectorAll("main link[rel=stylesheet]"), function (link) {
      if (!held[link.href]) { held[link.href] = true; document.head.appendChild(link.cloneNode(false)); }
    });
  }
  keepStyles();

  function parts(root) { return Array.prototype.slice.call(root.querySelectorAll("[data-part]")); }
  function name(el) { return el.getAttribute("data-part"); }
  function same(el) { return el.hasAttribute("data-same"); }
  function named(root, n) { return root.querySelector('[data-part="' + n + '"]'); }
  function outer(el) { return el.parentElement && el.parentElement.closest("[data-part]"); }

  // The parts of `doc` (the page drawn again) put in place; false when the page must reload.
  // A part left empty as unchanged (data-same) keeps what is shown; so do the parts inside it,
  // which the server did not draw at all.  `keep`: a form being filled in that is carried
  // into the new part as it is (see carry).
  function apply(doc, keep) {
    var fresh = {};
    parts(doc).forEach(function (el) { fresh[name(el)] = el; });
    var there = function (el) {  // a part shown now is still there, or inside one that is
      for (var up = el; up; up = outer(up)) { if (fresh[name(up)]) { return true; } }
      return false;
    };
    if (!parts(doc).length || !parts(document).every(there)) { return false; }
    // the parts drawn anew at the top (those inside them come with them)
    var todo = parts(doc).filter(function (el) { return !same(el) && !outer(el); });
    // a form sent back with an error, carried on as it is, keeps the banner saying so
    if (keep && keep === sentBack && document.contains(keep)) {
      todo = todo.filter(function (el) { return name(el) !== "alert"; });
    }
    if (!todo.every(function (el) { return named(document, name(el)); })) { return false; }
    // a script that does not follow these updates (no data-live) needs a whole page
    if (todo.some(function (el) { return el.querySelector("script:not([data-live])"); })) { return false; }
    var changed = [];
    todo.forEach(function (el) {
      var old = named(document, name(el));
      var node = document.importNode(el, true);
      parts(node).forEach(function (inner) {  // unchanged parts inside: what is shown stays
        if (same(inner)) {
          var keep = named(document, name(inner));
          if (keep) { inner.replaceWith(keep); }
        }
      });
      if (keep && old.contains(keep)) { carry(keep, node); }
      old.replaceWith(node);
      changed.push(node);
    });
    ["data-version", "data-seats", "data-etag"].forEach(function (attr) {
      if (doc.body.hasAttribute(attr)) { body.setAttribute(attr, doc.body.getAttribute(attr)); }
    });
    etag = body.getAttribute("data-etag");
    keepStyles();
    // the page is now what its own address shows (after a refused move it stood at the POST's)
    if (window.history && window.history.replaceState &&
        window.location.pathname + window.location.search !== page) {
      window.history.replaceState(null, "", page);
    }
    changed.forEach(function (node) {
      node.dispatchEvent(new CustomEvent("companion:updated", {bubbles: true}));
    });
    return true;
  }

  // A form being filled in that the server checks again against the table as it is when it
  // is sent (data-rechecked: a choice the seats make at the same time) is not out of date when
  // the new part still holds it: it takes the place of its new copy with what was entered,
  // and the new copy's hidden fields (the version it now answers to).
  function carry(form, node) {
    var copy = node.querySelector('form[id="' + form.id + '"]');
    if (!copy) { return; }
    Array.prototype.forEach.call(copy.querySelectorAll('input[type="hidden"][name]'), function (field) {
      var mine = form.elements[field.name];
      if (mine && mine.type === "hidden") { mine.value = field.value; }
    });
    copy.replaceWith(form);
  }

  // Whether the form being filled in may be carried into the page drawn again (see carry).
  function carried(form) {
    return !!form && !!form.id && form.hasAttribute("data-rechecked") && document.contains(form);
  }

  function keys() {
    return parts(document).map(function (el) {
      return el.getAttribute("data-part") + "=" + el.getAttribute("data-key");
    }).join(" ");
  }

  // Ask for the page again and put in what changed.  `keep`: the form being filled in,
  // carried into the new page (see carry); when it cannot be (the new page no longer holds
  // it, or must be loaded whole), the page is left as it is with the banner, and the poll's
  // answer (`tag`) is not news any more.
  // `placed`: the page is put in as the answer to this page's own move (see placeAfterMove).
  function update(keep, tag, placed) {
    busy = true;
    var whole = false;
    var gone = null;  // the page this device is sent to instead (its seat was freed)
    var since = sent;
    return fetch(page, {cache: "no-store", credentials: "same-origin", headers: {"X-Parts": keys()}})
      .then(function (r) {
        whole = true;  // the server answered: whatever goes wrong now needs the whole page
        if (r.redirected) { gone = r.url; }
        if (!r.ok || r.redirected) { throw new Error("whole page"); }
        return r.text();
      })
      .then(function (html) {
        if (sent !== since) { return; }  // a form sent meanwhile brings a newer page
        // a form begun while the page was on its way is one being filled in too: never drawn away
        if (!keep && dirty && editing) { keep = editing; }
        var doc = new DOMParser().parseFromString(html, "text/html");
        if (keep && (formOutOfDate(doc, keep) || !apply(doc, keep))) {
          busy = false;
          etag = tag;
          explain(doc);
          return;
        }
        if (!keep && !apply(doc)) { throw new Error("whole page"); }
        busy = false;
        if (placed) { placeAfterMove(); }
      })
      .catch(function () {
        busy = false;
        if (whole && keep) { etag = tag; explain(null, gone); return; }  // what was typed stays
        if (whole) { fullReload(); return; }
        // the network dropped between the poll and the parts: the page stays, asked again later
        tell(false);
      });
  }

  // Whether `form` can no longer be sent as it is, by the page drawn again (`doc`, in parts):
  // the part around it was drawn anew (its form is for the new state; a form marked
  // data-rechecked, which the server checks again against the new state, or one sent back
  // with an error while the table's version stays, only when the new part no longer holds
  // it).  A part kept as it is keeps the form; unknown says false.
  function formOutOfDate(doc, form) {
    if (!form || !document.contains(form)) { return false; }
    for (var up = form.closest("[data-part]"); up; up = outer(up)) {
      var fresh = named(doc, name(up));
      if (!fresh) { continue; }
      if (same(fresh)) { return false; }
      // a form sent back with an error is drawn anew with its page, in parts drawn for its
      // error: while the table's version stays, it can still be sent as it is
      var still = form === sentBack && doc.body.getAttribute("data-version") === body.getAttribute("data-version");
      if (!form.hasAttribute("data-rechecked") && !still) { return true; }
      return !!form.id && !doc.getElementById(form.id);
    }
    return false;
  }

  // A page with a form being filled in: the banner says the table changed, and, from the page
  // drawn again (not put in), whether a move was taken back and whether the form can still be sent.
  function warn() {
    if (!document.getElementById("stale-banner")) { return; }
    explain(null);
    busy = true;
    fetch(page, {cache: "no-store", credentials: "same-origin", headers: {"X-Parts": keys()}})
      .then(function (r) {
        if (r.redirected) { explain(null, r.url); }
        return r.ok && !r.redirected ? r.text() : null;
      })
      .then(function (html) {
        busy = false;
        if (html) { explain(new DOMParser().parseFromString(html, "text/html")); }
      })
      .catch(function () { busy = false; });
  }

  // The banner shown, saying from `doc` (the page drawn again, not put in; null: not known)
  // whether a move was taken back and whether the form being filled in can still be sent;
  // `gone`: the address this page now sends this device to (a seat's page whose seat the host
  // freed sends it to the table's join page, where it takes a seat again).
  function explain(doc, gone) {
    var banner = document.getElementById("stale-banner");
    if (!banner) { return; }
    banner.hidden = false;
    if (gone) {
      var freed = /\/j\/[^\/]+$/.test(new URL(gone, window.location.href).pathname);
      var told = document.getElementById("stale-seat-freed");
      if (told && freed) {
        told.hidden = false;
        var rejoin = document.getElementById("stale-rejoin");
        if (rejoin) { rejoin.setAttribute("href", gone); }
        var usual = document.getElementById("stale-show");
        if (usual) { usual.hidden = true; }
      } else if (reload) {
        reload.setAttribute("href", gone);
      }
    }
    if (!doc) { return; }
    var undo = doc.getElementById("undo-notice");
    var said = document.getElementById("stale-undo");
    if (said) { said.textContent = undo ? undo.textContent.replace(/\s+/g, " ").trim() : ""; said.hidden = !undo; }
    var unsendable = document.getElementById("stale-form-gone");
    var outOfDate = formOutOfDate(doc, editing);
    if (unsendable) { unsendable.hidden = !outOfDate; }
    // a form sent back with an error that can no longer be sent: its banner and its field
    // messages no longer apply (the stale banner says what to do)
    if (outOfDate && editing && editing === sentBack) {
      var moot = document.querySelectorAll("main .error[role=alert], main .field-error");
      for (var i = 0; i < moot.length; i++) {
        if (moot[i].matches(".error[role=alert]") || editing.contains(moot[i])) { moot[i].hidden = true; moot[i].style.display = "none"; }
      }
      // ...nor do its fields' marks of a wrong value (static/css/companion.css: form[data-moot])
      editing.setAttribute("data-moot", "");
      var marked = editing.querySelectorAll("[aria-invalid]");
      for (var k = 0; k < marked.length; k++) { marked[k].removeAttribute("aria-invalid"); }
    }
  }

  // A question that names the table's last move (the host's undo: a form marked
  // data-confirm-live) is asked of the table as it is when pressed: the table's version is
  // asked first, and when another device moved meanwhile (before this page's next poll) the
  // page is brought up to date and the question of the form drawn anew is asked instead.  A
  // page that cannot be brought up to date (a form being filled in kept) asks the plain
  // question (data-confirm-plain), which names no move.  Several presses while the table is
  // asked ask once.  The server refuses a move sent for an older version anyway, and an undo
  // whose form names another move than the last (its hidden "undoes").  From the press until
  // the question is answered (and, answered yes, while the undo is sent) the form is marked
  // busy (aria-busy: the button dims and says it is working), so a slow answer is not taken
  // for a press that was lost.
  var asking = false;
  function working(form, on) {
    if (on) { form.setAttribute("aria-busy", "true"); } else { form.removeAttribute("aria-busy"); }
  }
  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form.hasAttribute || !form.hasAttribute("data-confirm-live")) { return; }
    if (form.hasAttribute("data-live-checked")) { form.removeAttribute("data-live-checked"); return; }
    if (!window.fetch || typeof form.requestSubmit !== "function" || form.hasAttribute("data-sending")) { return; }
    event.preventDefault();
    event.stopImmediatePropagation();  // the question (data-confirm) waits for the table's answer
    if (asking) { return; }
    asking = true;
    working(form, true);
    var action = form.getAttribute("action");
    var seen = null;  // the table's version, as answered
    fetch(url, {cache: "no-store", credentials: "same-origin"})
      .then(function (r) {
        if (r.status !== 200) { return null; }
        var tag = r.headers.get("ETag");
        return r.json().then(function (data) { return {data: data, tag: tag}; });
      })
      .then(function (got) {
        if (!got || !changed(got.data)) { return null; }
        seen = String(got.data.version);
        return update(dirty ? editing : null, got.tag);
      })
      .catch(function () { return null; })
      .then(function () {
        asking = false;
        working(form, false);
        var now = null;  // the form as the page shows it now (drawn anew when the table moved on)
        Array.prototype.forEach.call(document.querySelectorAll("form[data-confirm-live]"), function (f) {
          if (f.getAttribute("action") === action) { now = f; }
        });
        if (!now) { return; }
        working(now, true);
        if (seen !== null && body.getAttribute("data-version") !== seen && now.getAttribute("data-confirm-plain")) {
          now.setAttribute("data-confirm", now.getAttribute("data-confirm-plain"));
        }
        now.setAttribute("data-live-checked", "");
        now.requestSubmit();
        if (!now.hasAttribute("data-sending")) { working(now, false); return; }  // answered no
        setTimeout(function () { working(now, false); }, 10000);  // its answer redraws it
      });
  }, true);

  // A folded part drawn only when opened (<details data-open-url>): opening it asks for it.
  document.addEventListener("toggle", function (event) {
    var box = event.target;
    if (!box.open || !box.getAttribute || !box.getAttribute("data-open-url") || !box.querySelector(".lazy-open")) { return; }
    page = box.getAttribute("data-open-url");
    if (window.history && window.history.replaceState) { window.history.replaceState(null, "", page); }
    if (reload) { reload.setAttribute("href", page); }
    if (!busy) { update(); }
  }, true);
  document.addEventListener("click", function (event) {  // the link inside does the same
    var link = event.target.closest && event.target.closest(".lazy-open a");
    var box = link && link.closest("details[data-open-url]");
    if (box && window.fetch && window.DOMParser) {
      event.preventDefault();
      box.open = true;
    }
  });

  // A move sent from this page (a form posting to the table's /move/<type>, /undo or
  // /take-back address)
  // goes with fetch, naming the parts the page holds and asking for the page after the move
  // (X-Parts, X-Want-Page): the answer is that page drawn in parts, its address in the X-Page
  // header (companion/web/page_after.py; or a redirect to it, which the browser follows
  // keeping the header), put in part by part as after another device's move instead of
  // loaded whole.  A refused move's answer (the page with its message and the form as it was
  // filled in; nothing stored) is put in the same way.  Whatever cannot be put in goes as without this script: the page after the
  // move is loaded whole, a refused form is sent again by the browser (a refused move stores
  // nothing, so the second answer is the same refusal or the table's newer one).
  // Runs after static/js/offline.js's listener (a form pressed offline or twice is not sent)
  // and the page's own questions (data-confirm), on the window.
  var SENT = /^\/t\/[^\/]+\/(move\/[^\/]+|undo|take-back)$/;
  var sent = 0;  // forms sent (and steps taken in place) from here so far: an update asked for
                 // before one is left out
  var posting = false;  // a move on its way
  var answers = 0;
  var lost = null;  // {form, checks}: a move sent whose answer never came (see send)
  window.addEventListener("submit", function (event) {
    var form = event.target;
    if (event.defaultPrevented || !window.fetch || !window.DOMParser || !window.URLSearchParams) { return; }
    if ((form.getAttribute("method") || "").toLowerCase() !== "post" || form.getAttribute("target")) { return; }
    if ((form.getAttribute("enctype") || "").toLowerCase() === "multipart/form-data") { return; }
    var action = new URL(form.action, window.location.href);
    if (action.origin !== window.location.origin || !SENT.test(action.pathname)) { return; }
    var by = event.submitter;
    if (by && by.name === "tap") { return; }  // a tap shows the page again: the browser's way
    if (shownWhole) { return; }  // a page shown in place of this one (showWhole): the browser's way
    event.preventDefault();
    send(form, by);
  });

  // A form the browser sends itself (not one of the moves above) leaves the page: until its
  // answer comes, the page is not reloaded nor put in (a reload would cancel the form's
  // answer: a seat taken on the join page while the seats changed).  An answer that leaves
  // the page in place (a download) lets it follow the table again after a while.
  var leaving = false;
  window.addEventListener("submit", function (event) {
    if (event.defaultPrevented) { return; }
    leaving = true;
    setTimeout(function () { leaving = false; }, 10000);
  });
  window.addEventListener("pageshow", function () { leaving = false; });

  function send(form, by) {
    var data = new FormData(form);
    if (by && by.name) { data.append(by.name, by.value); }
    busy = posting = true;
    sent += 1;
    fetch(form.action, {method: "POST", body: new URLSearchParams(data), credentials: "same-origin",
                        cache: "no-store", headers: {"X-Parts": keys(), "X-Want-Page": "parts"}})
      .then(function (r) {
        return r.text().then(function (html) {
          var doc = new DOMParser().parseFromString(html, "text/html");
          var after = r.ok && r.headers.get("X-Page");  // the page after it, in parts
          if (after) { moved(doc, new URL(after, window.location.href).href); }
          else if (r.redirected && r.ok) { moved(doc, r.url); } else { refused(doc, form, by); }
        });
      })
      .catch(function () {
        // no answer (the network dropped, before or after the server stored the move): the
        // form keeps what was entered, a note by it says so (static/js/offline.js), and the
        // table's next answers tell: a new version brings the page after the move (its
        // confirmation, if the move was stored); the same version twice says it was not, and
        // the form is one being filled in again, to be sent again
        busy = false;
        form.removeAttribute("data-sending");
        dirty = false;
        editing = null;
        lost = {form: form, checks: 0};
        tell(false);
        document.dispatchEvent(new CustomEvent("companion:unanswered", {detail: {form: form}}));
        answered();
      })
      .then(function () { posting = false; });
  }

  // A move whose answer was lost, found not stored (see send): a form being filled in again.
  function unsent() {
    var form = lost.form;
    lost = null;
    if (!document.contains(form)) { return; }
    dirty = true;
    editing = form;
    document.dispatchEvent(new CustomEvent("companion:unsent", {detail: {form: form}}));
  }

  // The move was stored: the page after it, drawn in parts, is put in.
  function moved(doc, to) {
    busy = false;
    var at = new URL(to);
    page = doc.body.getAttribute("data-page-url") || (at.pathname + at.search);
    if (reload) { reload.setAttribute("href", page); }
    sentBack = editing = null;
    dirty = false;
    if (!apply(doc)) { window.location.replace(to); return; }
    calm();
    placeAfterMove();
    answered();
  }

  // Where the page after this page's move opens: at its top (its confirmation), or where the
  // page says the player goes on (data-after-move).
  function placeAfterMove() {
    var spot = document.querySelector("main [data-after-move]");
    if (spot) { spot.scrollIntoView({block: "center"}); } else { window.scrollTo(0, 0); }
  }

  // The move was refused: the page again with the message and the form as filled in.
  function refused(doc, form, by) {
    busy = false;
    var action = new URL(form.action, window.location.href).pathname;
    if (!apply(doc)) {
      // a bare page (an error page: no parts) is shown as it is; a page of this kind that
      // cannot be put in by parts is loaded whole (the same refusal again: nothing stored)
      if (parts(doc).length) { resend(form, by); } else { showWhole(doc); }
      return;
    }
    calm();
    sentBack = formPostingTo(action);
    if (sentBack) { sentBack.setAttribute("data-sent-back", ""); }  // static/js/keep_typed.js
    dirty = !!sentBack;
    editing = sentBack;
    // the field to fix, else the message, brought into view as a page loaded whole would
    var field = document.querySelector("main [autofocus]");
    var alert = document.querySelector("main .error[role=alert]");
    if (field) { field.focus(); } else if (alert) { alert.scrollIntoView({block: "center"}); }
    answered();
  }

  // The form sent by the browser itself (its answer loaded whole), with the button pressed.
  function resend(form, by) {
    if (by && by.name) {
      var pressed = document.createElement("input");
      pressed.type = "hidden"; pressed.name = by.name; pressed.value = by.value;
      form.appendChild(pressed);
    }
    HTMLFormElement.prototype.submit.call(form);  // no submit event: nothing asked again
  }

  // A refusal answered by a bare page (an error page, without parts) is shown as it came, in place of this page, and the form is never sent a second time; from
  // then on this page follows the table no more (as that page loaded whole would not), and a
  // reload opens the table's own page again (the address stays the page's).
  var shownWhole = false;
  function showWhole(doc) {
    shownWhole = true;
    document.title = doc.title;
    document.body.replaceWith(document.adoptNode(doc.body));
    window.scrollTo(0, 0);
    answered();
  }

  // The banner of a page that fell behind, as a page loaded afresh has it: hidden.
  function calm() {
    var banner = document.getElementById("stale-banner");
    if (!banner) { return; }
    banner.hidden = true;
    ["stale-undo", "stale-form-gone", "stale-seat-freed"].forEach(function (id) {
      var el = document.getElementById(id);
      if (el) { el.hidden = true; }
    });
    var usual = document.getElementById("stale-show");
    if (usual) { usual.hidden = false; }
  }

  // A link followed in place: a step of a page that carries what is being built in its own
  // address (the Mayan Curse turn builder: templates/games/mayan_curse/turn_builder.html), a
  // link inside an element marked data-in-place that leads to this page's own path with other
  // values.  Its address is asked for in parts, as the poll asks for the page, and what was
  // drawn anew is put in (apply): no page load.  The address shown becomes the link's with
  // pushState, not replaceState: without this script each step is a page of the browser's
  // history, and the phone's back button takes back a step; it still does (popstate below
  // asks for the entry's address the same way).  The page is scrolled to the link's fragment
  // (#turn), as a page loaded at that address would be, and focus goes there (a screen reader
  // goes on from the step's start, not from the top).  A tap while a step or a move is on its
  // way is dropped, and so is a double tap's second tap (a click the browser counts as the
  // second of several, detail 2 or more, within a moment of the last step's tap), which would
  // land on the next step's choices: a step is never skipped.  A poll's answer asked for
  // before the step is left out (sent), and the poll asks for the step's address from then on
  // (page).  Whatever cannot be put in part by part goes as without this script: the address
  // is loaded whole; so is a step whose answer does not come within STEP_WAIT_MS (a weak
  // signal: the browser then shows that it is loading).
  var steps = 0;           // steps asked for so far: only the last one's answer is put in
  var stepping = false;    // a step on its way
  var STEP_WAIT_MS = 8000; // a step not put in by then is loaded whole
  var stepTapped = 0;      // when the last step was tapped (ms)
  var DOUBLE_TAP_MS = 500;
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("[data-in-place] a[href]");
    if (!link || event.defaultPrevented || event.button !== 0 ||
        event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) { return; }
    if (link.target || link.hasAttribute("download") || shownWhole || leaving) { return; }
    if (!window.fetch || !window.DOMParser || !window.history || !window.history.pushState) { return; }
    var to = new URL(link.href, window.location.href);
    if (to.origin !== window.location.origin || to.pathname !== window.location.pathname) { return; }
    event.preventDefault();
    if (stepping || posting || (event.detail > 1 && Date.now() - stepTapped < DOUBLE_TAP_MS)) { return; }
    stepTapped = Date.now();
    step(to, true);
  });
  // Back or forward to a step taken in place: the entry's address is asked for the same way
  // (only in a page that took steps, or was reloaded at one: the entries of other pages'
  // addresses are loaded whole).
  // A step of a turn gone by (its address answers to an older version of the table, ``v``)
  // can no longer be taken: going back passes over it, to the page before that turn's steps.
  window.addEventListener("popstate", function () {
    // a page reloaded at a step keeps the entries of the steps before it: they are its own
    if (!steps && !document.querySelector("[data-in-place]")) { return; }
    var here = window.location.pathname + window.location.search;
    var shown = new URL(page, window.location.href);
    if (shownWhole || leaving || here === shown.pathname + shown.search) { return; }  // a fragment only
    if (window.location.pathname !== shown.pathname) { window.location.reload(); return; }
    var v = new URL(window.location.href).searchParams.get("v");
    var now = body.getAttribute("data-version");
    if (v !== null && now !== null && v !== now) { window.history.back(); return; }
    step(new URL(window.location.href), false);
  });

  // The page at `to` (a URL) asked for in parts and put in; `push`: a new entry of the history
  // (a tap), else the one shown already (back or forward).
  function step(to, push) {
    var address = to.pathname + to.search + to.hash;
    var mine = ++steps;
    var pushed = false;
    stepping = busy = true;
    sent += 1;
    var since = sent;
    page = address;
    if (reload) { reload.setAttribute("href", page); }
    // no answer in time (a weak signal): the browser's way, with its own sign of loading
    var late = setTimeout(function () {
      if (mine !== steps) { return; }
      steps += 1;  // the answer, coming after all, is left out
      window.location.assign(address);
    }, STEP_WAIT_MS);
    fetch(to.pathname + to.search, {cache: "no-store", credentials: "same-origin",
                                    headers: {"X-Parts": keys()}})
      .then(function (r) {
        clearTimeout(late);
        if (!r.ok || r.redirected) { throw new Error("whole page"); }
        return r.text();
      })
      .then(function (html) {
        if (mine !== steps) { return; }  // a later step (or going back) brings its own page
        if (sent !== since) { stepping = false; return; }  // a move sent meanwhile brings a newer one
        var doc = new DOMParser().parseFromString(html, "text/html");
        if (push) { window.history.pushState(null, "", address); pushed = true; }
        if (!apply(doc)) { throw new Error("whole page"); }
        stepping = busy = false;
        body.setAttribute("data-page-url", page);
        sentBack = editing = null;
        dirty = false;
        calm();
        var spot = to.hash && document.getElementById(decodeURIComponent(to.hash.slice(1)));
        if (spot) {
          if (!spot.hasAttribute("tabindex")) { spot.setAttribute("tabindex", "-1"); }
          spot.focus({preventScroll: true});
          spot.scrollIntoView({block: "start"});
        } else {
          window.scrollTo(0, 0);
        }
        answered();
      })
      .catch(function () {
        clearTimeout(late);
        if (mine !== steps) { return; }
        // loaded whole, as without this script (in place of the entry pushed or gone back to)
        if (pushed || !push) { window.location.replace(address); } else { window.location.assign(address); }
      });
  }

  // Each answer to a form sent from here, and each step taken in place, once put in (or not),
  // counted on the root element (data-answers): for whoever follows the page.
  function answered() {
    answers += 1;
    document.documentElement.setAttribute("data-answers", String(answers));
  }

  // Whether the poll's answer is news to this page: a page follows the table's version
  // (data-version), the seats that hold a phone (data-seats), or both (the join page follows
  // only the seats: a move changes nothing on it).
  function changed(data) {
    var version = body.getAttribute("data-version");
    var seats = body.getAttribute("data-seats");
    return (version !== null && String(data.version) !== version) ||
      (seats !== null && data.seats !== seats);
  }

  function tick() {
    if (shownWhole) { return; }
    if (busy || leaving) { setTimeout(tick, every); return; }
    var headers = etag ? {"If-None-Match": etag} : {};
    var since = sent;
    fetch(url, {cache: "no-store", credentials: "same-origin", headers: headers})
      .then(function (r) { tell(true); return r; }, function (e) { tell(false); throw e; })
      .then(function (r) {
        if (r.status !== 200) { return null; }
        var tag = r.headers.get("ETag");
        return r.json().then(function (data) { return {data: data, tag: tag}; });
      })
      .then(function (got) {
        // a form sent from here while the poll was on its way: its answer brings the page after
        // it (or, lost, is checked by the next polls), so this answer, asked before, is not news
        // (it would ask for the page a second time, or count as a check of a lost move)
        if (sent !== since) { setTimeout(tick, every); return; }
        var news = !!got && changed(got.data);
        // a new version after a move whose answer was lost: the page after it (stored; or a
        // later one), opened as the move's answer would have opened it
        var placed = !!lost && news;
        if (placed) { lost = null; }
        if (lost && ++lost.checks >= 2) { unsent(); }  // twice the same version: not stored
        if (news) {
          // only the seats changed: a form being filled in is still good where its part stays
          // (its page is put in part by part around it); the page may also be gone (a seat freed)
          var version = body.getAttribute("data-version");
          var moved = version !== null && String(got.data.version) !== version;
          if (dirty && !carried(editing) && (moved || !editing)) {
            warn();
            etag = got.tag;  // asked again, it is not news
          } else {
            // a form being filled in that the server checks again goes on as it is
            return update(dirty ? editing : null, got.tag, placed).then(function () { setTimeout(tick, every); });
          }
        } else if (got) {
          etag = got.tag;  // a change this page does not follow: asked again, it is not news
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
