module charm.land/glamour/v2

go 1.25.8

require (
	charm.land/lipgloss/v2 v2.0.4
	github.com/alecthomas/chroma/v2 v2.14.0
	github.com/charmbracelet/x/ansi v0.11.7
	github.com/charmbracelet/x/exp/slice v0.0.0-20250327172914-2fdc97757edf
	github.com/yuin/goldmark v1.7.8
	github.com/yuin/goldmark-emoji v1.0.5
	golang.org/x/text v0.24.0
)
