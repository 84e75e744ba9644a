package session

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

// Participant modes.
const (
	ModeOwner  = "owner"
	ModeMember = "member"
	ModeLoopIn = "loop_in"
)

// PersonalThread returns an agent's personal DM thread, creating it when
// the agent has none (created reports that). Every process asking at once
// gets the same conversation: the lookup and the insert share one write
// transaction, and the store allows one personal thread per agent.
//
// Errors: EINVALID for an empty agent name.
func (s *Store) PersonalThread(ctx context.Context, agent string) (c Conversation, created bool, err error) {
	if strings.TrimSpace(agent) == "" {
		return Conversation{}, false, Errorf(EINVALID, "no agent given for a personal thread")
	}
	if id, err := personalID(ctx, s.r, agent); err != nil {
		return Conversation{}, false, err
	} else if id != "" {
		c, err := s.Conversation(ctx, id)
		return c, false, err
	}
	now := s.now()
	at := now.UTC().Truncate(1e6)
	nc := Conversation{ID: NewID(), Kind: KindDM, Title: "DM " + agent, Agent: agent, Status: StatusActive,
		CurrentBranch: DefaultBranch, CreatedAt: at, LastActivity: at, BranchCount: 1, Personal: true}
	id := ""
	err = s.WriteTx(ctx, func(tx *sql.Tx) error {
		var err error
		if id, err = personalID(ctx, tx, agent); err != nil || id != "" {
			return err
		}
		if err := s.startConversation(ctx, tx, nc); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE conversations SET personal = 1 WHERE id = ?`, nc.ID); err != nil {
			return err
		}
		for _, p := range []Participant{{Name: "user", Kind: "user", Mode: ModeOwner, JoinedAt: at}, {Name: agent, Kind: "agent", Mode: ModeOwner, JoinedAt: at}} {
			if err := insertParticipant(ctx, tx, nc.ID, p); err != nil {
				return err
			}
		}
		_, err = tx.ExecContext(ctx, `INSERT INTO branches (conversation_id, name, created_at, updated_at) VALUES (?, ?, ?, ?)`,
			nc.ID, DefaultBranch, ms(now), ms(now))
		return err
	})
	if err != nil {
		return Conversation{}, false, fmt.Errorf("opening %s's personal thread: %w", agent, err)
	}
	if id != "" { // another process created it first
		c, err := s.Conversation(ctx, id)
		return c, false, err
	}
	c, err = s.Conversation(ctx, nc.ID)
	return c, err == nil, err
}

type queryRower interface {
	QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row
}

func personalID(ctx context.Context, q queryRower, agent string) (string, error) {
	var id string
	err := q.QueryRowContext(ctx, `SELECT id FROM conversations WHERE agent = ? AND personal = 1`, agent).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("looking up %s's personal thread: %w", agent, err)
	}
	return id, nil
}

// Participants lists a conversation's participants, present ones first in
// the order they joined, then (with all) those who left or were removed.
//
// Errors: ENOTFOUND when the conversation does not exist.
func (s *Store) Participants(ctx context.Context, convID string, all bool) ([]Participant, error) {
	var one int
	if err := s.r.QueryRowContext(ctx, `SELECT 1 FROM conversations WHERE id = ?`, convID).Scan(&one); errors.Is(err, sql.ErrNoRows) {
		return nil, Errorf(ENOTFOUND, "conversation %s not found", convID)
	} else if err != nil {
		return nil, err
	}
	q := `SELECT name, kind, mode, joined_at, COALESCE(left_at, 0), left_by FROM participants WHERE conversation_id = ?`
	if !all {
		q += ` AND left_at IS NULL`
	}
	q += ` ORDER BY left_at IS NOT NULL, joined_at, name`
	out, err := QueryAll(ctx, s.r, func(rows *sql.Rows, p *Participant) error {
		var joined, left int64
		if err := rows.Scan(&p.Name, &p.Kind, &p.Mode, &joined, &left, &p.LeftBy); err != nil {
			return err
		}
		p.JoinedAt = fromMs(joined)
		if left > 0 {
			p.LeftAt = fromMs(left)
		}
		return nil
	}, q, convID)
	if err != nil {
		return nil, fmt.Errorf("listing participants of %s: %w", convID, err)
	}
	return out, nil
}

// EndParticipation ends an agent's participation in a conversation: by
// names who ended it (the agent itself when it leaves). The owners of a
// conversation (the user and its agent) cannot leave it.
//
// Errors: ENOTFOUND when the conversation does not exist or name is not
// a present participant; EINVALID for an owner.
func (s *Store) EndParticipation(ctx context.Context, convID, name, by string) (Participant, error) {
	var p Participant
	err := s.inConversation(ctx, convID, func(tx *sql.Tx) error {
		var joined int64
		err := tx.QueryRowContext(ctx, `SELECT name, kind, mode, joined_at FROM participants WHERE conversation_id = ? AND name = ? AND left_at IS NULL`,
			convID, name).Scan(&p.Name, &p.Kind, &p.Mode, &joined)
		if err != nil {
			return notFound(err, "%s is not a participant of this conversation", name)
		}
		if p.Mode == ModeOwner {
			return Errorf(EINVALID, "%s owns this conversation and cannot leave it", name)
		}
		p.JoinedAt = fromMs(joined)
		now := s.now()
		p.LeftAt, p.LeftBy = fromMs(ms(now)), by
		_, err = tx.ExecContext(ctx, `UPDATE participants SET left_at = ?, left_by = ? WHERE conversation_id = ? AND name = ?`, ms(now), by, convID, name)
		return err
	})
	if err != nil && ErrorCode(err) == EINTERNAL {
		return p, fmt.Errorf("ending %s's participation in %s: %w", name, convID, err)
	}
	return p, err
}
