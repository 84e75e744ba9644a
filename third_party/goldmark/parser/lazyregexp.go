package parser

import (
	"regexp"
	"sync"
)

// lazyRegexp is a regular expression compiled on first use, so that the
// package's initialisation compiles nothing.
func lazyRegexp(pattern string) *lazyRE { return &lazyRE{pattern: pattern} }

type lazyRE struct {
	pattern string
	once    sync.Once
	re      *regexp.Regexp
}

func (l *lazyRE) get() *regexp.Regexp {
	l.once.Do(func() { l.re = regexp.MustCompile(l.pattern) })
	return l.re
}
