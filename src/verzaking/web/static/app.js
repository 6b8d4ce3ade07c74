// verzaking: progressive enhancement, no build step.  Forms marked data-fetch are sent
// with fetch and the server's answer (an HTML fragment, escaped by the server) replaces
// the result area, without a reload.  Without this script the forms post as usual and
// the server sends the whole page.  A tapped trick winner, or the director's judgement of
// 64C (optional), can be tapped again to clear it.
(function () {
  "use strict";
  var armed = null;
  document.addEventListener("pointerdown", function (ev) {
    var label = ev.target.closest ? ev.target.closest(".trick label.tap, .judgement label.tap") : null;
    var input = label ? label.querySelector("input") : null;
    armed = input && input.checked ? input : null;
  });
  document.addEventListener("click", function (ev) {
    if (armed && ev.target === armed) { armed.checked = false; }
    armed = null;
  });
  // the list of a file's boards (the picker) filtered as the director types in its search
  // field, as the server filters it when the search is sent without this script
  // (web/picker.py, fits): every word must fit; a number is a board's or a table's number
  // (after "spel"/"board" only a board's, after "tafel"/"table" only a table's), another
  // word is looked for in the record's text (its label, contract and pairs)
  var BOARD_WORDS = ["spel", "board", "bord"];
  var TABLE_WORDS = ["tafel", "table"];
  function fits(li, words) {
    var target = "";
    for (var i = 0; i < words.length; i++) {
      var w = words[i];
      if (BOARD_WORDS.indexOf(w) >= 0 || TABLE_WORDS.indexOf(w) >= 0) {
        target = BOARD_WORDS.indexOf(w) >= 0 ? "board" : "table";
        continue;
      }
      if (/^[0-9]+$/.test(w)) {
        var key = w.replace(/^0+/, "") || "0";
        var fields = target ? [li.getAttribute("data-" + target)]
                            : [li.getAttribute("data-board"), li.getAttribute("data-table")];
        if (fields.indexOf(key) < 0) { return false; }
      } else if ((li.getAttribute("data-text") || "").indexOf(w) < 0) {
        return false;
      }
      target = "";
    }
    return true;
  }
  function isSearch(el) { return !!(el && el.hasAttribute && el.hasAttribute("data-pick-search")); }
  document.addEventListener("input", function (ev) {
    if (!isSearch(ev.target)) { return; }
    var section = ev.target.closest(".picker");
    var words = ev.target.value.toLowerCase().split(/[\s,;\u00b7\/]+/).filter(Boolean);
    var shown = 0;
    section.querySelectorAll("li[data-board]").forEach(function (li) {
      li.hidden = !fits(li, words);
      if (!li.hidden) { shown += 1; }
    });
    var none = section.querySelector("[data-pick-none]");
    if (none) { none.hidden = shown > 0; }
  });
  document.addEventListener("keydown", function (ev) {  // the list is filtered already:
    if (ev.key === "Enter" && isSearch(ev.target)) {   // Enter only closes the keyboard
      ev.preventDefault();
      ev.target.blur();
    }
  });
  // "start again" (a link: it works without this script) asks first when the form holds
  // something or a ruling is shown: a phone trial tapped it for the ruling button beside it
  function filled(form) {
    return Array.prototype.some.call(form.elements, function (el) {
      if (el.type === "radio" || el.type === "checkbox") { return el.checked !== el.defaultChecked; }
      if (el.tagName === "SELECT") {
        return Array.prototype.some.call(el.options, function (o) { return o.selected !== o.defaultSelected; });
      }
      return el.type !== "hidden" && el.type !== "file" && el.value !== el.defaultValue;
    });
  }
  document.addEventListener("click", function (ev) {
    var link = ev.target.closest ? ev.target.closest("a[data-confirm]") : null;
    var form = link ? link.closest("form") : null;
    if (!form) { return; }
    var target = document.getElementById(form.getAttribute("data-target") || "");
    var shown = !!(target && target.querySelector("article.ruling, .error"));
    if ((shown || filled(form)) && !window.confirm(link.getAttribute("data-confirm"))) {
      ev.preventDefault();
    }
  });
  // switching the language keeps what was tapped: the form is kept for the page in the
  // other language (same form id) and filled in again there; a ruling (or error) that was
  // shown is asked for again, in that language (an uploaded file is in the text box by
  // then, see asText; the board picked from a list is kept), and the weights the
  // director changed under it (12C1(c), equity.js) are put back in it
  var KEEP = "verzaking.form";
  var lastPick = null;
  var rerule = null;  // set by restore(), run once the submit handler below is in place
  var keptWeights = null;  // set by restore(), put back in the ruling the re-rule shows
  // the weight boxes of the result area: per box of weights, its fields' [score, value]
  // (null for a box the director did not change)
  function weightsOf(target) {
    return Array.prototype.map.call(target.querySelectorAll("fieldset.weights"), function (box) {
      var inputs = box.querySelectorAll("input[type=number]");
      var changed = Array.prototype.some.call(inputs, function (el) {
        return el.value !== el.defaultValue;
      });
      return changed ? Array.prototype.map.call(inputs, function (el) {
        return [el.getAttribute("data-score"), el.value];
      }) : null;
    });
  }
  // the kept weights put back, box by box, where the ruling shown again has the same
  // scores; each field as if the director had left it (equity.js counts it again)
  function putWeights(target, kept) {
    var boxes = target.querySelectorAll("fieldset.weights");
    kept.forEach(function (fields, i) {
      var inputs = boxes[i] ? boxes[i].querySelectorAll("input[type=number]") : [];
      if (!Array.isArray(fields) || inputs.length !== fields.length) { return; }
      var same = Array.prototype.every.call(inputs, function (el, j) {
        return Array.isArray(fields[j]) && el.getAttribute("data-score") === String(fields[j][0]);
      });
      if (!same) { return; }
      Array.prototype.forEach.call(inputs, function (el, j) {
        el.value = String(fields[j][1]);
        el.dispatchEvent(new Event("change", { bubbles: true }));
      });
    });
  }
  document.addEventListener("click", function (ev) {
    var link = ev.target.closest ? ev.target.closest("a.lang") : null;
    var form = link ? document.querySelector("form[data-fetch]") : null;
    if (!form || !window.sessionStorage) { return; }
    var kept = [];
    new FormData(form).forEach(function (value, key) {
      if (typeof value === "string" && key !== "lang") { kept.push([key, value]); }
    });
    var target = document.getElementById(form.getAttribute("data-target"));
    var shown = !!(target && target.querySelector("article.ruling, .error, .picker"));
    var files = Array.prototype.some.call(form.querySelectorAll("input[type=file]"),
                                          function (el) { return el.files && el.files.length; });
    var weights = target ? weightsOf(target) : [];
    try {
      sessionStorage.setItem(KEEP, JSON.stringify({ form: form.id, fields: kept,
                                                    rerule: shown && !files, pick: lastPick,
                                                    weights: weights }));
    } catch (e) { /* storage full or refused: the switch still works */ }
  });
  (function restore() {
    var raw = null;
    try { raw = window.sessionStorage && sessionStorage.getItem(KEEP); } catch (e) { return; }
    if (!raw) { return; }
    sessionStorage.removeItem(KEEP);
    var kept = JSON.parse(raw);
    var form = document.getElementById(kept.form);
    if (!form) { return; }
    kept.fields.forEach(function (pair) {
      var els = form.querySelectorAll("[name='" + pair[0].replace(/[^\w]/g, "") + "']");
      els.forEach(function (el) {
        if (el.type === "radio" || el.type === "checkbox") { el.checked = el.value === pair[1]; }
        else if (el.type !== "file") { el.value = pair[1]; }
      });
    });
    // the offline app's own script rules its forms once its engine has loaded
    var browser = document.documentElement.getAttribute("data-engine") === "browser";
    if (kept.rerule && window.fetch && form.requestSubmit) {
      if (Array.isArray(kept.weights) && kept.weights.some(Boolean)) { keptWeights = kept.weights; }
      var submit = function () {
        if (kept.pick) {
          var pick = document.createElement("input");
          pick.type = "hidden";
          pick.name = String(kept.pick[0]);
          pick.value = String(kept.pick[1]);
          pick.setAttribute("data-once", "");
          form.appendChild(pick);
        }
        form.requestSubmit(form.querySelector("button.primary") || undefined);
      };
      rerule = browser ? function () {  // its engine's script comes after this one
        document.addEventListener("DOMContentLoaded", function () {
          if (!window.verzaking) { return; }
          window.verzaking.ready.then(submit, function () { /* the page says it failed */ });
        });
      } : submit;
    }
  })();

  // an uploaded hand record, once answered, goes into the text box (as the page without
  // script shows it) and the file field is emptied: a language switch can then rule it
  // again (a page cannot choose a file for the user) and a board picked from its list
  // sends the same text.  Not a file that is not plain UTF-8 text (its bytes would be
  // changed) nor a large one (the switch keeps the fields in the session's storage).
  // The file's name goes with it (input text_name): it says the kind of file (a YAML case
  // or a PBN opening with a {comment} is not told by its text alone).  A file chosen
  // afterwards empties the box (the server takes a chosen file first anyway); text typed
  // or pasted into the box is read by its own look.
  function asText(form, chosen, file) {
    var area = form.querySelector("textarea[name=text]");
    var name = form.querySelector("input[name=text_name]");
    if (!area || !name || !file.text || file.size > 1024 * 1024) { return; }
    file.text().then(function (content) {
      if (content.indexOf("\uFFFD") >= 0 || content.indexOf("\u0000") >= 0) { return; }
      area.value = content;
      name.value = file.name;
      chosen.value = "";
    }).catch(function () { /* unreadable: the file stays chosen */ });
  }
  document.addEventListener("change", function (ev) {
    var el = ev.target;
    if (!el.form || !el.form.hasAttribute("data-fetch")) { return; }
    var area = el.form.querySelector("textarea[name=text]");
    var name = el.form.querySelector("input[name=text_name]");
    if (el.type === "file" && el.files && el.files.length && area && name && name.value) {
      area.value = "";  // the text of the file chosen before
      name.value = "";
    }
  });
  document.addEventListener("input", function (ev) {
    var el = ev.target;
    var name = el.form && el.name === "text" ? el.form.querySelector("input[name=text_name]") : null;
    if (name) { name.value = ""; }  // his own text now
  });

  // a form that changes the server's log ("Opslaan in logboek" under a ruling) carries the
  // director's sign-in token, asked for just before it is sent (the ruling pages are open to
  // all and drawn without it); not signed in, the log's PIN form is shown in its place and
  // the director taps the form's button again once signed in.  "" for a form without it.
  function signedIn(form, target) {
    if (!form.querySelector("input[name=csrf]")) { return Promise.resolve(""); }
    return fetch("/log/token", { headers: { "X-Fragment": "1" }, credentials: "same-origin" })
      .then(function (res) {
        if (res.ok) { return res.json().then(function (got) { return String(got.csrf || ""); }); }
        return res.text().then(function (html) {
          target.innerHTML = html;
          adopt(target);
          return null;
        });
      });
  }
  // a form the server drew into a result area (the PIN form) answers into that area
  function adopt(target) {
    target.querySelectorAll("form[data-fetch]:not([data-target])").forEach(function (f) {
      f.setAttribute("data-target", target.id);
    });
  }

  document.addEventListener("submit", function (ev) {
    var form = ev.target;
    if (document.documentElement.getAttribute("data-engine") === "browser") { return; }  // site.js
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
    var once = form.querySelector("input[data-once]");  // the pick kept over a switch
    lastPick = ev.submitter && ev.submitter.name ? [ev.submitter.name, ev.submitter.value]
      : once ? [once.name, once.value] : null;
    form.querySelectorAll("input[data-once]").forEach(function (el) { el.remove(); });
    var weights = keptWeights;  // the weights kept over a switch: for the re-rule only
    keptWeights = null;
    var chosen = form.querySelector("input[type=file]");
    var file = chosen && chosen.files && chosen.files.length ? chosen.files[0] : null;
    var body = form.enctype === "multipart/form-data" ? data : new URLSearchParams(data);
    var button = form.querySelector("button.primary");
    var label = button ? button.textContent : "";
    if (button) { button.disabled = true; button.textContent = form.getAttribute("data-busy"); }
    form.setAttribute("aria-busy", "true");
    signedIn(form, target)
      .then(function (token) {
        if (token === null) { return null; }  // not signed in: the PIN form is shown instead
        if (token) { body.set("csrf", token); }
        return fetch(form.action, { method: "POST", body: body, headers: { "X-Fragment": "1" },
                                    credentials: "same-origin" })
          .then(function (res) { return res.text(); });
      })
      .then(function (html) {
        if (html === null) { return; }
        target.innerHTML = html;
        adopt(target);
        if (weights) { putWeights(target, weights); }
        if (file) { asText(form, chosen, file); }
      })
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
  if (rerule) { rerule(); }
})();
