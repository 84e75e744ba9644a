package memory

import (
	"context"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/testkit"
)

func newTestStore(t testing.TB) *Store {
	t.Helper()
	return New(testkit.OpenStore(t), nil)
}

func mustAdd(t testing.TB, s *Store, agent string, nm NewMemory) Memory {
	t.Helper()
	m, err := s.Add(context.Background(), agent, nm)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// clock is a settable test clock.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

// renamed wraps an embedder under another name (and optionally dimension),
// to play a second embedder.
type renamed struct {
	Embedder
	name string
}

func (r renamed) Name() string { return r.name }
