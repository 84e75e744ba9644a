package agent

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// ReadAttachment reads a file for attaching: its base name and bytes. The
// errors say what is wrong with the path (missing, a directory, not
// readable) and a file over max bytes (max <= 0: session.MaxAttachmentBytes)
// is refused from its size before it is read. A path a person gives is not
// confined to the sandbox; tools confine theirs before calling this.
func ReadAttachment(path string, max int64) (name string, data []byte, err error) {
	if max <= 0 {
		max = session.MaxAttachmentBytes
	}
	name = filepath.Base(path)
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return name, nil, session.Errorf(session.EINVALID, "cannot attach %s: no such file", path)
	case err != nil:
		return name, nil, session.Errorf(session.EINVALID, "cannot attach %s: %v", path, errors.Unwrap(err))
	case fi.IsDir():
		return name, nil, session.Errorf(session.EINVALID, "cannot attach %s: it is a directory (attach the files in it one by one)", path)
	case !fi.Mode().IsRegular():
		return name, nil, session.Errorf(session.EINVALID, "cannot attach %s: it is not a regular file", path)
	case fi.Size() > max:
		return name, nil, session.Errorf(session.EINVALID, "%s is %s, over the attachment limit of %s (attachments.max_bytes)", name, session.HumanBytes(fi.Size()), session.HumanBytes(max))
	}
	f, err := os.Open(path)
	if err != nil {
		return name, nil, session.Errorf(session.EINVALID, "cannot attach %s: %v", path, errors.Unwrap(err))
	}
	defer f.Close()
	// The file may have grown since Stat: read one byte past the cap to see.
	data, err = io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return name, nil, session.Errorf(session.EINVALID, "cannot attach %s: %v", path, err)
	}
	if int64(len(data)) > max {
		return name, nil, session.Errorf(session.EINVALID, "%s is over the attachment limit of %s (attachments.max_bytes)", name, session.HumanBytes(max))
	}
	return name, data, nil
}

// refuseAttachments refuses, before anything is saved, attachments the
// model cannot take, naming the model and the reason.
func refuseAttachments(p llm.Profile, as []session.Attachment) error {
	for _, a := range as {
		if why := p.AttachmentRefusal(a); why != "" {
			return session.Errorf(session.EINVALID, "not sent: %s", why)
		}
	}
	return nil
}
