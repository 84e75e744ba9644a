-- Files and images attached to messages (and images tools returned),
-- stored once by the SHA-256 of their bytes. An attachment block names its
-- bytes by hash; the name it was attached under lives in the block, so the
-- same bytes under two names are one row.
CREATE TABLE attachments (
    sha256     TEXT NOT NULL UNIQUE,
    mime_type  TEXT NOT NULL,
    size       INTEGER NOT NULL,
    data       BLOB NOT NULL,
    created_at INTEGER NOT NULL
);
