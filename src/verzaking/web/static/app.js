// verzaking: progressive enhancement, no build step.  Forms marked data-fetch are sent
// with fetch and the server's answer (an HTML fragment, escaped by the server) replaces
// the result area, without a reload.  Without this script the forms post as usual and
// the server sends the whole page.  A tapped trick winner can be tapped again to clear it.
(function () {
  "use strict";
  var armed = null;
  document.addEventListener("pointerdown", function (ev) {
    var label = ev.target.closest ? ev.target.closest(".trick label.tap") : null;
    var input = label ? label.querySelector("input") : null;
    armed = input && input.checked ? input : null;
  });
  document.addEventListener("click", function (ev) {
    if (armed && ev.target === armed) { armed.checked = false; }
    armed = null;
  });
  document.addEventListener("submit", function (ev) {
    var form = ev.target;
    if (!form.hasAttribute("data-fetch") || !window.fetch) { return; }
    var target = document.getElementById(form.getAttribute("data-target"));
    if (!target) { return; }
    ev.preventDefault();
    var data;
    try { data = ev.submitter ? new FormData(form, ev.submitter) : new FormData(form); }
    catch (e) {
      data = new FormData(form);
      if (ev.submitter && ev.submitter.name) { data.append(ev.submitter.name, ev.submitter.value); }
    }
    var body = form.enctype === "multipart/form-data" ? data : new URLSearchParams(data);
    var button = form.querySelector("button.primary");
    var label = button ? button.textContent : "";
    if (button) { button.disabled = true; button.textContent = form.getAttribute("data-busy"); }
    form.setAttribute("aria-busy", "true");
    fetch(form.action, { method: "POST", body: body, headers: { "X-Fragment": "1" },
                         credentials: "same-origin" })
      .then(function (res) { return res.text(); })
      .then(function (html) { target.innerHTML = html; })
      .catch(function () {
        var p = document.createElement("p");
        p.className = "error";
        p.setAttribute("role", "alert");
        p.textContent = form.getAttribute("data-network-error");
        target.replaceChildren(p);
      })
      .then(function () {
        form.removeAttribute("aria-busy");
        if (button) { button.disabled = false; button.textContent = label; }
        target.focus({ preventScroll: true });
        target.scrollIntoView({ block: "start" });
      });
  });
})();
