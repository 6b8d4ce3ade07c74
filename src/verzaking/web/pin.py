"""The director's PIN for the server's log: the sign-in cookie and the forms' token.

``verzaking serve`` takes the PIN (``--pin``, ``$VERZAKING_LOG_PIN``, else a random one
it prints) and makes a random signing key at each start; both reach the server's
processes in the environment.  Signing in gives the browser a cookie that says which
sign-in it is and until when (12 hours, :data:`EVENING`), signed with the key (HMAC-
SHA-256): a server started again has a new key, and every sign-in ends with it.  Each
form that changes the log carries the sign-in's token, the HMAC of its id, which a page
of another site cannot know.  The PIN is compared in constant time (:func:`hmac.compare_digest`
of two digests of the same length) and is never written into a page, an address or a log.

>>> d = Director("4711", key=b"k" * 32, clock=lambda: 1000.0)
>>> d.pin_matches("4711"), d.pin_matches("4712"), d.pin_matches("")
(True, False, False)
>>> cookie, s = d.sign_in()
>>> d.session(cookie) == s, d.token_ok(s, s.token), d.token_ok(s, "x")
(True, True, False)
>>> d.session(cookie[:-1] + ("A" if cookie[-1] != "A" else "B")) is None  # tampered
True
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import re
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from .tries import ALL_BLOCK, ALL_LIMIT, Tries

__all__ = ["COOKIE", "EVENING", "KEY_ENV", "PIN_ENV", "STRONG", "TRIES_ENV", "Director",
           "Session", "new_pin", "pin_problem", "pin_warning", "session_of"]

PIN_ENV = "VERZAKING_LOG_PIN"
"""The environment variable with the PIN (``verzaking serve`` sets it for its processes)."""
KEY_ENV = "VERZAKING_LOG_KEY"
"""The signing key of this start of the server (hex), made by ``verzaking serve``."""
TRIES_ENV = "VERZAKING_LOG_TRIES"
"""The database of wrong tries the server's processes share (:class:`~.tries.Tries`)."""
COOKIE = "verzaking_director"
"""The sign-in cookie (HttpOnly, SameSite=Strict, path ``/log``)."""
EVENING = 12 * 3600
"""Seconds a sign-in lasts (unless the server stops first, or the director signs out)."""
_SHORTEST = 4
_LONGEST = 64
STRONG = 6
"""PINs shorter than this are taken (the issue's example is ``4711``) but warned about at
start: see :func:`pin_warning`."""
_EVENING_HOURS = 4
"""The hours of a club evening, for the warning's odds."""
_PIN_CHARS = re.compile(r"[!-~]+")  # printable ASCII, no spaces: typed the same on any phone


def new_pin() -> str:
    """A random PIN of six digits (typed on a phone's number pad)."""
    return f"{secrets.randbelow(10**6):06d}"


def pin_problem(pin: str) -> str | None:
    """What is wrong with a PIN the server was given (said without the PIN), if anything."""
    if not _SHORTEST <= len(pin) <= _LONGEST:
        return f"the PIN must have {_SHORTEST} to {_LONGEST} characters"
    if not _PIN_CHARS.fullmatch(pin):
        return "the PIN may have letters, digits and signs, no spaces or accents"
    return None


def pin_warning(pin: str) -> str | None:
    """What to say at start about a PIN shorter than :data:`STRONG` (``None``: nothing).

    At most :data:`~.tries.ALL_LIMIT` wrong PINs reach the comparison per
    :data:`~.tries.ALL_BLOCK` seconds from all devices together (80 an hour): all 10,000
    PINs of 4 digits take 125 hours, and an evening of 4 hours gives a guesser 320 of
    them, a 3.2% chance.

    >>> said = pin_warning("4711")
    >>> "80 wrong PINs an hour" in said, "125 hours" in said, "a 3.2% chance" in said
    (True, True, True)
    >>> pin_warning("482913") is None
    True
    """
    if len(pin) >= STRONG:
        return None
    per_hour = ALL_LIMIT * 3600 / ALL_BLOCK
    odds = ""
    if pin.isdigit():
        every = 10 ** len(pin)
        chance = min(1.0, per_hour * _EVENING_HOURS / every)
        odds = (f", so all {every:,} PINs of {len(pin)} digits are tried in about "
                f"{every / per_hour:,.0f} hours, and an evening of {_EVENING_HOURS} hours gives "
                f"a guesser a {chance:.1%} chance")
    return (f"a PIN of {len(pin)} characters is weak: at most {per_hour:.0f} wrong PINs an hour "
            f"reach the server from all devices together{odds}; a PIN of {STRONG} or more "
            "characters is advised (the random one has 6 digits)")


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


@dataclass(frozen=True, slots=True, kw_only=True)
class Session:
    """Who a request to the log comes from: a signed-in browser, or a program with the PIN."""

    sid: str
    """The sign-in's random id ("" for a program's ``Authorization: Bearer``)."""
    until: float
    """When the sign-in ends (seconds since the epoch; 0 for a program)."""
    token: str
    """The token the sign-in's forms carry ("" for a program: it needs none)."""

    @property
    def bearer(self) -> bool:
        """Whether the request gave the PIN itself (``Authorization: Bearer``)."""
        return not self.sid

    def until_text(self) -> str:
        """When the sign-in ends, by the server's clock (``23:41``)."""
        return time.strftime("%H:%M", time.localtime(self.until))


BEARER = Session(sid="", until=0.0, token="")
"""A request that gave the right PIN in ``Authorization: Bearer``."""


def session_of(scope: Mapping[str, Any]) -> Session | None:
    """The session the log's guard found for a request (its ASGI scope), if any."""
    found = scope.get("state", {}).get("director")
    return found if isinstance(found, Session) else None


class Director:
    """The PIN, the signing key and the tries of one server (one per app)."""

    def __init__(self, pin: str, *, key: bytes | None = None, tries: Tries | None = None,
                 lifetime: int = EVENING, clock: Callable[[], float] = time.time) -> None:
        self._digest = hashlib.sha256(pin.encode()).digest()
        self._key = key or secrets.token_bytes(32)
        self.tries = tries or Tries(clock=clock)
        """The wrong tries per client address, and the sign-ins signed out."""
        self.lifetime = lifetime
        self._clock = clock

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None, *, pin: str | None = None
                 ) -> Director:
        """The director of an app: ``pin``, else ``$VERZAKING_LOG_PIN``, else a random PIN
        no one is told (the log is then closed to all); the key ``verzaking serve`` made,
        else a new one; the tries its processes share, else in memory."""
        env = os.environ if env is None else env
        given = pin or env.get(PIN_ENV) or new_pin()
        try:
            key = bytes.fromhex(env.get(KEY_ENV, "")) or None
        except ValueError:
            key = None
        return cls(given, key=key, tries=Tries(env.get(TRIES_ENV) or None))

    def pin_matches(self, given: str) -> bool:
        """Whether ``given`` is the PIN (in constant time: digests of the same length)."""
        digest = hashlib.sha256(given.encode("utf-8", "replace")).digest()
        return hmac.compare_digest(digest, self._digest)

    def _mac(self, purpose: str, message: str) -> str:
        return _b64(hmac.new(self._key, f"{purpose}|{message}".encode(), hashlib.sha256).digest())

    def sign_in(self) -> tuple[str, Session]:
        """A new sign-in: the cookie's value, and its session."""
        sid = secrets.token_urlsafe(18)
        until = int(self._clock()) + self.lifetime
        body = f"{sid}.{until}"
        return f"{body}.{self._mac('session', body)}", self._session(sid, until)

    def _session(self, sid: str, until: float) -> Session:
        return Session(sid=sid, until=until, token=self._mac("form", sid))

    def session(self, cookie: str | None) -> Session | None:
        """The sign-in a cookie's value proves, if it is one of ours, not over and not
        signed out."""
        sid, _, rest = (cookie or "").partition(".")
        until, _, mac = rest.partition(".")
        if not sid or not until.isdigit() or len(until) > 12:
            return None
        if not hmac.compare_digest(mac.encode("utf-8", "replace"),
                                   self._mac("session", f"{sid}.{until}").encode()):
            return None
        if int(until) <= self._clock() or self.tries.signed_out(sid):
            return None
        return self._session(sid, int(until))

    def token_ok(self, session: Session, given: str | None) -> bool:
        """Whether ``given`` is the token of ``session``'s forms."""
        return bool(session.token and given) and hmac.compare_digest(
            (given or "").encode("utf-8", "replace"), session.token.encode())

    def sign_out(self, session: Session) -> None:
        """End ``session`` before its time (its cookie is refused from now on)."""
        if session.sid:
            self.tries.sign_out(session.sid, session.until)
