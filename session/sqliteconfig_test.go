package session

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// A store opened first thing in a process sets SQLite's options (no memory
// statistics, the larger lookaside) before SQLite initialises; SQLite refuses
// them afterwards, and reading a long branch then costs a quarter more. The
// check runs in a process of its own, where nothing has touched SQLite yet.
func TestSQLiteOptionsTakeEffect(t *testing.T) {
	if os.Getenv("GROVE_TEST_SQLITE_CONFIG") == "1" {
		st, err := Open(context.Background(), filepath.Join(t.TempDir(), "grove.db"))
		if err != nil {
			t.Fatal(err)
		}
		st.Close()
		if sqliteConfigErr != nil {
			t.Fatalf("SQLite's options were refused: %v", sqliteConfigErr)
		}
		// A second call after initialisation is refused: the check above can fail.
		if configureSQLite() == nil {
			t.Fatal("SQLite accepted its options after initialising")
		}
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestSQLiteOptionsTakeEffect$", "-test.count=1")
	cmd.Env = append(os.Environ(), "GROVE_TEST_SQLITE_CONFIG=1")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "PASS") {
		t.Fatalf("the check in a fresh process failed: %v\n%s", err, out)
	}
}
