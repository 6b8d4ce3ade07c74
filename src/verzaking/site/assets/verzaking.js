// verzaking in the browser: the engine itself (our own wheel in Pyodide), behind a small hook.
//
//   window.verzaking.ready               a promise: {version, laws, pyodide, offline}
//   window.verzaking.rule(text, {lang, laws, board, name, kind})
//       a promise of what `verzaking rule --json --no-equity` prints for the same text
//       (a case file's JSON, PBN or LIN; a string, or a file's bytes as a Uint8Array)
//   window.verzaking.log.*               the log's entries made, changed, drawn, merged
//   window.verzaking.quiz(path)          the practice page's questions ("quiz?level=1")
//
// No law here: the text goes to Python as it is and the JSON comes back as Python wrote it.
// The first visit lets the service worker keep every file first, so that the engine is
// then loaded (from that cache) once; after it, the page works without a network.
(function () {
  "use strict";
  var root = new URL(".", document.currentScript.src).href;
  function url(path) { return new URL(path, root).href; }
  function bytes(path) {
    return fetch(url(path)).then(function (res) {
      if (!res.ok) { throw new Error(path + ": " + res.status); }
      return res.arrayBuffer();
    }).then(function (buf) { return new Uint8Array(buf); });
  }

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

  var engine = null;
  var offline = keptOffline();
  var ready = offline.then(function () {
    return Promise.all([fetch(url("build.json")).then(function (r) { return r.json(); }),
                        import(url("pyodide/pyodide.mjs"))]);
  }).then(function (got) {
    var build = got[0];
    return Promise.all([got[1].loadPyodide({ indexURL: url("pyodide/") }),
                        bytes(build.wheel), bytes(build.libs), offline, build,
                        build.bytecode ? bytes(build.bytecode) : null]);
  }).then(function (got) {
    var py = got[0];
    var dir = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
    py.unpackArchive(got[1], "zip", { extractDir: dir });
    py.unpackArchive(got[2], "zip", { extractDir: dir });
    if (got[5]) { py.unpackArchive(got[5], "zip", { extractDir: dir }); }  // compiled at build
    engine = { py: py, bridge: py.pyimport("verzaking.site.bridge"), build: got[4] };
    var info = JSON.parse(engine.bridge.info());
    info.pyodide = py.version;
    info.offline = got[3];
    info.server = got[4].server;
    return info;
  });

  function InputError(message) { this.name = "InputError"; this.message = message; }
  InputError.prototype = Object.create(Error.prototype);

  function rule(text, options) {
    var o = options || {};
    return ready.then(function () {
      var opts = { lang: o.lang, laws: o.laws, board: o.board, name: o.name, kind: o.kind,
                   html: !!o.html, pick: o.pick, page: o.page };
      var out = JSON.parse(engine.bridge.rule(text, JSON.stringify(opts)));
      if (out.error) { throw new InputError(out.error); }
      if (o.html) { Object.defineProperty(out.json, "html", { value: out.html }); }
      return out.json;
    });
  }

  function quickCase(fields, lang) {
    return ready.then(function () {
      var out = JSON.parse(engine.bridge.quick_case_text(JSON.stringify(fields), lang || "nl"));
      if (out.error) { throw new InputError(out.error); }
      return out.case;
    });
  }

  // a bridge function's answer: its text (raw), or its JSON, where {error} is an InputError
  function call(name, args, raw) {
    return ready.then(function () {
      var text = engine.bridge[name].apply(null, args);
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

  // the practice page's questions, as the server's /api/quiz... gives them ("quiz?level=1")
  function quiz(path) { return call("quiz", [path]); }

  window.verzaking = { ready: ready, rule: rule, quickCase: quickCase, InputError: InputError,
                       log: log, quiz: quiz };
})();
