/* The principal double-dummy line of Law 64C, compiled: the same algorithm as
   line.py's _play_out (guess by plain card play, check with DDS's play analysis,
   try another card where the value drops, one search for a lead guessed wrong in
   a large position), card for card, so that both give the same line.  Python spends
   more time guessing and bookkeeping than DDS spends checking, in small endings;
   here that time is gone.

   The core of both worlds (see line_core.h): no Python here.  _fastline.c wraps it
   for CPython (endplay's DDS), dds/line_wasm.c for the browser (DDS compiled to
   WebAssembly with it).  The caller holds the solver's lock. */

#include <stdio.h>
#include <string.h>

#include "line_core.h"

#define SUIT(s) ((u64)0x1FFF << (13 * (s)))

#if (defined(__GNUC__) || defined(__clang__)) && !defined(FASTLINE_PORTABLE)
static int bitlen(u64 m) { return m ? 64 - __builtin_clzll(m) : 0; }
static int lowbit(u64 m) { return __builtin_ctzll(m); }  /* m != 0 */
static int popcount(u64 m) { return __builtin_popcountll(m); }
#else  /* other compilers (MSVC): plain loops, the same results */
static int bitlen(u64 m) { int n = 0; while (m) { n++; m >>= 1; } return n; }
static int lowbit(u64 m) { int n = 0; while (!(m & 1)) { n++; m >>= 1; } return n; }
static int popcount(u64 m) { int n = 0; while (m) { m &= m - 1; n++; } return n; }
#endif

/* Before one card of the line: the four hands, the leader, the cards of the trick. */
typedef struct { u64 h[4]; int lead, n, trick[3]; } State;

typedef struct {
    solve_fn solve;
    analyse_fn analyse;
    struct dds_deal deal;   /* the position loaded last */
    int current, cards;     /* its cards in the trick, and in the hands */
    struct dds_trace trace;
    struct dds_solved solved;
    int trump;              /* -1: no trumps */
    int window, whole, search_lead;
} Solver;

/* Where the card that wins the trick so far lies in it (0: the lead); *best the card. */
static int ahead(const int *trick, int n, int trump, int *best)
{
    int b = trick[0], at = 0;
    for (int i = 1; i < n; i++) {
        int c = trick[i];
        if (c / 13 == b / 13) {
            if (c > b) { b = c; at = i; }
        } else if (c / 13 == trump) {
            b = c; at = i;
        }
    }
    *best = b;
    return at;
}

/* The runs of equivalent cards of `legal` (no card of `blockers` between them), as
   (lowest, highest) pairs by suit and rank; returns how many. */
static int groups(u64 legal, u64 blockers, int out[][2])
{
    int k = 0;
    for (int base = 0; base < 52; base += 13) {
        u64 cards = (legal >> base) & 0x1FFF, stops = (blockers >> base) & 0x1FFF;
        while (cards) {
            int low = lowbit(cards);
            u64 above = stops >> low << low, run;
            run = above ? cards & ((above & -above) - 1) : cards;
            out[k][0] = base + low;
            out[k][1] = base + bitlen(run) - 1;
            k++;
            cards ^= run;
        }
    }
    return k;
}

static int is_banned(int low, int high, const int *banned, int nb)
{
    for (int i = 0; i < nb; i++)
        if (low <= banned[i] && banned[i] <= high) return 1;
    return 0;
}

/* leads.py's LEAD_WEIGHTS and lead_features, in the same order: a lead's score. */
static const int LEAD_WEIGHTS[31] = {
    -6, 13, 13, 2, -1, -3, 3, 3, -2, -3, -12, -20, 10, -7, -5, 12, 6, 2, -5, 7,
    -9, 6, 7, -1, -3, -5, 4, 9, 3, 2, -2};

static int min2(int a, int b) { return a < b ? a : b; }
static int max2(int a, int b) { return a > b ? a : b; }

static int lead_score(const u64 *h, int seat, int trump, int low, int high)
{
    int base = low - low % 13;
    u64 hand = h[seat], mate = h[(seat + 2) & 3], lho = h[(seat + 1) & 3], rho = h[(seat + 3) & 3];
    u64 mine = (hand >> base) & 0x1FFF, pm = (mate >> base) & 0x1FFF;
    u64 lm = (lho >> base) & 0x1FFF, rm = (rho >> base) & 0x1FFF;
    u64 every = mine | pm | lm | rm, ours = mine | pm;
    int top = bitlen(every) - 1, sec = bitlen(every & ~((u64)1 << top)) - 1;
    int hi = high - base, lo = low - base, tops = 0, r = top;
    while (r >= 0 && (ours >> r & 1)) {
        tops++;
        r--;
        while (r >= 0 && !(every >> r & 1)) r--;
    }
    int nm = popcount(mine), np = popcount(pm), nl = popcount(lm), nr = popcount(rm);
    u64 trumps = trump >= 0 ? SUIT(trump) : 0, opp_trumps = (lho | rho) & trumps;
    int is_trump = trump >= 0 && base == 13 * trump, side = trump >= 0 && !is_trump;
    int sl = sec >= 0 && (lm >> sec & 1), sr = sec >= 0 && (rm >> sec & 1);
    int sp = sec >= 0 && (pm >> sec & 1);
    int f[31] = {
        is_trump, hi == top, (int)(pm >> top & 1), (int)(rm >> top & 1), sl, sr, sp,
        np, nl, nr,
        side && !nl && (lho & trumps), side && !nr && (rho & trumps), side && !np && (mate & trumps),
        !nl, !nr, !np,
        !((lm | rm) >> (hi + 1)), min2(tops, 3), min2(tops, min2(nl, nr)),
        min2(popcount((mine >> lo) & (((u64)2 << (hi - lo)) - 1)), 4),
        is_trump && !opp_trumps, trump < 0 && nm + np > 2 * max2(nl, nr),
        nm == 1, np == 1, bitlen(pm) > bitlen(lm | rm),
        lm && bitlen(mine) > bitlen(lm), rm && bitlen(pm) > bitlen(rm),
        side && !opp_trumps, min2(tops, max2(nl, nr)),
        min2(bitlen(lm), bitlen(rm)) > bitlen(ours),
        (int)(lm >> top & 1) && sl};
    int v = 0;
    for (int i = 0; i < 31; i++) v += LEAD_WEIGHTS[i] * f[i];
    return v;
}

/* leads.py's scored_lead: the suit whose run scores best, none of `banned`'s runs (-1 if
   all are; of runs scored alike, the first by suit and rank); that run's highest card if
   it holds the suit's winner, else the suit's lowest run's. */
static int lead_scored(const u64 *h, int seat, int trump, const int *banned, int nb)
{
    u64 hand = h[seat], every = h[0] | h[1] | h[2] | h[3];
    int runs[13][2], n = groups(hand, every & ~hand, runs), pick = -1, best = 0;
    for (int i = 0; i < n; i++) {
        if (is_banned(runs[i][0], runs[i][1], banned, nb)) continue;
        int v = lead_score(h, seat, trump, runs[i][0], runs[i][1]);
        if (pick < 0 || v > best) { pick = runs[i][1]; best = v; }
    }
    if (pick < 0 || pick == bitlen(every & SUIT(pick / 13)) - 1) return pick;
    /* not the suit's winner: the suit's lowest run that is not banned (runs are by rank) */
    for (int i = 0; i < n; i++)
        if (runs[i][0] / 13 == pick / 13 && !is_banned(runs[i][0], runs[i][1], banned, nb))
            return runs[i][1];
    return pick;
}

/* leads.py's plain_lead without bans: plain play's lead (scores in tenths). */
static int lead_plain(const u64 *h, int seat, int trump)
{
    u64 hand = h[seat], mate = h[(seat + 2) & 3], lho = h[(seat + 1) & 3], rho = h[(seat + 3) & 3];
    u64 every = hand | mate | lho | rho;
    int opp_trumps = trump >= 0 ? 13 * trump : -1, pick = -1, best = 0;
    for (int base = 0; base < 52; base += 13) {
        u64 cards = (hand >> base) & 0x1FFF;
        if (!cards) continue;
        int low = lowbit(cards), count = popcount(cards);
        u64 above = ((every & ~hand) >> base) & 0x1FFF, run;
        above = above >> low << low;
        run = above ? cards & ((above & -above) - 1) : cards;
        int first = base + bitlen(run) - 1;
        int top = base + bitlen((every >> base) & 0x1FFF) - 1;
        int v = count + 2;
        if (base == opp_trumps) {
            v -= 10;
            if (pick < 0 || v > best) { pick = first; best = v; }
            continue;
        }
        int ruffed = opp_trumps >= 0 && (
            (!((lho >> base) & 0x1FFF) && ((lho >> opp_trumps) & 0x1FFF)) ||
            (!((rho >> base) & 0x1FFF) && ((rho >> opp_trumps) & 0x1FFF)));
        if (first == top) v += 30;
        else if (mate >> top & 1) v += 25;
        if (ruffed) v -= 30;
        if (pick < 0 || v > best) { pick = first; best = v; }
        if (first != top && (hand >> top & 1)) {
            v = count + 30 - (ruffed ? 30 : 0);
            if (v > best) { pick = top; best = v; }
        }
    }
    return pick;
}

/* The lowest card of the longest suit without a winner in it (not trumps). */
static int discard(u64 legal, const u64 *h, int seat, int trump)
{
    u64 hand = h[seat], others = (h[0] | h[1] | h[2] | h[3]) & ~hand;
    int pick = -1, best = 99;
    for (int s = 0; s < 4; s++) {
        u64 cards = (legal >> (13 * s)) & 0x1FFF;
        if (!cards) continue;
        u64 mine = (hand >> (13 * s)) & 0x1FFF;
        int key = ((s == trump) << 5 | (bitlen(mine) > bitlen((others >> (13 * s)) & 0x1FFF)) << 4)
                  + 13 - popcount(mine);
        if (key < best) { pick = 13 * s + lowbit(cards); best = key; }
    }
    return pick;
}

/* See line.py's _follow. */
static int follow(u64 legal, const u64 *h, int seat, const int *trick, int n, int trump)
{
    int led = trick[0] / 13, best, at = ahead(trick, n, trump, &best);
    int partner = ((n - at) & 1) == 0;
    u64 mask = SUIT(led);
    if (legal & mask) {
        if (best / 13 != led) return lowbit(legal);
        u64 fourth = n == 2 ? h[(seat + 1) & 3] & mask : 0;
        int top = bitlen(fourth);
        if (partner && top <= best) return lowbit(legal);
        u64 higher = legal >> (best + 1) << (best + 1);
        if (!higher || n == 1) return lowbit(legal);
        u64 beat = top < 64 ? higher >> top << top : 0;
        u64 pick = beat ? beat : (partner ? legal : higher);
        return lowbit(pick);
    }
    if (trump >= 0 && !partner) {
        u64 ruffs = legal & SUIT(trump);
        if (best / 13 == trump) ruffs = ruffs >> (best + 1) << (best + 1);
        if (ruffs) return lowbit(ruffs);
    }
    return discard(legal, h, seat, trump);
}

static u64 legal_of(u64 hand, const int *trick, int n)
{
    u64 follow_ = n ? hand & SUIT(trick[0] / 13) : 0;
    return follow_ ? follow_ : hand;
}

/* The card plain play suggests, none of `banned` or their equivalents; -1 if none. */
static int guess(const u64 *h, int seat, const int *trick, int n, int trump,
                 const int *banned, int nb)
{
    u64 hand = h[seat];
    if (!n) return lead_scored(h, seat, trump, banned, nb);
    u64 legal = legal_of(hand, trick, n);
    if (nb) {
        u64 blockers = (h[0] | h[1] | h[2] | h[3]) & ~hand;
        for (int i = 0; i < n; i++) blockers |= (u64)1 << trick[i];
        int runs[13][2], k = groups(legal, blockers, runs);
        legal = 0;
        for (int i = 0; i < k; i++)
            if (!is_banned(runs[i][0], runs[i][1], banned, nb))
                legal |= ((u64)2 << runs[i][1]) - ((u64)1 << runs[i][0]);
        if (!legal) return -1;
    }
    if (!(legal & (legal - 1))) return lowbit(legal);
    return follow(legal, h, seat, trick, n, trump);
}

/* Play seq[at..given) and guess up to `until` cards; states[i] is the state before
   card i.  Returns 0 when every card at `at` is banned. */
static int extend(int *seq, int given, State *states, int at, const int *banned, int nb,
                  int trump, int until)
{
    State s = states[at];
    for (int i = at; i < until; i++) {
        int seat = (s.lead + s.n) & 3, c;
        u64 hand = s.h[seat];
        if (i < given) {
            c = seq[i];
        } else if (nb && i == at) {
            c = guess(s.h, seat, s.trick, s.n, trump, banned, nb);
            if (c < 0) return 0;
        } else if (!s.n) {
            c = hand & (hand - 1) ? lead_plain(s.h, seat, trump) : bitlen(hand) - 1;
        } else {
            u64 legal = legal_of(hand, s.trick, s.n);
            c = legal & (legal - 1) ? follow(legal, s.h, seat, s.trick, s.n, trump)
                                    : bitlen(legal) - 1;
        }
        seq[i] = c;
        s.h[seat] = hand & ~((u64)1 << c);
        if (s.n == 3) {
            int all[4] = {s.trick[0], s.trick[1], s.trick[2], c}, best;
            s.lead = (s.lead + ahead(all, 4, trump, &best)) & 3;
            s.n = 0;
        } else {
            s.trick[s.n++] = c;
        }
        states[i + 1] = s;
    }
    return 1;
}

/* DDS's value before and after each of seq[0..count) from the position loaded. */
static int analyse(Solver *sv, const int *seq, int count, const int **values)
{
    if (count > sv->cards - 4) return LAST_TRICK;
    for (int i = 0; i < count; i++) {
        sv->trace.suit[i] = 3 - seq[i] / 13;
        sv->trace.rank[i] = seq[i] % 13 + 2;
    }
    sv->trace.number = count + sv->current;
    int code = sv->analyse(sv->deal, sv->trace, &sv->solved, 0);
    if (code != 1) return code;
    *values = sv->solved.tricks;
    return 1;
}

static void load(Solver *sv, const u64 *h, int leader, const int *trick, int n)
{
    struct dds_deal *dl = &sv->deal;
    dl->trump = sv->trump < 0 ? 4 : 3 - sv->trump;
    dl->first = leader;
    sv->cards = 0;
    for (int i = 0; i < 4; i++) {
        u64 m = h[i];
        dl->remainCards[i][0] = (unsigned)((m >> 37) & 0x7FFC);
        dl->remainCards[i][1] = (unsigned)((m >> 24) & 0x7FFC);
        dl->remainCards[i][2] = (unsigned)((m >> 11) & 0x7FFC);
        dl->remainCards[i][3] = (unsigned)((m << 2) & 0x7FFC);
        sv->cards += popcount(m);
    }
    for (int i = 0; i < 3; i++) {
        dl->currentTrickSuit[i] = i < n ? 3 - trick[i] / 13 : 0;
        dl->currentTrickRank[i] = i < n ? trick[i] % 13 + 2 : 0;
    }
    sv->current = n;
}

/* A lead that keeps the value, from one search of the position (the table kept). */
static int best_lead(Solver *sv, const State *at, int *card)
{
    struct dds_future fut;
    load(sv, at->h, at->lead, NULL, 0);
    int code = sv->solve(sv->deal, -1, 1, 2, &fut, 0);
    if (code != 1) return code;
    *card = (3 - fut.suit[0]) * 13 + fut.rank[0] - 2;
    return 1;
}

/* line.py's _play_out: `until` cards from `start` (loaded in the solver), out[0]
   first; the first `limit` checked.  The line goes to out[0..until); returns 1 or an
   error code. */
static int play_out(Solver *sv, State start, int until, int limit, int *out)
{
    int seq[53], nseq = 1, at = 0, banned[52], nb = 0;  /* seq[0..nseq) given; states[0..at] */
    State states[54];
    int good = 1, first = start.n, done = 0, trump = sv->trump, rounds = 8 * until + 8;
    seq[0] = out[0];
    states[0] = start;
    for (int round = 0; round < rounds; round++) {
        if (good >= limit) {
            extend(seq, nseq, states, at, NULL, 0, trump, until);
            for (int i = 0; i < until; i++) out[done + i] = seq[i];
            return 1;
        }
        int end;
        if (until - good > sv->whole)
            end = nb ? good + 1 : (good + first + sv->window) / 4 * 4 - first;
        else
            end = until;
        if (end > limit) end = limit;
        if (!extend(seq, nseq, states, at, banned, nb, trump, end)) return NO_CARD_KEEPS;
        nseq = at = end;
        const int *values;
        int code = analyse(sv, seq, end, &values);
        if (code != 1) return code;
        int wrong = -1;
        for (int i = good; i < end; i++)
            if (values[i + 1] != values[i]) { wrong = i; break; }
        if (wrong < 0) {
            good = end;
            nb = 0;
            continue;
        }
        int bad = seq[wrong];
        nseq = at = wrong;
        if (wrong > good) nb = 0;
        if (!nb && (first + wrong) % 4 == 0 && until - wrong > sv->search_lead) {
            /* a lead guessed wrong in a large position: one search finds a right one */
            State from = states[wrong];
            int card;
            code = best_lead(sv, &from, &card);
            if (code != 1) return REFUSED_POSITION + code;
            for (int i = 0; i < wrong; i++) out[done + i] = seq[i];
            done += wrong;
            seq[0] = card;
            nseq = 1;
            at = 0;
            states[0] = from;
            first = 0;
            until -= wrong;
            limit -= wrong;
            good = 1;
            continue;
        }
        good = wrong;
        banned[nb++] = bad;
    }
    return NOT_FOUND;
}

/* The line's tuning in the ranges play_out indexes with. */
static int tuning_ok(LineTuning t)
{
    return t.window >= 1 && t.window <= 52 && t.whole >= 0 && t.whole <= 52
           && t.search_lead >= 0 && t.search_lead <= 52;
}

/* Everything checked before the solver is touched: a position that is not one (a hand
   not a set of cards, hands of more than 13 cards, of unequal lengths or sharing a card, a
   card played twice or not a card) is refused.  Returns 0, or 1 with `start` and `*cards`
   (the cards still held) filled in. */
static int position_ok(const LinePosition *at, State *start, int *cards)
{
    int n = at->n, leader = at->leader, trump = at->trump;
    u64 every = 0, seen = 0;
    int bad = n < 0 || n > 3 || leader < 0 || leader > 3 || trump < -1 || trump > 3;
    for (int i = 0; i < 4 && !bad; i++) {
        u64 h = at->hands[i];
        bad = h >> 52 || popcount(h) > 13 || (every & h);
        every |= h;
    }
    for (int i = 1; i < 4 && !bad; i++)  /* those who played to the trick hold one fewer */
        bad = popcount(at->hands[(leader + i) & 3]) + (i < n)
              != popcount(at->hands[leader]) + (0 < n);
    State s = {{0, 0, 0, 0}, leader, n, {0, 0, 0}};
    for (int i = 0; i < n && !bad; i++) {
        int c = at->trick[i];
        bad = c < 0 || c > 51 || ((every | seen) >> c & 1);
        if (!bad) { s.trick[i] = c; seen |= (u64)1 << c; }
    }
    if (bad || !every) return 0;
    for (int i = 0; i < 4; i++) s.h[i] = at->hands[i];
    *start = s;
    *cards = popcount(every);
    return 1;
}

static Solver new_solver(solve_fn solve, analyse_fn analyse_, int trump, LineTuning t)
{
    Solver sv;
    memset(&sv, 0, sizeof sv);
    sv.solve = solve;
    sv.analyse = analyse_;
    sv.trump = trump;
    sv.window = t.window;
    sv.whole = t.whole;
    sv.search_lead = t.search_lead;
    return sv;
}

int line_play_out(solve_fn solve, analyse_fn analyse_, const struct dds_deal *deal,
                  int current, int cards, const LinePosition *at, int card, int until,
                  int limit, LineTuning tuning, int *out)
{
    State start;
    int held;
    if (!tuning_ok(tuning)) return BAD_TUNING;
    if (!position_ok(at, &start, &held)) return BAD_POSITION;
    /* also refused: `until` not the cards still held, `card` not in the hand to play, the
       loaded position's counts not these */
    if (current != start.n || cards != until || limit < 0 || limit > until || !solve
            || !analyse_ || !deal || until != held || card < 0 || card > 51
            || !(start.h[(start.lead + start.n) & 3] >> card & 1))
        return BAD_POSITION;
    Solver sv = new_solver(solve, analyse_, at->trump, tuning);
    sv.deal = *deal;
    sv.current = current;
    sv.cards = cards;
    out[0] = card;
    return play_out(&sv, start, until, limit, out);
}

int line_solve(solve_fn solve, analyse_fn analyse_, const LinePosition *at, u64 allowed,
               LineTuning tuning, LineSolved *got)
{
    State start;
    int held, trump = at->trump, out[53], count = 0, pick = -1;
    if (!tuning_ok(tuning)) return BAD_TUNING;
    if (!position_ok(at, &start, &held) || !solve || !analyse_ || allowed >> 52)
        return BAD_POSITION;
    Solver sv = new_solver(solve, analyse_, trump, tuning);
    struct dds_future fut;
    load(&sv, start.h, start.lead, start.trick, start.n);
    int code = sv.solve(sv.deal, -1, 3, 1, &fut, 0);
    if (code != 1) return REFUSED_POSITION + code;
    for (int i = 0; i < fut.cards && count < 13; i++) {
        int base = (3 - fut.suit[i]) * 13 - 2, eq = fut.equals[i] >> 2;
        got->legal[count] = base + fut.rank[i];
        got->scores[count++] = fut.score[i];
        for (int r = 2; eq && count < 13; r++, eq >>= 1)
            if (eq & 1) {
                got->legal[count] = base + r;
                got->scores[count++] = fut.score[i];
            }
    }
    got->count = count;
    for (int i = 0, best = -1; i < count; i++)  /* ties: the first, in DDS's order */
        if (got->scores[i] > best && (allowed >> got->legal[i] & 1)) {
            best = got->scores[i];
            pick = got->legal[i];
        }
    got->pick = pick;
    got->nrows = 0;
    if (pick < 0) return LINE_OK;
    out[0] = pick;
    code = play_out(&sv, start, held, held > 4 ? held - 4 : 0, out);
    if (code != 1) return code;
    int all[56], lead = start.lead, k = 0;
    for (int i = 0; i < start.n; i++) all[i] = start.trick[i];
    for (int i = 0; i < held; i++) all[start.n + i] = out[i];
    for (int i = 0; i + 4 <= start.n + held; i += 4) {
        int best, win = (lead + ahead(all + i, 4, trump, &best)) & 3;
        got->rows[k++] = lead;
        got->rows[k++] = win;
        for (int seat = 0; seat < 4; seat++) got->rows[k++] = all[i + ((seat - lead) & 3)];
        lead = win;
    }
    got->nrows = k;
    return LINE_OK;
}

int line_ahead(const int *trick, int n, int trump, int *best)
{
    return ahead(trick, n, trump, best);
}

void line_message(int code, char *out, int size)
{
    if (code == NO_CARD_KEEPS)
        snprintf(out, size, "no card keeps the double-dummy value");
    else if (code == NOT_FOUND)
        snprintf(out, size, "the double-dummy line was not found");
    else if (code == LAST_TRICK)
        snprintf(out, size, "the solver does not analyse the last trick");
    else if (code == BAD_POSITION)
        snprintf(out, size, "a position the line cannot start from");
    else if (code == BAD_TUNING)
        snprintf(out, size, "the line's window, whole or search_lead out of range");
    else if (code < REFUSED_POSITION + 100 && code > REFUSED_POSITION - 100)
        snprintf(out, size, "the solver refused the position (DDS error %d)",
                 code - REFUSED_POSITION);
    else
        snprintf(out, size, "the solver refused the play (DDS error %d)", code);
}
