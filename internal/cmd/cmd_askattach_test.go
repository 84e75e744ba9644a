package cmd

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/adrg/xdg"

	"github.com/grovechat/grove/internal/testkit"
)

// TestAskAttachLeavesNothing: grove ask --attach sends the file with the
// question; once the exchange is erased the file's bytes are not in the
// database file or its log, while a file another conversation attached
// too stays. A question refused for its file (an image for the offline
// model) leaves its bytes neither.
func TestAskAttachLeavesNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("builds grove")
	}
	const own, shared, refused = "qzvkattachedonce", "zzqvsharedfile", "kqvzrefusedimage"
	ks := testkit.NewKeyServer(t, "k-ask")
	work := isolate(t)
	bin := groveBinary(t)
	t.Setenv("GROVE_TEST_KEY", "k-ask")
	writeFile(t, filepath.Join(xdg.ConfigHome, "grove", "config.yaml"),
		"models:\n  remote:\n    provider: openai\n    model: gpt-test\n    base_url: "+ks.URL+"/v1\n    api_key_env: GROVE_TEST_KEY\n")
	db := filepath.Join(xdg.DataHome, "grove", "grove.db")
	grove := func(args ...string) (string, error) {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Dir = work
		cmd.Env = append(os.Environ(), "GROVE_MODEL=")
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	must := func(args ...string) string {
		t.Helper()
		out, err := grove(args...)
		if err != nil {
			t.Fatalf("grove %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return out
	}
	dir := t.TempDir()
	ownPath := filepath.Join(dir, "notes.txt")
	sharedPath := filepath.Join(dir, "shared.txt")
	writeFile(t, ownPath, strings.Repeat(own+" ", 200))
	writeFile(t, sharedPath, "both have "+shared)
	must("agent", "create", "alice", "-m", "remote")
	must("send", "alice", "--new", "--attach", sharedPath, "keep this file")
	if in := dbHolds(t, db, shared); len(in) == 0 {
		t.Fatal("the sent file is not in the database")
	}

	out := must("ask", "alice", "--attach", ownPath, "--attach", sharedPath, "what do these say?")
	contains(t, "ask --attach", out, "[ephemeral: erased]")
	bodies, _ := ks.Requests()
	if last := bodies[len(bodies)-1]; !strings.Contains(last, own) || !strings.Contains(last, shared) {
		t.Fatalf("the model was not sent the files:\n%s", last)
	}
	if in := dbHolds(t, db, own); len(in) > 0 {
		t.Fatalf("the ephemeral exchange's file is still in %v", in)
	}
	if in := dbHolds(t, db, shared); len(in) == 0 {
		t.Fatal("the erasure took the bytes another conversation attached")
	}

	var img bytes.Buffer
	if err := png.Encode(&img, image.NewRGBA(image.Rect(0, 0, 2, 2))); err != nil {
		t.Fatal(err)
	}
	img.WriteString(refused) // after the image's end: still a png
	imgPath := filepath.Join(dir, "dot.png")
	writeFile(t, imgPath, img.String())
	out, err := grove("ask", "alice", "-m", "offline", "--attach", imgPath, "what is this?")
	if err == nil || !strings.Contains(out, "cannot see images") {
		t.Fatalf("an image for the offline model: %v\n%s", err, out)
	}
	if in := dbHolds(t, db, refused); len(in) > 0 {
		t.Fatalf("the refused question's image is still in %v", in)
	}
}
