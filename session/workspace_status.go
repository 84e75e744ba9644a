package session

import (
	"context"
	"database/sql"
	"errors"
)

// workspaceNext is the one table of workspace status changes: a running
// workspace stops; a stopped one resumes (runs again with its channel,
// documents and agents as they were).
var workspaceNext = map[string][]string{
	WorkspaceRunning: {WorkspaceStopped},
	WorkspaceStopped: {WorkspaceRunning},
}

func checkWorkspaceStatus(key, from, to string) error {
	for _, ok := range workspaceNext[from] {
		if ok == to {
			return nil
		}
	}
	if from == to {
		return Errorf(EINVALID, "workspace %s is already %s", key, to)
	}
	return Errorf(EINVALID, "workspace %s is %s: it cannot become %s", key, from, to)
}

// workspaceStatusTx reads a workspace's key and status in tx. Errors:
// ENOTFOUND.
func workspaceStatusTx(ctx context.Context, tx *sql.Tx, id string) (key, status string, err error) {
	var wf, tag string
	err = tx.QueryRowContext(ctx, `SELECT workflow, tag, status FROM workspaces WHERE id = ?`, id).Scan(&wf, &tag, &status)
	if errors.Is(err, sql.ErrNoRows) {
		return "", "", Errorf(ENOTFOUND, "workspace %s not found", id)
	}
	return wf + ":" + tag, status, err
}

// StopWorkspace marks a workspace stopped: agents detach (their personal
// context stays), pending instructions are dropped. The workspace stays
// listed and its channel readable. Errors: ENOTFOUND, EINVALID (not
// running).
func (s *Store) StopWorkspace(ctx context.Context, id string) error {
	now := ms(s.now())
	return s.WriteTx(ctx, func(tx *sql.Tx) error {
		key, cur, err := workspaceStatusTx(ctx, tx, id)
		if err != nil {
			return err
		}
		if err := checkWorkspaceStatus(key, cur, WorkspaceStopped); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE workspaces SET status = 'stopped', stopped_at = ? WHERE id = ?`, now, id); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE workspace_agents SET left_at = ?, state = 'stopped' WHERE workspace_id = ? AND left_at IS NULL`, now, id); err != nil {
			return err
		}
		if _, err = tx.ExecContext(ctx, `UPDATE instructions SET status = 'failed', error = 'the workspace stopped', updated_at = ? WHERE workspace_id = ? AND status IN ('pending', 'claimed')`, now, id); err != nil {
			return err
		}
		return s.recordStopped(ctx, tx, id)
	})
}

// ResumeWorkspace runs a stopped workspace again: the same channel,
// documents, inboxes and agent threads; its agents attach again, idle (the
// one change a stopped agent allows). Work dropped when it stopped stays
// dropped. Errors: ENOTFOUND, EINVALID (not stopped), ECONFLICT (another
// instance of workflow:tag runs now).
func (s *Store) ResumeWorkspace(ctx context.Context, id string) (Workspace, error) {
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		key, cur, err := workspaceStatusTx(ctx, tx, id)
		if err != nil {
			return err
		}
		if err := checkWorkspaceStatus(key, cur, WorkspaceRunning); err != nil {
			return err
		}
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM workspaces w JOIN workspaces o ON o.workflow = w.workflow AND o.tag = w.tag
			WHERE w.id = ? AND o.id != w.id AND o.status = 'running'`, id).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			return Errorf(ECONFLICT, "another instance of %s is running: stop it first", key)
		}
		if _, err := tx.ExecContext(ctx, `UPDATE workspaces SET status = 'running', stopped_at = NULL WHERE id = ?`, id); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, `UPDATE workspace_agents SET left_at = NULL, state = 'idle', error = '' WHERE workspace_id = ? AND state = 'stopped'`, id)
		return err
	})
	if err != nil {
		return Workspace{}, err
	}
	return s.Workspace(ctx, id)
}
