package memory

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/grovechat/grove/session"
)

// ImportRecord is one line of a memory jsonl file. Only content is
// required; created_at is RFC 3339. Export writes the same shape plus id,
// updated_at and superseded_by (ignored on import).
type ImportRecord struct {
	ID           string          `json:"id,omitempty"`
	Type         string          `json:"type,omitempty"`
	Content      string          `json:"content"`
	Significance *float64        `json:"significance,omitempty"`
	Metadata     json.RawMessage `json:"metadata,omitempty"`
	Key          string          `json:"key,omitempty"`
	CreatedAt    string          `json:"created_at,omitempty"`
	UpdatedAt    string          `json:"updated_at,omitempty"`
	SupersededBy string          `json:"superseded_by,omitempty"`
}

// importBatch is how many lines are embedded and written per transaction.
const importBatch = 500

// Import adds one memory per jsonl line of r to agent and returns how many
// it added. Every line is checked before anything is written, so a file
// with a bad line adds nothing; the error names the line.
//
// Errors: EINVALID (bad JSON, missing content, bad significance or date),
// plus those of AddMany.
func (s *Store) Import(ctx context.Context, agent string, r io.Reader) (int, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 64<<20)
	var all []NewMemory
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		var rec ImportRecord
		if err := json.Unmarshal([]byte(text), &rec); err != nil {
			return 0, session.Errorf(session.EINVALID, "line %d: not a JSON object: %s", line, err)
		}
		nm := NewMemory{Type: rec.Type, Content: rec.Content, Significance: rec.Significance, Metadata: rec.Metadata, Key: rec.Key}
		if rec.CreatedAt != "" {
			t, err := time.Parse(time.RFC3339Nano, rec.CreatedAt)
			if err != nil {
				return 0, session.Errorf(session.EINVALID, "line %d: created_at %q is not an RFC 3339 time", line, rec.CreatedAt)
			}
			nm.CreatedAt = t
		}
		if err := s.checkNew(agent, &nm); err != nil {
			return 0, session.Errorf(session.EINVALID, "line %d: %s", line, err)
		}
		all = append(all, nm)
	}
	if err := sc.Err(); err != nil {
		return 0, session.Errorf(session.EINVALID, "reading line %d: %s", line+1, err)
	}
	// The offline embedder learns its model from all the lines at once,
	// before any is written, rather than again at each doubling.
	texts := make([]string, len(all))
	for i, nm := range all {
		texts[i] = nm.Content
	}
	s.maybeRelearn(ctx, agent, texts)
	n := 0
	for start := 0; start < len(all); start += importBatch {
		ms, err := s.AddMany(ctx, agent, all[start:min(start+importBatch, len(all))])
		if err != nil {
			return n, fmt.Errorf("importing memories (%d added before the error): %w", n, err)
		}
		n += len(ms)
	}
	return n, nil
}

// Export writes agent's memories as jsonl, oldest first, superseded ones
// included; Import reads it back.
func (s *Store) Export(ctx context.Context, agent string, w io.Writer) error {
	ms, err := s.List(ctx, agent, ListOptions{IncludeSuperseded: true})
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	enc := json.NewEncoder(bw)
	for i := len(ms) - 1; i >= 0; i-- {
		m := ms[i]
		sig := m.Significance
		rec := ImportRecord{ID: m.ID, Type: m.Type, Content: m.Content, Significance: &sig, Metadata: m.Metadata, Key: m.Key,
			CreatedAt: m.CreatedAt.Format(time.RFC3339Nano), UpdatedAt: m.UpdatedAt.Format(time.RFC3339Nano), SupersededBy: m.SupersededBy}
		if err := enc.Encode(rec); err != nil {
			return fmt.Errorf("exporting memories of %s: %w", agent, err)
		}
	}
	return bw.Flush()
}
