// Tells the server the page's time zone (the "tz" cookie, an IANA name such as Asia/Tokyo),
// so that the dates a player reads and the BG Stats play date are in local time
// (companion/web/local_time.py). Nothing else is sent; without it the server's zone is used.
(function () {
  "use strict";
  var zone;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch (e) {
    return;
  }
  if (!zone || !/^[A-Za-z][A-Za-z0-9_+\-\/]{0,63}$/.test(zone)) {
    return;
  }
  var kept = document.cookie.match(/(?:^|;\s*)tz=([^;]*)/);
  if (kept && kept[1] === zone) {
    return;
  }
  // the name is only letters, digits and _ + - /: safe in a cookie as it is
  document.cookie = "tz=" + zone + "; path=/; max-age=31536000; SameSite=Lax";
})();
