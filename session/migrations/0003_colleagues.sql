-- An agent's personal DM thread: the one conversation that `grove send NAME`
-- and the terminal UI's "DM NAME" continue (at most one per agent).
ALTER TABLE conversations ADD COLUMN personal INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX conversations_personal ON conversations (agent) WHERE personal = 1;

-- Who ended a participation: the agent itself (left) or someone else
-- (removed by NAME); empty while it lasts.
ALTER TABLE participants ADD COLUMN left_by TEXT NOT NULL DEFAULT '';
