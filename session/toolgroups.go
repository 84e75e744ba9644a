package session

import (
	"fmt"
	"strings"
)

// ToolGroupProblems checks the invariant "a tool call and its results are
// one group" over the entries of one conversation (any order): the
// children of an entry holding tool calls are tool_result entries until
// every call is answered, and a tool_result entry answers calls of the
// group it hangs below. It returns one sentence per entry that breaks it.
func ToolGroupProblems(entries []Entry) []string {
	byID := make(map[string]*Entry, len(entries))
	for i := range entries {
		byID[entries[i].ID] = &entries[i]
	}
	type group struct {
		call     *Entry
		calls    map[string]bool
		answered map[string]bool
	}
	memo := map[string]*group{}
	var groupAt func(id string, depth int) *group
	// groupAt is the open tool group an entry below id would continue:
	// nil when id is neither a call nor a result inside a group.
	groupAt = func(id string, depth int) *group {
		if g, ok := memo[id]; ok {
			return g
		}
		e := byID[id]
		if e == nil || depth > len(entries) {
			return nil
		}
		var g *group
		if e.Kind == EntryToolResult {
			if pg := groupAt(e.ParentID, depth+1); pg != nil {
				g = &group{call: pg.call, calls: pg.calls, answered: map[string]bool{}}
				for k := range pg.answered {
					g.answered[k] = true
				}
				for _, b := range e.Content {
					if b.Type == BlockToolResult && b.ToolResult != nil {
						g.answered[b.ToolResult.ToolCallID] = true
					}
				}
			}
		} else if calls := ToolCalls(e.Content); len(calls) > 0 {
			g = &group{call: e, calls: map[string]bool{}, answered: map[string]bool{}}
			for _, c := range calls {
				g.calls[c.ID] = true
			}
		}
		memo[id] = g
		return g
	}
	var out []string
	for i := range entries {
		e := &entries[i]
		g := (*group)(nil)
		if e.ParentID != "" {
			g = groupAt(e.ParentID, 0)
		}
		if e.Kind == EntryToolResult {
			if g == nil {
				out = append(out, fmt.Sprintf("tool result %s does not follow a tool call", e.ID))
				continue
			}
			for _, b := range e.Content {
				if b.Type == BlockToolResult && b.ToolResult != nil && !g.calls[b.ToolResult.ToolCallID] {
					out = append(out, fmt.Sprintf("tool result %s answers %s, which entry %s did not call", e.ID, b.ToolResult.ToolCallID, g.call.ID))
				}
			}
			continue
		}
		if g == nil {
			continue
		}
		var missing []string
		for _, c := range ToolCalls(g.call.Content) {
			if !g.answered[c.ID] {
				missing = append(missing, c.ID)
			}
		}
		if len(missing) > 0 {
			out = append(out, fmt.Sprintf("entry %s follows the tool calls of entry %s without their results (%s)", e.ID, g.call.ID, strings.Join(missing, ", ")))
		}
	}
	return out
}
