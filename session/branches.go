package session

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
)

const branchCols = `conversation_id, name, COALESCE(head_id, ''), COALESCE(base_id, ''), label, created_at, updated_at`

func scanBranch(r Scanner) (Branch, error) {
	var b Branch
	var c, u int64
	err := r.Scan(&b.ConversationID, &b.Name, &b.HeadID, &b.BaseID, &b.Label, &c, &u)
	b.CreatedAt, b.UpdatedAt = fromMs(c), fromMs(u)
	return b, err
}

func getBranch(ctx context.Context, q querier, convID, name string) (Branch, error) {
	b, err := scanBranch(q.QueryRowContext(ctx, `SELECT `+branchCols+` FROM branches WHERE conversation_id = ? AND name = ?`, convID, name))
	if errors.Is(err, sql.ErrNoRows) {
		var one int
		if q.QueryRowContext(ctx, `SELECT 1 FROM conversations WHERE id = ?`, convID).Scan(&one) != nil {
			return b, Errorf(ENOTFOUND, "conversation %s not found", convID)
		}
		return b, Errorf(ENOTFOUND, "branch %s not found in conversation %s", name, convID)
	}
	return b, err
}

// Branch returns one branch. Errors: ENOTFOUND.
func (s *Store) Branch(ctx context.Context, convID, name string) (Branch, error) {
	return getBranch(ctx, s.r, convID, name)
}

// Branches lists a conversation's branches, most recently active first.
// Errors: ENOTFOUND when the conversation does not exist.
func (s *Store) Branches(ctx context.Context, convID string) ([]Branch, error) {
	var out []Branch
	err := s.ReadTx(ctx, func(tx *sql.Tx) error {
		rows, err := tx.QueryContext(ctx, `SELECT `+branchCols+` FROM branches WHERE conversation_id = ? ORDER BY updated_at DESC, name`, convID)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			b, err := scanBranch(rows)
			if err != nil {
				return err
			}
			out = append(out, b)
		}
		if err := rows.Err(); err != nil {
			return err
		}
		if len(out) == 0 {
			return Errorf(ENOTFOUND, "conversation %s not found", convID)
		}
		return nil
	})
	return out, err
}

func validBranchName(name string) error {
	if name == "" || len(name) > 100 || strings.ContainsAny(name, " \t\n\r") {
		return Errorf(EINVALID, "branch name %q is not valid (1–100 characters, no spaces)", name)
	}
	return nil
}

// CreateBranch creates a branch whose head is atEntryID, snapped to a safe
// fork point (see SafeForkPoint). An empty name picks the next free
// "branch-N". The current branch does not change.
//
// Errors: ENOTFOUND (conversation or entry), EINVALID (entry of another
// conversation, bad name), ECONFLICT (name taken), EUNSAFE.
func (s *Store) CreateBranch(ctx context.Context, convID, name, atEntryID string) (Branch, error) {
	var b Branch
	err := s.inConversation(ctx, convID, func(tx *sql.Tx) error {
		var entryConv string
		err := tx.QueryRowContext(ctx, `SELECT conversation_id FROM entries WHERE id = ?`, atEntryID).Scan(&entryConv)
		if err != nil {
			return notFound(err, "entry %s not found", atEntryID)
		}
		if entryConv != convID {
			return Errorf(EINVALID, "entry %s belongs to another conversation", atEntryID)
		}
		head, err := safeForkPoint(ctx, tx, atEntryID)
		if err != nil {
			return err
		}
		if name == "" {
			if name, err = nextBranchName(ctx, tx, convID); err != nil {
				return err
			}
		}
		if err := validBranchName(name); err != nil {
			return err
		}
		now := s.now()
		_, err = tx.ExecContext(ctx, `INSERT INTO branches (conversation_id, name, head_id, base_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)`,
			convID, name, head, head, ms(now), ms(now))
		if err != nil {
			if strings.Contains(err.Error(), "UNIQUE") {
				return Errorf(ECONFLICT, "branch %s already exists", name)
			}
			return err
		}
		b = Branch{ConversationID: convID, Name: name, HeadID: head, BaseID: head, CreatedAt: fromMs(ms(now)), UpdatedAt: fromMs(ms(now))}
		return nil
	})
	return b, err
}

func nextBranchName(ctx context.Context, tx *sql.Tx, convID string) (string, error) {
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM branches WHERE conversation_id = ?`, convID).Scan(&n); err != nil {
		return "", err
	}
	for i := n; ; i++ {
		name := fmt.Sprintf("branch-%d", i)
		var one int
		err := tx.QueryRowContext(ctx, `SELECT 1 FROM branches WHERE conversation_id = ? AND name = ?`, convID, name).Scan(&one)
		if errors.Is(err, sql.ErrNoRows) {
			return name, nil
		}
		if err != nil {
			return "", err
		}
	}
}

// SwitchBranch makes name the conversation's current branch.
// Errors: ENOTFOUND.
func (s *Store) SwitchBranch(ctx context.Context, convID, name string) error {
	return s.WriteTx(ctx, func(tx *sql.Tx) error {
		if _, err := getBranch(ctx, tx, convID, name); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `UPDATE conversations SET current_branch = ? WHERE id = ?`, name, convID)
		return err
	})
}

// RenameBranch renames a branch (and the current-branch pointer with it).
// Errors: ENOTFOUND, EINVALID, ECONFLICT.
func (s *Store) RenameBranch(ctx context.Context, convID, from, to string) error {
	if err := validBranchName(to); err != nil {
		return err
	}
	return s.WriteTx(ctx, func(tx *sql.Tx) error {
		if _, err := getBranch(ctx, tx, convID, from); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE branches SET name = ? WHERE conversation_id = ? AND name = ?`, to, convID, from); err != nil {
			if strings.Contains(err.Error(), "UNIQUE") {
				return Errorf(ECONFLICT, "branch %s already exists", to)
			}
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE turns SET branch = ? WHERE conversation_id = ? AND branch = ?`, to, convID, from); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `UPDATE conversations SET current_branch = ? WHERE id = ? AND current_branch = ?`, to, convID, from)
		return err
	})
}

// LabelBranch sets a free-text label on a branch. Errors: ENOTFOUND.
func (s *Store) LabelBranch(ctx context.Context, convID, name, label string) error {
	return s.WriteTx(ctx, func(tx *sql.Tx) error {
		if _, err := getBranch(ctx, tx, convID, name); err != nil {
			return err
		}
		_, err := tx.ExecContext(ctx, `UPDATE branches SET label = ? WHERE conversation_id = ? AND name = ?`, strings.TrimSpace(label), convID, name)
		return err
	})
}

// DeleteBranch removes a branch pointer; its entries stay in the tree (other
// branches may share them). Errors: ENOTFOUND; EINVALID for the current
// branch or a branch with active turns.
func (s *Store) DeleteBranch(ctx context.Context, convID, name string) error {
	return s.WriteTx(ctx, func(tx *sql.Tx) error {
		if _, err := getBranch(ctx, tx, convID, name); err != nil {
			return err
		}
		var cur string
		if err := tx.QueryRowContext(ctx, `SELECT current_branch FROM conversations WHERE id = ?`, convID).Scan(&cur); err != nil {
			return err
		}
		if cur == name {
			return Errorf(EINVALID, "branch %s is the current branch; switch to another before deleting it", name)
		}
		var active int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM turns WHERE conversation_id = ? AND branch = ? AND status = 'active'`, convID, name).Scan(&active); err != nil {
			return err
		}
		if active > 0 {
			return Errorf(EINVALID, "branch %s has %d active turn(s); cancel them first", name, active)
		}
		_, err := tx.ExecContext(ctx, `DELETE FROM branches WHERE conversation_id = ? AND name = ?`, convID, name)
		return err
	})
}

// Fork creates a new conversation holding a copy of the path from the root
// to atEntryID (snapped to a safe fork point). The new conversation records
// where it came from. Errors: ENOTFOUND, EUNSAFE.
func (s *Store) Fork(ctx context.Context, convID, atEntryID, title string) (Conversation, error) {
	var nc Conversation
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		src, err := scanConversation(tx.QueryRowContext(ctx, `SELECT `+conversationCols+` FROM conversations c WHERE c.id = ?`, convID))
		if err != nil {
			return notFound(err, "conversation %s not found", convID)
		}
		at, err := safeForkPoint(ctx, tx, atEntryID)
		if err != nil {
			return err
		}
		path, err := pathTo(ctx, tx, at)
		if err != nil {
			return err
		}
		if path[0].ConversationID != convID {
			return Errorf(EINVALID, "entry %s belongs to another conversation", atEntryID)
		}
		if title == "" {
			title = strings.TrimSpace(src.Title + " (fork)")
		}
		now := fromMs(ms(s.now()))
		nc = Conversation{
			ID: NewID(), Kind: src.Kind, Title: title, Agent: src.Agent, WorkspaceID: src.WorkspaceID,
			Status: StatusActive, CurrentBranch: DefaultBranch, ForkedFrom: &ForkRef{ConversationID: convID, EntryID: at},
			CreatedAt: now, LastActivity: now, EntryCount: len(path), BranchCount: 1,
		}
		if err := s.startConversation(ctx, tx, nc); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO participants (conversation_id, name, kind, mode, joined_at)
			SELECT ?, name, kind, mode, ? FROM participants WHERE conversation_id = ? AND left_at IS NULL`, nc.ID, ms(now), convID); err != nil {
			return err
		}
		// The current branch's exclusion marks go along with the entries
		// they name.
		marks, err := excludedOf(ctx, tx, convID, src.CurrentBranch)
		if err != nil {
			return err
		}
		parent := ""
		var marked []string
		for _, e := range path {
			old := e.ID
			e.ID, e.ConversationID, e.ParentID = NewID(), nc.ID, parent
			if err := insertEntry(ctx, tx, e); err != nil {
				return err
			}
			if marks[old] {
				marked = append(marked, e.ID)
			}
			parent = e.ID
		}
		if _, err = tx.ExecContext(ctx, `INSERT INTO branches (conversation_id, name, head_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)`,
			nc.ID, DefaultBranch, parent, ms(now), ms(now)); err != nil {
			return err
		}
		for _, id := range marked {
			if _, err := tx.ExecContext(ctx, `INSERT INTO excluded_entries (conversation_id, branch, entry_id, created_at) VALUES (?, ?, ?, ?)`,
				nc.ID, DefaultBranch, id, ms(now)); err != nil {
				return err
			}
		}
		return nil
	})
	return nc, err
}
