-- Temporary agents: unnamed agents started with `grove new`. A row keeps
-- what runs them (model and system prompt) so their conversations can go
-- on in later processes; promoted_to names the agent one became.
CREATE TABLE temporary_agents (
    name        TEXT PRIMARY KEY,
    seq         INTEGER NOT NULL UNIQUE,
    model       TEXT NOT NULL,
    system      TEXT NOT NULL DEFAULT '',
    promoted_to TEXT NOT NULL DEFAULT '',
    created_at  INTEGER NOT NULL
);
