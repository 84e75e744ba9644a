-- Workspaces: a running workflow instance with its channel
-- conversation, attached agents, shared documents, per-agent inbox and the
-- instructions waiting for an agent (push delivery, scheduled wake-ups).
CREATE TABLE workspaces (
    id          TEXT PRIMARY KEY,
    workflow    TEXT NOT NULL,
    tag         TEXT NOT NULL DEFAULT 'main',
    source      TEXT NOT NULL DEFAULT '',
    status      TEXT NOT NULL CHECK (status IN ('running', 'stopped')),
    channel_id  TEXT NOT NULL REFERENCES conversations (id),
    vars        TEXT,
    created_at  INTEGER NOT NULL,
    stopped_at  INTEGER
);
CREATE UNIQUE INDEX workspaces_running ON workspaces (workflow, tag) WHERE status = 'running';

CREATE TABLE workspace_agents (
    workspace_id    TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    name            TEXT NOT NULL,
    ref             TEXT NOT NULL DEFAULT '',   -- the global agent ('' = inline, workflow-local)
    definition      TEXT,                       -- inline agents: the definition as JSON
    prompt_append   TEXT NOT NULL DEFAULT '',
    conversation_id TEXT NOT NULL REFERENCES conversations (id),
    state           TEXT NOT NULL DEFAULT 'idle',
    error           TEXT NOT NULL DEFAULT '',
    joined_at       INTEGER NOT NULL,
    left_at         INTEGER,
    PRIMARY KEY (workspace_id, name)
);

CREATE TABLE documents (
    workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    name         TEXT NOT NULL,
    content      TEXT NOT NULL,
    updated_by   TEXT NOT NULL DEFAULT '',
    updated_at   INTEGER NOT NULL,
    PRIMARY KEY (workspace_id, name)
);

CREATE TABLE inbox (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    workspace_id TEXT NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    agent        TEXT NOT NULL,
    entry_id     TEXT NOT NULL REFERENCES entries (id) ON DELETE CASCADE,
    mention      INTEGER NOT NULL DEFAULT 0,
    created_at   INTEGER NOT NULL,
    acked_at     INTEGER
);
CREATE INDEX inbox_unread ON inbox (workspace_id, agent) WHERE acked_at IS NULL;

CREATE TABLE instructions (
    id              TEXT PRIMARY KEY,
    workspace_id    TEXT,
    agent           TEXT NOT NULL,
    conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    text            TEXT NOT NULL,
    caller          TEXT NOT NULL DEFAULT 'user',
    lane            TEXT NOT NULL CHECK (lane IN ('immediate', 'normal', 'background')),
    source          TEXT NOT NULL,
    depth           INTEGER NOT NULL DEFAULT 0,
    status          TEXT NOT NULL CHECK (status IN ('pending', 'claimed', 'done', 'failed')),
    claimed_by      TEXT NOT NULL DEFAULT '',
    turn_id         TEXT,
    error           TEXT NOT NULL DEFAULT '',
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL
);
CREATE INDEX instructions_pending ON instructions (status, created_at);
