// Package keyring keeps provider keys out of grove's environment. Keys are
// read from the environment once at start and held in memory; the
// variables are removed from the process environment, so no command grove
// starts (shell, background shell, command tools, MCP servers) inherits
// them, and on Linux grove re-executes itself once so that
// /proc/<grove's pid>/environ never held them either.
package keyring

import (
	"io"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
)

var (
	mu   sync.RWMutex
	held = map[string]string{}
)

// handoffVar names the descriptor Restart hands the keys over on.
const handoffVar = "GROVE_KEYRING_FD"

// Take moves each named variable that is set from the process environment
// into memory.
func Take(names ...string) {
	mu.Lock()
	defer mu.Unlock()
	for _, n := range names {
		if v, ok := os.LookupEnv(n); ok {
			held[n] = v
			os.Unsetenv(n)
		}
	}
}

// Getenv returns a variable: from the environment when it is set there,
// else the value Take moved into memory.
func Getenv(name string) string {
	if v, ok := os.LookupEnv(name); ok {
		return v
	}
	mu.RLock()
	defer mu.RUnlock()
	return held[name]
}

// Expand replaces ${var} and $var in s like os.ExpandEnv, with the keys
// held in memory too (for config that passes a key to one MCP server).
func Expand(s string) string { return os.Expand(s, Getenv) }

// Held lists the names of the variables held in memory.
func Held() []string {
	mu.RLock()
	defer mu.RUnlock()
	out := make([]string, 0, len(held))
	for n := range held {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Receive takes the keys a previous image of this process handed over in
// Restart. Call it first thing in main.
func Receive() {
	v, ok := os.LookupEnv(handoffVar)
	if !ok {
		return
	}
	os.Unsetenv(handoffVar)
	fd, err := strconv.Atoi(v)
	if err != nil || fd < 3 {
		return
	}
	f := os.NewFile(uintptr(fd), "keyring")
	b, _ := io.ReadAll(io.LimitReader(f, maxHandoff))
	f.Close()
	mu.Lock()
	defer mu.Unlock()
	fields := strings.Split(string(b), "\x00")
	for i := 0; i+1 < len(fields); i += 2 {
		held[fields[i]] = fields[i+1]
	}
}

// maxHandoff is what fits a pipe buffer: the keys are written before the
// exec and read after it.
const maxHandoff = 60 << 10

// encode is the handoff format: name NUL value NUL …, for the names set.
func encode(names []string) (string, bool) {
	var b strings.Builder
	found := false
	for _, n := range names {
		if v, ok := os.LookupEnv(n); ok {
			found = true
			b.WriteString(n + "\x00" + v + "\x00")
		}
	}
	return b.String(), found
}
