package agent

import (
	"strings"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/agent/llm"
	"github.com/grovechat/grove/session"
)

// profileFor is the profile def's turn runs on when a message, a
// regenerated reply or a re-run names the model ref. An agent run by an
// agent CLI takes the CLI's own model name, passed to it as its --model
// (as `model:` in its file is; "claude/NAME" for a Claude Code agent names
// it too); any other agent a reference to a profile of the config,
// provider/model or offline.
func (r *Runtime) profileFor(def config.Definition, ref string) (llm.Profile, error) {
	if backend.IsCLI(def.Backend) {
		name := strings.TrimSpace(strings.TrimPrefix(ref, def.Backend+"/"))
		if name == "" || strings.ContainsAny(name, " \t\n") {
			return llm.Profile{}, session.Errorf(session.EINVALID, "%q is not a model name %s could be given", ref, backend.Title(def.Backend))
		}
		return config.CLIProfile(def.Backend, name), nil
	}
	if r.opts.ResolveModel == nil {
		return llm.Profile{}, session.Errorf(session.EINVALID, "choosing a model per message is not available here")
	}
	p, err := r.opts.ResolveModel(ref)
	if err != nil {
		return llm.Profile{}, session.Errorf(session.EINVALID, "%v", err)
	}
	return p, nil
}
