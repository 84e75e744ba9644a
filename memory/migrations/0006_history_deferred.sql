-- history_fts is filled in batches instead of by a trigger per entry:
-- indexing a message's words costs far more than storing it, and an import
-- or a long append paid it row by row. history_fts_state.indexed_through is
-- the highest entries.seq whose messages are in the index; entries.seq is
-- AUTOINCREMENT and written by one writer at a time, so every entry above it
-- is unindexed and every entry at or below it is indexed. Store.IndexHistory
-- indexes the entries above it and moves it in the same transaction, so a
-- crash leaves either both or neither; history searches catch up first.
DROP TRIGGER history_fts_insert;

CREATE TABLE history_fts_state (
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    indexed_through INTEGER NOT NULL
);

-- Until now the trigger indexed every entry as it was written.
INSERT INTO history_fts_state (id, indexed_through) SELECT 1, COALESCE(MAX(seq), 0) FROM entries;

-- An entry not yet indexed is indexed with its new content when its turn
-- comes; only an indexed one is re-indexed here.
DROP TRIGGER history_fts_update;
CREATE TRIGGER history_fts_update AFTER UPDATE OF content ON entries
WHEN old.kind = 'message' AND old.role IN ('user', 'assistant')
 AND old.seq <= (SELECT indexed_through FROM history_fts_state)
BEGIN
    DELETE FROM history_fts WHERE docid = old.seq;
    INSERT INTO history_fts (docid, text)
    SELECT new.seq, t.text FROM
        (SELECT group_concat(json_extract(j.value, '$.text'), char(10)) AS text
           FROM json_each(new.content) j WHERE json_extract(j.value, '$.type') = 'text') t
    WHERE json_valid(new.content) AND t.text IS NOT NULL AND t.text != '';
END;
