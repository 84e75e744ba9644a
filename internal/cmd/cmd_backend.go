package cmd

import (
	"fmt"
	"strings"

	"github.com/grovechat/grove/agent/backend"
	"github.com/grovechat/grove/agent/config"
)

// backendLine describes what runs an agent: its backend, the CLI's program
// and model, its extra arguments and working directory.
func backendLine(d config.Definition) string {
	spec, ok := backend.Lookup(d.Backend)
	if !ok {
		return d.Backend
	}
	model := d.Profile.Model
	if model == "" {
		model = "its default model"
	}
	s := fmt.Sprintf("%s (runs %s, %s)", d.Backend, spec.Program, model)
	if len(d.BackendArgs) > 0 {
		s += " args: " + strings.Join(d.BackendArgs, " ")
	}
	if d.WorkDir != "" {
		s += " in " + d.WorkDir
	}
	return s
}
