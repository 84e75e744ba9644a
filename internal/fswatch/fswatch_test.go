package fswatch

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

func skipWithoutWatch(t *testing.T, ok bool) {
	t.Helper()
	if !ok {
		if runtime.GOOS == "linux" {
			t.Fatal("no watch on Linux")
		}
		t.Skip("no file notifications on " + runtime.GOOS)
	}
}

func waitSignal(t *testing.T, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(10 * time.Second):
		t.Fatalf("no signal after %s", what)
	}
}

// drain empties the coalescing channel of signals already sent.
func drain(ch <-chan struct{}) {
	for {
		select {
		case <-ch:
		default:
			return
		}
	}
}

// TestWatchFiles: writing, replacing (an editor's rename) and removing a
// watched file each signal, and the channel closes when the watch ends.
func TestWatchFiles(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "store.db")
	ctx, cancel := context.WithCancel(context.Background())
	ch, ok := Watch(ctx, Files(db, db+"-wal"))
	skipWithoutWatch(t, ok)
	if err := os.WriteFile(db+"-wal", []byte("frame"), 0o600); err != nil {
		t.Fatal(err)
	}
	waitSignal(t, ch, "writing a watched file")
	tmp := filepath.Join(dir, "store.db.tmp")
	if err := os.WriteFile(tmp, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, db); err != nil {
		t.Fatal(err)
	}
	waitSignal(t, ch, "renaming over a watched file")
	if err := os.Remove(db); err != nil {
		t.Fatal(err)
	}
	waitSignal(t, ch, "removing a watched file")
	cancel()
	for range ch {
	}
}

// TestWatchDirectoryAppears: a directory that does not exist yet (an agent
// directory never created) is watched from its parent; creating it with a
// file in it signals, and so do later writes into it.
func TestWatchDirectoryAppears(t *testing.T) {
	root := t.TempDir()
	agents := filepath.Join(root, "config", "grove", "agents")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ch, ok := Watch(ctx, []Target{{Dir: agents}})
	skipWithoutWatch(t, ok)
	if err := os.MkdirAll(agents, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(agents, "a.yaml"), []byte("name: a\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	waitSignal(t, ch, "creating the directory")
	// The directory's own watch is armed by the event handling the first
	// signal came from; a write now is seen through it.
	deadline := time.Now().Add(10 * time.Second)
	for {
		drain(ch)
		if err := os.WriteFile(filepath.Join(agents, "b.yaml"), []byte("name: b\n"), 0o600); err != nil {
			t.Fatal(err)
		}
		select {
		case <-ch:
			return
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatal("writes into the new directory are not seen")
		}
	}
}
