"""The log's own bad input: one error class, its message looked up by its full catalog key.

>>> err = LogError(code="log.err.no_entry", number=7, db="/tmp/log.sqlite")
>>> err.message("en")
'/tmp/log.sqlite: there is no entry 7 in this log (see verzaking log list)'
"""

from __future__ import annotations

from typing import Any

from ..errors import VerzakingError
from ..io.textio import os_reason
from ..render.i18n import text

__all__ = ["LogError", "field_name", "os_problem"]


class LogError(VerzakingError):
    """A log that cannot be opened or written, a bad import file, an unknown entry.

    ``code`` is the whole catalog key (``log.err.…``); the facts name the place:
    ``db`` (the log file), ``file`` (an import or output file), ``entry`` (the
    place of an entry in an import file), ``field``.
    """

    def __init__(self, *, code: str, **params: Any) -> None:
        super().__init__(code, **params)

    def message(self, lang: str = "nl") -> str:
        """The message in ``lang``, with its place."""
        place = {"file": self.file, "line": self.line, "board": self.board}
        facts = {k: _said(v, lang) for k, v in {**place, **self.params}.items() if v is not None}
        entry = str(self.params.get("entry", ""))
        if isinstance(facts.get("field"), str) and (entry == "-" or entry.isdigit()):
            # a form's field (a new entry, or one corrected): named as the page names it;
            # an import file's keeps its key, as the file has it
            facts["field"] = field_name(facts["field"], lang)
        try:
            said = text(self.code, lang, facts)
            if self.params.get("entry") == "-" and said.startswith("-: "):  # a new entry
                said = said[3:4].upper() + said[4:]  # has no place of its own to name
            return said
        except KeyError:  # a code without a message: still a message, never a crash
            return self.code + " " + ", ".join(f"{k}={v}" for k, v in facts.items())


def field_name(key: str, lang: str) -> str:
    """A field of an entry's content as the log's columns name it (``score_ns``: "NS score");
    the key itself for one without a column."""
    try:
        return text("log.col." + key, lang)
    except KeyError:
        return key


def _said(value: Any, lang: str) -> Any:
    """A fact as the message says it: a reason in words, another error as its message."""
    if isinstance(value, str) and value.startswith(("log.reason.", "reason.")):
        try:
            return text(value, lang)
        except KeyError:
            return value
    if isinstance(value, VerzakingError):
        return value.message(lang)
    return value


def os_problem(exc: OSError) -> str:
    """A catalog key (``log.reason.*``: a write's words) for a common operating-system error,
    else its text."""
    return os_reason(exc, "log.reason.")
