package ui

import (
	"context"

	"github.com/grovechat/grove/session"
)

// Sub-agents in the sidebar: a delegation's child conversation is listed
// right under the conversation that started it, as "↳ architect (from
// manager)". The links are read with the conversation list, off the UI
// goroutine, in one query; the list is nested when it arrives, and the
// rows only look the label up.

// parentLinker is the part of the store that reads the links
// (*session.Store).
type parentLinker interface {
	ParentLinks(ctx context.Context) (map[string]session.SpawnRef, error)
}

// readParents maps child conversations to their parent's id (nil when the
// store keeps no links or they cannot be read: the list shows them flat).
func readParents(ctx context.Context, st Store) map[string]string {
	pl, ok := st.(parentLinker)
	if !ok {
		return nil
	}
	links, err := pl.ParentLinks(ctx)
	if err != nil || len(links) == 0 {
		return nil
	}
	out := make(map[string]string, len(links))
	for child, l := range links {
		out[child] = l.ConversationID
	}
	return out
}

// nestChildren puts each child conversation right after its parent when
// the parent is listed (its children in their order, theirs under them),
// and names who started each ("manager": the parent's agent, else its
// title) in from.
func nestChildren(convs []session.Conversation, parents map[string]string) (nested []session.Conversation, from map[string]string) {
	if len(parents) == 0 {
		return convs, nil
	}
	at := make(map[string]int, len(convs))
	for i, c := range convs {
		at[c.ID] = i
	}
	kids := map[string][]int{}
	from = map[string]string{}
	for i, c := range convs {
		p, ok := parents[c.ID]
		if !ok {
			continue
		}
		from[c.ID] = "delegated"
		if j, listed := at[p]; listed && p != c.ID {
			kids[p] = append(kids[p], i)
			from[c.ID] = "from " + orStr(convs[j].Agent, convTitle(convs[j]))
		}
	}
	nested = make([]session.Conversation, 0, len(convs))
	done := make([]bool, len(convs))
	var add func(i int)
	add = func(i int) {
		if done[i] {
			return
		}
		done[i] = true
		nested = append(nested, convs[i])
		for _, k := range kids[convs[i].ID] {
			add(k)
		}
	}
	for i, c := range convs {
		if p, ok := parents[c.ID]; ok {
			if _, listed := at[p]; listed && p != c.ID {
				continue // comes under its parent
			}
		}
		add(i)
	}
	for i := range convs { // a cycle of links: what is left, in order
		add(i)
	}
	return nested, from
}

// childName is a child conversation's row in the sidebar ("" for any other
// conversation).
func (s *sidebar) childName(c session.Conversation) string {
	f, ok := s.from[c.ID]
	if !ok {
		return ""
	}
	return "↳ " + orStr(c.Agent, "sub-agent") + " (" + f + ")"
}

// nestConvs keeps children under their parent once the list moved a
// conversation up (no read: the links came with the list).
func (m *Model) nestConvs() {
	if len(m.side.parents) > 0 {
		m.convs, m.side.from = nestChildren(m.convs, m.side.parents)
	}
}
