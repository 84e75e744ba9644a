package ansi

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"
)

// An ItemElement is used to render items inside a list. An item is a block
// of its own: its content (text, further paragraphs, nested lists) is
// wrapped to the room beside its marker, and every line after the first
// hangs under the content's first character, however wide the marker
// ("•", "10.", "[ ]").
type ItemElement struct {
	IsOrdered   bool
	Enumeration uint
	Task        *TaskElement // set for a task list item: its checkbox is the marker
}

// marker renders the item's marker ("• ", "1. ", "[ ] ") as the list
// would have drawn it.
func (e *ItemElement) marker(ctx RenderContext) (string, error) {
	var b bytes.Buffer
	var err error
	switch {
	case e.Task != nil:
		err = e.Task.Render(&b, ctx)
	case e.IsOrdered:
		el := &BaseElement{
			Style:  ctx.options.Styles.Enumeration,
			Prefix: strconv.FormatInt(int64(e.Enumeration), 10), //nolint:gosec
		}
		err = el.Render(&b, ctx)
	default:
		el := &BaseElement{
			Style: ctx.options.Styles.Item,
		}
		err = el.Render(&b, ctx)
	}
	return b.String(), err
}

// Render renders an ItemElement: it opens the item's block, indented by
// the marker's width so that what is inside wraps to the room beside it.
func (e *ItemElement) Render(_ io.Writer, ctx RenderContext) error {
	bs := ctx.blockStack
	m, err := e.marker(ctx)
	if err != nil {
		return err
	}
	hang := uint(ansi.StringWidth(m)) //nolint:gosec
	bs.Push(BlockElement{
		Block: &bytes.Buffer{},
		Style: StyleBlock{
			StylePrimitive: cascadeStylePrimitive(bs.Current().Style.StylePrimitive, StylePrimitive{}, false),
			Indent:         &hang,
		},
		Marker: m,
	})
	return nil
}

// Finish finishes rendering an ItemElement: the marker, then the content
// wrapped beside it, its further lines indented by the marker's width.
func (e *ItemElement) Finish(w io.Writer, ctx RenderContext) error {
	bs := ctx.blockStack
	cur := bs.Current()
	width := int(bs.Width(ctx))
	flow := ctx.options.fixBreaks(lipgloss.Wrap(cur.Block.String(), width, ""), width)
	lines := strings.Split(flow, "\n")
	// A nested list ends with a line break of its own; the list puts one
	// between items.
	for len(lines) > 1 && strings.TrimSpace(ansi.Strip(lines[len(lines)-1])) == "" {
		lines = lines[:len(lines)-1]
	}
	pad := strings.Repeat(" ", ansi.StringWidth(cur.Marker))
	var b strings.Builder
	for i, l := range lines {
		switch {
		case i == 0:
			b.WriteString(cur.Marker)
		case strings.TrimSpace(ansi.Strip(l)) == "":
			b.WriteByte('\n')
			b.WriteString(l)
			continue
		default:
			b.WriteByte('\n')
			b.WriteString(pad)
		}
		b.WriteString(l)
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return fmt.Errorf("glamour: error writing to writer: %w", err)
	}
	cur.Block.Reset()
	bs.Pop()
	return nil
}
