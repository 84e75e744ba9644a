package e2e

import (
	"bufio"
	"context"
	"crypto/sha256"
	"debug/buildinfo"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"golang.org/x/mod/module"
	"golang.org/x/mod/semver"
	"golang.org/x/mod/zip"

	"github.com/grovechat/grove/internal/testkit"
)

// modulePath is grove's module path, the one `go install PATH@latest`
// fetches.
const modulePath = "github.com/grovechat/grove"

// installTimeout bounds one go install or go build of grove: generous, as a
// machine with cold caches compiles every dependency (SQLite's C code
// among them) on whatever cores it has.
const installTimeout = 20 * time.Minute

// TestGoInstallFromAProxy: grove installs with `go install PATH@VERSION`
// as a person installs it. The checkout is zipped as a module version into
// a module proxy on disk (golang.org/x/mod/zip, the format the Go proxy
// serves), installed from it into an empty GOBIN (its dependencies come
// from the usual proxy or the module cache), and the installed grove
// reports the version go install stamped.
func TestGoInstallFromAProxy(t *testing.T) {
	if testing.Short() {
		t.Skip("builds grove from a module proxy")
	}
	const version = "v0.0.1-test"
	root, err := testkit.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	proxy := t.TempDir()
	writeProxy(t, proxy, root, version)

	// The install uses the shared module cache, where grove's dependencies
	// already are (and the build cache's compiled packages refer to their
	// directories there). The version it adds is removed before and after:
	// the go command would take a copy left there by an interrupted run
	// over the proxy's. A lock keeps test runs sharing the cache apart.
	modcache := goEnv(t, "GOMODCACHE")
	lockInstall(t, modcache)
	removeFromModCache(t, modcache, version)
	t.Cleanup(func() { removeFromModCache(t, modcache, version) })

	gobin := t.TempDir()
	ctx, cancel := commandContext(t)
	defer cancel()
	install := exec.CommandContext(ctx, "go", "install", modulePath+"@"+version)
	install.Dir = t.TempDir() // outside any module
	install.WaitDelay = time.Minute
	install.Env = append(os.Environ(),
		"GOBIN="+gobin,
		"GOMODCACHE="+modcache,
		"GOPROXY=file://"+filepath.ToSlash(proxy)+","+goEnv(t, "GOPROXY"),
		// The checksum database knows no grove of this version.
		"GONOSUMDB="+strings.Trim(goEnv(t, "GONOSUMDB")+","+modulePath, ","),
		// -modcacherw: the version's files in the module cache can be removed.
		"GOFLAGS=-modcacherw",
		// The go command indexes a module in the module cache once per
		// directory, in the build cache, as if what a version holds never
		// changed; this version holds what the checkout holds now.
		"GODEBUG="+strings.Trim(os.Getenv("GODEBUG")+",goindex=0", ","),
		"GOWORK=off")
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("go install %s@%s: %v (%v)\n%s", modulePath, version, err, ctx.Err(), out)
	}
	if got, want := groveVersion(t, filepath.Join(gobin, "grove")), "grove version "+version; got != want {
		t.Fatalf("the installed grove says %q, want %q", got, want)
	}
}

// TestVersionOfASourceBuild: grove built from a git checkout says which
// commit it was built from: the pseudo-version the go command derives from
// it (or a tag on it), or "devel (" and its revision.
func TestVersionOfASourceBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds grove")
	}
	root, err := testkit.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	before, err := gitHead(root)
	if err != nil {
		t.Skip("not a git work tree: no revision to report")
	}
	bin := filepath.Join(t.TempDir(), "grove")
	ctx, cancel := commandContext(t)
	defer cancel()
	build := exec.CommandContext(ctx, "go", "build", "-buildvcs=true", "-o", bin, ".")
	build.Dir = root
	build.WaitDelay = time.Minute
	build.Env = append(os.Environ(), "GOFLAGS=-buildvcs=true", "GOWORK=off")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v (%v)\n%s", err, ctx.Err(), out)
	}
	after, _ := gitHead(root)

	// Commits may land while grove builds: the build names one of the two.
	bi, err := buildinfo.ReadFile(bin)
	if err != nil {
		t.Fatal(err)
	}
	var rev string
	for _, s := range bi.Settings {
		if s.Key == "vcs.revision" {
			rev = s.Value
		}
	}
	if rev == "" || rev != before && rev != after {
		t.Fatalf("the build recorded revision %q, HEAD is %s (then %s)", rev, before, after)
	}
	short := rev[:12]
	forgetPseudoVersion(t, bi.Main.Version)
	got := groveVersion(t, bin)
	v, ok := strings.CutPrefix(got, "grove version ")
	switch {
	case !ok:
		t.Fatalf("grove --version says %q", got)
	case strings.HasPrefix(v, "devel ("+short):
	case module.IsPseudoVersion(v):
		if r, err := module.PseudoVersionRev(v); err != nil || r != short {
			t.Fatalf("grove --version of a build at %s says %q", short, got)
		}
	case semver.IsValid(v):
		tags, _ := exec.Command("git", "-C", root, "tag", "--points-at", rev).Output()
		if !slices.Contains(strings.Fields(string(tags)), strings.TrimSuffix(v, semver.Build(v))) {
			t.Fatalf("grove --version of a build at %s says %q, not a tag of that commit", short, got)
		}
	default:
		t.Fatalf("grove --version of a build at %s says %q", short, got)
	}
}

// forgetPseudoVersion removes what the go command records in the module
// cache of the pseudo-version v it derived for a build from the checkout
// (its .info, by which it names the commit), unless the cache held it
// before the test started.
func forgetPseudoVersion(t *testing.T, v string) {
	t.Helper()
	v = strings.TrimSuffix(v, semver.Build(v))
	if !module.IsPseudoVersion(v) {
		return
	}
	escaped, err := module.EscapePath(modulePath)
	if err != nil {
		t.Fatal(err)
	}
	escVersion, err := module.EscapeVersion(v)
	if err != nil {
		t.Fatal(err)
	}
	modcache := goEnv(t, "GOMODCACHE")
	info := filepath.Join(modcache, "cache", "download", filepath.FromSlash(escaped), "@v", escVersion+".info")
	st, err := os.Stat(info)
	if err != nil || st.ModTime().Before(testStart) {
		return
	}
	os.Remove(info)
	removeEmptyDirs(modcache, filepath.Dir(info))
}

// testStart is when the test process started.
var testStart = time.Now()

// writeProxy writes version of the module at root into the module proxy
// directory proxy, as the GOPROXY protocol lays it out.
func writeProxy(t *testing.T, proxy, root, version string) {
	t.Helper()
	escaped, err := module.EscapePath(modulePath)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(proxy, filepath.FromSlash(escaped), "@v")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	files := moduleFiles(t, root)
	f, err := os.Create(filepath.Join(dir, version+".zip"))
	if err != nil {
		t.Fatal(err)
	}
	// zip.Create refuses what a module zip cannot hold, its size limits
	// among it.
	if err := zip.Create(f, module.Version{Path: modulePath, Version: version}, files); err != nil {
		t.Fatalf("zipping the module: %v", err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	gomod, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	for name, body := range map[string]string{
		"list":            version + "\n",
		version + ".info": `{"Version":"` + version + `","Time":"2026-11-29T00:00:00Z"}`,
		version + ".mod":  string(gomod),
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// moduleFiles lists the files of the module at root that belong in its
// zip: all but version-control directories, nested modules, what isn't a
// regular file, and what a .gitignore excludes (the subset of its syntax
// grove's use: globs, a leading or inner / anchoring, a trailing / for
// directories; anything else fails the test rather than zip too much).
func moduleFiles(t *testing.T, root string) []zip.File {
	t.Helper()
	type ignore struct {
		base, pattern   string // base: the .gitignore's directory, slash-separated, "." for root
		anchored, isDir bool
	}
	var ignores []ignore
	readIgnore := func(rel string) {
		f, err := os.Open(filepath.Join(root, filepath.FromSlash(rel), ".gitignore"))
		if errors.Is(err, fs.ErrNotExist) {
			return
		} else if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			p := strings.TrimRight(sc.Text(), " \t\r")
			if p == "" || strings.HasPrefix(p, "#") {
				continue
			}
			if strings.HasPrefix(p, "!") || strings.Contains(p, "**") || strings.HasPrefix(p, `\`) {
				t.Fatalf("%s/.gitignore: %q: moduleFiles does not read this pattern yet", rel, p)
			}
			ig := ignore{base: rel}
			p, ig.isDir = strings.CutSuffix(p, "/")
			ig.anchored = strings.Contains(p, "/")
			ig.pattern = strings.TrimPrefix(p, "/")
			if _, err := path.Match(ig.pattern, ""); err != nil {
				t.Fatalf("%s/.gitignore: %q: %v", rel, p, err)
			}
			ignores = append(ignores, ig)
		}
		if err := sc.Err(); err != nil {
			t.Fatal(err)
		}
	}
	ignored := func(rel string, isDir bool) bool {
		for _, ig := range ignores {
			sub := rel
			if ig.base != "." {
				var ok bool
				if sub, ok = strings.CutPrefix(rel, ig.base+"/"); !ok {
					continue
				}
			}
			if ig.isDir && !isDir {
				continue
			}
			name := sub
			if !ig.anchored {
				name = path.Base(sub)
			}
			if ok, _ := path.Match(ig.pattern, name); ok {
				return true
			}
		}
		return false
	}

	var files []zip.File
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if errors.Is(err, fs.ErrNotExist) {
			return nil // removed while the walk ran
		} else if err != nil {
			return err
		}
		rel, err := filepath.Rel(root, p)
		if err != nil {
			return err
		}
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if rel != "." {
				switch d.Name() {
				case ".git", ".hg", ".svn", ".bzr":
					return filepath.SkipDir
				}
				if ignored(rel, true) {
					return filepath.SkipDir
				}
				if _, err := os.Lstat(filepath.Join(p, "go.mod")); err == nil {
					return filepath.SkipDir // another module
				}
			}
			readIgnore(rel)
			return nil
		}
		if !d.Type().IsRegular() || ignored(rel, false) {
			return nil
		}
		files = append(files, diskFile{path: p, rel: rel})
		return nil
	})
	if err != nil {
		t.Fatalf("listing the module's files: %v", err)
	}
	return files
}

// diskFile is a file of the module for zip.Create.
type diskFile struct{ path, rel string }

func (f diskFile) Path() string                 { return f.rel }
func (f diskFile) Lstat() (os.FileInfo, error)  { return os.Lstat(f.path) }
func (f diskFile) Open() (io.ReadCloser, error) { return os.Open(f.path) }

// removeFromModCache removes version of grove from the module cache
// modcache: its extracted files and what the go command downloaded, and
// the version from the cache's list of grove versions; what else the cache
// holds of grove stays.
func removeFromModCache(t *testing.T, modcache, version string) {
	t.Helper()
	escaped, err := module.EscapePath(modulePath)
	if err != nil {
		t.Fatal(err)
	}
	escVersion, err := module.EscapeVersion(version)
	if err != nil {
		t.Fatal(err)
	}
	extracted := filepath.Join(modcache, filepath.FromSlash(escaped)+"@"+escVersion)
	// A copy extracted without -modcacherw is read-only.
	filepath.WalkDir(extracted, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			os.Chmod(p, 0o755)
		}
		return nil
	})
	if err := os.RemoveAll(extracted); err != nil {
		t.Errorf("removing grove@%s from the module cache: %v", version, err)
	}
	download := filepath.Join(modcache, "cache", "download", filepath.FromSlash(escaped), "@v")
	got, _ := filepath.Glob(filepath.Join(download, escVersion+".*"))
	for _, p := range got {
		if err := os.Remove(p); err != nil {
			t.Errorf("removing grove@%s from the module cache: %v", version, err)
		}
	}
	list := filepath.Join(download, "list")
	if b, err := os.ReadFile(list); err == nil {
		var keep []string
		for _, v := range strings.Fields(string(b)) {
			if v != version {
				keep = append(keep, v)
			}
		}
		if len(keep) == 0 {
			os.Remove(list)
		} else {
			os.WriteFile(list, []byte(strings.Join(keep, "\n")+"\n"), 0o644)
		}
	}
	removeEmptyDirs(modcache, download)
	removeEmptyDirs(modcache, filepath.Dir(extracted))
}

// removeEmptyDirs removes dir and its parents below modcache while they
// are empty.
func removeEmptyDirs(modcache, dir string) {
	for ; len(dir) > len(modcache); dir = filepath.Dir(dir) {
		if os.Remove(dir) != nil { // not empty
			return
		}
	}
}

// lockInstall holds a lock for the module cache modcache until the test
// and the cleanups it registers after this call end (or the process does).
func lockInstall(t *testing.T, modcache string) {
	t.Helper()
	sum := sha256.Sum256([]byte(modcache))
	f, err := os.OpenFile(filepath.Join(os.TempDir(), "grove-install-test-"+hex.EncodeToString(sum[:8])+".lock"), os.O_CREATE|os.O_RDWR, 0o666)
	if err != nil {
		t.Fatal(err)
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if err != nil {
		f.Close()
		t.Fatalf("locking the module cache for the install: %v", err)
	}
	t.Cleanup(func() { f.Close() })
}

// commandContext bounds a go command by installTimeout, ending a minute
// before the test binary's deadline so that the test reports it and cleans
// up.
func commandContext(t *testing.T) (context.Context, context.CancelFunc) {
	deadline := time.Now().Add(installTimeout)
	if d, ok := t.Deadline(); ok && d.Add(-time.Minute).Before(deadline) {
		deadline = d.Add(-time.Minute)
	}
	return context.WithDeadline(t.Context(), deadline)
}

// goEnv is the go command's setting key.
func goEnv(t *testing.T, key string) string {
	t.Helper()
	out, err := exec.Command("go", "env", key).Output()
	if err != nil {
		t.Fatalf("go env %s: %v", key, err)
	}
	return strings.TrimSpace(string(out))
}

// gitHead is the commit checked out at root.
func gitHead(root string) (string, error) {
	out, err := exec.Command("git", "-C", root, "rev-parse", "HEAD").Output()
	return strings.TrimSpace(string(out)), err
}

// groveVersion is what the grove command bin says to --version.
func groveVersion(t *testing.T, bin string) string {
	t.Helper()
	out, err := exec.Command(bin, "--version").CombinedOutput()
	if err != nil {
		t.Fatalf("%s --version: %v\n%s", bin, err, out)
	}
	return strings.TrimSpace(string(out))
}
