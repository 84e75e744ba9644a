package cmd

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adrg/xdg"
)

// gitRepo runs git in dir with a fixed identity and no config of the
// person running the tests.
func gitIn(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1",
		"GIT_AUTHOR_NAME=grove test", "GIT_AUTHOR_EMAIL=test@grove.invalid",
		"GIT_COMMITTER_NAME=grove test", "GIT_COMMITTER_EMAIL=test@grove.invalid")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

// TestRemoteWorkflows: grove run and start take github:OWNER/REPO@REF/PATH
// (here a local bare repository through GROVE_GITHUB_BASE): the repository
// is cloned into $XDG_CACHE_HOME/grove, REF (a tag, a branch, a branch with
// a slash, a commit) checked out and the workflow run in it (its setup step
// reads a file of the repository). A second run uses the clone: a tag
// needs no fetch (it works with the repository gone), a branch is fetched
// (a new commit is seen; with the repository gone the cached commit is
// used, with a notice). Errors name the missing repository, ref or file.
func TestRemoteWorkflows(t *testing.T) {
	if testing.Short() {
		t.Skip("builds grove")
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	work := isolate(t)
	bin := groveBinary(t)
	root := filepath.Dir(work)
	base := filepath.Join(root, "base")
	bare := filepath.Join(base, "acme", "flows.git")
	os.MkdirAll(bare, 0o755)
	gitIn(t, bare, "init", "--quiet", "--bare", "--initial-branch=main")
	src := filepath.Join(root, "src")
	gitIn(t, root, "clone", "--quiet", bare, src)
	gitIn(t, src, "checkout", "--quiet", "-b", "main")
	writeFile(t, filepath.Join(src, ".workflows", "hello.yaml"), "name: hello\nagents:\n  helper:\n    model: offline\n    prompt:\n      system: You help.\n"+
		"setup:\n  - shell: cat VERSION\n    as: version\nkickoff: \"@helper Release ${{ version }} is ready.\"\n")
	commit := func(version string) string {
		t.Helper()
		writeFile(t, filepath.Join(src, "VERSION"), version)
		gitIn(t, src, "add", "-A")
		gitIn(t, src, "commit", "--quiet", "-m", "release "+version)
		return gitIn(t, src, "rev-parse", "HEAD")
	}
	first := commit("v1")
	gitIn(t, src, "tag", "v1")
	gitIn(t, src, "push", "--quiet", "origin", "main", "v1")

	grove := func(args ...string) (string, error) {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Dir = work
		cmd.Env = append(os.Environ(), "GROVE_GITHUB_BASE="+base)
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	must := func(args ...string) string {
		t.Helper()
		out, err := grove(args...)
		if err != nil {
			t.Fatalf("grove %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return out
	}
	ref := func(r string) string { return "github:acme/flows@" + r + "/.workflows/hello.yaml" }

	out := must("run", ref("v1"))
	contains(t, "run at the tag", out, "github:acme/flows@v1: tag "+first[:12], "user: @helper Release v1 is ready.", "\nhelper: ")
	cache := filepath.Join(xdg.CacheHome, "grove", "github", "acme", "flows")
	if _, err := os.Stat(filepath.Join(cache, ".git")); err != nil {
		t.Fatalf("no clone in the cache: %v", err)
	}

	commit("v2")
	gitIn(t, src, "push", "--quiet", "origin", "main")
	contains(t, "run at the branch, fetched", must("run", ref("main")), "github:acme/flows@main: branch", "Release v2 is ready.")
	contains(t, "run at a commit", must("run", ref(first[:10])), "commit "+first[:12], "Release v1 is ready.")

	gitIn(t, src, "checkout", "--quiet", "-b", "feature/next")
	commit("v3-rc")
	gitIn(t, src, "push", "--quiet", "origin", "feature/next")
	contains(t, "a branch with a slash", must("run", ref("feature/next")), "@feature/next: branch", "Release v3-rc is ready.")

	contains(t, "start", must("start", ref("v1"), "--tag", "fromgit"), "started hello:fromgit")

	// Without the repository: the tag needs nothing from it, the branch
	// falls back to its cached commit.
	gone := bare + ".gone"
	if err := os.Rename(bare, gone); err != nil {
		t.Fatal(err)
	}
	out = must("run", ref("v1"))
	if !strings.Contains(out, "Release v1 is ready.") || strings.Contains(out, "could not fetch") {
		t.Fatalf("a tag run with the repository gone:\n%s", out)
	}
	contains(t, "a branch run with the repository gone", must("run", ref("main")), "could not fetch github:acme/flows", "Release v2 is ready.")
	os.Rename(gone, bare)

	for _, c := range []struct{ ref, want string }{
		{"github:acme/nothere@main/.workflows/hello.yaml", "repository github:acme/nothere could not be cloned"},
		{ref("no-such-branch"), `repository github:acme/flows has no branch, tag or commit "no-such-branch"`},
		{"github:acme/flows@main/.workflows/missing.yaml", "github:acme/flows@main has no file .workflows/missing.yaml"},
		{"github:acme/flows/.workflows/hello.yaml", "names no ref"},
		{"github:acme/flows@main/../../etc/passwd", "must stay inside the repository"},
	} {
		out, err := grove("run", c.ref)
		if err == nil || !strings.Contains(out, c.want) {
			t.Errorf("grove run %s: %v, want %q in:\n%s", c.ref, err, c.want, out)
		}
	}
}
