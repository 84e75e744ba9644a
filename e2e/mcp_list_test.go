package e2e

import (
	"os/exec"
	"strings"
	"testing"
)

// TestE2EMCPListRowsAreAsWideAsTheyNeed: `grove mcp list` with two real
// stdio servers, one with 2 tools and one with 42 long-named ones. No
// line is padded (no trailing spaces), the short server's line is short,
// and the long tool list is wrapped under its server's row instead of
// widening the table: every line fits in 100 columns.
func TestE2EMCPListRowsAreAsWideAsTheyNeed(t *testing.T) {
	bin := groveBinary(t)
	dir := t.TempDir()
	cfg := mcpConfig(t, "", "few")
	many := mcpConfig(t, "", "many", "MANY_TOOLS=40")
	cfg += strings.TrimPrefix(many, "mcp:\n")
	writeConfig(t, dir, cfg)
	c := exec.Command(bin, "mcp", "list")
	c.Env = headlessEnv(dir, "0")
	raw, err := c.CombinedOutput()
	out := string(raw)
	if err != nil {
		t.Fatalf("grove mcp list: %v\n%s", err, out)
	}
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	if len(lines) < 4 || !strings.HasPrefix(lines[0], "SERVER") {
		t.Fatalf("grove mcp list:\n%s", out)
	}
	var fewRow string
	for _, l := range lines {
		if strings.HasSuffix(l, " ") {
			t.Errorf("a padded line: %q", l)
		}
		if w := len([]rune(l)); w > 100 {
			t.Errorf("a line of %d columns: %q", w, l)
		}
		if strings.HasPrefix(l, "few ") {
			fewRow = l
		}
	}
	if fewRow == "" || len(fewRow) > 40 {
		t.Errorf("the row of the server with two tools: %q, want a short line", fewRow)
	}
	for _, tool := range []string{"few__echo", "few__hang", "many__echo", "many__inspect_repository_part_00", "many__inspect_repository_part_39"} {
		if !strings.Contains(out, tool) {
			t.Errorf("tool %s not listed:\n%s", tool, out)
		}
	}
	if t.Failed() {
		t.Logf("grove mcp list:\n%s", out)
	}
}
