// Package yamlfield turns the errors of strict YAML decoding into
// file:line: field: message errors, and names the closest known field when
// a field is unknown (a typo is the usual cause).
package yamlfield

import (
	"errors"
	"fmt"
	"reflect"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/grovechat/grove/internal/lazyre"
)

// Error is a problem in a YAML file, with where it is.
type Error struct {
	File  string
	Line  int
	Field string
	Msg   string
}

func (e *Error) Error() string {
	loc := e.File
	if e.Line > 0 {
		loc = fmt.Sprintf("%s:%d", e.File, e.Line)
	}
	if e.Field != "" {
		return fmt.Sprintf("%s: %s: %s", loc, e.Field, e.Msg)
	}
	return fmt.Sprintf("%s: %s", loc, e.Msg)
}

// Code is the error code of every Error: a definition file is wrong.
const Code = "definition"

// ErrorCode returns Code.
func (e *Error) ErrorCode() string { return Code }

// UserMessage returns the error as file:line: field: problem.
func (e *Error) UserMessage() string { return e.Error() }

var (
	lineRe    = lazyre.New(`^line (\d+): (.*)$`)
	unknownRe = lazyre.New(`^field (\S+) not found in type (.+)$`) // an unnamed struct type prints its declaration
)

// FromDecode describes an error of decoding file into a value of type
// target (with KnownFields set): the first problem, its line, and for an
// unknown field the field and the closest known field of that type.
func FromDecode(file string, err error, target reflect.Type) *Error {
	msg := err.Error()
	var te *yaml.TypeError
	if errors.As(err, &te) && len(te.Errors) > 0 {
		msg = te.Errors[0]
	}
	msg = strings.TrimPrefix(msg, "yaml: ")
	out := &Error{File: file, Msg: msg}
	if m := lineRe.FindStringSubmatch(msg); m != nil {
		fmt.Sscan(m[1], &out.Line)
		out.Msg = m[2]
		if strings.HasPrefix(out.Msg, "did not find expected") {
			// yaml.v3 counts the lines of its parser's errors from 0
			// (its scanner's from 1): the line where the unclosed [ or {,
			// or the mapping that went wrong, begins.
			out.Line++
		}
	}
	if m := unknownRe.FindStringSubmatch(out.Msg); m != nil {
		out.Field, out.Msg = m[1], "unknown field"
		if s := Closest(m[1], FieldsOf(target, m[2])); s != "" {
			out.Msg += fmt.Sprintf(" (did you mean %s?)", s)
		}
	}
	return out
}

// Unknown is the error of an unknown field, naming the closest known one.
func Unknown(file string, line int, field string, known []string) *Error {
	e := &Error{File: file, Line: line, Field: field, Msg: "unknown field"}
	if s := Closest(field, known); s != "" {
		e.Msg += fmt.Sprintf(" (did you mean %s?)", s)
	}
	return e
}

// FieldsOf returns the YAML keys of the struct type called typeName (as
// yaml.v3 prints it, e.g. config.AgentFile) found in t or the types it
// holds; all keys met when no type has that name.
func FieldsOf(t reflect.Type, typeName string) []string {
	var named, all []string
	seen := map[reflect.Type]bool{}
	var walk func(t reflect.Type)
	walk = func(t reflect.Type) {
		for t != nil && (t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Map || t.Kind() == reflect.Array) {
			t = t.Elem()
		}
		if t == nil || t.Kind() != reflect.Struct || seen[t] {
			return
		}
		seen[t] = true
		var keys []string
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			tag := f.Tag.Get("yaml")
			name, opts, _ := strings.Cut(tag, ",")
			if name == "-" || !f.IsExported() {
				continue
			}
			if strings.Contains(opts, "inline") {
				walk(f.Type)
				continue
			}
			if name == "" {
				name = strings.ToLower(f.Name)
			}
			keys = append(keys, name)
			walk(f.Type)
		}
		all = append(all, keys...)
		if t.String() == typeName {
			named = keys
		}
	}
	walk(t)
	if named != nil {
		return named
	}
	return all
}

// Closest returns the known name nearest to name by edit distance, when it
// is near enough to be a typo ("" otherwise).
func Closest(name string, known []string) string {
	best, bestD := "", -1
	for _, k := range known {
		d := distance(strings.ToLower(name), strings.ToLower(k))
		if bestD < 0 || d < bestD {
			best, bestD = k, d
		}
	}
	if bestD < 0 || bestD > max(2, len(name)/3) || bestD >= len(name) {
		return ""
	}
	return best
}

// distance is the Levenshtein distance of two strings, by runes.
func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
