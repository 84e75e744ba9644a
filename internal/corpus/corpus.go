// Package corpus generates conversations that look like the ones people
// have with grove: multi-paragraph markdown messages of 50–400 words with
// headings, lists, inline code, fenced code blocks (Go with tabs, Python and
// YAML with spaces, shell, tab-separated output), quotes and tables, and side
// branches where a reply was regenerated or a question edited.
//
// Tests and benchmarks share it so that measured figures are the ones a
// person sees. Output is deterministic for a seed.
package corpus

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/grovechat/grove/session"
)

// Gen produces messages from one random stream.
type Gen struct {
	r *rand.Rand
	b strings.Builder
}

// New returns a generator whose output depends only on seed.
func New(seed uint64) *Gen {
	return &Gen{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// MinWords and MaxWords bound a message's prose, code not counted.
const (
	MinWords = 50
	MaxWords = 400
)

var words = strings.Fields(`the a of to and in that is for it with as on be this by are or from at
an was which but not have has can will would should could may one all more some when there their
they we you your our its if than then so also into about over only other such what how each
function value request response cache index query branch commit store file buffer stream
model token context window memory thread handler server client config option error timeout
retry schema migration table column row transaction lock writer reader channel worker queue
event message entry parent child tree node path leaf root agent tool call result output input
render frame screen layout width height style theme cursor scroll page view list item
latency throughput allocation garbage pointer slice map struct interface method package module
build test benchmark profile trace log metric count sample median percentile budget limit
simple careful explicit small large fast slow cheap expensive stable correct wrong
safe clear useful different similar important common usual rare first last next previous
read write open close start stop run wait send receive parse decode encode check keep move
copy merge split join sort filter find match replace update delete insert select return
because although unless until while after before since during without within between
however therefore instead otherwise meanwhile likewise finally usually often sometimes`)

var langs = []string{"the store", "the UI", "SQLite", "Go", "the runtime", "the provider", "the cache", "the index"}

func (g *Gen) word() string { return words[g.r.IntN(len(words))] }

// sentence writes about n words as one sentence with occasional inline
// markup, and returns the number of words written.
func (g *Gen) sentence(n int) int {
	for i := 0; i < n; i++ {
		w := g.word()
		if i == 0 {
			w = strings.ToUpper(w[:1]) + w[1:]
		} else {
			g.b.WriteByte(' ')
		}
		switch k := g.r.IntN(40); {
		case k == 0:
			g.b.WriteString("**" + w + "**")
		case k == 1:
			g.b.WriteString("`" + w + "()`")
		case k == 2:
			g.b.WriteString("*" + w + "*")
		case k == 3 && i+1 < n:
			g.b.WriteString(w + ",")
		case k == 4:
			g.b.WriteString("[" + w + "](https://example.com/" + w + ")")
		default:
			g.b.WriteString(w)
		}
	}
	g.b.WriteByte('.')
	return n
}

func (g *Gen) paragraph(budget int) int {
	n := 0
	for n < budget {
		if n > 0 {
			g.b.WriteByte(' ')
		}
		n += g.sentence(min(budget-n, 6+g.r.IntN(16)))
	}
	return n
}

func (g *Gen) list(budget int, numbered bool) int {
	n, items := 0, 2+g.r.IntN(4)
	for i := 0; i < items && n < budget; i++ {
		if numbered {
			fmt.Fprintf(&g.b, "%d. ", i+1)
		} else {
			g.b.WriteString("- ")
		}
		n += g.sentence(min(budget-n, 4+g.r.IntN(12)))
		g.b.WriteByte('\n')
	}
	return n
}

// Code blocks: the Go and Makefile ones are indented with tabs, and the
// tab-separated output has tabs inside lines.
var codeBlocks = []string{
	"```go\nfunc (s *Store) %[1]s(ctx context.Context, id string) error {\n\tfor i := 0; i < %[2]d; i++ {\n\t\tif err := s.step(ctx, id, i); err != nil {\n\t\t\treturn fmt.Errorf(\"%[1]s %%s: %%w\", id, err)\n\t\t}\n\t}\n\treturn nil\n}\n```",
	"```python\ndef %[1]s(rows, limit=%[2]d):\n    out = []\n    for row in rows:\n        if len(out) >= limit:\n            break\n        out.append(row.strip())\n    return out\n```",
	"```sh\n$ go test -run '^$' -bench %[1]s -benchtime %[2]dx ./...\nok  \tgrove/session\t%[2]d.412s\n```",
	"```yaml\nname: %[1]s\nmodel: default\ncontext:\n  thin_thread: %[2]d\ntools:\n  - memory_search\n  - history_read\n```",
	"```\nname\tcount\tms\n%[1]s\t%[2]d\t12.5\ntotal\t%[2]d\t40.1\n```",
	"```makefile\n%[1]s:\n\tgo build -o bin/grove .\n\tgo test -count=%[2]d ./...\n```",
	"```json\n{\"name\": \"%[1]s\", \"count\": %[2]d, \"ok\": true}\n```",
}

func (g *Gen) code() {
	fmt.Fprintf(&g.b, codeBlocks[g.r.IntN(len(codeBlocks))], g.word()+"_"+g.word(), 1+g.r.IntN(500))
}

func (g *Gen) table() int {
	g.b.WriteString("| option | value | note |\n| --- | --- | --- |\n")
	for i := 0; i < 2+g.r.IntN(3); i++ {
		fmt.Fprintf(&g.b, "| %s | %d | %s %s |\n", g.word(), g.r.IntN(1000), g.word(), g.word())
	}
	return 12
}

// Message returns one markdown message of MinWords–MaxWords words of prose.
// Assistant messages carry more structure (headings, code, tables) than a
// person's.
func (g *Gen) Message(role string) string {
	g.b.Reset()
	budget := MinWords + g.r.IntN(MaxWords-MinWords+1)
	assistant := role == session.RoleAssistant
	n := 0
	for blk := 0; n < budget; blk++ {
		if blk > 0 {
			g.b.WriteString("\n\n")
		}
		left := budget - n
		k := g.r.IntN(10)
		switch {
		case blk == 0 || left < 12:
			n += g.paragraph(min(left, 20+g.r.IntN(50)))
		case assistant && k == 0:
			g.b.WriteString("## ")
			n += g.sentence(2 + g.r.IntN(4))
		case k <= 2 && (assistant || k == 1):
			g.code()
		case k == 3:
			n += g.list(left, g.r.IntN(2) == 0)
		case assistant && k == 4 && g.r.IntN(3) == 0:
			n += g.table()
		case k == 5 && g.r.IntN(2) == 0:
			g.b.WriteString("> ")
			n += g.sentence(min(left, 8+g.r.IntN(12)))
		default:
			n += g.paragraph(min(left, 20+g.r.IntN(60)))
		}
	}
	return strings.TrimRight(g.b.String(), "\n")
}

// Entry returns the i-th message of a conversation: even i from the user,
// odd i from the assistant.
func (g *Gen) Entry(i int) session.Entry {
	e := session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user"}
	if i%2 == 1 {
		e.Role, e.Author = session.RoleAssistant, "assistant"
	}
	e.Content = []session.Block{session.TextBlock(g.Message(e.Role))}
	return e
}

// Entries returns n messages alternating user and assistant, ready for
// Store.Append (no ids or times).
func (g *Gen) Entries(n int) []session.Entry {
	out := make([]session.Entry, n)
	for i := range out {
		out[i] = g.Entry(i)
	}
	return out
}

// Conversation builds an export of one conversation whose current branch
// holds n messages, with sides side branches spread along it (each a
// regenerated reply or an edited question followed by 1–3 messages). Times
// advance a few seconds per message, ending at end. The header carries the
// entry and branch counts, as grove export writes them.
func Conversation(seed uint64, n, sides int, end time.Time) session.Export {
	g := New(seed)
	end = end.UTC().Truncate(time.Millisecond)
	start := end.Add(-time.Duration(n) * 20 * time.Second)
	c := session.Conversation{ID: session.NewID(), Kind: session.KindDM, Title: "a long conversation about " + g.word() + " " + g.word(),
		Agent: "assistant", Status: session.StatusActive, CurrentBranch: session.DefaultBranch, CreatedAt: start, LastActivity: end}
	x := session.Export{Format: session.ExportFormat, Version: session.ExportVersion, Conversation: c}
	every := 0
	if sides > 0 {
		every = max(n/(sides+1), 2)
	}
	at := func(i int) time.Time { return start.Add(time.Duration(i) * 20 * time.Second) }
	add := func(e session.Entry, parent string, t time.Time) string {
		e.ID, e.ConversationID, e.ParentID, e.CreatedAt = session.NewID(), c.ID, parent, t
		x.Entries = append(x.Entries, e)
		return e.ID
	}
	parent, made := "", 0
	for i := 0; i < n; i++ {
		if every > 0 && made < sides && i > 0 && i%every == 0 {
			side := parent
			for j := 0; j < 1+g.r.IntN(3); j++ {
				side = add(g.Entry(i+j), side, at(i).Add(time.Duration(j+1)*time.Second))
			}
			made++
			x.Branches = append(x.Branches, session.Branch{Name: fmt.Sprintf("side-%d", made), HeadID: side, CreatedAt: at(i), UpdatedAt: at(i)})
		}
		parent = add(g.Entry(i), parent, at(i))
	}
	x.Branches = append(x.Branches, session.Branch{Name: session.DefaultBranch, HeadID: parent, CreatedAt: start, UpdatedAt: end})
	// The counts grove export writes in the header.
	x.Conversation.EntryCount, x.Conversation.BranchCount = len(x.Entries), len(x.Branches)
	return x
}

// Topic is a short phrase naming what a conversation is about.
func (g *Gen) Topic() string {
	return g.word() + " in " + langs[g.r.IntN(len(langs))]
}
