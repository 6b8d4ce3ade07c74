/* The principal double-dummy line of Law 64C, compiled, for both worlds: the core
   (line_core.c, no Python in it) that _fastline.c wraps for CPython and dds/line_wasm.c
   compiles into the WebAssembly module with DDS for the browser.  Both call the same
   entry points; only how the position comes in and the answer goes out differs.

   Cards are 0..51: suit * 13 + rank, suit 0 clubs .. 3 spades, rank 0 (two) .. 12
   (ace); a hand is a 52-bit set of them.  DDS is called through the two function
   addresses each wrapper gives (endplay's library loaded by ctypes, or DDS linked into
   the same WebAssembly module); its structures are declared here after its header
   include/dll.h, as dds.py declares them. */

#ifndef VERZAKING_LINE_CORE_H
#define VERZAKING_LINE_CORE_H

#include <stdint.h>

typedef uint64_t u64;

struct dds_deal {
    int trump, first;
    int currentTrickSuit[3], currentTrickRank[3];
    unsigned int remainCards[4][4];
};
struct dds_future { int nodes, cards; int suit[13], rank[13], equals[13], score[13]; };
struct dds_trace { int number; int suit[52], rank[52]; };
struct dds_solved { int number; int tricks[53]; };

#ifdef _WIN32
#define DDS_CALL __stdcall
#else
#define DDS_CALL
#endif
typedef int (DDS_CALL *solve_fn)(struct dds_deal, int, int, int, struct dds_future *, int);
typedef int (DDS_CALL *analyse_fn)(struct dds_deal, struct dds_trace, struct dds_solved *, int);

/* Our failure codes (line_message says each); REFUSED_POSITION + code: DDS refused a
   search's position (its own codes are -1 .. -99), a code of its own: DDS refused a
   play analysis. */
enum {
    LINE_OK = 1, NO_CARD_KEEPS = -1001, NOT_FOUND = -1002, LAST_TRICK = -1003,
    BAD_POSITION = -1004, BAD_TUNING = -1005, REFUSED_POSITION = -2000
};

/* The line's tuning: line.py's WINDOW, WHOLE and SEARCH_LEAD. */
typedef struct { int window, whole, search_lead; } LineTuning;

/* A position: the four hands at the start of the trick, its leader, the cards played to
   it (a card outside 0..51 is refused), the trump suit (-1: no trumps). */
typedef struct { u64 hands[4]; int leader, n, trick[3], trump; } LinePosition;

/* What line_solve finds: the legal cards in the solver's order (each card DDS lists, then
   its equivalents, lowest first) and each one's tricks for the side to play; the best
   card allowed (-1: none, and no line) and the line from the start of the trick to the
   end, six numbers a trick: its leader, its winner and the cards of North, East, South
   and West. */
typedef struct {
    int count, legal[13], scores[13], pick, nrows, rows[78];
} LineSolved;

/* Every legal card's tricks (one SolveBoard), then the line after the best of them in
   `allowed` (a set of cards): what the estimate of 64C asks of the solver, in one call.
   LINE_OK, or a failure code (the position and tuning are checked before DDS is
   called). */
int line_solve(solve_fn solve, analyse_fn analyse, const LinePosition *at, u64 allowed,
               LineTuning tuning, LineSolved *got);

/* The line's `until` cards from a position loaded in DDS (`deal`, its `current` cards in
   the trick and `cards` in the hands: the position `at`), `card` first, the first
   `limit` checked by the solver: into out[0..until).  LINE_OK or a failure code. */
int line_play_out(solve_fn solve, analyse_fn analyse, const struct dds_deal *deal,
                  int current, int cards, const LinePosition *at, int card, int until,
                  int limit, LineTuning tuning, int *out);

/* Law 44's winner of a trick so far (the lead and up to three more cards, as played):
   where it lies in the trick; *best the card. */
int line_ahead(const int *trick, int n, int trump, int *best);

/* What a failure code means, in words, into out (at most `size` bytes, NUL included). */
void line_message(int code, char *out, int size);

#endif
