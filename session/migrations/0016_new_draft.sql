-- The draft of the conversation not created yet (the message box of a new
-- conversation, before its first message creates it): its text and the
-- files attached to it. One row at most; its files keep their bytes as
-- draft_attachments' do.
CREATE TABLE new_draft (
    id         INTEGER PRIMARY KEY CHECK (id = 1),
    text       TEXT NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE TABLE new_draft_attachments (
    pos       INTEGER PRIMARY KEY,
    sha256    TEXT NOT NULL,
    name      TEXT NOT NULL,
    mime_type TEXT NOT NULL,
    size      INTEGER NOT NULL
);
CREATE INDEX new_draft_attachments_sha256 ON new_draft_attachments (sha256);
