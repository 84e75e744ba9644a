package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
	"github.com/alecthomas/chroma/v2/styles"
	"github.com/charmbracelet/x/ansi"
	"github.com/mattn/go-runewidth"
)

// initTimes runs the binary once with GODEBUG=inittrace=1 and returns the
// milliseconds each package's initialisation took, the bytes it allocated,
// and the trace.
func initTimes(t *testing.T, bin string, args ...string) (ms map[string]float64, alloc map[string]int, trace string) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = append(headlessEnv(t.TempDir(), "0"), "GODEBUG=inittrace=1")
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("grove %v: %v\n%s", args, err, stderr.String())
	}
	ms, alloc = map[string]float64{}, map[string]int{}
	for _, line := range strings.Split(stderr.String(), "\n") {
		// init PACKAGE @T ms, D ms clock, B bytes, A allocs
		f := strings.Fields(line)
		if len(f) < 9 || f[0] != "init" || f[6] != "clock," || f[8] != "bytes," {
			continue
		}
		d, err := strconv.ParseFloat(f[4], 64)
		if err != nil {
			t.Fatalf("inittrace line %q: %v", line, err)
		}
		b, err := strconv.Atoi(f[7])
		if err != nil {
			t.Fatalf("inittrace line %q: %v", line, err)
		}
		ms[f[1]] += d
		alloc[f[1]] += b
	}
	return ms, alloc, stderr.String()
}

// TestPackageInitIsCheap: every command, --version included, pays package
// initialisation before main runs, so grove's own packages build no
// tables, parse no embedded files and compile no expressions there (their
// patterns compile on first use, internal/lazyre). What a package allocates
// at initialisation does not depend on the machine's load, so the bound is
// tight. The libraries grove uses initialise as published; the start
// benchmark (ms/init) reports what that costs in all.
func TestPackageInitIsCheap(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := groveBinary(t)
	_, allocated, trace := initTimes(t, bin, "--version")
	if len(allocated) == 0 {
		t.Fatalf("no inittrace figures in:\n%s", trace)
	}
	own, total := 0, 0
	for p, b := range allocated {
		total += b
		if p == "main" || strings.HasPrefix(p, "github.com/grovechat/grove") {
			own += b
			if b > 8<<10 {
				t.Errorf("%s allocates %d bytes at initialisation (bound 8 KiB)", p, b)
			}
		}
	}
	t.Logf("package initialisation allocates %d bytes, %d of them in grove's own packages", total, own)
}

// TestTextWidths: the widths the input box and the timeline lay text out
// with, for the text people type: CJK, emoji (with joiners and flags),
// combining marks, full-width forms and zero-width spaces.
func TestTextWidths(t *testing.T) {
	for _, c := range []struct {
		s string
		w int
	}{
		{"abc", 3}, {"漢字", 4}, {"한국어", 6}, {"ｱｲｳ", 3}, {"Ａ", 2},
		{"👍", 2}, {"☕", 2}, {"e\u0301", 1}, {"x\u0308\u0301", 1},
		{"\u200b", 0}, {"→", 1}, {"α", 1},
	} {
		if got := runewidth.StringWidth(c.s); got != c.w {
			t.Errorf("runewidth.StringWidth(%q) = %d, want %d", c.s, got, c.w)
		}
		if got := ansi.StringWidth(c.s); got != c.w {
			t.Errorf("ansi.StringWidth(%q) = %d, want %d", c.s, got, c.w)
		}
	}
	// Joined emoji and flags are one glyph two cells wide.
	for _, s := range []string{"👨\u200d👩\u200d👧", "🇫🇷"} {
		if got := runewidth.StringWidth(s); got != 2 {
			t.Errorf("runewidth.StringWidth(%q) = %d, want 2", s, got)
		}
	}
	if got := runewidth.RuneWidth('漢'); got != 2 {
		t.Errorf("runewidth.RuneWidth(漢) = %d, want 2", got)
	}
	if got := runewidth.RuneWidth('\u0301'); got != 0 {
		t.Errorf("runewidth.RuneWidth(U+0301) = %d, want 0", got)
	}
}

// TestHighlightingLexersAndStyles: the lexers and styles code blocks are
// highlighted with are found by the names and aliases people write after a
// fence, and an unknown style falls back to a real one.
func TestHighlightingLexersAndStyles(t *testing.T) {
	for _, name := range []string{"go", "python", "bash", "yaml", "JSON", "rust", "typescript", "sql", "dns", "zed", "html", "markdown", "go-html-template", "common-lisp", "emacs-lisp", "http", "raku"} {
		if lexers.Get(name) == nil {
			t.Errorf("no lexer for %q", name)
		}
	}
	if l := lexers.Match("main.go"); l == nil || l.Config().Name != "Go" {
		t.Errorf("lexer for main.go: %v", l)
	}
	// The Go lexer is written in Go and wins over any embedded one.
	if l := lexers.Get("go"); l != lexers.Go {
		t.Errorf("lexers.Get(go) is not the Go-coded lexer")
	}
	// The analysers attached to embedded lexers after they load still work.
	if l := lexers.Analyse("@ IN SOA ns1.example.com. admin.example.com. 1 2 3 4 5\n"); l == nil || l.Config().Name != "dns" {
		t.Errorf("analyse of a zone file: %v", l)
	}
	if n := len(lexers.Names(false)); n < 200 {
		t.Errorf("only %d lexers", n)
	}
	it, err := lexers.Get("go").Tokenise(nil, "package main\n")
	if err != nil {
		t.Fatal(err)
	}
	if tok := it(); tok.Type != chroma.KeywordNamespace || tok.Value != "package" {
		t.Errorf("first Go token: %v", tok)
	}
	// A lexer built on first use with a remapping table: Lisp macros are
	// builtins, not plain names.
	it, err = lexers.Get("common-lisp").Tokenise(nil, "(defun f (x) x)\n")
	if err != nil {
		t.Fatal(err)
	}
	var defun chroma.Token
	for tok := it(); tok != chroma.EOF; tok = it() {
		if tok.Value == "defun" {
			defun = tok
		}
	}
	if defun.Type != chroma.NameBuiltin {
		t.Errorf("defun in Common Lisp: %v", defun)
	}

	if s := styles.Get("monokai"); s == nil || s.Name != "monokai" {
		t.Errorf("styles.Get(monokai) = %v", s.Name)
	}
	if s := styles.Get("no-such-style"); s == nil || s.Name != "swapoff" {
		t.Errorf("unknown style is not the fallback")
	}
	custom := styles.Register(chroma.MustNewStyle("grove-test", chroma.StyleEntries{chroma.Keyword: "#ff0000"}))
	if styles.Get("grove-test") != custom {
		t.Errorf("registered style not found")
	}
	names := strings.Join(styles.Names(), " ")
	for _, want := range []string{"monokai", "dracula", "swapoff", "grove-test"} {
		if !strings.Contains(names, want) {
			t.Errorf("styles.Names() lacks %q", want)
		}
	}
}

// TestStartTimelineInLog: with GROVE_TRACE_START set, a command writes the
// phases of its start to grove's log, in order, with their times.
func TestStartTimelineInLog(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := groveBinary(t)
	dir := t.TempDir()
	cmd := exec.Command(bin, "send", "assistant", "what is 2+2")
	cmd.Env = append(headlessEnv(dir, "0"), "GROVE_TRACE_START=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("grove send: %v\n%s", err, out)
	}
	log, err := os.ReadFile(filepath.Join(dir, "state", "grove", "grove.log"))
	if err != nil {
		t.Fatal(err)
	}
	var phases []string
	for _, line := range strings.Split(string(log), "\n") {
		if i := strings.Index(line, `msg=start phase="`); i >= 0 {
			rest := line[i+len(`msg=start phase="`):]
			phases = append(phases, rest[:strings.IndexByte(rest, '"')])
			if !strings.Contains(rest, " at=") {
				t.Errorf("no time in %q", line)
			}
		}
	}
	want := []string{"keys protected", "config loaded", "store open", "agents loaded", "tools ready", "runtime ready", "turn started", "first byte of reply"}
	if strings.Join(phases, ",") != strings.Join(want, ",") {
		t.Fatalf("start phases %q, want %q\n%s", phases, want, log)
	}

	// Without the variable, nothing is written about the start.
	cmd = exec.Command(bin, "send", "assistant", "hello")
	cmd.Env = headlessEnv(dir, "0")
	before := len(log)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("grove send: %v\n%s", err, out)
	}
	log, _ = os.ReadFile(filepath.Join(dir, "state", "grove", "grove.log"))
	if strings.Contains(string(log[before:]), "msg=start") {
		t.Fatalf("start phases logged without GROVE_TRACE_START:\n%s", log[before:])
	}
}
