package e2e

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestE2EFullDisk: on a disk that fills (a small tmpfs, mounted in a mount
// namespace of the test's own), `grove send` exits non-zero with a message
// that says the disk is full and names the database file, and `grove
// export -o` fails naming the file it could not write, where it used to
// exit 0 with the file cut short.
func TestE2EFullDisk(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs grove")
	}
	if exec.Command("unshare", "-rm", "true").Run() != nil {
		t.Skip("no user and mount namespaces here to mount a small tmpfs in")
	}
	bin := groveBinary(t)
	dir := t.TempDir()
	env := strings.TrimPrefix(groveEnv(dir, 0), "env ")
	db := filepath.Join(dir, "grove.db")
	// Mounted over dir inside the namespace: the database starts on an
	// empty 4 MB disk and takes a conversation; its export goes to
	// /dev/full, which refuses every write; then a file takes the rest of
	// the disk's room and a long message is sent.
	script := `mount -t tmpfs -o size=4m tmpfs "$1" || exit 90
conv=$(env ` + env + ` "$2" send assistant "a first message" 2>&1 | sed -n 's/^\[conversation \([^ ]*\) .*/\1/p')
[ -n "$conv" ] || exit 91
env ` + env + ` "$2" export --format json -o /dev/full "$conv"
echo "export-exit=$?"
head -c 8000000 /dev/zero > "$1/fill" 2>/dev/null
env ` + env + ` "$2" send assistant "$(head -c 60000 /dev/zero | tr '\0' x)"
echo "send-exit=$?"
`
	out, err := exec.Command("unshare", "-rm", "sh", "-c", script, "sh", dir, bin).CombinedOutput()
	if ee, ok := err.(*exec.ExitError); ok && ee.ExitCode() == 90 {
		t.Skipf("cannot mount a tmpfs here: %s", out)
	}
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	text := string(out)
	if !strings.Contains(text, "send-exit=1") {
		t.Fatalf("grove send on a full disk did not fail:\n%s", text)
	}
	if !strings.Contains(text, "the disk is full") || !strings.Contains(text, db) {
		t.Fatalf("grove send on a full disk does not say the disk is full and name %s:\n%s", db, text)
	}
	if !strings.Contains(text, "export-exit=1") || !strings.Contains(text, "the disk is full: grove could not write /dev/full") {
		t.Fatalf("grove export to a full disk does not fail naming the file:\n%s", text)
	}
}
