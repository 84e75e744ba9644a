package agent

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// Compaction runs beside turns, never inside one. A turn whose branch has
// grown past half the model's window starts a background compaction when it
// ends; a turn that finds its branch past three quarters answers from the
// last summary and the newest entries that fit (the context says how many
// messages in between it leaves out) and starts one too. Each branch has
// at most one compaction at a time: a second request while one runs joins
// it, and an explicit Compact waits for it, then summarizes what is left.
//
// A compaction reads the branch, writes its summary and appends one
// compaction entry; nothing else changes, so cancelling it (Close, or the
// runtime's context) loses nothing — the next turn asks for it again.

// Log records of a background compaction. compaction.done is logged by
// every compaction, background or asked for.
const (
	LogCompactionStarted = "compaction.started"
	LogCompactionStopped = "compaction.stopped" // failed or cancelled; Data["error"]
)

// Parts of the model's window (in tokens ≈ characters/4) that drive
// compaction.
const (
	compactAheadPart = 2 // past window/2 uncompacted: compact after the turn
	compactNeedPart  = 4 // past window*3/4: the turn answers without the middle
	compactKeepPart  = 4 // a background summary leaves window/4 verbatim
)

type compactor struct {
	mu      sync.Mutex
	locks   map[string]*sync.Mutex   // conversation+branch → held while compacting
	running map[string]chan struct{} // background compactions, closed when done
	wg      sync.WaitGroup
}

func compactKey(convID, branch string) string { return convID + "\x00" + branch }

func (c *compactor) lock(convID, branch string) *sync.Mutex {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.locks == nil {
		c.locks = map[string]*sync.Mutex{}
	}
	k := compactKey(convID, branch)
	m := c.locks[k]
	if m == nil {
		m = &sync.Mutex{}
		c.locks[k] = m
	}
	return m
}

// uncompactedTokens estimates the tokens of what the newest summary does
// not cover (the summary itself, bounded by summaryLimit, not counted).
func uncompactedTokens(path []session.Entry) int {
	size := 0
	for _, e := range AfterCompaction(path) {
		if e.Kind != session.EntryCompaction {
			size += entrySize(e)
		}
	}
	return size / 4
}

// summaryLimit bounds a written summary (ExtractSummary) to an eighth of
// the window, at most 6,000 characters.
func summaryLimit(window int) int {
	if window <= 0 {
		return 6000
	}
	return min(6000, window/2)
}

// compactKeepFrom picks where a background summary stops: the newest
// entries worth window/compactKeepPart tokens stay verbatim, starting at a
// user message (else at any entry that is not a tool result). It returns
// "" when the part before it is too short to be worth a summary.
func compactKeepFrom(live []session.Entry, window int) string {
	budget := window / compactKeepPart * 4
	i, size := len(live), 0
	for i > 0 && size+entrySize(live[i-1]) <= budget {
		i--
		size += entrySize(live[i])
	}
	at := -1
	for j := i; j < len(live); j++ {
		if live[j].Kind == session.EntryMessage && live[j].Role == session.RoleUser {
			at = j
			break
		}
	}
	if at < 0 {
		for j := i; j < len(live); j++ {
			if live[j].Kind != session.EntryToolResult && live[j].Kind != session.EntryCompaction {
				at = j
				break
			}
		}
	}
	if at < 3 {
		return ""
	}
	return live[at].ID
}

// CompactInBackground starts compacting a branch when its uncompacted part
// has outgrown half the model's window and no compaction of it is running.
// It returns at once. turnID names the turn that asked (for the event log).
func (r *Runtime) CompactInBackground(convID, branch, turnID string) {
	r.compactInBackground(convID, branch, turnID, readPath{})
}

// readPath is a path as a turn read it (whole from index from on), which a
// compaction it starts extends to the branch's head instead of reading the
// branch again.
type readPath struct {
	path []session.Entry
	from int
}

// on is p followed by the entries of tail (the newest of a path) after
// p's end, when p's end is on tail.
func (p readPath) on(tail []session.Entry) (readPath, bool) {
	if len(p.path) == 0 {
		return readPath{}, false
	}
	end := p.path[len(p.path)-1].ID
	for i := len(tail) - 1; i >= 0; i-- {
		if tail[i].ID == end {
			return readPath{append(p.path[:len(p.path):len(p.path)], tail[i+1:]...), p.from}, true
		}
	}
	return readPath{}, false
}

// readOnTail is how many of a branch's newest entries are read to extend
// a path read before: the entries appended since are few.
const readOnTail = 32

func (r *Runtime) compactInBackground(convID, branch, turnID string, seen readPath) {
	c := &r.compact
	k := compactKey(convID, branch)
	c.mu.Lock()
	if c.running == nil {
		c.running = map[string]chan struct{}{}
	}
	if _, ok := c.running[k]; ok || r.ctx.Err() != nil {
		c.mu.Unlock()
		return
	}
	done := make(chan struct{})
	c.running[k] = done
	c.wg.Add(1)
	r.wg.Add(1) // Close waits for it to stop
	c.mu.Unlock()
	go func() {
		defer r.wg.Done()
		defer c.wg.Done()
		defer func() {
			c.mu.Lock()
			delete(c.running, k)
			c.mu.Unlock()
			close(done)
		}()
		r.backgroundCompaction(r.ctx, convID, branch, turnID, seen)
	}()
}

func (r *Runtime) backgroundCompaction(ctx context.Context, convID, branch, turnID string, seen readPath) {
	conv, err := r.store.Conversation(ctx, convID)
	if err != nil {
		return
	}
	def, err := r.opts.Agent(ctx, conv.Agent)
	if err != nil {
		return
	}
	window := def.WithDefaults().Profile.ContextWindow
	if window <= 0 {
		return
	}
	m := r.compact.lock(convID, branch)
	m.Lock()
	defer m.Unlock()
	path, keep, err := r.compactionRead(ctx, conv, branch, seen, func(path []session.Entry) string {
		if uncompactedTokens(path) < window/compactAheadPart {
			return "" // compacted meanwhile
		}
		return compactKeepFrom(AfterCompaction(path), window)
	})
	if err != nil || keep == "" {
		return // too little to compact, or gone
	}
	r.logEvent(LogCompactionStarted, convID, turnID, conv.Agent, -1, map[string]any{"branch": branch})
	t0 := time.Now()
	if _, err := r.compactPath(ctx, conv, branch, path, CompactRequest{ConversationID: convID, Branch: branch, KeepFrom: keep}, turnID); err != nil {
		data := map[string]any{"branch": branch, "error": err.Error()}
		if errors.Is(err, context.Canceled) || ctx.Err() != nil {
			data["error"] = "cancelled"
		} else {
			r.opts.Log.Warn("background compaction", "conversation", convID, "branch", branch, "err", err)
		}
		r.logEvent(LogCompactionStopped, convID, turnID, conv.Agent, time.Since(t0), data)
	}
}

// Compacting reports whether a background compaction of the branch runs.
func (r *Runtime) Compacting(convID, branch string) bool {
	r.compact.mu.Lock()
	defer r.compact.mu.Unlock()
	_, ok := r.compact.running[compactKey(convID, branch)]
	return ok
}

// WaitCompactions waits until no background compaction runs (or ctx
// ends). A short-lived command calls it after its reply so that the
// summary its turn asked for is written before it exits.
func (r *Runtime) WaitCompactions(ctx context.Context) error {
	done := make(chan struct{})
	go func() {
		r.compact.wg.Wait()
		close(done)
	}()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// compactionRead reads the branch a compaction summarizes, under its lock,
// and where its summary stops (keepFrom of the path; "" leaves nothing to
// do in the background, everything for an explicit compaction). A model's
// summary reads everything it covers. The written extract (the offline
// model) is read whole only as far back as it reaches — the uncompacted
// size the thresholds and keepFrom measure, past any window, and the
// exchanges the extract takes — and the rest is only counted, so a long
// branch is summarized without decoding it all; the path the turn that
// asked read (seen) is only extended to the head.
func (r *Runtime) compactionRead(ctx context.Context, conv session.Conversation, branch string, seen readPath, keepFrom func([]session.Entry) string) ([]session.Entry, string, error) {
	def, err := r.opts.Agent(ctx, conv.Agent)
	if err != nil || def.WithDefaults().Profile.Provider != llm.KindOffline {
		path, err := r.store.Path(ctx, conv.ID, branch)
		if err != nil {
			return nil, "", err
		}
		return path, keepFrom(path), nil
	}
	def = def.WithDefaults()
	limit := summaryLimit(def.Profile.ContextWindow)
	for n := firstWhole; ; n *= 4 {
		path, from, err := r.compactionPath(ctx, conv.ID, branch, seen, n)
		if err != nil || from == 0 {
			return path, keepFrom(path), err
		}
		whole := make(map[string]bool, len(path)-from)
		size := 0
		for _, e := range path[from:] {
			whole[e.ID] = true
		}
		live := AfterCompaction(path)
		w := len(live)
		for w > 0 && whole[live[w-1].ID] {
			if w--; live[w].Kind != session.EntryCompaction {
				size += entrySize(live[w])
			}
		}
		if size <= 4*widestWindow(def) {
			continue
		}
		keep := keepFrom(path)
		body := live
		for i, e := range live {
			if keep != "" && e.ID == keep {
				body = live[:i]
				break
			}
		}
		if _, reached := extractSummary(body, limit); reached >= w || (reached == 0 && len(body) > 0 && whole[body[0].ID] && w == 1) {
			return path, keep, nil
		}
	}
}

// compactionPath is the branch with its newest n entries whole, or seen
// extended to the branch's head (the first time, when it can be).
func (r *Runtime) compactionPath(ctx context.Context, convID, branch string, seen readPath, n int) ([]session.Entry, int, error) {
	if n == firstWhole && len(seen.path) > 0 {
		if tail, _, err := r.store.PathTail(ctx, convID, branch, readOnTail); err == nil {
			if p, ok := seen.on(tail); ok {
				return p.path, p.from, nil
			}
		}
	}
	return r.store.PathNewest(ctx, convID, branch, n)
}
