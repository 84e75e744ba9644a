package ui

import (
	"bytes"
	"context"
	"fmt"
	"image"
	_ "image/gif" // decoders of the image types grove attaches (webp has none in the standard library: its chip alone shows)
	_ "image/jpeg"
	_ "image/png"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/session"
)

// Small previews of attached images under the message that carried them:
// two pixels a cell (the upper half block in the top pixel's colour on the
// bottom one's), so any terminal with colours shows them. The stored bytes
// are read and decoded by a command the first time the image is drawn;
// the item draws again when the preview arrives. None under NO_COLOR.

// The largest preview, in cells.
const (
	previewW = 20
	previewH = 6
)

// previews holds the previews made, by the attachment's hash.
type previews struct {
	rows  map[string][]string // nil rows: the image could not be decoded
	want  []string            // to read, asked for by the next Update
	asked map[string]bool
}

// previewMsg is a decoded image's preview.
type previewMsg struct {
	sha  string
	rows []string
}

// imageLines are the previews of the images among fs, as far as they are
// made; the others are asked for.
func (r renderer) imageLines(fs []session.Attachment) []string {
	if r.c.noColor {
		return nil
	}
	p := &r.c.previews
	var out []string
	for _, f := range fs {
		if !f.IsImage() || f.MimeType == "image/webp" {
			continue
		}
		if rows, ok := p.rows[f.SHA256]; ok {
			out = append(out, rows...)
			continue
		}
		if p.asked == nil {
			p.asked = map[string]bool{}
		}
		if !p.asked[f.SHA256] {
			p.asked[f.SHA256] = true
			p.want = append(p.want, f.SHA256)
		}
	}
	return out
}

// take returns the commands reading the previews asked for since the last
// call.
func (p *previews) take(ctx context.Context, st Store) tea.Cmd {
	if len(p.want) == 0 {
		return nil
	}
	cmds := make([]tea.Cmd, len(p.want))
	for i, sha := range p.want {
		cmds[i] = loadPreview(ctx, st, sha)
	}
	p.want = nil
	return tea.Batch(cmds...)
}

// loadPreview reads an image's stored bytes and makes its preview.
func loadPreview(ctx context.Context, st Store, sha string) tea.Cmd {
	return func() tea.Msg {
		data, err := st.AttachmentData(ctx, sha)
		if err != nil {
			return previewMsg{sha: sha}
		}
		img, _, err := image.Decode(bytes.NewReader(data))
		if err != nil {
			return previewMsg{sha: sha}
		}
		return previewMsg{sha: sha, rows: halfBlocks(img, previewW, previewH)}
	}
}

// onPreview keeps a preview and draws again the messages showing it.
func (m *Model) onPreview(msg previewMsg) {
	p := &m.c.previews
	if p.rows == nil {
		p.rows = map[string][]string{}
	}
	p.rows[msg.sha] = msg.rows
	if len(msg.rows) == 0 {
		return
	}
	for _, cv := range m.tl.views {
		for _, it := range cv.held {
			for _, f := range it.files {
				if f.SHA256 == msg.sha {
					it.version++
				}
			}
		}
	}
}

// halfBlocks draws img in at most w×h cells, its shape kept, each cell two
// pixels high, each pixel the average of the part of img it covers.
func halfBlocks(img image.Image, w, h int) []string {
	b := img.Bounds()
	iw, ih := b.Dx(), b.Dy()
	if iw <= 0 || ih <= 0 {
		return nil
	}
	scale := min(float64(w)/float64(iw), float64(2*h)/float64(ih))
	pw, ph := max(int(float64(iw)*scale+0.5), 1), max(int(float64(ih)*scale+0.5), 1)
	px := func(x, y int) [3]uint32 {
		x0, x1 := b.Min.X+x*iw/pw, b.Min.X+max((x+1)*iw/pw, x*iw/pw+1)
		y0, y1 := b.Min.Y+y*ih/ph, b.Min.Y+max((y+1)*ih/ph, y*ih/ph+1)
		var sum [3]uint32
		var n uint32
		for yy := y0; yy < y1; yy++ {
			for xx := x0; xx < x1; xx++ {
				r, g, bl, a := img.At(xx, yy).RGBA()
				// Transparent parts show over a dark grey.
				bg := (0xffff - a) * 0x30 / 0xff
				sum[0] += (r + bg) >> 8
				sum[1] += (g + bg) >> 8
				sum[2] += (bl + bg) >> 8
				n++
			}
		}
		return [3]uint32{sum[0] / n, sum[1] / n, sum[2] / n}
	}
	var rows []string
	for y := 0; y < ph; y += 2 {
		var s strings.Builder
		for x := 0; x < pw; x++ {
			top := px(x, y)
			fmt.Fprintf(&s, "\x1b[38;2;%d;%d;%dm", top[0], top[1], top[2])
			if y+1 < ph {
				bot := px(x, y+1)
				fmt.Fprintf(&s, "\x1b[48;2;%d;%d;%dm▀", bot[0], bot[1], bot[2])
			} else {
				s.WriteString("\x1b[49m▀")
			}
		}
		s.WriteString("\x1b[m")
		rows = append(rows, s.String())
	}
	return rows
}
