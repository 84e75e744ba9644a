package tools

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/grovechat/grove/session"
)

// Sandbox is the directory file and shell tools work in (grove's working
// directory). Paths the model gives are resolved inside Root; anything that
// leads out of it (.., an absolute path elsewhere, a symlink pointing out)
// is refused.
type Sandbox struct {
	root string // absolute, symlinks resolved
	// SpillDir receives full outputs too long for the model; empty keeps
	// only head and tail.
	SpillDir string
}

// NewSandbox returns a sandbox rooted at dir, which must exist.
func NewSandbox(dir, spillDir string) (*Sandbox, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("sandbox root %s: %w", dir, err)
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return nil, fmt.Errorf("sandbox root %s: %w", dir, err)
	}
	return &Sandbox{root: real, SpillDir: spillDir}, nil
}

// Root is the sandbox directory (absolute, symlinks resolved).
func (w *Sandbox) Root() string { return w.root }

func outside(p, why string) error {
	return &session.ToolError{Code: CodePermissionDenied, Message: fmt.Sprintf("%s is outside the sandbox (%s); file tools only work inside it", p, why)}
}

// Resolve returns the absolute path for p inside the sandbox. It refuses
// paths that are outside lexically or through a symlink; p need not exist
// (the deepest existing ancestor is checked instead).
func (w *Sandbox) Resolve(p string) (string, error) {
	if strings.TrimSpace(p) == "" {
		return "", InvalidInput("path is required")
	}
	if strings.ContainsRune(p, 0) {
		return "", InvalidInput("path contains a NUL byte")
	}
	var abs string
	if filepath.IsAbs(p) {
		abs = filepath.Clean(p)
	} else {
		abs = filepath.Join(w.root, p)
	}
	if !within(w.root, abs) {
		return "", outside(p, "it leads out of "+w.root)
	}
	// Resolve symlinks on the longest existing prefix.
	existing, rest := abs, ""
	for {
		if _, err := os.Lstat(existing); err == nil {
			break
		} else if !errors.Is(err, fs.ErrNotExist) {
			return "", fmt.Errorf("checking %s: %w", p, err)
		}
		parent := filepath.Dir(existing)
		rest = filepath.Join(filepath.Base(existing), rest)
		if parent == existing {
			break
		}
		existing = parent
	}
	real, err := filepath.EvalSymlinks(existing)
	if err != nil {
		return "", outside(p, "a symlink on the way cannot be followed")
	}
	full := filepath.Join(real, rest)
	if !within(w.root, full) {
		return "", outside(p, "a symlink points out of it")
	}
	return full, nil
}

// Rel returns abs relative to the root, slash-separated, for display and
// for permission patterns.
func (w *Sandbox) Rel(abs string) string {
	r, err := filepath.Rel(w.root, abs)
	if err != nil {
		return abs
	}
	return filepath.ToSlash(r)
}

// relSubject is the sandbox-relative form of a path argument for
// permission rules; paths that do not resolve keep their raw form (the
// tool refuses them anyway).
func (w *Sandbox) relSubject(p string) string {
	abs, err := w.Resolve(p)
	if err != nil {
		return filepath.ToSlash(p)
	}
	return w.Rel(abs)
}

func within(root, p string) bool {
	if p == root {
		return true
	}
	r, err := filepath.Rel(root, p)
	return err == nil && r != ".." && !strings.HasPrefix(r, ".."+string(filepath.Separator)) && !filepath.IsAbs(r)
}
