/* The 64C line in the browser: line_core.c's line_solve (the compiled line CPython runs as
   the extension _fastline) over DDS linked into the same WebAssembly module, for
   verzaking/equity/wasm.py through site/dds/solver.mjs.  One call instead of one per
   search and analysis: the position comes in and the answer goes out in one buffer of
   32-bit integers, `io` (IO_INTS of them):

     in:  the four hands, each as its low and high 32 bits (0-7); the trick's leader (8),
          its cards so far (9: how many, 10-12: the cards); trumps (13: -1 none, 0 clubs
          .. 3 spades); the allowed cards, low and high 32 bits (14-15); the line's window,
          whole and search_lead (16-18)
     out: the code (0: LINE_OK or a failure); with LINE_OK the legal cards' count (1),
          the cards (2-14) and their tricks (15-27), the card picked (28: -1 none), the
          line's numbers (29: how many, 30-107: six a trick); with a failure, what it
          means as text (from byte 4, NUL-terminated)

   Nothing is decided here: the layout only. */

#include "line_core.h"

enum { IO_INTS = 128 };

/* DDS's own functions (dll.h), with our declarations of its structures (the same layout) */
int SolveBoard(struct dds_deal dl, int target, int solutions, int mode,
               struct dds_future *futp, int threadIndex);
int AnalysePlayBin(struct dds_deal dl, struct dds_trace play, struct dds_solved *solvedp,
                   int thrId);

static u64 bits(const int *io, int at)
{
    return (u64)(unsigned)io[at] | (u64)(unsigned)io[at + 1] << 32;
}

int solve_line(int *io)
{
    LinePosition at;
    LineSolved got;
    for (int i = 0; i < 4; i++) at.hands[i] = bits(io, 2 * i);
    at.leader = io[8];
    at.n = io[9];
    for (int i = 0; i < 3; i++) at.trick[i] = io[10 + i];
    at.trump = io[13];
    LineTuning tuning = {io[16], io[17], io[18]};
    int code = line_solve(SolveBoard, AnalysePlayBin, &at, bits(io, 14), tuning, &got);
    io[0] = code;
    if (code != LINE_OK) {
        line_message(code, (char *)(io + 1), (IO_INTS - 1) * 4);
        return code;
    }
    io[1] = got.count;
    for (int i = 0; i < 13; i++) {
        io[2 + i] = i < got.count ? got.legal[i] : 0;
        io[15 + i] = i < got.count ? got.scores[i] : 0;
    }
    io[28] = got.pick;
    io[29] = got.nrows;
    for (int i = 0; i < got.nrows; i++) io[30 + i] = got.rows[i];
    return code;
}
