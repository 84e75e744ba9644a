package errs_test

import (
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/internal/errs"
	"github.com/grovechat/grove/internal/yamlfield"
	"github.com/grovechat/grove/session"
)

type agentFile struct {
	Name string `yaml:"name"`
}

// Each kind of grove error, as the code that makes it makes it, then
// wrapped the way callers wrap: UserMessage finds the coded error in the
// chain, keeps the caller's context and shows the coded message.
func TestUserMessageOverWrappedErrorsOfEachKind(t *testing.T) {
	store := session.Errorf(session.ENOTFOUND, "conversation %s not found", "c1")
	provider := llm.Classify(io.ErrUnexpectedEOF)
	tool := &session.ToolError{Code: "PERMISSION_DENIED", Message: "shell is denied for this agent"}
	var target agentFile
	dec := yaml.NewDecoder(strings.NewReader("name: x\nnmae: y\n"))
	dec.KnownFields(true)
	def := yamlfield.FromDecode(".agents/a.yaml", dec.Decode(&target), reflect.TypeOf(target))

	cases := []struct {
		name     string
		err      error
		code     string
		message  string
		wrapping string
	}{
		{"store", store, session.ENOTFOUND, "conversation c1 not found", "opening: "},
		{"provider", provider, "transient", "connection to the model provider was cut off", "step 2: "},
		{"tool", tool, "PERMISSION_DENIED", "PERMISSION_DENIED: shell is denied for this agent", "calling shell: "},
		{"definition", def, yamlfield.Code, ".agents/a.yaml:2: nmae: unknown field (did you mean name?)", "loading agents: "},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := errs.UserMessage(c.err); got != c.message {
				t.Fatalf("UserMessage = %q, want %q", got, c.message)
			}
			if got := errs.Code(c.err); got != c.code {
				t.Fatalf("Code = %q, want %q", got, c.code)
			}
			wrapped := fmt.Errorf("%s%w", c.wrapping, c.err)
			if got := errs.UserMessage(wrapped); got != c.wrapping+c.message {
				t.Fatalf("UserMessage(wrapped) = %q, want %q", got, c.wrapping+c.message)
			}
			twice := fmt.Errorf("outer: %w", wrapped)
			if got := errs.Code(twice); got != c.code {
				t.Fatalf("Code(wrapped twice) = %q", got)
			}
			// errors.Join puts the coded error on a line of its own.
			joined := errors.Join(c.err, errors.New("cleanup failed"))
			if got := errs.UserMessage(joined); !strings.Contains(got, c.message) || errs.Code(joined) != c.code {
				t.Fatalf("UserMessage(joined) = %q code %q", got, errs.Code(joined))
			}
		})
	}
}

func TestUserMessageOfPlainErrors(t *testing.T) {
	if errs.UserMessage(nil) != "" || errs.Code(nil) != "" {
		t.Fatal("nil must give no text and no code")
	}
	plain := fmt.Errorf("reading x: %w", io.EOF)
	if got := errs.UserMessage(plain); got != "reading x: EOF" {
		t.Fatalf("UserMessage(plain) = %q", got)
	}
	if errs.Code(plain) != errs.Internal {
		t.Fatalf("Code(plain) = %q", errs.Code(plain))
	}
}

// A store error that carries only its cause shows the cause, and Errorf
// keeps a %w argument reachable.
func TestErrorCauses(t *testing.T) {
	bare := &errs.Error{Code: session.EDATABASE, Err: io.ErrClosedPipe}
	if errs.UserMessage(bare) != io.ErrClosedPipe.Error() || !errors.Is(bare, io.ErrClosedPipe) {
		t.Fatalf("bare = %q", errs.UserMessage(bare))
	}
	e := errs.Errorf(session.EINTERNAL, "saving: %w", io.ErrShortWrite)
	if !errors.Is(e, io.ErrShortWrite) || e.Message != "saving: short write" {
		t.Fatalf("Errorf = %+v", e)
	}
}
