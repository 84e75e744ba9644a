-- An ephemeral conversation (grove ask, grove new --ephemeral) is not
-- listed, not extracted into memory nor indexed for history search, and is
-- erased when its exchange ends; a row here marks one while it lasts.
CREATE TABLE ephemeral_conversations (
    conversation_id TEXT PRIMARY KEY REFERENCES conversations (id) ON DELETE CASCADE
) WITHOUT ROWID;
