"""The tournament's schema on a PostgreSQL server, and its migrations.

The same tables and columns as the file (`schema.py`), so both backends share the
mapping (`mapping.py`) and a tournament copies between them exactly. A server database
starts at format 3 (the file's format when the server backend was added); the format
version lives in `meta` ('schema_version'), with 'format' marking our databases.
Column types are the file's: INTEGER flags (0/1) and TEXT, so rows read the same.
"""

from __future__ import annotations

from app.store import schema
from app.store.ddl import create_tables

BASE_VERSION = 3

# Version 3: the file's tables of format 1 (app/store/ddl.py) with identity ids, the
# players' names of format 2; format 3's never-reused ids come with the identity
# columns (nothing to rebuild in a new database).
SCHEMA_V3 = create_tables("postgresql") + schema.MIGRATION_V2

# Version 4 (as in the file): any rule system. The MCR-only CHECKs of `hands` go;
# `fan` and p0-p3 hold exact numbers as text ("8", "-16", "17/2": one column type for
# whole numbers and halves; the shared SQL casts whole ones where it sums them);
# `detail` holds what a system needs beyond an MCR hand (JSON), NULL for MCR.
MIGRATION_V4 = """
CREATE TABLE hands_v4 (
    session   INTEGER NOT NULL,
    table_no  INTEGER NOT NULL,
    hand      INTEGER NOT NULL CHECK (hand >= 1),
    winner    INTEGER,
    discarder INTEGER,
    fan       TEXT,
    draw      INTEGER NOT NULL DEFAULT 0,
    tiles     TEXT,
    fans      TEXT,
    p0 TEXT NOT NULL, p1 TEXT NOT NULL, p2 TEXT NOT NULL, p3 TEXT NOT NULL,
    detail    TEXT,
    CHECK (winner IS NULL OR discarder IS NULL OR winner <> discarder),
    PRIMARY KEY (session, table_no, hand)
);
INSERT INTO hands_v4 (session, table_no, hand, winner, discarder, fan, draw, tiles, fans,
                      p0, p1, p2, p3)
    SELECT session, table_no, hand, winner, discarder, fan::text, draw, tiles, fans,
           p0::text, p1::text, p2::text, p3::text
      FROM hands;
DROP TABLE hands;
ALTER TABLE hands_v4 RENAME TO hands
"""

# Version 5: the file's (the station that made each change, in the audit log).
MIGRATION_V5 = schema.MIGRATION_V5

# Version 6 (as in the file): totals-only entries exact, as text like the hands' points
# ("10", "225/2"); the domain checks their sum exactly.
MIGRATION_V6 = """
ALTER TABLE totals DROP CONSTRAINT IF EXISTS totals_check;
ALTER TABLE totals
    ALTER COLUMN t0 TYPE TEXT USING t0::text,
    ALTER COLUMN t1 TYPE TEXT USING t1::text,
    ALTER COLUMN t2 TYPE TEXT USING t2::text,
    ALTER COLUMN t3 TYPE TEXT USING t3::text
"""

# Version 7 (as in the file): players' romanised name and name order.
MIGRATION_V7 = schema.MIGRATION_V7

MIGRATIONS: dict[int, str] = {
    3: SCHEMA_V3,
    4: MIGRATION_V4,
    5: MIGRATION_V5,
    6: MIGRATION_V6,
    7: MIGRATION_V7,
}

# Where ids come from a sequence: kept above every stored id after rows are loaded
# with their own ids (a copy, an undo), so an id is never given twice.
IDENTITY_TABLES = ("penalties", "audit")
