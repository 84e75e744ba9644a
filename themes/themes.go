// Package themes holds grove's named colour themes: a set of style roles the
// terminal UI draws with, plus the glamour style that renders markdown in the
// same colours. Themes are plain values; the UI switches them live.
package themes

import (
	"image/color"
	"maps"
	"slices"
	"strings"

	"charm.land/glamour/v2/ansi"
	"charm.land/glamour/v2/styles"
	"charm.land/lipgloss/v2"
)

// Default is the theme used when nothing else is chosen.
const Default = "dark"

// Theme is a named set of style roles. Every piece of the UI asks for a role
// ("the user's gutter", "muted text"), never for a colour.
type Theme struct {
	Name string
	Dark bool // drawn for a dark terminal background

	Text      lipgloss.Style // ordinary text
	Muted     lipgloss.Style // secondary text: hints, metadata
	Accent    lipgloss.Style // titles, the focused element
	User      lipgloss.Style // the user's gutter and name
	Assistant lipgloss.Style // an agent's gutter and name
	Tool      lipgloss.Style // tool call blocks
	ToolError lipgloss.Style // a failed tool call
	Thinking  lipgloss.Style // collapsed and expanded thinking
	Notice    lipgloss.Style // system messages
	Error     lipgloss.Style // failures
	Warning   lipgloss.Style // interrupted replies, retries
	Success   lipgloss.Style // finished background work
	Async     lipgloss.Style // async results and their link back
	Border    lipgloss.Style // separators
	Selected  lipgloss.Style // the selected row of a list
	Section   lipgloss.Style // sidebar section headings
	Unread    lipgloss.Style // the unread mark
	Spinner   lipgloss.Style // activity
	Status    lipgloss.Style // the status bar
	StatusKey lipgloss.Style // emphasised parts of the status bar
	Overlay   lipgloss.Style // palette and help boxes (border colour)
	Match     lipgloss.Style // fuzzy-match highlights

	// Markdown is the glamour style for message bodies.
	Markdown ansi.StyleConfig
	// Code is the chroma style that highlights fenced code blocks (its
	// background sets blocks apart); empty under NO_COLOR, where a frame
	// marks them instead.
	Code string
}

type palette struct {
	fg, muted, accent, user, assistant, tool, toolErr, thinking, notice, err, warn, ok, async, border color.Color
	selFg, selBg, statusFg, statusBg                                                                  color.Color
}

func build(name string, dark bool, p palette, md ansi.StyleConfig, code string) Theme {
	s := lipgloss.NewStyle
	md = withoutMargin(md)
	return Theme{
		Name: name, Dark: dark,
		Text:      s().Foreground(p.fg),
		Muted:     s().Foreground(p.muted),
		Accent:    s().Foreground(p.accent).Bold(true),
		User:      s().Foreground(p.user).Bold(true),
		Assistant: s().Foreground(p.assistant).Bold(true),
		Tool:      s().Foreground(p.tool),
		ToolError: s().Foreground(p.toolErr),
		Thinking:  s().Foreground(p.thinking).Italic(true),
		Notice:    s().Foreground(p.notice),
		Error:     s().Foreground(p.err).Bold(true),
		Warning:   s().Foreground(p.warn).Bold(true),
		Success:   s().Foreground(p.ok),
		Async:     s().Foreground(p.async),
		Border:    s().Foreground(p.border),
		Selected:  s().Foreground(p.selFg).Background(p.selBg).Bold(true),
		Section:   s().Foreground(p.muted).Bold(true),
		Unread:    s().Foreground(p.accent).Bold(true),
		Spinner:   s().Foreground(p.accent),
		Status:    s().Foreground(p.statusFg).Background(p.statusBg),
		StatusKey: s().Foreground(p.statusFg).Background(p.statusBg).Bold(true),
		Overlay:   s().Foreground(p.accent),
		Match:     s().Foreground(p.accent).Underline(true),
		Markdown:  md,
		Code:      code,
	}
}

// withoutMargin drops glamour's document margin: the timeline draws its own
// gutter.
func withoutMargin(md ansi.StyleConfig) ansi.StyleConfig {
	zero := uint(0)
	md.Document.Margin = &zero
	md.Document.BlockPrefix = ""
	md.Document.BlockSuffix = ""
	// Inline code keeps to its own characters: a padding space each side
	// read as two spaces between words ("calculate  27*453  and") and
	// came with a copy. Its colours set it apart; a style that marks it
	// with characters (backticks, without colours) keeps them.
	if strings.TrimSpace(md.Code.Prefix) == "" {
		md.Code.Prefix = ""
	}
	if strings.TrimSpace(md.Code.Suffix) == "" {
		md.Code.Suffix = ""
	}
	return md
}

func c(s string) color.Color { return lipgloss.Color(s) }

var registry = map[string]func() Theme{
	"dark": func() Theme {
		return build("dark", true, palette{
			fg: c("#d0d0d0"), muted: c("#808080"), accent: c("#7aa2f7"), user: c("#9ece6a"), assistant: c("#7aa2f7"),
			tool: c("#a0a8c0"), toolErr: c("#f7768e"), thinking: c("#8a8fa8"), notice: c("#b0a070"), err: c("#f7768e"),
			warn: c("#e0af68"), ok: c("#9ece6a"), async: c("#bb9af7"), border: c("#3b3f51"),
			selFg: c("#ffffff"), selBg: c("#33467c"), statusFg: c("#c0caf5"), statusBg: c("#1f2335"),
		}, styles.DarkStyleConfig, "tokyonight-storm")
	},
	"light": func() Theme {
		return build("light", false, palette{
			fg: c("#303030"), muted: c("#707070"), accent: c("#2e5fb8"), user: c("#2f7d32"), assistant: c("#2e5fb8"),
			tool: c("#505a70"), toolErr: c("#c0392b"), thinking: c("#6a6f88"), notice: c("#8a6d00"), err: c("#c0392b"),
			warn: c("#b36b00"), ok: c("#2f7d32"), async: c("#7b3fb8"), border: c("#c8c8d0"),
			selFg: c("#000000"), selBg: c("#cfdcf5"), statusFg: c("#303030"), statusBg: c("#e4e6ee"),
		}, styles.LightStyleConfig, "github")
	},
	"high-contrast": func() Theme {
		return build("high-contrast", true, palette{
			fg: c("#ffffff"), muted: c("#d0d0d0"), accent: c("#ffff00"), user: c("#00ff00"), assistant: c("#00ffff"),
			tool: c("#ffffff"), toolErr: c("#ff5555"), thinking: c("#d0d0d0"), notice: c("#ffff00"), err: c("#ff5555"),
			warn: c("#ffff00"), ok: c("#00ff00"), async: c("#ff80ff"), border: c("#ffffff"),
			selFg: c("#000000"), selBg: c("#ffff00"), statusFg: c("#000000"), statusBg: c("#ffffff"),
		}, highContrastMarkdown(), "monokai")
	},
	"dracula": func() Theme {
		return build("dracula", true, palette{
			fg: c("#f8f8f2"), muted: c("#6272a4"), accent: c("#bd93f9"), user: c("#50fa7b"), assistant: c("#bd93f9"),
			tool: c("#8be9fd"), toolErr: c("#ff5555"), thinking: c("#6272a4"), notice: c("#f1fa8c"), err: c("#ff5555"),
			warn: c("#ffb86c"), ok: c("#50fa7b"), async: c("#ff79c6"), border: c("#44475a"),
			selFg: c("#f8f8f2"), selBg: c("#44475a"), statusFg: c("#f8f8f2"), statusBg: c("#282a36"),
		}, styles.DraculaStyleConfig, "dracula")
	},
	"tokyo-night": func() Theme {
		return build("tokyo-night", true, palette{
			fg: c("#a9b1d6"), muted: c("#565f89"), accent: c("#7dcfff"), user: c("#9ece6a"), assistant: c("#7aa2f7"),
			tool: c("#7dcfff"), toolErr: c("#f7768e"), thinking: c("#565f89"), notice: c("#e0af68"), err: c("#f7768e"),
			warn: c("#ff9e64"), ok: c("#9ece6a"), async: c("#bb9af7"), border: c("#292e42"),
			selFg: c("#c0caf5"), selBg: c("#283457"), statusFg: c("#a9b1d6"), statusBg: c("#16161e"),
		}, styles.TokyoNightStyleConfig, "tokyonight-night")
	},
}

// highContrastMarkdown is glamour's dark style with every text colour pushed
// to full brightness.
func highContrastMarkdown() ansi.StyleConfig {
	md := styles.DarkStyleConfig
	white, yellow, cyan := "#ffffff", "#ffff00", "#00ffff"
	md.Document.Color = &white
	md.Paragraph.Color = &white
	md.Heading.Color = &yellow
	md.Link.Color = &cyan
	md.Code.Color = &yellow
	return md
}

// Mono is the theme used under NO_COLOR: no colours, only weight and
// emphasis.
func Mono() Theme {
	s := lipgloss.NewStyle
	return Theme{
		Name: "mono", Dark: true,
		Text: s(), Muted: s().Faint(true), Accent: s().Bold(true), User: s().Bold(true), Assistant: s().Bold(true),
		Tool: s(), ToolError: s().Bold(true), Thinking: s().Italic(true), Notice: s(), Error: s().Bold(true),
		Warning: s().Bold(true), Success: s(), Async: s(), Border: s(), Selected: s().Reverse(true),
		Section: s().Bold(true), Unread: s().Bold(true), Spinner: s(), Status: s().Reverse(true),
		StatusKey: s().Reverse(true).Bold(true), Overlay: s(), Match: s().Underline(true),
		Markdown: withoutMargin(monoMarkdown()),
	}
}

// monoMarkdown is glamour's ASCII style with emphasis drawn as emphasis
// (bold, italic, crossed out) instead of the literal asterisks and tildes.
func monoMarkdown() ansi.StyleConfig {
	md := styles.NoTTYStyleConfig
	yes := true
	md.Strong = ansi.StylePrimitive{Bold: &yes}
	md.Emph = ansi.StylePrimitive{Italic: &yes}
	md.Strikethrough = ansi.StylePrimitive{CrossedOut: &yes}
	return md
}

// Names lists the themes, sorted.
func Names() []string {
	return slices.Sorted(maps.Keys(registry))
}

// Get returns a theme by name.
func Get(name string) (Theme, bool) {
	f, ok := registry[name]
	if !ok {
		return Theme{}, false
	}
	return f(), true
}

// Resolve picks the theme to draw with: Mono when noColor is set (the
// NO_COLOR convention), else the named theme, else Default.
func Resolve(name string, noColor bool) Theme {
	if noColor {
		return Mono()
	}
	if t, ok := Get(name); ok {
		return t
	}
	t, _ := Get(Default)
	return t
}
