package ui

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/charmbracelet/x/ansi"

	"github.com/grovechat/grove/internal/clip"
	"github.com/grovechat/grove/tools"
)

// Tool calls in the timeline: one line with status, outcome, duration and permission; arguments and result when expanded.

// toolLines draws one tool call: a line with its status, outcome,
// duration and permission, and when expanded its arguments and result.
func (r renderer) toolLines(cv *convView, it *item, tv *toolView, bw int, expanded bool) []string {
	th := &r.c.theme
	icon, st := "✓", th.Tool
	outcome := th.Muted.Render("…")
	status := "running"
	res := tv.result
	switch {
	case tv.call.Invalid != "":
		icon, st, status = "✗", th.ToolError, "failed"
		outcome = th.ToolError.Render("invalid arguments")
	case res == nil:
		icon = "⚙"
	case res.Async && !tv.asyncDone:
		icon, status = "↻", "running in background"
		outcome = th.Async.Render("running in background")
	case res.Async && tv.asyncCancelled:
		icon, st, status = "⊘", th.Warning, "cancelled"
		outcome = th.Warning.Render("cancelled")
	case res.Async && tv.asyncOK:
		status = "done in background"
		outcome = th.Async.Render("done in background")
	case res.Async:
		icon, st, status = "✗", th.ToolError, "failed in background"
		outcome = th.ToolError.Render("failed in background")
	case res.Error != nil && res.Error.Code == tools.CodePermissionDenied:
		icon, st, status = "⊘", th.Warning, "denied"
		outcome = th.Warning.Render("denied")
	case res.Error != nil:
		icon, st, status = "✗", th.ToolError, "failed"
		outcome = th.ToolError.Render("failed " + res.Error.Code)
	default:
		status = "done"
		outcome = th.Text.Render(clip.Line(res.Result, 60))
	}
	took := tv.duration()
	if r.tl.toolTook != nil {
		took = r.tl.toolTook(tv)
	}
	tookText := ""
	if took > 0 {
		tookText = fmtDuration(took)
	}
	perm := r.h.permLabel(cv.conv.ID, it.author, tv)
	tail := ""
	if tookText != "" {
		tail += th.Muted.Render(" · " + tookText)
	}
	if perm != "" && perm != "denied" {
		ps := th.Muted
		if strings.HasPrefix(perm, "denied") {
			ps = th.Warning
		}
		tail += th.Muted.Render(" · ") + ps.Render(perm)
	}
	head := st.Render(icon+" "+tv.call.Name) + " " + th.Muted.Render(argsSummary(tv.call.Arguments)) + th.Muted.Render(" → ") + outcome
	// The status, duration and permission stay visible: the arguments and
	// outcome give way first.
	if tw := ansi.StringWidth(tail); tw > 0 && ansi.StringWidth(head)+tw > bw {
		head = ansi.Truncate(head, max(bw-tw, 10), "…")
	}
	out := []string{ansi.Truncate(head+tail, bw, "…")}
	if l := r.subAgentLine(tv.call.ID, bw); l != "" && (res == nil || res.Async && !tv.asyncDone) {
		out = append(out, l)
	}
	if !expanded {
		return out
	}
	ind := "    "
	field := func(label, text string, style interface{ Render(...string) string }) {
		for i, l := range plainLines(text, bw-len(ind)-7) {
			lab := "       "
			if i == 0 {
				lab = pad(label, 7)
			}
			out = append(out, ind+th.Muted.Render(lab)+style.Render(l))
		}
	}
	field("args", prettyJSON(tv.call.Arguments), th.Text)
	if tv.call.Invalid != "" {
		out = append(out, ind+th.ToolError.Render("error  "+tv.call.Invalid))
	}
	if res != nil {
		if res.Error != nil {
			field("error", res.Error.Code+": "+res.Error.Message, th.ToolError)
		}
		if res.Result != "" {
			field("result", res.Result, th.Text)
		}
	}
	meta := "status " + status
	if tookText != "" {
		meta += " · took " + tookText
	}
	if perm != "" {
		meta += " · permission " + perm
	}
	out = append(out, ind+th.Muted.Render(meta))
	return out
}

func argsSummary(raw json.RawMessage) string {
	var m map[string]any
	if json.Unmarshal(raw, &m) != nil || len(m) == 0 {
		return ""
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, 0, len(keys))
	for _, k := range keys {
		v, _ := json.Marshal(m[k])
		s := string(v)
		if str, ok := m[k].(string); ok {
			s = str
		}
		parts = append(parts, k+"="+clip.Line(s, 60))
	}
	return strings.Join(parts, " ")
}

func prettyJSON(raw json.RawMessage) string {
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return string(raw)
	}
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		return string(raw)
	}
	return string(b)
}

func fmtDuration(d time.Duration) string {
	switch {
	case d < time.Millisecond:
		return "<1ms"
	case d < time.Second:
		return fmt.Sprintf("%dms", d.Milliseconds())
	case d < time.Minute:
		return fmt.Sprintf("%.1fs", d.Seconds())
	default:
		return d.Round(time.Second).String()
	}
}
