// verzaking's engine in a Web Worker (a module worker started by verzaking.js): Pyodide with
// our own wheel, and DDS compiled to WebAssembly (dds/solver.mjs) registered for the
// engine's Python as the module "verzaking_dds".  The page's thread only passes text: a
// ruling, an estimate of 64C (which can take a while on a phone) or a question never
// freezes the page.  Messages are answered one at a time, in order: one search at a time.
//
//   in:  {id, name, args}   name: "info", "memory" or a function of verzaking.site.bridge
//   out: {id, ok: text}     or {id, error: message}
import { loadPyodide } from "./pyodide/pyodide.mjs";
import { loadSolver } from "./dds/solver.mjs";

const root = new URL("./", import.meta.url).href;

function bytes(path) {
  return fetch(new URL(path, root).href).then(function (res) {
    if (!res.ok) { throw new Error(path + ": " + res.status); }
    return res.arrayBuffer();
  }).then(function (buf) { return new Uint8Array(buf); });
}

async function start() {
  const build = await (await fetch(new URL("build.json", root).href)).json();
  // the solver loads beside Pyodide; a page without it still rules (64C then needs the server)
  const solver = build.dds ? bytes(build.dds).then(loadSolver).catch(function () { return null; })
                           : Promise.resolve(null);
  const got = await Promise.all([loadPyodide({ indexURL: new URL("pyodide/", root).href }),
                                 bytes(build.wheel), bytes(build.libs),
                                 build.bytecode ? bytes(build.bytecode) : null, solver]);
  const py = got[0];
  const dir = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
  py.unpackArchive(got[1], "zip", { extractDir: dir });
  py.unpackArchive(got[2], "zip", { extractDir: dir });
  if (got[3]) { py.unpackArchive(got[3], "zip", { extractDir: dir }); }  // compiled at build
  if (got[4]) { py.registerJsModule("verzaking_dds", got[4]); }
  const bridge = py.pyimport("verzaking.site.bridge");
  const info = JSON.parse(bridge.info());
  info.pyodide = py.version;
  info.server = build.server;
  return { py: py, bridge: bridge, info: info, solver: got[4] };
}

const engine = start();

self.onmessage = function (ev) {
  const id = ev.data.id, name = ev.data.name, args = ev.data.args || [];
  engine.then(function (e) {
    if (name === "info") { return JSON.stringify(e.info); }
    if (name === "memory") {  // the WebAssembly memory of the solver and of Python (benchmarks)
      return JSON.stringify({ solver: e.solver ? e.solver.memory() : 0,
                              python: e.py._module.HEAP8.buffer.byteLength });
    }
    return e.bridge[name].apply(null, args);
  }).then(function (text) { self.postMessage({ id: id, ok: text }); },
          function (err) {
            const said = String((err && err.message) || err || "?");
            self.postMessage({ id: id, error: said });
          });
};
