// Package lazyre is a regular expression compiled on first use. grove's
// packages declare their expressions at package level with New, so that
// starting the program (every command, --version included) compiles none
// of them; each is compiled, once, by the first call that matches with it.
package lazyre

import (
	"regexp"
	"sync"
)

// Regexp is a regular expression compiled on first use; a bad pattern
// panics there, as regexp.MustCompile would have at start-up.
type Regexp struct {
	pattern string
	once    sync.Once
	re      *regexp.Regexp
}

// New returns the expression of pattern, compiled when first used.
func New(pattern string) *Regexp { return &Regexp{pattern: pattern} }

// Re is the compiled expression.
func (l *Regexp) Re() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.pattern) })
	return l.re
}

func (l *Regexp) String() string                       { return l.pattern }
func (l *Regexp) MatchString(s string) bool            { return l.Re().MatchString(s) }
func (l *Regexp) FindString(s string) string           { return l.Re().FindString(s) }
func (l *Regexp) FindStringIndex(s string) []int       { return l.Re().FindStringIndex(s) }
func (l *Regexp) FindStringSubmatch(s string) []string { return l.Re().FindStringSubmatch(s) }
func (l *Regexp) FindStringSubmatchIndex(s string) []int {
	return l.Re().FindStringSubmatchIndex(s)
}
func (l *Regexp) FindAllString(s string, n int) []string { return l.Re().FindAllString(s, n) }
func (l *Regexp) FindAllStringIndex(s string, n int) [][]int {
	return l.Re().FindAllStringIndex(s, n)
}
func (l *Regexp) FindAllStringSubmatch(s string, n int) [][]string {
	return l.Re().FindAllStringSubmatch(s, n)
}
func (l *Regexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return l.Re().FindAllStringSubmatchIndex(s, n)
}
func (l *Regexp) ReplaceAllString(s, repl string) string { return l.Re().ReplaceAllString(s, repl) }
func (l *Regexp) ReplaceAllStringFunc(s string, f func(string) string) string {
	return l.Re().ReplaceAllStringFunc(s, f)
}
func (l *Regexp) Split(s string, n int) []string { return l.Re().Split(s, n) }
func (l *Regexp) SubexpIndex(name string) int    { return l.Re().SubexpIndex(name) }

func (l *Regexp) FindAllSubmatch(b []byte, n int) [][][]byte { return l.Re().FindAllSubmatch(b, n) }
