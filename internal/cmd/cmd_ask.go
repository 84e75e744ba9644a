package cmd

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// newAskCmd is grove ask: one question, answered outside the agent's DM
// thread in an ephemeral conversation that is erased afterwards.
func newAskCmd(g *globals) *cobra.Command {
	var keep, asJSON bool
	var model, file string
	var attach []string
	cmd := &cobra.Command{
		Use:   "ask AGENT QUESTION… | -",
		Short: "Ask an agent one question outside its DM thread; nothing of the exchange is kept (unless --keep)",
		Long: "Runs one turn in an ephemeral conversation: it is not listed, nothing of it is extracted into the agent's " +
			"memory or indexed for history search, the agent cannot write memories, notes or todos in it, and once the answer " +
			"is printed it is erased from the database (its entries, turns, model-call records and events, with the freed " +
			"space overwritten and the write-ahead log emptied), the bytes of files attached with --attach too unless another " +
			"conversation has them. The agent still reads its memories. --keep keeps the " +
			"conversation instead: listed from then on, to go on with grove send --conversation ID.",
		Example: `  grove ask alice "which port does the staging API listen on?"
  git diff | grove ask reviewer -
  grove ask alice --attach screenshot.png "what does this error mean?"`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) (err error) {
			ctx := cmd.Context()
			question, err := askQuestion(cmd, args, file)
			if err != nil {
				return err
			}
			a, err := g.openShortLived(ctx)
			if err != nil {
				return err
			}
			closed := false
			defer func() {
				if !closed {
					a.Close()
				}
			}()
			def, err := a.rt.ResolveAgent(ctx, args[0])
			if err != nil {
				return err
			}
			if err := a.checkTools(def, cmd.ErrOrStderr()); err != nil {
				return err
			}
			a.waitMCP(ctx, cmd.ErrOrStderr())
			conv, err := a.store.CreateConversation(ctx, session.NewConversation{Agent: def.Name, Ephemeral: true})
			if err != nil {
				return err
			}
			var endErr error
			var attached []session.Attachment
			a.beforeStoreClose = append(a.beforeStoreClose, func() {
				ectx := context.WithoutCancel(ctx)
				endErr = a.endEphemeral(ectx, conv.ID, keep, func(tx *sql.Tx) error {
					// Files a refused question left unnamed by any entry.
					hashes := make([]string, len(attached))
					for i, f := range attached {
						hashes[i] = f.SHA256
					}
					return session.DropAttachmentsTx(ectx, tx, hashes)
				})
			})
			for _, p := range attach {
				f, err := a.attachFiles(ctx, []string{p})
				if err != nil {
					return err
				}
				attached = append(attached, f...)
			}
			profile := def.Profile
			if model != "" {
				if p, err := a.resolveModel(model); err == nil {
					profile = p
				}
			}
			if !asJSON && profile.Provider == llm.KindOffline {
				fmt.Fprintln(cmd.ErrOrStderr(), "(offline model: no API key or local Ollama found; set ANTHROPIC_API_KEY or OPENAI_API_KEY for a real model)")
			}
			turnErr := runOneTurn(cmd, a, agent.SendRequest{ConversationID: conv.ID, Text: question, Model: model, Attachments: attached}, asJSON)
			closed = true
			a.Close() // the runtime and the event log stop first; then the exchange is erased
			if endErr == nil && !asJSON {
				if keep {
					fmt.Fprintf(cmd.ErrOrStderr(), "[kept as conversation %s · go on: grove send --conversation %s %s MESSAGE]\n", conv.ID, conv.ID, def.Name)
				} else {
					fmt.Fprintln(cmd.ErrOrStderr(), "[ephemeral: erased]")
				}
			}
			return errors.Join(turnErr, endErr)
		},
	}
	fl := cmd.Flags()
	fl.BoolVar(&keep, "keep", false, "keep the conversation afterwards (listed, to go on with grove send --conversation)")
	fl.StringVarP(&model, "model", "m", "", "answer with this model instead of the agent's (a profile, provider/model, or offline)")
	fl.StringVar(&file, "file", "", "read the question from this file")
	fl.StringArrayVar(&attach, "attach", nil, "attach this file to the question (repeatable): an image (png, jpeg, gif, webp), a PDF or a text file, at most attachments.max_bytes (20 MB); erased with the exchange")
	fl.BoolVar(&asJSON, "json", false, "print one JSON object per event line")
	fl.BoolVar(&g.yes, "yes", false, "allow tools that would ask for permission (shell, file writes)")
	return cmd
}

// runOneTurn sends req and streams the turn to the command's output until
// it has ended, background work included; a turn that did not complete is
// an error.
func runOneTurn(cmd *cobra.Command, a *app, req agent.SendRequest, asJSON bool) error {
	ctx := cmd.Context()
	sub := a.rt.Subscribe()
	defer sub.Close()
	t, err := a.rt.Send(ctx, req)
	if err != nil {
		return err
	}
	final, err := streamTurn(ctx, a.rt, sub, t, cmd.OutOrStdout(), asJSON, false)
	if err != nil {
		return err
	}
	if !asJSON {
		fmt.Fprintln(cmd.ErrOrStderr())
	}
	if final.Status != session.TurnCompleted {
		if final.Error != "" {
			return fmt.Errorf("turn %s: %s", final.Status, final.Error)
		}
		return fmt.Errorf("turn %s", final.Status)
	}
	return nil
}

// endEphemeral ends an ephemeral conversation's exchange: kept (an
// ordinary conversation from now on), or erased with also's rows.
func (a *app) endEphemeral(ctx context.Context, convID string, keep bool, also func(*sql.Tx) error) error {
	if keep {
		return a.mem.KeepConversation(ctx, convID)
	}
	return a.store.EraseConversation(ctx, convID, also)
}

// askQuestion is the question of grove ask: its words after the agent's
// name, or what --file or - gives.
func askQuestion(cmd *cobra.Command, args []string, file string) (string, error) {
	var question string
	if len(args) > 2 {
		question = strings.Join(args[1:], " ")
	} else {
		var err error
		if question, err = sendMessage(cmd, args, file); err != nil {
			return "", err
		}
	}
	if strings.TrimSpace(question) == "" {
		return "", fmt.Errorf("nothing to ask: the question is empty")
	}
	return question, nil
}
