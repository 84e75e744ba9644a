-- Agent memories, notes and todos. Vector tables are per embedder
-- (memory_vec_<embedder id>) and are created when an embedder is first used,
-- because a vec0 table's dimension is fixed at creation.

-- memory_embedders registers every embedder whose vectors were ever stored.
CREATE TABLE memory_embedders (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    dim        INTEGER NOT NULL CHECK (dim > 0),
    created_at INTEGER NOT NULL
);

-- memory_agents records which embedder an agent's stored vectors come from,
-- so a search never compares vectors of two embedders.
CREATE TABLE memory_agents (
    agent       TEXT PRIMARY KEY,
    embedder_id INTEGER NOT NULL REFERENCES memory_embedders (id)
);

CREATE TABLE memories (
    -- seq is the rowid shared by the vector and full-text tables.
    seq           INTEGER PRIMARY KEY AUTOINCREMENT,
    id            TEXT NOT NULL UNIQUE,
    agent         TEXT NOT NULL,
    type          TEXT NOT NULL,
    -- content is empty when external = 1: the text lives in memory_content.
    content       TEXT NOT NULL DEFAULT '',
    external      INTEGER NOT NULL DEFAULT 0,
    significance  REAL NOT NULL DEFAULT 0.5 CHECK (significance >= 0 AND significance <= 1),
    metadata      TEXT NOT NULL DEFAULT '{}',
    superseded_by TEXT,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    accessed_at   INTEGER
);
CREATE INDEX memories_by_agent ON memories (agent, created_at);
CREATE INDEX memories_by_agent_type ON memories (agent, type, created_at);

-- memory_content holds content over 4 KB out of line.
CREATE TABLE memory_content (
    memory_seq INTEGER PRIMARY KEY REFERENCES memories (seq) ON DELETE CASCADE,
    content    TEXT NOT NULL
);

-- memories_fts indexes the full content (inline or external), docid = seq.
-- FTS4 because this SQLite build has no FTS5; porter folds word endings.
CREATE VIRTUAL TABLE memories_fts USING fts4(content, tokenize=porter);

CREATE TABLE notes (
    id         INTEGER PRIMARY KEY,
    agent      TEXT NOT NULL,
    title      TEXT NOT NULL,
    body       TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    UNIQUE (agent, title)
);

CREATE TABLE todos (
    id         INTEGER PRIMARY KEY,
    agent      TEXT NOT NULL,
    text       TEXT NOT NULL,
    done       INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    done_at    INTEGER
);
CREATE INDEX todos_by_agent ON todos (agent, done, id);
