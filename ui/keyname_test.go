package ui

import (
	"strings"
	"testing"
)

// TestKeysThatCannotBePressedAreRefused: a binding in the config that no
// key press can match ("ctrl+zz", modifiers out of order, an unknown
// modifier) is refused with the reason, so a typo never leaves an action
// (sending!) without a key; every default binding and the usual ways of
// naming keys are accepted.
func TestKeysThatCannotBePressedAreRefused(t *testing.T) {
	km := DefaultKeyMap()
	for _, bd := range km.bindings() {
		for _, k := range bd.Keys() {
			if why := checkKey(k); why != "" {
				t.Errorf("default key %q refused: %s", k, why)
			}
		}
	}
	for _, k := range []string{"ctrl+k", "alt+enter", "ctrl+shift+up", "f12", "?", "é", "ctrl+alt+pgdown", "shift+tab", "space", "ctrl+space", "alt+,", "+", "ctrl++", "super+x"} {
		if why := checkKey(k); why != "" {
			t.Errorf("%q refused: %s", k, why)
		}
	}
	for k, want := range map[string]string{
		"ctrl+zz":      `"zz" is not a key`,
		"shift+ctrl+a": "order ctrl+alt+shift",
		"cmd+s":        `"cmd" is not a modifier`,
		"ctrl+":        `"" is not a key`,
		"enterr":       `"enterr" is not a key`,
	} {
		if why := checkKey(k); !strings.Contains(why, want) {
			t.Errorf("%q: %q, want %q", k, why, want)
		}
	}
	if _, err := NewKeyMap(map[string][]string{"send": {"ctrl+zz"}}); err == nil || !strings.Contains(err.Error(), `send: "ctrl+zz"`) {
		t.Fatalf("a send key no press can match: %v", err)
	}
}
