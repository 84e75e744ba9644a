package cmd

import (
	"context"
	"log/slog"

	"github.com/grovechat/grove/session"
)

// collectAttachments removes the attachment bytes no entry and no saved
// draft refers to (a file detached by a process that ended first, a draft
// whose conversation was deleted), leaving those stored in the last
// minutes, which another process may be attaching. The TUI runs it once
// its first frame is on screen.
func collectAttachments(ctx context.Context, st *session.Store, log *slog.Logger) {
	if st.ReadOnly() != "" {
		return
	}
	n, size, err := st.CollectAttachments(ctx, session.AttachmentGrace)
	switch {
	case err != nil && ctx.Err() == nil:
		log.Warn("removing unreferenced attachments", "err", err)
	case n > 0:
		log.Info("removed unreferenced attachments", "files", n, "bytes", size)
	}
}
