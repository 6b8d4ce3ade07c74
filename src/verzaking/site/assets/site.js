// verzaking's offline pages: the forms are ruled by the engine in the browser
// (window.verzaking, verzaking.js), not sent to a server.  No law here: the quick form's
// fields go to Python as they are (verzaking.quickCase), the text or file to
// verzaking.rule, and the result area comes back as the server's templates draw it.
(function () {
  "use strict";
  var body = document.body;
  var status = document.getElementById("engine-status");
  var last = null;  // the last hand record or case ruled: for the estimate on the server

  function say(text, failed) {
    if (!status) { return; }
    status.textContent = text;
    status.classList.toggle("failed", !!failed);
  }
  function reason(err) {
    var text = String((err && err.message) || err || "?").trim().split("\n");
    return text[text.length - 1].slice(0, 160);
  }
  function errorBox(target, message) {
    var box = document.createElement("div");
    box.className = "error";
    box.setAttribute("role", "alert");
    var p = document.createElement("p");
    p.textContent = message;
    box.appendChild(p);
    target.replaceChildren(box);
  }
  function show(target, html) {
    target.innerHTML = html;  // drawn by the templates, every value escaped (Jinja2 autoescape)
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: "start" });
  }

  window.verzaking.ready.then(function (info) {
    say(info.offline ? body.dataset.tReady : body.dataset.tReadyOnline);
    body.setAttribute("data-engine-ready", info.offline ? "offline" : "online");
    var noSolver = document.getElementById("no-solver");  // the practice page: no 64C questions
    if (noSolver) { noSolver.hidden = !!info.solver; }
  }, function (err) {
    // opened as a file, the browser refuses the engine's files: say how to open it
    say(location.protocol === "file:" ? body.dataset.tFileUrl
                                      : body.dataset.tFailed.replace("{reason}", reason(err)), true);
    body.setAttribute("data-engine-ready", "failed");
  });

  function fields(form, submitter) {
    var data = submitter ? new FormData(form, submitter) : new FormData(form);
    var out = {};
    data.forEach(function (value, key) { if (typeof value === "string") { out[key] = value; } });
    return out;
  }

  function ruleQuick(form, lang, target) {
    var f = fields(form);
    return window.verzaking.quickCase(f, lang).then(function (text) {
      return window.verzaking.rule(text, { lang: lang, laws: f.laws, html: true, page: "quick",
                                           name: "", kind: "json" });
    });
  }

  function ruleRecord(form, lang, submitter) {
    var f = fields(form, submitter);
    var file = form.querySelector("input[type=file]");
    var chosen = file && file.files && file.files[0];
    var input = chosen ? chosen.arrayBuffer().then(function (b) { return new Uint8Array(b); })
                       : Promise.resolve(f.text || "");
    return input.then(function (source) {
      if (!chosen && !source.trim()) { throw new window.verzaking.InputError(body.dataset.tEmpty); }
      last = { source: source, name: chosen ? chosen.name : "", board: f.board || "",
               table: f.table || "", laws: f.laws || "", pick: f.pick || "" };
      return window.verzaking.rule(source, { lang: lang, laws: f.laws, board: f.board,
                                             table: f.table, pick: f.pick, find: f.find,
                                             name: last.name || null,
                                             html: true, page: "record", equity: true });
    });
  }

  document.addEventListener("submit", function (ev) {
    var form = ev.target;
    if (!form.hasAttribute("data-fetch") || form.closest(".log-save")) { return; }  // logbook.js
    var target = document.getElementById(form.getAttribute("data-target"));
    if (!target) { return; }
    ev.preventDefault();
    var lang = document.documentElement.lang || "nl";
    var button = form.querySelector("button.primary");
    var label = button ? button.textContent : "";
    if (button) { button.disabled = true; button.textContent = form.getAttribute("data-busy"); }
    form.setAttribute("aria-busy", "true");
    var work = form.id === "quick" ? ruleQuick(form, lang, target)
                                   : ruleRecord(form, lang, ev.submitter);
    work.then(function (list) { show(target, list.html); }, function (err) {
      if (err instanceof window.verzaking.InputError) { errorBox(target, err.message); }
      else { errorBox(target, body.dataset.tEngineError.replace("{reason}", reason(err))); }
      target.focus({ preventScroll: true });
    }).then(function () {
      form.removeAttribute("aria-busy");
      if (button) { button.disabled = false; button.textContent = label; }
    });
  });

  // the estimate of 64C from the server, offered where the page has no solver of its own
  document.addEventListener("click", function (ev) {
    var button = ev.target.closest ? ev.target.closest("[data-equity-button]") : null;
    if (!button || !last) { return; }
    var target = button.closest("section.result") || document.getElementById("uitspraak");
    var data = new FormData();
    var lang = document.documentElement.lang || "nl";
    if (typeof last.source === "string") { data.append("text", last.source); }
    else { data.append("file", new Blob([last.source]), last.name || "upload.pbn"); }
    ["board", "table", "laws", "pick"].forEach(function (k) { data.append(k, last[k]); });
    data.append("lang", lang);
    button.disabled = true;
    window.verzaking.ready.then(function (info) {
      return fetch(new URL("record?lang=" + lang, new URL(info.server, document.baseURI)),
                   { method: "POST", body: data, headers: { "X-Fragment": "1" } });
    }).then(function (res) {
      if (!res.ok && res.status !== 422) { throw new Error(String(res.status)); }
      return res.text();
    }).then(function (html) { show(target, html); }, function () {
      button.disabled = false;
      var shown = button.parentNode.querySelector("p.error");  // a second tap: one message
      if (shown) { shown.remove(); }
      var p = document.createElement("p");
      p.className = "error";
      p.setAttribute("role", "alert");
      p.textContent = button.getAttribute("data-failed");
      button.insertAdjacentElement("afterend", p);
    });
  });
})();
