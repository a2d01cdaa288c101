"""The tournament file's SQLite schema and its migrations.

`PRAGMA application_id` marks our files (so another program's SQLite file is
recognised and left alone); `PRAGMA user_version` is the schema version. A migration
from version n to n+1 is `MIGRATIONS[n + 1]`, run in one transaction.
"""

from __future__ import annotations

from app.store.ddl import create_tables

APPLICATION_ID = 0x4D435254  # "MCRT"
FORMAT_NAME = "mcr-tournament"
SCHEMA_VERSION = 8

# A `meta` row present while a copy is being written into a new file (its value says
# which copy and since when); the copy's last transaction deletes it. A file holding
# it is an interrupted copy and is never opened as a tournament.
INCOMPLETE_KEY = "incomplete copy"

# Version 1: the tables as first created (app/store/ddl.py, shared with the server).
SCHEMA_V1 = create_tables("sqlite")

# Version 2: players' optional first and last names (the European results sheet).
# NULL = not registered; the display `name` stays the one required name.
MIGRATION_V2 = """
ALTER TABLE players ADD COLUMN first_name TEXT;
ALTER TABLE players ADD COLUMN last_name TEXT
"""

# Version 3: ids are never reused. Penalties get AUTOINCREMENT (the table is rebuilt;
# nothing refers to it) and the sequence starts above every id the audit log has ever
# seen, so a penalty deleted before the upgrade cannot lend its id to a new one. Player
# numbers keep a high-water mark in `meta` ('last_player'), seeded the same way.
MIGRATION_V3 = """
CREATE TABLE penalties_v3 (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    session  INTEGER NOT NULL,
    table_no INTEGER NOT NULL,
    player   INTEGER NOT NULL REFERENCES players (number),
    points   INTEGER NOT NULL,
    shared   INTEGER NOT NULL DEFAULT 0,
    reason   TEXT NOT NULL CHECK (length(trim(reason)) > 0),
    CHECK (shared = 0 OR points % 3 = 0)
);
INSERT INTO penalties_v3 (id, session, table_no, player, points, shared, reason)
    SELECT id, session, table_no, player, points, shared, reason FROM penalties;
DROP TABLE penalties;
ALTER TABLE penalties_v3 RENAME TO penalties;
CREATE INDEX penalties_by_table ON penalties (session, table_no);
DELETE FROM sqlite_sequence WHERE name = 'penalties';
INSERT INTO sqlite_sequence (name, seq) SELECT 'penalties', MAX(top) FROM (
    SELECT COALESCE(MAX(id), 0) AS top FROM penalties
    UNION ALL
    SELECT COALESCE(MAX(CAST(key AS INTEGER)), 0) FROM audit WHERE entity = 'penalty');
INSERT OR REPLACE INTO meta (key, value) SELECT 'last_player', MAX(top) FROM (
    SELECT COALESCE(MAX(number), 0) AS top FROM players
    UNION ALL
    SELECT COALESCE(MAX(CAST(key AS INTEGER)), 0) FROM audit WHERE entity = 'player')
"""

# Version 4: any rule system (docs/tournament-rules.md). The MCR-only CHECKs of `hands`
# (hands 1-16, a win of at least 8 fan, integer points) go: the rule module validates a
# hand before it is stored (the domain also checks the points sum to 0, exactly). `fan`
# and p0-p3 hold an integer, or exact text "17/2" for a half; `detail` holds what a
# system needs beyond an MCR hand (JSON: further winners, kongs, horse, liable, robbed
# kong, settlement items, how it was entered), NULL for an MCR hand. Every row is kept.
MIGRATION_V4 = """
CREATE TABLE hands_v4 (
    session   INTEGER NOT NULL,
    table_no  INTEGER NOT NULL,
    hand      INTEGER NOT NULL CHECK (hand >= 1),
    winner    INTEGER,
    discarder INTEGER,
    fan,
    draw      INTEGER NOT NULL DEFAULT 0,
    tiles     TEXT,
    fans      TEXT,
    p0 NOT NULL, p1 NOT NULL, p2 NOT NULL, p3 NOT NULL,
    detail    TEXT,
    CHECK (winner IS NULL OR discarder IS NULL OR winner <> discarder),
    PRIMARY KEY (session, table_no, hand)
) WITHOUT ROWID;
INSERT INTO hands_v4 (session, table_no, hand, winner, discarder, fan, draw, tiles, fans,
                      p0, p1, p2, p3)
    SELECT session, table_no, hand, winner, discarder, fan, draw, tiles, fans, p0, p1, p2, p3
      FROM hands;
DROP TABLE hands;
ALTER TABLE hands_v4 RENAME TO hands
"""

# Version 5: the station (computer) that made each change, in the audit log, so the
# head referee sees who changed what when several stations share a tournament.
MIGRATION_V5 = "ALTER TABLE audit ADD COLUMN station TEXT"

# Version 6: totals-only entries exact, as hands are since version 4: t0-t3 hold an
# integer, or text "225/2" for a total that is not whole (MahJong Online pays halves).
# Their sum is checked exactly by the domain (SQL would read "225/2" as 225).
MIGRATION_V6 = """
CREATE TABLE totals_v6 (
    session  INTEGER NOT NULL,
    table_no INTEGER NOT NULL,
    t0 NOT NULL, t1 NOT NULL, t2 NOT NULL, t3 NOT NULL,
    PRIMARY KEY (session, table_no)
) WITHOUT ROWID;
INSERT INTO totals_v6 (session, table_no, t0, t1, t2, t3)
    SELECT session, table_no, t0, t1, t2, t3 FROM totals;
DROP TABLE totals;
ALTER TABLE totals_v6 RENAME TO totals
"""

# Version 7: players' name in Latin letters and where the family name is in their
# name (app.domain.names: "family-first" / "given-first"), for the ranking bodies'
# results file. NULL = not registered (derived from the name's script and country).
MIGRATION_V7 = """
ALTER TABLE players ADD COLUMN romanised TEXT;
ALTER TABLE players ADD COLUMN name_order TEXT
"""

# Version 8: table-side entry (docs/contracts.md, "Table-side entry"). `seat_links`
# holds each seat's secret of a session (seat 0-3 = the match's starting seats E, S,
# W, N) and its SHA-256 `digest`, the key a token is looked up by (so the lookup never
# compares secrets byte by byte; the secret itself is compared in constant time).
# `proposals` holds the hands the tables propose: the seat that proposed (`by_seat`),
# its state, the match version it was based on and the rest as JSON (`body`).
TABLESIDE_TABLES = """
CREATE TABLE seat_links (
    session  INTEGER NOT NULL CHECK (session >= 1),
    table_no INTEGER NOT NULL CHECK (table_no >= 1),
    seat     INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
    token    TEXT NOT NULL,
    digest   TEXT NOT NULL UNIQUE,
    PRIMARY KEY (session, table_no, seat)
){keyed};
CREATE TABLE proposals (
    id       {id},
    session  INTEGER NOT NULL,
    table_no INTEGER NOT NULL,
    hand     INTEGER NOT NULL,
    by_seat  INTEGER NOT NULL CHECK (by_seat BETWEEN 0 AND 3),
    status   TEXT NOT NULL CHECK (status IN ('pending', 'stored', 'referee', 'rejected')),
    version  TEXT NOT NULL,
    body     TEXT NOT NULL
);
CREATE INDEX proposals_by_table ON proposals (session, table_no);
CREATE INDEX proposals_by_status ON proposals (status)
"""
MIGRATION_V8 = TABLESIDE_TABLES.replace("{keyed}", " WITHOUT ROWID").replace(
    "{id}", "INTEGER PRIMARY KEY AUTOINCREMENT"
)

# MIGRATIONS[v] brings a file from version v - 1 to v. Version 1 is the creation; a
# new file runs them all, an older file the ones it lacks (in one transaction).
MIGRATIONS: dict[int, str] = {
    1: SCHEMA_V1,
    2: MIGRATION_V2,
    3: MIGRATION_V3,
    4: MIGRATION_V4,
    5: MIGRATION_V5,
    6: MIGRATION_V6,
    7: MIGRATION_V7,
    8: MIGRATION_V8,
}
