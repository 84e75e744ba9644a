package config

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"strings"
)

// RemotePrefix starts a workflow reference in a GitHub repository:
// github:OWNER/REPO@REF/PATH.
const RemotePrefix = "github:"

// DefaultGitHubBase is where github: repositories are cloned from; the
// environment variable GROVE_GITHUB_BASE (a URL or a directory holding
// OWNER/REPO.git) puts another in its place.
const DefaultGitHubBase = "https://github.com"

// ERemote is the error code of a remote workflow that could not be had:
// no git, no such repository, ref or file.
const ERemote = "remote_workflow"

// RemoteError is a remote workflow that could not be had; its message
// names what was missing.
type RemoteError struct {
	Msg string
	Err error
}

func (e *RemoteError) Error() string       { return e.Msg }
func (e *RemoteError) Unwrap() error       { return e.Err }
func (e *RemoteError) ErrorCode() string   { return ERemote }
func (e *RemoteError) UserMessage() string { return e.Msg }

func remoteErrorf(format string, args ...any) *RemoteError {
	return &RemoteError{Msg: fmt.Sprintf(format, args...)}
}

// RemoteRef is a workflow file in a GitHub repository.
type RemoteRef struct {
	Owner, Repo string
	// Ref is a branch, a tag or a commit; Path is the file inside the
	// repository, relative and slash-separated. A ref with slashes (a
	// branch feature/x) is told apart from the path once the repository is
	// at hand: the shortest leading part of Rest that names a ref wins.
	Rest string
}

// IsRemote reports whether ref names a workflow in a repository.
func IsRemote(ref string) bool { return strings.HasPrefix(ref, RemotePrefix) }

// ParseRemoteRef reads github:OWNER/REPO@REF/PATH.
func ParseRemoteRef(s string) (RemoteRef, error) {
	form := "write it as github:OWNER/REPO@REF/PATH/TO/FLOW.yaml"
	body, ok := strings.CutPrefix(s, RemotePrefix)
	if !ok {
		return RemoteRef{}, remoteErrorf("%q is not a github: reference; %s", s, form)
	}
	repo, rest, ok := strings.Cut(body, "@")
	if !ok {
		return RemoteRef{}, remoteErrorf("%s names no ref (a branch, tag or commit after @); %s", s, form)
	}
	owner, name, ok := strings.Cut(repo, "/")
	if !ok || !validRepoPart(owner) || !validRepoPart(name) {
		return RemoteRef{}, remoteErrorf("%s: %q is not OWNER/REPO; %s", s, repo, form)
	}
	ref, file, _ := strings.Cut(rest, "/")
	if ref == "" || strings.HasPrefix(ref, "-") {
		return RemoteRef{}, remoteErrorf("%s names no ref after @; %s", s, form)
	}
	if file == "" {
		return RemoteRef{}, remoteErrorf("%s names no file after the ref; %s", s, form)
	}
	if strings.Contains(rest, "\\") || strings.HasPrefix(file, "/") || pathEscapes(file) {
		return RemoteRef{}, remoteErrorf("%s: the path must stay inside the repository", s)
	}
	return RemoteRef{Owner: owner, Repo: name, Rest: rest}, nil
}

func validRepoPart(s string) bool {
	if s == "" || s == "." || s == ".." || strings.HasPrefix(s, "-") {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.') {
			return false
		}
	}
	return true
}

func pathEscapes(p string) bool {
	for _, part := range strings.Split(p, "/") {
		if part == ".." {
			return true
		}
	}
	return false
}

// Name is the repository as a person writes it: github:OWNER/REPO.
func (r RemoteRef) Name() string { return RemotePrefix + r.Owner + "/" + r.Repo }

// RemoteOptions says where repositories come from and are kept.
type RemoteOptions struct {
	// CacheDir holds the clones (grove's directory under XDG_CACHE_HOME).
	CacheDir string
	// Base is where OWNER/REPO.git is found: a URL or a directory
	// ("" = DefaultGitHubBase).
	Base string
	// Notices gets what a person should know (a fetch that failed, the
	// cached commit used instead); nil discards it.
	Notices io.Writer
}

// RemoteCheckout is a workflow file checked out from a repository.
type RemoteCheckout struct {
	Dir    string // the repository's working tree in the cache
	File   string // the workflow file inside Dir
	Ref    string // the ref as written
	Commit string // what Ref named when it was checked out
	Kind   string // branch, tag or commit
	// Fetched says whether the repository was cloned or fetched for it.
	Fetched bool
}

// FetchRemote makes the workflow r names available: the repository is
// cloned into the cache the first time; later a branch is fetched again
// while a tag or a commit the clone already holds is used as it is (a ref
// the clone does not know yet is fetched). The ref is checked out, its
// working tree forced to the commit. Clones of one repository are taken in
// turn across processes.
//
// Errors (*RemoteError, naming what was missing): no git, a repository
// that cannot be cloned, a ref it does not have, a file the ref does not
// hold.
func FetchRemote(ctx context.Context, r RemoteRef, o RemoteOptions) (RemoteCheckout, error) {
	if _, err := exec.LookPath("git"); err != nil {
		return RemoteCheckout{}, &RemoteError{Msg: "remote workflows need git, and no git command was found on PATH", Err: err}
	}
	base := o.Base
	if base == "" {
		base = DefaultGitHubBase
	}
	url := strings.TrimRight(base, "/") + "/" + r.Owner + "/" + r.Repo + ".git"
	parent := filepath.Join(o.CacheDir, "github", r.Owner)
	if err := os.MkdirAll(parent, 0o700); err != nil {
		return RemoteCheckout{}, fmt.Errorf("making the workflow cache: %w", err)
	}
	dir := filepath.Join(parent, r.Repo)
	unlock, err := lockFile(dir + ".lock")
	if err != nil {
		return RemoteCheckout{}, fmt.Errorf("locking the cache of %s: %w", r.Name(), err)
	}
	defer unlock()

	co := RemoteCheckout{Dir: dir}
	if _, err := os.Stat(filepath.Join(dir, ".git")); err != nil {
		tmp, err := os.MkdirTemp(parent, "."+r.Repo+".clone-")
		if err != nil {
			return co, fmt.Errorf("making the workflow cache: %w", err)
		}
		defer os.RemoveAll(tmp)
		if _, err := git(ctx, "", "clone", "--quiet", "--no-checkout", "--", url, tmp); err != nil {
			return co, &RemoteError{Msg: fmt.Sprintf("repository %s could not be cloned from %s: %s", r.Name(), url, lastLine(err)), Err: err}
		}
		os.RemoveAll(dir)
		if err := os.Rename(tmp, dir); err != nil {
			return co, fmt.Errorf("keeping the clone of %s: %w", r.Name(), err)
		}
		co.Fetched = true
	}
	fetch := func() error {
		_, err := git(ctx, dir, "fetch", "--quiet", "--prune", "--tags", "--force", "origin")
		if err == nil {
			co.Fetched = true
		}
		return err
	}
	ref, file, kind, commit, err := resolveRest(ctx, dir, r.Rest)
	if err != nil {
		return co, err
	}
	switch {
	case kind == "" && !co.Fetched:
		if ferr := fetch(); ferr != nil {
			return co, &RemoteError{Msg: fmt.Sprintf("repository %s could not be fetched from %s: %s", r.Name(), url, lastLine(ferr)), Err: ferr}
		}
		if ref, file, kind, commit, err = resolveRest(ctx, dir, r.Rest); err != nil {
			return co, err
		}
	case kind == "branch" && !co.Fetched:
		if ferr := fetch(); ferr != nil {
			if o.Notices != nil {
				fmt.Fprintf(o.Notices, "grove: could not fetch %s (%s); using the cached %s of branch %s\n", r.Name(), lastLine(ferr), short(commit), ref)
			}
		} else if ref, file, kind, commit, err = resolveRest(ctx, dir, r.Rest); err != nil {
			return co, err
		}
	}
	if kind == "" {
		first, _, _ := strings.Cut(r.Rest, "/")
		return co, remoteErrorf("repository %s has no branch, tag or commit %q", r.Name(), first)
	}
	if _, err := git(ctx, dir, "checkout", "--quiet", "--force", "--detach", commit); err != nil {
		return co, fmt.Errorf("checking out %s of %s: %s", ref, r.Name(), lastLine(err))
	}
	co.Ref, co.Kind, co.Commit = ref, kind, commit
	co.File = filepath.Join(dir, filepath.FromSlash(file))
	if fi, err := os.Stat(co.File); err != nil || fi.IsDir() {
		return co, remoteErrorf("%s@%s has no file %s", r.Name(), ref, file)
	}
	return co, nil
}

// resolveRest splits REF/PATH at the first slash after which the leading
// part names a branch, tag or commit of the clone in dir; kind is "" when
// none does.
func resolveRest(ctx context.Context, dir, rest string) (ref, file, kind, commit string, err error) {
	parts := strings.Split(rest, "/")
	for i := 1; i < len(parts); i++ {
		ref, file = strings.Join(parts[:i], "/"), strings.Join(parts[i:], "/")
		if kind, commit = resolveRef(ctx, dir, ref); kind != "" {
			return ref, file, kind, commit, nil
		}
	}
	ref, file, _ = strings.Cut(rest, "/")
	return ref, file, "", "", nil
}

// resolveRef says what ref is in the clone in dir (branch, tag, commit)
// and the commit it names; kind is "" when it is none of them.
func resolveRef(ctx context.Context, dir, ref string) (kind, commit string) {
	for _, c := range []struct{ kind, full string }{
		{"branch", "refs/remotes/origin/" + ref},
		{"tag", "refs/tags/" + ref},
	} {
		if out, err := git(ctx, dir, "rev-parse", "--verify", "--quiet", c.full+"^{commit}"); err == nil {
			return c.kind, strings.TrimSpace(out)
		}
	}
	if isHex(ref) && len(ref) >= 4 {
		if out, err := git(ctx, dir, "rev-parse", "--verify", "--quiet", ref+"^{commit}"); err == nil {
			return "commit", strings.TrimSpace(out)
		}
	}
	return "", ""
}

func isHex(s string) bool {
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f' || r >= 'A' && r <= 'F') {
			return false
		}
	}
	return s != ""
}

func short(commit string) string {
	if len(commit) > 12 {
		return commit[:12]
	}
	return commit
}

// git runs the git command in dir ("" = here) without a terminal to ask
// for credentials; its error carries what git wrote to stderr.
func git(ctx context.Context, dir string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, "git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_TERMINAL_PROMPT=0", "GIT_ASKPASS=", "SSH_ASKPASS=", "LC_ALL=C")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = err.Error()
		}
		return "", fmt.Errorf("git %s: %w", path.Base(args[0]), errors.New(msg))
	}
	return stdout.String(), nil
}

// lastLine is what git said about a failure: its first fatal or error
// line, else its last line.
func lastLine(err error) string {
	if u := errors.Unwrap(err); u != nil {
		err = u
	}
	lines := strings.Split(strings.TrimSpace(err.Error()), "\n")
	for _, l := range lines {
		if l = strings.TrimSpace(l); strings.HasPrefix(l, "fatal:") || strings.HasPrefix(l, "error:") {
			return l
		}
	}
	return strings.TrimSpace(lines[len(lines)-1])
}
