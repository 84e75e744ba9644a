package ui

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/golden"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/memory"
)

// knowEnv is a model of the default agent with three memories, one of
// them extracted from a conversation titled "Trip planning".
func knowEnv(t *testing.T) (*testEnv, *memory.Store, *Model, []memory.Memory) {
	t.Helper()
	env := newEnv(t, true)
	conv := env.newConversation(t, "Trip planning")
	mem := memory.New(env.st, nil)
	md, _ := json.Marshal(map[string]string{"source": "extraction", "conversation": conv.ID})
	var ms []memory.Memory
	for _, nm := range []memory.NewMemory{
		{Type: "preference", Content: "The user prefers trains to planes for trips under 800 km.", Significance: memory.Sig(0.8), Metadata: md},
		{Type: "fact", Content: "The user's sister lives in Lyon.", Significance: memory.Sig(0.6)},
		{Type: "decision", Content: "Reports are written in British English.", Significance: memory.Sig(0.4)},
	} {
		m, err := mem.Add(context.Background(), config.DefaultAgentName, nm)
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, m)
	}
	m := env.openModel(t, conv.ID, 110, 32)
	return env, mem, m, ms
}

func (m *Model) knowOv() *knowOverlay { return find[*knowOverlay](&m.stack) }

func knowText(m *Model) string {
	return ansi.Strip(strings.Join(m.knowOv().View(96, 24), "\n"))
}

// TestMemoryPanel: /memory lists the agent's memories with their type,
// significance, date and source conversation (golden), and its search
// ranks them as the agent's search does.
func TestMemoryPanel(t *testing.T) {
	_, mem, m, _ := knowEnv(t)
	typeText(m, "/memory")
	press(m, "enter")
	k := m.knowOv()
	if k == nil {
		t.Fatal("/memory opened no panel")
	}
	out := knowText(m)
	for _, want := range []string{"preference · significance 0.80 · 2026-03-14 · from Trip planning", "The user's sister lives in Lyon.", "decision · significance 0.40"} {
		if !strings.Contains(out, want) {
			t.Fatalf("panel lacks %q:\n%s", want, out)
		}
	}
	golden.RequireEqual(t, []byte(stable(out)))

	press(m, "/")
	typeText(m, "where does the sister live")
	press(m, "enter")
	want, err := mem.Search(context.Background(), config.DefaultAgentName, memory.Query{Text: "where does the sister live", K: 50})
	if err != nil || len(want) == 0 {
		t.Fatalf("search: %v %v", want, err)
	}
	if len(k.mems) != len(want) {
		t.Fatalf("panel found %d memories, the agent's search %d", len(k.mems), len(want))
	}
	for i := range want {
		if k.mems[i].ID != want[i].ID {
			t.Fatalf("rank %d: panel %q, agent %q", i, k.mems[i].Content, want[i].Content)
		}
	}
	if out := knowText(m); !strings.Contains(out, "score ") || !strings.Contains(out, "search: where does the sister live") {
		t.Fatalf("search results not shown:\n%s", out)
	}
}

// TestMemoryPanelChanges: d asks once and deletes, e edits the content,
// s writes a memory superseding the selected one.
func TestMemoryPanelChanges(t *testing.T) {
	_, mem, m, ms := knowEnv(t)
	ctx, agent := context.Background(), config.DefaultAgentName
	driveAll(m, m.runCommand("/memory"))
	k := m.knowOv()
	idx := func(id string) int {
		for i, x := range k.mems {
			if x.ID == id {
				return i
			}
		}
		t.Fatalf("memory %s not listed", id)
		return -1
	}
	// Edit the fact about the sister.
	k.sel = idx(ms[1].ID)
	press(m, "e", "ctrl+u")
	typeText(m, "The user's sister lives in Nantes.")
	press(m, "enter")
	if got, err := mem.Get(ctx, agent, ms[1].ID); err != nil || got.Content != "The user's sister lives in Nantes." {
		t.Fatalf("edit: %q %v", got.Content, err)
	}
	// Supersede the decision.
	k.sel = idx(ms[2].ID)
	press(m, "s")
	typeText(m, "Reports are written in American English.")
	press(m, "enter")
	old, err := mem.Get(ctx, agent, ms[2].ID)
	if err != nil || old.SupersededBy == "" {
		t.Fatalf("not superseded: %+v %v", old, err)
	}
	if nw, err := mem.Get(ctx, agent, old.SupersededBy); err != nil || nw.Content != "Reports are written in American English." || nw.Type != "decision" {
		t.Fatalf("superseding memory: %+v %v", nw, err)
	}
	if out := knowText(m); strings.Contains(out, "British") || !strings.Contains(out, "American English") {
		t.Fatalf("the superseded memory still shows, or the new one does not:\n%s", out)
	}
	// Delete the preference: the first d only asks.
	k.sel = idx(ms[0].ID)
	press(m, "d")
	if _, err := mem.Get(ctx, agent, ms[0].ID); err != nil {
		t.Fatalf("deleted without asking: %v", err)
	}
	if !strings.Contains(knowText(m), "d again deletes") {
		t.Fatalf("no question:\n%s", knowText(m))
	}
	press(m, "d")
	if _, err := mem.Get(ctx, agent, ms[0].ID); err == nil {
		t.Fatal("the second d did not delete")
	}
	if strings.Contains(knowText(m), "trains to planes") {
		t.Fatalf("deleted memory still listed:\n%s", knowText(m))
	}
}

// TestMemoryPanelLive: a memory another process writes shows at the
// panel's next read.
func TestMemoryPanelLive(t *testing.T) {
	env, _, m, _ := knowEnv(t)
	driveAll(m, m.runCommand("/memory"))
	other := memory.New(env.st, nil)
	if _, err := other.Add(context.Background(), config.DefaultAgentName, memory.NewMemory{Content: "The user adopted a cat named Miso."}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(knowText(m), "Miso") {
		t.Fatal("shown before the panel read again")
	}
	_, cmd := m.Update(knowTick{seq: m.knowOv().tickSeq})
	driveAll(m, cmd)
	if !strings.Contains(knowText(m), "Miso") {
		t.Fatalf("the other process's memory is not shown:\n%s", knowText(m))
	}
}

// TestTodoAndNotesPanel: /todo adds and ticks off todos; /notes shows a
// note's text and saves what the editor leaves.
func TestTodoAndNotesPanel(t *testing.T) {
	_, mem, m, _ := knowEnv(t)
	ctx, agent := context.Background(), config.DefaultAgentName
	driveAll(m, m.runCommand("/todo"))
	press(m, "a")
	typeText(m, "book the train to Lyon")
	press(m, "enter")
	todos, err := mem.Todos(ctx, agent, true)
	if err != nil || len(todos) != 1 || todos[0].Text != "book the train to Lyon" || todos[0].Done {
		t.Fatalf("todos after a: %+v %v", todos, err)
	}
	if out := knowText(m); !strings.Contains(out, "[ ] book the train to Lyon") {
		t.Fatalf("todo not listed:\n%s", out)
	}
	_, cmd := m.Update(tea.KeyPressMsg{Code: tea.KeySpace, Text: " "})
	driveAll(m, cmd)
	if todos, _ = mem.Todos(ctx, agent, true); !todos[0].Done {
		t.Fatal("space did not tick the todo off")
	}
	if out := knowText(m); !strings.Contains(out, "[x] book the train to Lyon") {
		t.Fatalf("done todo not shown:\n%s", out)
	}

	if _, err := mem.WriteNote(ctx, agent, "itinerary", "Day 1: Paris\nDay 2: Lyon\n"); err != nil {
		t.Fatal(err)
	}
	press(m, "esc")
	driveAll(m, m.runCommand("/notes"))
	if out := knowText(m); !strings.Contains(out, "itinerary") || !strings.Contains(out, "Day 2: Lyon") {
		t.Fatalf("note not shown:\n%s", out)
	}
	ready, ok := findMsg[knowEditReady](prepareNoteEdit(m.knowOv().notes[0]))
	if !ok {
		t.Fatal("no file for the editor")
	}
	_, cmd = m.Update(knowEditedNote{title: ready.title, text: "Day 1: Paris\nDay 2: Nantes\n"})
	driveAll(m, cmd)
	if n, err := mem.Note(ctx, agent, "itinerary"); err != nil || n.Body != "Day 1: Paris\nDay 2: Nantes\n" {
		t.Fatalf("note after editing: %q %v", n.Body, err)
	}
	if out := knowText(m); !strings.Contains(out, "Day 2: Nantes") {
		t.Fatalf("edited note not shown:\n%s", out)
	}
}

// TestKnowUnknownAgent: a name that is no agent is refused.
func TestKnowUnknownAgent(t *testing.T) {
	_, _, m, _ := knowEnv(t)
	driveAll(m, m.runCommand("/memory nobody"))
	if m.knowOv() != nil || !strings.Contains(noticeText(m), "no agent named nobody") {
		t.Fatalf("notice %q", noticeText(m))
	}
}

// TestMemoryPanelEditTarget: an edit changes the memory selected when it
// began, even when a read in the meantime lists another memory first.
func TestMemoryPanelEditTarget(t *testing.T) {
	env, mem, m, ms := knowEnv(t)
	ctx, agent := context.Background(), config.DefaultAgentName
	driveAll(m, m.runCommand("/memory"))
	k := m.knowOv()
	press(m, "e", "ctrl+u")
	target := k.mems[k.sel].ID
	if _, err := memory.New(env.st, nil).Add(ctx, agent, memory.NewMemory{Content: "The user adopted a cat named Miso."}); err != nil {
		t.Fatal(err)
	}
	_, cmd := m.Update(knowTick{seq: k.tickSeq})
	driveAll(m, cmd)
	k.sel = 0 // whatever the list shows now, the edit keeps its memory
	typeText(m, "Reports are written in plain English.")
	press(m, "enter")
	got, err := mem.Get(ctx, agent, target)
	if err != nil || got.Content != "Reports are written in plain English." {
		t.Fatalf("edited memory: %q %v", got.Content, err)
	}
	if target != ms[2].ID {
		t.Fatalf("the first memory listed was %s, not the newest", target)
	}
}

// A keyed fact (grove agent memory set NAME KEY VALUE) reads in the panel
// as its key and value.
func TestMemoryPanelShowsKeys(t *testing.T) {
	_, mem, m, _ := knowEnv(t)
	if _, _, err := mem.Set(context.Background(), config.DefaultAgentName, "editor", memory.NewMemory{Type: "fact", Content: "vim"}); err != nil {
		t.Fatal(err)
	}
	m.in.ta.SetValue("/memory")
	driveAll(m, pressKey(m, tea.KeyPressMsg{Code: tea.KeyEnter}))
	if m.knowOv() == nil {
		t.Fatal("/memory did not open the panel")
	}
	if got := knowText(m); !strings.Contains(got, "editor: vim") {
		t.Fatalf("the keyed fact does not show its key:\n%s", got)
	}
}
