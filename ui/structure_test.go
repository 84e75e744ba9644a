package ui

import (
	"context"
	"reflect"
	"testing"

	tea "charm.land/bubbletea/v2"
)

// TestRootFields keeps the root model to session-wide state: every screen's
// state lives in its component.
func TestRootFields(t *testing.T) {
	if n := reflect.TypeOf(Model{}).NumField(); n > 25 {
		t.Fatalf("the root model has %d fields (at most 25)", n)
	}
}

// TestOverlayPrecedence: whatever order overlays open in, the higher layer
// is on top and gets the keys; an overlay replaces the one on its layer.
func TestOverlayPrecedence(t *testing.T) {
	env := newEnv(t, true)
	m := env.model(t, context.Background(), "dark")
	m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	perm := &permOverlay{c: m.c, h: m, asks: []*permRequest{{q: shellQuestion("", "c1", "ls")}}}
	m.stack.push(perm)
	m.openHelp()
	m.openPalette("")
	if m.stack.top() != perm {
		t.Fatalf("top is %T, want the permission dialog", m.stack.top())
	}
	// A key goes to the dialog, not to the palette beneath it.
	pressKey(m, runeKey('x'))
	if p := find[*palette](&m.stack); p == nil || p.query != "" {
		t.Fatalf("the palette got a key meant for the dialog: %+v", p)
	}
	m.stack.remove(perm)
	if _, ok := m.stack.top().(*helpOverlay); !ok {
		t.Fatalf("top is %T, want help above the palette", m.stack.top())
	}
	m.stack.push(&statsOverlay{c: m.c})
	m.stack.push(&compareOverlay{c: m.c})
	n := 0
	for _, o := range m.stack.items {
		if o.layer() == layerPanel {
			n++
		}
	}
	if n != 1 || find[*statsOverlay](&m.stack) != nil {
		t.Fatalf("two panels open: %d", n)
	}
	// esc closes the topmost only.
	pressKey(m, tea.KeyPressMsg{Code: tea.KeyEscape})
	if find[*helpOverlay](&m.stack) != nil || find[*palette](&m.stack) == nil {
		t.Fatal("esc did not close just the help")
	}
}
