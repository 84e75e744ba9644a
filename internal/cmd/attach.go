package cmd

import (
	"context"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/session"
)

// attachFiles reads and stores the files a person named with --attach.
// Their paths are not confined to the sandbox: the person chose them. The
// cap is the config's attachments.max_bytes (default 20 MB).
func (a *app) attachFiles(ctx context.Context, paths []string) ([]session.Attachment, error) {
	max := a.cfg.AttachmentMax()
	var out []session.Attachment
	for _, p := range paths {
		name, data, err := agent.ReadAttachment(p, max)
		if err != nil {
			return nil, err
		}
		at, err := a.store.PutAttachment(ctx, name, data, max)
		if err != nil {
			return nil, err
		}
		out = append(out, at)
	}
	return out, nil
}
