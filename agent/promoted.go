package agent

import (
	"context"

	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// OwnWords makes an agent promoted from a temporary agent read the
// temporary agent's messages as its own: before inner builds a context,
// entries written under Definition.PromotedFrom are attributed to the
// agent (copies; the stored entries keep their author).
func OwnWords(inner ContextBuilder) ContextBuilder { return ownWords{inner} }

type ownWords struct{ inner ContextBuilder }

func (o ownWords) Build(ctx context.Context, in ContextInput) (llm.Request, error) {
	if from := in.Agent.PromotedFrom; from != "" {
		path := make([]session.Entry, len(in.Path))
		copy(path, in.Path)
		for i := range path {
			if path[i].Author == from {
				path[i].Author = in.Agent.Name
			}
		}
		in.Path = path
	}
	return o.inner.Build(ctx, in)
}
