-- Word models the offline embedder learned from an agent's memories. A
-- model's name (offline-dist-v1/<digest of the model>) is the name of the
-- embedder its vectors are registered under, so vectors of two models are
-- never compared. An agent keeps only the model its vectors use.
CREATE TABLE memory_models (
    name       TEXT PRIMARY KEY,
    agent      TEXT NOT NULL,
    docs       INTEGER NOT NULL,
    model      BLOB NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE INDEX memory_models_agent ON memory_models (agent);
