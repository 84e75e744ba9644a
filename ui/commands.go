package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/themes"
)

// slashCommand is one /command of the input box.
type slashCommand struct {
	name string
	args string
	help string
}

var slashCommands = []slashCommand{
	{"new", "[agent]", "start a new conversation"},
	{"agent", "<name>", "choose the agent for new conversations"},
	{"dm", "[agent]", "open an agent's personal thread (grove send continues it)"},
	{"participants", "", "who takes part in this conversation"},
	{"remove", "<agent>", "end a looped-in agent's part in this conversation"},
	{"model", "[name|-]", "model for this conversation's next turns; - resets"},
	{"jobs", "", "background jobs: cancel, jump to the turn"},
	{"search", "[words]", "search all conversations (alt+s)"},
	{"ws", "[workflow[:tag]]", "open a workspace channel (none: the switcher)"},
	{"start", "<file> [--tag T]", "start a workflow: setup, channel, kickoff"},
	{"stop", "[workflow[:tag]]", "stop a running workflow instance"},
	{"stop-agent", "<agent> [--now]", "hold an agent: nothing new is delivered (--now cancels its turns)"},
	{"start-agent", "<agent>", "resume a stopped agent, or one in the error state"},
	{"theme", "<name>", "switch the colour theme (saved)"},
	{"export", "[file]", "write this branch as markdown"},
	{"title", "<text>", "rename this conversation"},
	{"continue", "", "continue the last incomplete or failed turn"},
	{"budget", "[branch] USD|none", "cap what turns here (or the branch) may spend"},
	{"subagent", "", "open the running sub-agent's conversation"},
	{"cancel", "", "cancel the focused turn"},
	{"tree", "", "show the conversation tree"},
	{"branch", "<name>", "switch to a branch"},
	{"rename", "<name>", "rename the current branch"},
	{"label", "<text>", "label the current branch"},
	{"delete", "<branch>", "delete a branch (its entries stay)"},
	{"fork", "", "fork the current branch into a new conversation"},
	{"regen", "[agent]", "regenerate the last reply (with another agent)"},
	{"variants", "<m1,m2> <text>", "each model answers: candidate replies"},
	{"rerun", "<agent> [name]", "re-run this branch's inputs with an agent into a new branch"},
	{"compare", "[a] [b]", "compare two branches side by side"},
	{"replay", "", "step through this branch entry by entry"},
	{"compact", "", "summarize this branch so its context fits again"},
	{"attach", "<path>", "attach a file to the next message (tab completes; alone: lists them); pasting a file's path attaches it too (ctrl+z: paste it as text)"},
	{"detach", "[N|all]", "take an attached file off the next message (the last one, the Nth, or all)"},
	{"inject", "<text>", "add a note the model reads as context (ctrl+x, x excludes a message)"},
	{"editnote", "<id> <text>", "replace a note's text (ctrl+x, e on a note)"},
	{"summaries", "on|off", "record a summary of the branch you leave"},
	{"stats", "", "cost and usage by branch, agent, model, workspace"},
	{"memory", "[agent]", "an agent's memories: search, edit, supersede, delete"},
	{"notes", "[agent]", "an agent's notes: read, edit in $EDITOR"},
	{"todo", "[agent]", "an agent's todos: add, tick off"},
	{"tools", "", "expand or collapse tool calls"},
	{"thinking", "", "show or hide thinking"},
	{"timestamps", "", "show or hide timestamps"},
	{"dismiss", "", "hide the warnings about files that do not load"},
	{"help", "", "show every key and command"},
	{"quit", "", "leave grove"},
}

// completions lists what the /command being typed could become.
func (m *Model) completions(text string) []string {
	if !strings.HasPrefix(text, "/") || strings.Contains(text, "\n") {
		return nil
	}
	name, arg, hasArg := strings.Cut(text[1:], " ")
	if !hasArg {
		var out []string
		for _, c := range slashCommands {
			if strings.HasPrefix(c.name, name) {
				out = append(out, "/"+c.name)
			}
		}
		return out
	}
	var opts []string
	switch name {
	case "theme":
		opts = themes.Names()
	case "agent", "new", "regen", "rerun", "dm", "stop-agent", "start-agent", "memory", "notes", "todo":
		for _, a := range m.agents {
			opts = append(opts, a.Name)
		}
	case "branch", "delete", "compare":
		if cv := m.cur(); cv != nil && cv.tree != nil {
			for _, b := range cv.tree.Branches {
				opts = append(opts, b.Name)
			}
		}
	case "summaries":
		opts = []string{"on", "off"}
	case "ws", "stop":
		for _, w := range m.ws.workspaces {
			if name == "ws" || w.Status == session.WorkspaceRunning {
				opts = append(opts, w.Key())
			}
		}
	case "model":
		opts = append(append(opts, m.models...), "offline", "-")
	}
	var out []string
	for _, o := range opts {
		if strings.HasPrefix(o, arg) {
			out = append(out, "/"+name+" "+o)
		}
	}
	return out
}

// commonPrefix is the longest prefix all of cs (at least one) share.
func commonPrefix(cs []string) string {
	p := cs[0]
	for _, c := range cs[1:] {
		for !strings.HasPrefix(c, p) {
			p = p[:len(p)-1]
		}
	}
	return p
}

// complete extends the input to the longest common prefix of its
// completions when that is a whole word; otherwise (several commands share
// a prefix that is not itself one, like /comp) Tab puts in the first whole
// candidate and each further Tab the next one, never a cut word.
func (m *Model) complete() {
	cur := m.in.ta.Value()
	if n := len(m.in.tabRing); n > 0 && cur == m.in.tabRing[m.in.tabAt] {
		m.in.tabAt = (m.in.tabAt + 1) % n
		m.in.ta.SetValue(m.in.tabRing[m.in.tabAt])
		m.in.ta.CursorEnd()
		return
	}
	m.in.tabRing = nil
	cs := m.completions(cur)
	if len(cs) == 0 {
		return
	}
	p := commonPrefix(cs)
	whole := len(cs) == 1
	for _, c := range cs {
		whole = whole || c == p
	}
	if !whole {
		m.in.tabRing, m.in.tabAt = make([]string, len(cs)), 0
		for i, c := range cs {
			if !strings.Contains(c, " ") {
				c += " "
			}
			m.in.tabRing[i] = c
		}
		m.in.ta.SetValue(m.in.tabRing[0])
		m.in.ta.CursorEnd()
		return
	}
	if len(cs) == 1 && !strings.Contains(p, " ") {
		p += " "
	}
	if len(p) > len(cur) {
		m.in.ta.SetValue(p)
		m.in.ta.CursorEnd()
	}
}

func (m *Model) runCommand(text string) tea.Cmd {
	name, arg, _ := strings.Cut(strings.TrimPrefix(text, "/"), " ")
	arg = strings.TrimSpace(arg)
	switch name {
	case "new":
		ag := m.newAgentName()
		if arg != "" {
			if _, ok := m.agentDef(arg); !ok {
				return m.noAgent(arg)
			}
			ag = arg
		}
		return createConv(m.c.ctx, m.c.store, ag)
	case "agent":
		if arg == "" {
			m.openPalette("agent ")
			return nil
		}
		return m.pickAgent(arg)
	case "model":
		return m.modelCommand(arg)
	case "dm", "participants", "remove":
		return m.participantsCommand(name, arg)
	case "jobs":
		return m.openJobs()
	case "search":
		return m.openSearch(arg)
	case "ws", "workspace", "start", "stop":
		return m.workspaceCommand(name, arg)
	case "stop-agent", "start-agent":
		return m.agentStateCommand(name, arg)
	case "theme":
		if arg == "" {
			m.openPalette("theme ")
			return nil
		}
		return m.setTheme(arg, true)
	case "export":
		if m.current == "" {
			return m.flash("no conversation to export", true)
		}
		return exportConv(m.c.ctx, m.c.store, m.current, arg)
	case "dismiss":
		if !m.dismissProblems() {
			return m.flash("no warnings to dismiss", false)
		}
		return nil
	case "title":
		if m.current == "" || arg == "" {
			return m.flash("usage: /title <text>", true)
		}
		return renameConv(m.c.ctx, m.c.store, m.current, arg)
	case "continue":
		return m.continueCommand()
	case "cancel":
		if id := m.focusedTurn(); id != "" {
			return cancelTurn(m.c.rt, id)
		}
		if cmd := m.runsElsewhere(); cmd != nil {
			return cmd
		}
		return m.flash("no running turn here", false)
	case "tree", "branch", "rename", "label", "delete", "fork", "regen", "rerun", "compare", "replay", "compact", "summaries", "stats":
		return m.treeCommand(name, arg)
	case "inject", "editnote":
		return m.noteCommand(name, arg)
	case "attach", "detach":
		cmd, _ := m.attachCommand(name, arg)
		return cmd
	case "budget":
		return m.budgetCommand(arg)
	case "subagent":
		return m.openSubAgent()
	case "memory", "notes", "todo":
		return m.knowCommand(knowKind(slices.Index([]string{"memory", "notes", "todo"}, name)), arg)
	case "variants":
		return m.variantsCommand(arg)
	case "tools":
		m.tl.flags ^= flagTools
	case "thinking":
		m.tl.flags ^= flagThinking
	case "timestamps":
		m.tl.flags ^= flagTimes
	case "help":
		m.openHelp()
	case "quit", "q", "exit":
		return tea.Quit
	default:
		return m.flash("unknown command /"+name+" (try /help)", true)
	}
	return nil
}

// modelCommand shows or sets the model override of the current
// conversation (the next turns use it; turns already running keep theirs).
func (m *Model) modelCommand(arg string) tea.Cmd {
	d, ok := m.agentDef(m.convAgent())
	if !ok {
		return m.flash("no agent", true)
	}
	base := fmt.Sprintf("%s uses %s (profile %s)", d.Name, modelLabel(d.Profile), orStr(d.Profile.Name, "default"))
	ov := m.overrideOf(m.current)
	has := ov != ""
	switch {
	case arg == "":
		if has {
			return m.flash(base+"; this conversation's next turns use "+ov+" (/model - resets)", false)
		}
		return m.flash(base+"; /model NAME picks another for this conversation", false)
	case arg == "-" || arg == "default" && !m.knownModel("default"):
		if !has {
			return m.flash(base, false)
		}
		m.modelOverride[m.current] = "" // chosen: not the one of the branch's last turn
		return m.flash("back to "+modelLabel(d.Profile)+" for the next turns", false)
	case !m.knownModel(arg) && !d.RunsCLI(): // an agent CLI takes its own model names
		return m.flash(m.unknownModel(arg), true)
	}
	m.modelOverride[m.current] = arg
	return m.flash("the next turns here use "+arg, false)
}

// modelProviders are the providers a "provider/model" reference can name.
var modelProviders = []string{llm.KindAnthropic, llm.KindOpenAI, llm.KindOllama}

// knownModel accepts what the runtime can resolve: a profile name from the
// config, offline, or provider/model with a known provider.
func (m *Model) knownModel(name string) bool {
	if name == "offline" {
		return true
	}
	if prov, model, ok := strings.Cut(name, "/"); ok {
		return model != "" && slices.Contains(modelProviders, prov)
	}
	return slices.Contains(m.models, name)
}

// unknownModel says why a model reference is refused and what would work.
func (m *Model) unknownModel(name string) string {
	choices := append(append([]string(nil), m.models...), "offline")
	for _, p := range modelProviders {
		choices = append(choices, p+"/MODEL")
	}
	msg := "no model " + strconv.Quote(name)
	if prov, _, ok := strings.Cut(name, "/"); ok {
		msg = "unknown provider " + strconv.Quote(prov)
	}
	lower := strings.ToLower(name)
	switch {
	case strings.Contains(name, "/"):
	case strings.HasPrefix(lower, "gpt") || strings.HasPrefix(lower, "o1") || strings.HasPrefix(lower, "o3") || strings.HasPrefix(lower, "o4"):
		msg += " — did you mean openai/" + name + "?"
	case strings.HasPrefix(lower, "claude"):
		msg += " — did you mean anthropic/" + name + "?"
	}
	return msg + " (choose: " + strings.Join(choices, ", ") + ")"
}

// effectiveModel is the status bar's model: the override, else the agent's.
func (m *Model) effectiveModel(d config.Definition) (label string, override bool) {
	if ov := m.overrideOf(m.current); ov != "" {
		return ov, true
	}
	return modelLabel(d.Profile), false
}

// overrideOf is the model a conversation's next turns run on instead of
// the agent's ("" for none): the one chosen here with /model (also "none",
// by /model -), else the one the newest turn of the branch on screen ran
// on, so an override chosen before a restart stays in force and shows.
func (m *Model) overrideOf(convID string) string {
	if ov, ok := m.modelOverride[convID]; ok {
		return ov
	}
	cv := m.tl.views[convID]
	if cv == nil {
		return ""
	}
	var last session.Turn
	for _, t := range cv.turns {
		if t.Branch == cv.branch && (last.ID == "" || t.CreatedAt.After(last.CreatedAt) || t.CreatedAt.Equal(last.CreatedAt) && t.ID > last.ID) {
			last = t
		}
	}
	return last.Model
}

func (m *Model) pickAgent(name string) tea.Cmd {
	for i, a := range m.agents {
		if a.Name == name {
			m.agent = i
			return m.flash("new conversations go to "+name+" (ctrl+n)", false)
		}
	}
	return m.noAgent(name)
}

// noAgent refuses a name that is no agent: with the problem of its file
// when the file is broken, else with the agents there are.
func (m *Model) noAgent(name string) tea.Cmd {
	if p := m.brokenAgentFile(name); p != "" {
		return m.flash(p, true)
	}
	names := make([]string, 0, len(m.agents))
	for _, a := range m.agents {
		names = append(names, a.Name)
	}
	return m.flash("no agent named "+name+" (have: "+strings.Join(names, ", ")+")", true)
}

// convAgent is the agent of the current conversation.
func (m *Model) convAgent() string {
	if cv := m.cur(); cv != nil && cv.conv.Agent != "" {
		return cv.conv.Agent
	}
	return m.newAgentName()
}

func modelLabel(p llm.Profile) string {
	if p.Provider == llm.KindOffline {
		return "offline model"
	}
	if p.Model == "" {
		return p.Provider
	}
	return p.Model
}

func (m *Model) paletteRun(it paletteItem) tea.Cmd {
	switch it.kind {
	case "conversation":
		return m.open(it.id)
	case "agent":
		return m.pickAgent(it.id)
	case "dm":
		return openDM(m.c.ctx, m.c.store, it.id)
	case "workspace":
		return m.openWorkspace(it.id)
	case "theme":
		return m.setTheme(it.id, true)
	case "command":
		c := slashCommands[0]
		for _, sc := range slashCommands {
			if sc.name == it.id {
				c = sc
			}
		}
		if strings.HasPrefix(c.args, "<") {
			m.in.ta.SetValue("/" + c.name + " ")
			m.layout()
			return nil
		}
		return m.runCommand("/" + c.name)
	}
	return nil
}
