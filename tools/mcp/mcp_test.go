package mcp

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/grovechat/grove/keyring"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// The test binary doubles as a stdio MCP server when this variable is set.
const serverEnv = "GROVE_TEST_MCP_SERVER"

func TestMain(m *testing.M) {
	if os.Getenv(serverEnv) == "1" {
		if d, err := time.ParseDuration(os.Getenv("START_DELAY")); err == nil {
			time.Sleep(d) // a server that is slow to start
		}
		if err := testServer(func() { os.Exit(3) }).Run(context.Background(), &sdk.StdioTransport{}); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

type echoIn struct {
	Text string `json:"text" jsonschema:"what to echo"`
}

type slowIn struct {
	Seconds float64 `json:"seconds"`
}

// testServer is a real go-sdk server with an echo, a slow and a crashing
// tool; crash is what "crashing" means for the transport at hand.
func testServer(crash func()) *sdk.Server {
	s := sdk.NewServer(&sdk.Implementation{Name: "test", Version: "1"}, nil)
	sdk.AddTool(s, &sdk.Tool{Name: "echo", Description: "Echo text."}, func(ctx context.Context, _ *sdk.CallToolRequest, in echoIn) (*sdk.CallToolResult, any, error) {
		return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "echo: " + in.Text + " secret=" + os.Getenv("OPENAI_API_KEY") + " given=" + os.Getenv("GIVEN")}}}, nil, nil
	})
	sdk.AddTool(s, &sdk.Tool{Name: "slow", Description: "Sleep."}, func(ctx context.Context, _ *sdk.CallToolRequest, in slowIn) (*sdk.CallToolResult, any, error) {
		select {
		case <-time.After(time.Duration(in.Seconds * float64(time.Second))):
		case <-ctx.Done():
		}
		return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: "slept"}}}, nil, nil
	})
	sdk.AddTool(s, &sdk.Tool{Name: "crash", Description: "Die mid-call."}, func(ctx context.Context, _ *sdk.CallToolRequest, _ struct{}) (*sdk.CallToolResult, any, error) {
		crash()
		select { // the stdio server is gone by now; the HTTP one lingers
		case <-ctx.Done():
		case <-time.After(5 * time.Second):
		}
		return nil, nil, ctx.Err()
	})
	sdk.AddTool(s, &sdk.Tool{Name: "fail", Description: "Report an error."}, func(ctx context.Context, _ *sdk.CallToolRequest, _ struct{}) (*sdk.CallToolResult, any, error) {
		return &sdk.CallToolResult{IsError: true, Content: []sdk.Content{&sdk.TextContent{Text: "no such repo"}}}, nil, nil
	})
	return s
}

func stdioConfig(t *testing.T, name string) ServerConfig {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	return ServerConfig{Name: name, Command: exe, Env: map[string]string{serverEnv: "1", "GIVEN": "yes"}, CallTimeout: 2 * time.Second}
}

func httpServer(t *testing.T) *httptest.Server {
	var ts *httptest.Server
	var once sync.Once
	srv := testServer(func() { once.Do(func() { go ts.CloseClientConnections() }) })
	ts = httptest.NewServer(sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return srv }, nil))
	t.Cleanup(ts.Close)
	return ts
}

func call(r *tools.Registry, name, args string) session.ToolResult {
	return r.Call(context.Background(), session.ToolCall{ID: "1", Name: name, Arguments: json.RawMessage(args)})
}

func start(t *testing.T, cfgs ...ServerConfig) (*tools.Registry, *Manager) {
	t.Helper()
	r := tools.NewRegistry()
	m, err := NewManager(r, cfgs, Options{SpillDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { m.Close() })
	m.Start()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := m.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	return r, m
}

func TestRoundTripStdioAndHTTP(t *testing.T) {
	t.Setenv("OPENAI_API_KEY", "sk-leak")
	ts := httpServer(t)
	r, m := start(t, stdioConfig(t, "local"), ServerConfig{Name: "remote", URL: ts.URL, CallTimeout: 2 * time.Second},
		ServerConfig{Name: "broken", Command: "/nonexistent/mcp-server"})

	st := map[string]ServerStatus{}
	for _, s := range m.Status() {
		st[s.Name] = s
	}
	for _, n := range []string{"local", "remote"} {
		if st[n].State != StateReady || strings.Join(st[n].Tools, ",") != n+"__crash,"+n+"__echo,"+n+"__fail,"+n+"__slow" {
			t.Fatalf("%s: %+v", n, st[n])
		}
	}
	if st["broken"].State != StateFailed || st["broken"].Error == "" || st["remote"].Transport != "http" {
		t.Fatalf("status: %+v", st)
	}

	for _, n := range []string{"local", "remote"} {
		res := call(r, n+"__echo", `{"text":"hi"}`)
		if !res.Success || !strings.HasPrefix(res.Result, "echo: hi secret=") {
			t.Fatalf("%s echo: %+v", n, res)
		}
		// The server's schema is enforced before the call leaves grove.
		if res := call(r, n+"__echo", `{"text":7}`); res.Success || res.Error.Code != tools.CodeInvalidInput {
			t.Fatalf("%s schema: %+v", n, res)
		}
		if res := call(r, n+"__fail", `{}`); res.Success || res.Error.Code != tools.CodeExecutionFailed || res.Error.Retriable || !strings.Contains(res.Error.Message, "no such repo") {
			t.Fatalf("%s tool error: %+v", n, res)
		}
	}
	// The stdio server got its configured env but not the provider key.
	if res := call(r, "local__echo", `{"text":"x"}`); !strings.Contains(res.Result, "secret= given=yes") {
		t.Fatalf("stdio env: %q", res.Result)
	}
}

func TestSlowAndCrashedServersFailOnlyTheirCalls(t *testing.T) {
	ts := httpServer(t)
	local := stdioConfig(t, "local")
	local.CallTimeout = 500 * time.Millisecond
	r, m := start(t, local, ServerConfig{Name: "remote", URL: ts.URL, CallTimeout: 3 * time.Second})

	// A slow call times out with a clear error while the other server answers.
	var wg sync.WaitGroup
	wg.Add(1)
	var slow session.ToolResult
	go func() { defer wg.Done(); slow = call(r, "local__slow", `{"seconds":10}`) }()
	if res := call(r, "remote__echo", `{"text":"meanwhile"}`); !res.Success {
		t.Fatalf("other server during slow call: %+v", res)
	}
	wg.Wait()
	if slow.Success || slow.Error.Code != tools.CodeTimeout || !strings.Contains(slow.Error.Message, "MCP server local did not answer slow") {
		t.Fatalf("slow: %+v", slow)
	}

	// The stdio server dies mid-call.
	res := call(r, "local__crash", `{}`)
	if res.Success || res.Error.Code != tools.CodeExecutionFailed || !res.Error.Retriable || !strings.Contains(res.Error.Message, "MCP server local") {
		t.Fatalf("crash: %+v", res)
	}
	waitState(t, m, "local", StateFailed)
	if res := call(r, "remote__echo", `{"text":"still here"}`); !res.Success {
		t.Fatalf("remote after local crash: %+v", res)
	}
	// The next call restarts it.
	if res := call(r, "local__echo", `{"text":"back"}`); !res.Success || !strings.HasPrefix(res.Result, "echo: back") {
		t.Fatalf("after restart: %+v", res)
	}

	// The HTTP server drops the connection mid-call.
	res = call(r, "remote__crash", `{}`)
	if res.Success || (res.Error.Code != tools.CodeExecutionFailed && res.Error.Code != tools.CodeTimeout) || !strings.Contains(res.Error.Message, "MCP server remote") {
		t.Fatalf("http crash: %+v", res)
	}
	if res := call(r, "local__echo", `{"text":"fine"}`); !res.Success {
		t.Fatalf("local after remote crash: %+v", res)
	}
}

func waitState(t *testing.T, m *Manager, name string, want State) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for time.Now().Before(deadline) {
		for _, s := range m.Status() {
			if s.Name == name && s.State == want {
				return
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("%s never reached %s: %+v", name, want, m.Status())
}

func TestConfigErrors(t *testing.T) {
	_, err := NewManager(tools.NewRegistry(), []ServerConfig{{Name: "a"}, {Name: "b__c", URL: "http://x"}, {Name: "d", URL: "u", Command: "c"}}, Options{})
	if err == nil || strings.Count(err.Error(), "MCP server") != 3 {
		t.Fatalf("%v", err)
	}
}

// TestKeysReachOnlyServersConfiguredForThem: grove moves keys out of its
// environment at start; a stdio server whose config passes one
// (env: {GIVEN: ${VAR}}) still gets it, and no server gets the others.
func TestKeysReachOnlyServersConfiguredForThem(t *testing.T) {
	t.Setenv("GROVE_MCP_PASSED_TOKEN", "tok-passed")
	t.Setenv("OPENAI_API_KEY", "sk-held")
	keyring.Take("GROVE_MCP_PASSED_TOKEN", "OPENAI_API_KEY")
	if _, ok := os.LookupEnv("OPENAI_API_KEY"); ok {
		t.Fatal("the key is still in the environment")
	}
	cfg := stdioConfig(t, "local")
	cfg.Env["GIVEN"] = "${GROVE_MCP_PASSED_TOKEN}"
	r, _ := start(t, cfg)
	res := call(r, "local__echo", `{"text":"x"}`)
	if !strings.Contains(res.Result, "secret= given=tok-passed") {
		t.Fatalf("echo: %+v", res)
	}
}

// TestSlowStartIsNotASlowCall: a server started again after a crash may take
// longer than one call's timeout to start; the call waits for it (bounded by
// the connect timeout) instead of failing.
func TestSlowStartIsNotASlowCall(t *testing.T) {
	cfg := stdioConfig(t, "local")
	cfg.CallTimeout = 300 * time.Millisecond
	cfg.Env["START_DELAY"] = "1s"
	r, m := start(t, cfg)
	if res := call(r, "local__crash", `{}`); res.Success {
		t.Fatalf("crash: %+v", res)
	}
	waitState(t, m, "local", StateFailed)
	if res := call(r, "local__echo", `{"text":"back"}`); !res.Success || !strings.HasPrefix(res.Result, "echo: back") {
		t.Fatalf("call after a slow restart: %+v", res)
	}
}

// TestToolListSpansPages: a server that lists its tools a page at a time
// (a cursor per page) has all of them registered, in order.
func TestToolListSpansPages(t *testing.T) {
	srv := sdk.NewServer(&sdk.Implementation{Name: "paged", Version: "1"}, &sdk.ServerOptions{PageSize: 2})
	for _, name := range []string{"a", "b", "c", "d", "e"} {
		sdk.AddTool(srv, &sdk.Tool{Name: name, Description: "Echo."}, func(ctx context.Context, _ *sdk.CallToolRequest, in echoIn) (*sdk.CallToolResult, any, error) {
			return &sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: name + ": " + in.Text}}}, nil, nil
		})
	}
	ts := httptest.NewServer(sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return srv }, nil))
	t.Cleanup(ts.Close)
	r, m := start(t, ServerConfig{Name: "paged", URL: ts.URL, CallTimeout: 2 * time.Second})
	st := m.Status()
	if len(st) != 1 || st[0].State != StateReady || strings.Join(st[0].Tools, ",") != "paged__a,paged__b,paged__c,paged__d,paged__e" {
		t.Fatalf("status: %+v", st)
	}
	if res := call(r, "paged__e", `{"text":"hi"}`); !res.Success || res.Result != "e: hi" {
		t.Fatalf("call on the last page: %+v", res)
	}
}

// TestReadyWaitsForStart: Ready called before Start (a TUI's turn sent
// before its first frame let the servers start) waits for Start and for
// the servers to connect, a slow one and one that cannot start: after it
// every tool is registered or the failure is in Status.
func TestReadyWaitsForStart(t *testing.T) {
	slow := stdioConfig(t, "slow")
	slow.Env["START_DELAY"] = "1s"
	broken := ServerConfig{Name: "broken", Command: "/nonexistent/grove-test-server", ConnectTimeout: 10 * time.Second}
	r := tools.NewRegistry()
	m, err := NewManager(r, []ServerConfig{slow, broken}, Options{SpillDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { m.Close() })
	ready := make(chan error, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		ready <- m.Ready(ctx)
	}()
	// Until Start, Ready waits (nothing registers tools meanwhile).
	select {
	case err := <-ready:
		t.Fatalf("Ready returned before Start: %v", err)
	case <-time.After(200 * time.Millisecond):
	}
	m.Start()
	if err := <-ready; err != nil {
		t.Fatal(err)
	}
	if _, ok := r.Get("slow__echo"); !ok {
		t.Fatalf("Ready returned before the slow server's tools were registered: %+v", m.Status())
	}
	if st := m.Status(); st[1].State != StateFailed || st[1].Error == "" {
		t.Fatalf("the server that cannot start: %+v", st[1])
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	m2, _ := NewManager(tools.NewRegistry(), []ServerConfig{slow}, Options{})
	if err := m2.Ready(ctx); err == nil {
		t.Fatal("Ready of a manager never started returned without its context ending")
	}
}
