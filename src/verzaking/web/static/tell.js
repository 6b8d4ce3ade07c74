// verzaking: the page "Verloop / Play by play" (tell.html).  Each tap posts the board so far
// and the tap to the server (POST /tell, X-Fragment: 1), or in the offline app hands them to
// the engine in the browser (window.verzaking.tell); the answer is the page's area, drawn
// by the same template.  No law here: what may be tapped comes with each answer.  Without
// this script every tap posts the form and the whole page comes back.
(function () {
  "use strict";
  var form = document.getElementById("tell");
  var area = form ? document.getElementById(form.getAttribute("data-target")) : null;
  if (!form || !area) { return; }
  var browser = document.documentElement.getAttribute("data-engine") === "browser";
  var lang = document.documentElement.lang || "nl";
  var busy = false;  // one tap at a time: each answer carries the state the next tap sends
  var KEEP = "verzaking.tell";

  function fields(submitter) {
    var out = {};
    var data = submitter ? new FormData(form, submitter) : new FormData(form);
    data.forEach(function (value, key) { if (typeof value === "string") { out[key] = value; } });
    return out;
  }
  function ask(f) {
    if (browser) { return window.verzaking.tell(f, lang); }
    return fetch(form.action, { method: "POST", body: new URLSearchParams(f),
                                headers: { "X-Fragment": "1" }, credentials: "same-origin" })
      .then(function (res) { return res.text(); });
  }
  function send(submitter) {
    if (busy) { return; }
    busy = true;
    area.setAttribute("aria-busy", "true");
    ask(fields(submitter)).then(function (html) {
      area.innerHTML = html;  // drawn by the templates, every value escaped
    }, function () {
      var p = document.createElement("p");
      p.className = "error";
      p.setAttribute("role", "alert");
      p.textContent = form.getAttribute("data-network-error");
      area.insertBefore(p, area.firstChild);
    }).then(function () {
      busy = false;
      area.removeAttribute("aria-busy");
      area.setAttribute("data-answered", String(Number(area.getAttribute("data-answered") || 0) + 1));
    });
  }
  form.addEventListener("submit", function (ev) {
    if (!window.fetch || (browser && !window.verzaking)) { return; }
    ev.preventDefault();
    send(ev.submitter || null);
  });
  // the contract, declarer and the rest: the area follows each tap; the deal is checked as
  // it is typed (a moment after the last key)
  var timer = null;
  form.addEventListener("change", function (ev) {
    if (ev.target.name !== "deal") { send(null); }
  });
  form.addEventListener("input", function (ev) {
    if (ev.target.name !== "deal") { return; }
    clearTimeout(timer);
    timer = setTimeout(function () { send(null); }, 350);
  });
  // switching the language keeps the board told so far
  document.addEventListener("click", function (ev) {
    var link = ev.target.closest ? ev.target.closest("a.lang") : null;
    if (!link || !window.sessionStorage) { return; }
    try { sessionStorage.setItem(KEEP, JSON.stringify(fields(null))); } catch (e) { /* full */ }
  });
  (function restore() {
    var raw = null;
    try { raw = window.sessionStorage && sessionStorage.getItem(KEEP); } catch (e) { return; }
    if (!raw) { return; }
    sessionStorage.removeItem(KEEP);
    var kept = JSON.parse(raw);
    Object.keys(kept).forEach(function (name) {
      form.querySelectorAll("[name='" + name.replace(/[^\w]/g, "") + "']").forEach(function (el) {
        if (el.type === "radio") { el.checked = el.value === kept[name]; }
        else if (el.type !== "hidden") { el.value = kept[name]; }
      });
      area.querySelectorAll("input[type=hidden][name='" + name.replace(/[^\w]/g, "") + "']")
        .forEach(function (el) { el.value = kept[name]; });
    });
    var go = function () { send(null); };
    if (browser) { window.verzaking.ready.then(go, function () {}); } else { go(); }
  })();
})();
