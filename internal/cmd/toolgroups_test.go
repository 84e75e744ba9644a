package cmd

import (
	"github.com/adrg/xdg"

	"database/sql"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// brokenToolGroupExport runs a turn that calls a tool, exports it, and
// removes the tool result from the export, re-parenting its child onto
// the call: a call without its result.
func brokenToolGroupExport(t *testing.T, dir string) (good []byte, broken string, callID, childID string) {
	t.Helper()
	if out, err := run(t, "send", "assistant", "what is 27*453?"); err != nil {
		t.Fatalf("send: %v\n%s", err, out)
	}
	list, _ := run(t, "list", "--json")
	var rows []struct{ ID string }
	json.Unmarshal([]byte(list), &rows)
	exp, err := run(t, "export", rows[0].ID, "--format", "json")
	if err != nil {
		t.Fatal(err)
	}
	var x map[string]any
	if err := json.Unmarshal([]byte(exp), &x); err != nil {
		t.Fatal(err)
	}
	entries := x["entries"].([]any)
	var kept []any
	var resultID, resultParent string
	for _, e := range entries {
		m := e.(map[string]any)
		if m["kind"] == "tool_result" && resultID == "" {
			resultID, resultParent = m["id"].(string), m["parent_id"].(string)
			continue
		}
		kept = append(kept, e)
	}
	if resultID == "" {
		t.Fatalf("no tool result in the export:\n%s", exp)
	}
	for _, e := range kept {
		if m := e.(map[string]any); m["parent_id"] == resultID {
			m["parent_id"] = resultParent
			childID = m["id"].(string)
		}
	}
	x["entries"] = kept
	c := x["conversation"].(map[string]any)
	c["entry_count"] = float64(len(kept))
	b, _ := json.Marshal(x)
	broken = filepath.Join(dir, "broken.json")
	os.WriteFile(broken, b, 0o600)
	return []byte(exp), broken, resultParent, childID
}

// TestImportAndDoctorKeepToolCallsWithTheirResults: an export whose tool
// call lost its result is refused by import, and the same damage written
// into a database directly is reported by doctor.
func TestImportAndDoctorKeepToolCallsWithTheirResults(t *testing.T) {
	dir := isolate(t)
	_, broken, callID, childID := brokenToolGroupExport(t, dir)
	other := filepath.Join(dir, "other.db")
	_, err := run(t, "--db", other, "import", broken)
	if err == nil || !strings.Contains(err.Error(), "without their results") || !strings.Contains(err.Error(), childID) {
		t.Fatalf("import of a call without its result: %v", err)
	}
	if out, _ := run(t, "--db", other, "list", "--json"); strings.Contains(out, "27*453") {
		t.Fatal("the broken conversation was imported")
	}

	// The same damage in the database itself: doctor finds it.
	out, err := run(t, "doctor")
	if err != nil {
		t.Fatalf("doctor on a sound file: %v\n%s", err, out)
	}
	db, err := sql.Open("sqlite3", filepath.Join(xdg.DataHome, "grove", "grove.db"))
	if err != nil {
		t.Fatal(err)
	}
	var resultID string
	if err := db.QueryRow(`SELECT id FROM entries WHERE parent_id = ? AND kind = 'tool_result'`, callID).Scan(&resultID); err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`UPDATE entries SET parent_id = '` + callID + `' WHERE parent_id = '` + resultID + `'`,
		`DELETE FROM entries WHERE id = '` + resultID + `'`,
		`UPDATE conversations SET entry_count = entry_count - 1`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	db.Close()
	out, err = run(t, "doctor")
	if err == nil || !strings.Contains(out, "without their results") {
		t.Fatalf("doctor did not report the call without its result: %v\n%s", err, out)
	}
}
