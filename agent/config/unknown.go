package config

import (
	"errors"
	"reflect"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/grovechat/grove/internal/yamlfield"
)

// Sections of the config file, by their top-level key: what a command
// names when it says which parts of the config it needs.
const (
	SectionTheme        = "theme"
	SectionDefaultModel = "default_model"
	SectionOffline      = "offline"
	SectionModels       = "models"
	SectionKeys         = "keys"
	SectionEvents       = "events"
	SectionMCP          = "mcp"
	SectionPermissions  = "permissions"
	SectionEmbeddings   = "embeddings"
	SectionAttachments  = "attachments"
)

// TurnSections are the sections a command that runs turns reads: all but
// the theme and the key bindings (the TUI's).
var TurnSections = []string{SectionDefaultModel, SectionOffline, SectionModels, SectionEvents, SectionMCP, SectionPermissions, SectionEmbeddings, SectionAttachments}

// UnknownKey is a key of the config file grove does not know, usually a
// typo: its error (file:line: field: unknown field, naming the closest
// known one) and the section it is taken to belong to: the top-level key
// it lies under, or, for a top-level key, the known one it is closest to
// ("" when it is near none).
type UnknownKey struct {
	Err     *DefinitionError
	Section string
}

// KeyProblems sorts the config's unknown keys for a command that reads the
// sections needs: one in a needed section is an error (the command would
// go on with something the person did not mean), the others are warnings.
func (c Config) KeyProblems(needs ...string) (warnings []error, err error) {
	var errs []error
	for _, u := range c.Unknown {
		if u.Section != "" && slicesContains(needs, u.Section) {
			errs = append(errs, u.Err)
		} else {
			warnings = append(warnings, u.Err)
		}
	}
	if len(errs) > 0 {
		return warnings, errs[0]
	}
	return warnings, nil
}

func slicesContains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// splitUnknown separates the unknown-field errors of a strict decode of
// the config file from the others: the decoder fills every field it knows
// whatever keys it does not, so unknown keys alone leave a usable config.
// rest is nil when every error was an unknown key.
func splitUnknown(path string, b []byte, err error) (unknown []UnknownKey, rest error) {
	var te *yaml.TypeError
	if !errors.As(err, &te) {
		return nil, err
	}
	var others []string
	var root yaml.Node
	_ = yaml.Unmarshal(b, &root) // it decoded, with type errors
	for _, msg := range te.Errors {
		e := yamlfield.FromDecode(path, &yaml.TypeError{Errors: []string{msg}}, reflect.TypeOf(Config{}))
		if !strings.HasPrefix(e.Msg, "unknown field") {
			others = append(others, msg)
			continue
		}
		unknown = append(unknown, UnknownKey{Err: e, Section: sectionOf(&root, e.Line, e.Field)})
	}
	if len(others) > 0 {
		return unknown, &yaml.TypeError{Errors: others}
	}
	sort.SliceStable(unknown, func(i, j int) bool { return unknown[i].Err.Line < unknown[j].Err.Line })
	return unknown, nil
}

// sectionOf is the section of the key field at line: the top-level key
// whose value holds that line, or, when the key is itself at the top
// level, the known top-level key closest to it.
func sectionOf(root *yaml.Node, line int, field string) string {
	n := root
	if n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		n = n.Content[0]
	}
	if n.Kind != yaml.MappingNode {
		return ""
	}
	section := ""
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i]
		if k.Line > line {
			break
		}
		if k.Line == line && k.Value == field {
			return yamlfield.Closest(field, yamlfield.FieldsOf(reflect.TypeOf(Config{}), "config.Config"))
		}
		section = k.Value
	}
	return section
}

// unknownKeys are the config's unknown keys as errors.
func unknownKeys(c Config) []error {
	out := make([]error, 0, len(c.Unknown))
	for _, u := range c.Unknown {
		out = append(out, u.Err)
	}
	return out
}
