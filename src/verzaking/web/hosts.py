"""The names the server answers to: no page of another site reaches it by DNS rebinding.

A page on ``evil.test`` can make its name point at the club's laptop (DNS rebinding):
the browser then takes the laptop for ``evil.test`` and lets the page read and post to
it as its own site, past the ``Origin`` check and with ``SameSite`` of no help.  The
browser still says which name it asked for, in ``Host``; so :class:`HostCheck` answers
only requests whose ``Host`` is one of this server's own (:class:`Hosts`), and refuses
the rest (400) before anything else sees them.

What is the server's own is worked out from the address it listens on (:func:`for_bind`):
``localhost``, ``127.0.0.1`` and ``::1`` always; the address given with ``--host``;
on any other address than loopback the machine's names too; on every address
(``0.0.0.0``) also every IP address (a page is only ever on an IP address that the
browser itself connects to: such a name cannot be rebound); and each ``--allowed-host``.

>>> hosts = for_bind("127.0.0.1", ["scores.club.nl"])
>>> [hosts.allows(h) for h in ("127.0.0.1:8000", "localhost:8000", "[::1]:8000",
...                            "SCORES.club.nl", "evil.test:8000", "10.0.0.5:8000")]
[True, True, True, True, False, False]
>>> for_bind("0.0.0.0").allows("192.168.1.20:8000"), for_bind("0.0.0.0").allows("[zz]")
(True, False)
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the command line's parser imports this module: no Starlette with it
    from starlette.responses import Response

    from .guard import Receive, Scope, Send

__all__ = ["HOSTS_ENV", "LOOPBACK", "HostCheck", "Hosts", "for_bind", "host_name",
           "name_problem", "shown"]

HOSTS_ENV = "VERZAKING_ALLOWED_HOSTS"
"""The names the server's processes answer to (JSON, set by ``verzaking serve``)."""
LOOPBACK = frozenset({"localhost", "127.0.0.1", "::1"})
"""This machine's own names for itself: always the server's own."""
_NAME = re.compile(r"[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*")
_WILDCARD = frozenset({"0.0.0.0", "::", ""})


def _address(name: str, *, loopback: bool = False) -> bool:
    """Whether ``name`` is an IP address (``loopback``: one of this machine's own)."""
    import ipaddress

    try:
        found = ipaddress.ip_address(name)
    except ValueError:
        return False
    return found.is_loopback or not loopback


def shown(header: str, most: int = 80) -> str:
    r"""A header's value as it may be shown in a message: read as the UTF-8 it was sent
    in (the server reads headers as Latin-1), without control characters, shortened.

    >>> shown("http://caf\u00c3\u00a9.example"), shown("a\x00b" + "c" * 100)[:4]
    ('http://café.example', 'abcc')
    """
    try:
        value = header.encode("latin-1").decode("utf-8", "replace")
    except UnicodeEncodeError:
        value = header
    value = "".join(c for c in value if c.isprintable())
    return value if len(value) <= most else value[: most - 1] + "…"


def host_name(header: str) -> str | None:
    """The name (or address) in a ``Host`` header or an address's ``host[:port]``, lower
    case and without the port; ``None`` when it is not a name or address at all."""
    header = header.strip().lower()
    if header.startswith("["):  # an IPv6 address: [::1]:8000
        inside, bracket, rest = header[1:].partition("]")
        if not bracket or (rest and not re.fullmatch(r":\d{0,5}", rest)):
            return None
        return inside if ":" in inside and _address(inside) else None
    name, colon, port = header.partition(":")
    if colon and not re.fullmatch(r"\d{0,5}", port):
        return None
    name = name[:-1] if name.endswith(".") else name
    return name if name and len(name) <= 253 and _NAME.fullmatch(name) else None


def _bare(name: str) -> str:
    """A name or address as :class:`Hosts` keeps it (lower case, no brackets, no last dot)."""
    return name.strip().lower().strip("[]").rstrip(".")


def name_problem(name: str) -> str | None:
    """What is wrong with a name given with ``--allowed-host``, if anything."""
    bare = _bare(name)
    if _address(bare) or (len(bare) <= 253 and _NAME.fullmatch(bare)):
        return None
    return f"{name!r} is not a host name or address (give it without a port: scores.club.nl)"


@dataclass(frozen=True, slots=True)
class Hosts:
    """The names and addresses a server answers to."""

    names: frozenset[str]
    """Names and addresses, lower case."""
    any_address: bool = False
    """Whether every IP address is the server's own too (it listens on all of them)."""

    def allows(self, header: str | None) -> bool:
        """Whether a request with this ``Host`` is for this server (no ``Host`` at all is an
        old program's request, never a browser's: let through)."""
        if header is None:
            return True
        name = host_name(header)
        if name is None:
            return False
        return name in self.names or (self.any_address and _address(name))

    def to_env(self) -> str:
        """The hosts as :data:`HOSTS_ENV` gives them to the server's processes."""
        return json.dumps({"names": sorted(self.names), "any_address": self.any_address})

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> Hosts | None:
        """The hosts ``verzaking serve`` set (``None``: none set, or not readable)."""
        try:
            said = json.loads(env.get(HOSTS_ENV, ""))
            return cls(frozenset(str(n) for n in said["names"]), bool(said["any_address"]))
        except (ValueError, TypeError, KeyError):
            return None


def _machine_names() -> set[str]:
    """This machine's own names (its host name, with its domain, and on the local network)."""
    import socket

    found = set()
    try:
        short = socket.gethostname().lower()
        found |= {short, f"{short.split('.')[0]}.local", socket.getfqdn().lower()}
    except OSError:
        pass
    return {n for n in found if host_name(n) == n}


def for_bind(host: str, allowed: Iterable[str] = ()) -> Hosts:
    """The hosts of a server that listens on ``host`` (``--host``), with the names given
    with ``--allowed-host``."""
    listened = _bare(host)
    names = set(LOOPBACK) | {listened} | {_bare(n) for n in allowed}
    loopback = listened in LOOPBACK or _address(listened, loopback=True)
    if not loopback:
        names |= _machine_names()
    return Hosts(frozenset(names - _WILDCARD), any_address=listened in _WILDCARD)


class HostCheck:
    """ASGI middleware: only requests for one of ``hosts`` reach the app; the rest get
    ``refuse``'s answer."""

    def __init__(self, app: Any, *, hosts: Callable[[], Hosts | None],
                 refuse: Callable[[Scope], Response]) -> None:
        self.app = app
        self.hosts = hosts
        self.refuse = refuse

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        hosts = self.hosts() if scope["type"] == "http" else None
        if hosts is not None:
            said = [v for k, v in scope.get("headers", []) if k == b"host"]
            header = said[0].decode("latin-1") if len(said) == 1 else None
            if len(said) > 1 or not hosts.allows(header):
                await self.refuse(scope)(scope, receive, send)
                return
        await self.app(scope, receive, send)
