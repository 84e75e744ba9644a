-- history_fts indexes the text of the user and assistant messages of every
-- conversation (docid = entries.seq) for history_search. Triggers keep it in
-- step with entries; the session migrations run before these, so entries
-- exists, and rows written before this migration are indexed here.
CREATE VIRTUAL TABLE history_fts USING fts4(text, tokenize=porter);

INSERT INTO history_fts (docid, text)
SELECT seq, text FROM (
    SELECT e.seq AS seq,
           (SELECT group_concat(json_extract(j.value, '$.text'), char(10))
              FROM json_each(e.content) j WHERE json_extract(j.value, '$.type') = 'text') AS text
      FROM entries e
     WHERE e.kind = 'message' AND e.role IN ('user', 'assistant') AND json_valid(e.content))
WHERE text IS NOT NULL AND text != '';

CREATE TRIGGER history_fts_insert AFTER INSERT ON entries
WHEN new.kind = 'message' AND new.role IN ('user', 'assistant') AND json_valid(new.content)
BEGIN
    INSERT INTO history_fts (docid, text)
    SELECT new.seq, t.text FROM
        (SELECT group_concat(json_extract(j.value, '$.text'), char(10)) AS text
           FROM json_each(new.content) j WHERE json_extract(j.value, '$.type') = 'text') t
    WHERE t.text IS NOT NULL AND t.text != '';
END;

CREATE TRIGGER history_fts_delete AFTER DELETE ON entries
WHEN old.kind = 'message' AND old.role IN ('user', 'assistant')
BEGIN
    DELETE FROM history_fts WHERE docid = old.seq;
END;

CREATE TRIGGER history_fts_update AFTER UPDATE OF content ON entries
WHEN old.kind = 'message' AND old.role IN ('user', 'assistant')
BEGIN
    DELETE FROM history_fts WHERE docid = old.seq;
    INSERT INTO history_fts (docid, text)
    SELECT new.seq, t.text FROM
        (SELECT group_concat(json_extract(j.value, '$.text'), char(10)) AS text
           FROM json_each(new.content) j WHERE json_extract(j.value, '$.type') = 'text') t
    WHERE json_valid(new.content) AND t.text IS NOT NULL AND t.text != '';
END;
