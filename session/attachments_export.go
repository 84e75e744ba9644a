package session

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"time"
)

// ExportedAttachment is the stored bytes of an attachment an exported
// conversation refers to (Data is base64 in the JSON form). Import stores
// them once: bytes already in the database are kept as they are.
type ExportedAttachment struct {
	SHA256   string `json:"sha256"`
	MimeType string `json:"mime_type"`
	Data     []byte `json:"data"`
}

// AttachmentRefs are the attachments a content list refers to: attachment
// blocks and the images of tool results (background ones too), in order.
func AttachmentRefs(blocks []Block) []Attachment {
	var out []Attachment
	for _, b := range blocks {
		switch {
		case b.Type == BlockAttachment && b.Attachment != nil:
			out = append(out, *b.Attachment)
		case b.Type == BlockToolResult && b.ToolResult != nil:
			out = append(out, b.ToolResult.Images...)
		case b.Type == BlockAsyncResult && b.AsyncResult != nil:
			out = append(out, b.AsyncResult.Images...)
		}
	}
	return out
}

// exportAttachments reads the bytes of every attachment the entries refer
// to, each once; bytes missing from the database are left out (doctor
// reports them).
func (s *Store) exportAttachments(ctx context.Context, entries []Entry) ([]ExportedAttachment, error) {
	var out []ExportedAttachment
	seen := map[string]bool{}
	for _, e := range entries {
		for _, a := range AttachmentRefs(e.Content) {
			if seen[a.SHA256] {
				continue
			}
			seen[a.SHA256] = true
			var x ExportedAttachment
			err := s.r.QueryRowContext(ctx, `SELECT sha256, mime_type, data FROM attachments WHERE sha256 = ?`, a.SHA256).Scan(&x.SHA256, &x.MimeType, &x.Data)
			if err == sql.ErrNoRows {
				continue
			}
			if err != nil {
				return nil, err
			}
			out = append(out, x)
		}
	}
	return out, nil
}

// insertAttachments stores an import's attachment bytes, each checked
// against its hash; bytes already stored stay as they are.
func insertAttachments(ctx context.Context, tx *sql.Tx, list []ExportedAttachment) error {
	for _, x := range list {
		sum := sha256.Sum256(x.Data)
		if hex.EncodeToString(sum[:]) != x.SHA256 {
			return Errorf(EINVALID, "attachment %s: its bytes do not match its hash", clipHash(x.SHA256))
		}
		if x.Data == nil {
			x.Data = []byte{}
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO attachments (sha256, mime_type, size, data, created_at)
			VALUES (?, ?, ?, ?, ?) ON CONFLICT (sha256) DO NOTHING`,
			x.SHA256, x.MimeType, len(x.Data), x.Data, time.Now().UnixMilli()); err != nil {
			return err
		}
	}
	return nil
}

// checkAttachments finds attachments whose bytes are missing: an entry
// refers to them (an attached file, a tool's image) but the database does
// not hold them.
func checkAttachments(ctx context.Context, tx *sql.Tx, add addFinding) error {
	rows, err := tx.QueryContext(ctx, `SELECT id, conversation_id, content FROM entries WHERE content LIKE '%"sha256"%'`)
	if err != nil {
		return err
	}
	type ref struct {
		entry, conv string
		a           Attachment
	}
	var refs []ref
	for rows.Next() {
		var id, conv, content string
		if err := rows.Scan(&id, &conv, &content); err != nil {
			rows.Close()
			return err
		}
		blocks, err := decodeContent(content)
		if err != nil {
			continue // the tree checks report unreadable content
		}
		for _, a := range AttachmentRefs(blocks) {
			refs = append(refs, ref{id, conv, a})
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, r := range refs {
		var n, recorded int
		if err := tx.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM attachments WHERE sha256 = ?1),
			(SELECT count(*) FROM attachment_refs WHERE sha256 = ?1 AND conversation_id = ?2)`, r.a.SHA256, r.conv).Scan(&n, &recorded); err != nil {
			return err
		}
		if n == 0 {
			add("attachments", "conversation %s: entry %s attaches %s (%s, %s) whose bytes are missing (sha256 %s)",
				r.conv, r.entry, r.a.Name, r.a.MimeType, HumanBytes(r.a.Size), clipHash(r.a.SHA256))
		} else if recorded == 0 {
			add("attachments", "conversation %s: entry %s attaches %s (sha256 %s) but the reference is not recorded: its bytes could be removed as unreferenced",
				r.conv, r.entry, r.a.Name, clipHash(r.a.SHA256))
		}
	}
	return nil
}
