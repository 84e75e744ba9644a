package session

import (
	"context"
	"database/sql"
	"fmt"
	"math"
	"time"
)

// Stored attachment bytes are kept while something refers to them: an
// entry of a conversation (attachment_refs, written with the entry) or a
// conversation's unsent draft (draft_attachments; new_draft_attachments
// for the conversation not created yet). Bytes nothing refers
// to are removed: at once when a file is detached, by CollectAttachments
// at the TUI's start, and with an ephemeral conversation's erasure.

// AttachmentGrace is how long bytes stored (or stored again) stay before
// CollectAttachments may remove them unreferenced: a file being attached
// in another process has its bytes stored before its draft names them.
const AttachmentGrace = 10 * time.Minute

// addAttachmentRefs records, inside tx, that conversation conv refers to
// the attachments of blocks.
func addAttachmentRefs(ctx context.Context, tx *sql.Tx, conv string, blocks []Block) error {
	for _, a := range AttachmentRefs(blocks) {
		if _, err := tx.ExecContext(ctx, `INSERT OR IGNORE INTO attachment_refs (sha256, conversation_id) VALUES (?, ?)`, a.SHA256, conv); err != nil {
			return err
		}
	}
	return nil
}

// SaveDraftAttachments stores the files attached to a conversation's
// unsent message (NewDraft: of the one not created yet), in order; none
// removes them. A conversation deleted
// meanwhile stores nothing (no error).
func (s *Store) SaveDraftAttachments(ctx context.Context, convID string, files []Attachment) error {
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		if convID == NewDraft {
			if _, err := tx.ExecContext(ctx, `DELETE FROM new_draft_attachments`); err != nil {
				return err
			}
			for i, a := range files {
				if _, err := tx.ExecContext(ctx, `INSERT INTO new_draft_attachments (pos, sha256, name, mime_type, size) VALUES (?, ?, ?, ?, ?)`,
					i, a.SHA256, a.Name, a.MimeType, a.Size); err != nil {
					return err
				}
			}
			return nil
		}
		if _, err := tx.ExecContext(ctx, `DELETE FROM draft_attachments WHERE conversation_id = ?`, convID); err != nil {
			return err
		}
		for i, a := range files {
			if _, err := tx.ExecContext(ctx, `INSERT INTO draft_attachments (conversation_id, pos, sha256, name, mime_type, size)
				SELECT id, ?, ?, ?, ?, ? FROM conversations WHERE id = ?`, i, a.SHA256, a.Name, a.MimeType, a.Size, convID); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil && ErrorCode(err) == EINTERNAL {
		return fmt.Errorf("saving the attachments of the draft of %s: %w", convID, err)
	}
	return err
}

// DraftAttachments returns the files of every stored draft by
// conversation, in the order attached.
func (s *Store) DraftAttachments(ctx context.Context) (map[string][]Attachment, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT conversation_id, sha256, name, mime_type, size FROM
		(SELECT conversation_id, pos, sha256, name, mime_type, size FROM draft_attachments
		UNION ALL SELECT '', pos, sha256, name, mime_type, size FROM new_draft_attachments) ORDER BY conversation_id, pos`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string][]Attachment{}
	for rows.Next() {
		var conv string
		var a Attachment
		if err := rows.Scan(&conv, &a.SHA256, &a.Name, &a.MimeType, &a.Size); err != nil {
			return nil, err
		}
		out[conv] = append(out[conv], a)
	}
	return out, rows.Err()
}

// unreferenced is the condition on an attachments row that nothing
// refers to it.
const unreferenced = `NOT EXISTS (SELECT 1 FROM attachment_refs r WHERE r.sha256 = attachments.sha256)
	AND NOT EXISTS (SELECT 1 FROM draft_attachments d WHERE d.sha256 = attachments.sha256)
	AND NOT EXISTS (SELECT 1 FROM new_draft_attachments n WHERE n.sha256 = attachments.sha256)`

// DropAttachment removes the bytes of sha256 when no entry and no saved
// draft refers to them (a file detached), reporting whether it did.
func (s *Store) DropAttachment(ctx context.Context, sha256 string) (bool, error) {
	var n int64
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM attachments WHERE sha256 = ? AND `+unreferenced, sha256)
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	if err != nil {
		return false, fmt.Errorf("removing attachment %s: %w", clipHash(sha256), err)
	}
	return n > 0, nil
}

// CollectAttachments removes the bytes no entry and no saved draft refers
// to, stored (or stored again) before the grace (AttachmentGrace; 0 or
// less: any). It reports how many files and bytes went. It reads the
// attachments table and the two indexes of references, not the entries.
func (s *Store) CollectAttachments(ctx context.Context, grace time.Duration) (n int, size int64, err error) {
	before := int64(math.MaxInt64)
	if grace > 0 {
		before = time.Now().Add(-grace).UnixMilli()
	}
	err = s.WriteTx(ctx, func(tx *sql.Tx) error {
		n, size = 0, 0
		rows, err := tx.QueryContext(ctx, `DELETE FROM attachments WHERE created_at < ? AND `+unreferenced+` RETURNING size`, before)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var b int64
			if err := rows.Scan(&b); err != nil {
				return err
			}
			n++
			size += b
		}
		return rows.Err()
	})
	if err != nil {
		return 0, 0, fmt.Errorf("removing unreferenced attachments: %w", err)
	}
	return n, size, nil
}

// UnreferencedAttachments counts the stored bytes nothing refers to.
func (s *Store) UnreferencedAttachments(ctx context.Context) (n int, size int64, err error) {
	err = s.r.QueryRowContext(ctx, `SELECT count(*), COALESCE(sum(size), 0) FROM attachments WHERE `+unreferenced).Scan(&n, &size)
	return n, size, err
}

// eraseAttachmentsTx removes, inside an erasure's transaction (after the
// conversation's rows went), the bytes conv referred to that nothing else
// refers to now. refs are the hashes it referred to, read before.
func eraseAttachmentsTx(ctx context.Context, tx *sql.Tx, refs []string) error {
	for _, h := range refs {
		if _, err := tx.ExecContext(ctx, `DELETE FROM attachments WHERE sha256 = ? AND `+unreferenced, h); err != nil {
			return err
		}
	}
	return nil
}

// conversationAttachments are the hashes conv's entries and draft refer to.
func conversationAttachments(ctx context.Context, tx *sql.Tx, conv string) ([]string, error) {
	return QueryAll(ctx, tx, func(r *sql.Rows, h *string) error { return r.Scan(h) },
		`SELECT sha256 FROM attachment_refs WHERE conversation_id = ?1 UNION SELECT sha256 FROM draft_attachments WHERE conversation_id = ?1`, conv)
}

// DropAttachmentsTx removes, inside tx, the bytes of each hash that no
// entry and no saved draft refers to: the files of an ephemeral exchange
// whose message was refused before anything named them.
func DropAttachmentsTx(ctx context.Context, tx *sql.Tx, hashes []string) error {
	return eraseAttachmentsTx(ctx, tx, hashes)
}
