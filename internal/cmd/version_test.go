package cmd

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/charmbracelet/fang"
)

// TestVersionIsCobrasAnswer: `grove --version` and `grove -v` are answered
// before the command tree is built; the line and the exit status stay the
// ones cobra gives for the whole tree, and other arguments beside the flag
// still go through cobra.
func TestVersionIsCobrasAnswer(t *testing.T) {
	isolate(t)
	root := newRootCmd()
	root.Version = Version() // as fang.WithVersion sets it
	var want bytes.Buffer
	root.SetOut(&want)
	root.SetArgs([]string{"--version"})
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	bin := groveBinary(t)
	for _, arg := range []string{"--version", "-v"} {
		out, err := exec.Command(bin, arg).Output()
		if err != nil {
			t.Fatalf("grove %s: %v", arg, err)
		}
		if string(out) != want.String() {
			t.Fatalf("grove %s printed %q, cobra prints %q", arg, out, want.String())
		}
	}
	var fast bytes.Buffer
	if printVersion([]string{"--version", "list"}, &fast) || printVersion([]string{"--db", "-v"}, &fast) || fast.Len() > 0 {
		t.Fatalf("only the flag alone is answered early: %q", fast.String())
	}
}

// TestHelpTextIsFangsWherePlain: where the help cannot be coloured (a pipe,
// TERM=dumb) grove renders it without colours; the text is exactly fang's
// default help with its colours stripped. On a terminal it stays coloured.
func TestHelpTextIsFangsWherePlain(t *testing.T) {
	dir := isolate(t)
	bin := groveBinary(t)
	for _, args := range [][]string{{"--help"}, {"send", "--help"}, {"help", "agent"}} {
		root := newRootCmd()
		var want bytes.Buffer
		root.SetOut(&want)
		root.SetArgs(args)
		if err := fang.Execute(context.Background(), root, fang.WithVersion(Version()), fang.WithoutManpage()); err != nil {
			t.Fatal(err)
		}
		for _, term := range []string{"xterm-256color", "dumb"} {
			cmd := exec.Command(bin, args...)
			cmd.Env = append(os.Environ(), "TERM="+term, "GROVE_CONFIG=", "XDG_CONFIG_HOME="+dir)
			out, err := cmd.Output()
			if err != nil {
				t.Fatalf("grove %v: %v", args, err)
			}
			if string(out) != want.String() || strings.Contains(want.String(), "\x1b") {
				t.Fatalf("grove %v (TERM=%s) printed\n%q\nfang prints\n%q", args, term, out, want.String())
			}
		}
	}

}

// TestVersionOf: what --version says for a binary go install stamped, a
// build from a checkout with and without its VCS stamp, and one without
// either.
func TestVersionOf(t *testing.T) {
	rev := []debug.BuildSetting{{Key: "vcs.revision", Value: "0123456789abcdef0123"}, {Key: "vcs.modified", Value: "true"}}
	for _, c := range []struct {
		bi   debug.BuildInfo
		want string
	}{
		{debug.BuildInfo{Main: debug.Module{Version: "v1.4.0"}}, "v1.4.0"},
		{debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261129010907-0a97e05978b0+dirty"}, Settings: rev}, "v0.0.0-20261129010907-0a97e05978b0+dirty"},
		{debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: rev}, "devel (0123456789ab, dirty)"},
		{debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "devel"},
	} {
		if got := versionOf(&c.bi); got != c.want {
			t.Errorf("versionOf(%v) = %q, want %q", c.bi.Main.Version, got, c.want)
		}
	}
}
