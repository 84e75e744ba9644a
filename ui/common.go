package ui

import (
	"context"
	"log/slog"
	"time"

	"github.com/grovechat/grove/memory"

	"github.com/grovechat/grove/agent"
	"github.com/grovechat/grove/themes"
)

// common is what every component shares, passed down as one pointer the
// root owns: the runtime handles, the look (theme, markdown renderer), the
// key map and the terminal size. Components read it; only the root
// changes it (on resize, /theme).
type common struct {
	ctx   context.Context
	rt    *agent.Runtime
	store Store
	log   *slog.Logger
	clock func() time.Time // nil: the wall clock (tests fix it)

	keys       KeyMap
	theme      themes.Theme
	noColor    bool
	md         *markdown // one renderer, its caches keyed by width and theme
	configPath string    // where /theme is saved; "" = nowhere

	width, height int
	fold          frameFold // the frame's clusters as the terminal draws them (framefold.go)

	mem *memory.Store // what agents know (nil: one over the store when it is SQLite)

	defs *defsWatch // agent files and config changed by other processes (nil: not watched)

	// drawn is closed once the first full frame is on screen (startmark.go);
	// onDrawn (Options.Drawn) is then called once. fullDrawn is set when
	// View has drawn that frame; screen, when set, is the terminal output
	// that says when it is written.
	drawn     chan struct{}
	onDrawn   func()
	fullDrawn bool
	// mouseFree: the terminal has the mouse (alt+m), so a drag selects
	// text; grove takes it back for the wheel with the same key.
	mouseFree bool
	screen    *screenOutput

	previews previews // attached images drawn small (preview.go)
}

func (c *common) now() time.Time {
	if c.clock != nil {
		return c.clock()
	}
	return time.Now()
}
