package session

import "context"

// ChildSpend is what the delegations started in a conversation spent, in
// dollars, each child with its own children: by the turn that started
// them, and by that turn's branch. Spending caps read it before each step.
func (s *Store) ChildSpend(ctx context.Context, convID string) (byTurn, byBranch map[string]float64, err error) {
	cs, err := s.ChildCosts(ctx, convID)
	if err != nil || len(cs) == 0 {
		return nil, nil, err
	}
	byTurn, byBranch = map[string]float64{}, map[string]float64{}
	for _, c := range cs {
		byTurn[c.ParentTurn] += c.Usage.Cost
		byBranch[c.Branch] += c.Usage.Cost
	}
	return byTurn, byBranch, nil
}

// UnsettledSpawn is a child conversation whose parent holds no
// agent_result for it: its delegation is running, or its process stopped
// before it could record the end.
type UnsettledSpawn struct {
	Child string
	SpawnRef
	// Spawned: the parent holds the agent_spawn entry.
	Spawned bool
}

// UnsettledSpawns lists the child conversations whose parent has no
// agent_result entry naming them.
func (s *Store) UnsettledSpawns(ctx context.Context) ([]UnsettledSpawn, error) {
	links, err := allLinks(ctx, s.r)
	if err != nil || len(links) == 0 {
		return nil, err
	}
	var out []UnsettledSpawn
	for child, l := range links {
		var results, spawns int
		err := s.r.QueryRowContext(ctx, `SELECT
			COALESCE(SUM(kind = ? AND json_extract(metadata, '$.agent_result.conversation') = ?), 0),
			COALESCE(SUM(kind = ? AND json_extract(metadata, '$.spawn.conversation') = ?), 0)
			FROM entries WHERE conversation_id = ? AND kind IN (?, ?) AND json_valid(metadata)`,
			EntryAgentResult, child, EntryAgentSpawn, child, l.ConversationID, EntryAgentResult, EntryAgentSpawn).Scan(&results, &spawns)
		if err != nil {
			return nil, err
		}
		if results == 0 {
			out = append(out, UnsettledSpawn{Child: child, SpawnRef: l, Spawned: spawns > 0})
		}
	}
	return out, nil
}

// ParentLinks maps each child conversation to where it was started (one
// read of conversation_parents).
func (s *Store) ParentLinks(ctx context.Context) (map[string]SpawnRef, error) {
	return allLinks(ctx, s.r)
}
