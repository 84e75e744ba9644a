package tools

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"os"
	"sync"

	"github.com/grovechat/grove/session"
)

// Image is an image a tool returned beside its text: its type and bytes.
type Image struct {
	MimeType string
	Data     []byte
}

// ImageSink collects the images the tool a context was given to returns.
type ImageSink struct {
	// MaxBytes caps an image a tool reads from a file (0: the default,
	// session.MaxAttachmentBytes).
	MaxBytes int64

	mu     sync.Mutex
	images []Image
}

type imageSinkKey struct{}

// WithImageSink returns a context whose tool may return images (ReturnImage)
// and the sink that collects them; max caps an image read from a file.
func WithImageSink(ctx context.Context, max int64) (context.Context, *ImageSink) {
	s := &ImageSink{MaxBytes: max}
	return context.WithValue(ctx, imageSinkKey{}, s), s
}

// imageSink is the context's sink, or nil.
func imageSink(ctx context.Context) *ImageSink {
	s, _ := ctx.Value(imageSinkKey{}).(*ImageSink)
	return s
}

// ReturnImage hands an image the running tool produced to whoever runs it,
// and reports whether anyone collects images (when not, the tool's text
// alone describes it).
func ReturnImage(ctx context.Context, mimeType string, data []byte) bool {
	s := imageSink(ctx)
	if s == nil {
		return false
	}
	s.mu.Lock()
	s.images = append(s.images, Image{MimeType: mimeType, Data: data})
	s.mu.Unlock()
	return true
}

// Images returns what the tool returned, in order.
func (s *ImageSink) Images() []Image {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Image(nil), s.images...)
}

// imageTypes are the image types a tool may show a model.
var imageTypes = map[string]bool{"image/png": true, "image/jpeg": true, "image/gif": true, "image/webp": true}

// readImage is read_file's answer for an image in the sandbox when the
// caller collects images: the image goes to the model (a model that cannot
// see gets the text alone) and the text describes it. ok is false when the
// file is not such an image or nobody collects images.
func readImage(ctx context.Context, shown, path string, head []byte, size int64) (string, bool, error) {
	s := imageSink(ctx)
	mt := http.DetectContentType(head)
	if s == nil || !imageTypes[mt] {
		return "", false, nil
	}
	max := s.MaxBytes
	if max <= 0 {
		max = session.MaxAttachmentBytes
	}
	if size > max {
		return "", true, InvalidInput("%s is an image of %s, over the attachment limit of %s (attachments.max_bytes)", shown, session.HumanBytes(size), session.HumanBytes(max))
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return "", true, InvalidInput("cannot read %s: %v", shown, errors.Unwrap(err))
	}
	if int64(len(data)) > max {
		return "", true, InvalidInput("%s is over the attachment limit of %s (attachments.max_bytes)", shown, session.HumanBytes(max))
	}
	ReturnImage(ctx, mt, data)
	return fmt.Sprintf("[image, %s, %d bytes] %s", mt, len(data), shown), true, nil
}
