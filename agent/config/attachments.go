package config

// AttachmentsConfig bounds what may be attached to a message.
type AttachmentsConfig struct {
	// MaxBytes is the largest file that may be attached (0: the default
	// cap, 20 MB; see session.MaxAttachmentBytes).
	MaxBytes int64 `yaml:"max_bytes,omitempty"`
}

// AttachmentMax is the size cap of one attachment; 0 means the default
// (session.PutAttachment and agent.ReadAttachment apply it).
func (c Config) AttachmentMax() int64 {
	return max(c.Attachments.MaxBytes, 0)
}
