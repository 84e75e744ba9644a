package backend

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
)

// codexModel is the model a Codex run uses when grove passes none ("" when
// grove passes one), as Codex picks it: a -m/--model or -c model=… among the agent's extra
// arguments, else the top-level `model` of Codex's config.toml
// ($CODEX_HOME, default ~/.codex); "" when neither names one (Codex's own
// default, which its JSON events do not name).
func codexModel(inv Invocation) string {
	if inv.Model != "" {
		return ""
	}
	for i, a := range inv.Args {
		next := func() string {
			if i+1 < len(inv.Args) {
				return inv.Args[i+1]
			}
			return ""
		}
		switch {
		case a == "-m" || a == "--model":
			return next()
		case strings.HasPrefix(a, "--model="):
			return strings.TrimPrefix(a, "--model=")
		case a == "-c" || a == "--config":
			if v, ok := strings.CutPrefix(next(), "model="); ok {
				return unquote(v)
			}
		}
	}
	home := envOf(inv.Env, "CODEX_HOME")
	if home == "" {
		h, err := os.UserHomeDir()
		if err != nil {
			return ""
		}
		home = filepath.Join(h, ".codex")
	}
	f, err := os.Open(filepath.Join(home, "config.toml"))
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "[") {
			return "" // the top-level keys end at the first table
		}
		k, v, ok := strings.Cut(line, "=")
		if ok && strings.TrimSpace(k) == "model" {
			v, _, _ = strings.Cut(v, " #")
			return unquote(strings.TrimSpace(v))
		}
	}
	return ""
}

// envOf is a variable of the run's environment: its extra variables, then
// grove's own.
func envOf(extra []string, key string) string {
	for i := len(extra) - 1; i >= 0; i-- {
		if v, ok := strings.CutPrefix(extra[i], key+"="); ok {
			return v
		}
	}
	return os.Getenv(key)
}

func unquote(s string) string {
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return s
}
