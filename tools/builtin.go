package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// Builtins returns grove's built-in tools that need nothing but the process.
func Builtins() []Tool { return []Tool{Calculate{}, Wait{}} }

// Standard returns every built-in tool: Builtins, the file tools and the
// shell tools bound to box. secretEnv names extra variables (the provider
// config's key variables) to keep out of commands.
func Standard(box *Sandbox, secretEnv ...string) []Tool {
	out := Builtins()
	out = append(out, FileTools(box)...)
	return append(out, ShellTools(box, secretEnv...)...)
}

// Calculate evaluates arithmetic: + - * / % ^, parentheses, decimals.
type Calculate struct{}

func (Calculate) Spec() Spec {
	return Spec{
		Name:        "calculate",
		Idempotent:  true,
		Description: "Evaluate an arithmetic expression exactly (+ - * / % ^ and parentheses). Use it instead of doing arithmetic in your head.",
		Schema:      json.RawMessage(`{"type":"object","properties":{"expression":{"type":"string","description":"for example (27*453)/3"}},"required":["expression"],"additionalProperties":false}`),
	}
}

func (Calculate) Run(_ context.Context, args json.RawMessage) (string, error) {
	var in struct {
		Expression string `json:"expression"`
	}
	if err := json.Unmarshal(args, &in); err != nil || strings.TrimSpace(in.Expression) == "" {
		return "", InvalidInput("expression is required and must be a string")
	}
	p := &exprParser{s: in.Expression}
	v, err := p.parse()
	if err != nil {
		return "", InvalidInput("cannot evaluate %q: %v", in.Expression, err)
	}
	if math.IsInf(v, 0) || math.IsNaN(v) {
		return "", InvalidInput("%q has no finite value (division by zero?)", in.Expression)
	}
	return strconv.FormatFloat(v, 'f', -1, 64), nil
}

// exprParser is a small recursive-descent parser for arithmetic.
type exprParser struct {
	s   string
	pos int
}

func (p *exprParser) parse() (float64, error) {
	v, err := p.sum()
	if err != nil {
		return 0, err
	}
	p.space()
	if p.pos < len(p.s) {
		return 0, fmt.Errorf("unexpected %q at position %d", p.s[p.pos:], p.pos+1)
	}
	return v, nil
}

func (p *exprParser) space() {
	for p.pos < len(p.s) && unicode.IsSpace(rune(p.s[p.pos])) {
		p.pos++
	}
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func (p *exprParser) peek() byte {
	p.space()
	if p.pos < len(p.s) {
		return p.s[p.pos]
	}
	return 0
}

func (p *exprParser) sum() (float64, error) {
	v, err := p.product()
	for err == nil {
		switch p.peek() {
		case '+':
			p.pos++
			var r float64
			r, err = p.product()
			v += r
		case '-':
			p.pos++
			var r float64
			r, err = p.product()
			v -= r
		default:
			return v, nil
		}
	}
	return 0, err
}

func (p *exprParser) product() (float64, error) {
	v, err := p.power()
	for err == nil {
		switch c := p.peek(); c {
		case '*', 'x', '×', '/', '%':
			p.pos++
			var r float64
			r, err = p.power()
			switch c {
			case '/':
				v /= r
			case '%':
				v = math.Mod(v, r)
			default:
				v *= r
			}
		default:
			return v, nil
		}
	}
	return 0, err
}

func (p *exprParser) power() (float64, error) {
	b, err := p.unary()
	if err != nil {
		return 0, err
	}
	if p.peek() == '^' {
		p.pos++
		e, err := p.power()
		if err != nil {
			return 0, err
		}
		return math.Pow(b, e), nil
	}
	return b, nil
}

func (p *exprParser) unary() (float64, error) {
	switch p.peek() {
	case '-':
		p.pos++
		v, err := p.unary()
		return -v, err
	case '+':
		p.pos++
		return p.unary()
	case '(':
		p.pos++
		v, err := p.sum()
		if err != nil {
			return 0, err
		}
		if p.peek() != ')' {
			return 0, fmt.Errorf("missing )")
		}
		p.pos++
		return v, nil
	}
	start := p.pos
	for p.pos < len(p.s) && (isDigit(p.s[p.pos]) || p.s[p.pos] == '.' || p.s[p.pos] == '_' ||
		// thousands separators: 1,000
		p.s[p.pos] == ',' && p.pos > start && p.pos+1 < len(p.s) && isDigit(p.s[p.pos+1])) {
		p.pos++
	}
	if start == p.pos {
		if p.pos >= len(p.s) {
			return 0, fmt.Errorf("expression ends too early")
		}
		return 0, fmt.Errorf("unexpected %q at position %d", string(p.s[p.pos]), p.pos+1)
	}
	return strconv.ParseFloat(digitGroups.Replace(p.s[start:p.pos]), 64)
}

// digitGroups drops the separators a number's digits may be grouped by.
var digitGroups = strings.NewReplacer("_", "", ",", "")

// Wait finishes after a given delay. It is async: the agent keeps talking
// while it runs, and its completion arrives later as a new message.
type Wait struct{}

// MaxWait bounds one wait.
const MaxWait = time.Hour

func (Wait) Spec() Spec {
	return Spec{
		Name:        "wait",
		Idempotent:  true,
		Description: "Wait in the background for a number of seconds, then report back. Runs asynchronously: you get its completion later as a new message.",
		Schema:      json.RawMessage(`{"type":"object","properties":{"seconds":{"type":"number","minimum":0,"maximum":3600}},"required":["seconds"],"additionalProperties":false}`),
		Async:       true,
	}
}

func (Wait) Run(ctx context.Context, args json.RawMessage) (string, error) {
	var in struct {
		Seconds *float64 `json:"seconds"`
	}
	if err := json.Unmarshal(args, &in); err != nil || in.Seconds == nil {
		return "", InvalidInput("seconds is required and must be a number")
	}
	d := time.Duration(*in.Seconds * float64(time.Second))
	if d < 0 || d > MaxWait {
		return "", InvalidInput("seconds must be between 0 and %d", int(MaxWait.Seconds()))
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return fmt.Sprintf("waited %s", d), nil
	case <-ctx.Done():
		return "", ctx.Err()
	}
}
