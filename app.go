package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"github.com/adrg/xdg"

	"grove/agent"
	"grove/agent/llm"
	"grove/session"
	"grove/tools"
)

// app is the wiring every runtime-using command shares.
type app struct {
	store *session.Store
	rt    *agent.Runtime
	log   *slog.Logger
	logF  *os.File
	agent agent.Definition
}

func (g *globals) openApp(ctx context.Context) (*app, error) {
	st, err := g.openStore(ctx)
	if err != nil {
		return nil, userError(err)
	}
	a := &app{store: st}
	a.log, a.logF = openLog()
	// Detecting the default model probes a local Ollama for at most 300 ms.
	dctx, cancel := context.WithTimeout(ctx, 400*time.Millisecond)
	profile := llm.DetectDefault(dctx, os.Getenv, llm.DefaultOllamaURL)
	cancel()
	if m := os.Getenv("GROVE_MODEL"); m == "offline" {
		profile = llm.OfflineProfile()
	}
	a.agent = agent.DefaultAssistant(profile)
	pace := offlinePace()
	a.rt = agent.New(agent.Options{
		Store: st,
		Tools: tools.NewRegistry(tools.Builtins()...),
		Agent: func(name string) (agent.Definition, error) {
			if name == a.agent.Name || name == "" {
				return a.agent, nil
			}
			return agent.Definition{}, fmt.Errorf("no agent named %q (available: %s)", name, a.agent.Name)
		},
		Provider: func(p llm.Profile) (llm.Provider, error) {
			if p.Provider == llm.KindOffline {
				return &llm.Offline{WordsPerSecond: pace}, nil
			}
			return llm.New(p)
		},
		Log: a.log,
	})
	if _, err := a.rt.Recover(ctx); err != nil {
		a.log.Warn("recovering turns", "err", err)
	}
	return a, nil
}

func (a *app) Close() {
	a.rt.Close()
	a.store.Close()
	if a.logF != nil {
		a.logF.Close()
	}
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
