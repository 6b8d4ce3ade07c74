// verzaking: the short path's "who won that trick?" named by seats (issue 30): as the
// director taps the revoker and declarer, its three answers say "Oost zelf", "West",
// "Noord-Zuid (leider of blinde)".  The labels are the server's (data-won-by: by declarer
// and revoker, verzaking.web.shortpath.won_table); no law here.  Tapping another revoker
// clears the answer tapped before: its seats would change under the director's finger.
(function () {
  "use strict";
  function table(box) {
    try { return JSON.parse(box.getAttribute("data-won-by")) || {}; } catch (e) { return {}; }
  }
  function update(form, clear) {
    var box = form.querySelector ? form.querySelector("[data-won-by]") : null;
    if (!box) { return; }
    var labels = table(box);
    var seat = form.querySelector("input[name=s_seat]:checked");
    var declarer = form.querySelector("input[name=declarer]:checked");
    var key = seat ? (declarer ? declarer.value : "") + seat.value : "";
    var chosen = labels[key] || labels[""] || {};
    box.querySelectorAll("input[name=s_won]").forEach(function (input) {
      var span = input.parentNode.querySelector("span");
      if (span && chosen[input.value]) { span.textContent = chosen[input.value]; }
      if (clear) { input.checked = false; }
    });
  }
  document.addEventListener("change", function (ev) {
    var el = ev.target;
    if (!el.form || (el.name !== "s_seat" && el.name !== "declarer")) { return; }
    update(el.form, el.name === "s_seat");
  });
  document.addEventListener("reset", function (ev) {
    var form = ev.target;
    window.setTimeout(function () { update(form, false); }, 0);  // once the fields are reset
  });
  // the taps kept over a language switch (app.js, before this script) or by the browser
  document.querySelectorAll("form").forEach(function (form) { update(form, false); });
  window.addEventListener("pageshow", function () {
    document.querySelectorAll("form").forEach(function (form) { update(form, false); });
  });
})();
