package agent

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/grovechat/grove/session"
	"github.com/grovechat/grove/tools"
)

// asyncSnapTool is snapTool run in the background.
type asyncSnapTool struct{ snapTool }

func (asyncSnapTool) Spec() tools.Spec {
	s := snapTool{}.Spec()
	s.Async = true
	return s
}

// TestAsyncToolImageReachesTheModel: an image a background tool returns
// is stored once with its async result (not only described in its text)
// and the next step gives it to an OpenAI-format model as an image_url
// part of the async result's message; the bytes are referenced, so
// collection keeps them.
func TestAsyncToolImageReachesTheModel(t *testing.T) {
	ctx := context.Background()
	text, err := os.ReadFile(filepath.Join("testdata", "chat_text.sse"))
	if err != nil {
		t.Fatal(err)
	}
	w := newWireStreams(t, toolCallSSE("call_1", "research", `{}`).body, text, text)
	e := newEnv(t, openaiDef("assistant", w.URL))
	e.rt.Close()
	e.rt = e.runtime(func(o *Options) {
		o.Provider = bothProviders
		o.Tools = tools.NewRegistry(asyncSnapTool{})
	})
	t.Cleanup(e.rt.Close)
	c := e.conv("assistant")
	sendWith(t, e, c, "take a picture in the background")

	var imgs []session.Attachment
	for _, en := range e.path(c.ID, c.CurrentBranch) {
		if r, ok := session.AsyncResultOf(en.Content); ok && en.Kind == session.EntryAsyncResult {
			imgs = append(imgs, r.Images...)
		}
	}
	if len(imgs) != 1 || imgs[0].MimeType != "image/png" || imgs[0].Name != "research-image-1.png" {
		t.Fatalf("the async result's images = %+v", imgs)
	}
	if n, _, err := e.store.CollectAttachments(ctx, 0); err != nil || n != 0 {
		t.Fatalf("collection removed %d (%v): the async result's image is not referenced", n, err)
	}
	want := "data:image/png;base64," + base64.StdEncoding.EncodeToString(tinyPNG)
	for i := 1; i < w.count(); i++ {
		msgs, _ := at(w.request(t, i), "messages").([]any)
		for _, m := range msgs {
			parts, _ := at(m, "content").([]any)
			for _, p := range parts {
				if at(p, "image_url", "url") == want && at(m, "role") == "user" {
					return
				}
			}
		}
	}
	b, _ := json.Marshal(w.request(t, w.count()-1))
	t.Fatalf("no request carries the background tool's image; the last:\n%s", b)
}
