package assemble

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// Format writes the assembly as a person reads it: the budget, a table of
// sections with their token counts, then each section's text.
func (a *Assembly) Format(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "agent %s · model %s · window %d tokens\n", a.Agent, a.Model, a.Window)
	fmt.Fprintf(&b, "reply reserve %d · tools %d (%d tokens) · available for the prompt %d\n", a.ReplyReserve, a.Tools, a.ToolTokens, a.Available)
	if a.Query != "" {
		fmt.Fprintf(&b, "memory query: %q\n", oneLine(a.Query, 120))
	}
	b.WriteString("\n")
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "SECTION\tBUDGET\tTOKENS\tITEMS\tDROPPED\t")
	for _, s := range a.Sections {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t\n", s.Name, s.Budget, s.Tokens, s.Items, s.Dropped)
	}
	fmt.Fprintf(tw, "total\t\t%d\t\t\t\n", a.Total())
	tw.Flush()
	for _, s := range a.Sections {
		fmt.Fprintf(&b, "\n── %s · %d tokens", s.Name, s.Tokens)
		if s.Truncated {
			b.WriteString(" · truncated")
		}
		if s.Dropped > 0 {
			fmt.Fprintf(&b, " · %d dropped", s.Dropped)
		}
		b.WriteString(" ──\n")
		if s.Note != "" {
			fmt.Fprintf(&b, "(%s)\n", s.Note)
		}
		if s.Text == "" {
			b.WriteString("(empty)\n")
			continue
		}
		b.WriteString(s.Text)
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}
