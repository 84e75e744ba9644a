package testkit

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// startEnv is the environment the test process started with, before any
// test changed HOME, the XDG directories or GOFLAGS: the grove binary is
// built with it so that it uses the warm build cache.
var startEnv = os.Environ()

// startDir is the test's package directory, before any test changed it.
var startDir, _ = os.Getwd()

var (
	binOnce sync.Once
	binDir  string
	binPath string
	binErr  error
)

// ModuleRoot is the directory of grove's go.mod, found from the test's
// package directory.
func ModuleRoot() (string, error) {
	cmd := exec.Command("go", "env", "GOMOD")
	cmd.Dir, cmd.Env = startDir, startEnv
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %v", err)
	}
	mod := strings.TrimSpace(string(out))
	if mod == "" || mod == os.DevNull {
		return "", fmt.Errorf("not inside grove's module")
	}
	return filepath.Dir(mod), nil
}

// GroveBinary builds the grove command the first time a test of the
// process asks and returns its path; later calls reuse it. RemoveBinaries
// (in TestMain) deletes it when the tests end.
func GroveBinary(t testing.TB) string {
	t.Helper()
	binOnce.Do(func() {
		root, err := ModuleRoot()
		if err != nil {
			binErr = err
			return
		}
		if binDir, binErr = os.MkdirTemp("", "grove-test-bin-"); binErr != nil {
			return
		}
		path := filepath.Join(binDir, "grove")
		build := exec.Command("go", "build", "-o", path, ".")
		build.Dir = root
		build.Env = startEnv
		if out, err := build.CombinedOutput(); err != nil {
			binErr = fmt.Errorf("building grove: %v\n%s", err, out)
			return
		}
		binPath = path
	})
	if binErr != nil {
		t.Fatal(binErr)
	}
	return binPath
}

// BinaryDir is the directory GroveBinary built into ("" before the first
// build): a place for files that live as long as the test process.
func BinaryDir() string { return binDir }

// RemoveBinaries deletes what GroveBinary built.
func RemoveBinaries() {
	if binDir != "" {
		os.RemoveAll(binDir)
	}
}

// WriteFile writes body to the file at path (0600), making its directory
// (0700) first.
func WriteFile(t testing.TB, path, body string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
}
