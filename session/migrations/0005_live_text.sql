-- The text of the step a running turn is streaming now, written by the
-- process running it a few times a second and replaced in place, so that
-- other processes on the same database can show the reply as it grows. The
-- transaction that saves the step's entries deletes it; taking over an
-- orphaned turn deletes what its dead owner left.
CREATE TABLE live_text (
    turn_id    TEXT PRIMARY KEY REFERENCES turns (id) ON DELETE CASCADE,
    step       INTEGER NOT NULL,
    text       TEXT NOT NULL,
    thinking   TEXT NOT NULL,
    updated_at INTEGER NOT NULL
) WITHOUT ROWID;
