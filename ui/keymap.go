package ui

import (
	"fmt"
	"sort"
	"strings"

	"charm.land/bubbles/v2/key"
)

// KeyMap is every key binding of the UI. The help overlay is generated from
// it, so a binding that is not here does not exist.
type KeyMap struct {
	Send        key.Binding
	Newline     key.Binding
	HistoryPrev key.Binding
	HistoryNext key.Binding
	Complete    key.Binding
	Editor      key.Binding
	Cancel      key.Binding
	Quit        key.Binding
	Palette     key.Binding
	Help        key.Binding
	NewConv     key.Binding
	PickAgent   key.Binding
	PrevConv    key.Binding
	NextConv    key.Binding
	Back        key.Binding
	ScrollUp    key.Binding
	ScrollDown  key.Binding
	PageUp      key.Binding
	PageDown    key.Binding
	Bottom      key.Binding
	Tools       key.Binding
	Thinking    key.Binding
	Timestamps  key.Binding
	Sidebar     key.Binding
	Tree        key.Binding
	Select      key.Binding
	PrevAlt     key.Binding
	NextAlt     key.Binding
	Jobs        key.Binding
	Workspaces  key.Binding
	FocusTurn   key.Binding
	Undo        key.Binding
	Redo        key.Binding
	Find        key.Binding
	Search      key.Binding
	Mouse       key.Binding
}

// keyGroup is one section of the help overlay.
type keyGroup struct {
	Title string
	Keys  []*key.Binding
}

func (k *KeyMap) groups() []keyGroup {
	return []keyGroup{
		{"Input", []*key.Binding{&k.Send, &k.Newline, &k.HistoryPrev, &k.HistoryNext, &k.Complete, &k.Editor, &k.Undo, &k.Redo}},
		{"Turns", []*key.Binding{&k.Cancel, &k.FocusTurn, &k.Jobs, &k.Quit}},
		{"Conversations", []*key.Binding{&k.Palette, &k.NewConv, &k.PickAgent, &k.PrevConv, &k.NextConv, &k.Back, &k.Workspaces}},
		{"Timeline", []*key.Binding{&k.ScrollUp, &k.ScrollDown, &k.PageUp, &k.PageDown, &k.Bottom, &k.Find, &k.Search, &k.Tools, &k.Thinking, &k.Timestamps}},
		{"Tree", []*key.Binding{&k.Tree, &k.Select, &k.PrevAlt, &k.NextAlt}},
		{"Screen", []*key.Binding{&k.Sidebar, &k.Mouse, &k.Help}},
	}
}

// bindings names each binding for overrides ("send", "palette", ...).
func (k *KeyMap) bindings() map[string]*key.Binding {
	return map[string]*key.Binding{
		"send": &k.Send, "newline": &k.Newline, "history_prev": &k.HistoryPrev, "history_next": &k.HistoryNext,
		"complete": &k.Complete, "editor": &k.Editor, "cancel": &k.Cancel, "quit": &k.Quit, "palette": &k.Palette,
		"help": &k.Help, "new_conversation": &k.NewConv, "pick_agent": &k.PickAgent, "prev_conversation": &k.PrevConv,
		"next_conversation": &k.NextConv, "back": &k.Back, "scroll_up": &k.ScrollUp, "scroll_down": &k.ScrollDown,
		"page_up": &k.PageUp, "page_down": &k.PageDown, "bottom": &k.Bottom, "tools": &k.Tools, "thinking": &k.Thinking,
		"timestamps": &k.Timestamps, "sidebar": &k.Sidebar, "tree": &k.Tree, "select": &k.Select,
		"prev_alternative": &k.PrevAlt, "next_alternative": &k.NextAlt, "jobs": &k.Jobs, "workspaces": &k.Workspaces,
		"focus_turn": &k.FocusTurn, "undo": &k.Undo, "redo": &k.Redo, "mouse": &k.Mouse, "find": &k.Find, "search": &k.Search,
	}
}

// ActionNames lists the names Options.Keys accepts.
func ActionNames() []string {
	km := DefaultKeyMap()
	var out []string
	for n := range km.bindings() {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

func b(help string, keys ...string) key.Binding {
	return key.NewBinding(key.WithKeys(keys...), key.WithHelp(strings.Join(keys, " / "), help))
}

// DefaultKeyMap is the built-in key map.
func DefaultKeyMap() KeyMap {
	return KeyMap{
		Send:        b("send the message", "enter"),
		Newline:     b("new line", "shift+enter", "alt+enter", "ctrl+j"),
		HistoryPrev: b("previous sent message (empty input)", "up"),
		HistoryNext: b("next sent message", "down"),
		Complete:    b("complete a /command", "tab"),
		Editor:      b("edit the message in $EDITOR", "ctrl+o"),
		Cancel:      b("cancel the focused turn / close", "esc", "ctrl+c"),
		Quit:        b("quit (ctrl+c twice when idle)", "ctrl+q"),
		Palette:     b("command palette", "ctrl+p"),
		Help:        b("this help (? on an empty input)", "f1", "?"),
		NewConv:     b("new conversation", "ctrl+n"),
		PickAgent:   b("choose the agent for new conversations", "ctrl+g"),
		PrevConv:    b("previous conversation in the list", "ctrl+up", "alt+up"),
		NextConv:    b("next conversation in the list", "ctrl+down", "alt+down"),
		Back:        b("back to the conversation seen before", "alt+left"),
		ScrollUp:    b("scroll up", "shift+up"),
		ScrollDown:  b("scroll down", "shift+down"),
		PageUp:      b("page up", "pgup"),
		PageDown:    b("page down", "pgdown"),
		Bottom:      b("jump to the end and follow", "ctrl+end", "end"),
		Tools:       b("expand / collapse tool calls (o in select mode)", "ctrl+e"),
		Thinking:    b("show / hide thinking", "ctrl+r"),
		Timestamps:  b("show / hide timestamps", "ctrl+t"),
		Sidebar:     b("show / hide the sidebar", "ctrl+s"),
		Tree:        b("tree view: branches, jump, rename, label, delete; o on a ↳ row opens the sub-agent's conversation, p in it goes back to the parent", "ctrl+y", "f2"),
		Select:      b("select a message: edit, regenerate, fork, replay, y copy it, b copy a code block, x exclude", "ctrl+x", "f3"),
		PrevAlt:     b("previous alternative ‹ of a message", "alt+,", "alt+["),
		NextAlt:     b("next alternative › of a message", "alt+.", "alt+]"),
		Jobs:        b("background jobs: cancel, jump to the turn", "alt+j", "f4"),
		Workspaces:  b("workspace switcher: open a channel", "alt+w", "f5"),
		FocusTurn:   b("focus the next running turn (the one esc cancels)", "alt+t", "f6"),
		Undo:        b("undo the last edit of the message", "ctrl+z", "ctrl+_"),
		Redo:        b("redo what undo took back", "alt+z", "ctrl+shift+z"),
		Mouse:       b("let the terminal have the mouse to select text, or take it back for the wheel (shift+drag selects in most terminals meanwhile)", "alt+m", "f8"),
		Find:        b("find in this conversation (enter: the next)", "ctrl+f"),
		Search:      b("search all conversations, open a hit on its branch", "alt+s", "f7"),
	}
}

// NewKeyMap returns the default key map with overrides applied: action
// name (see ActionNames) → the keys that trigger it.
func NewKeyMap(overrides map[string][]string) (KeyMap, error) {
	km := DefaultKeyMap()
	bs := km.bindings()
	names := make([]string, 0, len(overrides))
	for n := range overrides {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		bd, ok := bs[n]
		if !ok {
			return DefaultKeyMap(), fmt.Errorf("unknown key action %q (known: %s)", n, strings.Join(ActionNames(), ", "))
		}
		keys := overrides[n]
		for _, k := range keys {
			if why := checkKey(k); why != "" {
				return DefaultKeyMap(), fmt.Errorf("keys: %s: %q: %s", n, k, why)
			}
		}
		if len(keys) == 0 {
			bd.SetEnabled(false)
			continue
		}
		help := bd.Help().Desc
		*bd = b(help, keys...)
	}
	return km, nil
}
