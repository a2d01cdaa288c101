"""`export LOCATION --table-cards OUT.pdf --session S [--base-url URL] [--lang L]`: the
session's table cards (app/export/table_cards.py; docs/cli.md).

The cards carry the seats' secret links as QR codes; nothing this command prints does:
it names the file, the number of cards and the server's address, never a link.
"""

from __future__ import annotations

import argparse
import ipaddress
import sys
from urllib.parse import urlsplit

from app.domain.errors import Refused, TournamentError
from app.domain.service import TournamentService


def add_table_cards_options(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--table-cards",
        metavar="OUT.pdf",
        help="a card per table of --session S with a QR code per seat (table-side entry)",
    )
    p.add_argument(
        "--base-url",
        metavar="URL",
        help="with --table-cards: the server's address as the phones reach it "
        "(default: this computer's network address, port 8765)",
    )


def check_table_cards_options(args: argparse.Namespace) -> None:
    """Refuse the combinations that cannot mean anything, before anything is written."""
    if args.base_url is not None and not args.table_cards:
        raise Refused("--base-url goes with --table-cards OUT.pdf.")
    if not args.table_cards:
        return
    if args.session is None:
        raise Refused("--table-cards needs --session S: the session whose tables get cards.")
    if args.table is not None and not args.pdf:
        raise Refused("--table narrows --pdf; --table-cards makes a card for every table.")


def export_table_cards(svc: TournamentService, args: argparse.Namespace, lang: str) -> None:
    """Write the cards (the options checked already) and say where they point."""
    try:
        from app.export.table_cards import check_base_url, write_table_cards
        from app.export.venue import venue_base_url
    except ImportError as e:
        raise Refused(f"Table cards are not available in this build ({e}).") from None
    note = ""
    if args.base_url is not None:
        base = check_base_url(args.base_url)
        if _loopback(base):
            note = (
                f"note: {base} is this computer only: a phone that scans the cards cannot "
                "open it. Give this computer's network address (see docs/venue-network.md)."
            )
    else:
        found = venue_base_url()
        if found is None:
            raise Refused(
                "This computer has no network address but its own: connect it to the "
                "venue's network, or give --base-url URL (the server's address)."
            )
        base = found
        note = (
            f"note: the cards point at {base} (this computer on its network): serve with "
            "--host 0.0.0.0 --port 8765, or give --base-url URL."
        )
    out = args.table_cards
    try:
        count = write_table_cards(svc, args.session, out, base_url=base, lang=lang)
    except TournamentError:
        raise  # says what is wrong itself (no session, no seating)
    except (OSError, ValueError) as e:
        # An OSError's own text names the temporary file beside OUT: say its reason only.
        text = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
        raise Refused(
            text if text.startswith("Cannot write") else f"Cannot write {out}: {text}"
        ) from None
    cards = "card" if count == 1 else "cards"
    print(f"Wrote {out}: {count} table {cards} of session {args.session}, links at {base}")
    if note:  # after the cards, so a refusal is never preceded by it
        print(note, file=sys.stderr)


def _loopback(base: str) -> bool:
    host = urlsplit(base).hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
