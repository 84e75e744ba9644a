package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/adrg/xdg"

	"grove/agent"
	"grove/agent/assemble"
	"grove/agent/config"
	"grove/agent/extract"
	"grove/agent/llm"
	"grove/agent/memtools"
	"grove/agent/team"
	"grove/keyring"
	"grove/memory"
	"grove/session"
	"grove/tools"
	"grove/tools/mcp"
)

// app is the wiring every runtime-using command shares.
type app struct {
	cfg    config.Config
	store  *session.Store
	mem    *memory.Store
	rt     *agent.Runtime
	perms  *tools.Permissions
	mcp    *mcp.Manager
	runner *agentRunner
	log    *slog.Logger
	logF   *os.File
	agents map[string]config.Definition
	team   *team.Team // workspaces: channels, instructions, workspace tools
	events *agent.Recorder
	// stopIndex stops the history indexer of long-running commands.
	stopIndex func()
	// warnings are problems worth showing (bad agent and tool files), not
	// fatal; broken are the tool files among them, for checkTools.
	warnings []string
	broken   []brokenTool
	warnOnce sync.Once
}

func configDir() string { return filepath.Join(xdg.ConfigHome, "grove") }

func configPath() string {
	if p := os.Getenv("GROVE_CONFIG"); p != "" {
		return p
	}
	return filepath.Join(configDir(), "config.yaml")
}

// agentDirs are where agent files live; the project's win.
func agentDirs() []string {
	return []string{".agents", filepath.Join(configDir(), "agents")}
}

// brokenAgent returns the error of the file that defines name, when one
// exists and does not parse: a command needing that agent fails with it
// (file:line: field: problem) rather than saying the agent does not exist.
func brokenAgent(cfg config.Config, name string) error {
	for _, dir := range agentDirs() {
		for _, ext := range []string{".yaml", ".yml"} {
			path := filepath.Join(dir, name+ext)
			if _, err := os.Stat(path); err != nil {
				continue
			}
			if _, err := config.ParseAgentFile(path, cfg); err != nil {
				return err
			}
			return nil
		}
	}
	return nil
}

// loadAgents reads the config and agent files and adds the built-in
// assistant unless a file defines one. detect gives the default model.
func loadAgents(cfg config.Config, detect func() llm.Profile) (map[string]config.Definition, []string, error) {
	defs, errs := config.LoadAgents(cfg, agentDirs()...)
	var warnings []string
	for _, e := range errs {
		warnings = append(warnings, e.Error())
	}
	if _, ok := defs[config.DefaultAgentName]; !ok {
		var p llm.Profile
		if cfg.DefaultModel != "" {
			var err error
			if p, err = cfg.ResolveModel(cfg.DefaultModel); err != nil {
				return nil, warnings, fmt.Errorf("%s: default_model: %w", cfg.Path, err)
			}
		} else {
			p = detect()
		}
		if m := os.Getenv("GROVE_MODEL"); m != "" {
			var err error
			if p, err = cfg.ResolveModel(m); err != nil {
				return nil, warnings, fmt.Errorf("GROVE_MODEL: %w", err)
			}
		}
		defs[config.DefaultAgentName] = config.DefaultAssistant(p)
	}
	return defs, warnings, nil
}

func (g *globals) openApp(ctx context.Context) (*app, error) {
	cfg, err := config.LoadConfig(configPath())
	if err != nil {
		return nil, err
	}
	keyring.Take(keyNames(cfg)...)
	// The default model is detected (a local Ollama probed for at most
	// 300 ms) while the store opens, so start-up does not wait for it.
	detected := make(chan llm.Profile, 1)
	go func() {
		dctx, cancel := context.WithTimeout(ctx, 400*time.Millisecond)
		defer cancel()
		detected <- llm.DetectDefault(dctx, keyring.Getenv, llm.DefaultOllamaURL)
	}()
	st, err := g.openStore(ctx)
	if err != nil {
		return nil, err
	}
	a := &app{store: st, cfg: cfg}
	a.log, a.logF = openLog()
	a.agents, a.warnings, err = loadAgents(cfg, func() llm.Profile { return <-detected })
	if err != nil {
		st.Close()
		return nil, err
	}
	pace := offlinePace(cfg)
	provider := func(p llm.Profile) (llm.Provider, error) {
		if p.Provider == llm.KindOffline {
			return &llm.Offline{WordsPerSecond: pace}, nil
		}
		return llm.New(p)
	}
	a.mem = memory.New(st, nil)
	shared, err := a.sharedTools(g)
	if err != nil {
		st.Close()
		return nil, err
	}
	for _, w := range a.warnings {
		a.log.Warn("agent or tool file", "err", w)
	}
	var regMu sync.Mutex
	regs := map[string]*tools.Registry{}
	a.team = team.NewTeam(st, a.resolve, a.log)
	for _, t := range a.team.Tools() {
		shared.Register(t)
	}
	a.rt = agent.New(agent.Options{
		Store:        st,
		Tools:        shared,
		Agent:        a.team.Resolve,
		Context:      a.team.Context(assemble.New(a.mem)),
		Scheduler:    agent.NewScheduler(agent.SchedulerOptions{Cap: agentCap()}),
		ResolveModel: a.cfg.ResolveModel,
		// Memory tools are bound to their agent: each agent gets its own
		// registry on top of the shared one, built once.
		ToolsFor: func(d config.Definition) *tools.Registry {
			regMu.Lock()
			defer regMu.Unlock()
			if regs[d.Name] == nil {
				regs[d.Name] = tools.NewChild(shared, memtools.New(a.mem, d.Name)...)
			}
			return regs[d.Name]
		},
		Provider: provider,
		// Memory extraction after each completed turn.
		AfterTurn: extract.New(st, a.mem, provider, a.cfg.ResolveModel).AfterTurn,
		Log:       a.log,
	})
	a.runner.rt = a.rt
	if st.ReadOnly() == "" {
		// The event log: lifecycle records written in the background,
		// rows older than the retention deleted at each start.
		a.events = agent.StartRecorder(a.rt, a.log)
		if _, err := st.DeleteEventsBefore(ctx, time.Now().Add(-cfg.EventRetention())); err != nil {
			a.log.Warn("event log retention", "err", err)
		}
	}
	a.team.Bind(a.rt)
	if a.mcp != nil {
		a.mcp.Start()
	}
	if st.ReadOnly() != "" {
		a.warnings = append(a.warnings, fmt.Sprintf("database %s is open read-only (%s): conversations can be read, nothing can be saved", st.File(), st.ReadOnly()))
	} else if !g.shortLived {
		if _, err := a.rt.Recover(ctx); err != nil {
			a.log.Warn("recovering turns", "err", err)
		}
		a.stopIndex = a.mem.IndexHistoryInBackground(a.log)
	}
	return a, nil
}

// agentRunner lets user-defined tools target agents; the runtime is made
// after the tools, so it is filled in afterwards.
type agentRunner struct{ rt *agent.Runtime }

func (r *agentRunner) RunAgentTool(ctx context.Context, def tools.Definition, input json.RawMessage) (string, error) {
	if r.rt == nil {
		return "", &session.ToolError{Code: tools.CodeExecutionFailed, Message: "agents are not running yet"}
	}
	return r.rt.RunAgentTool(ctx, def, input)
}

// sharedTools builds the registry every agent shares: the built-ins (files
// and shell confined to the working directory), user-defined tools and MCP
// tools, behind the permission rules of the config.
func (a *app) sharedTools(g *globals) (*tools.Registry, error) {
	wd, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	box, err := tools.NewSandbox(wd, filepath.Join(xdg.StateHome, "grove", "spill"))
	if err != nil {
		return nil, err
	}
	if err := spillLimitsFromEnv(); err != nil {
		return nil, err
	}
	var secrets []string
	for _, m := range a.cfg.Models {
		if m.APIKeyEnv != "" {
			secrets = append(secrets, m.APIKeyEnv)
		}
	}
	rules, err := a.cfg.PermissionRules()
	if err != nil {
		return nil, err
	}
	var asker tools.Asker
	if g.headless {
		asker = tools.HeadlessAsker{Yes: g.yes}
	}
	a.perms = tools.NewPermissions(append(tools.DefaultRules(), rules...), asker,
		tools.RuleSaverFunc(func(r tools.Rule) error { return config.SavePermission(configPath(), r) }))
	shared := tools.NewRegistry(tools.Standard(box, secrets...)...)
	shared.SetGate(a.perms)
	defs, err := tools.LoadDefinitions(tools.DefinitionDirs(wd, xdg.ConfigHome)...)
	for _, b := range brokenTools(err) {
		a.warnings = append(a.warnings, b.err)
		a.broken = append(a.broken, b)
	}
	a.runner = &agentRunner{}
	for _, t := range tools.Build(defs, tools.BuildOptions{Registry: shared, Sandbox: box, Agents: a.runner, SecretEnv: secrets}) {
		shared.Register(t)
	}
	servers, err := a.cfg.MCPServers()
	if err != nil {
		return nil, err
	}
	if len(servers) > 0 {
		m, err := mcp.NewManager(shared, servers, mcp.Options{SecretEnv: secrets, SpillDir: filepath.Join(xdg.StateHome, "grove", "spill")})
		if err != nil {
			a.warnings = append(a.warnings, err.Error())
		}
		a.mcp = m
	}
	return shared, nil
}

func (a *app) resolve(name string) (config.Definition, error) {
	if name == "" {
		name = config.DefaultAgentName
	}
	if d, ok := a.agents[name]; ok {
		return d, nil
	}
	if err := brokenAgent(a.cfg, name); err != nil {
		return config.Definition{}, err
	}
	return config.Definition{}, fmt.Errorf("no agent named %q (available: %s)", name, strings.Join(a.agentNames(), ", "))
}

func (a *app) agentNames() []string {
	names := make([]string, 0, len(a.agents))
	for n := range a.agents {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// modelNames are the config's model profiles, for /model completion.
func (a *app) modelNames() []string {
	out := make([]string, 0, len(a.cfg.Models))
	for n := range a.cfg.Models {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// agentList is the agents sorted by name, the default one first.
func (a *app) agentList() []config.Definition {
	out := []config.Definition{a.agents[config.DefaultAgentName]}
	for _, n := range a.agentNames() {
		if n != config.DefaultAgentName {
			out = append(out, a.agents[n])
		}
	}
	return out
}

func (a *app) Close() {
	if a.stopIndex != nil {
		a.stopIndex()
	}
	a.team.Close()
	a.rt.Close()
	if a.events != nil {
		a.events.Close()
	}
	if a.mcp != nil {
		a.mcp.Close()
	}
	a.store.Close()
	if a.logF != nil {
		a.logF.Close()
	}
}

// offlinePace is the offline model's words per second: GROVE_OFFLINE_WPS,
// else the config, else the default (0 means as fast as possible).
func offlinePace(cfg config.Config) float64 {
	if v := os.Getenv("GROVE_OFFLINE_WPS"); v != "" {
		var f float64
		if _, err := fmt.Sscan(v, &f); err == nil && f >= 0 {
			return f
		}
	}
	if cfg.Offline.WordsPerSecond != nil && *cfg.Offline.WordsPerSecond >= 0 {
		return *cfg.Offline.WordsPerSecond
	}
	return llm.DefaultWordsPerSecond
}

// openLog writes logs to $XDG_STATE_HOME/grove/grove.log, never the terminal.
func openLog() (*slog.Logger, *os.File) {
	dir := filepath.Join(xdg.StateHome, "grove")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return slog.New(slog.DiscardHandler), nil
	}
	f, err := os.OpenFile(filepath.Join(dir, "grove.log"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return slog.New(slog.DiscardHandler), nil
	}
	return slog.New(slog.NewTextHandler(f, &slog.HandlerOptions{Level: slog.LevelInfo})), f
}

var errAborted = errors.New("aborted")
