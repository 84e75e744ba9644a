package llm

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/grovechat/grove/session"
)

// maxToolIDLen is the longest tool call id both providers accept (OpenAI
// refuses longer ones; Anthropic wants [A-Za-z0-9_-]+).
const maxToolIDLen = 40

// validToolID reports whether both providers accept id as a tool call id.
func validToolID(id string) bool {
	if id == "" || len(id) > maxToolIDLen {
		return false
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-') {
			return false
		}
	}
	return true
}

// portableToolIDs returns msgs with every tool call id that a provider
// would refuse replaced, and the results answering it renamed with it. A
// branch can hold calls made by several providers: ids another provider
// made up in its own format, ids an OpenAI-compatible server numbers per
// response ("call_0" in every step), empty ids. Ids that are valid and
// unique in the request are sent as stored; the others get a stable
// replacement derived from the id and its place. A result belongs to the
// nearest call before it with its id. The stored entries are not changed.
func portableToolIDs(msgs []Message) []Message {
	need := false
	seen := map[string]bool{}
	for _, m := range msgs {
		for _, b := range m.Content {
			if b.ToolCall != nil {
				if !validToolID(b.ToolCall.ID) || seen[b.ToolCall.ID] {
					need = true
				}
				seen[b.ToolCall.ID] = true
			}
		}
	}
	if !need {
		return msgs
	}
	used := map[string]bool{}
	for id := range seen {
		if validToolID(id) {
			used[id] = true
		}
	}
	kept := map[string]bool{} // valid ids already sent once
	current := map[string]string{}
	out := make([]Message, len(msgs))
	for i, m := range msgs {
		content := make([]session.Block, len(m.Content))
		copy(content, m.Content)
		for j, b := range content {
			switch {
			case b.ToolCall != nil:
				id := b.ToolCall.ID
				if validToolID(id) && !kept[id] {
					kept[id], current[id] = true, id
					continue
				}
				nid := replacementID(id, i, j, used)
				current[id] = nid
				c := *b.ToolCall
				c.ID = nid
				content[j].ToolCall = &c
			case b.ToolResult != nil:
				if nid, ok := current[b.ToolResult.ToolCallID]; ok && nid != b.ToolResult.ToolCallID {
					r := *b.ToolResult
					r.ToolCallID = nid
					content[j].ToolResult = &r
				}
			}
		}
		out[i] = Message{Role: m.Role, Content: content}
	}
	return out
}

// replacementID is a valid id for the call at message i, block j, not in
// used (which it joins).
func replacementID(id string, i, j int, used map[string]bool) string {
	sum := sha256.Sum256([]byte(fmt.Sprintf("%s\x00%d\x00%d", id, i, j)))
	base := "call_" + hex.EncodeToString(sum[:])[:24]
	nid := base
	for n := 2; used[nid]; n++ {
		nid = fmt.Sprintf("%s_%d", base, n)
	}
	used[nid] = true
	return nid
}
