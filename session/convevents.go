package session

import (
	"context"
	"database/sql"
	"encoding/json"
)

// Event log kinds the store records itself, in the transaction of the
// change they describe, whichever process or command made it.
const (
	// EventConversationStarted: a conversation was created (a DM, a
	// personal thread, a fork, a delegate's conversation, a workspace's
	// channel or an agent's thread in it). Imported conversations are not
	// started: they were, elsewhere.
	EventConversationStarted = "conversation.started"
	// EventConversationEnded: a conversation will take no more turns from
	// grove by itself: it was archived or deleted, its workspace stopped
	// (the channel and the agents' threads in it), or it was a delegate's
	// conversation whose answer was returned (recorded by the runtime).
	// data.reason says which.
	EventConversationEnded = "conversation.ended"
	// EventWorkflowStopped: a running workspace was stopped.
	EventWorkflowStopped = "workflow.stopped"
)

// Reasons of EventConversationEnded.
const (
	EndedArchived         = "archived"
	EndedDeleted          = "deleted"
	EndedWorkspaceStopped = "workspace_stopped"
	EndedDelegateAnswered = "delegate_answered"
	EndedDelegateFailed   = "delegate_failed"
)

// recordTx appends one event to the log inside tx.
func (s *Store) recordTx(ctx context.Context, tx *sql.Tx, convID, kind string, data map[string]any) error {
	var d any
	if len(data) > 0 {
		b, err := json.Marshal(data)
		if err != nil {
			return err
		}
		d = string(b)
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO events (conversation_id, turn_id, kind, data, created_at) VALUES (?, NULL, ?, ?, ?)`,
		nullStr(convID), kind, d, ms(s.now()))
	return err
}

// startConversation inserts a new conversation and records that it started.
func (s *Store) startConversation(ctx context.Context, tx *sql.Tx, c Conversation) error {
	if err := insertConversation(ctx, tx, c); err != nil {
		return err
	}
	data := map[string]any{"kind": c.Kind, "title": c.Title}
	if c.Agent != "" {
		data["agent"] = c.Agent
	}
	if c.WorkspaceID != "" {
		data["workspace_id"] = c.WorkspaceID
	}
	if c.Personal {
		data["personal"] = true
	}
	if c.ForkedFrom != nil {
		data["forked_from"] = c.ForkedFrom.ConversationID
	}
	return s.recordTx(ctx, tx, c.ID, EventConversationStarted, data)
}

// endConversation records that a conversation ended, and why.
func (s *Store) endConversation(ctx context.Context, tx *sql.Tx, convID, reason string) error {
	return s.recordTx(ctx, tx, convID, EventConversationEnded, map[string]any{"reason": reason})
}

// recordStopped records, inside the transaction that stops workspace id,
// that the workflow stopped (on its channel) and that its conversations
// (the channel and its agents' threads) ended.
func (s *Store) recordStopped(ctx context.Context, tx *sql.Tx, id string) error {
	var workflow, tag, channel string
	if err := tx.QueryRowContext(ctx, `SELECT workflow, tag, channel_id FROM workspaces WHERE id = ?`, id).Scan(&workflow, &tag, &channel); err != nil {
		return err
	}
	if err := s.recordTx(ctx, tx, channel, EventWorkflowStopped, map[string]any{"workflow": workflow, "tag": tag, "workspace_id": id}); err != nil {
		return err
	}
	convs, err := QueryAll(ctx, tx, func(rows *sql.Rows, c *string) error { return rows.Scan(c) },
		`SELECT id FROM conversations WHERE workspace_id = ? ORDER BY id`, id)
	if err != nil {
		return err
	}
	for _, c := range convs {
		if err := s.endConversation(ctx, tx, c, EndedWorkspaceStopped); err != nil {
			return err
		}
	}
	return nil
}
