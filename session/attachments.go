package session

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"
)

// BlockAttachment is a file or image the person attached to a message. Its
// bytes are stored once by hash.
const BlockAttachment BlockType = "attachment"

// Attachment names stored bytes: what an attachment block carries.
type Attachment struct {
	SHA256   string `json:"sha256"`    // hex of the bytes
	Name     string `json:"name"`      // the file's base name as attached
	MimeType string `json:"mime_type"` // image/png, image/jpeg, image/gif, image/webp, application/pdf, text/plain (text files: text/plain or a text/* type)
	Size     int64  `json:"size"`      // bytes
}

// MaxAttachmentBytes is the default cap (20 MB). Config may change it
// (attachments.max_bytes).
const MaxAttachmentBytes = 20 << 20

// AttachmentBlock is the content block carrying a.
func AttachmentBlock(a Attachment) Block {
	return Block{Type: BlockAttachment, Attachment: &a}
}

// Attachments returns the attachments of a content list, in order.
func Attachments(blocks []Block) []Attachment {
	var out []Attachment
	for _, b := range blocks {
		if b.Type == BlockAttachment && b.Attachment != nil {
			out = append(out, *b.Attachment)
		}
	}
	return out
}

// IsImage reports whether the attachment is an image.
func (a Attachment) IsImage() bool { return strings.HasPrefix(a.MimeType, "image/") }

// IsPDF reports whether the attachment is a PDF document.
func (a Attachment) IsPDF() bool { return a.MimeType == "application/pdf" }

// IsText reports whether the attachment is a text file.
func (a Attachment) IsText() bool { return strings.HasPrefix(a.MimeType, "text/") }

// Line is how an attachment reads where its bytes are not shown: its name,
// type and size.
func (a Attachment) Line() string {
	return fmt.Sprintf("[attachment: %s, %s, %s]", a.Name, a.MimeType, HumanBytes(a.Size))
}

// HumanBytes writes a size the way a person reads it: 812 B, 4.1 KB, 2.3 MB.
func HumanBytes(n int64) string {
	switch {
	case n < 1000:
		return fmt.Sprintf("%d B", n)
	case n < 1000*1000:
		return fmt.Sprintf("%.1f KB", float64(n)/1000)
	case n < 1000*1000*1000:
		return fmt.Sprintf("%.1f MB", float64(n)/(1000*1000))
	}
	return fmt.Sprintf("%.1f GB", float64(n)/(1000*1000*1000))
}

// textTypes are the text/* types named by a file's extension; other text
// files are text/plain.
var textTypes = map[string]string{
	".md": "text/markdown", ".markdown": "text/markdown", ".csv": "text/csv",
	".html": "text/html", ".htm": "text/html", ".css": "text/css",
}

// AttachmentType detects what data is: one of the image types providers
// take (png, jpeg, gif, webp), a PDF, or text (valid UTF-8 without NUL
// bytes: text/plain, or the text/* type its name's extension says). Any
// other content is refused with an EINVALID error naming the file.
func AttachmentType(name string, data []byte) (string, error) {
	sniff := http.DetectContentType(data)
	switch sniff {
	case "image/png", "image/jpeg", "image/gif", "image/webp", "application/pdf":
		return sniff, nil
	}
	if utf8.Valid(data) && bytes.IndexByte(data, 0) < 0 {
		if t, ok := textTypes[strings.ToLower(filepath.Ext(name))]; ok {
			return t, nil
		}
		return "text/plain", nil
	}
	kind, _, _ := strings.Cut(sniff, ";")
	return "", Errorf(EINVALID, "%s cannot be attached: it is %s; grove attaches images (png, jpeg, gif, webp), PDFs and text files", name, kind)
}

// PutAttachment stores data once by its SHA-256 (the same bytes again
// return the same Attachment, one copy). It detects the type from the
// bytes and the name; refuses an unsupported type and a size over max
// (max <= 0: MaxAttachmentBytes) with coded EINVALID errors that name the
// file and the limit.
func (s *Store) PutAttachment(ctx context.Context, name string, data []byte, max int64) (Attachment, error) {
	name = filepath.Base(name)
	if max <= 0 {
		max = MaxAttachmentBytes
	}
	if int64(len(data)) > max {
		return Attachment{}, Errorf(EINVALID, "%s is %s, over the attachment limit of %s (attachments.max_bytes)", name, HumanBytes(int64(len(data))), HumanBytes(max))
	}
	mt, err := AttachmentType(name, data)
	if err != nil {
		return Attachment{}, err
	}
	return s.putAttachment(ctx, name, mt, data)
}

// PutAttachmentTyped stores data of a type the caller already knows (an
// image a tool returned) once by its SHA-256.
func (s *Store) PutAttachmentTyped(ctx context.Context, name, mimeType string, data []byte) (Attachment, error) {
	return s.putAttachment(ctx, name, mimeType, data)
}

func (s *Store) putAttachment(ctx context.Context, name, mimeType string, data []byte) (Attachment, error) {
	sum := sha256.Sum256(data)
	a := Attachment{SHA256: hex.EncodeToString(sum[:]), Name: name, MimeType: mimeType, Size: int64(len(data))}
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO attachments (sha256, mime_type, size, data, created_at)
			VALUES (?, ?, ?, ?, ?) ON CONFLICT (sha256) DO UPDATE SET created_at = excluded.created_at
			WHERE attachments.created_at < excluded.created_at - ?`,
			a.SHA256, a.MimeType, a.Size, data, time.Now().UnixMilli(), (AttachmentGrace / 2).Milliseconds())
		return err
	})
	if err != nil {
		if ErrorCode(err) == EINTERNAL {
			return Attachment{}, fmt.Errorf("storing attachment %s: %w", name, err)
		}
		return Attachment{}, err
	}
	return a, nil
}

// AttachmentData returns the stored bytes (ENOTFOUND when absent).
func (s *Store) AttachmentData(ctx context.Context, sha256 string) ([]byte, error) {
	var data []byte
	err := s.r.QueryRowContext(ctx, `SELECT data FROM attachments WHERE sha256 = ?`, sha256).Scan(&data)
	if err != nil {
		return nil, notFound(err, "attachment %s is not stored", clipHash(sha256))
	}
	if data == nil {
		data = []byte{}
	}
	return data, nil
}

// HasAttachment reports whether the bytes of sha256 are stored.
func (s *Store) HasAttachment(ctx context.Context, sha256 string) (bool, error) {
	var n int
	err := s.r.QueryRowContext(ctx, `SELECT count(*) FROM attachments WHERE sha256 = ?`, sha256).Scan(&n)
	return n > 0, err
}

func clipHash(h string) string {
	if len(h) > 12 {
		return h[:12]
	}
	return h
}
