// verzaking: the weighted score of Law 12C1(c) on the page, without the server.  The
// director changes a weight; with two results the other becomes the rest of 100 %, and
// the line under them ("40 % of +420, 60 % of +450") follows, and so do the line under the
// score table that offers the weighted score and the log's forms (the weights they save,
// their label): each names its box by data-weights-key.  Without this script the
// suggested weights and their lines stay as the server wrote them.
(function () {
  "use strict";
  function clamp(n) { return Math.max(0, Math.min(100, Math.round(n))); }
  // the weight fields of the box ``input`` is in, or null for any other field
  function fieldsOf(input) {
    var box = input.closest ? input.closest("fieldset.weights") : null;
    if (!box || input.type !== "number") { return null; }
    return { box: box, inputs: Array.prototype.slice.call(box.querySelectorAll("input[type=number]")) };
  }
  // on leaving a field: what it says is what is counted (150 -> 100, -5 -> 0, 12.5 -> 13,
  // letters -> the rest of 100 % of the other field)
  document.addEventListener("change", function (ev) {
    var input = ev.target, got = fieldsOf(input);
    if (!got) { return; }
    var value = parseFloat(input.value);
    if (isNaN(value)) {
      var other = got.inputs[0] === input ? got.inputs[1] : got.inputs[0];
      value = other ? 100 - clamp(parseFloat(other.value) || 0) : 0;
    }
    input.value = String(clamp(value));
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  document.addEventListener("input", function (ev) {
    var input = ev.target, got = fieldsOf(input);
    if (!got) { return; }
    var box = got.box, inputs = got.inputs;
    var value = parseFloat(input.value);
    if (isNaN(value)) { return; }
    if (inputs.length === 2) {
      var other = inputs[0] === input ? inputs[1] : inputs[0];
      other.value = String(clamp(100 - clamp(value)));
    }
    var pattern = box.getAttribute("data-pattern") || "{w} % {s}";
    var parts = inputs.map(function (el) {
      var w = clamp(parseFloat(el.value) || 0);
      return pattern.replace("{w}", String(w)).replace("{s}", el.getAttribute("data-score"));
    });
    var out = box.querySelector("output.weighted-score");
    if (out) { out.textContent = parts.join(", "); }
    follow(box, parts.join(", "), inputs.map(function (el) { return String(clamp(parseFloat(el.value) || 0)); }));
  });
  // the lines and forms that say this box's weights: in its ruling, or on a page of one
  // ruling (a log entry: its correction form is outside the ruling)
  function follow(box, said, weights) {
    var key = box.getAttribute("data-weights-key");
    if (!key) { return; }
    var one = document.querySelectorAll("article.ruling").length === 1;
    var root = one ? document : (box.closest("article.ruling") || document);
    root.querySelectorAll("[data-weights-key]").forEach(function (el) {
      if (el.getAttribute("data-weights-key") !== key || el === box) { return; }
      var pattern = el.getAttribute("data-weights-line") || el.getAttribute("data-weights-label");
      if (pattern) { el.textContent = pattern.split("{weights}").join(said); }
      if (el.tagName === "INPUT" && el.name === "weights") { el.value = weights.join(","); }
    });
  }
  // as the page was drawn (a log entry shows the weights chosen): its lines follow them
  function start() {
    document.querySelectorAll("fieldset.weights").forEach(function (box) {
      var first = box.querySelector("input[type=number]");
      if (first) { first.dispatchEvent(new Event("input", { bubbles: true })); }
    });
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); }
  else { start(); }
})();
