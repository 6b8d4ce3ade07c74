// verzaking's offline log: the director's rulings kept in the browser (IndexedDB: database
// "verzaking-log", store "entries", key "id"; each entry as the JSON export writes it).
// No law here: the engine (window.verzaking.log, verzaking.site.bridge) makes each entry,
// correction and merge, and draws the log page; this file only stores and fetches them.
// "Saved" is said once the transaction is committed; an import is written in one
// transaction (all of it, or nothing).
(function () {
  "use strict";
  var DB = "verzaking-log", STORE = "entries";
  var body = document.body;
  var lang = document.documentElement.lang || "nl";
  var view = document.querySelector("[data-log-view]");
  var entries = [];  // the entries the log page shows

  function say(name, data) {
    var s = body.dataset[name] || "";
    Object.keys(data || {}).forEach(function (k) { s = s.split("{" + k + "}").join(String(data[k])); });
    return s;
  }
  function problem(err) {
    if (err instanceof window.verzaking.InputError) { return err.message; }
    var text = String((err && err.message) || err || "?").trim().split("\n");
    return say("tLogFailed", { reason: text[text.length - 1].slice(0, 160) });
  }
  function errorBox(message) {
    var box = document.createElement("div");
    box.className = "error";
    box.setAttribute("role", "alert");
    var p = document.createElement("p");
    p.textContent = message;
    box.appendChild(p);
    return box;
  }
  function fields(form) {
    var out = {};
    new FormData(form).forEach(function (value, key) { if (typeof value === "string") { out[key] = value; } });
    return out;
  }

  // -- the store --------------------------------------------------------------------------
  function open() {
    return new Promise(function (resolve, reject) {
      if (!window.indexedDB) { reject(new Error("IndexedDB")); return; }
      var req = window.indexedDB.open(DB, 1);
      req.onupgradeneeded = function () { req.result.createObjectStore(STORE, { keyPath: "id" }); };
      req.onsuccess = function () { resolve(req.result); };
      req.onerror = function () { reject(req.error); };
    });
  }
  // one transaction: work(store, done) makes its requests; its result once it is committed
  function transaction(mode, work) {
    return open().then(function (db) {
      return new Promise(function (resolve, reject) {
        var tx = db.transaction(STORE, mode), result;
        tx.oncomplete = function () { db.close(); resolve(result); };
        tx.onabort = function () { db.close(); reject(tx.error || new Error("IndexedDB")); };
        work(tx.objectStore(STORE), function (value) { result = value; });
      });
    });
  }
  function byNumber(a, b) { return (a.number || 0) - (b.number || 0); }
  function all() {
    return transaction("readonly", function (store, done) {
      var req = store.getAll();
      req.onsuccess = function () { done(req.result.sort(byNumber)); };
    });
  }
  // a new entry, numbered after the last; an id kept already is not saved twice
  function add(entry) {
    return transaction("readwrite", function (store, done) {
      var there = store.get(entry.id);
      there.onsuccess = function () {
        if (there.result) { done({ number: there.result.number, already: true }); return; }
        var every = store.getAll();
        every.onsuccess = function () {
          entry.number = every.result.reduce(function (m, e) { return Math.max(m, e.number || 0); }, 0) + 1;
          store.add(entry);
          done({ number: entry.number, already: false });
        };
      };
    });
  }
  function put(list) {
    return transaction("readwrite", function (store) { list.forEach(function (e) { store.put(e); }); });
  }

  // -- "Opslaan in logboek" under a ruling -----------------------------------------------
  function saveRuling(form) {
    var f = fields(form);
    var target = document.getElementById(form.getAttribute("data-target"));
    var button = form.querySelector("button.primary");
    if (button) { button.disabled = true; }
    return window.verzaking.log.save(f["case"], f, lang).then(add).then(function (done) {
      var p = document.createElement("p");
      p.className = "saved";
      p.setAttribute("role", "status");
      p.textContent = say(done.already ? "tLogAlready" : "tLogSaved", { number: done.number }) + " ";
      var a = document.createElement("a");
      a.href = body.dataset.logUrl + "?n=" + done.number;
      a.textContent = body.dataset.tLogOpen;
      p.appendChild(a);
      target.replaceChildren(p);
    }, function (err) { target.replaceChildren(errorBox(problem(err))); }).then(function () {
      if (button) { button.disabled = false; }
      target.focus({ preventScroll: true });
    });
  }

  // -- the log page -------------------------------------------------------------------------
  function shown() {
    var n = new URLSearchParams(location.search).get("n");
    return n && /^\d{1,9}$/.test(n) ? parseInt(n, 10) : null;
  }
  function draw(message) {
    return all().then(function (got) {
      entries = got;
      return window.verzaking.log.page(got, { lang: lang, number: shown(), message: message || null,
                                              page: body.dataset.logUrl });
    }).then(function (html) {
      view.innerHTML = html;  // drawn by the templates, every value escaped (Jinja2 autoescape)
      view.setAttribute("data-entries", String(entries.length));
    }, function (err) { view.replaceChildren(errorBox(problem(err))); });
  }
  function go(href) {
    history.pushState(null, "", href);
    draw().then(function () { view.focus({ preventScroll: true }); window.scrollTo(0, 0); });
  }
  function current() {
    var n = shown();
    return entries.filter(function (e) { return e.number === n; })[0];
  }
  function download(text, name, type) {
    var a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([text], { type: type }));
    a.download = name;
    document.body.appendChild(a);
    a.click();
    setTimeout(function () { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
  }
  // the whole log sent to the server's POST /log/import (merged there without duplicates),
  // with the server's PIN as the director typed it (Authorization: Bearer; no cookie: a
  // sign-in of this browser on the server's own pages plays no part); a refusal (no PIN, a
  // wrong one, too many) is the server's message, in the page's language
  function send(button) {
    var box = view.querySelector(".log-sent");
    var pin = view.querySelector("[data-log-pin]");
    var p = document.createElement("p");
    button.disabled = true;
    window.verzaking.log.exported(entries, "json", lang).then(function (text) {
      return window.verzaking.ready.then(function (info) {
        var at = new URL("log/import?lang=" + lang, new URL(info.server, document.baseURI));
        var headers = { "Content-Type": "application/json" };
        if (pin && pin.value) { headers.Authorization = "Bearer " + pin.value; }
        return fetch(at, { method: "POST", body: text, headers: headers, credentials: "omit" });
      });
    }).then(function (res) {
      return res.json().then(function (out) {
        if (!res.ok) { throw new window.verzaking.InputError(out.error || String(res.status)); }
        p.className = "saved";
        p.setAttribute("role", "status");
        p.textContent = ["added", "updated", "unchanged"].reduce(function (s, k) {
          return s.split("{" + k + "}").join(String(out[k]));
        }, button.getAttribute("data-done"));
      });
    }).catch(function (err) {
      p.className = "error";
      p.setAttribute("role", "alert");
      p.textContent = err instanceof window.verzaking.InputError ? err.message
                                                                 : button.getAttribute("data-failed");
    }).then(function () { box.replaceChildren(p); button.disabled = false; });
  }
  function change(form) {
    var entry = current();
    var action = form.getAttribute("data-log-action");
    return window.verzaking.log.change(entry, action, fields(form), lang).then(function (out) {
      return put([out.entry]).then(function () { return draw(out.message); });
    });
  }
  function merge(form) {
    var input = form.querySelector("input[type=file]");
    var file = input && input.files && input.files[0];
    if (!file) { return Promise.reject(new window.verzaking.InputError(form.getAttribute("data-no-file"))); }
    return file.arrayBuffer().then(function (buf) {
      return window.verzaking.log.merge(entries, new Uint8Array(buf), file.name, lang);
    }).then(function (out) {
      return put(out.entries).then(function () { return draw(out.message); });
    });
  }

  document.addEventListener("submit", function (ev) {
    var form = ev.target;
    var work = null;
    if (form.closest && form.closest(".log-save")) { ev.preventDefault(); saveRuling(form); return; }
    if (!view || !view.contains(form)) { return; }
    if (form.hasAttribute("data-log-action")) { work = change; }
    else if (form.hasAttribute("data-log-import")) { work = merge; }
    if (!work) { return; }
    ev.preventDefault();
    form.querySelectorAll(".error").forEach(function (e) { e.remove(); });
    form.setAttribute("aria-busy", "true");
    work(form).catch(function (err) {
      form.insertBefore(errorBox(problem(err)), form.firstChild);
    }).then(function () { form.removeAttribute("aria-busy"); });
  });

  if (!view) { return; }
  view.addEventListener("click", function (ev) {
    var link = ev.target.closest ? ev.target.closest("a, button") : null;
    if (!link) { return; }
    var kind = link.getAttribute("data-log-export");
    var printed = link.getAttribute("data-log-print");
    var href = link.getAttribute("href") || "";
    if (link.hasAttribute("data-log-send")) {
      send(link);
    } else if (kind) {
      window.verzaking.log.exported(entries, kind, lang).then(function (text) {
        download(text, "logboek." + kind, kind === "csv" ? "text/csv" : "application/json");
      });
    } else if (printed) {
      ev.preventDefault();
      // a window of this page's own (opened in the tap's turn, written once the page is
      // made): its style sheet comes from the app's cache offline, as a blob page's cannot
      var win = window.open("", "_blank");
      var style = fetch("static/print.css").then(function (r) { return r.ok ? r.text() : ""; })
        .catch(function () { return ""; });
      Promise.all([window.verzaking.log.printed(current(), printed), style]).then(function (got) {
        var html = got[0];
        if (win) {
          win.document.open();
          win.document.write(html);
          win.document.close();
          if (got[1] && win.CSSStyleSheet && "adoptedStyleSheets" in win.document) {
            var sheet = new win.CSSStyleSheet();  // the style by the CSSOM: no network there
            sheet.replaceSync(got[1]);
            win.document.adoptedStyleSheets = [sheet];
          }
        } else {
          window.open(URL.createObjectURL(new Blob([html], { type: "text/html" })), "_blank");
        }
      });
    } else if (href.split("?")[0] === body.dataset.logUrl) {  // the list and its entries
      ev.preventDefault();
      go(href);
    }
  });
  window.addEventListener("popstate", function () { draw(); });
  draw();
})();
