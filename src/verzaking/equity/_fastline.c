/* The principal double-dummy line of Law 64C, compiled, for CPython: the thin wrapper of
   line_core.c (the line itself, shared with the browser's WebAssembly build: see
   line_core.h).  Here the Python objects are read into the core's position, the core is
   run with the GIL released, and its answer (or its failure, as the ValueError line.py
   raises) is given back.  DDS is endplay's library, called through the two function
   addresses the Python side gives (loaded by ctypes). */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

#include "line_core.h"

/* A Python int as a hand or a set of cards: one that is not (negative, beyond 64 bits, not
   an int) becomes all 64 bits, which the core refuses. */
static u64 card_set(PyObject *given)
{
    u64 m = PyLong_Check(given) ? PyLong_AsUnsignedLongLong(given) : (u64)-1;
    if (PyErr_Occurred()) {
        PyErr_Clear();
        m = (u64)-1;
    }
    return m;
}

/* The position from Python's hands and trick (a card that is not one becomes -1, and more
   than three cards in the trick are counted but not read: the core refuses both). */
static void read_position(PyObject *const *given, int leader, PyObject *trick, int trump,
                          LinePosition *at)
{
    Py_ssize_t n = PyTuple_GET_SIZE(trick);
    for (int i = 0; i < 4; i++) at->hands[i] = card_set(given[i]);
    at->leader = leader;
    at->trump = trump;
    at->n = n > 3 ? 4 : (int)n;
    for (Py_ssize_t i = 0; i < n && i < 3; i++) {
        long c = PyLong_AsLong(PyTuple_GET_ITEM(trick, i));
        if (PyErr_Occurred()) {
            PyErr_Clear();
            c = -1;
        }
        at->trick[i] = c < 0 || c > 51 ? -1 : (int)c;
    }
}

/* The ValueError for a failure code of the core. */
static PyObject *failure(int code)
{
    char said[120];
    line_message(code, said, sizeof said);
    PyErr_SetString(PyExc_ValueError, said);
    return NULL;
}

static PyObject *card_list(const int *cards, int count)
{
    PyObject *list = PyList_New(count);
    if (!list) return NULL;
    for (int i = 0; i < count; i++) PyList_SET_ITEM(list, i, PyLong_FromLong(cards[i]));
    return list;
}

static PyObject *py_play_out(PyObject *self, PyObject *args)
{
    unsigned long long solve, analyse_, deal;
    int leader, trump, card, until, limit, current, cards, code;
    LineTuning tuning;
    LinePosition at;
    PyObject *trick, *given[4];
    if (!PyArg_ParseTuple(args, "KKKiiOOOOiO!iiiiiii", &solve, &analyse_, &deal, &current,
                          &cards, &given[0], &given[1], &given[2], &given[3], &leader,
                          &PyTuple_Type, &trick, &trump, &card, &until, &limit, &tuning.window,
                          &tuning.whole, &tuning.search_lead))
        return NULL;
    read_position(given, leader, trick, trump, &at);
    int out[53];
    Py_BEGIN_ALLOW_THREADS
    code = line_play_out((solve_fn)(uintptr_t)solve, (analyse_fn)(uintptr_t)analyse_,
                         (const struct dds_deal *)(uintptr_t)deal, current, cards, &at, card,
                         until, limit, tuning, out);
    Py_END_ALLOW_THREADS
    if (code != LINE_OK) return failure(code);
    return card_list(out, until);
}

/* One search of every legal card's tricks, then the line after the best of them in
   `allowed`: what the estimate of 64C asks of the solver, in one call (line_core.h's
   line_solve).  Returns (cards, scores, line): the legal cards in the solver's order, the
   tricks of each for the side to play, and the line, six numbers a trick (None if no
   legal card is allowed). */
static PyObject *py_solve_line(PyObject *self, PyObject *args)
{
    unsigned long long solve, analyse_;
    int leader, trump, code;
    LineTuning tuning;
    LinePosition at;
    LineSolved got;
    PyObject *trick, *given[4], *allowed;
    if (!PyArg_ParseTuple(args, "KKOOOOiO!iOiii", &solve, &analyse_, &given[0], &given[1],
                          &given[2], &given[3], &leader, &PyTuple_Type, &trick, &trump,
                          &allowed, &tuning.window, &tuning.whole, &tuning.search_lead))
        return NULL;
    read_position(given, leader, trick, trump, &at);
    u64 mask = card_set(allowed);
    Py_BEGIN_ALLOW_THREADS
    code = line_solve((solve_fn)(uintptr_t)solve, (analyse_fn)(uintptr_t)analyse_, &at, mask,
                      tuning, &got);
    Py_END_ALLOW_THREADS
    if (code != LINE_OK) return failure(code);
    PyObject *cards_ = card_list(got.legal, got.count), *scores_ = card_list(got.scores, got.count);
    PyObject *line = Py_None;
    if (got.pick >= 0)
        line = card_list(got.rows, got.nrows);
    else
        Py_INCREF(Py_None);
    if (!cards_ || !scores_ || !line) {
        Py_XDECREF(cards_);
        Py_XDECREF(scores_);
        Py_XDECREF(line);
        return NULL;
    }
    return Py_BuildValue("(NNN)", cards_, scores_, line);
}

/* Law 44's winner of a trick so far (the lead and up to three more cards, as played), as
   the core finds it for the line: (where it lies, the card).  Only for the test that this
   compiled twin is the Python one (verzaking/trick.py's ahead), card for card. */
static PyObject *py_ahead(PyObject *self, PyObject *args)
{
    PyObject *trick;
    int trump, cards[4], best;
    if (!PyArg_ParseTuple(args, "O!i", &PyTuple_Type, &trick, &trump))
        return NULL;
    Py_ssize_t n = PyTuple_GET_SIZE(trick);
    if (n < 1 || n > 4 || trump < -1 || trump > 3) {
        PyErr_SetString(PyExc_ValueError, "one to four cards, and a trump suit -1 to 3");
        return NULL;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        long c = PyLong_AsLong(PyTuple_GET_ITEM(trick, i));
        if (c == -1 && PyErr_Occurred()) return NULL;
        if (c < 0 || c > 51) {
            PyErr_SetString(PyExc_ValueError, "a card is 0 to 51");
            return NULL;
        }
        cards[i] = (int)c;
    }
    int at = line_ahead(cards, (int)n, trump, &best);
    return Py_BuildValue("(ii)", at, best);
}

static PyMethodDef methods[] = {
    {"play_out", py_play_out, METH_VARARGS,
     "The line's cards from a position loaded in DDS (see line.py's _play_out)."},
    {"solve_line", py_solve_line, METH_VARARGS,
     "Every legal card's tricks and the line after the best allowed one (see line.py's "
     "solve_and_line)."},
    {"ahead", py_ahead, METH_VARARGS,
     "Law 44: where the card that wins the trick so far lies in it, and the card (the twin "
     "of verzaking/trick.py's ahead, for its test)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_fastline",
    "The principal double-dummy line of Law 64C, compiled (see line_core.h).", -1, methods,
};

PyMODINIT_FUNC PyInit__fastline(void) { return PyModule_Create(&module); }
