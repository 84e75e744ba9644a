package ui

import (
	"strings"
	"testing"

	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/themes"
)

// BenchmarkRenderMessages draws 200 realistic assistant messages
// (internal/corpus: paragraphs, headings, lists, quotes, code, tables) at
// 100 columns, as a conversation opened for the first time does:
// ms/message is the mean cost of one finished message's layout.
//
//	go test -run '^$' -bench '^BenchmarkRenderMessages$' -benchtime 5x ./ui
func BenchmarkRenderMessages(b *testing.B) {
	g := corpus.New(7)
	msgs := make([]string, 200)
	for i := range msgs {
		msgs[i] = g.Message(session.RoleAssistant)
	}
	th, _ := themes.Get("dark")
	md := newMarkdown(th)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		for _, s := range msgs {
			md.render(s, 100)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*len(msgs)), "ms/message")
}

// BenchmarkRenderListsQuotes draws a reply made of lists and quotes (the
// blocks grove lays out itself) at 60 columns: 20 items, nested items,
// task boxes, a quote with a list, CJK items.
func BenchmarkRenderListsQuotes(b *testing.B) {
	var s strings.Builder
	s.WriteString("Some points to weigh:\n\n")
	for range 10 {
		s.WriteString("- a point that is long enough to wrap over two lines at sixty columns, with **bold** and `code`\n")
		s.WriteString("  - a nested point under it, also long enough to wrap around the width\n")
	}
	s.WriteString("\n1. first\n2. second, which wraps around the width of sixty columns at least once\n\n")
	s.WriteString("- [ ] a task not done yet\n- [x] a task done\n\n")
	s.WriteString("> A quote that wraps over several lines at sixty columns, with a list:\n>\n> - one\n> - two\n\n")
	s.WriteString("- これは日本語の項目です。長い項目が折り返されるときに、句読点が行頭に来ないようにします。\n")
	text := s.String()
	th, _ := themes.Get("dark")
	md := newMarkdown(th)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		md.render(text, 60)
	}
}
