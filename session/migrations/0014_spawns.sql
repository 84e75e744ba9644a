-- Where a delegated conversation came from: the conversation, the turn
-- that started it and its agent_spawn entry (filled in when that entry is
-- appended, in the same transaction). Deleting either conversation takes
-- the link with it.
CREATE TABLE conversation_parents (
    conversation_id        TEXT PRIMARY KEY REFERENCES conversations (id) ON DELETE CASCADE,
    parent_conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    parent_turn_id         TEXT NOT NULL DEFAULT '',
    parent_entry_id        TEXT NOT NULL DEFAULT '',
    created_at             INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX conversation_parents_by_parent ON conversation_parents (parent_conversation_id);
