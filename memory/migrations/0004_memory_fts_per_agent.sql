-- Full-text statistics per agent. memories_fts is rebuilt with a languageid
-- column (lid) so that each agent's rows form their own index: a term's
-- document frequency is counted within the agent's memories only. FTS4 keeps
-- document count and average length over the whole table, so those come
-- from memory_fts_agents, kept in step with memories by triggers from
-- memories.fts_tokens (the row's token count as the porter tokenizer splits
-- it, written by the store).
CREATE TABLE memory_fts_agents (
    lid    INTEGER PRIMARY KEY,
    agent  TEXT NOT NULL UNIQUE,
    docs   INTEGER NOT NULL DEFAULT 0,
    tokens INTEGER NOT NULL DEFAULT 0
);

ALTER TABLE memories ADD COLUMN fts_tokens INTEGER NOT NULL DEFAULT 0;

-- Rows written before this migration get a word count from their spaces;
-- the store writes the exact count for every row it writes from now on.
UPDATE memories SET fts_tokens = (
    SELECT length(trim(t)) - length(replace(trim(t), ' ', '')) + (trim(t) != '')
      FROM (SELECT CASE WHEN memories.external = 1
                        THEN (SELECT c.content FROM memory_content c WHERE c.memory_seq = memories.seq)
                        ELSE memories.content END AS t));

INSERT INTO memory_fts_agents (agent, docs, tokens)
SELECT agent, COUNT(*), SUM(fts_tokens) FROM memories GROUP BY agent;

CREATE TRIGGER memory_fts_stats_insert AFTER INSERT ON memories
BEGIN
    INSERT OR IGNORE INTO memory_fts_agents (agent) VALUES (new.agent);
    UPDATE memory_fts_agents SET docs = docs + 1, tokens = tokens + new.fts_tokens WHERE agent = new.agent;
END;

CREATE TRIGGER memory_fts_stats_delete AFTER DELETE ON memories
BEGIN
    UPDATE memory_fts_agents SET docs = docs - 1, tokens = tokens - old.fts_tokens WHERE agent = old.agent;
END;

CREATE TRIGGER memory_fts_stats_update AFTER UPDATE OF fts_tokens ON memories
BEGIN
    UPDATE memory_fts_agents SET tokens = tokens - old.fts_tokens + new.fts_tokens WHERE agent = new.agent;
END;

DROP TABLE memories_fts;
CREATE VIRTUAL TABLE memories_fts USING fts4(content, tokenize=porter, languageid="lid");

INSERT INTO memories_fts (docid, content, lid)
SELECT m.seq,
       CASE WHEN m.external = 1 THEN (SELECT c.content FROM memory_content c WHERE c.memory_seq = m.seq) ELSE m.content END,
       a.lid
  FROM memories m JOIN memory_fts_agents a ON a.agent = m.agent;
