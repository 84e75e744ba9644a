-- The after-turn work of a completed turn (the hand-over to the agent its
-- reply addresses, memory extraction) that has not run yet: 1 both, 2 the
-- extraction only (the hand-over is done), 0 none. The turn's end sets it
-- in the same transaction; each part clears its share in the transaction
-- that records its result, so after a crash the next start runs what is
-- left, once.
ALTER TABLE turns ADD COLUMN after_turn INTEGER NOT NULL DEFAULT 0;
CREATE INDEX turns_after_turn ON turns (after_turn) WHERE after_turn != 0;
