package cmd

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/memory"
	"github.com/grovechat/grove/session"
)

// newMemorySetCmd writes a memory under a key: a later set under the same
// key supersedes it (the old one is kept, marked superseded).
func newMemorySetCmd(g *globals) *cobra.Command {
	var typ string
	var sig float64
	var asJSON bool
	cmd := g.agentVerb("set NAME KEY VALUE… | -", "Remember a value under a key (a later set replaces it)", 2, -1, func(cmd *cobra.Command, args []string, e *agentEnv, d config.Definition) error {
		key := args[1]
		var value string
		switch {
		case len(args) > 3 || (len(args) == 3 && args[2] != "-"):
			value = strings.Join(args[2:], " ")
		case len(args) == 2 && isTerminal(cmd.InOrStdin()):
			return fmt.Errorf("set: no value for %q: give it after the key, or pipe it in (- reads stdin)", key)
		default:
			var err error
			if value, err = sendMessage(cmd, []string{"set", "-"}, ""); err != nil {
				return fmt.Errorf("set: %w", err)
			}
		}
		nm := memory.NewMemory{Type: typ, Content: value}
		if cmd.Flags().Changed("significance") {
			nm.Significance = memory.Sig(sig)
		}
		m, superseded, err := e.mem.Set(cmd.Context(), d.Name, key, nm)
		if err != nil {
			return err
		}
		out := cmd.OutOrStdout()
		if asJSON {
			return json.NewEncoder(out).Encode(map[string]any{"memory": m, "superseded": superseded})
		}
		fmt.Fprintf(out, "Set %s = memory %s", m.Key, m.ID)
		if len(superseded) > 0 {
			fmt.Fprintf(out, " (supersedes %s)", strings.Join(superseded, ", "))
		}
		fmt.Fprintln(out)
		return nil
	})
	cmd.Long = "Writes VALUE as a memory of NAME under KEY. The live memory under KEY, if any, is kept but marked " +
		"superseded by the new one (memory get ID still shows it; search no longer finds it). " +
		"`grove agent memory get NAME KEY` prints the live value; the agent's memory_write tool takes a key too."
	cmd.Example = `  grove agent memory set alice deploy-target "production, eu-west-1"
  grove agent memory get alice deploy-target`
	fl := cmd.Flags()
	fl.StringVar(&typ, "type", "", "memory type ("+strings.Join(memory.Types, ", ")+")")
	fl.Float64Var(&sig, "significance", memory.DefaultSignificance, "significance 0–1")
	fl.BoolVar(&asJSON, "json", false, "print the new memory and what it superseded as JSON")
	return cmd
}

// memoryByIDOrKey reads what `memory get NAME ARG` names: the agent's
// memory with the id ARG, else its live memory under the key ARG. byKey
// says which it was.
func memoryByIDOrKey(cmd *cobra.Command, e *agentEnv, agent, arg string) (m memory.Memory, byKey bool, err error) {
	m, err = e.mem.Get(cmd.Context(), agent, arg)
	if !session.IsNotFound(err) {
		return m, false, err
	}
	m, err = e.mem.ByKey(cmd.Context(), agent, arg)
	if session.IsNotFound(err) {
		return m, true, session.Errorf(session.ENOTFOUND, "%s has no memory with the id %s and none under the key %q (see grove agent memory list %s)", agent, arg, arg, agent)
	}
	return m, true, err
}
