package session

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"github.com/grovechat/grove/internal/clip"
)

// ExportFormat identifies grove's JSON export.
const ExportFormat = "grove.conversation"

// ExportVersion is the version of the export format this binary writes.
const ExportVersion = 1

// Export is a whole conversation: its tree with every branch, its turns and
// async operations. It round-trips exactly through Import.
type Export struct {
	Format       string       `json:"format"`
	Version      int          `json:"version"`
	Conversation Conversation `json:"conversation"`
	Branches     []Branch     `json:"branches"`
	Entries      []Entry      `json:"entries"`
	Turns        []Turn       `json:"turns"`
	AsyncOps     []AsyncOp    `json:"async_ops"`
	// Excluded are the branches' exclusion marks (see SetExcluded).
	Excluded []Mark `json:"excluded,omitempty"`
	// Budgets and TurnBudgets are the caps of its branches and turns.
	Budgets     []BranchCap `json:"budgets,omitempty"`
	TurnBudgets []TurnCap   `json:"turn_budgets,omitempty"`
	// SpawnedFrom is where a delegation's child conversation came from.
	SpawnedFrom *SpawnRef `json:"spawned_from,omitempty"`
	// Attachments are the bytes of the files and images its entries
	// refer to, each once.
	Attachments []ExportedAttachment `json:"attachments,omitempty"`
}

// ExportConversation reads a whole conversation. Errors: ENOTFOUND.
func (s *Store) ExportConversation(ctx context.Context, convID string) (Export, error) {
	x := Export{Format: ExportFormat, Version: ExportVersion}
	var err error
	if x.Conversation, err = s.Conversation(ctx, convID); err != nil {
		return x, err
	}
	if x.Branches, err = s.Branches(ctx, convID); err != nil {
		return x, err
	}
	sort.Slice(x.Branches, func(i, j int) bool { return x.Branches[i].Name < x.Branches[j].Name })
	if x.Entries, err = s.Entries(ctx, convID); err != nil {
		return x, err
	}
	if x.Turns, err = s.Turns(ctx, convID); err != nil {
		return x, err
	}
	if x.AsyncOps, err = s.AsyncOps(ctx, convID, "", ""); err != nil {
		return x, err
	}
	if x.Excluded, err = marksOf(ctx, s.r, convID); err != nil {
		return x, err
	}
	if x.Budgets, x.TurnBudgets, err = capsOf(ctx, s.r, convID); err != nil {
		return x, err
	}
	if x.SpawnedFrom, err = s.SpawnedFrom(ctx, convID); err != nil {
		return x, err
	}
	if x.Attachments, err = s.exportAttachments(ctx, x.Entries); err != nil {
		return x, err
	}
	if x.Entries == nil {
		x.Entries = []Entry{}
	}
	if x.Turns == nil {
		x.Turns = []Turn{}
	}
	if x.AsyncOps == nil {
		x.AsyncOps = []AsyncOp{}
	}
	return x, nil
}

// WriteJSON writes an export as indented JSON.
func (x Export) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(x)
}

// ReadExport decodes an export, checking its format and version.
// Errors: EINVALID with a message naming what is wrong.
func ReadExport(r io.Reader) (Export, error) {
	var x Export
	dec := json.NewDecoder(r)
	if err := dec.Decode(&x); err != nil {
		return x, Errorf(EINVALID, "not a grove export: %v", err)
	}
	if x.Format != ExportFormat {
		return x, Errorf(EINVALID, "not a grove export (format %q, want %q)", x.Format, ExportFormat)
	}
	if x.Version > ExportVersion {
		return x, Errorf(EINVALID, "export version %d is newer than this grove reads (%d)", x.Version, ExportVersion)
	}
	return x, nil
}

// WriteMarkdown renders a branch as a readable transcript.
func WriteMarkdown(w io.Writer, c Conversation, branch string, path []Entry) error {
	title := c.Title
	if title == "" {
		title = "Conversation " + c.ID
	}
	fmt.Fprintf(w, "# %s\n\n", title)
	fmt.Fprintf(w, "_Branch %s · %d entries · exported from grove_\n\n", branch, len(path))
	// inputs are the person's messages by the turn they started; lastIn
	// is the turn of the newest one written.
	inputs := map[string]string{}
	lastIn := ""
	for _, e := range path {
		when := e.CreatedAt.Local().Format(time.DateTime)
		switch e.Kind {
		case EntryLLMCall:
			continue
		case EntryMessage:
			who := "You"
			if e.Role == RoleAssistant {
				who = e.Author
				if m := e.Meta(); m.Model != "" {
					who += " (" + m.Model + ")"
				}
			}
			fmt.Fprintf(w, "## %s · %s\n\n", who, when)
			if e.Role == RoleUser {
				// The person's words as typed: fenced, so that a pasted
				// "# line" or list is not read as the transcript's own.
				if t := strings.TrimRight(Text(e.Content), "\n"); strings.TrimSpace(t) != "" {
					fence := strings.Repeat("`", max(3, longestRun(t, '`')+1))
					fmt.Fprintf(w, "%s\n%s\n%s\n\n", fence, t, fence)
				}
				for _, a := range Attachments(e.Content) {
					fmt.Fprintf(w, "📎 %s\n\n", a.Line())
				}
				if e.TurnID != "" {
					inputs[e.TurnID], lastIn = Text(e.Content), e.TurnID
				}
				break
			}
			if in, ok := inputs[e.TurnID]; ok && e.TurnID != lastIn {
				// Turns ran side by side: another message came between
				// this reply and the one it answers.
				fmt.Fprintf(w, "_↳ re: “%s”_\n\n", clip.Line(strings.Join(strings.Fields(in), " "), 60))
			}
			if t := strings.TrimSpace(Text(e.Content)); t != "" {
				fmt.Fprintf(w, "%s\n\n", t)
			}
			for _, c := range ToolCalls(e.Content) {
				fmt.Fprintf(w, "> tool call `%s` %s\n\n", c.Name, string(c.Arguments))
			}
			switch m := e.Meta(); m.Cut() {
			case CutCancelled:
				fmt.Fprintf(w, "_(reply cancelled)_\n\n")
			case CutClosed:
				fmt.Fprintf(w, "_(reply interrupted: grove closed)_\n\n")
			case CutFailed:
				fmt.Fprintf(w, "_(reply failed: %s)_\n\n", m.Error)
			}
		case EntryToolResult:
			for _, b := range e.Content {
				if r := b.ToolResult; r != nil {
					body := r.Result
					if !r.Success && r.Error != nil {
						body = r.Error.Code + ": " + r.Error.Message
					}
					fmt.Fprintf(w, "> result of `%s`:\n\n```\n%s\n```\n\n", r.Name, clipResult(body, 2000))
					for _, a := range r.Images {
						fmt.Fprintf(w, "> %s\n\n", a.Line())
					}
				}
			}
		case EntryInjection:
			fmt.Fprintf(w, "## Your note (context for the model) · %s\n\n%s\n\n", when, strings.TrimSpace(Text(e.Content)))
		case EntryAgentSpawn:
			if sp, ok := e.Spawn(); ok {
				fmt.Fprintf(w, "> ↳ %s %s (conversation %s)\n\n", e.Author, sp.Summary(), sp.Conversation)
				break
			}
			fmt.Fprintf(w, "> ↳ %s\n\n", strings.TrimSpace(Text(e.Content)))
		case EntryAgentResult:
			if r, ok := e.AgentResult(); ok {
				fmt.Fprintf(w, "> ↩ %s\n\n", r.Summary(Text(e.Content)))
				break
			}
			fmt.Fprintf(w, "> ↩ %s\n\n", strings.TrimSpace(Text(e.Content)))
		default:
			fmt.Fprintf(w, "## %s · %s\n\n%s\n\n", strings.ReplaceAll(e.Kind, "_", " "), when, strings.TrimSpace(Text(e.Content)))
		}
	}
	return nil
}

// longestRun is the length of the longest run of c in s.
func longestRun(s string, c byte) int {
	best, n := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] != c {
			n = 0
			continue
		}
		n++
		best = max(best, n)
	}
	return best
}

func clipResult(s string, n int) string {
	if len(s) <= n {
		return s
	}
	kept := clip.Bytes(s, n)
	return kept + "\n… (" + fmt.Sprint(len(s)-len(kept)) + " more bytes)"
}
