// `verzaking site`: Python's bytecode made once, at build time, by Pyodide's own Python (in
// Node), so that the phone does not compile it at every start.  The site's Python (our wheel
// and the page's libraries) is unpacked, the bridge is imported and rules one board of each
// kind (one with the estimate of 64C, over the WebAssembly solver of ../dds/), keeps and
// draws a log entry and asks the trainer's questions; the standard-library
// modules that this loaded are then stored compiled (unchecked-hash .pyc, in place of their
// .py: the rest stay as they are), and those of our zips get their
// __pycache__ .pyc in a zip of its own (the others are compiled when first imported).
//   node bytecode.mjs CORE STDLIB_OUT BYTECODE_OUT ZIP...
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [core, stdlibOut, bytecodeOut, ...zips] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(core, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: core + path.sep });
const { loadSolver } = await import(new URL("../dds/solver.mjs", import.meta.url).href);
const wasm = fs.readFileSync(new URL("../dds/dds.wasm", import.meta.url));
py.registerJsModule("verzaking_dds", await loadSolver(new Uint8Array(wasm)));
const purelib = py.runPython("import sysconfig; sysconfig.get_path('purelib')");
py.FS.mkdirTree("/work");
zips.forEach((z, i) => {
  const data = new Uint8Array(fs.readFileSync(z));
  py.unpackArchive(data, "zip", { extractDir: purelib });
  py.FS.writeFile(`/work/in${i}.zip`, data);
});
py.FS.writeFile("/work/stdlib.zip", new Uint8Array(fs.readFileSync(path.join(core, "python_stdlib.zip"))));
py.globals.set("count", zips.length);
py.globals.set("purelib", purelib);
py.runPython(`
import importlib._bootstrap_external as ext, importlib.util, json, os, sys, zipfile

from verzaking.site import bridge

purelib = "/" + os.path.normpath(purelib).lstrip("/")  # Pyodide says //lib/...

LIN = ("qx|o1|md|3S765H432DAKQJCT98,S432HAKQJDT98C765,SAKQJHT98D765C432,|sv|o|mb|p|mb|p|"
       "mb|1N|mb|p|mb|p|mb|p|pg||pc|HA|pc|HT|pc|CA|pc|H2|pg||mc|7|pg||")
DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
PBN = f'[Board "1"]\\n[Deal "{DEAL}"]\\n[Declarer "S"]\\n[Contract "1NT"]\\n[Result "7"]\\n'
PLAYED = ('[Board "3"]\\n[Deal "N:AKQ.AQ76.54.AK65 876.K54.AKQ98.87 JT9.983.76.QJ432 '
          '5432.JT2.JT32.T9"]\\n[Declarer "S"]\\n[Contract "3NT"]\\n[Result "6"]\\n[Play "W"]\\n'
          'HJ H6 H4 H8\\nHT H7 H5 H9\\nD2 D4 D9 D6\\nD3 D5 D8 D7\\nS3 SA S6 S9\\nS4 SK S7 ST\\n'
          'S5 SQ S8 SJ\\nC9 C5 C7 CQ\\nCT C6 C8 CJ\\nH2 HA DQ H3\\nDT HQ HK C2\\nDJ CK DA C3\\n'
          'S2 CA DK C4\\n*\\n')
CASE = {"board": "1", "contract": "4S", "declarer": "S", "vulnerable": "None",
        "tricks": "EW EW NS NS NS N NS NS EW NS NS EW NS".split(),
        "revokes": [{"seat": "E", "trick": 6}]}
EVENTS = {"contract": "1NT", "declarer": "S", "deal": DEAL,
          "events": ["HA HT CA H2", {"type": "attention", "seat": "E"}]}
for text, opts in ((json.dumps(CASE), {"html": True, "page": "quick"}),
                   (json.dumps([CASE, EVENTS]), {"html": True, "pick": "1"}),
                   (json.dumps([CASE, EVENTS]), {"html": True}),
                   (PBN, {"html": True, "lang": "en"}), (LIN, {"name": "a.lin"}),
                   (PLAYED, {"html": True, "page": "record", "equity": True}),
                   ("board: 1\\ncontract: 4S\\n", {"name": "a.yaml"}), ("{", {"html": True})):
    bridge.rule(text, json.dumps(opts))
assert '"equity":9' in bridge.rule(PLAYED, '{"equity": true}'), "no estimate of 64C"
bridge.quick_case_text(json.dumps({"level": "4"}), "nl")
entry = json.loads(bridge.log_save(json.dumps(CASE), json.dumps({"id": "warm-up-0001"}), "nl"))
entry = {**entry["entry"], "number": 1}
for opts in ({"lang": "nl"}, {"lang": "en", "number": 1}):
    bridge.log_page(json.dumps([entry]), json.dumps(opts))
bridge.log_change(json.dumps(entry), "correct", json.dumps({"table": "2", "reason": "-"}), "en")
bridge.log_export(json.dumps([entry]), "csv", "nl")
bridge.log_import("[]", bridge.log_export(json.dumps([entry]), "json", "nl").encode(), "a", "nl")
bridge.log_print(json.dumps(entry), "nl")
for level in (1, 2, 3):
    bridge.quiz(f"quiz?lang=en&level={level}&count=4&seed=1")

def pyc(data, name):
    code = compile(data, name, "exec", dont_inherit=True)
    return ext._code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)

loaded, ours = set(), set()
for module in list(sys.modules.values()):
    where = getattr(module, "__file__", None) or ""
    if ".zip/" in where and where.endswith(".py"):
        loaded.add(where.split(".zip/", 1)[1])
    elif where.startswith(purelib + "/") and where.endswith(".py"):
        ours.add(where[len(purelib) + 1:])
with zipfile.ZipFile("/work/stdlib.zip") as src, \\
        zipfile.ZipFile("/work/stdlib-out.zip", "w", zipfile.ZIP_DEFLATED) as dst:
    for info in src.infolist():
        data = src.read(info)
        if info.filename in loaded:
            dst.writestr(info.filename + "c", pyc(data, "/lib/python_stdlib/" + info.filename))
        else:
            dst.writestr(info, data)
with zipfile.ZipFile("/work/bytecode.zip", "w", zipfile.ZIP_DEFLATED) as dst:
    for i in range(count):
        with zipfile.ZipFile(f"/work/in{i}.zip") as src:
            for name in src.namelist():
                if name in ours:
                    dst.writestr(importlib.util.cache_from_source(name),
                                 pyc(src.read(name), purelib + "/" + name))
print(len(loaded), "standard-library modules and", len(ours), "of ours compiled")
`);
fs.writeFileSync(stdlibOut, py.FS.readFile("/work/stdlib-out.zip"));
fs.writeFileSync(bytecodeOut, py.FS.readFile("/work/bytecode.zip"));
