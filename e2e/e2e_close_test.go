package e2e

import (
	"database/sql"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	_ "github.com/mattn/go-sqlite3"
)

// dbAloneHolds copies grove.db without its -wal and -shm files (as a person
// backing up "the SQLite file" does), opens the copy read-only and checks
// that every want is in the stored entries.
func dbAloneHolds(t *testing.T, dbPath string, want ...string) {
	t.Helper()
	b, err := os.ReadFile(dbPath)
	if err != nil {
		t.Fatal(err)
	}
	cp := filepath.Join(t.TempDir(), "copy.db")
	if err := os.WriteFile(cp, b, 0o600); err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite3", "file:"+cp+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query(`SELECT content FROM entries`)
	if err != nil {
		t.Fatalf("grove.db alone (%d bytes) is not readable: %v", len(b), err)
	}
	defer rows.Close()
	var all strings.Builder
	for rows.Next() {
		var c string
		if err := rows.Scan(&c); err != nil {
			t.Fatal(err)
		}
		all.WriteString(c)
	}
	for _, w := range want {
		if !strings.Contains(all.String(), w) {
			t.Errorf("grove.db alone (%d bytes) lacks %q; -wal left behind: %v", len(b), w, fileExists(dbPath+"-wal"))
		}
	}
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// TestE2ECloseCheckpoints: however the TUI ends — quit, SIGINT, SIGTERM, or
// SIGHUP from a closed terminal — grove.db alone holds the conversation.
func TestE2ECloseCheckpoints(t *testing.T) {
	tm, base, bin := setupE2E(t, "close")
	for i, exit := range []string{"quit", "INT", "TERM", "HUP"} {
		t.Run(exit, func(t *testing.T) {
			dir := filepath.Join(base, exit)
			if err := os.MkdirAll(dir, 0o700); err != nil {
				t.Fatal(err)
			}
			pidFile := filepath.Join(dir, "pid")
			name := "close" + strconv.Itoa(i)
			s := &tmuxSession{t: t, socket: tm.socket, name: name}
			s.run("new-session", "-d", "-s", name, "-x", "120", "-y", "40",
				"sh -c 'echo $$ > "+pidFile+"; exec "+groveEnv(dir, 0)+" "+bin+"'; echo GROVE-EXITED; sleep 600")
			s.waitFor("empty screen", 10*time.Second, "Say something to")
			s.keys("calculate 27*453 for the "+exit+" test", "Enter")
			s.waitFor("the answer", 15*time.Second, "12231")
			s.waitNot("the turn to finish", 20*time.Second, "active")
			if exit == "quit" {
				s.keys("C-q")
			} else {
				b, err := os.ReadFile(pidFile)
				if err != nil {
					t.Fatal(err)
				}
				pid, err := strconv.Atoi(strings.TrimSpace(string(b)))
				if err != nil {
					t.Fatal(err)
				}
				sig := map[string]syscall.Signal{"INT": syscall.SIGINT, "TERM": syscall.SIGTERM, "HUP": syscall.SIGHUP}[exit]
				if err := syscall.Kill(pid, sig); err != nil {
					t.Fatal(err)
				}
			}
			s.waitFor("grove to exit", 20*time.Second, "GROVE-EXITED")
			dbAloneHolds(t, filepath.Join(dir, "grove.db"), "calculate 27*453 for the "+exit+" test", "12231")
		})
	}
}
