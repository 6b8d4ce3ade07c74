"""What a request brings: its language, its form, and the file or text to rule.

A hand record or case file reaches the web as an upload, as text pasted in the
form, or as the body of an API call; each becomes a :class:`Payload`, read by
:func:`verzaking.io.read` exactly as ``verzaking rule FILE`` reads a file (the
same decoding, the same kinds, LIN included).  Bad input is a
:class:`~verzaking.web.forms.FormProblem` with a ``web.err.*`` key and a 4xx.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from urllib.parse import unquote_plus

from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.requests import Request
from starlette.responses import Response

from ..io import ReadBoard, read, read_text
from ..io.textio import decode_bytes
from ..render.i18n import LANGUAGES
from .forms import FormProblem
from .guard import MAX_BODY

__all__ = ["LANG_COOKIE", "Payload", "Upload", "api_payload", "form_payload", "page_lang",
           "pick_lang", "read_form", "remember_lang"]

LANG_COOKIE = "verzaking_lang"
"""The cookie that remembers the language a director chose."""
_JSON_TYPES = ("application/json", "text/json")
_YAML_TYPES = ("application/yaml", "application/x-yaml", "text/yaml", "text/x-yaml")
_TEXT_TYPES = ("text/plain", "text/x-pbn", "application/x-pbn", "application/octet-stream", "")
_FORM_TYPES = ("multipart/form-data", "application/x-www-form-urlencoded")


# -- language ------------------------------------------------------------------------------

def pick_lang(*candidates: str | None) -> str:
    """The first of ``candidates`` that is a language we speak, else Dutch."""
    for value in candidates:
        if value and value.strip().lower() in LANGUAGES:
            return value.strip().lower()
    return LANGUAGES[0]


def page_lang(request: Request, form: Mapping[str, str] | None = None) -> str:
    """The page's language: ``?lang=``, then the form, then the cookie, then Dutch."""
    return pick_lang(request.query_params.get("lang"), (form or {}).get("lang"),
                     request.cookies.get(LANG_COOKIE))


EQUITY_MODES = ("double-dummy", "likely", "both")
"""The 64C estimates a ruling may ask for (``?equity=``, as ``verzaking rule --equity``)."""


def page_equity(request: Request) -> str:
    """The 64C estimates asked for: ``?equity=``, else double dummy.  Raises :class:`FormProblem`
    (400) for another value."""
    asked = request.query_params.get("equity")
    if asked is None or not asked.strip():
        return "double-dummy"
    mode = asked.strip().lower()
    if mode not in EQUITY_MODES:
        raise FormProblem("web.err.equity", status=400, value=asked[:40],
                          choices=", ".join(EQUITY_MODES))
    return mode


def remember_lang(request: Request, response: Response) -> Response:
    """Set the language cookie when the address asked for a language."""
    asked = request.query_params.get("lang")
    if asked and asked.strip().lower() in LANGUAGES:
        response.set_cookie(LANG_COOKIE, asked.strip().lower(), max_age=365 * 24 * 3600,
                            samesite="lax", httponly=True)
    return response


# -- forms ---------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True, kw_only=True)
class Upload:
    """A file sent with a form."""

    name: str
    """The file name the browser gave (may be empty)."""
    data: bytes
    """Its bytes, as sent."""


MAX_FIELDS = 200
"""Most fields a form may send."""


async def read_form(request: Request) -> tuple[dict[str, str], dict[str, Upload]]:
    """Form fields as text (the first of each name) and uploaded files; a broken form is a 400."""
    fields: dict[str, str] = {}
    files: dict[str, Upload] = {}
    kind = request.headers.get("content-type", "").partition(";")[0].strip().lower()
    if kind == "application/x-www-form-urlencoded":  # the quick form: no files, read directly
        return _urlencoded(await request.body()), files
    try:
        form = await request.form(max_part_size=MAX_BODY + 1, max_fields=MAX_FIELDS,
                                  max_files=4)
        for key, value in form.multi_items():
            if isinstance(value, str):
                fields.setdefault(key, value)
            elif key not in files:
                files[key] = Upload(name=value.filename or "", data=await value.read())
    except (StarletteHTTPException, ValueError, AssertionError, LookupError, TypeError) as exc:
        detail = str(getattr(exc, "detail", None) or "").lower()  # Starlette's, in English
        reason = ("reason.form_fields" if "too many" in detail else
                  "reason.form_broken")  # a broken or cut-off upload
        raise FormProblem("web.err.bad_form", reason=reason) from None  # said in words
    return fields, files


_FORM_NAMES = frozenset({"text", "text_name", "board", "table", "laws", "pick", "find", "lang",
                         "path"})
"""The fields a form sent to the API has: a body of nothing else is a form."""


def _form_like(body: bytes) -> bool:
    """Whether a URL-encoded body is a form (``name=value`` pairs of the form's fields,
    ``text=`` among them or not), not a file sent as one."""
    pairs = body.decode("latin-1").strip().split("&")
    return all(p.partition("=")[1] and unquote_plus(p.partition("=")[0]) in _FORM_NAMES
               for p in pairs if p)


def _urlencoded(body: bytes) -> dict[str, str]:
    """The fields of a URL-encoded form, read as Starlette reads them (UTF-8 after the
    percent escapes, ``+`` a space, the first of each name), in one pass over the body."""
    pairs = [p for p in body.decode("latin-1").split("&") if p]
    if len(pairs) > MAX_FIELDS:
        raise FormProblem("web.err.bad_form", reason="reason.form_fields")  # said in words
    fields: dict[str, str] = {}
    for pair in pairs:
        name, _, value = pair.partition("=")
        fields.setdefault(unquote_plus(name), unquote_plus(value))
    return fields


# -- the file or text to rule --------------------------------------------------------------

@dataclass(frozen=True, slots=True, kw_only=True)
class Payload:
    """A hand record or case file as it came: an upload's bytes or pasted text."""

    source: bytes | str
    """The bytes of an upload or body, or text from a form field."""
    text: str
    """The same as text (bytes decoded as the command line decodes a file)."""
    name: str | None = None
    """The uploaded file's name, which says its kind (``.pbn``, ``.lin``, ...)."""
    kind: str | None = None
    """The kind the client declared (``json``/``yaml`` by Content-Type), else sniffed."""

    @classmethod
    def of(cls, source: bytes | str, *, name: str | None = None,
           kind: str | None = None) -> Payload:
        """A payload; raises :class:`FormProblem` (``web.err.empty``) if there is nothing in it."""
        text = decode_bytes(source) if isinstance(source, bytes) else source
        if not text.strip():
            raise FormProblem("web.err.empty")
        return cls(source=source, text=text, name=name, kind=kind)

    @property
    def uploaded(self) -> bool:
        """Whether this came as bytes (an upload or a body), not as text from a form field."""
        return isinstance(self.source, bytes)

    def boards(self, laws: str | None) -> list[ReadBoard]:
        """Every board, read as ``verzaking rule`` reads a file; never raises for bad input."""
        if isinstance(self.source, bytes):
            return read(self.source, name=self.name, kind=self.kind, laws=laws)
        return read_text(self.source, name=self.name, kind=self.kind, laws=laws)


def form_payload(fields: Mapping[str, str], files: Mapping[str, Upload]) -> Payload:
    """The upload of a form (field ``file``) if a file was chosen, else its ``text`` field.

    A chosen file wins: the text box may hold an earlier file's text (the page puts it
    there, with that file's name in ``text_name``, so that a board picked from its list
    or a language switch sends it again, read as that kind of file)."""
    upload = files.get("file")
    if upload is not None and (upload.data or upload.name):
        try:
            return Payload.of(upload.data, name=upload.name or None)
        except FormProblem:  # a file chosen with nothing in it: said with its name
            if not upload.name:
                raise
            raise FormProblem("web.err.empty_file", status=422, file=upload.name) from None
    return Payload.of(fields.get("text", ""), name=_text_name(fields.get("text_name")))


def _text_name(value: str | None) -> str | None:
    """The file name the page kept for the text box's text (its last part, at most 100
    characters), which says the kind of file; ``None`` without one."""
    name = (value or "").replace("\\", "/").rsplit("/", 1)[-1].strip()[:100]
    return name or None


async def api_payload(request: Request) -> Payload:
    """The input of an API call, by its Content-Type; raises :class:`FormProblem`."""
    declared = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if declared == "application/x-www-form-urlencoded":
        body = await request.body()
        if body.strip() and not _form_like(body):  # curl --data-binary @case.json sends a
            return Payload.of(body)  # file as a form: the body itself, read by its look
        return form_payload(_urlencoded(body), {})
    if declared in _FORM_TYPES:
        fields, files = await read_form(request)
        return form_payload(fields, files)
    if declared in _JSON_TYPES or declared.endswith("+json"):
        return Payload.of(await request.body(), kind="json")
    if declared in _YAML_TYPES:
        return Payload.of(await request.body(), kind="yaml")
    if declared in _TEXT_TYPES:
        return Payload.of(await request.body())
    raise FormProblem("web.err.content_type", status=415, type=declared[:80])

