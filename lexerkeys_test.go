package main

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
)

// TestLexerFoundWithoutLoadingTheOthers: the highlighter of a code block
// (lexers.Get by a name or alias) is found without loading the other ~250
// lexers, which cost the first screen with code on it about 8 ms of CPU,
// and it is the lexer the loaded registry gives for that key, the same
// value once the registry is loaded. A lexer handed out before the load
// still finds the lexers it embeds (HTML's CSS). A fresh process (the test
// binary again) looks the keys up; this one, its registry loaded, says
// what they must be.
func TestLexerFoundWithoutLoadingTheOthers(t *testing.T) {
	if keys := os.Getenv("GROVE_TEST_LEXER_KEYS"); keys != "" {
		lexerKeysChild(t, strings.Split(keys, "\n"))
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
	cmd.Env = append(os.Environ(), "GROVE_TEST_LEXER_KEYS="+strings.Join(keys, "\n"))
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
		fmt.Printf("lexer-key %s\t%s\n", k, l.Config().Name)
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
