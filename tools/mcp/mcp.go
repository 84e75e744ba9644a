// Package mcp connects grove to Model Context Protocol servers and exposes
// their tools in a tools.Registry as server__tool. Each server connects in
// the background; a server that is slow, crashed or unreachable fails only
// its own calls, with an error that names it.
package mcp

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"os"
	"os/exec"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/grovechat/grove/keyring"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// ServerConfig is one MCP server in config: either a stdio command (with
// args and env) or a streamable HTTP URL.
type ServerConfig struct {
	Name    string            `yaml:"name" json:"name"`
	Command string            `yaml:"command,omitempty" json:"command,omitempty"`
	Args    []string          `yaml:"args,omitempty" json:"args,omitempty"`
	Env     map[string]string `yaml:"env,omitempty" json:"env,omitempty"`
	URL     string            `yaml:"url,omitempty" json:"url,omitempty"`
	Headers map[string]string `yaml:"headers,omitempty" json:"headers,omitempty"`
	// CallTimeout bounds one tool call (default 60s); ConnectTimeout bounds
	// start-up and tool listing (default 30s).
	CallTimeout    time.Duration `yaml:"call_timeout,omitempty" json:"call_timeout,omitempty"`
	ConnectTimeout time.Duration `yaml:"connect_timeout,omitempty" json:"connect_timeout,omitempty"`
	// Permission is the default mode of the server's tools (ask unless set).
	Permission tools.Mode `yaml:"permission,omitempty" json:"permission,omitempty"`
}

// Defaults for ServerConfig.
const (
	DefaultCallTimeout    = 60 * time.Second
	DefaultConnectTimeout = 30 * time.Second
)

func (c ServerConfig) validate() error {
	switch {
	case c.Name == "" || strings.Contains(c.Name, "__"):
		return fmt.Errorf("MCP server %q: name is required and may not contain __", c.Name)
	case (c.Command == "") == (c.URL == ""):
		return fmt.Errorf("MCP server %s: set either command (stdio) or url (streamable HTTP)", c.Name)
	}
	return nil
}

// State of a server connection.
type State string

const (
	StateConnecting State = "connecting"
	StateReady      State = "ready"
	StateFailed     State = "failed"
	StateStopped    State = "stopped"
)

// ServerStatus is what `grove mcp list` shows.
type ServerStatus struct {
	Name      string
	Transport string // "stdio" or "http"
	Target    string // command line or URL
	State     State
	Error     string
	Tools     []string // registry names (server__tool)
	Since     time.Time
}

// Manager owns the connections. Start connects in the background; Status
// is safe to call at any time.
type Manager struct {
	reg       *tools.Registry
	secretEnv []string
	spillDir  string
	servers   []*server
	ctx       context.Context
	cancel    context.CancelFunc
	wg        sync.WaitGroup
	// started is closed by Start.
	started   chan struct{}
	startOnce sync.Once
}

// Options for NewManager.
type Options struct {
	// SecretEnv names more env variables kept from stdio servers (the
	// provider key variables); *_API_KEY and *_TOKEN are always dropped
	// unless a server's config sets them explicitly in env.
	SecretEnv []string
	// SpillDir keeps the full text of results too long for the model.
	SpillDir string
}

// NewManager checks the configs; nothing connects until Start.
func NewManager(reg *tools.Registry, cfgs []ServerConfig, o Options) (*Manager, error) {
	m := &Manager{reg: reg, secretEnv: o.SecretEnv, spillDir: o.SpillDir}
	seen := map[string]bool{}
	var errs []error
	for _, c := range cfgs {
		if err := c.validate(); err != nil {
			errs = append(errs, err)
			continue
		}
		if seen[c.Name] {
			errs = append(errs, fmt.Errorf("MCP server %s is configured twice", c.Name))
			continue
		}
		seen[c.Name] = true
		if c.CallTimeout <= 0 {
			c.CallTimeout = DefaultCallTimeout
		}
		if c.ConnectTimeout <= 0 {
			c.ConnectTimeout = DefaultConnectTimeout
		}
		m.servers = append(m.servers, &server{m: m, cfg: c, state: StateStopped, since: time.Now()})
	}
	m.ctx, m.cancel = context.WithCancel(context.Background())
	m.started = make(chan struct{})
	return m, errors.Join(errs...)
}

// Start connects every server in the background and registers its tools
// when it answers. It returns at once.
func (m *Manager) Start() {
	defer m.startOnce.Do(func() { close(m.started) })
	for _, s := range m.servers {
		s.setState(StateConnecting, nil)
		m.wg.Add(1)
		go func() {
			defer m.wg.Done()
			// connect records its failure in the server's state, where
			// Servers and the tool calls read it. A server that could not
			// be reached is tried again in the background (its tools were
			// never registered, so no call would reconnect it).
			if s.connect(m.ctx, false) != nil {
				s.retry(m.ctx)
			}
		}()
	}
}

// Wait blocks until no server is still connecting, or ctx ends. The CLI's
// `grove mcp list` calls Start, then Wait, then Status.
func (m *Manager) Wait(ctx context.Context) error {
	t := time.NewTicker(20 * time.Millisecond)
	defer t.Stop()
	for {
		busy := false
		for _, st := range m.Status() {
			busy = busy || st.State == StateConnecting
		}
		if !busy {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-t.C:
		}
	}
}

// Ready blocks until Start has run and no server is still connecting (each
// connect is bounded by its server's connect timeout), or ctx ends: after
// it every server's tools are registered or its failure is in Status.
// Turns wait for it before their first request, so the model is offered
// the tools of servers still connecting when the message was sent.
func (m *Manager) Ready(ctx context.Context) error {
	select {
	case <-m.started:
	case <-ctx.Done():
		return ctx.Err()
	}
	return m.Wait(ctx)
}

// Status reports every server, in config order.
func (m *Manager) Status() []ServerStatus {
	out := make([]ServerStatus, 0, len(m.servers))
	for _, s := range m.servers {
		out = append(out, s.status())
	}
	return out
}

// Close disconnects every server (stdio servers are stopped) and removes
// their tools from the registry.
func (m *Manager) Close() error {
	m.cancel()
	m.wg.Wait()
	var errs []error
	for _, s := range m.servers {
		errs = append(errs, s.close())
	}
	return errors.Join(errs...)
}

type server struct {
	m   *Manager
	cfg ServerConfig

	connMu sync.Mutex // one connect at a time

	mu      sync.Mutex
	state   State
	err     error
	since   time.Time
	session *sdk.ClientSession
	tools   []string
	closing bool
}

func (s *server) setState(st State, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.state, s.err, s.since = st, err, time.Now()
}

func (s *server) status() ServerStatus {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := ServerStatus{Name: s.cfg.Name, State: s.state, Tools: slices.Clone(s.tools), Since: s.since}
	if s.err != nil {
		st.Error = s.err.Error()
	}
	if s.cfg.URL != "" {
		st.Transport, st.Target = "http", s.cfg.URL
	} else {
		st.Transport, st.Target = "stdio", strings.Join(append([]string{s.cfg.Command}, s.cfg.Args...), " ")
	}
	return st
}

// headerTransport adds configured headers (an Authorization header whose
// value came from the environment, for instance) to every request.
type headerTransport struct {
	base    http.RoundTripper
	headers map[string]string
}

func (h headerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	for k, v := range h.headers {
		r.Header.Set(k, keyring.Expand(v))
	}
	return h.base.RoundTrip(r)
}

func (s *server) transport() sdk.Transport {
	if s.cfg.URL != "" {
		client := &http.Client{Transport: headerTransport{base: http.DefaultTransport, headers: s.cfg.Headers}}
		return &sdk.StreamableClientTransport{Endpoint: s.cfg.URL, HTTPClient: client, MaxRetries: 1}
	}
	cmd := exec.Command(s.cfg.Command, s.cfg.Args...)
	cmd.Env = tools.SafeEnv(os.Environ(), s.m.secretEnv...)
	for _, k := range slices.Sorted(maps.Keys(s.cfg.Env)) {
		cmd.Env = append(cmd.Env, k+"="+keyring.Expand(s.cfg.Env[k]))
	}
	return &sdk.CommandTransport{Command: cmd, TerminateDuration: 2 * time.Second}
}

// connect starts (or restarts) the connection, lists the tools and
// registers them. Its errors also land in the status.
//
// A quiet connect (a background retry) leaves the state failed until it
// succeeds, so nothing waiting for servers still connecting waits for it.
func (s *server) connect(ctx context.Context, quiet bool) error {
	s.connMu.Lock()
	defer s.connMu.Unlock()
	s.mu.Lock()
	if s.state == StateReady && s.session != nil {
		s.mu.Unlock()
		return nil
	}
	old := s.session
	s.session = nil
	if !quiet {
		s.state, s.since = StateConnecting, time.Now()
	}
	s.mu.Unlock()
	if old != nil {
		// The old session is being replaced; its close error changes nothing.
		_ = old.Close()
	}

	cctx, cancel := context.WithTimeout(ctx, s.cfg.ConnectTimeout)
	defer cancel()
	client := sdk.NewClient(&sdk.Implementation{Name: "grove", Version: "dev"}, nil)
	cs, err := client.Connect(cctx, s.transport(), nil)
	if err != nil {
		err = fmt.Errorf("connecting: %w", err)
		s.setState(StateFailed, err)
		return err
	}
	var listed []*sdk.Tool
	for t, err := range cs.Tools(cctx, nil) {
		if err != nil {
			// The listing error is what matters; the session is dropped.
			_ = cs.Close()
			err = fmt.Errorf("listing tools: %w", err)
			s.setState(StateFailed, err)
			return err
		}
		listed = append(listed, t)
	}
	names := make([]string, 0, len(listed))
	for _, t := range listed {
		schema, err := json.Marshal(t.InputSchema)
		if err != nil || string(schema) == "null" {
			schema = json.RawMessage(`{"type":"object"}`)
		}
		name := tools.MCPToolName(s.cfg.Name, t.Name)
		s.m.reg.Register(&Tool{srv: s, remote: t.Name, spec: tools.Spec{Name: name,
			Description: fmt.Sprintf("%s (MCP server %s)", strings.TrimSpace(t.Description), s.cfg.Name), Schema: schema}})
		names = append(names, name)
	}
	sort.Strings(names)
	s.mu.Lock()
	for _, n := range s.tools {
		if !slices.Contains(names, n) {
			s.m.reg.Unregister(n)
		}
	}
	s.session, s.tools, s.state, s.err, s.since = cs, names, StateReady, nil, time.Now()
	s.mu.Unlock()

	// Notice a crash or disconnection as soon as it happens.
	go func() {
		err := cs.Wait()
		s.mu.Lock()
		defer s.mu.Unlock()
		if s.session != cs || s.closing {
			return
		}
		if err == nil {
			err = errors.New("the server closed the connection")
		}
		s.session, s.state, s.err, s.since = nil, StateFailed, fmt.Errorf("disconnected: %w", err), time.Now()
	}()
	return nil
}

func (s *server) close() error {
	s.mu.Lock()
	s.closing = true
	cs := s.session
	s.session = nil
	names := s.tools
	s.tools = nil
	s.state, s.since = StateStopped, time.Now()
	s.mu.Unlock()
	for _, n := range names {
		s.m.reg.Unregister(n)
	}
	if cs != nil {
		return cs.Close()
	}
	return nil
}

// live returns a ready session, reconnecting once if the server had failed.
func (s *server) live(ctx context.Context) (*sdk.ClientSession, error) {
	s.mu.Lock()
	cs, st, closing := s.session, s.state, s.closing
	s.mu.Unlock()
	if closing {
		return nil, fmt.Errorf("MCP server %s is stopped", s.cfg.Name)
	}
	if cs != nil && st == StateReady {
		return cs, nil
	}
	if err := s.connect(ctx, false); err != nil {
		return nil, fmt.Errorf("MCP server %s is not available: %w", s.cfg.Name, err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.session == nil {
		return nil, fmt.Errorf("MCP server %s is not available: %v", s.cfg.Name, s.err)
	}
	return s.session, nil
}

// Tool is one MCP server tool in the registry.
type Tool struct {
	srv    *server
	remote string
	spec   tools.Spec
}

func (t *Tool) Spec() tools.Spec { return t.spec }

// Server is the name of the server the tool belongs to.
func (t *Tool) Server() string { return t.srv.cfg.Name }

func (t *Tool) DefaultMode() tools.Mode {
	if t.srv.cfg.Permission != "" {
		return t.srv.cfg.Permission
	}
	return tools.ModeAsk
}

func (t *Tool) Subject(json.RawMessage) tools.Subject { return tools.Subject{} }

// Run calls the remote tool under the server's call timeout. A slow server
// is a retriable TIMEOUT, a broken connection a retriable EXECUTION_FAILED,
// and a tool that reports an error a non-retriable EXECUTION_FAILED with
// the server's message.
func (t *Tool) Run(ctx context.Context, args json.RawMessage) (string, error) {
	name := t.srv.cfg.Name
	// Starting a failed server again is bounded by the connect timeout, not
	// the call's: a server that is slow to start is not a slow call.
	cs, err := t.srv.live(ctx)
	cctx, cancel := context.WithTimeout(ctx, t.srv.cfg.CallTimeout)
	defer cancel()
	if err != nil {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: err.Error(), Retriable: true}
	}
	res, err := cs.CallTool(cctx, &sdk.CallToolParams{Name: t.remote, Arguments: args})
	if err != nil {
		switch {
		case ctx.Err() != nil:
			return "", ctx.Err()
		case cctx.Err() != nil:
			return "", &session.ToolError{Code: tools.CodeTimeout, Retriable: true,
				Message: fmt.Sprintf("MCP server %s did not answer %s within %s", name, t.remote, t.srv.cfg.CallTimeout)}
		}
		return "", &session.ToolError{Code: tools.CodeExecutionFailed, Retriable: true,
			Message: fmt.Sprintf("MCP server %s failed during %s: %v", name, t.remote, err)}
	}
	text := t.render(ctx, res)
	if res.IsError {
		return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: fmt.Sprintf("%s (MCP server %s) reported an error: %s", t.remote, name, text)}
	}
	return text, nil
}

// render turns MCP content into bounded text for the model. An image is
// described in the text and handed to whoever runs the tool
// (tools.ReturnImage), which may give it to the model as an image.
func (t *Tool) render(ctx context.Context, res *sdk.CallToolResult) string {
	c := tools.NewCapture(t.srv.m.spillDir, "mcp", 0, 0)
	defer c.Close()
	for i, item := range res.Content {
		if i > 0 {
			fmt.Fprintln(c)
		}
		switch v := item.(type) {
		case *sdk.TextContent:
			fmt.Fprint(c, v.Text)
		case *sdk.ImageContent:
			fmt.Fprintf(c, "[image, %s, %d bytes]", v.MIMEType, len(v.Data))
			tools.ReturnImage(ctx, v.MIMEType, v.Data)
		case *sdk.AudioContent:
			fmt.Fprintf(c, "[audio, %s, %d bytes]", v.MIMEType, len(v.Data))
		case *sdk.ResourceLink:
			fmt.Fprintf(c, "[resource %s]", v.URI)
		case *sdk.EmbeddedResource:
			if v.Resource != nil && v.Resource.Text != "" {
				fmt.Fprint(c, v.Resource.Text)
			} else if v.Resource != nil {
				fmt.Fprintf(c, "[resource %s]", v.Resource.URI)
			}
		default:
			b, _ := json.Marshal(item)
			c.Write(b)
		}
	}
	if len(res.Content) == 0 && res.StructuredContent != nil {
		b, _ := json.Marshal(res.StructuredContent)
		c.Write(b)
	}
	return c.String()
}
