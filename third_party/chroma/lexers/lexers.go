package lexers

import (
	"embed"
	"fmt"
	"io/fs"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/alecthomas/chroma/v2"
)

//go:embed embedded
var embedded embed.FS

// GlobalLexerRegistry is the global LexerRegistry of Lexers. It is filled
// on its first lookup (or the first use of a function of this package that
// needs every lexer): the embedded XML lexers, then the lexers written in
// Go (each built then, see lazy), so that importing the package parses,
// compiles and builds nothing. Get finds a lexer by its name or alias
// without filling it (see known). Read it through the functions of this
// package, never directly.
var GlobalLexerRegistry *chroma.LexerRegistry

// coded are the lexers written in Go, as they registered at package
// initialisation: not built yet.
var coded []*lazyLexer

var (
	embeddedOnce sync.Once
	// full is set once the registry holds every lexer.
	full atomic.Bool
)

// registry returns the global registry with the embedded lexers loaded.
// The order is the one of an eager load: the embedded lexers first, then
// the lexers written in Go, which win over an embedded lexer of the same
// name.
func registry() *chroma.LexerRegistry {
	embeddedOnce.Do(func() {
		reg := GlobalLexerRegistry
		for _, path := range embeddedPaths() {
			reg.Register(embeddedLexer(path))
		}
		for _, l := range coded {
			reg.Register(l)
			l.checkNames()
		}
		for _, f := range loaded {
			f()
		}
		full.Store(true)
	})
	return GlobalLexerRegistry
}

// Loaded reports whether every lexer is in the registry: Get alone, by a
// lexer's name or alias, does not load them.
func Loaded() bool { return full.Load() }

// embeddedPaths are the embedded lexers' files, in the order they register.
func embeddedPaths() []string {
	paths, err := fs.Glob(embedded, "embedded/*.xml")
	if err != nil {
		panic(err)
	}
	return paths
}

var (
	xmlMu    sync.Mutex
	xmlLexer = map[string]*chroma.RegexLexer{}
)

// embeddedLexer is the lexer of an embedded file, made (its configuration
// parsed, its rules left for its first use) the first time it is asked
// for: the registry and Get hand out the same one.
func embeddedLexer(path string) *chroma.RegexLexer {
	xmlMu.Lock()
	defer xmlMu.Unlock()
	l := xmlLexer[path]
	if l == nil {
		l = chroma.MustNewXMLLexer(embedded, path)
		l.SetRegistry(GlobalLexerRegistry)
		xmlLexer[path] = l
	}
	return l
}

// Names of all lexers, optionally including aliases.
func Names(withAliases bool) []string {
	return registry().Names(withAliases)
}

// Get a Lexer by name, alias or file extension.
//
// Note that this if there isn't an exact match on name or alias, this will
// call Match(), so it is not efficient. An exact match is found without
// loading the other lexers (see known).
func Get(name string) chroma.Lexer {
	if !full.Load() {
		if l := known(name); l != nil {
			return l
		}
	}
	return registry().Get(name)
}

// MatchMimeType attempts to find a lexer for the given MIME type.
func MatchMimeType(mimeType string) chroma.Lexer {
	return registry().MatchMimeType(mimeType)
}

// Match returns the first lexer matching filename.
//
// Note that this iterates over all file patterns in all lexers, so it's not
// particularly efficient.
func Match(filename string) chroma.Lexer {
	return registry().Match(filename)
}

// Register a Lexer with the global registry.
func Register(lexer chroma.Lexer) chroma.Lexer {
	if !loading.Load() {
		// After package initialisation: load the embedded lexers first, so
		// that this one wins over an embedded lexer of the same name.
		return registry().Register(lexer)
	}
	l, ok := lexer.(*lazyLexer)
	if !ok || l.name == "" {
		panic("lexers: a lexer registered at initialisation is built by lazyAs")
	}
	coded = append(coded, l)
	return lexer
}

// loading is true while the package initialises: the lexers written in Go
// register then without being built or loading the embedded ones.
var loading = func() *atomic.Bool { b := new(atomic.Bool); b.Store(true); return b }()

func init() {
	GlobalLexerRegistry = chroma.NewLazyLexerRegistry(func() { registry() })
	loading.Store(false)
}

// loaded are the package's adjustments of embedded lexers (analysers),
// run once the embedded lexers are in the registry.
var loaded []func()

func afterLoad(f func()) { loaded = append(loaded, f) }

// Analyse text content and return the "best" lexer..
func Analyse(text string) chroma.Lexer {
	return registry().Analyse(text)
}

// PlaintextRules is used for the fallback lexer as well as the explicit
// plaintext lexer.
func PlaintextRules() chroma.Rules {
	return chroma.Rules{
		"root": []chroma.Rule{
			{`.+`, chroma.Text, nil},
			{`\n`, chroma.Text, nil},
		},
	}
}

// Fallback lexer if no other is found.
var Fallback = lazy(func() chroma.Lexer {
	return chroma.MustNewLexer(&chroma.Config{
		Name:      "fallback",
		Filenames: []string{"*"},
		Priority:  -1,
	}, PlaintextRules)
})

// lazy is a lexer built by its first use: the lexers written in Go are
// values of this package, and building one (its configuration, an embedded
// XML file parsed, a remapping table) at package initialisation cost every
// program that links the package. Rules are compiled later still, by the
// first Tokenise, as upstream does.
func lazy(build func() chroma.Lexer) chroma.Lexer { return &lazyLexer{build: build} }

// lazyAs is lazy for a lexer that registers: name and aliases are those of
// its configuration, which Get finds it by without building it (the
// registry's load checks them against the configuration).
func lazyAs(name string, aliases []string, build func() chroma.Lexer) chroma.Lexer {
	return &lazyLexer{build: build, name: name, aliases: aliases}
}

type lazyLexer struct {
	once  sync.Once
	build func() chroma.Lexer
	l     chroma.Lexer
	// name and aliases, for a lexer that registers (lazyAs).
	name    string
	aliases []string
}

// checkNames panics when the name or aliases given to lazyAs are not the
// configuration's: Get would find the lexer by other names than the
// registry does.
func (z *lazyLexer) checkNames() {
	c := z.Config()
	if c.Name != z.name || strings.Join(c.Aliases, "\x00") != strings.Join(z.aliases, "\x00") {
		panic(fmt.Sprintf("lexers: lexer %q declared as %q %q", c.Name, z.name, z.aliases))
	}
}

func (z *lazyLexer) lexer() chroma.Lexer {
	z.once.Do(func() { z.l, z.build = z.build(), nil })
	return z.l
}

func (z *lazyLexer) Config() *chroma.Config { return z.lexer().Config() }

func (z *lazyLexer) Tokenise(options *chroma.TokeniseOptions, text string) (chroma.Iterator, error) {
	return z.lexer().Tokenise(options, text)
}

func (z *lazyLexer) SetRegistry(registry *chroma.LexerRegistry) chroma.Lexer {
	z.lexer().SetRegistry(registry)
	return z
}

func (z *lazyLexer) SetAnalyser(analyser func(text string) float32) chroma.Lexer {
	z.lexer().SetAnalyser(analyser)
	return z
}

func (z *lazyLexer) AnalyseText(text string) float32 { return z.lexer().AnalyseText(text) }
