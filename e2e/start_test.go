package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"charm.land/glamour/v2"
	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
	"github.com/alecthomas/chroma/v2/styles"
	"github.com/atotto/clipboard"
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
// initialisation before main runs, so no package may build tables, parse
// embedded files or compile big expressions there. What a package
// allocates at initialisation does not depend on the machine's load, so it
// is bounded tightly: grove's own packages and the libraries grove keeps a
// copy of under third_party (made lazy there) allocate next to nothing, and
// encoding/gob, which builds its type tables at initialisation, is not
// linked. Clocks do depend on load (a loaded machine stretches them and
// preempts a run anywhere), so each package counts with the least of five
// runs and the bound on the sum leaves room for that; the start benchmark
// (ms/init) carries the real figure.
func TestPackageInitIsCheap(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := groveBinary(t)
	least := map[string]float64{}
	var allocated map[string]int
	var trace string
	for range 5 {
		times, alloc, tr := initTimes(t, bin, "--version")
		for p, d := range times {
			if old, ok := least[p]; !ok || d < old {
				least[p] = d
			}
		}
		allocated, trace = alloc, tr
	}
	if len(least) == 0 {
		t.Fatalf("no inittrace figures in:\n%s", trace)
	}
	lazy := []string{"github.com/grovechat/grove/", "main", "github.com/alecthomas/chroma/v2", "charm.land/glamour/v2",
		"github.com/yuin/goldmark/util", "github.com/atotto/clipboard", "github.com/google/jsonschema-go"}
	total := 0
	for p, b := range allocated {
		total += b
		for _, prefix := range lazy {
			if strings.HasPrefix(p, prefix) && b > 8<<10 {
				t.Errorf("%s allocates %d bytes at initialisation (bound 8 KiB)", p, b)
			}
		}
	}
	// openai-go's generated packages queue their ~400 union and field
	// validator registrations for the first decode (third_party/openai-go):
	// 264 KiB at every start when they were built at initialisation.
	// anthropic-sdk-go's the same way (third_party/anthropic-sdk-go):
	// 64 KiB before.
	openai, anthropic := 0, 0
	for p, b := range allocated {
		switch {
		case strings.HasPrefix(p, "github.com/openai/openai-go/"):
			openai += b
		case strings.HasPrefix(p, "github.com/anthropics/anthropic-sdk-go"):
			anthropic += b
		}
	}
	if openai > 96<<10 {
		t.Errorf("openai-go allocates %d bytes at initialisation (bound 96 KiB)", openai)
	}
	if anthropic > 44<<10 {
		t.Errorf("anthropic-sdk-go allocates %d bytes at initialisation (bound 44 KiB)", anthropic)
	}
	if _, ok := allocated["encoding/gob"]; ok {
		t.Errorf("encoding/gob is linked: its initialisation builds type tables at every start")
	}
	// 1.18 MB before the lazy tables; the SDKs of the providers
	// (openai-go, anthropic-sdk-go) are most of what is left.
	if total > 800<<10 {
		t.Errorf("package initialisation allocates %d bytes (bound 800 KiB)", total)
	}
	sum := 0.0
	for _, d := range least {
		sum += d
	}
	if sum > 15 {
		t.Fatalf("package initialisation took %.1f ms (bound 15 ms); the last run:\n%s", sum, trace)
	}
	t.Logf("package initialisation: %.2f ms, %d bytes", sum, total)
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

// TestHighlightingLoadsOnDemand: the lexers and styles that load on first
// use (third_party/chroma) are all there when asked for.
func TestHighlightingLoadsOnDemand(t *testing.T) {
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

// TestMarkdownDropsHTML: HTML in a message renders as its text, without
// tags, comments or the content of script and style elements, and with
// entities unescaped (third_party/glamour strips it without bluemonday).
func TestMarkdownDropsHTML(t *testing.T) {
	for in, want := range map[string]string{
		"Press <kbd>Ctrl</kbd>+<kbd>C</kbd> now": "Press Ctrl+C now",
		"some <b>bold</b> text":                  "some bold text",
		"x &amp; y":                              "x & y",
		"<!-- hidden --> shown":                  "shown",
		"a <span title=\"t\">span</span> here":   "a span here",
		"if a < b and c > d":                     "if a < b and c > d",
		"<script>alert(1)</script>\n\nsafe":      "safe",
		"<style>p { color: red }</style>\n\nok":  "ok",
	} {
		out, err := glamour.Render(in, "notty")
		if err != nil {
			t.Fatal(err)
		}
		got := strings.Join(strings.Fields(out), " ")
		if got != want {
			t.Errorf("render %q = %q, want %q", in, got, want)
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

// TestClipboardCommandsFoundOnFirstUse: the input box's paste and copy run
// the system's clipboard command (xclip, xsel, wl-clipboard…), looked up in
// PATH by the first paste or copy rather than at start, so a PATH set after
// grove started is the one that counts.
func TestClipboardCommandsFoundOnFirstUse(t *testing.T) {
	dir := t.TempDir()
	copied := filepath.Join(dir, "copied")
	script := "#!/bin/sh\ncase \"$1\" in\n-out) printf 'from the clipboard' ;;\n-in) cat > " + copied + " ;;\nesac\n"
	if err := os.WriteFile(filepath.Join(dir, "xclip"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("WAYLAND_DISPLAY", "")
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	got, err := clipboard.ReadAll()
	if err != nil || got != "from the clipboard" {
		t.Fatalf("paste: %q, %v", got, err)
	}
	if err := clipboard.WriteAll("copied text"); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(copied); err != nil || string(b) != "copied text" {
		t.Fatalf("copy: %q, %v", b, err)
	}
}
