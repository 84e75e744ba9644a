package session

import (
	"context"
	"database/sql"
	"encoding/json"
	"slices"
	"sort"
	"strings"
	"time"
)

// Roll-up dimensions for UsageBy.
const (
	ByConversation = "conversation"
	ByBranch       = "branch"
	ByAgent        = "agent"
	ByModel        = "model"
	ByWorkspace    = "workspace"
	ByTurn         = "turn"
)

// UsageRow is the usage of one group of turns.
type UsageRow struct {
	Key          string    `json:"key"`
	Conversation string    `json:"conversation,omitempty"` // the conversation id, for branch rows
	Workspace    string    `json:"workspace,omitempty"`    // the workspace id, for workspace rows (Key is its name)
	Title        string    `json:"title,omitempty"`
	Turns        int       `json:"turns"`
	Usage        Usage     `json:"usage"`
	LastActivity time.Time `json:"last_activity"`
	// Budget is a branch row's spending cap in dollars (0 = none; filled
	// by the caller from BranchBudgets).
	Budget float64 `json:"budget,omitempty"`
	// Children is the part of Usage that delegations spent: the child
	// conversations the group's turns started, theirs included, counted
	// where they were started (by conversation, branch and turn); Children
	// names them. Turns counts the group's own turns.
	ChildUsage Usage    `json:"children_usage,omitzero"`
	Children   []string `json:"children,omitempty"`
	// Agent is a turn row's agent.
	Agent string `json:"agent,omitempty"`
}

// Own is what the group's own turns spent, its children's left out.
func (r UsageRow) Own() Usage {
	u := r.Usage
	u.InputTokens -= r.ChildUsage.InputTokens
	u.OutputTokens -= r.ChildUsage.OutputTokens
	u.CacheReadTokens -= r.ChildUsage.CacheReadTokens
	u.CacheWriteTokens -= r.ChildUsage.CacheWriteTokens
	u.Cost -= r.ChildUsage.Cost
	u.Calls -= r.ChildUsage.Calls
	return u
}

// UsageBy rolls up the usage of every turn (of one conversation and the
// conversations it delegated to when convID is set) by conversation,
// branch, turn, agent, model or workspace, most costly first. A child
// conversation of a delegation counts, by conversation, branch and turn,
// towards the conversation, branch and turn that started it (ChildUsage).
// Errors: EINVALID for an unknown dimension.
func (s *Store) UsageBy(ctx context.Context, by, convID string) ([]UsageRow, error) {
	switch by {
	case ByConversation, ByBranch, ByTurn, ByAgent, ByModel, ByWorkspace:
	default:
		return nil, Errorf(EINVALID, "cannot group usage by %q (use conversation, branch, turn, agent, model or workspace)", by)
	}
	links, err := allLinks(ctx, s.r)
	if err != nil {
		return nil, err
	}
	trs, err := s.usageTurns(ctx, links, convID)
	if err != nil {
		return nil, err
	}
	turnBranch := make(map[string]string, len(trs))
	titles := map[string]string{}
	for _, t := range trs {
		turnBranch[t.id] = t.branch
		titles[t.conv] = t.title
	}
	groups := usageGroups{}
	for _, tr := range trs {
		id, conv, title, branch := tr.id, tr.conv, tr.title, tr.branch
		// A child's turns count where the delegation that started it ran.
		child := "" // the child conversation whose turn this is, counted where it was started
		if by == ByConversation || by == ByBranch || by == ByTurn {
			if root, rootTurn, ok := rootOfWithin(links, conv, convID); ok {
				child = conv
				conv, id = root, rootTurn
				if t, ok := titles[root]; ok {
					title = t
				} else {
					_ = s.r.QueryRowContext(ctx, `SELECT title FROM conversations WHERE id = ?`, root).Scan(&title)
					titles[root] = title
				}
				branch = turnBranch[rootTurn]
				if branch == "" {
					_ = s.r.QueryRowContext(ctx, `SELECT branch FROM turns WHERE id = ?`, rootTurn).Scan(&branch)
					turnBranch[rootTurn] = branch
				}
			}
		}
		tr.id, tr.conv, tr.title, tr.branch = id, conv, title, branch
		groups.add(by, tr, child)
	}
	out := make([]UsageRow, 0, len(groups))
	for _, r := range groups {
		out = append(out, *r)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Usage.Cost != out[j].Usage.Cost {
			return out[i].Usage.Cost > out[j].Usage.Cost
		}
		ti, tj := out[i].Usage.InputTokens+out[i].Usage.OutputTokens, out[j].Usage.InputTokens+out[j].Usage.OutputTokens
		if ti != tj {
			return ti > tj
		}
		return out[i].Conversation+out[i].Key < out[j].Conversation+out[j].Key
	})
	return out, nil
}

// CompareRow is one aligned row of two branches: the same input (by text)
// on both sides, or an input only one side has.
type CompareRow struct {
	Left, Right *Exchange
}

// Compare aligns the exchanges of two branch paths by their inputs (longest
// common subsequence of the input texts), so that re-runs and edits line up.
func Compare(left, right []Entry) []CompareRow {
	return compareExchanges(Exchanges(left), Exchanges(right), true)
}

// compareExchanges is Compare of the exchanges a and b. Inputs alike from
// the start (the history two branches share) are aligned row by row
// whatever follows them, so with skipShared the table of the common
// subsequence covers only what comes after them: its size is that of what
// the branches do differently, not of their history.
func compareExchanges(a, b []Exchange, skipShared bool) []CompareRow {
	n, m := len(a), len(b)
	same := func(i, j int) bool { return strings.TrimSpace(a[i].Input) == strings.TrimSpace(b[j].Input) }
	p := 0
	for skipShared && p < n && p < m && same(p, p) {
		p++
	}
	lcs := make([][]int, n-p+1)
	for i := range lcs {
		lcs[i] = make([]int, m-p+1)
	}
	for i := n - 1; i >= p; i-- {
		for j := m - 1; j >= p; j-- {
			if same(i, j) {
				lcs[i-p][j-p] = lcs[i-p+1][j-p+1] + 1
			} else {
				lcs[i-p][j-p] = max(lcs[i-p+1][j-p], lcs[i-p][j-p+1])
			}
		}
	}
	var out []CompareRow
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && same(i, j):
			l, r := a[i], b[j]
			if l.InputID == r.InputID && strings.Join(l.AnswerIDs, ",") == strings.Join(r.AnswerIDs, ",") {
				l.Shared, r.Shared = true, true
			}
			out = append(out, CompareRow{Left: &l, Right: &r})
			i++
			j++
		case j >= m || i < n && lcs[i-p+1][j-p] >= lcs[i-p][j-p+1]:
			l := a[i]
			out = append(out, CompareRow{Left: &l})
			i++
		default:
			r := b[j]
			out = append(out, CompareRow{Right: &r})
			j++
		}
	}
	return out
}

// usageTurn is a turn as usage reads it.
type usageTurn struct {
	id, conv, title, ws, wsName, agent, branch string
	usage                                      []byte
	updated                                    int64
}

// usageTurns reads the turns usage counts: every turn, or a conversation's
// and those of the conversations its delegations started.
func (s *Store) usageTurns(ctx context.Context, links map[string]SpawnRef, convID string) ([]usageTurn, error) {
	q := `SELECT t.id, t.conversation_id, c.title, COALESCE(c.workspace_id, ''), COALESCE(w.workflow || ':' || w.tag, ''), t.agent, t.branch, COALESCE(t.usage, ''), t.updated_at
		FROM turns t JOIN conversations c ON c.id = t.conversation_id LEFT JOIN workspaces w ON w.id = c.workspace_id`
	var args []any
	if convID != "" {
		ids := []string{convID}
		for c := range links {
			if root, _, _ := rootOfWithin(links, c, convID); root == convID {
				ids = append(ids, c)
			}
		}
		q += ` WHERE t.conversation_id IN (?` + strings.Repeat(", ?", len(ids)-1) + `)`
		for _, id := range ids {
			args = append(args, id)
		}
	}
	trs, err := QueryAll(ctx, s.r, func(r *sql.Rows, t *usageTurn) error {
		return r.Scan(&t.id, &t.conv, &t.title, &t.ws, &t.wsName, &t.agent, &t.branch, &t.usage, &t.updated)
	}, q, args...)
	return trs, err
}

// usageGroups are usage rows by their conversation and key.
type usageGroups map[string]*UsageRow

func (groups usageGroups) get(key, conv, title string) *UsageRow {
	k := conv + "\x00" + key
	r := groups[k]
	if r == nil {
		r = &UsageRow{Key: key, Conversation: conv, Title: title}
		groups[k] = r
	}
	return r
}

// add counts a turn in its row of the grouping by; child names the child
// conversation whose turn it is, counted where its delegation ran.
func (groups usageGroups) add(by string, tr usageTurn, child string) {
	id, conv, title, ws, wsName, agent, branch, usage, updated := tr.id, tr.conv, tr.title, tr.ws, tr.wsName, tr.agent, tr.branch, tr.usage, tr.updated
	get := groups.get
	var u UsageByModel
	if len(usage) > 0 {
		// Written by this package from a UsageByModel; a damaged value
		// counts as no usage rather than hiding the other turns.
		_ = json.Unmarshal(usage, &u)
	}
	at := fromMs(updated)
	touch := func(r *UsageRow, x Usage, turn bool) {
		r.Usage.Add(x)
		if child != "" {
			r.ChildUsage.Add(x)
			if !slices.Contains(r.Children, child) {
				r.Children = append(r.Children, child)
			}
		} else if turn {
			r.Turns++
		}
		if at.After(r.LastActivity) {
			r.LastActivity = at
		}
	}
	switch by {
	case ByModel:
		// A model's row counts the turns that used it; extraction
		// calls have rows of their own (ExtractionKey).
		for model, x := range u {
			touch(get(model, "", ""), x, true)
		}
		if len(u) == 0 {
			touch(get("(none)", "", ""), Usage{}, true)
		}
	case ByConversation:
		touch(get(conv, conv, title), u.Total(), true)
	case ByBranch:
		touch(get(branch, conv, title), u.Total(), true)
	case ByTurn:
		r := get(id, conv, title)
		if child == "" {
			r.Agent = agent
		}
		touch(r, u.Total(), true)
	case ByAgent:
		touch(get(agent, "", ""), u.Total(), true)
	case ByWorkspace:
		// Rows are per workspace, named workflow:tag.
		if ws == "" {
			wsName = "(no workspace)"
		}
		r := get(wsName, ws, "")
		r.Conversation, r.Workspace = "", ws
		touch(r, u.Total(), true)
	}
}
