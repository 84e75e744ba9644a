package tools

import (
	"context"
	"sync"
)

// Image is an image a tool returned beside its text: its type and bytes.
type Image struct {
	MimeType string
	Data     []byte
}

// ImageSink collects the images the tool a context was given to returns.
type ImageSink struct {
	mu     sync.Mutex
	images []Image
}

type imageSinkKey struct{}

// WithImageSink returns a context whose tool may return images (ReturnImage)
// and the sink that collects them.
func WithImageSink(ctx context.Context) (context.Context, *ImageSink) {
	s := &ImageSink{}
	return context.WithValue(ctx, imageSinkKey{}, s), s
}

// ReturnImage hands an image the running tool produced to whoever runs it,
// and reports whether anyone collects images (when not, the tool's text
// alone describes it).
func ReturnImage(ctx context.Context, mimeType string, data []byte) bool {
	s, _ := ctx.Value(imageSinkKey{}).(*ImageSink)
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
