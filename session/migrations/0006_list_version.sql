-- A count of the changes to the conversation list that write no entry: a
-- conversation created, deleted, renamed, archived or restored. A process
-- showing the list reads this one row when the database changes (which it
-- does a few times a second while a turn streams elsewhere) instead of
-- every conversation's title.
CREATE TABLE list_version (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    n  INTEGER NOT NULL
);
INSERT INTO list_version (id, n) VALUES (1, 0);
CREATE TRIGGER list_version_insert AFTER INSERT ON conversations BEGIN
    UPDATE list_version SET n = n + 1;
END;
CREATE TRIGGER list_version_delete AFTER DELETE ON conversations BEGIN
    UPDATE list_version SET n = n + 1;
END;
CREATE TRIGGER list_version_update AFTER UPDATE OF title, archived ON conversations BEGIN
    UPDATE list_version SET n = n + 1;
END;
