package styles

import (
	"embed"
	"io/fs"
	"sort"
	"strings"
	"sync"

	"github.com/alecthomas/chroma/v2"
)

//go:embed *.xml
var embedded embed.FS

// Registry holds the styles registered with Register. The embedded styles
// are not in it: each is parsed from its file (named after the style in
// lower case) the first time Get asks for it, so that importing the package
// parses nothing.
var Registry = map[string]*chroma.Style{}

// Fallback is the style Get returns for a name it does not know. Nil, the
// default, stands for the embedded "swapoff" style, parsed when first
// needed; assign a style to change it.
var Fallback *chroma.Style

func fallback() *chroma.Style {
	if Fallback != nil {
		return Fallback
	}
	return loadEmbedded("swapoff")
}

var (
	parsedMu sync.Mutex
	parsed   = map[string]*chroma.Style{}
)

// loadEmbedded returns the embedded style of that lower-case name, parsing
// its file the first time; nil when there is none.
func loadEmbedded(name string) *chroma.Style {
	if name == "" || strings.ContainsAny(name, `/\.*?[`) {
		return nil
	}
	parsedMu.Lock()
	defer parsedMu.Unlock()
	if style, ok := parsed[name]; ok {
		return style
	}
	var style *chroma.Style
	if r, err := embedded.Open(name + ".xml"); err == nil {
		style, err = chroma.NewXMLStyle(r)
		_ = r.Close()
		if err != nil {
			panic(err)
		}
	}
	parsed[name] = style
	return style
}

// Register a chroma.Style.
func Register(style *chroma.Style) *chroma.Style {
	Registry[strings.ToLower(style.Name)] = style
	return style
}

// Names of all available styles.
func Names() []string {
	seen := map[string]bool{}
	out := []string{}
	files, err := fs.Glob(embedded, "*.xml")
	if err != nil {
		panic(err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(file, ".xml")
		seen[name] = true
		out = append(out, name)
	}
	for name := range Registry {
		if !seen[name] {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// Get named style, or the fallback style (see Fallback).
func Get(name string) *chroma.Style {
	if style, ok := Registry[name]; ok {
		return style
	}
	if style := loadEmbedded(name); style != nil {
		return style
	}
	return fallback()
}
