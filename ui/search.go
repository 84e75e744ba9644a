package ui

import (
	"context"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
)

// The search panel (alt+s, /search, the palette): grove search in the TUI.
// It ranks the messages of every conversation as the command does (the
// history index, caught up first, in a tea.Cmd), lists the best with where
// they are, and enter opens the conversation on the hit's branch with the
// message on screen.

// searchLimit is how many hits the panel lists.
const searchLimit = 50

type searchOverlay struct {
	c     *common
	h     findHost
	query string
	seq   int
	// stop ends the search of the query before (typed on, or closed).
	stop context.CancelFunc
	done bool
	hits []memory.EntryHit
	err  error
	sel  int
}

type searchResultMsg struct {
	seq  int
	hits []memory.EntryHit
	err  error
}

func (s *searchOverlay) layer() layer { return layerPanel }

func (s *searchOverlay) boxWidth(int, int) int { return 110 }

// openSearch shows the search panel, searching query at once when given.
func (m *Model) openSearch(query string) tea.Cmd {
	s := &searchOverlay{c: m.c, h: m, done: true}
	m.stack.push(s)
	return s.setQuery(strings.TrimSpace(query), 0)
}

// entrySearcher is the store the panel searches: memory's search over the
// session store's history index.
func (s *searchOverlay) searcher() (func(context.Context, memory.EntryQuery) ([]memory.EntryHit, error), bool) {
	st, ok := s.c.store.(*session.Store)
	if !ok {
		return nil, false
	}
	return memory.New(st, nil).SearchEntries, true
}

func (s *searchOverlay) setQuery(q string, wait time.Duration) tea.Cmd {
	if q == s.query && s.seq > 0 {
		return nil
	}
	s.query, s.seq, s.done, s.err = q, s.seq+1, false, nil
	s.stopSearch()
	if _, err := memory.ParseEntryQuery(q); err != nil {
		s.hits, s.done, s.sel = nil, true, 0
		return nil
	}
	search, ok := s.searcher()
	ctx, stop := context.WithCancel(s.c.ctx)
	s.stop = stop
	seq := s.seq
	return func() tea.Msg {
		defer stop()
		if wait > 0 && !pause(ctx, wait) {
			return nil // typed on, or closed: nothing to say
		}
		if !ok {
			return searchResultMsg{seq: seq, err: fmt.Errorf("this store cannot search")}
		}
		hits, err := search(ctx, memory.EntryQuery{Text: q, Limit: searchLimit})
		if ctx.Err() != nil {
			return nil
		}
		return searchResultMsg{seq: seq, hits: hits, err: err}
	}
}

// stopSearch ends the search under way, if any.
func (s *searchOverlay) stopSearch() {
	if s.stop != nil {
		s.stop()
		s.stop = nil
	}
}

// onSearchMsg takes the panel's results.
func (m *Model) onSearchMsg(msg searchResultMsg) {
	if s := find[*searchOverlay](&m.stack); s != nil && msg.seq == s.seq {
		s.done, s.hits, s.err, s.sel = true, msg.hits, msg.err, 0
	}
}

func (s *searchOverlay) Update(msg tea.Msg) (bool, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.PasteMsg:
		line, _, _ := strings.Cut(msg.Content, "\n")
		return true, s.setQuery(s.query+line, findPause)
	case tea.KeyPressMsg:
		switch msg.String() {
		case "esc", "ctrl+c":
			s.stopSearch()
			return false, nil
		case "up", "ctrl+p":
			if s.sel > 0 {
				s.sel--
			}
			return true, nil
		case "down", "ctrl+n":
			if s.sel < len(s.hits)-1 {
				s.sel++
			}
			return true, nil
		case "enter":
			if s.sel < len(s.hits) {
				s.stopSearch()
				h := s.hits[s.sel]
				return false, s.h.searchJump(h.ConversationID, h.Branch, h.EntryID)
			}
			return true, nil
		case "backspace", "ctrl+h":
			if s.query == "" {
				return true, nil
			}
			_, n := utf8.DecodeLastRuneInString(s.query)
			return true, s.setQuery(s.query[:len(s.query)-n], findPause)
		case "ctrl+u":
			return true, s.setQuery("", 0)
		}
		if msg.Text != "" {
			return true, s.setQuery(s.query+msg.Text, findPause)
		}
	}
	return true, nil
}

// searchJump opens a conversation on branch (when it has one: a message
// no branch reaches is shown through the tree) with the entry on screen.
func (m *Model) searchJump(convID, branch, entryID string) tea.Cmd {
	cv := m.view(convID)
	if branch == "" || cv == nil || !cv.loaded || cv.loading {
		// Not read yet: it opens on its own branch and then brings the
		// entry on screen, switching branch if it is not on it.
		return m.jumpTo(convID, entryID)
	}
	return tea.Batch(m.open(convID), m.switchBranch(cv, branch, entryID))
}

// View lists the hits, two rows each, as many as fit around the selection.
func (s *searchOverlay) View(w, h int) []string {
	th := &s.c.theme
	out := []string{th.Accent.Render("Search all conversations"), th.Accent.Render("› ") + s.query + th.Accent.Render("▏"), ""}
	switch {
	case s.err != nil:
		out = append(out, th.Error.Render(userText(s.err)))
	case !hasWords(s.query):
		out = append(out, th.Muted.Render(fitWords(`words (all must match), "a phrase", prefix*, OR`, w)))
	case !s.done:
		out = append(out, th.Muted.Render("searching…"))
	case len(s.hits) == 0:
		out = append(out, th.Warning.Render("no message found"))
	}
	rows := max((h-len(out)-2)/2, 1)
	start := 0
	if s.sel >= rows {
		start = s.sel - rows + 1
	}
	for i := start; i < len(s.hits) && i < start+rows; i++ {
		hit := s.hits[i]
		where := hit.Branch
		switch {
		case hit.Deleted:
			where = th.Warning.Render("deleted")
		case hit.Excluded:
			where += th.Warning.Render(" excluded")
		}
		title := orStr(hit.Title, "(untitled)")
		head := clip.Width(title, max(w/2, 8)) + th.Muted.Render(" · ") + where + th.Muted.Render(" · "+orStr(hit.Author, hit.Role)+" · "+hit.Time.Local().Format("2006-01-02 15:04"))
		line := "    " + markedHitLine(s, hit)
		if i == s.sel {
			out = append(out, th.Accent.Render("› ")+th.Selected.Render(ansi.Strip(ansi.Truncate(head, max(w-2, 4), "…"))))
		} else {
			out = append(out, "  "+ansi.Truncate(head, max(w-2, 4), "…"))
		}
		out = append(out, ansi.Truncate(line, max(w, 4), "…"))
	}
	out = append(out, "", hintFit(th.Muted, "", w,
		[]string{"type to search", "↑↓ choose", "enter open on its branch", "esc close"},
		[]string{"↑↓", "enter open", "esc"},
		[]string{"↑↓", "⏎", "esc"}))
	return out
}

// hasWords says whether a query has a word to search for.
func hasWords(q string) bool {
	_, err := memory.ParseEntryQuery(q)
	return err == nil
}

// markedHitLine is a hit's line with the words found marked.
func markedHitLine(s *searchOverlay, hit memory.EntryHit) string {
	th := &s.c.theme
	var b strings.Builder
	last := 0
	for _, mk := range hit.Marks {
		if mk[0] < last || mk[1] > len(hit.Line) {
			continue
		}
		b.WriteString(th.Text.Render(hit.Line[last:mk[0]]))
		b.WriteString(th.Match.Render(hit.Line[mk[0]:mk[1]]))
		last = mk[1]
	}
	b.WriteString(th.Text.Render(hit.Line[last:]))
	return b.String()
}
