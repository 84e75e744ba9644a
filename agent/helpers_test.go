package agent

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// replay is an OpenAI-compatible server answering requests with canned
// responses in order (the last repeats), written in small slices with a
// flush after each, as real streams arrive.
type replay struct {
	*httptest.Server
	mu    sync.Mutex
	resps []cannedResp
	n     int
}

type cannedResp struct {
	status int
	body   []byte
	header map[string]string
}

func sseResp(t *testing.T, name string) cannedResp {
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return cannedResp{status: 200, body: b, header: map[string]string{"Content-Type": "text/event-stream"}}
}

func newReplay(t *testing.T, resps ...cannedResp) *replay {
	r := &replay{resps: resps}
	r.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		r.mu.Lock()
		c := r.resps[min(r.n, len(r.resps)-1)]
		r.n++
		r.mu.Unlock()
		for k, v := range c.header {
			w.Header().Set(k, v)
		}
		if c.header["Content-Type"] == "" {
			w.Header().Set("Content-Type", "application/json")
		}
		w.WriteHeader(c.status)
		fl, _ := w.(http.Flusher)
		for i := 0; i < len(c.body); {
			j := min(len(c.body), i+7+i%5)
			w.Write(c.body[i:j])
			if fl != nil {
				fl.Flush()
			}
			i = j
		}
	}))
	t.Cleanup(r.Close)
	return r
}

func (r *replay) requests() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.n
}

// testEnv is a runtime on a real store in a temp dir. Agents are resolved
// from defs; offline profiles run the offline model at the given pace, and
// openai profiles point at their BaseURL.
type testEnv struct {
	t     testing.TB
	store *session.Store
	rt    *Runtime
	defs  map[string]config.Definition
}

func offlineDef(name string, wps float64) config.Definition {
	d := config.DefaultAssistant(llm.OfflineProfile())
	d.Name = name
	d.Profile.Name = name
	d.Profile.BaseURL = "wps:" + time.Duration(wps*float64(time.Second)).String()
	return d
}

func openaiDef(name, baseURL string) config.Definition {
	d := config.DefaultAssistant(llm.Profile{Name: name, Provider: llm.KindOpenAI, Model: "gpt-test", BaseURL: baseURL, ContextWindow: 8000,
		Prices: llm.Prices{InputPerMTok: 1, OutputPerMTok: 2}})
	d.Name = name
	return d
}

func newEnv(t testing.TB, defs ...config.Definition) *testEnv {
	t.Helper()
	st := testkit.OpenStore(t)
	e := &testEnv{t: t, store: st, defs: map[string]config.Definition{}}
	for _, d := range defs {
		e.defs[d.Name] = d
	}
	e.rt = e.runtime(nil)
	t.Cleanup(e.rt.Close)
	return e
}

// offlineConv is an env whose agent "assistant" runs on the offline model
// at full speed, and a new conversation with it.
func offlineConv(t testing.TB) (*testEnv, session.Conversation) {
	t.Helper()
	e := newEnv(t, offlineDef("assistant", 0))
	return e, e.conv("assistant")
}

func (e *testEnv) runtime(mod func(*Options)) *Runtime {
	o := Options{
		Store: e.store,
		Tools: tools.NewRegistry(tools.Builtins()...),
		Agent: func(_ context.Context, name string) (config.Definition, error) {
			d, ok := e.defs[name]
			if !ok {
				return config.Definition{}, session.Errorf(session.ENOTFOUND, "no agent %s", name)
			}
			return d, nil
		},
		Provider: providerFor,
		Retry: func(r *llm.Retry) {
			r.BaseDelay, r.MaxDelay = time.Millisecond, 5*time.Millisecond
			r.Sleep = func(ctx context.Context, d time.Duration) error { return nil }
		},
	}
	if mod != nil {
		mod(&o)
	}
	return New(o)
}

func providerFor(p llm.Profile) (llm.Provider, error) {
	if p.Provider == llm.KindOffline {
		wps := 0.0
		if len(p.BaseURL) > 4 && p.BaseURL[:4] == "wps:" {
			d, _ := time.ParseDuration(p.BaseURL[4:])
			wps = d.Seconds()
		}
		return &llm.Offline{WordsPerSecond: wps}, nil
	}
	return llm.NewOpenAI(llm.OpenAIConfig{BaseURL: p.BaseURL, APIKey: "test-key", APIKeyEnv: "OPENAI_API_KEY", Model: p.Model}), nil
}

func (e *testEnv) conv(agent string) session.Conversation {
	e.t.Helper()
	return testkit.NewConversation(e.t, e.store, session.NewConversation{Agent: agent})
}

func (e *testEnv) send(conv session.Conversation, text string) session.Turn {
	e.t.Helper()
	t, err := e.rt.Send(context.Background(), SendRequest{ConversationID: conv.ID, Text: text})
	if err != nil {
		e.t.Fatal(err)
	}
	return t
}

func (e *testEnv) wait(t session.Turn) session.Turn {
	e.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	out, err := e.rt.WaitTurn(ctx, t.ID)
	if err != nil {
		e.t.Fatalf("waiting for turn %s: %v", t.ID, err)
	}
	return out
}

// converse sends each message in turn on conv, waiting for its turn, which
// must complete.
func (e *testEnv) converse(conv session.Conversation, texts ...string) {
	e.t.Helper()
	for i, text := range texts {
		if tu := e.wait(e.send(conv, text)); tu.Status != session.TurnCompleted {
			e.t.Fatalf("turn %d (%q): %s %s", i+1, text, tu.Status, tu.Error)
		}
	}
}

// loopInArchitect runs the manager's loop_architect tool in its turn turnID
// of c with task, which must say the architect joined, and returns the
// architect's turn it started (not waited for).
func (e *testEnv) loopInArchitect(c session.Conversation, turnID, task string) session.Turn {
	e.t.Helper()
	ctx := context.Background()
	def := tools.Definition{Name: "loop_architect", Target: tools.Target{Kind: tools.TargetAgent, Agent: "architect", Mode: "loop_in"}}
	args, _ := json.Marshal(map[string]string{"task": task})
	out, err := e.rt.RunAgentTool(tools.WithCallInfo(ctx, tools.CallInfo{ConversationID: c.ID, TurnID: turnID, Agent: "manager"}), def, args)
	if err != nil || !strings.Contains(out, "joined") {
		e.t.Fatalf("loop_in: %q %v", out, err)
	}
	turns, err := e.store.Turns(ctx, c.ID)
	if err != nil {
		e.t.Fatal(err)
	}
	return turns[len(turns)-1]
}

func (e *testEnv) path(convID, branch string) []session.Entry {
	e.t.Helper()
	p, err := e.store.Path(context.Background(), convID, branch)
	if err != nil {
		e.t.Fatal(err)
	}
	return p
}

func turnEntries(p []session.Entry, turnID string) []session.Entry {
	var out []session.Entry
	for _, e := range p {
		if e.TurnID == turnID {
			out = append(out, e)
		}
	}
	return out
}
