// The offline site's engine in Node, as its Web Worker sets it up (engine.mjs): Pyodide from
// the site's folder, our wheel and the page's libraries unpacked, the WebAssembly solver
// registered.  Reads [[text, options], ...] as JSON from CALLS and writes the list of what
// verzaking.site.bridge.rule answered for each, as JSON; or, given a Python file, runs it in
// the engine and writes what its last expression gives (a text).  For the tests and
// benchmarks.
//   node tests/sitenode.mjs SITE CALLS.json
//   node tests/sitenode.mjs SITE SCRIPT.py
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const site = path.resolve(process.argv[2]);
const build = JSON.parse(fs.readFileSync(path.join(site, "build.json"), "utf-8"));
const { loadPyodide } = await import(pathToFileURL(path.join(site, "pyodide", "pyodide.mjs")).href);
const { loadSolver } = await import(pathToFileURL(path.join(site, "dds", "solver.mjs")).href);
const py = await loadPyodide({ indexURL: path.join(site, "pyodide") + path.sep });
const dir = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
for (const file of [build.wheel, build.libs, build.bytecode].filter(Boolean)) {
  py.unpackArchive(new Uint8Array(fs.readFileSync(path.join(site, file))), "zip", { extractDir: dir });
}
py.registerJsModule("verzaking_dds", await loadSolver(new Uint8Array(fs.readFileSync(path.join(site, build.dds)))));
const given = process.argv[3];
if (given.endsWith(".py")) {
  process.stdout.write(String(py.runPython(fs.readFileSync(given, "utf-8"))));
} else {
  const bridge = py.pyimport("verzaking.site.bridge");
  const calls = JSON.parse(fs.readFileSync(given, "utf-8"));
  process.stdout.write(JSON.stringify(calls.map(([text, options]) => bridge.rule(text, JSON.stringify(options)))));
}
