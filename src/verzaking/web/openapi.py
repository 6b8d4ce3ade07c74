"""The OpenAPI description of ``POST /api/rule``: the README's case file in, its JSON out."""

from __future__ import annotations

from typing import Any

__all__ = ["DESCRIPTION", "RULE_DESCRIPTION", "RULE_REQUEST", "RULE_RESPONSES"]

DESCRIPTION = """\
Rules revokes under the laws of contract bridge (Laws 61-64 and 77 of the WBF Laws of
Duplicate Bridge 2017): finds every revoke, decides whether it was established, transfers
tricks and scores the board before and after, with each step and its article in Dutch or
English.

The same rulings are on the web page at `/` (at the table) and `/record` (from a hand
record).
"""

RULE_DESCRIPTION = """\
Send **one case or a list of cases** (what the director saw, trick by trick) as
`application/json` (or `application/yaml`), or a **PBN hand record** as `text/plain`, or a
file as `multipart/form-data` (field `file`, or `text`).

The answer is the README's JSON: an array with one object per board. A board that could not
be read or ruled has an `error` key (the message, in `lang`) instead of the ruling; the status
is then 422. A request that is not a case or a record at all (wrong content type, empty,
larger than 2 MB) gets the same array with a single error object and a 4xx status.

One request rules at most a few hundred boards (`verzaking serve --max-boards`, default
300: more is a 413, `web.err.too_many_boards`; choose one with `?board=`) and may take a
few seconds of work (`--time-budget`, default 5: more is a 422, `web.err.over_budget`).
"""

_SEAT = {"type": "string", "enum": ["N", "E", "S", "W"]}

CASE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "title": "Case",
    "description": "What the director saw at the table (the README's case file).",
    "required": ["contract", "declarer", "tricks"],
    "properties": {
        "laws": {"type": "string", "example": "2017", "description": "Edition (default 2017)."},
        "board": {"type": "string", "example": "1"},
        "contract": {"type": "string", "example": "4S",
                     "description": "4S, 3NT, 5DX, 6HXX, or Pass."},
        "declarer": {"type": "string", "example": "S", "description": "N, E, S, W (Dutch O, Z)."},
        "vulnerable": {"type": "string", "enum": ["None", "NS", "EW", "All"], "default": "None"},
        "tricks": {
            "type": "array", "maxItems": 13,
            "items": {"type": "string", "enum": ["N", "E", "S", "W", "NS", "EW"]},
            "description": "Who won each trick, in order: a seat, or a side where the seat "
                           "does not matter.",
        },
        "claim": {
            "type": "object",
            "description": "Required when fewer than 13 tricks are listed.",
            "required": ["declarer_tricks"],
            "properties": {"by": _SEAT,
                           "declarer_tricks": {"type": "integer", "minimum": 0, "maximum": 13}},
        },
        "revokes": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["seat", "trick"],
                "properties": {
                    "seat": _SEAT,
                    "trick": {"type": "integer", "minimum": 1, "maximum": 13},
                    "suit": {"type": "string", "enum": ["C", "D", "H", "S"]},
                    "card": {"type": "string", "example": "C3"},
                    "established": {"type": "boolean"},
                    "attention": {"type": "string",
                                  "enum": ["during_play", "after_next_call", "after_round"]},
                    "kind": {"type": "string", "enum": ["follow", "penalty_card"]},
                },
            },
        },
        "without_revoke": {"type": "integer", "minimum": 0, "maximum": 13,
                           "description": "The director's own judgement of 64C: declarer's "
                                          "total tricks had there been no revoke."},
        "title": {"type": "string"},
        "description": {"type": "string"},
        "comment": {"type": "string"},
    },
}

EXAMPLE_CASE = {
    "contract": "4S", "declarer": "S", "vulnerable": "None",
    "tricks": ["EW", "EW", "NS", "NS", "NS", "N", "NS", "NS", "EW", "NS", "NS", "EW", "NS"],
    "revokes": [{"seat": "E", "trick": 6}],
}

RULING_SCHEMA: dict[str, Any] = {
    "type": "object",
    "title": "Board",
    "description": "One board: its ruling, or `error` when it could not be read or ruled. "
                   "The keys listed in the README are a public interface; more may be added.",
    "properties": {
        "board": {"type": ["string", "null"]},
        "laws": {"type": "string", "example": "2017"},
        "contract": {"type": "string", "example": "4S"},
        "declarer": {"type": ["string", "null"], "example": "S"},
        "vulnerable": {"type": "string", "example": "None"},
        "revokes": {"type": "array", "items": {"type": "object", "properties": {
            "seat": _SEAT,
            "trick": {"type": "integer"},
            "established": {"type": "boolean"},
            "tricks_transferred": {"type": "integer"},
            "rule": {"type": "string", "example": "64A2"},
        }}},
        "declarer_tricks": {"type": "object", "properties": {
            "played": {"type": ["integer", "null"]}, "adjusted": {"type": ["integer", "null"]},
            "equity": {"type": "integer", "description": "The 64C result, where it differs."}}},
        "score_ns": {"type": "object", "properties": {
            "played": {"type": ["integer", "null"]}, "adjusted": {"type": ["integer", "null"]},
            "equity": {"type": "integer", "description": "The score of the 64C result."}}},
        "equity": {"type": "object", "description": "The board's 64C result and its basis.",
                   "properties": {
                       "basis": {"type": "string", "enum": ["director", "double_dummy"]},
                       "law": {"type": "string", "example": "64C1"},
                       "without_revoke": {"type": "integer"},
                       "applied": {"type": "boolean"}, "stands": {"type": "boolean"},
                       "declarer_tricks": {"type": ["integer", "null"]},
                       "score_ns": {"type": ["integer", "null"]}}},
        "enter": {"type": ["string", "null"],
                  "enum": ["automatic", "equity", "director", None],
                  "description": "Which result is the score to enter: the automatic one, the "
                                 "64C result, the director's 64C result still to be given "
                                 "(both sides revoked under 1997), or null where the director "
                                 "decides between the automatic result and the estimate."},
        "tricks": {"type": "array", "items": {"type": "object"}},
        "steps": {"type": "array", "items": {"type": "object", "properties": {
            "code": {"type": "string"}, "law": {"type": "string"}, "text": {"type": "string"}}}},
        "error": {"type": "string", "description": "Why the board could not be ruled."},
        "error_code": {"type": "string"},
    },
}

RULE_REQUEST: dict[str, Any] = {
    "requestBody": {
        "required": True,
        "description": "A case or a list of cases (JSON or YAML), or PBN text, or a file.",
        "content": {
            "application/json": {
                "schema": {"oneOf": [CASE_SCHEMA, {"type": "array", "items": CASE_SCHEMA}]},
                "example": EXAMPLE_CASE,
            },
            "application/yaml": {"schema": {"type": "string"}},
            "text/plain": {
                "schema": {"type": "string", "description": "A PBN hand record."},
                "example": '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:..."]\n'
                           '[Declarer "S"]\n[Contract "4S"]\n[Result "9"]\n[Play "W"]\n...',
            },
            "multipart/form-data": {
                "schema": {"type": "object", "properties": {
                    "file": {"type": "string", "format": "binary",
                             "description": "A .pbn, .json or .yaml file."},
                    "text": {"type": "string", "description": "The same as text."},
                }},
            },
        },
    },
}

_ARRAY = {"application/json": {"schema": {"type": "array", "items": RULING_SCHEMA}}}

RULE_RESPONSES: dict[int | str, dict[str, Any]] = {
    200: {"description": "Every board was ruled.", "content": _ARRAY},
    400: {"description": "Empty or unreadable request.", "content": _ARRAY},
    413: {"description": "The body is larger than 2 MB, or it has more boards to rule than "
                         "one request may rule.", "content": _ARRAY},
    415: {"description": "Not JSON, YAML, text or a form.", "content": _ARRAY},
    422: {"description": "At least one board could not be read or ruled: its object has "
                         "`error`; or the work took longer than a request may take.",
          "content": _ARRAY},
}
