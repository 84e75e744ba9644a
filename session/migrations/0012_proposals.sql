-- Team decisions in a workspace: an agent proposes a question with its
-- options, names who votes and by when; each voter's choice is kept (a
-- later vote replaces an earlier one while the proposal is open). A
-- proposal closes when everyone has voted or its deadline passes; result
-- is the closing text posted to the channel.
CREATE TABLE proposals (
    id           TEXT PRIMARY KEY,
    workspace_id TEXT NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
    author       TEXT NOT NULL,
    question     TEXT NOT NULL,
    options      TEXT NOT NULL,  -- JSON array of strings
    voters       TEXT NOT NULL,  -- JSON array of agent names
    deadline     INTEGER NOT NULL,
    status       TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
    result       TEXT NOT NULL DEFAULT '',
    created_at   INTEGER NOT NULL,
    closed_at    INTEGER
);
CREATE INDEX proposals_open ON proposals (status, deadline);
CREATE INDEX proposals_workspace ON proposals (workspace_id, created_at);

CREATE TABLE proposal_votes (
    proposal_id TEXT NOT NULL REFERENCES proposals(id) ON DELETE CASCADE,
    voter       TEXT NOT NULL,
    choice      TEXT NOT NULL,
    voted_at    INTEGER NOT NULL,
    PRIMARY KEY (proposal_id, voter)
) WITHOUT ROWID;
