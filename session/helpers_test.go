package session

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// NewTestStore is newTestStore for the package's external tests.
var NewTestStore = newTestStore

// newTestStore opens a store in a new file, closed when the test ends.
func newTestStore(t testing.TB) *Store {
	t.Helper()
	s, err := Open(context.Background(), filepath.Join(t.TempDir(), "grove.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// mustOpen opens the store at path; the test closes it.
func mustOpen(t testing.TB, path string, opts ...Option) *Store {
	t.Helper()
	st, err := Open(context.Background(), path, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// newFileStore opens a store in a new file holding one empty conversation;
// the test closes it.
func newFileStore(t testing.TB) (st *Store, path string, conv Conversation) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "grove.db")
	st = mustOpen(t, path)
	conv, err := st.CreateConversation(context.Background(), NewConversation{Agent: "assistant"})
	if err != nil {
		t.Fatal(err)
	}
	return st, path, conv
}

// newOneAgentWorkspace starts workspace "w" with one agent, "a".
func newOneAgentWorkspace(t testing.TB, s *Store) Workspace {
	t.Helper()
	ws, _, err := s.StartWorkspace(context.Background(), NewWorkspace{Workflow: "w", Agents: []WorkspaceAgent{{Name: "a", Definition: []byte(`{}`)}}})
	if err != nil {
		t.Fatal(err)
	}
	return ws
}

// damageMiddlePage overwrites an overflow page in the middle of a large
// message of the file at path; keepTime puts its modification time back,
// as damage from a failing disk would leave it.
func damageMiddlePage(t *testing.T, path string, keepTime bool) {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	const page = 4096
	var pages []int
	full := strings.Repeat("Q", page-4)
	for p := page; p+page <= len(b); p += page {
		if string(b[p+4:p+page]) == full {
			pages = append(pages, p)
		}
	}
	if len(pages) < 10 {
		t.Fatalf("only %d overflow pages found", len(pages))
	}
	p := pages[len(pages)/2]
	copy(b[p:p+page], strings.Repeat("\xff", page))
	if err := os.WriteFile(path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	at := fi.ModTime() // as a failing disk leaves it
	if !keepTime {
		at = at.Add(time.Second) // as another program's write leaves it
	}
	if err := os.Chtimes(path, at, at); err != nil {
		t.Fatal(err)
	}
}

func userMsg(text string) Entry {
	return Entry{Kind: EntryMessage, Role: RoleUser, Author: "user", Content: []Block{TextBlock(text)}}
}

func agentMsg(text string) Entry {
	return Entry{Kind: EntryMessage, Role: RoleAssistant, Author: "assistant", Content: []Block{TextBlock(text)}}
}

// toolGroup returns an assistant entry calling n tools and one result entry per call.
func toolGroup(prefix string, n int) []Entry {
	call := Entry{Kind: EntryMessage, Role: RoleAssistant, Author: "assistant", Content: []Block{TextBlock(prefix)}}
	var results []Entry
	for i := 0; i < n; i++ {
		id := fmt.Sprintf("%s-call-%d", prefix, i)
		call.Content = append(call.Content, Block{Type: BlockToolCall, ToolCall: &ToolCall{ID: id, Name: "calculate", Arguments: []byte(`{"expression":"1+1"}`)}})
		results = append(results, Entry{Kind: EntryToolResult, Role: RoleTool, Author: "assistant", Content: []Block{
			TextBlock(fmt.Sprintf("%s-result-%d", prefix, i)),
			{Type: BlockToolResult, ToolResult: &ToolResult{ToolCallID: id, Name: "calculate", Success: true, Result: "2"}},
		}})
	}
	return append([]Entry{call}, results...)
}

// MustImport stores the export file b in s (for the package's external
// tests too).
func MustImport(t testing.TB, s *Store, b []byte) Conversation {
	t.Helper()
	c, err := s.ImportFrom(context.Background(), bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// MustExport is the export of conversation convID of s.
func MustExport(t testing.TB, s *Store, convID string) Export {
	t.Helper()
	x, err := s.ExportConversation(context.Background(), convID)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func mustCreate(t testing.TB, s *Store) Conversation {
	t.Helper()
	c, err := s.CreateConversation(context.Background(), NewConversation{Title: "test", Agent: "assistant"})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func mustAppend(t testing.TB, s *Store, conv, branch string, es ...Entry) []Entry {
	t.Helper()
	out, err := s.Append(context.Background(), conv, branch, es...)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func texts(es []Entry) []string {
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = Text(e.Content)
	}
	return out
}

func ids(es []Entry) []string {
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = e.ID
	}
	return out
}

var seedFlag = flag.Int64("seed", 0, "seed of the random tests (also GROVE_TEST_SEED); 0 picks one")

// testRand returns the random source of a randomized test. Its seed is
// logged (shown with the failure) and replayed with -seed N or
// GROVE_TEST_SEED=N.
func testRand(t *testing.T) *rand.Rand {
	t.Helper()
	seed := *seedFlag
	if v := os.Getenv("GROVE_TEST_SEED"); seed == 0 && v != "" {
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			t.Fatalf("GROVE_TEST_SEED=%q: %v", v, err)
		}
		seed = n
	}
	if seed == 0 {
		seed = time.Now().UnixNano()
	}
	t.Logf("seed %d (replay with: go test -run '^%s$' ./session -seed %d)", seed, t.Name(), seed)
	return rand.New(rand.NewSource(seed))
}

func TestMain(m *testing.M) {
	if os.Getenv("GROVE_TEST_CHILD") == "open" {
		// Opens the database and prints the error code and message.
		s, err := Open(context.Background(), os.Getenv("GROVE_TEST_DB"))
		if err == nil {
			s.Close()
			fmt.Println("opened")
			os.Exit(0)
		}
		fmt.Println(ErrorCode(err), err)
		os.Exit(0)
	}
	if mode := os.Getenv("GROVE_TEST_CHILD"); mode != "" {
		os.Exit(runChild(mode))
	}
	os.Exit(m.Run())
}
