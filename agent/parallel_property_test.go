package agent

import (
	"context"
	"fmt"
	"math/rand"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// testSeed returns the seed of a random test: GROVE_TEST_SEED when set (to
// replay a failure), else a fresh one. It is always logged.
func testSeed(t *testing.T) int64 {
	t.Helper()
	seed := time.Now().UnixNano()
	if s := os.Getenv("GROVE_TEST_SEED"); s != "" {
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil {
			t.Fatalf("GROVE_TEST_SEED=%q: %v", s, err)
		}
		seed = v
	}
	t.Logf("seed %d (replay with GROVE_TEST_SEED=%d)", seed, seed)
	return seed
}

// recordingProvider runs the offline model and records every request by
// the turn that made it. Each turn's first step waits for gate, so that
// every turn is started before any of them runs, and every step waits a
// random while first.
type recordingProvider struct {
	inner llm.Provider
	gate  <-chan struct{}
	delay func() time.Duration

	mu   sync.Mutex
	reqs map[string][]llm.Request
}

func (p *recordingProvider) Name() string { return "recording" }

func (p *recordingProvider) Stream(ctx context.Context, req llm.Request, emit func(llm.Event)) (llm.Response, error) {
	turn := tools.CallInfoFrom(ctx).TurnID
	p.mu.Lock()
	p.reqs[turn] = append(p.reqs[turn], req)
	d := p.delay()
	p.mu.Unlock()
	select {
	case <-p.gate:
	case <-ctx.Done():
		return llm.Response{}, ctx.Err()
	}
	select {
	case <-time.After(d):
	case <-ctx.Done():
		return llm.Response{}, ctx.Err()
	}
	return p.inner.Stream(ctx, req, emit)
}

func messagesText(msgs []llm.Message) string {
	var b strings.Builder
	for _, m := range msgs {
		for _, bl := range m.Content {
			b.WriteString(bl.Text)
			b.WriteString("\n")
		}
	}
	return b.String()
}

// N turns started at once in one conversation, each taking several steps at
// random paces: every request of every turn holds its own input and none of
// the other turns' inputs, and its input is the last user message of its
// first request.
func TestParallelTurnsNeverSeeEachOther(t *testing.T) {
	seed := testSeed(t)
	rounds := 6
	if testing.Short() {
		rounds = 2
	}
	for round := 0; round < rounds; round++ {
		rng := rand.New(rand.NewSource(seed + int64(round)))
		n := 2 + rng.Intn(5)
		t.Run(fmt.Sprintf("round%d_%dturns", round, n), func(t *testing.T) {
			gate := make(chan struct{})
			var rmu sync.Mutex
			prov := &recordingProvider{inner: &llm.Offline{}, gate: gate, reqs: map[string][]llm.Request{},
				delay: func() time.Duration {
					rmu.Lock()
					defer rmu.Unlock()
					return time.Duration(rng.Intn(15)) * time.Millisecond
				}}
			e := newEnv(t, offlineDef("assistant", 0))
			e.rt.Close()
			e.rt = e.runtime(func(o *Options) {
				o.Provider = func(llm.Profile) (llm.Provider, error) { return prov, nil }
			})
			t.Cleanup(e.rt.Close)
			conv := e.conv("assistant")
			inputs := make([]string, n)
			for i := range inputs {
				switch rng.Intn(3) {
				case 0:
					inputs[i] = fmt.Sprintf("calculate %d+%d", 1000+i, rng.Intn(90)+10)
				case 1:
					inputs[i] = fmt.Sprintf("please wait 0.0%d seconds (job %d)", rng.Intn(9)+1, 100+i)
				default:
					inputs[i] = fmt.Sprintf("wait 0.0%d seconds and calculate %d*%d", rng.Intn(9)+1, 2000+i, rng.Intn(9)+2)
				}
			}
			turns := make([]session.Turn, n)
			var wg sync.WaitGroup
			for i := range inputs {
				wg.Add(1)
				go func(i int) {
					defer wg.Done()
					tr, err := e.rt.Send(context.Background(), SendRequest{ConversationID: conv.ID, Text: inputs[i]})
					if err != nil {
						t.Error(err)
					}
					turns[i] = tr
				}(i)
			}
			wg.Wait()
			close(gate)
			if t.Failed() {
				t.FailNow()
			}
			for i, tr := range turns {
				if got := e.wait(tr); got.Status != session.TurnCompleted {
					t.Errorf("turn %d (%q) %s: %s", i, inputs[i], got.Status, got.Error)
				}
			}
			prov.mu.Lock()
			defer prov.mu.Unlock()
			for i, tr := range turns {
				reqs := prov.reqs[tr.ID]
				if len(reqs) < 2 {
					t.Errorf("turn %d (%q) made %d requests, want at least 2 (a tool step and the answer)", i, inputs[i], len(reqs))
				}
				for k, req := range reqs {
					text := messagesText(req.Messages)
					if !strings.Contains(text, inputs[i]) {
						t.Errorf("turn %d (%q) request %d lacks its own input:\n%s", i, inputs[i], k, text)
					}
					for j, other := range inputs {
						if j != i && strings.Contains(text, other) {
							t.Errorf("turn %d (%q) request %d holds turn %d's input %q:\n%s", i, inputs[i], k, j, other, text)
						}
					}
				}
				if len(reqs) > 0 {
					var lastUser string
					for _, m := range reqs[0].Messages {
						if m.Role == llm.RoleUser {
							lastUser = session.Text(m.Content)
						}
					}
					if lastUser != inputs[i] {
						t.Errorf("turn %d's first request ends with user message %q, want its input %q", i, lastUser, inputs[i])
					}
				}
			}
		})
	}
}
