-- The history index passes ephemeral conversations by: an indexed entry is
-- re-indexed on a change of its content only outside them.
DROP TRIGGER history_fts_update;
CREATE TRIGGER history_fts_update AFTER UPDATE OF content ON entries
WHEN old.kind = 'message' AND old.role IN ('user', 'assistant')
 AND old.seq <= (SELECT indexed_through FROM history_fts_state)
 AND NOT EXISTS (SELECT 1 FROM ephemeral_conversations x WHERE x.conversation_id = old.conversation_id)
BEGIN
    DELETE FROM history_fts WHERE docid = old.seq;
    INSERT INTO history_fts (docid, text)
    SELECT new.seq, t.text FROM
        (SELECT group_concat(json_extract(j.value, '$.text'), char(10)) AS text
           FROM json_each(new.content) j WHERE json_extract(j.value, '$.type') = 'text') t
    WHERE json_valid(new.content) AND t.text IS NOT NULL AND t.text != '';
END;
