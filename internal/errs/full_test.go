package errs

import (
	"os"
	"strings"
	"testing"
)

// TestWriteOnAFullDisk: a write the disk has no room for (/dev/full
// refuses every write so) gives a DiskFull error that names the file and
// says the disk is full; other failures pass unchanged.
func TestWriteOnAFullDisk(t *testing.T) {
	err := os.WriteFile("/dev/full", []byte("what was typed"), 0o600)
	if err == nil {
		t.Skip("no /dev/full here")
	}
	got := Write("/dev/full", err)
	if Code(got) != DiskFull || !strings.Contains(UserMessage(got), "/dev/full") || !strings.Contains(UserMessage(got), "disk is full") {
		t.Fatalf("a write to a full disk says %q (code %s); want the file and that the disk is full", UserMessage(got), Code(got))
	}
	if again := Write("other", got); again != got {
		t.Fatalf("wrapped twice: %q", UserMessage(again))
	}
	other := os.WriteFile(t.TempDir()+"/no/such/dir", nil, 0o600)
	if Write("x", other) != other || Write("x", nil) != nil {
		t.Fatal("an error other than a full disk was changed")
	}
}
