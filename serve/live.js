// Live preview (serve mode only): reload when the server has a new build,
// keeping the scroll position, and reconnect when the server restarts.
(function () {
  "use strict";
  var build = document.currentScript.getAttribute("data-build");
  var key = "live-scroll:" + location.pathname;
  var saved = sessionStorage.getItem(key);
  if (saved !== null) {
    sessionStorage.removeItem(key);
    var xy = saved.split(",");
    var restore = function () { window.scrollTo(Number(xy[0]), Number(xy[1])); };
    restore();
    // Again once the charts and fonts have laid the page out.
    addEventListener("load", restore);
  }
  var wait = 250;
  function connect() {
    var events = new EventSource("/_live");
    events.addEventListener("build", function (e) {
      wait = 250;
      if (e.data !== build) {
        events.close();
        sessionStorage.setItem(key, window.scrollX + "," + window.scrollY);
        location.reload();
      }
    });
    events.onerror = function () {
      // The browser retries a dropped stream by itself; one it gave up on
      // (the server answered wrongly while restarting) is retried here.
      if (events.readyState === EventSource.CLOSED) {
        setTimeout(connect, wait);
        wait = Math.min(wait * 2, 4000);
      }
    };
  }
  connect();
})();
