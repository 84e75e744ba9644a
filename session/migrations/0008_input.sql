-- What a person typed and did not send, per conversation, and what they
-- sent, newest last: the message box gives both back after a restart.
CREATE TABLE drafts (
    conversation_id TEXT PRIMARY KEY REFERENCES conversations(id) ON DELETE CASCADE,
    text            TEXT NOT NULL,
    updated_at      INTEGER NOT NULL
);
CREATE TABLE input_history (
    id         INTEGER PRIMARY KEY,
    text       TEXT NOT NULL,
    created_at INTEGER NOT NULL
);
