package ui

import (
	"fmt"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestFullDiskSendKeepsText: a send the database has no room for (a page
// limit stands in for the full disk) leaves the message in the box, and the
// notice says the disk is full and names the database file.
func TestFullDiskSendKeepsText(t *testing.T) {
	env := newEnv(t, false)
	c := env.newConversation(t, "full")
	m := env.openModel(t, c.ID, 120, 30)
	var pages int
	if err := env.st.DB().QueryRow(`PRAGMA page_count`).Scan(&pages); err != nil {
		t.Fatal(err)
	}
	if _, err := env.st.DB().Exec(fmt.Sprintf(`PRAGMA max_page_count = %d`, pages)); err != nil {
		t.Fatal(err)
	}
	typed := strings.Repeat("a paragraph that took a while to write. ", 1500)
	m.in.ta.SetValue(typed)
	driveAll(m, pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter}))
	if got := m.in.ta.Value(); got != typed {
		t.Fatalf("the input after a send on a full disk is %d bytes, want the %d typed", len(got), len(typed))
	}
	if !m.bar.noticeErr || !strings.Contains(m.bar.notice, "disk is full") || !strings.Contains(m.bar.notice, env.st.File()) {
		t.Fatalf("notice %q; want that the disk is full and the file %s", m.bar.notice, env.st.File())
	}
}
