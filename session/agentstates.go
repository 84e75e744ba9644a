package session

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"
)

// What a person or grove decided about an agent (the agent_states table).
// An agent without a decision is idle or running by its active turns.
const (
	AgentStateStopped = "stopped" // grove stop NAME: nothing new is delivered
	AgentStateError   = "error"   // its turns kept failing; grove gave up
)

// Error codes of a send to an agent that is held.
const (
	EAGENTSTOPPED = "agent_stopped"
	EAGENTERROR   = "agent_error"
)

// Event kinds the store records with an agent's state change.
const (
	EventAgentStopped = "agent.stopped"
	EventAgentStarted = "agent.started"
	EventAgentError   = "agent.error"
)

// AgentHold is an agent's row of agent_states: its kept state ("" when
// it is neither stopped nor in error), the error that put it there, how
// many of its turns failed in a row, and whether its running turns are to
// be cancelled (stopped with --now).
type AgentHold struct {
	Agent       string    `json:"agent"`
	State       string    `json:"state,omitempty"`
	Error       string    `json:"error,omitempty"`
	Failures    int       `json:"failures,omitempty"`
	CancelTurns bool      `json:"cancel_turns,omitempty"`
	ChangedAt   time.Time `json:"changed_at"`
}

// Held reports whether nothing new may be delivered to the agent.
func (h AgentHold) Held() bool { return h.State != "" }

// Refusal is the error a send to a held agent gets: the reason and the
// command that lets the agent run again, first, so that a line cut to a
// narrow screen keeps them. nil when the agent is not held.
func (h AgentHold) Refusal() error {
	switch h.State {
	case AgentStateStopped:
		return Errorf(EAGENTSTOPPED, "%s is stopped: `grove start %s` resumes it (until then nothing is delivered to it)", h.Agent, h.Agent)
	case AgentStateError:
		return Errorf(EAGENTERROR, "%s is in the error state: `grove start %s` clears it (its turns kept failing: %s)", h.Agent, h.Agent, h.Error)
	}
	return nil
}

// notHeld is the condition on a row of instructions that its agent is not
// held: the agent is the global one a workspace member refers to, or the
// member itself as name@workflow:tag, or the agent of a DM.
const notHeld = `NOT EXISTS (SELECT 1 FROM agent_states s WHERE s.state <> '' AND s.agent = COALESCE(
	(SELECT COALESCE(NULLIF(wa.ref, ''), wa.name || '@' || w.workflow || ':' || w.tag)
		FROM workspace_agents wa JOIN workspaces w ON w.id = wa.workspace_id
		WHERE wa.workspace_id = instructions.workspace_id AND wa.name = instructions.agent),
	instructions.agent))`

const agentHoldCols = `agent, state, error, failures, cancel_turns, changed_at`

func scanAgentHold(r Scanner) (AgentHold, error) {
	var h AgentHold
	var changed int64
	var cancel int
	if err := r.Scan(&h.Agent, &h.State, &h.Error, &h.Failures, &cancel, &changed); err != nil {
		return h, err
	}
	h.CancelTurns, h.ChangedAt = cancel != 0, fromMs(changed)
	return h, nil
}

// AgentHold reads an agent's kept state (a zero AgentHold naming the agent
// when there is none).
func (s *Store) AgentHold(ctx context.Context, agent string) (AgentHold, error) {
	h, err := scanAgentHold(s.r.QueryRowContext(ctx, `SELECT `+agentHoldCols+` FROM agent_states WHERE agent = ?`, agent))
	if errors.Is(err, sql.ErrNoRows) {
		return AgentHold{Agent: agent}, nil
	}
	return h, err
}

// AgentHolds lists every agent with a kept state or failures, by name.
func (s *Store) AgentHolds(ctx context.Context) (map[string]AgentHold, error) {
	return s.agentHolds(ctx, `state <> '' OR failures > 0`)
}

func (s *Store) agentHoldTx(ctx context.Context, tx *sql.Tx, agent string) (AgentHold, error) {
	h, err := scanAgentHold(tx.QueryRowContext(ctx, `SELECT `+agentHoldCols+` FROM agent_states WHERE agent = ?`, agent))
	if errors.Is(err, sql.ErrNoRows) {
		return AgentHold{Agent: agent}, nil
	}
	return h, err
}

func (s *Store) putAgentHoldTx(ctx context.Context, tx *sql.Tx, h AgentHold) error {
	cancel := 0
	if h.CancelTurns {
		cancel = 1
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO agent_states (agent, state, error, failures, cancel_turns, changed_at) VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (agent) DO UPDATE SET state = excluded.state, error = excluded.error, failures = excluded.failures,
		cancel_turns = excluded.cancel_turns, changed_at = excluded.changed_at`,
		h.Agent, h.State, h.Error, h.Failures, cancel, ms(s.now()))
	return err
}

// StopAgent stops an agent: nothing new is delivered to it until
// StartAgent. cancelTurns asks the processes running its turns to cancel
// them. The change and its event (agent.stopped) commit together. It
// returns the state before.
func (s *Store) StopAgent(ctx context.Context, agent string, cancelTurns bool) (AgentHold, error) {
	var prev AgentHold
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		var err error
		if prev, err = s.agentHoldTx(ctx, tx, agent); err != nil {
			return err
		}
		h := prev
		h.State, h.CancelTurns = AgentStateStopped, cancelTurns
		if err := s.putAgentHoldTx(ctx, tx, h); err != nil {
			return err
		}
		data := map[string]any{"agent": agent, "from": stateName(prev.State), "cancel_turns": cancelTurns}
		return s.recordTx(ctx, tx, "", EventAgentStopped, data)
	})
	return prev, err
}

// StartAgent lets a stopped agent, or one in the error state, run again:
// its failures in a row start from nought and it gets what was held for
// it. It returns the state before; an agent that was not held is left as
// it was (no event).
func (s *Store) StartAgent(ctx context.Context, agent string) (AgentHold, error) {
	var prev AgentHold
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		var err error
		if prev, err = s.agentHoldTx(ctx, tx, agent); err != nil {
			return err
		}
		if !prev.Held() && prev.Failures == 0 {
			return nil
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM agent_states WHERE agent = ?`, agent); err != nil {
			return err
		}
		if !prev.Held() {
			return nil
		}
		data := map[string]any{"agent": agent, "from": prev.State}
		if prev.Error != "" {
			data["error"] = prev.Error
		}
		return s.recordTx(ctx, tx, "", EventAgentStarted, data)
	})
	return prev, err
}

// AgentTurnFailed counts a failed turn of agent. Once more than
// maxRestarts have failed in a row, an agent that is neither stopped nor
// in error is put in the error state with msg, recording agent.error in
// the same transaction. It returns the state after.
func (s *Store) AgentTurnFailed(ctx context.Context, agent, msg string, maxRestarts int) (AgentHold, error) {
	var h AgentHold
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		var err error
		if h, err = s.agentHoldTx(ctx, tx, agent); err != nil {
			return err
		}
		h.Failures++
		errored := h.State == "" && h.Failures > maxRestarts
		if errored {
			h.State, h.Error = AgentStateError, msg
		}
		if err := s.putAgentHoldTx(ctx, tx, h); err != nil {
			return err
		}
		if errored {
			return s.recordTx(ctx, tx, "", EventAgentError, map[string]any{"agent": agent, "error": msg, "failures": h.Failures})
		}
		return nil
	})
	return h, err
}

// AgentTurnSucceeded starts an agent's count of failed turns again from
// nought (a completed turn). It writes only when there was a count.
func (s *Store) AgentTurnSucceeded(ctx context.Context, agent string) error {
	h, err := s.AgentHold(ctx, agent)
	if err != nil || h.Failures == 0 {
		return err
	}
	return s.WriteTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE agent_states SET failures = 0 WHERE agent = ?`, agent); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `DELETE FROM agent_states WHERE agent = ? AND state = ''`, agent)
		return err
	})
}

// HeldAgents are the agents nothing may be delivered to (stopped or in
// error), by name; cancel says whose running turns are to be cancelled.
func (s *Store) HeldAgents(ctx context.Context) (held map[string]AgentHold, err error) {
	return s.agentHolds(ctx, `state <> ''`)
}

func (s *Store) agentHolds(ctx context.Context, where string) (map[string]AgentHold, error) {
	hs, err := Collect(scanAgentHold)(s.r.QueryContext(ctx, `SELECT `+agentHoldCols+` FROM agent_states WHERE `+where))
	if err != nil {
		return nil, err
	}
	out := make(map[string]AgentHold, len(hs))
	for _, h := range hs {
		out[h.Agent] = h
	}
	return out, nil
}

// stateName is a kept state for an event: "" reads as "ready".
func stateName(state string) string {
	if strings.TrimSpace(state) == "" {
		return "ready"
	}
	return state
}

// DeliverablePending counts the pending instructions some process may
// claim: those of agents that are not held.
func (s *Store) DeliverablePending(ctx context.Context) (int, error) {
	var n int
	err := s.r.QueryRowContext(ctx, `SELECT COUNT(*) FROM instructions WHERE status = 'pending' AND `+notHeld).Scan(&n)
	return n, err
}
