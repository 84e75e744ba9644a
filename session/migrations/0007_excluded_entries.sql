-- The entries a person left out of a branch's context. A mark belongs to
-- one branch: the entry stays in the tree (and in every other branch's
-- context); renaming or deleting the branch carries its marks along.
CREATE TABLE excluded_entries (
    conversation_id TEXT NOT NULL,
    branch          TEXT NOT NULL,
    entry_id        TEXT NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
    created_at      INTEGER NOT NULL,
    PRIMARY KEY (conversation_id, branch, entry_id),
    FOREIGN KEY (conversation_id, branch) REFERENCES branches (conversation_id, name) ON DELETE CASCADE ON UPDATE CASCADE
) WITHOUT ROWID;
