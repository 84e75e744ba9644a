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
