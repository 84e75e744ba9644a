package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
)

// TestLexerFoundWithoutLoadingTheOthers: a code block's highlighter,
// asked for by name or alias, is found without loading the ~250 other
// lexers (8 ms of CPU before the first screen with code on it), and is the
// one the loaded registry gives, the very same value after the load; a
// lexer handed out early still finds those it embeds (HTML's CSS). The
// test binary, run again, looks the keys up in a fresh process.
func TestLexerFoundWithoutLoadingTheOthers(t *testing.T) {
	if lookUp, child := os.LookupEnv(lexerKeysVar); child {
		lexerKeysChild(t, strings.Split(lookUp, "\n"))
		return
	}
	var keys []string
	for _, k := range lexers.Names(true) {
		keys = append(keys, k)
		if l := strings.ToLower(k); l != k {
			keys = append(keys, l)
		}
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestLexerFoundWithoutLoadingTheOthers$")
	cmd.Env = append(os.Environ(), lexerKeysVar+"="+strings.Join(keys, "\n"))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	found := map[string]string{}
	for _, line := range strings.Split(string(out), "\n") {
		if rest, ok := strings.CutPrefix(line, "lexer-key "); ok {
			k, name, _ := strings.Cut(rest, "\t")
			found[k] = name
		}
	}
	for _, k := range keys {
		want := lexers.Get(k).Config().Name
		if got, ok := found[k]; !ok || got != want {
			t.Errorf("lexers.Get(%q) before loading = %q, want %q (the loaded registry's)", k, got, want)
		}
	}
	if len(found) < 400 {
		t.Fatalf("only %d keys looked up\n%s", len(found), out)
	}
}

// lexerKeysVar carries the keys the test binary, run again, looks up.
const lexerKeysVar = "GROVE_TEST_LEXER_KEYS"

func lexerKeysChild(t *testing.T, keys []string) {
	if lexers.Loaded() {
		t.Fatal("the lexers were loaded before the first lookup")
	}
	first := map[string]chroma.Lexer{}
	for _, k := range keys {
		l := lexers.Get(k)
		if l == nil {
			t.Errorf("no lexer for %q", k)
			continue
		}
		first[k] = l
		os.Stdout.WriteString("lexer-key " + k + "\t" + l.Config().Name + "\n")
	}
	if lexers.Loaded() {
		t.Fatal("looking lexers up by name loaded them all")
	}
	// HTML hands its <style> to the CSS lexer, which it looks up as it
	// tokenises: the registry loads then.
	it, err := lexers.Get("html").Tokenise(nil, "<style>p { color: red }</style>\n")
	if err != nil {
		t.Fatal(err)
	}
	var prop bool
	for tok := it(); tok != chroma.EOF; tok = it() {
		prop = prop || (tok.Value == "color" && tok.Type != chroma.Text)
	}
	if !prop {
		t.Error("the CSS inside HTML was not highlighted")
	}
	if !lexers.Loaded() {
		t.Error("HTML's CSS was found without the registry")
	}
	for k, l := range first {
		if lexers.Get(k) != l {
			t.Errorf("lexers.Get(%q) after the load is another lexer than before", k)
		}
	}
}
