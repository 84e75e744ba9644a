package agent

import "fmt"

// backendOverBudget is why a CLI run must not start ("" when it may): the
// first cap in force that what was spent already reached. grove cannot
// tell what a run of an agent CLI will cost before it ends, so a run
// starts while some of each cap is left; its reported cost (or its tokens
// at the profile's prices) is recorded with the turn when it ends, where
// the next check reads it.
func (t *turnRun) backendOverBudget() string {
	t.readCaps(t.ctx)
	for _, c := range t.budget.caps {
		if c.spent < c.cap {
			continue
		}
		return fmt.Sprintf("%s %s reached: spent %s; %s", c.name(), USD(c.cap), USD(c.spent), c.how(t.turn.ConversationID))
	}
	return ""
}
