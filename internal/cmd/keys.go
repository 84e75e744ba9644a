package cmd

import (
	"os"
	"sort"
	"strings"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/keyring"
	"github.com/grovechat/grove/tools"
)

// keyNames are the variables grove keeps out of its environment: the
// standard provider keys, every variable that looks like a credential, and
// the key variables the config's models name.
func keyNames(cfg config.Config) []string {
	set := map[string]bool{"ANTHROPIC_API_KEY": true, "OPENAI_API_KEY": true, "ANTHROPIC_AUTH_TOKEN": true}
	for _, kv := range os.Environ() {
		if k, _, _ := strings.Cut(kv, "="); tools.IsSecretEnv(k) {
			set[k] = true
		}
	}
	for _, m := range cfg.Models {
		if m.APIKeyEnv != "" {
			set[m.APIKeyEnv] = true
		}
	}
	if e := cfg.Embeddings; e != nil && e.APIKeyEnv != "" {
		set[e.APIKeyEnv] = true
	}
	out := make([]string, 0, len(set))
	for k := range set {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// protectKeys runs first in main: the keys move from the environment into
// memory, and grove re-executes itself without them, so no tool can read
// them from its own environment or from grove's (/proc/<pid>/environ).
// A config that does not load is reported later by the command; the
// standard and credential-looking variables are protected regardless.
func protectKeys() {
	keyring.Receive()
	cfg, _ := config.LoadConfig(configPath())
	names := keyNames(cfg)
	_ = keyring.Restart(names) // returns only when there is nothing to do or exec failed
	keyring.Take(names...)
}
