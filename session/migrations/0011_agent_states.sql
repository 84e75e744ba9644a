-- What a person or grove decided about an agent, kept across restarts:
-- stopped (grove stop NAME: nothing new is delivered to it until grove
-- start NAME) or error (its turns kept failing and grove gave up on them),
-- and how many of its turns failed in a row; cancel_turns asks every
-- process running one of its turns to cancel it (grove stop NAME --now).
-- No row is an agent left to run; whether it is idle or running is read
-- from its active turns.
CREATE TABLE agent_states (
    agent      TEXT PRIMARY KEY,
    state      TEXT NOT NULL DEFAULT '' CHECK (state IN ('', 'stopped', 'error')),
    error      TEXT NOT NULL DEFAULT '',
    failures   INTEGER NOT NULL DEFAULT 0,
    cancel_turns INTEGER NOT NULL DEFAULT 0,
    changed_at INTEGER NOT NULL
) WITHOUT ROWID;
