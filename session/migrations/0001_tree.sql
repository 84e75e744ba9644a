-- The conversation tree: conversations, participants, entries, branches,
-- turns, async operations, checkpoints and the event log.
CREATE TABLE conversations (
    id             TEXT PRIMARY KEY,
    kind           TEXT NOT NULL CHECK (kind IN ('dm', 'channel', 'delegate')),
    title          TEXT NOT NULL DEFAULT '',
    agent          TEXT NOT NULL DEFAULT '',
    workspace_id   TEXT,
    status         TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'waiting', 'completed', 'failed')),
    archived       INTEGER NOT NULL DEFAULT 0,
    current_branch TEXT NOT NULL DEFAULT 'main',
    forked_from_conversation TEXT,
    forked_from_entry        TEXT,
    entry_count    INTEGER NOT NULL DEFAULT 0,
    created_at     INTEGER NOT NULL,
    last_activity  INTEGER NOT NULL
);
CREATE INDEX conversations_by_activity ON conversations (archived, last_activity DESC);

CREATE TABLE participants (
    conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    name            TEXT NOT NULL,
    kind            TEXT NOT NULL CHECK (kind IN ('user', 'agent')),
    mode            TEXT NOT NULL DEFAULT 'owner',
    joined_at       INTEGER NOT NULL,
    left_at         INTEGER,
    PRIMARY KEY (conversation_id, name)
);

CREATE TABLE entries (
    seq             INTEGER PRIMARY KEY AUTOINCREMENT,
    id              TEXT NOT NULL UNIQUE,
    conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    parent_id       TEXT REFERENCES entries (id) ON DELETE CASCADE,
    -- parent_seq mirrors parent_id as the parent's rowid, so walking a
    -- branch to its root is a chain of rowid lookups.
    parent_seq      INTEGER,
    kind            TEXT NOT NULL,
    role            TEXT NOT NULL DEFAULT '',
    author          TEXT NOT NULL DEFAULT '',
    turn_id         TEXT,
    content         TEXT NOT NULL DEFAULT '[]',
    metadata        TEXT,
    created_at      INTEGER NOT NULL
);
CREATE INDEX entries_by_conversation ON entries (conversation_id, seq);
CREATE INDEX entries_by_parent ON entries (parent_id);
CREATE INDEX entries_by_turn ON entries (turn_id) WHERE turn_id IS NOT NULL;

CREATE TABLE branches (
    conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    name            TEXT NOT NULL,
    head_id         TEXT REFERENCES entries (id) ON DELETE CASCADE,
    base_id         TEXT,
    label           TEXT NOT NULL DEFAULT '',
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL,
    PRIMARY KEY (conversation_id, name)
);

CREATE TABLE turns (
    id              TEXT PRIMARY KEY,
    conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    agent           TEXT NOT NULL,
    caller          TEXT NOT NULL DEFAULT '',
    model           TEXT NOT NULL DEFAULT '', -- a model override for this turn ('' = the agent's)
    lane            TEXT NOT NULL DEFAULT '', -- the scheduling lane it was queued in
    input_entry_id  TEXT,
    branch          TEXT NOT NULL,
    status          TEXT NOT NULL CHECK (status IN ('active', 'completed', 'failed', 'cancelled', 'incomplete')),
    steps           INTEGER NOT NULL DEFAULT 0,
    usage           TEXT,
    issues          TEXT,
    error           TEXT NOT NULL DEFAULT '',
    -- owner names the process running an active turn, heartbeat when it
    -- last said so: recovery after a crash takes over only orphaned turns.
    owner           TEXT NOT NULL DEFAULT '',
    heartbeat       INTEGER NOT NULL DEFAULT 0,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL,
    finished_at     INTEGER
);
CREATE INDEX turns_by_conversation ON turns (conversation_id, created_at);
CREATE INDEX turns_active ON turns (status) WHERE status = 'active';

CREATE TABLE async_ops (
    id              TEXT PRIMARY KEY,
    turn_id         TEXT NOT NULL REFERENCES turns (id) ON DELETE CASCADE,
    conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    tool_call_id    TEXT NOT NULL,
    call_entry_id   TEXT,
    tool            TEXT NOT NULL,
    status          TEXT NOT NULL CHECK (status IN ('running', 'completed', 'failed', 'cancelled')),
    input           TEXT,
    result          TEXT NOT NULL DEFAULT '',
    error           TEXT NOT NULL DEFAULT '',
    result_entry_id TEXT,
    created_at      INTEGER NOT NULL,
    finished_at     INTEGER
);
CREATE INDEX async_ops_by_turn ON async_ops (turn_id);
CREATE INDEX async_ops_running ON async_ops (status) WHERE status = 'running';

CREATE TABLE checkpoints (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    turn_id         TEXT NOT NULL REFERENCES turns (id) ON DELETE CASCADE,
    seq             INTEGER NOT NULL,
    leaf_entry_id   TEXT,
    step            INTEGER NOT NULL DEFAULT 0,
    usage           TEXT,
    created_at      INTEGER NOT NULL,
    UNIQUE (turn_id, seq)
);

CREATE TABLE events (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    conversation_id TEXT,
    turn_id         TEXT,
    kind            TEXT NOT NULL,
    data            TEXT,
    created_at      INTEGER NOT NULL
);
CREATE INDEX events_by_conversation ON events (conversation_id, id);
