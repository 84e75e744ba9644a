package lexers

import (
	"bytes"
	"html"
	"io"
	"strings"
	"sync"

	"github.com/alecthomas/chroma/v2"
)

// known is the lexer whose name or alias is name, as the filled registry's
// Get finds it (by name, by alias, then the same in lower case; the last
// lexer to register a key wins), or nil; only that lexer is made. The
// registry's other ~250 configurations are not parsed: highlighting the
// first code block of a screen needed all of them before.
func known(name string) chroma.Lexer {
	k := keys()
	for _, key := range []string{name, strings.ToLower(name)} {
		if l := k.byName[key].lexer(); l != nil {
			return l
		}
		if l := k.byAlias[key].lexer(); l != nil {
			return l
		}
	}
	return nil
}

// source is where a registered lexer comes from: an embedded file or a
// lexer written in Go.
type source struct {
	path  string
	coded *lazyLexer
}

func (s source) lexer() chroma.Lexer {
	switch {
	case s.coded != nil:
		// The registry sets its lexers' registry as they join it.
		s.coded.SetRegistry(GlobalLexerRegistry)
		return s.coded
	case s.path != "":
		return embeddedLexer(s.path)
	}
	return nil
}

type lexerKeys struct{ byName, byAlias map[string]source }

// keys maps every name and alias (as given and in lower case) to its
// lexer, in the registry's order: the embedded files' names and aliases are
// read from their <config> element without decoding the XML.
var keys = sync.OnceValue(func() lexerKeys {
	k := lexerKeys{byName: map[string]source{}, byAlias: map[string]source{}}
	add := func(s source, name string, aliases []string) {
		k.byName[name], k.byName[strings.ToLower(name)] = s, s
		for _, a := range aliases {
			k.byAlias[a], k.byAlias[strings.ToLower(a)] = s, s
		}
	}
	buf := make([]byte, 0, 4096)
	for _, path := range embeddedPaths() {
		var name string
		var aliases []string
		name, aliases, buf = configNames(path, buf)
		add(source{path: path}, name, aliases)
	}
	for _, l := range coded {
		add(source{coded: l}, l.name, l.aliases)
	}
	return k
})

// configNames reads the name and aliases of the embedded lexer at path
// from the beginning of its file, up to the end of its <config> element;
// buf is reused.
func configNames(path string, buf []byte) (string, []string, []byte) {
	f, err := embedded.Open(path)
	if err != nil {
		panic(err)
	}
	defer f.Close()
	buf = buf[:0]
	for !bytes.Contains(buf, []byte("</config>")) {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := f.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			panic(err)
		}
	}
	config, _, _ := bytes.Cut(buf, []byte("</config>"))
	names := elements(config, "name")
	if len(names) != 1 {
		panic("lexers: " + path + ": not one <name> in <config>")
	}
	return names[0], elements(config, "alias"), buf
}

// elements are the texts of the elements <tag>…</tag> in b, entities
// unescaped.
func elements(b []byte, tag string) []string {
	open, end := []byte("<"+tag+">"), []byte("</"+tag+">")
	var out []string
	for {
		i := bytes.Index(b, open)
		if i < 0 {
			return out
		}
		b = b[i+len(open):]
		j := bytes.Index(b, end)
		if j < 0 {
			return out
		}
		out = append(out, html.UnescapeString(string(b[:j])))
		b = b[j+len(end):]
	}
}
