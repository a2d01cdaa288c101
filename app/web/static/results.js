// The live results page (/results): fetch its live part again every second and put
// it in place when it changed. The server answers 304 while nothing changed (the
// ETag), so an idle page costs one tiny request a second. A dropped network shows a
// line saying so, and the page catches up by itself when the network is back.
"use strict";
(function () {
  var main = document.getElementById("live");
  var status = document.getElementById("status");
  if (!main || !window.fetch) {
    return;
  }
  var source = main.getAttribute("data-live");
  var etag = main.getAttribute("data-etag") || "";
  var everyMs = 1000;

  function shown(ok) {
    if (!status) {
      return;
    }
    status.textContent = status.getAttribute(ok ? "data-ok" : "data-offline");
    status.className = ok ? "" : "offline";
  }

  function poll() {
    var headers = etag ? { "If-None-Match": etag } : {};
    fetch(source, { headers: headers, cache: "no-store", credentials: "omit" })
      .then(function (response) {
        if (response.status === 304) {
          shown(true);
          return null;
        }
        if (!response.ok) {
          throw new Error("status " + response.status);
        }
        etag = response.headers.get("ETag") || "";
        return response.text();
      })
      .then(function (html) {
        if (html !== null) {
          main.innerHTML = html;
          shown(true);
        }
      })
      .catch(function () {
        shown(false);
      })
      .then(function () {
        window.setTimeout(poll, everyMs);
      });
  }

  window.setTimeout(poll, everyMs);
})();
