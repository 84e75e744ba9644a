// Package agent runs grove's agents: the turn loop that streams from a
// provider and runs tools, async operations, recovery after a restart,
// branching operations and the event stream the UI subscribes to. What an
// agent is (its definition) comes from agent/config; workspaces at run time
// are agent/team. It never imports ui.
package agent
