"""Server addresses as libpq reads them, and as the user may see them.

An address is a URL (`postgresql://user:password@host:port/dbname?key=value`, also
`postgres://`) or libpq's key/value form (`host=... dbname=... password=...`). It is
read by libpq's own rules (psycopg's `conninfo_to_dict`), so the program and the
server never disagree on what a part means. A password can sit in three places (the
URL's `user:password@`, a `password=` query parameter, a `password=` key); each is
left out of everything shown or kept: messages, window titles, the recent list, the
audit log (`without_password`, `scrub`). A malformed address gets one `BadAddress`
saying what is wrong, never the address itself (it may hold the password).

Also the name of this station for the audit log.
"""

from __future__ import annotations

import os
import re
import socket
from urllib.parse import quote, unquote

from app.domain.errors import StoreError

SCHEMES = ("postgresql://", "postgres://")
# Parameters whose value is a secret: the password, and the one of an SSL key file.
SECRET_KEYS = frozenset({"password", "sslpassword"})
# The key/value form is taken as a server address when one of these keywords starts
# it or a word of it (a file name hardly does; `./host=x` names such a file).
_KEY_VALUE = re.compile(
    r"(?:^|.*\s)(host|hostaddr|port|dbname|user|password|passfile|service|sslmode)\s*=", re.I
)
_PLAIN = re.compile(r"[\w.\-\[\]:,%~]*(/[\w.\-%~]*)?")  # host:port/database, nothing odd
_ANY_PASSWORD = re.compile(r"(?i)password\s*=")
_BAD_PERCENT = re.compile(r"%(?![0-9A-Fa-f]{2})|%00")
HIDDEN = "•••"  # what a password shows as in a message scrubbed of it


class BadAddress(StoreError):
    """A server address that libpq cannot read; the message says what is wrong and
    never repeats the address (it may hold the password)."""


def is_server_address(location: object) -> bool:
    """Whether `location` names a database server rather than a file."""
    if not isinstance(location, str):
        return False
    text = location.strip()
    if text.lower().startswith(SCHEMES) or _KEY_VALUE.match(text):
        return True
    # a password given, however misspelt the rest: a server meant, never a file name
    # (which would be echoed in "no such file" messages)
    return bool(_ANY_PASSWORD.search(text))


def _is_url(text: str) -> bool:
    return text.lower().startswith(SCHEMES)


def _normalized(location: str) -> str:
    """Spaces around the address dropped, the URL's scheme in lower case (libpq
    refuses `POSTGRESQL://`)."""
    text = location.strip()
    if _is_url(text):
        scheme, _, rest = text.partition("://")
        return f"{scheme.lower()}://{rest}"
    return text


def parts(location: str) -> dict[str, str]:
    """The address's parameters as libpq reads them (BadAddress if it cannot)."""
    from psycopg import ProgrammingError
    from psycopg.conninfo import conninfo_to_dict

    text = _normalized(location)
    try:
        found = conninfo_to_dict(text)
    except ProgrammingError as e:
        raise BadAddress(f"The server address is not valid: {_why(text, str(e))}.") from None
    except UnicodeError:  # %-escapes spelling bytes that are no text
        raise BadAddress(
            "The server address is not valid: a %-escape in it is not UTF-8 text."
        ) from None
    except ValueError:  # e.g. a NUL character, which no C string can hold
        raise BadAddress("The server address is not valid: it holds a control character.") from None
    values = {k: str(v) for k, v in found.items() if v is not None}
    if "@" in values.get("host", "") + values.get("hostaddr", ""):
        raise BadAddress(
            "The server address is not valid: a host name has no @ (write an @ in a "
            "password as %40)."
        )
    for port in values.get("port", "").split(","):
        if port.strip() and not (port.strip().isdigit() and 1 <= int(port) <= 65535):
            raise BadAddress(
                "The server address is not valid: the port must be a number from 1 to 65535."
            )
    return values


def _why(text: str, libpq: str) -> str:
    """What is wrong, in our words: libpq's message quotes the address (and with it
    the password), so it is never passed on as it is."""
    if _is_url(text):
        rest = text.partition("://")[2]
        if _BAD_PERCENT.search(text):
            return (
                "a % must be followed by two hexadecimal digits (write a % in a password "
                "as %25, an @ as %40, a : as %3A, a / as %2F)"
            )
        if "[" in rest.split("/", 1)[0] and "]" not in rest:
            return "an IPv6 host in [ ] has no closing ]"
        if "[]" in rest:
            return "the IPv6 host between [ ] is empty"
        if "unexpected character" in libpq:
            return "after an IPv6 host in [ ] only :port or /database may follow"
        if "spaces" in libpq or any(c.isspace() for c in text):
            return "a space inside the address must be written %20"
        if "extra key/value separator" in libpq or "missing key/value separator" in libpq:
            return "each parameter after ? is written key=value, separated by &"
        if "query parameter" in libpq:
            return (
                "a parameter after ? is not one libpq knows (host, port, dbname, user, "
                "sslmode, ...: see docs/stations.md)"
            )
    else:
        if "unterminated quoted string" in libpq:
            return "a quoted value (between ' ') is not closed"
        if "missing" in libpq and "=" in libpq:
            return "each part is written key=value, separated by spaces"
        if "invalid connection option" in libpq:
            return "a key is not one libpq knows (host, port, dbname, user, ...)"
    # libpq's own words up to the first quoted part (the quotes hold the address)
    # (only plain words: a message in another language may quote differently)
    words = libpq.strip().splitlines()[0].split('"', 1)[0].strip(" :(") if libpq.strip() else ""
    plain = re.fullmatch(r"[A-Za-z ,()-]{3,80}", words)
    return f"libpq cannot read it ({words})" if plain else "libpq cannot read it"


def server_location(location: str) -> str:
    """The address to connect to: checked (BadAddress), spaces around it dropped, and
    the key/value form written as a URL, so every part of the program (backup folder,
    report names, the recent list) sees one form."""
    values = parts(location)
    text = _normalized(location)
    return text if _is_url(text) else as_url(values)


def as_url(values: dict[str, str]) -> str:
    """A `postgresql://` URL with these libpq parameters (user, host, port and database
    in their places when simple, everything else as a query parameter)."""
    rest = dict(values)
    auth = ""
    if "user" in rest:
        auth = quote(rest.pop("user"), safe="") + "@"
    host = rest.get("host", "")
    netloc = ""
    if host and "," not in host and "/" not in host and "," not in rest.get("port", ""):
        rest.pop("host")
        netloc = f"[{host}]" if ":" in host else quote(host, safe=".-_")
        if rest.get("port"):
            netloc += ":" + rest.pop("port")
    path = "/" + quote(rest.pop("dbname"), safe="") if "dbname" in rest else ""
    query = "&".join(f"{k}={quote(v, safe='')}" for k, v in rest.items())
    return f"postgresql://{auth}{netloc}{path or '/'}" + (f"?{query}" if query else "")


def without_password(location: str) -> str:
    """The address with every password left out (for the recent list, messages and
    the audit log). Never raises: a malformed address is masked generously."""
    text = _normalized(location)
    try:
        values = parts(text)
    except BadAddress:
        return _loose_mask(text)
    except ImportError:  # no psycopg: no server either, but still nothing shown
        return _loose_mask(text)
    if _is_url(text) and "@" in text.partition("://")[2].split("?", 1)[0].partition("/")[2]:
        return _loose_mask(text)  # an @ in the database name: a user's part misplaced?
    masked = _exact_mask(text) if _is_url(text) else _key_value_mask(values)
    try:
        expected = {k: v for k, v in values.items() if k not in SECRET_KEYS}
        if parts(masked) == expected:
            return masked
    except BadAddress:
        pass
    return _loose_mask(text)


def _exact_mask(url: str) -> str:
    """Drop the password by libpq's own split: the user's part ends at the first @
    before any /, its password after the first :; query parameters named password."""
    scheme, _, rest = url.partition("://")
    at = rest.find("@", 0, rest.find("/") if "/" in rest else len(rest))
    if at >= 0:
        user = rest[:at].split(":", 1)[0]
        rest = (f"{user}@" if user else "") + rest[at + 1 :]
    return f"{scheme}://{_drop_secret_params(rest)}"


def _drop_secret_params(rest: str) -> str:
    base, mark, query = rest.partition("?")
    if not mark:
        return rest
    kept = [
        p
        for p in query.split("&")
        if unquote(p.split("=", 1)[0]).strip().lower() not in SECRET_KEYS
    ]
    return base + ("?" + "&".join(kept) if kept else "")


def _key_value_mask(values: dict[str, str]) -> str:
    from psycopg.conninfo import make_conninfo

    return make_conninfo("", **{k: v for k, v in values.items() if k not in SECRET_KEYS})


# Keys whose values are shown even when libpq cannot read the address (any other
# value might be a password: a misspelt `pasword=` still holds one).
SHOWN_KEYS = frozenset(
    {"host", "hostaddr", "port", "dbname", "user", "sslmode", "application_name",
     "connect_timeout", "service", "target_session_attrs", "gssencmode"}
)  # fmt: skip
_KV_PAIR = re.compile(r"([A-Za-z_]+)\s*=\s*('(?:[^'\\]|\\.)*'|[^\s']+)")


def _loose_mask(text: str) -> str:
    """For an address libpq cannot read (or reads oddly): everything that might be a
    password goes: the user's part up to the last @ keeps only its user name, and
    only the values of well-known keys stay."""
    if _is_url(text):
        scheme, _, rest = text.partition("://")
        user = ""
        if "@" in rest:
            userinfo, _, rest = rest.rpartition("@")
            user = re.split(r"[:/?@\s]", userinfo, maxsplit=1)[0] + "@"
        base, mark, query = rest.partition("?")
        if not _PLAIN.fullmatch(base):  # a misplaced piece of the user's part?
            base = HIDDEN
        if mark:
            base += "?" + "&".join(_shown_param(p) for p in query.split("&"))
        return f"{scheme}://{user}{base}"
    shown = [
        f"{m.group(1)}={m.group(2)}"
        for m in _KV_PAIR.finditer(text)
        if m.group(1).lower() in SHOWN_KEYS
    ]
    return " ".join([*shown, HIDDEN])


def _shown_param(param: str) -> str:
    key, eq, _ = param.partition("=")
    if eq and unquote(key).strip().lower() in SHOWN_KEYS:
        return param
    return f"{key}={HIDDEN}" if eq and "%" not in key else HIDDEN


def passwords_in(location: str) -> list[str]:
    """The secrets an address holds, as typed and as libpq reads them (for `scrub`)."""
    found: set[str] = set()
    text = _normalized(location)
    try:
        values = parts(text)
        found.update(values[k] for k in SECRET_KEYS if values.get(k))
    except (BadAddress, ImportError):
        pass
    for secret in list(found):
        found.add(quote(secret, safe=""))
        found.add(quote(secret))
    return sorted((s for s in found if len(s) >= 3), key=len, reverse=True)


def scrub(text: str, *locations: str) -> str:
    """`text` (e.g. a message from psycopg or libpq, which may quote the address)
    with each of `locations` shown without its password and any password left in it
    replaced by •••."""
    for location in locations:
        if not location:
            continue
        masked = without_password(location)
        for raw in {location, location.strip(), _normalized(location)}:
            if raw and raw != masked:
                text = text.replace(raw, masked)
        for secret in passwords_in(location):
            text = text.replace(secret, HIDDEN)
    return text


_URL_IN_TEXT = re.compile(r"(?i)postgres(?:ql)?://[^\s'\"]*")
_PASSWORD_IN_TEXT = re.compile(r"(?i)((?:ssl)?password\s*=\s*)('[^']*'?|[^\s&'\"]*)")


def scrub_addresses(text: str) -> str:
    """Any text (a usage message quoting what was typed) with every server address
    in it shown without its password, and any `password=` value hidden."""
    text = _URL_IN_TEXT.sub(lambda m: without_password(m.group()), text)
    return _PASSWORD_IN_TEXT.sub(lambda m: m.group(1) + HIDDEN, text)


def with_password(url: str, password: str) -> str:
    """The URL with `password` put in the user's part (kept for callers that must
    hand one string to libpq; the program itself keeps typed passwords in memory,
    `server_password`)."""
    masked = without_password(url)
    scheme, _, rest = masked.partition("://")
    at = rest.find("@", 0, rest.find("/") if "/" in rest else len(rest))
    if at < 0:
        return masked
    return f"{scheme}://{rest[:at]}:{quote(password, safe='')}{rest[at:]}"


def station_name() -> str:
    """This station's name in the audit log: `MCR_STATION` if set, else the computer's
    name (so the head referee sees which desk entered a hand)."""
    name = os.environ.get("MCR_STATION", "").strip()
    return (name or socket.gethostname() or "station")[:60]
