package cmd

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/grovechat/grove/tools/mcp"
)

// mcpListWidth is the width grove mcp list wraps its lines at: $COLUMNS
// when set, else 100.
func mcpListWidth() int {
	if n, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && n >= 40 {
		return n
	}
	return 100
}

// printMCPList prints the servers as a table of short columns (server,
// transport, state, number of tools), each row followed by its details
// indented below it: the command or URL, an error, and the tool list
// wrapped at width. A row is as wide as its own cells: a long command or
// tool list never widens the others.
func printMCPList(w io.Writer, servers []mcp.ServerStatus, width int) error {
	head := [4]string{"SERVER", "TRANSPORT", "STATE", "TOOLS"}
	rows := make([][4]string, len(servers))
	widths := [3]int{}
	for i, h := range head[:3] {
		widths[i] = lipgloss.Width(h)
	}
	for i, s := range servers {
		rows[i] = [4]string{s.Name, s.Transport, string(s.State), strconv.Itoa(len(s.Tools))}
		for j := range widths {
			widths[j] = max(widths[j], lipgloss.Width(rows[i][j]))
		}
	}
	var b strings.Builder
	line := func(r [4]string) {
		for j := range widths {
			b.WriteString(r[j])
			b.WriteString(strings.Repeat(" ", widths[j]-lipgloss.Width(r[j])+2))
		}
		b.WriteString(r[3])
		b.WriteByte('\n')
	}
	line(head)
	for i, s := range servers {
		line(rows[i])
		if s.Target != "" {
			label := "command: "
			if s.Transport == "http" {
				label = "url: "
			}
			b.WriteString(wrapIndented(label+s.Target, " ", width))
		}
		if s.Error != "" {
			b.WriteString(wrapIndented("error: "+s.Error, " ", width))
		}
		if len(s.Tools) > 0 {
			b.WriteString(wrapIndented("tools: "+strings.Join(s.Tools, ", "), ", ", width))
		}
	}
	_, err := fmt.Fprint(w, b.String())
	return err
}

// wrapIndented prints text indented by two spaces, broken after sep into
// lines of at most width columns, the lines after the first indented by
// four (a part longer than a line has one to itself).
func wrapIndented(text, sep string, width int) string {
	const first, more = "  ", "    "
	parts := strings.SplitAfter(text, sep)
	var b strings.Builder
	cur, indent := first, first
	for _, p := range parts {
		if cur != indent && lipgloss.Width(cur)+lipgloss.Width(strings.TrimRight(p, " ")) > width {
			b.WriteString(strings.TrimRight(cur, " "))
			b.WriteByte('\n')
			cur, indent = more, more
		}
		cur += p
	}
	if cur != indent {
		b.WriteString(strings.TrimRight(cur, " "))
		b.WriteByte('\n')
	}
	return b.String()
}
