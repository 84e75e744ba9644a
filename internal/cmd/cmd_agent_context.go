package cmd

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/assemble"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/memtools"
	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

func newAgentContextCmd(g *globals) *cobra.Command {
	var convRef, input string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "context NAME --conversation ID",
		Short: "Show what the agent's next prompt in a conversation would contain, section by section",
		Long: "Assembles the prompt the agent would get for its next message in the conversation (current branch): " +
			"system prompt, soul, memories, todos, notes, background work, thin thread and the input, with the token " +
			"budget of each. --input sets the message to assume (default: none, memories are searched with the last one).",
		Args:              cobra.ExactArgs(1),
		ValidArgsFunction: g.completeAgentName,
		PreRunE: func(*cobra.Command, []string) error {
			if convRef == "" {
				return errors.New("--conversation is required (see grove list)")
			}
			return nil
		},
		RunE: g.withAgent(func(cmd *cobra.Command, _ []string, e *agentEnv, d config.Definition) error {
			ctx := cmd.Context()
			conv, err := e.st.ResolveConversation(ctx, convRef)
			if err != nil {
				return err
			}
			in, err := nextContextInput(ctx, e, d, conv, input)
			if err != nil {
				return err
			}
			a, err := assemble.New(e.mem).Explain(ctx, assemble.Input{ContextInput: in})
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			if asJSON {
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				return enc.Encode(a)
			}
			fmt.Fprintf(out, "conversation %s · branch %s\n", conv.ID, conv.CurrentBranch)
			return a.Format(out)
		}),
	}
	cmd.Flags().StringVar(&convRef, "conversation", "", "conversation id or unique prefix")
	cmd.Flags().StringVar(&input, "input", "", "the next message to assume")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// nextContextInput is the context input of a turn that would start now on
// the conversation's current branch (agent.NextInput), with the built-in
// and memory tools.
func nextContextInput(ctx context.Context, e *agentEnv, d config.Definition, conv session.Conversation, input string) (agent.ContextInput, error) {
	reg := tools.NewRegistry(append(tools.Builtins(), memtools.New(e.mem, d.Name)...)...)
	return agent.NextInput(ctx, e.st, d, conv, input, reg.Specs(d.WithDefaults().Tools), time.Now())
}
