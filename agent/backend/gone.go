package backend

import (
	"errors"
	"strings"
)

// SessionGone reports whether a run that resumed the session id failed
// because the CLI no longer has that session: its session store was
// cleared, the session was made on another machine or in another working
// directory, or it expired. Such a thread can only go on in a new session.
// Claude Code answers `--resume ID` of an unknown session with "No
// conversation found with session ID: ID", Codex's `exec resume ID` with
// "no rollout found for thread id ID".
func SessionGone(backendName, id string, err error) bool {
	spec, ok := specs[backendName]
	var re *RunError
	if !ok || id == "" || !errors.As(err, &re) || re.Class == ClassCanceled || re.Class == ClassNotInstalled {
		return false
	}
	msg := strings.ToLower(re.Message)
	for _, g := range spec.gone {
		if strings.Contains(msg, g) {
			return true
		}
	}
	return false
}

// Title is how a backend's CLI is called in messages ("Claude Code"); the
// backend's name for one that is not a CLI.
func Title(backendName string) string {
	if s, ok := specs[backendName]; ok && s.Title != "" {
		return s.Title
	}
	return backendName
}
