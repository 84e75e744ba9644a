package cmd

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/session"
)

// waitCompaction lets the compaction a turn started in the background (its
// conversation outgrew half the model's window) write its summary before
// grove send exits, so the next send finds it; interrupting it loses
// nothing.
func waitCompaction(ctx context.Context, cmd *cobra.Command, rt *agent.Runtime, t session.Turn, asJSON bool) {
	if !rt.Compacting(t.ConversationID, t.Branch) {
		return
	}
	if !asJSON {
		fmt.Fprintln(cmd.ErrOrStderr(), "(summarizing the earlier messages of this long conversation; ctrl+c stops it, nothing is lost)")
	}
	rt.WaitCompactions(ctx)
}
