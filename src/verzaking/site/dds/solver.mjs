// DDS, the double-dummy solver, compiled to WebAssembly (dds.wasm, built by dds/build.py),
// for the engine's Python in Pyodide: the JavaScript module "verzaking_dds" that
// verzaking/equity/wasm.py calls.  Only DDS's C structures and the compiled 64C line's
// buffer are written and read here, as plain integers; which position, which cards and what
// they mean is the Python's (and the line's C, line_core.c, compiled into the module).
//
//   const dds = await loadSolver(bytesOfDdsWasm);
//   pyodide.registerJsModule("verzaking_dds", dds);
//
// struct deal: trump, first, currentTrickSuit[3], currentTrickRank[3], remainCards[4][4]
// struct futureTricks: nodes, cards, suit[13], rank[13], equals[13], score[13]
// struct playTraceBin: number, suit[52], rank[52]; struct solvedPlay: number, tricks[53]
import createDDS from "./dds.mjs";

const DEAL = 24, FUTURE = 54, TRACE = 105, SOLVED = 54;  // the structures' sizes in ints
const IO = 128;  // solve_line's buffer in ints (dds/line_wasm.c says what is where)
const LINE_OK = 1;

export async function loadSolver(wasmBinary) {
  const m = await createDDS({ wasmBinary: wasmBinary });
  // one thread with the small transposition table (as the native solver is set up)
  m._SetResources(30, 1);
  const deal = m._malloc(4 * DEAL), future = m._malloc(4 * FUTURE);
  const trace = m._malloc(4 * TRACE), solved = m._malloc(4 * SOLVED);
  const io = m._malloc(4 * IO);
  const text = new TextDecoder();

  function setDeal(ints) {
    m.HEAP32.set(ints, deal >> 2);
  }
  return {
    // SolveBoard on the deal given (24 ints): DDS's error code (< 1), or futureTricks
    // (54 ints) as a list
    solve: function (ints, target, solutions, mode) {
      setDeal(ints);
      const code = m._SolveBoard(deal, target, solutions, mode, future, 0);
      if (code !== 1) { return code; }
      return Array.from(m.HEAP32.subarray(future >> 2, (future >> 2) + FUTURE));
    },
    // AnalysePlayBin on the deal given and the cards played on (suits and ranks, DDS's
    // numbers; ``number`` as the trace says it): DDS's error code (< 1), or the tricks
    // before and after each of the first ``count`` cards
    analyse: function (ints, suits, ranks, number, count) {
      setDeal(ints);
      const at = trace >> 2;
      m.HEAP32[at] = number;
      m.HEAP32.set(suits, at + 1);
      m.HEAP32.set(ranks, at + 53);
      const code = m._AnalysePlayBin(deal, trace, solved, 0);
      if (code !== 1) { return code; }
      return Array.from(m.HEAP32.subarray((solved >> 2) + 1, (solved >> 2) + 2 + count));
    },
    // the compiled 64C line (line_core.c's line_solve) on the position and tuning given
    // (19 ints, as line_wasm.c reads them): the legal cards' count, cards, tricks, the card
    // picked, the line's count and numbers (ints, as line_wasm.c writes them after its
    // code), or what went wrong as text
    solveLine: function (ints) {
      m.HEAP32.set(ints, io >> 2);
      const code = m._solve_line(io);
      const at = io >> 2;
      if (code !== LINE_OK) {
        const bytes = m.HEAPU8.subarray(io + 4, io + 4 * IO);
        return text.decode(bytes.subarray(0, bytes.indexOf(0)));
      }
      return Array.from(m.HEAP32.subarray(at + 1, at + 30 + m.HEAP32[at + 29]));
    },
    // the bytes of WebAssembly memory the solver holds (for the benchmarks)
    memory: function () { return m.HEAP32.buffer.byteLength; }
  };
}
