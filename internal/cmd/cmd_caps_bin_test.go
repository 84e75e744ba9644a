package cmd

import (
	"database/sql"
	"encoding/json"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/adrg/xdg"
	"github.com/grovechat/grove/session"
)

// Through the binary: a branch's cap and a turn's cap go out with
// grove export and come back with grove import (grove branch budget shows
// the cap there, the turn stopped by its cap keeps it), doctor finds
// nothing wrong; a cap left naming a branch that is gone is a finding of
// doctor's own.
func TestCapsExportImportDoctorThroughBinary(t *testing.T) {
	dir := isolate(t)
	bin := groveBinary(t)
	writeFile(t, filepath.Join(xdg.ConfigHome, "grove", "config.yaml"),
		"models:\n  priced: {provider: offline, prices: {input: 1000, output: 1000}}\n")
	writeFile(t, filepath.Join(dir, ".agents", "payer.yaml"),
		"name: payer\nmodel: priced\nmax_tokens: 50\nprompt:\n  system: You answer briefly.\n")
	out, _ := groveRun(t, bin, "send", "payer", "--new", "--budget", "0.01", "hello")
	conv, status := sentTo(t, out)
	if status != "incomplete" || !strings.Contains(out, "budget $0.01 reached: spent $0.00") {
		t.Fatalf("a send under a cent's cap:\n%s", out)
	}
	mustRun(t, bin, "branch", "budget", conv, "5")

	exp := filepath.Join(dir, "c.json")
	mustRun(t, bin, "export", conv, "-o", exp)
	other := filepath.Join(dir, "other.db")
	mustRun(t, bin, "--db", other, "import", exp)
	if out := mustRun(t, bin, "--db", other, "branch", "budget", conv); !strings.Contains(out, "branch main: budget $5.00") {
		t.Fatalf("the imported branch's cap:\n%s", out)
	}
	// The imported turn keeps its cap: continuing it stops again.
	if out, err := groveRun(t, bin, "--db", other, "continue", conv); err == nil || !strings.Contains(out, "budget $0.01 reached") {
		t.Fatalf("continue of the imported turn (%v):\n%s", err, out)
	}
	if out := mustRun(t, bin, "--db", other, "doctor"); strings.Contains(out, "problem") {
		t.Fatalf("doctor:\n%s", out)
	}

	// A cap whose branch is gone, as a file written with foreign keys off
	// holds it.
	db, err := sql.Open("sqlite3", "file:"+other+"?_foreign_keys=off")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`INSERT INTO branch_budgets (conversation_id, branch, cap) VALUES (?, 'gone', 2)`, conv); err != nil {
		t.Fatal(err)
	}
	db.Close()
	out, err = groveRun(t, bin, "--db", other, "doctor")
	if err == nil || !strings.Contains(out, "names branch gone, which does not exist") || strings.Contains(out, "foreign keys") {
		t.Fatalf("doctor on a cap of a gone branch (%v):\n%s", err, out)
	}
}

// Through the binary: grove send --variants answers one message with each
// priced model, each reply printed with its model, cost and branch; the
// replies are alternatives of the one message, a branch each, whose costs
// grove stats --by branch shows apart.
func TestSendVariantsThroughBinary(t *testing.T) {
	isolate(t)
	bin := groveBinary(t)
	writeFile(t, filepath.Join(xdg.ConfigHome, "grove", "config.yaml"),
		"models:\n  priced: {provider: offline, prices: {input: 1000, output: 1000}}\n  cheap: {provider: offline, prices: {input: 1, output: 1}}\n")
	out := mustRun(t, bin, "send", "assistant", "--new", "--variants", "priced,cheap", "tell me about lakes")
	for _, want := range []string{"── 1/2 priced · $", "branch main · completed", "── 2/2 cheap · $", "branch branch-1 · completed", "2 candidate replies"} {
		if !strings.Contains(out, want) {
			t.Fatalf("%q missing:\n%s", want, out)
		}
	}
	id := regexp.MustCompile(`[0-9A-Z]{26}`).FindString(mustRun(t, bin, "list"))
	var rows []session.UsageRow
	if err := json.Unmarshal([]byte(mustRun(t, bin, "stats", "--json", "--by", "branch", "-c", id)), &rows); err != nil || len(rows) != 2 {
		t.Fatalf("stats by branch: %v %v", rows, err)
	}
	costs := map[string]float64{}
	for _, r := range rows {
		costs[r.Key] = r.Usage.Cost
	}
	if costs["main"] <= costs["branch-1"] || costs["branch-1"] <= 0 {
		t.Fatalf("costs by branch %v: want the priced model's reply dearer", costs)
	}
	if out, err := groveRun(t, bin, "send", "assistant", "--new", "--variants", "priced,nope", "hello"); err == nil || !strings.Contains(out, "nope") {
		t.Fatalf("an unknown model accepted (%v):\n%s", err, out)
	}
}
