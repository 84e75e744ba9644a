package agent

import (
	"context"
	"fmt"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/testkit"
	_ "github.com/grovechat/grove/memory" // the binary's store: memory's migrations and triggers
	"github.com/grovechat/grove/session"
)

// BenchmarkStepOverhead measures what the engine adds to one LLM step (store
// reads and appends, checkpoint, events, the event log) with the offline
// model streaming at unlimited rate, on the store and runtime the binary
// runs: every component's migrations and triggers (memory's among them),
// the scheduler's cap and the recorder writing the event log. Each
// iteration is a two-step turn (a tool call, then the answer), the second
// turn of a conversation of its own (the first, which also titles the
// conversation, runs before the clock starts); the per-turn costs (saving
// the input, creating and finishing the turn) are spread over its steps. The offline model's
// own work, measured alone, is subtracted from both figures: the wall
// clock's (ms/step-overhead) and the process's CPU time
// (cpu-ms/step-overhead), which the machine's other load stretches far
// less.
func BenchmarkStepOverhead(b *testing.B) {
	e := newEnv(b, offlineDef("assistant", 0))
	e.rt.Close()
	e.rt = e.runtime(func(o *Options) { o.Scheduler = NewScheduler(SchedulerOptions{Cap: 2}) })
	rec := StartRecorder(e.rt, nil)
	b.Cleanup(func() { e.rt.Close(); rec.Close() })
	ctx := context.Background()
	convs := make([]session.Conversation, b.N)
	for i := range convs {
		convs[i] = e.conv("assistant")
		e.wait(e.send(convs[i], "calculate 2+2"))
	}
	steps := 0
	b.ReportAllocs()
	b.ResetTimer()
	c0 := testkit.CPUTime()
	for i := 0; i < b.N; i++ {
		tr, err := e.rt.Send(ctx, SendRequest{ConversationID: convs[i].ID, Text: "calculate 1+1"})
		if err != nil {
			b.Fatal(err)
		}
		got, err := e.rt.WaitTurn(ctx, tr.ID)
		if err != nil || got.Status != session.TurnCompleted {
			b.Fatal(got.Status, err)
		}
		steps += got.Steps
	}
	// The event log's last records are written before the clock stops.
	e.rt.Close()
	rec.Close()
	cpu := testkit.CPUTime() - c0
	b.StopTimer()
	if evs, err := e.store.Events(ctx, session.EventQuery{}); err != nil || len(evs) < 4*b.N {
		b.Fatalf("%d events recorded for %d turns (%v)", len(evs), b.N, err)
	}
	wall, cpuModel := offlineModelCost(b)
	b.ReportMetric(float64(b.Elapsed().Microseconds())/1000/float64(steps)-wall, "ms/step-overhead")
	b.ReportMetric(float64(cpu.Microseconds())/1000/float64(steps)-cpuModel, "cpu-ms/step-overhead")
}

// offlineModelCost is what one offline model call costs alone, in
// milliseconds of wall clock and of the process's CPU time.
func offlineModelCost(b *testing.B) (wall, cpu float64) {
	o := &llm.Offline{}
	req := llm.Request{Messages: []llm.Message{{Role: llm.RoleUser, Content: []session.Block{session.TextBlock("calculate 1+1")}}}}
	t0, c0 := time.Now(), testkit.CPUTime()
	const n = 200
	for i := 0; i < n; i++ {
		if _, err := o.Stream(context.Background(), req, func(llm.Event) {}); err != nil {
			b.Fatal(err)
		}
	}
	return float64(time.Since(t0).Microseconds()) / 1000 / n, float64((testkit.CPUTime() - c0).Microseconds()) / 1000 / n
}

// stamped wraps a provider and records when each text byte was emitted.
type stamped struct {
	llm.Provider
	mu    sync.Mutex
	times []time.Time // one per emitted byte
}

func (s *stamped) Stream(ctx context.Context, req llm.Request, emit func(llm.Event)) (llm.Response, error) {
	return s.Provider.Stream(ctx, req, func(ev llm.Event) {
		if ev.Type == llm.EventText {
			now := time.Now()
			s.mu.Lock()
			for range len(ev.Text) {
				s.times = append(s.times, now)
			}
			s.mu.Unlock()
		}
		emit(ev)
	})
}

// keyed makes one stamped stream per request, filed under the request's
// last user message.
type keyed struct {
	inner llm.Provider
	mu    *sync.Mutex
	provs map[string]*stamped
}

func (k *keyed) Name() string { return k.inner.Name() }

func (k *keyed) Stream(ctx context.Context, req llm.Request, emit func(llm.Event)) (llm.Response, error) {
	key := session.Text(req.Messages[len(req.Messages)-1].Content)
	s := &stamped{Provider: k.inner}
	k.mu.Lock()
	k.provs[key] = s
	k.mu.Unlock()
	return s.Stream(ctx, req, emit)
}

// BenchmarkDeliveryLag runs 8 turns streaming at 500 words/s each and
// measures, for every delta a subscriber receives, the time since its
// oldest byte left the provider (p99 reported).
func BenchmarkDeliveryLag(b *testing.B) {
	var lags []time.Duration
	for i := 0; i < b.N; i++ {
		lags = append(lags, deliveryLagRun(b)...)
	}
	sort.Slice(lags, func(i, j int) bool { return lags[i] < lags[j] })
	b.ReportMetric(float64(lags[len(lags)*99/100].Microseconds())/1000, "p99-lag-ms")
	b.ReportMetric(float64(lags[len(lags)/2].Microseconds())/1000, "p50-lag-ms")
}

func deliveryLagRun(b *testing.B) []time.Duration {
	provs := map[string]*stamped{} // by the input it answers
	var mu sync.Mutex
	e := newEnv(b, offlineDef("assistant", 500))
	e.rt.Close()
	e.rt = e.runtime(func(o *Options) {
		o.Provider = func(p llm.Profile) (llm.Provider, error) {
			inner, _ := providerFor(p)
			return &keyed{inner: inner, mu: &mu, provs: provs}, nil
		}
	})
	defer e.rt.Close()
	sub := e.rt.Subscribe()
	defer sub.Close()
	ctx := context.Background()
	inputs := map[string]string{}
	var turns []session.Turn
	for i := 0; i < 8; i++ {
		c := e.conv("assistant")
		text := fmt.Sprintf("describe forest number %d at dawn, the light, the birds, the wind and the trees in detail", i)
		tr, err := e.rt.Send(ctx, SendRequest{ConversationID: c.ID, Text: text})
		if err != nil {
			b.Fatal(err)
		}
		turns = append(turns, tr)
		inputs[tr.ID] = text
	}
	received := map[string]int{}
	var lags []time.Duration
	finished := 0
	for finished < len(turns) {
		select {
		case <-sub.Ready():
		case <-time.After(30 * time.Second):
			b.Fatal("stalled")
		}
		now := time.Now()
		for _, ev := range sub.Drain() {
			switch ev.Kind {
			case EvTurn:
				if ev.Turn.Status != session.TurnActive {
					finished++
				}
			case EvDelta:
				mu.Lock()
				s := provs[inputs[ev.TurnID]]
				mu.Unlock()
				if s == nil {
					continue
				}
				off := received[ev.TurnID]
				s.mu.Lock()
				if off < len(s.times) {
					lags = append(lags, now.Sub(s.times[off]))
				}
				s.mu.Unlock()
				received[ev.TurnID] = off + len(ev.Text)
			}
		}
	}
	return lags
}
