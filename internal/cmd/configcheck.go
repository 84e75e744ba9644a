package cmd

import (
	"errors"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/errs"
)

// configNeeds says which sections of the config file a command reads, by
// the command under grove it belongs to (agent for agent info, …). A
// command not listed reads none.
var configNeeds = map[string][]string{
	"send":  config.TurnSections,
	"new":   config.TurnSections,
	"run":   config.TurnSections,
	"start": config.TurnSections,
	"serve": config.TurnSections,
	"ask":   config.TurnSections,
	"agent": {config.SectionDefaultModel, config.SectionOffline, config.SectionModels, config.SectionEmbeddings},
	"mcp":   {config.SectionMCP},
}

// neededSections are the sections of the config cmd reads.
func neededSections(cmd *cobra.Command) []string {
	top := cmd
	for top.HasParent() && top.Parent().HasParent() {
		top = top.Parent()
	}
	return configNeeds[top.Name()]
}

// checkConfig tells, on w, what is wrong in the config file that cmd
// goes on without: every key grove does not know outside the sections cmd
// reads, and a file that does not load at all when cmd reads none. What
// cmd needs is its own error when it loads the config (configFor). The
// TUI (the root command) shows the same problems on its screen.
func checkConfig(cmd *cobra.Command, w io.Writer) {
	if !cmd.HasParent() {
		return
	}
	needs := neededSections(cmd)
	cfg, err := config.LoadConfig(configPath())
	if err != nil {
		if len(needs) == 0 {
			fmt.Fprintln(w, "grove: warning:", errs.UserMessage(err))
		}
		return
	}
	warnings, _ := cfg.KeyProblems(needs...)
	for _, p := range warnings {
		fmt.Fprintln(w, "grove: warning:", errs.UserMessage(p))
	}
}

// configFor loads the config for a command that reads the sections needs:
// a key grove does not know in one of them is an error (the command would
// go on with something other than what the person meant); checkConfig
// has warned of the others.
func configFor(needs ...string) (config.Config, error) {
	cfg, err := config.LoadConfig(configPath())
	if err != nil {
		return cfg, err
	}
	if _, err := cfg.KeyProblems(needs...); err != nil {
		return cfg, err
	}
	return cfg, nil
}

// notConfigKey drops the config's unknown keys from a catalog's problems:
// checkConfig has printed them already.
func notConfigKey(cfg config.Config, p error) bool {
	var de *config.DefinitionError
	if !errors.As(p, &de) || de.File != cfg.Path {
		return true
	}
	for _, u := range cfg.Unknown {
		if u.Err == de {
			return false
		}
	}
	return true
}
