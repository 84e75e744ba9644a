package tools

import (
	"path"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A shell command line, as permission rules see it: every simple command
// the line would run, found with a real shell parser. Pipelines, lists,
// subshells, blocks, control structures, command and process substitutions
// are walked; wrappers that run another command (env, command, exec, sudo,
// xargs, parallel, nohup, timeout, nice, …), `sh -c`, `eval` and `find -exec`
// add the command they run as a part of its own.
type shellLine struct {
	raw    string
	parsed bool
	parts  []cmdPart
	// writes: an output redirection to a file (other than /dev/null or a
	// file descriptor). Allow rules never cover such a line.
	writes bool
}

// cmdPart is one simple command.
type cmdPart struct {
	// name is the program as written (may be a path); words are the
	// arguments with quotes and escapes removed (words that expand at run
	// time keep their source text).
	name  string
	words []string
	// assigns is the source text of leading VAR=value assignments.
	assigns string
	// src is the command's source text without redirections.
	src string
	// unknown: the program is not a literal (`$x`, `$(…)`, a glob, a
	// brace expansion, an ANSI-C quoted string, a script only known at run
	// time). Every deny and ask rule applies to it; no allow rule does.
	unknown bool
	// more: arguments are added at run time (read from stdin by xargs or
	// parallel, or paths from find -exec … +). A deny or ask rule applies
	// when it matches the command with some arguments after those
	// written; an allow rule only when it covers any arguments after them.
	more bool
}

// maxShellDepth bounds nested `sh -c` / `eval` strings.
const maxShellDepth = 8

func parseShellLine(s string) *shellLine {
	l := &shellLine{raw: strings.TrimSpace(s)}
	l.parsed = l.add(s, 0)
	return l
}

// add parses src and adds its commands; false when it does not parse.
func (l *shellLine) add(src string, depth int) bool {
	if depth > maxShellDepth {
		return false
	}
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(src), "")
	if err != nil {
		return false
	}
	ok := true
	syntax.Walk(f, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.Stmt:
			for _, r := range n.Redirs {
				if writesFile(r, src) {
					l.writes = true
				}
			}
		case *syntax.Redirect:
			// Walk the target word (a substitution there runs too).
		case *syntax.CallExpr:
			if !l.addCall(n, src, depth) {
				ok = false
			}
		case *syntax.DeclClause:
			w := []string{n.Variant.Value}
			for _, a := range n.Args {
				w = append(w, srcOf(src, a))
			}
			l.parts = append(l.parts, cmdPart{name: n.Variant.Value, words: w[1:], src: srcOf(src, n)})
		case *syntax.LetClause:
			l.parts = append(l.parts, cmdPart{name: "let", src: srcOf(src, n)})
		}
		return true
	})
	return ok
}

// writesFile reports an output redirection to a file.
func writesFile(r *syntax.Redirect, src string) bool {
	switch r.Op {
	case syntax.RdrOut, syntax.AppOut, syntax.RdrInOut, syntax.RdrClob, syntax.AppClob,
		syntax.RdrAll, syntax.RdrAllClob, syntax.AppAll, syntax.AppAllClob:
	case syntax.DplOut:
		// >&2, 2>&1, >&- duplicate descriptors; >&file (bash) writes.
		if v, exact := wordValue(r.Word, src); exact && (v == "-" || isDigits(v)) {
			return false
		}
		return true
	default:
		return false
	}
	v, exact := wordValue(r.Word, src)
	return !exact || (v != "/dev/null" && v != "/dev/stdout" && v != "/dev/stderr")
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// addCall adds a simple command (and what it runs through a wrapper).
func (l *shellLine) addCall(c *syntax.CallExpr, src string, depth int) bool {
	var assigns []string
	for _, a := range c.Assigns {
		assigns = append(assigns, srcOf(src, a))
	}
	if len(c.Args) == 0 {
		// Only assignments: not a program, but allow rules must cover it
		// (PATH=… changes what later commands run).
		l.parts = append(l.parts, cmdPart{assigns: strings.Join(assigns, " "), src: srcOf(src, c)})
		return true
	}
	words := make([]string, len(c.Args))
	exact := make([]bool, len(c.Args))
	for i, w := range c.Args {
		words[i], exact[i] = wordValue(w, src)
	}
	p := cmdPart{name: words[0], words: words[1:], assigns: strings.Join(assigns, " "), src: srcOf(src, c), unknown: !exact[0]}
	return l.addWords(p, words, exact, depth)
}

// addWords adds the command words[0] words[1:] and anything it runs.
func (l *shellLine) addWords(p cmdPart, words []string, exact []bool, depth int) bool {
	l.parts = append(l.parts, p)
	if p.unknown || depth > maxShellDepth {
		return depth <= maxShellDepth
	}
	name := path.Base(words[0])
	a := cmdArgs{l: l, args: words[1:], exact: exact[1:], depth: depth, more: p.more}
	args, aexact := a.args, a.exact
	switch name {
	case "env":
		i, split := skipEnvOptions(args, aexact)
		if split >= 0 {
			// -S splits a string into a command line of its own.
			v := strings.TrimPrefix(strings.TrimPrefix(args[split], "--split-string="), "-S")
			if !aexact[split] {
				l.parts = append(l.parts, cmdPart{name: v, src: v, unknown: true})
				return true
			}
			return l.add(v, depth+1)
		}
		return a.command(i)
	case "command", "builtin", "nohup", "setsid", "time", "exec":
		return a.command(skipOptions(args, aexact, map[string]bool{"-a": true}))
	case "sudo", "doas":
		i := skipOptions(args, aexact, map[string]bool{"-u": true, "-g": true, "-h": true, "-p": true, "-C": true,
			"-U": true, "-r": true, "-t": true, "-D": true, "-R": true, "-T": true})
		for i >= 0 && i < len(args) && aexact[i] && isAssignment(args[i]) {
			i++
		}
		return a.command(i)
	case "xargs":
		a.more = true
		return a.command(skipOptions(args, aexact, map[string]bool{"-I": true, "-n": true, "-L": true, "-l": true,
			"-P": true, "-s": true, "-d": true, "-E": true, "-e": true, "-a": true}))
	case "nice", "ionice", "stdbuf", "chrt", "taskset":
		return a.command(skipOptions(args, aexact, map[string]bool{"-n": true, "-c": true, "-p": true,
			"-i": true, "-o": true, "-e": true}))
	case "timeout":
		i := skipOptions(args, aexact, map[string]bool{"-s": true, "-k": true})
		if i >= 0 {
			i++ // the duration
		}
		return a.command(i)
	case "busybox":
		return a.command(0)
	case "sh", "bash", "dash", "zsh", "ksh", "mksh", "ash":
		return a.shell()
	case "eval":
		for i := range args {
			if !aexact[i] {
				l.parts = append(l.parts, cmdPart{name: "eval", src: strings.Join(args, " "), unknown: true})
				return true
			}
		}
		return l.add(strings.Join(args, " "), depth+1)
	case "find":
		return a.findExec()
	case "parallel":
		return a.parallel()
	}
	return true
}

// cmdArgs are the arguments of a command that runs other commands, and
// whether each is known exactly (not only at run time).
type cmdArgs struct {
	l     *shellLine
	args  []string
	exact []bool
	depth int
	more  bool // the command they run gets arguments at run time
}

// command adds the command that starts at argument i (none when i is out
// of range).
func (a cmdArgs) command(i int) bool {
	if i < 0 || i >= len(a.args) {
		return true
	}
	sub := cmdPart{name: a.args[i], words: a.args[i+1:], src: strings.Join(a.args[i:], " "), unknown: !a.exact[i], more: a.more}
	return a.l.addWords(sub, a.args[i:], a.exact[i:], a.depth+1)
}

// parallel adds what GNU parallel runs: its command words joined into a
// line for the shell, with arguments from stdin or after ::: appended at
// run time. Without a command the command lines themselves are its
// input, only known at run time.
func (a cmdArgs) parallel() bool {
	i := skipOptions(a.args, a.exact, map[string]bool{"-j": true, "--jobs": true, "-N": true, "-n": true, "--max-args": true,
		"-L": true, "-l": true, "--max-lines": true, "-P": true, "-S": true, "--sshlogin": true, "-a": true, "--arg-file": true,
		"-d": true, "--delimiter": true, "-E": true, "-I": true, "-C": true, "--colsep": true, "--joblog": true, "--results": true,
		"--tmpdir": true, "--workdir": true, "--wd": true, "--timeout": true, "--retries": true, "--delay": true, "--halt": true})
	end := len(a.args)
	for j := max(i, 0); j < len(a.args); j++ {
		if strings.HasPrefix(a.args[j], ":::") { // :::, ::::, :::+ and ::::+
			end = j
			break
		}
	}
	if i < 0 || i >= end {
		a.l.parts = append(a.l.parts, cmdPart{name: "parallel", src: strings.Join(a.args, " "), unknown: true})
		return true
	}
	for j := i; j < end; j++ {
		if !a.exact[j] {
			a.l.parts = append(a.l.parts, cmdPart{name: a.args[j], src: strings.Join(a.args[i:end], " "), unknown: true})
			return true
		}
	}
	n := len(a.l.parts)
	ok := a.l.add(strings.Join(a.args[i:end], " "), a.depth+1)
	for j := n; j < len(a.l.parts); j++ {
		a.l.parts[j].more = true
	}
	return ok
}

// script adds the command line that argument i holds.
func (a cmdArgs) script(i int) bool {
	if i < 0 || i >= len(a.args) {
		return true
	}
	if !a.exact[i] {
		a.l.parts = append(a.l.parts, cmdPart{name: a.args[i], src: a.args[i], unknown: true})
		return true
	}
	return a.l.add(a.args[i], a.depth+1)
}

// shell adds the command line of a shell's -c, if it has one.
func (a cmdArgs) shell() bool {
	for i := 0; i < len(a.args); i++ {
		arg := a.args[i]
		if !a.exact[i] {
			// Options only known at run time: cannot tell what runs.
			a.l.parts = append(a.l.parts, cmdPart{name: arg, src: arg, unknown: true})
			return true
		}
		if arg == "--" || !strings.HasPrefix(arg, "-") && !strings.HasPrefix(arg, "+") {
			return true // a script file or nothing: not a command line
		}
		if arg == "-o" || arg == "+o" || arg == "-O" || arg == "+O" || arg == "--rcfile" || arg == "--init-file" {
			i++ // takes an argument; skipped below
			continue
		}
		if !strings.HasPrefix(arg, "--") && strings.Contains(arg, "c") {
			return a.script(i + 1)
		}
	}
	return true
}

// findExec adds the commands of find's -exec, -execdir, -ok and -okdir.
func (a cmdArgs) findExec() bool {
	args := a.args
	for i := 0; i < len(args); i++ {
		switch args[i] {
		case "-exec", "-execdir", "-ok", "-okdir":
			j := i + 1
			for j < len(args) && args[j] != ";" && args[j] != "+" {
				j++
			}
			if j > i+1 {
				// With + find adds the paths it found after the words.
				more := a.more || j < len(args) && args[j] == "+"
				sub := cmdPart{name: args[i+1], words: args[i+2 : j], src: strings.Join(args[i+1:j], " "), unknown: !a.exact[i+1], more: more}
				if !a.l.addWords(sub, args[i+1:j], a.exact[i+1:j], a.depth+1) {
					return false
				}
			}
			i = j
		}
	}
	return true
}

// skipOptions returns the index of the first argument after the options
// (withArg names options that take the next argument), or -1 when there
// is no command or the options are only known at run time.
func skipOptions(args []string, exact []bool, withArg map[string]bool) int {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if !exact[i] {
			return i // a dynamic word: treated as an unknown program
		}
		if a == "--" {
			return i + 1
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			return i
		}
		if withArg[a] {
			i++
		}
	}
	return -1
}

// skipEnvOptions skips env's options and assignments and returns the
// index of the command (-1 for none), and the index of a -S/--split-string
// argument (a command line of its own; -1 for none).
func skipEnvOptions(args []string, exact []bool) (i, split int) {
	for i = 0; i < len(args); i++ {
		a := args[i]
		switch {
		case !exact[i]:
			return i, -1
		case a == "--":
			return i + 1, -1
		case a == "-S" || a == "--split-string":
			if i+1 < len(args) {
				return -1, i + 1
			}
			return -1, -1
		case strings.HasPrefix(a, "--split-string=") || strings.HasPrefix(a, "-S"):
			return -1, i
		case a == "-u" || a == "-C" || a == "--unset" || a == "--chdir":
			i++
		case strings.HasPrefix(a, "-"):
		case isAssignment(a):
		default:
			return i, -1
		}
	}
	return -1, -1
}

func isAssignment(s string) bool {
	k, _, ok := strings.Cut(s, "=")
	if !ok || k == "" {
		return false
	}
	for i, r := range k {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

func srcOf(src string, n syntax.Node) string {
	a, b := int(n.Pos().Offset()), int(n.End().Offset())
	if a < 0 || b > len(src) || a > b {
		return ""
	}
	return src[a:b]
}

// wordValue returns a word with quotes and escapes removed, and whether
// that is exactly what the shell will use. Words that expand at run time
// (parameters, substitutions, globs, brace expansion, $'…') return their
// source text and false.
func wordValue(w *syntax.Word, src string) (string, bool) {
	if w == nil {
		return "", false
	}
	var b strings.Builder
	for _, part := range w.Parts {
		switch p := part.(type) {
		case *syntax.Lit:
			v := p.Value
			if strings.ContainsAny(v, "*?[") || strings.Contains(v, "{") && (strings.Contains(v, ",") || strings.Contains(v, "..")) {
				return srcOf(src, w), false
			}
			b.WriteString(unescape(v, func(byte) bool { return true }))
		case *syntax.SglQuoted:
			if p.Dollar {
				return srcOf(src, w), false
			}
			b.WriteString(p.Value)
		case *syntax.DblQuoted:
			if p.Dollar {
				return srcOf(src, w), false
			}
			for _, qp := range p.Parts {
				lit, ok := qp.(*syntax.Lit)
				if !ok {
					return srcOf(src, w), false
				}
				b.WriteString(unescape(lit.Value, func(c byte) bool { return strings.IndexByte("$`\"\\\n", c) >= 0 }))
			}
		default:
			return srcOf(src, w), false
		}
	}
	return b.String(), true
}

// unescape removes backslashes before the characters esc accepts, and
// backslash-newline pairs.
func unescape(s string, esc func(byte) bool) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && esc(s[i+1]) {
			i++
			if s[i] != '\n' {
				b.WriteByte(s[i])
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// denyForms are the texts deny and ask rules are matched against: the
// command with its arguments unquoted, by the program's name as written
// and by its base name, and the source text.
func (p cmdPart) denyForms() []string {
	if p.name == "" {
		return []string{p.assigns}
	}
	rest := ""
	if len(p.words) > 0 {
		rest = " " + strings.Join(p.words, " ")
	}
	forms := []string{p.name + rest, p.src}
	if base := path.Base(p.name); base != p.name {
		forms = append(forms, base+rest)
	}
	return forms
}

// allowForms are the texts allow rules are matched against: leading
// assignments included (they change what a program does), the program as
// written (a rule for "git *" does not cover ./git or /tmp/x/git).
func (p cmdPart) allowForms() []string {
	if p.name == "" {
		return []string{p.assigns}
	}
	cmd := p.name
	if len(p.words) > 0 {
		cmd += " " + strings.Join(p.words, " ")
	}
	if p.assigns != "" {
		cmd = p.assigns + " " + cmd
	}
	return []string{cmd, p.src}
}

// matches reports whether a deny or ask pattern applies to any command of
// the line. A line that does not parse is matched as text and split
// crudely at ; & | ( ) and backquotes.
func (l *shellLine) matches(pat string) bool {
	if globMatch(pat, l.raw, false) {
		return true
	}
	if !l.parsed {
		for _, part := range commandParts(l.raw) {
			if globMatch(pat, part, false) {
				return true
			}
		}
	}
	for _, p := range l.parts {
		if p.unknown {
			return true
		}
		for _, f := range p.denyForms() {
			f = strings.TrimSpace(f)
			if globMatch(pat, f, false) || p.more && globPrefix(pat, f+" ") {
				return true
			}
		}
	}
	return false
}

// allowedBy reports whether allow patterns cover the line: an exact
// pattern (no wildcard) equal to the whole line, or every command of a
// parsed line matched by some pattern, with no output redirection to a
// file and no program only known at run time.
func (l *shellLine) allowedBy(pats []string) bool {
	for _, pat := range pats {
		if !hasWildcard(pat) && globMatch(pat, l.raw, false) {
			return true
		}
	}
	if !l.parsed || l.writes || len(l.parts) == 0 {
		return false
	}
	for _, p := range l.parts {
		if p.unknown {
			return false
		}
		covered := false
		for _, pat := range pats {
			for _, f := range p.allowForms() {
				f = strings.TrimSpace(f)
				if globMatch(pat, f, false) && (!p.more || coversMore(pat, f)) {
					covered = true
				}
			}
		}
		if !covered {
			return false
		}
	}
	return true
}

func hasWildcard(pat string) bool {
	for i := 0; i < len(pat); i++ {
		switch pat[i] {
		case '\\':
			i++
		case '*', '?':
			return true
		}
	}
	return false
}
