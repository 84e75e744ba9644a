-- A memory may be written under a key (a name a person or the agent gives a
-- fact, such as "deploy-target"): a later memory under the same key
-- supersedes it, so at most one memory per agent and key is live.
ALTER TABLE memories ADD COLUMN key TEXT;
CREATE INDEX memories_by_key ON memories (agent, key) WHERE key IS NOT NULL;
