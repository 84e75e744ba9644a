-- Which conversations refer to which stored attachment bytes (an
-- attached file, a tool's image), kept as entries are appended or
-- imported, and the files attached to each conversation's unsent draft.
-- Bytes that neither names are removed (Store.CollectAttachments).
CREATE TABLE attachment_refs (
    sha256          TEXT NOT NULL,
    conversation_id TEXT NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    PRIMARY KEY (sha256, conversation_id)
) WITHOUT ROWID;
CREATE INDEX attachment_refs_conversation ON attachment_refs (conversation_id);
CREATE TABLE draft_attachments (
    conversation_id TEXT NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    pos             INTEGER NOT NULL,
    sha256          TEXT NOT NULL,
    name            TEXT NOT NULL,
    mime_type       TEXT NOT NULL,
    size            INTEGER NOT NULL,
    PRIMARY KEY (conversation_id, pos)
);
CREATE INDEX draft_attachments_sha256 ON draft_attachments (sha256);
-- The references of the entries stored before this table existed.
INSERT OR IGNORE INTO attachment_refs (sha256, conversation_id)
    SELECT DISTINCT j.value, e.conversation_id FROM entries e, json_tree(e.content) j
    WHERE e.content LIKE '%"sha256"%' AND j.key = 'sha256' AND j.type = 'text';
