package assemble

// The sections of the prompt: each part renders its section within the
// budget it is given.

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
)

// textPart is a section of free text, cut at the end when over budget.
func textPart(name, header, text string) *part {
	p := &part{sec: Section{Name: name}}
	full := ""
	if text != "" {
		full = header + text
	}
	p.need = Tokens(full)
	p.render = func(budget int) Section {
		s := Section{Name: name, Budget: budget}
		if full == "" {
			return s
		}
		s.Items = 1
		if Tokens(full) <= budget {
			s.Text, s.Tokens = full, Tokens(full)
			return s
		}
		s.Truncated = true
		room := budget*4 - len(truncMark)
		if room < len(header)+40 {
			s.Items, s.Dropped = 0, 1
			return s
		}
		s.Text = clipAt(full, room) + truncMark
		s.Tokens = Tokens(s.Text)
		return s
	}
	return p
}

// clipAt cuts s to at most n bytes, at a rune boundary, preferring the end
// of a line or word.
func clipAt(s string, n int) string {
	if len(s) <= n {
		return s
	}
	c := clip.Bytes(s, n)
	n = len(c)
	if i := strings.LastIndexAny(c, "\n "); i > n*3/4 {
		c = c[:i]
	}
	return strings.TrimRight(c, " \n")
}

// listPart is a header and lines; lines past the budget are dropped from
// the end (the lowest-ranked), with a tail line saying how many.
func listPart(name, header string, lines []string, more func(n int) string) *part {
	p := &part{sec: Section{Name: name}}
	render := func(budget int) Section {
		s := Section{Name: name, Budget: budget}
		if len(lines) == 0 {
			return s
		}
		var b strings.Builder
		b.WriteString(header)
		n := 0
		for i, l := range lines {
			tail := ""
			if i < len(lines)-1 {
				tail = "\n" + more(len(lines)-i-1)
			}
			if Tokens(b.String()+"\n"+l+tail) > budget {
				break
			}
			b.WriteString("\n" + l)
			n++
		}
		if n == 0 {
			s.Dropped = len(lines)
			return s
		}
		if n < len(lines) {
			b.WriteString("\n" + more(len(lines)-n))
		}
		s.Text, s.Tokens, s.Items, s.Dropped = b.String(), Tokens(b.String()), n, len(lines)-n
		return s
	}
	p.render = render
	p.need = render(1 << 40).Tokens
	return p
}

func (b *Builder) memoryParts(ctx context.Context, agentName, query string) ([]*part, error) {
	if b.Memory == nil {
		return []*part{listPart(SecMemories, "", nil, nil), listPart(SecTodos, "", nil, nil), listPart(SecNotes, "", nil, nil)}, nil
	}
	var memLines []string
	note := ""
	if query != "" {
		k := b.K
		if k <= 0 {
			k = DefaultK
		}
		res, err := b.Memory.Search(ctx, agentName, memory.Query{Text: query, K: k})
		if err != nil && ctx.Err() == nil && session.ErrorCode(err) != session.EINTERNAL {
			// A vector problem (another embedder, a failing endpoint) must
			// not stop the turn: words still find things.
			note = "hybrid search failed (" + err.Error() + "); used full-text"
			res, err = b.Memory.Search(ctx, agentName, memory.Query{Text: query, K: k, Mode: memory.FullText})
		}
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			note = "memory search failed: " + err.Error()
		}
		for _, r := range res {
			memLines = append(memLines, memoryLine(r.Memory))
		}
	}
	mem := listPart(SecMemories, "## What you remember\nMemories relevant to this message, most relevant first (memory_search finds more; memory_read reads one in full):",
		memLines, func(n int) string { return fmt.Sprintf("(%d less relevant left out)", n) })
	if note != "" {
		r := mem.render
		mem.render = func(budget int) Section { s := r(budget); s.Note = note; return s }
		mem.sec.Note = note
	}

	todos, err := b.Memory.Todos(ctx, agentName, false)
	if err != nil {
		return nil, err
	}
	var todoLines []string
	for _, t := range todos {
		todoLines = append(todoLines, fmt.Sprintf("- #%d %s (added %s)", t.ID, oneLine(t.Text, 300), t.CreatedAt.UTC().Format("2006-01-02")))
	}
	notes, err := b.Memory.Notes(ctx, agentName)
	if err != nil {
		return nil, err
	}
	sort.SliceStable(notes, func(i, j int) bool { return notes[i].UpdatedAt.After(notes[j].UpdatedAt) })
	var noteLines []string
	for _, n := range notes {
		noteLines = append(noteLines, fmt.Sprintf("- %s (updated %s)", oneLine(n.Title, 200), n.UpdatedAt.UTC().Format("2006-01-02")))
	}
	return []*part{
		mem,
		listPart(SecTodos, "## Your open todos (todo_done marks one done)", todoLines,
			func(n int) string { return fmt.Sprintf("(%d more: todo_list)", n) }),
		listPart(SecNotes, "## Your notes (note_read reads one by title)", noteLines,
			func(n int) string { return fmt.Sprintf("(%d older notes left out)", n) }),
	}, nil
}

func memoryLine(m memory.Memory) string {
	return fmt.Sprintf("- [%s] %s, significance %.2f, %s: %s", m.ID, m.Type, m.Significance,
		m.CreatedAt.UTC().Format("2006-01-02"), oneLine(m.Content, maxMemoryChars))
}

func oneLine(s string, n int) string {
	s = clip.Flat(s)
	if len(s) > n {
		s = clipAt(s, n) + clip.Ellipsis
	}
	return s
}

// pendingPart lists the other turns running now and the background
// operations of every active turn.
func pendingPart(in agent.ContextInput) *part {
	var lines []string
	for _, p := range in.Parallel {
		lines = append(lines, fmt.Sprintf("- in parallel: %q (by %s)", oneLine(p.Input, 200), p.Turn.Agent))
	}
	for _, op := range in.Pending {
		mine := ""
		if op.TurnID == in.TurnID && in.TurnID != "" {
			mine = ", started in this turn"
		}
		lines = append(lines, fmt.Sprintf("- running: %s %s (operation %s, for %s%s)", op.Tool, oneLine(string(op.Input), 300), op.ID,
			in.Now.Sub(op.CreatedAt).Round(time.Second), mine))
	}
	header := "## Also going on right now\nOther messages are being answered in parallel and background operations are running. " +
		"Answer only the latest message; do not start these operations again — their results arrive as new messages."
	return listPart(SecPending, header, lines, func(n int) string { return fmt.Sprintf("(%d more)", n) })
}
