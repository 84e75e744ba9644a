package session

import (
	"context"
	"os"
	"strings"
	"testing"
)

// soundFile makes a store with a large message, closed cleanly.
func soundFile(t *testing.T) (path, conv string) {
	t.Helper()
	st, path, c := newFileStore(t)
	if _, err := st.Append(context.Background(), c.ID, "main", Entry{Kind: EntryMessage, Role: RoleUser, Content: []Block{TextBlock(strings.Repeat("Q", 300<<10))}}); err != nil {
		t.Fatal(err)
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	return path, c.ID
}

func appendNote(st *Store, conv string) error {
	_, err := st.Append(context.Background(), conv, "main", Entry{Kind: EntryMessage, Role: RoleUser, Content: []Block{TextBlock("one more")}})
	return err
}

// A store that checked its file sound leaves a verdict at Close; a short
// command's store trusts it while the file is unchanged, runs no check,
// writes, and leaves a new verdict for the file it wrote.
func TestSoundVerdictSkipsTheCheck(t *testing.T) {
	path, conv := soundFile(t)
	if _, err := os.Stat(verdictPath(path)); err != nil {
		t.Fatalf("no verdict after a clean close: %v", err)
	}
	for i := range 2 {
		st := mustOpen(t, path, TrustSoundVerdict())
		if !st.trusted {
			t.Fatalf("open %d: the unchanged file was not trusted", i)
		}
		if err := appendNote(st, conv); err != nil {
			t.Fatal(err)
		}
		if err := st.Close(); err != nil {
			t.Fatal(err)
		}
	}
	// Without the option the whole file is checked, verdict or not.
	st := mustOpen(t, path)
	defer st.Close()
	if st.trusted {
		t.Fatal("a store without TrustSoundVerdict trusted the verdict")
	}
}

// A file changed since its verdict (another program wrote to it) is
// checked before the first write, and its damage is found.
func TestSoundVerdictOfAChangedFileIsNotTrusted(t *testing.T) {
	path, conv := soundFile(t)
	damageMiddlePage(t, path, false)
	st := mustOpen(t, path, TrustSoundVerdict())
	defer st.Close()
	if err := appendNote(st, conv); ErrorCode(err) != ECORRUPT {
		t.Fatalf("a write to the damaged, changed file: %v, want ECORRUPT", err)
	}
}

// Damage that leaves size and time alone is trusted by a short command
// (the documented limit), found by the next full check, and from then on
// the file is never trusted again.
func TestFullCheckWithdrawsTheVerdict(t *testing.T) {
	path, conv := soundFile(t)
	damageMiddlePage(t, path, true)
	st := mustOpen(t, path, TrustSoundVerdict())
	if !st.trusted {
		t.Fatal("the file with its size and time kept was not trusted")
	}
	st.Close()
	st = mustOpen(t, path)
	if err := appendNote(st, conv); ErrorCode(err) != ECORRUPT {
		t.Fatalf("a full check missed the damage: %v", err)
	}
	st.Close()
	if _, err := os.Stat(verdictPath(path)); !os.IsNotExist(err) {
		t.Fatalf("the verdict of a damaged file is still there: %v", err)
	}
	st = mustOpen(t, path, TrustSoundVerdict())
	defer st.Close()
	if st.trusted {
		t.Fatal("a file found damaged was trusted again")
	}
}
