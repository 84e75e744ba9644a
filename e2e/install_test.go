package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/mod/module"
	"golang.org/x/mod/zip"

	"github.com/grovechat/grove/internal/testkit"
)

// modulePath is grove's module path, the one `go install PATH@latest`
// fetches.
const modulePath = "github.com/grovechat/grove"

// TestGoInstallFromAProxy: grove installs with `go install PATH@VERSION`
// as a person installs it. The checkout is zipped as a module version into
// a module proxy on disk (golang.org/x/mod/zip, the format the Go proxy
// serves), installed from it into an empty GOBIN (its dependencies come
// from the usual proxy or the module cache), and the installed grove
// reports the version go install stamped.
func TestGoInstallFromAProxy(t *testing.T) {
	if testing.Short() {
		t.Skip("builds grove twice")
	}
	// A version of its own for each run: the go command takes what a
	// module version holds as never changing (its build cache too), and
	// this one holds what the checkout holds now.
	version := "v0.0.1-test." + strconv.FormatInt(time.Now().UnixNano(), 10)
	root, err := testkit.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	proxy := t.TempDir()
	dir := filepath.Join(proxy, modulePath, "@v")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, version+".zip"))
	if err != nil {
		t.Fatal(err)
	}
	if err := zip.CreateFromDir(f, module.Version{Path: modulePath, Version: version}, root); err != nil {
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

	goEnv := func(key string) string {
		out, err := exec.Command("go", "env", key).Output()
		if err != nil {
			t.Fatalf("go env %s: %v", key, err)
		}
		return strings.TrimSpace(string(out))
	}
	modcache := goEnv("GOMODCACHE")
	// The installed version lands in the shared module cache (its
	// dependencies are already there); it is removed when the test ends.
	t.Cleanup(func() {
		os.RemoveAll(filepath.Join(modcache, modulePath+"@"+version))
		os.RemoveAll(filepath.Join(modcache, "cache", "download", modulePath))
		os.Remove(filepath.Dir(filepath.Join(modcache, modulePath)))
		os.Remove(filepath.Dir(filepath.Join(modcache, "cache", "download", modulePath)))
	})
	gobin := t.TempDir()
	install := exec.Command("go", "install", modulePath+"@"+version)
	install.Dir = t.TempDir() // outside any module
	install.Env = append(os.Environ(),
		"GOBIN="+gobin,
		"GOPROXY=file://"+filepath.ToSlash(proxy)+","+goEnv("GOPROXY"),
		"GONOSUMDB="+modulePath, "GOFLAGS=-modcacherw", "GOWORK=off")
	if out, err := install.CombinedOutput(); err != nil {
		t.Fatalf("go install %s@%s: %v\n%s", modulePath, version, err, out)
	}
	out, err := exec.Command(filepath.Join(gobin, "grove"), "--version").Output()
	if err != nil {
		t.Fatalf("grove --version: %v", err)
	}
	if got, want := strings.TrimSpace(string(out)), "grove version "+version; got != want {
		t.Fatalf("the installed grove says %q, want %q", got, want)
	}
}

// TestVersionOfASourceBuild: grove built from a checkout says which commit
// it was built from.
func TestVersionOfASourceBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds grove")
	}
	root, err := testkit.ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	head, err := exec.Command("git", "-C", root, "rev-parse", "HEAD").Output()
	if err != nil {
		t.Skip("not a git work tree: no revision to report")
	}
	bin := filepath.Join(t.TempDir(), "grove")
	build := exec.Command("go", "build", "-buildvcs=true", "-o", bin, ".")
	build.Dir = root
	build.Env = append(os.Environ(), "GOFLAGS=")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin, "--version").Output()
	if err != nil {
		t.Fatalf("grove --version: %v", err)
	}
	if rev := strings.TrimSpace(string(head))[:12]; !strings.Contains(string(out), rev) {
		t.Fatalf("grove --version of a build at %s says %q", rev, out)
	}
}
