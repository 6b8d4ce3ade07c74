// verzaking in the browser: the engine itself (our own wheel in Pyodide), behind a small hook.
//
//   window.verzaking.ready               a promise: {version, laws, pyodide, offline}
//   window.verzaking.rule(text, {lang, laws, board, name, kind, equity})
//       a promise of what `verzaking rule --json --no-equity` prints for the same text
//       (a case file's JSON, PBN or LIN; a string, or a file's bytes as a Uint8Array);
//       with equity: true what `verzaking rule --json` prints, the estimate of 64C included
//   window.verzaking.log.*               the log's entries made, changed, drawn, merged
//   window.verzaking.quiz(path)          the practice page's questions ("quiz?level=1")
//   window.verzaking.tell(fields, lang)  the page "Verloop" after a tap (its area's HTML)
//   window.verzaking.memory()            the WebAssembly memory of the solver and of Python
//
// No law here: the text goes to Python as it is and the JSON comes back as Python wrote it.
// The engine runs in a Web Worker (engine.mjs: Pyodide and the double-dummy solver), so
// that a long search never freezes the page; this file only passes messages to it.
// The first visit lets the service worker keep every file first, so that the engine is
// then loaded (from that cache) once; after it, the page works without a network.
(function () {
  "use strict";
  var root = new URL(".", document.currentScript.src).href;
  function url(path) { return new URL(path, root).href; }

  // true once a service worker that holds every file controls the page
  function keptOffline() {
    var sw = navigator.serviceWorker;
    if (!sw || !window.isSecureContext) { return Promise.resolve(false); }
    return sw.register(url("sw.js"), { scope: root }).then(function (reg) {
      if (sw.controller) { return true; }
      var worker = reg.installing || reg.waiting;
      if (!worker) { return false; }  // active but not in control (a forced reload): no wait
      return new Promise(function (resolve) {
        function check() {
          if (sw.controller) { resolve(true); } else if (worker.state === "redundant") { resolve(false); }
        }
        sw.addEventListener("controllerchange", check);
        worker.addEventListener("statechange", check);
      });
    }).catch(function () { return false; });
  }

  // the engine's worker: each call a message, answered in order (one search at a time)
  var worker = null, waiting = {}, last = 0;
  function ask(name, args) {
    return new Promise(function (resolve, reject) {
      var id = ++last;
      waiting[id] = { resolve: resolve, reject: reject };
      worker.postMessage({ id: id, name: name, args: args || [] });
    });
  }
  function answered(ev) {
    var call = waiting[ev.data.id];
    delete waiting[ev.data.id];
    if (!call) { return; }
    if ("error" in ev.data) { call.reject(new Error(ev.data.error)); } else { call.resolve(ev.data.ok); }
  }
  function broken(ev) {  // the worker itself failed (its script would not load): every call fails
    var message = (ev && ev.message) || "the engine's worker failed";
    Object.keys(waiting).forEach(function (id) { waiting[id].reject(new Error(message)); });
    waiting = {};
  }

  var offline = keptOffline();
  var ready = offline.then(function () {
    worker = new Worker(url("engine.mjs"), { type: "module" });
    worker.onmessage = answered;
    worker.onerror = broken;
    return Promise.all([ask("info"), offline]);
  }).then(function (got) {
    var info = JSON.parse(got[0]);
    info.offline = got[1];
    return info;
  });

  function InputError(message) { this.name = "InputError"; this.message = message; }
  InputError.prototype = Object.create(Error.prototype);

  function rule(text, options) {
    var o = options || {};
    return ready.then(function () {
      var opts = { lang: o.lang, laws: o.laws, board: o.board, table: o.table, name: o.name,
                   kind: o.kind, html: !!o.html, pick: o.pick, find: o.find, page: o.page,
                   equity: !!o.equity };
      return ask("rule", [text, JSON.stringify(opts)]);
    }).then(function (text) {
      var out = JSON.parse(text);
      if (out.error) { throw new InputError(out.error); }
      if (o.html) { Object.defineProperty(out.json, "html", { value: out.html }); }
      return out.json;
    });
  }

  function quickCase(fields, lang) {
    return ready.then(function () {
      return ask("quick_case_text", [JSON.stringify(fields), lang || "nl"]);
    }).then(function (text) {
      var out = JSON.parse(text);
      if (out.error) { throw new InputError(out.error); }
      return out.case;
    });
  }

  // a bridge function's answer: its text (raw), or its JSON, where {error} is an InputError
  function call(name, args, raw) {
    return ready.then(function () { return ask(name, args); }).then(function (text) {
      if (raw) { return text; }
      var out = JSON.parse(text);
      if (out && out.error) { throw new InputError(out.error); }
      return out;
    });
  }
  function json(value) { return JSON.stringify(value); }

  // the log kept in the browser (logbook.js stores the entries; the engine makes them)
  var log = {
    save: function (c, fields, lang) {
      return call("log_save", [c, json(fields), lang]).then(function (o) { return o.entry; });
    },
    page: function (entries, opts) { return call("log_page", [json(entries), json(opts)], true); },
    change: function (entry, action, fields, lang) {
      return call("log_change", [json(entry), action, json(fields), lang]);
    },
    exported: function (entries, kind, lang) {
      return call("log_export", [json(entries), kind, lang], true);
    },
    merge: function (entries, data, name, lang) {
      return call("log_import", [json(entries), data, name, lang]);
    },
    printed: function (entry, lang) {
      return call("log_print", [json(entry), lang, url("static/print.css")], true);
    }
  };

  // the page "Verloop / Play by play": its area after a tap (the board so far and the tap)
  function tell(fields, lang) { return call("tell_page", [json(fields), lang || "nl"], true); }

  // the practice page's questions, as the server's /api/quiz... gives them ("quiz?level=1")
  function quiz(path) { return call("quiz", [path]); }

  // the bytes of WebAssembly memory the engine holds: {solver, python} (for the benchmarks)
  function memory() { return call("memory", []); }

  window.verzaking = { ready: ready, rule: rule, quickCase: quickCase, InputError: InputError,
                       log: log, quiz: quiz, memory: memory, tell: tell };
})();
