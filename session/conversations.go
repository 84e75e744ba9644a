package session

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"unicode"
)

// NewConversation describes a conversation to create.
type NewConversation struct {
	Kind         string // dm (default), channel or delegate
	Title        string
	Agent        string // owning agent of a DM; added as a participant
	WorkspaceID  string
	Participants []Participant // extra participants (the user is always added)
	// Ephemeral marks it ephemeral from its creation (see EraseConversation).
	Ephemeral bool
}

// CreateConversation creates a conversation with an empty main branch.
//
// Errors: EINVALID for an unknown kind.
func (s *Store) CreateConversation(ctx context.Context, in NewConversation) (Conversation, error) {
	if in.Kind == "" {
		in.Kind = KindDM
	}
	if in.Kind != KindDM && in.Kind != KindChannel && in.Kind != KindDelegate {
		return Conversation{}, Errorf(EINVALID, "unknown conversation kind %q (want dm, channel or delegate)", in.Kind)
	}
	now := s.now()
	c := Conversation{
		ID: NewID(), Kind: in.Kind, Title: cleanTitle(in.Title), Agent: in.Agent, WorkspaceID: in.WorkspaceID,
		Status: StatusActive, CurrentBranch: DefaultBranch, CreatedAt: now.UTC().Truncate(1e6), BranchCount: 1,
	}
	c.LastActivity = c.CreatedAt
	parts := []Participant{{Name: "user", Kind: "user", Mode: "owner", JoinedAt: c.CreatedAt}}
	if in.Agent != "" {
		parts = append(parts, Participant{Name: in.Agent, Kind: "agent", Mode: "owner", JoinedAt: c.CreatedAt})
	}
	for _, p := range in.Participants {
		if p.JoinedAt.IsZero() {
			p.JoinedAt = c.CreatedAt
		}
		if p.Mode == "" {
			p.Mode = "member"
		}
		parts = append(parts, p)
	}
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		if err := s.startConversation(ctx, tx, c); err != nil {
			return err
		}
		for _, p := range parts {
			if err := insertParticipant(ctx, tx, c.ID, p); err != nil {
				return err
			}
		}
		if in.Ephemeral {
			if _, err := tx.ExecContext(ctx, `INSERT INTO ephemeral_conversations (conversation_id) VALUES (?)`, c.ID); err != nil {
				return err
			}
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO branches (conversation_id, name, created_at, updated_at) VALUES (?, ?, ?, ?)`,
			c.ID, DefaultBranch, ms(now), ms(now))
		return err
	})
	if err != nil {
		return Conversation{}, fmt.Errorf("creating conversation: %w", err)
	}
	c.Participants = dedupeParticipants(parts)
	return c, nil
}

func dedupeParticipants(ps []Participant) []Participant {
	seen := map[string]bool{}
	out := ps[:0:0]
	for _, p := range ps {
		if !seen[p.Name] {
			seen[p.Name] = true
			out = append(out, p)
		}
	}
	return out
}

func insertConversation(ctx context.Context, tx *sql.Tx, c Conversation) error {
	var fc, fe any
	if c.ForkedFrom != nil {
		fc, fe = c.ForkedFrom.ConversationID, c.ForkedFrom.EntryID
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO conversations
		(id, kind, title, agent, workspace_id, status, archived, current_branch, forked_from_conversation, forked_from_entry, entry_count, created_at, last_activity)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		c.ID, c.Kind, c.Title, c.Agent, nullStr(c.WorkspaceID), c.Status, c.Archived, c.CurrentBranch, fc, fe, c.EntryCount,
		ms(c.CreatedAt), ms(c.LastActivity))
	if err != nil && strings.Contains(err.Error(), "UNIQUE constraint failed: conversations.id") {
		return Errorf(ECONFLICT, "conversation %s already exists", c.ID)
	}
	return err
}

func insertParticipant(ctx context.Context, tx *sql.Tx, convID string, p Participant) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO participants (conversation_id, name, kind, mode, joined_at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (conversation_id, name) DO NOTHING`, convID, p.Name, p.Kind, p.Mode, ms(p.JoinedAt))
	return err
}

// AddParticipant adds (or re-adds) a participant to a conversation. An
// owner stays an owner.
//
// Errors: ENOTFOUND when the conversation does not exist.
func (s *Store) AddParticipant(ctx context.Context, convID string, p Participant) error {
	if p.JoinedAt.IsZero() {
		p.JoinedAt = s.now()
	}
	if p.Mode == "" {
		p.Mode = "member"
	}
	return s.inConversation(ctx, convID, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO participants (conversation_id, name, kind, mode, joined_at) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (conversation_id, name) DO UPDATE SET left_at = NULL, left_by = '',
				mode = CASE WHEN participants.mode = 'owner' THEN 'owner' ELSE excluded.mode END`, convID, p.Name, p.Kind, p.Mode, ms(p.JoinedAt))
		return err
	})
}

const conversationCols = `c.id, c.kind, c.title, c.agent, COALESCE(c.workspace_id, ''), c.status, c.archived, c.current_branch,
	COALESCE(c.forked_from_conversation, ''), COALESCE(c.forked_from_entry, ''), c.entry_count, c.created_at, c.last_activity,
	(SELECT COUNT(*) FROM branches b WHERE b.conversation_id = c.id), c.personal`

func scanConversation(r Scanner) (Conversation, error) {
	var c Conversation
	var fc, fe string
	var created, last int64
	err := r.Scan(&c.ID, &c.Kind, &c.Title, &c.Agent, &c.WorkspaceID, &c.Status, &c.Archived, &c.CurrentBranch,
		&fc, &fe, &c.EntryCount, &created, &last, &c.BranchCount, &c.Personal)
	if err != nil {
		return c, err
	}
	if fc != "" {
		c.ForkedFrom = &ForkRef{ConversationID: fc, EntryID: fe}
	}
	c.CreatedAt, c.LastActivity = fromMs(created), fromMs(last)
	return c, nil
}

// Conversation returns one conversation with its counts and participants.
//
// Errors: ENOTFOUND.
func (s *Store) Conversation(ctx context.Context, id string) (Conversation, error) {
	c, err := scanConversation(s.r.QueryRowContext(ctx, `SELECT `+conversationCols+` FROM conversations c WHERE c.id = +?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return c, Errorf(ENOTFOUND, "conversation %s not found", id)
	}
	if err != nil {
		return c, fmt.Errorf("reading conversation %s: %w", id, err)
	}
	rows, err := s.r.QueryContext(ctx, `SELECT name, kind, mode, joined_at FROM participants WHERE conversation_id = +? AND left_at IS NULL ORDER BY joined_at, name`, id)
	if err != nil {
		return c, err
	}
	defer rows.Close()
	for rows.Next() {
		var p Participant
		var j int64
		if err := rows.Scan(&p.Name, &p.Kind, &p.Mode, &j); err != nil {
			return c, err
		}
		p.JoinedAt = fromMs(j)
		c.Participants = append(c.Participants, p)
	}
	return c, rows.Err()
}

// ResolveConversation finds a conversation by full id or unique id prefix
// (case-insensitive), as people type them.
//
// Errors: ENOTFOUND; EINVALID when the prefix matches several.
func (s *Store) ResolveConversation(ctx context.Context, ref string) (Conversation, error) {
	ref = strings.ToUpper(strings.TrimSpace(ref))
	if ref == "" {
		return Conversation{}, Errorf(EINVALID, "no conversation given")
	}
	ids, err := QueryAll(ctx, s.r, ScanColumn[string], `SELECT id FROM conversations WHERE id >= ? AND id < ? ORDER BY id LIMIT 2`, ref, ref+"\U0010FFFF")
	if err != nil {
		return Conversation{}, err
	}
	switch {
	case len(ids) == 0:
		return Conversation{}, Errorf(ENOTFOUND, "conversation %s not found", ref)
	case len(ids) > 1 && ids[0] != ref:
		return Conversation{}, Errorf(EINVALID, "conversation prefix %s is ambiguous; type more of the id", ref)
	}
	return s.Conversation(ctx, ids[0])
}

// ListOptions filters ListConversations.
type ListOptions struct {
	IncludeArchived bool
	Agent           string
	WorkspaceID     string
	Limit           int // 0 = all
}

// ListConversations returns conversations, most recently active first, with
// entry and branch counts; ephemeral ones are left out. Participants are
// not filled.
func (s *Store) ListConversations(ctx context.Context, o ListOptions) ([]Conversation, error) {
	q := `SELECT ` + conversationCols + ` FROM conversations c WHERE NOT EXISTS (SELECT 1 FROM ephemeral_conversations x WHERE x.conversation_id = c.id)`
	var args []any
	if !o.IncludeArchived {
		q += ` AND c.archived = 0`
	}
	if o.Agent != "" {
		q += ` AND c.agent = ?`
		args = append(args, o.Agent)
	}
	if o.WorkspaceID != "" {
		q += ` AND c.workspace_id = ?`
		args = append(args, o.WorkspaceID)
	}
	q += ` ORDER BY c.last_activity DESC, c.id DESC`
	if o.Limit > 0 {
		q += fmt.Sprintf(` LIMIT %d`, o.Limit)
	}
	out, err := Collect(scanConversation)(s.r.QueryContext(ctx, q, args...))
	if err != nil {
		return nil, fmt.Errorf("listing conversations: %w", err)
	}
	return out, nil
}

// inConversation runs fn in a write transaction once conversation convID
// is known to exist. Errors: ENOTFOUND.
func (s *Store) inConversation(ctx context.Context, convID string, fn func(*sql.Tx) error) error {
	return s.WriteTx(ctx, func(tx *sql.Tx) error {
		if err := mustConversation(ctx, tx, convID); err != nil {
			return err
		}
		return fn(tx)
	})
}

func mustConversation(ctx context.Context, tx *sql.Tx, id string) error {
	var one int
	err := tx.QueryRowContext(ctx, `SELECT 1 FROM conversations WHERE id = ?`, id).Scan(&one)
	return notFound(err, "conversation %s not found", id)
}

func (s *Store) updateConversation(ctx context.Context, id, what, q string, args ...any) error {
	return s.updateConversationEnding(ctx, id, what, "", q, args...)
}

// updateConversationEnding is updateConversation that also records, in
// the same transaction, that the conversation ended for the reason ended
// (none when "").
func (s *Store) updateConversationEnding(ctx context.Context, id, what, ended, q string, args ...any) error {
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, q, append(args, id)...)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return Errorf(ENOTFOUND, "conversation %s not found", id)
		}
		if ended != "" {
			return s.endConversation(ctx, tx, id, ended)
		}
		return nil
	})
	if err != nil && ErrorCode(err) == EINTERNAL {
		return fmt.Errorf("%s conversation %s: %w", what, id, err)
	}
	return err
}

// RenameConversation sets a conversation's title. Errors: ENOTFOUND.
func (s *Store) RenameConversation(ctx context.Context, id, title string) error {
	return s.updateConversation(ctx, id, "renaming", `UPDATE conversations SET title = ? WHERE id = ?`, cleanTitle(title))
}

// ArchiveConversation hides (or, with archived=false, restores) a
// conversation from the default list; archiving records that it ended.
// Errors: ENOTFOUND.
func (s *Store) ArchiveConversation(ctx context.Context, id string, archived bool) error {
	ended := ""
	if archived {
		ended = EndedArchived
	}
	return s.updateConversationEnding(ctx, id, "archiving", ended, `UPDATE conversations SET archived = ? WHERE id = ?`, archived)
}

// SetConversationStatus sets active, waiting, completed or failed.
// Errors: ENOTFOUND, EINVALID.
func (s *Store) SetConversationStatus(ctx context.Context, id, status string) error {
	switch status {
	case StatusActive, StatusWaiting, StatusCompleted, StatusFailed:
	default:
		return Errorf(EINVALID, "unknown conversation status %q", status)
	}
	return s.updateConversation(ctx, id, "updating", `UPDATE conversations SET status = ? WHERE id = ?`, status)
}

// DeleteConversation removes a conversation and everything in it (entries,
// branches, turns, checkpoints). This is the only operation that deletes
// entries. The event log keeps its events and records that it ended.
// Errors: ENOTFOUND.
func (s *Store) DeleteConversation(ctx context.Context, id string) error {
	defer s.cache.drop(id)
	return s.updateConversationEnding(ctx, id, "deleting", EndedDeleted, `DELETE FROM conversations WHERE id = ?`)
}

// cleanTitle makes a title one line of valid UTF-8: bytes that are not text
// become U+FFFD, runs of white space and control characters one space.
func cleanTitle(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
	return strings.Join(strings.Fields(s), " ")
}
