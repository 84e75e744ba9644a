package config

import (
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/grovechat/grove/internal/fswatch"
	"github.com/grovechat/grove/internal/tick"
)

// Catalog is the config and the agent definitions as their files say now.
// Other processes (grove agent create, an editor) change those files while
// grove runs: Reload reads them again when one changed (by content), and Watch does so
// on its own goroutine and tells subscribers. A file that no longer parses
// keeps its last good definition (or config), and its error is reported in
// Problems until the file is fixed.
type Catalog struct {
	opts CatalogOptions

	mu       sync.RWMutex
	cfg      Config
	agents   map[string]Definition
	bySource map[string]Definition // the last good definition of each file
	problems []error
	sig      string
	version  int64

	subMu sync.Mutex
	subs  map[chan struct{}]bool
}

// CatalogOptions say where the files are.
type CatalogOptions struct {
	ConfigPath string
	// Dirs are the agent directories, the one that wins first (the
	// project's .agents, then the user's).
	Dirs []string
	// Default gives the agent named DefaultAgentName when no file defines
	// it (nil: no default agent).
	Default func(Config) (Definition, error)
}

// CatalogChange is what a reload changed.
type CatalogChange struct {
	Added, Removed, Changed []string // agent names
	Config                  bool     // the config (models, defaults) changed
	// Problems are the files that do not parse now (each error names file,
	// line and field, and says when a last good definition is kept).
	Problems []error
}

// Empty reports whether nothing a person would notice changed.
func (c CatalogChange) Empty() bool {
	return len(c.Added)+len(c.Removed)+len(c.Changed)+len(c.Problems) == 0 && !c.Config
}

// NewCatalog reads the config and the agent files. A config that does not
// parse, or a default agent that cannot be made, is an error; bad agent
// files and the config's unknown keys are Problems.
func NewCatalog(o CatalogOptions) (*Catalog, error) {
	cfg, err := LoadConfig(o.ConfigPath)
	if err != nil {
		return nil, err
	}
	c := &Catalog{opts: o, subs: map[chan struct{}]bool{}}
	defs, problems, err := c.load(cfg, nil)
	if err != nil {
		return nil, err
	}
	problems = append(unknownKeys(cfg), problems...)
	c.cfg, c.agents, c.problems, c.sig = cfg, defs, problems, o.signature(defs)
	c.bySource = bySource(defs)
	return c, nil
}

// load reads the agent files under cfg; a bad file whose last good
// definition is in prev keeps it.
func (c *Catalog) load(cfg Config, prev map[string]Definition) (map[string]Definition, []error, error) {
	defs, errs := LoadAgents(cfg, c.opts.Dirs...)
	var problems []error
	for _, err := range errs {
		var de *DefinitionError
		if errors.As(err, &de) {
			if old, ok := prev[de.File]; ok {
				if _, defined := defs[old.Name]; !defined {
					defs[old.Name] = old
					problems = append(problems, fmt.Errorf("keeping %s's last good definition: %w", old.Name, err))
					continue
				}
			}
		}
		problems = append(problems, err)
	}
	if _, ok := defs[DefaultAgentName]; !ok && c.opts.Default != nil {
		d, err := c.opts.Default(cfg)
		if err != nil {
			return nil, problems, err
		}
		defs[DefaultAgentName] = d
	}
	return defs, problems, nil
}

func bySource(defs map[string]Definition) map[string]Definition {
	out := make(map[string]Definition, len(defs))
	for _, d := range defs {
		if d.Source != "" && d.Source != "built-in" {
			out[d.Source] = d
		}
	}
	return out
}

// signature describes the files: the config file, every agent file and
// the system prompt files the agents in defs were read with, by name and a
// hash of the content (the files are small; a modification time can stay
// the same across two quick writes).
func (o CatalogOptions) signature(defs map[string]Definition) string {
	var b strings.Builder
	stat := func(path string) {
		if data, err := os.ReadFile(path); err == nil {
			h := fnv.New64a()
			h.Write(data)
			fmt.Fprintf(&b, "%s %x\n", path, h.Sum64())
		}
	}
	stat(o.ConfigPath)
	for _, dir := range o.Dirs {
		ents, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		for _, e := range ents {
			if n := e.Name(); !e.IsDir() && (strings.HasSuffix(n, ".yaml") || strings.HasSuffix(n, ".yml")) {
				stat(filepath.Join(dir, n))
			}
		}
	}
	var extra []string
	for _, d := range defs {
		if d.SystemFile != "" {
			extra = append(extra, d.SystemFile)
		}
	}
	sort.Strings(extra)
	for _, f := range slices.Compact(extra) {
		stat(f)
	}
	return b.String()
}

// Reload reads the files again if any changed since the last read and
// returns what changed (ok false when no file changed). A config that no
// longer parses keeps the last good one; so does an agent file.
func (c *Catalog) Reload() (change CatalogChange, ok bool) {
	c.mu.RLock()
	oldCfg, oldDefs, prev, oldSig := c.cfg, c.agents, c.bySource, c.sig
	c.mu.RUnlock()
	same := c.opts.signature(oldDefs) == oldSig
	if same {
		return CatalogChange{}, false
	}
	cfg, err := LoadConfig(c.opts.ConfigPath)
	var problems []error
	if err != nil {
		problems = append(problems, fmt.Errorf("keeping the last good config: %w", err))
		cfg = oldCfg
	} else {
		problems = append(problems, unknownKeys(cfg)...)
	}
	defs, more, err := c.load(cfg, prev)
	problems = append(problems, more...)
	if err != nil {
		// The default agent cannot be made under the new config: keep the
		// one there was.
		problems = append(problems, fmt.Errorf("keeping the last good default agent: %w", err))
		if defs == nil {
			defs, _ = LoadAgents(cfg, c.opts.Dirs...)
		}
		if d, ok := oldDefs[DefaultAgentName]; ok {
			if _, defined := defs[DefaultAgentName]; !defined {
				defs[DefaultAgentName] = d
			}
		}
	}
	change.Problems = problems
	change.Config = !reflect.DeepEqual(cfg, oldCfg)
	for name, d := range defs {
		old, had := oldDefs[name]
		switch {
		case !had:
			change.Added = append(change.Added, name)
		case !reflect.DeepEqual(old, d):
			change.Changed = append(change.Changed, name)
		}
	}
	for name := range oldDefs {
		if _, ok := defs[name]; !ok {
			change.Removed = append(change.Removed, name)
		}
	}
	sort.Strings(change.Added)
	sort.Strings(change.Removed)
	sort.Strings(change.Changed)
	// The files read this time, with the system files the new definitions
	// name.
	sig := c.opts.signature(defs)
	c.mu.Lock()
	c.cfg, c.agents, c.problems, c.sig = cfg, defs, problems, sig
	c.bySource = bySource(defs)
	for k, d := range prev {
		if _, ok := c.bySource[k]; !ok {
			if cur, ok := defs[d.Name]; ok && reflect.DeepEqual(cur, d) {
				c.bySource[k] = d // kept while its file is broken
			}
		}
	}
	c.version++
	c.mu.Unlock()
	c.notify()
	return change, true
}

// Watch reloads when a file changed until ctx ends; each reload that
// changed something is passed to onChange (nil: subscribers are told only).
// It runs on its own goroutine. Where the kernel notifies file changes, it
// sleeps until the config, an agent directory or a system prompt file is
// written, and reads them settle after the last notification (an editor's
// write is read whole); elsewhere it reads them every interval.
func (c *Catalog) Watch(ctx context.Context, every time.Duration, onChange func(CatalogChange)) {
	reload := func() {
		if ch, ok := c.Reload(); ok && onChange != nil {
			onChange(ch)
		}
	}
	go func() {
		for ctx.Err() == nil {
			targets, key := c.watchTargets()
			wctx, stop := context.WithCancel(ctx)
			events, ok := fswatch.Watch(wctx, targets)
			if !ok {
				stop()
				tick.Every(ctx, every, reload)
				return
			}
			// A file may have changed between the last reading and the watch.
			reload()
			if _, k := c.watchTargets(); k == key {
				c.watchUntil(events, reload, key)
			}
			stop()
		}
	}()
}

// settle is how long Watch waits after a notification before reading.
const settle = 50 * time.Millisecond

// watchUntil reloads after notifications until the watch ends or a reload changes
// the files to watch (a system prompt file named or dropped).
func (c *Catalog) watchUntil(events <-chan struct{}, reload func(), key string) {
	t := time.NewTimer(settle)
	t.Stop()
	defer t.Stop()
	for {
		select {
		case _, ok := <-events: // closed when ctx ends
			if !ok {
				return
			}
			t.Reset(settle)
		case <-t.C:
			reload()
			if _, k := c.watchTargets(); k != key {
				return
			}
		}
	}
}

// watchTargets are the files signature reads: the config file, the agent
// files of each directory and the system prompt files; key names them.
func (c *Catalog) watchTargets() ([]fswatch.Target, string) {
	var files []string
	if c.opts.ConfigPath != "" {
		files = append(files, c.opts.ConfigPath)
	}
	c.mu.RLock()
	for _, d := range c.agents {
		if d.SystemFile != "" {
			files = append(files, d.SystemFile)
		}
	}
	c.mu.RUnlock()
	sort.Strings(files)
	files = slices.Compact(files)
	targets := fswatch.Files(files...)
	for _, dir := range c.opts.Dirs {
		targets = append(targets, fswatch.Target{Dir: dir, Names: func(n string) bool {
			return strings.HasSuffix(n, ".yaml") || strings.HasSuffix(n, ".yml")
		}})
	}
	return targets, strings.Join(files, "\n") + "\n" + strings.Join(c.opts.Dirs, "\n")
}

// Subscribe returns a channel that receives a signal after each reload
// (signals coalesce; read Snapshot for the state), and a function that
// ends the subscription.
func (c *Catalog) Subscribe() (<-chan struct{}, func()) {
	ch := make(chan struct{}, 1)
	c.subMu.Lock()
	c.subs[ch] = true
	c.subMu.Unlock()
	return ch, func() {
		c.subMu.Lock()
		delete(c.subs, ch)
		c.subMu.Unlock()
	}
}

func (c *Catalog) notify() {
	c.subMu.Lock()
	defer c.subMu.Unlock()
	for ch := range c.subs {
		select {
		case ch <- struct{}{}:
		default:
		}
	}
}

// Config is the config as last read.
func (c *Catalog) Config() Config {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.cfg
}

// Agent returns the definition of name.
func (c *Catalog) Agent(name string) (Definition, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	d, ok := c.agents[name]
	return d, ok
}

// Names lists the agents by name.
func (c *Catalog) Names() []string {
	c.mu.RLock()
	defer c.mu.RUnlock()
	names := make([]string, 0, len(c.agents))
	for n := range c.agents {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Agents lists the definitions sorted by name, the default agent first.
func (c *Catalog) Agents() []Definition {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.list()
}

func (c *Catalog) list() []Definition {
	out := make([]Definition, 0, len(c.agents))
	for _, d := range c.agents {
		out = append(out, d)
	}
	sort.Slice(out, func(i, j int) bool {
		if (out[i].Name == DefaultAgentName) != (out[j].Name == DefaultAgentName) {
			return out[i].Name == DefaultAgentName
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// Problems are the agent and config files that do not parse now.
func (c *Catalog) Problems() []error {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return append([]error(nil), c.problems...)
}

// CatalogSnapshot is the catalog at one moment.
type CatalogSnapshot struct {
	Version  int64
	Config   Config
	Agents   []Definition // sorted, the default agent first
	Problems []error
}

// Snapshot returns the current state in one piece.
func (c *Catalog) Snapshot() CatalogSnapshot {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return CatalogSnapshot{Version: c.version, Config: c.cfg, Agents: c.list(), Problems: append([]error(nil), c.problems...)}
}
