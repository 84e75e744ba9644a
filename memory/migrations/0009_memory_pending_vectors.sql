-- A memory whose vector could not be made by its agent's embedder (the
-- endpoint was unreachable, or the agent's vectors come from another
-- embedder until they are re-embedded) keeps the vector it got here instead
-- of in the agent's vector tables, so searches never compare vectors of two
-- embedders; re-embedding the agent moves it over.
CREATE TABLE memory_pending_vectors (
    seq        INTEGER PRIMARY KEY REFERENCES memories(seq) ON DELETE CASCADE,
    agent      TEXT NOT NULL,
    embedder   TEXT NOT NULL,
    embedding  BLOB NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE INDEX memory_pending_vectors_agent ON memory_pending_vectors (agent);
