package ui

import (
	"context"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/internal/startlog"
	"github.com/grovechat/grove/session"
)

// startRead reads what the first full frame shows — the conversation list
// and the end of the conversation it opens — while the model is built and
// the terminal set up, and meanwhile prepares the highlighters of the code
// blocks on that screen on the other core (Warm has built the character
// width tables). Init's first command waits for it.
func startRead(ctx context.Context, st Store) tea.Cmd {
	ch := make(chan tea.Msg, 1)
	go func() {
		cs, err := st.ListConversations(ctx, session.ListOptions{})
		msg := convsMsg{convs: cs, err: err, parents: readParents(ctx, st)}
		if id := startConv(cs); id != "" {
			if f, ok := openConv(ctx, st, id, 0)().(convLoadMsg); ok {
				go warmCode(f.path)
				msg.first = &f
			}
		}
		startlog.Once("start read")
		ch <- msg
	}()
	return func() tea.Msg {
		select {
		case msg := <-ch:
			return msg
		case <-ctx.Done():
			return nil
		}
	}
}

// startConv is the conversation the list opens at start when it is the
// newest one outside workspaces and channels ("" otherwise: the list
// decides, once the workspaces are known).
func startConv(cs []session.Conversation) string {
	for _, c := range cs {
		if c.Kind == session.KindChannel || c.WorkspaceID != "" {
			continue
		}
		return c.ID
	}
	return ""
}

// warmCode prepares the highlighters of the code blocks in the last
// entries of path (the ones on screen), each on its own goroutine.
func warmCode(path []session.Entry) {
	seen := map[string]bool{}
	for i := len(path) - 1; i >= 0 && i >= len(path)-4; i-- {
		for _, seg := range splitFences(session.Text(path[i].Content)) {
			if seg.code && !seen[seg.lang] {
				seen[seg.lang] = true
				go warmLexer(seg.lang)
			}
		}
	}
}
