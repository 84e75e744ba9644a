package cmd

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/session"
)

func newEventsCmd(g *globals) *cobra.Command {
	var conv string
	var follow, asJSON bool
	cmd := &cobra.Command{
		Use:   "events",
		Short: "The event log: turns, steps, tool calls, background work, compaction and memory extraction",
		Long: "Prints the event log oldest first. --json prints one JSON object per line; --follow keeps printing " +
			"new events until interrupted. Events older than events.retention_days (default 30) are deleted when a " +
			"command that runs turns starts.",
		Args: cobra.NoArgs,
		RunE: g.withStore(func(cmd *cobra.Command, _ []string, st *session.Store) error {
			ctx := cmd.Context()
			q := session.EventQuery{Limit: 1000}
			if conv != "" {
				c, err := st.ResolveConversation(ctx, conv)
				if err != nil {
					return err
				}
				q.ConversationID = c.ID
			}
			out := bufio.NewWriter(cmd.OutOrStdout())
			defer out.Flush()
			printed := 0
			drain := func() error {
				for {
					evs, err := st.Events(ctx, q)
					if err != nil {
						return err
					}
					for _, ev := range evs {
						if err := printEvent(out, ev, asJSON); err != nil {
							return err
						}
						q.AfterID = ev.ID
						printed++
					}
					if len(evs) < q.Limit {
						return out.Flush()
					}
				}
			}
			if err := drain(); err != nil {
				return err
			}
			if !follow {
				if printed == 0 && !asJSON {
					fmt.Fprintln(out, "No events yet.")
				}
				return nil
			}
			changes := st.Changes(ctx, 250*time.Millisecond)
			for {
				select {
				case <-ctx.Done():
					return nil
				case _, ok := <-changes:
					if !ok {
						return nil
					}
				}
				if err := drain(); err != nil {
					if ctx.Err() != nil {
						return nil
					}
					return err
				}
			}
		}),
	}
	cmd.Flags().StringVarP(&conv, "conversation", "c", "", "only this conversation (id or prefix)")
	cmd.Flags().BoolVarP(&follow, "follow", "f", false, "keep printing new events until interrupted")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object per line")
	return cmd
}

// printEvent prints one event: a JSON object, or a line with its time,
// name, conversation, turn, agent, duration and the rest of its data.
func printEvent(w io.Writer, ev session.Event, asJSON bool) error {
	if asJSON {
		b, err := json.Marshal(ev)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", b)
		return err
	}
	var d map[string]any
	// Written by the recorder from a map; damaged data shows empty columns.
	_ = json.Unmarshal(ev.Data, &d)
	agentName, _ := d["agent"].(string)
	dur := ""
	if v, ok := d["duration_ms"].(float64); ok {
		dur = (time.Duration(v) * time.Millisecond).String()
	}
	delete(d, "agent")
	delete(d, "duration_ms")
	keys := make([]string, 0, len(d))
	for k := range d {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var rest []string
	for _, k := range keys {
		v := d[k]
		if v == nil || v == "" {
			continue
		}
		b, _ := json.Marshal(v)
		rest = append(rest, k+"="+strings.Trim(string(b), `"`))
	}
	_, err := fmt.Fprintf(w, "%s  %-20s  %-8s  %-8s  %-12s  %8s  %s\n", ev.CreatedAt.Local().Format("2006-01-02 15:04:05.000"),
		ev.Kind, short(ev.ConversationID), short(ev.TurnID), clip.Line(agentName, 12), dur, clip.Line(strings.Join(rest, " "), 120))
	return err
}

func short(id string) string {
	if len(id) > 8 {
		return id[:8]
	}
	if id == "" {
		return "-"
	}
	return id
}
