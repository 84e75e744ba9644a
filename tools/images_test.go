package tools

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var tinyPNG, _ = base64.StdEncoding.DecodeString("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")

// TestReadFileShowsAnImageInTheSandbox: read_file hands an image in the
// sandbox to a caller that collects images, within the cap; a path
// outside the sandbox is refused as for any file; without a collector the
// image is a binary file, as before.
func TestReadFileShowsAnImageInTheSandbox(t *testing.T) {
	root, outside := t.TempDir(), t.TempDir()
	for _, dir := range []string{root, outside} {
		if err := os.WriteFile(filepath.Join(dir, "dot.png"), tinyPNG, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	sb, err := NewSandbox(root, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	rf := ReadFile{Dir: sb}
	args := func(p string) json.RawMessage { b, _ := json.Marshal(map[string]string{"path": p}); return b }

	ctx, sink := WithImageSink(context.Background(), 0)
	out, err := rf.Run(ctx, args("dot.png"))
	if err != nil || out != "[image, image/png, 70 bytes] dot.png" {
		t.Fatalf("read_file dot.png = %q, %v", out, err)
	}
	if imgs := sink.Images(); len(imgs) != 1 || imgs[0].MimeType != "image/png" || string(imgs[0].Data) != string(tinyPNG) {
		t.Fatalf("images = %+v", imgs)
	}

	if _, err := rf.Run(ctx, args(filepath.Join(outside, "dot.png"))); err == nil {
		t.Fatal("an image outside the sandbox was read")
	}
	if len(sink.Images()) != 1 {
		t.Fatal("an image outside the sandbox reached the sink")
	}

	small, _ := WithImageSink(context.Background(), 50)
	if _, err := rf.Run(small, args("dot.png")); err == nil || !strings.Contains(err.Error(), "dot.png is an image of 70 B, over the attachment limit of 50 B") {
		t.Fatalf("over the cap: %v", err)
	}

	if _, err := rf.Run(context.Background(), args("dot.png")); err == nil || !strings.Contains(err.Error(), "binary file") {
		t.Fatalf("without a collector: %v", err)
	}
}
