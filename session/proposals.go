package session

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"
)

// Proposal statuses.
const (
	ProposalOpen   = "open"
	ProposalClosed = "closed"
)

// Proposal is a team decision in a workspace: a question, its options, the
// agents who vote and the deadline. Votes maps each voter who has voted to
// the option chosen.
type Proposal struct {
	ID          string            `json:"id"`
	WorkspaceID string            `json:"workspace_id"`
	Author      string            `json:"author"`
	Question    string            `json:"question"`
	Options     []string          `json:"options"`
	Voters      []string          `json:"voters"`
	Deadline    time.Time         `json:"deadline"`
	Status      string            `json:"status"`
	Result      string            `json:"result,omitempty"`
	Votes       map[string]string `json:"votes,omitempty"`
	CreatedAt   time.Time         `json:"created_at"`
	ClosedAt    *time.Time        `json:"closed_at,omitempty"`
}

// Missing lists the voters who have not voted yet, in the voters' order.
func (p Proposal) Missing() []string {
	var out []string
	for _, v := range p.Voters {
		if _, ok := p.Votes[v]; !ok {
			out = append(out, v)
		}
	}
	return out
}

// Tally counts the votes of each option, in the options' order.
func (p Proposal) Tally() []int {
	n := make([]int, len(p.Options))
	for _, c := range p.Votes {
		for i, o := range p.Options {
			if o == c {
				n[i]++
			}
		}
	}
	return n
}

// Option finds the option a vote names: its text (case and surrounding
// spaces aside) or its number, counted from 1. Errors: EINVALID.
func (p Proposal) Option(choice string) (string, error) {
	c := strings.TrimSpace(choice)
	for _, o := range p.Options {
		if strings.EqualFold(o, c) {
			return o, nil
		}
	}
	if i, err := strconv.Atoi(c); err == nil && i >= 1 && i <= len(p.Options) {
		return p.Options[i-1], nil
	}
	return "", Errorf(EINVALID, "%q is not an option of proposal %s (options: %s)", choice, p.ID, strings.Join(p.Options, ", "))
}

// CreateProposal stores a new open proposal (ID and CreatedAt are set
// here). It needs a question, at least two distinct options and at least
// one voter. Errors: EINVALID.
func (s *Store) CreateProposal(ctx context.Context, p Proposal) (Proposal, error) {
	p.Question = strings.TrimSpace(p.Question)
	if p.Question == "" {
		return p, Errorf(EINVALID, "a proposal needs a question")
	}
	seen := map[string]bool{}
	var opts []string
	for _, o := range p.Options {
		o = strings.TrimSpace(o)
		if o == "" {
			continue
		}
		if seen[strings.ToLower(o)] {
			return p, Errorf(EINVALID, "the option %q is given twice", o)
		}
		seen[strings.ToLower(o)] = true
		opts = append(opts, o)
	}
	if len(opts) < 2 {
		return p, Errorf(EINVALID, "a proposal needs at least two options")
	}
	if len(p.Voters) == 0 {
		return p, Errorf(EINVALID, "a proposal needs at least one voter")
	}
	p.Options = opts
	p.ID = NewID()
	p.Status = ProposalOpen
	p.CreatedAt = fromMs(ms(s.now()))
	p.Deadline = fromMs(ms(p.Deadline))
	p.Votes = map[string]string{}
	ob, _ := json.Marshal(p.Options)
	vb, _ := json.Marshal(p.Voters)
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO proposals (id, workspace_id, author, question, options, voters, deadline, created_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, p.ID, p.WorkspaceID, p.Author, p.Question, string(ob), string(vb), ms(p.Deadline), ms(p.CreatedAt))
		return err
	})
	return p, err
}

const proposalCols = `id, workspace_id, author, question, options, voters, deadline, status, result, created_at, closed_at`

func scanProposal(r Scanner) (Proposal, error) {
	var p Proposal
	var opts, voters string
	var deadline, created int64
	var closed sql.NullInt64
	if err := r.Scan(&p.ID, &p.WorkspaceID, &p.Author, &p.Question, &opts, &voters, &deadline, &p.Status, &p.Result, &created, &closed); err != nil {
		return p, err
	}
	if err := json.Unmarshal([]byte(opts), &p.Options); err != nil {
		return p, err
	}
	if err := json.Unmarshal([]byte(voters), &p.Voters); err != nil {
		return p, err
	}
	p.Deadline, p.CreatedAt = fromMs(deadline), fromMs(created)
	if closed.Valid {
		t := fromMs(closed.Int64)
		p.ClosedAt = &t
	}
	return p, nil
}

// withVotes reads the votes of ps.
func (s *Store) withVotes(ctx context.Context, ps []Proposal) ([]Proposal, error) {
	for i := range ps {
		votes, err := QueryMap[string, string](ctx, s.r, `SELECT voter, choice FROM proposal_votes WHERE proposal_id = ?`, ps[i].ID)
		if err != nil {
			return nil, err
		}
		ps[i].Votes = votes
	}
	return ps, nil
}

// Proposal reads one proposal with its votes. Errors: ENOTFOUND.
func (s *Store) Proposal(ctx context.Context, id string) (Proposal, error) {
	p, err := scanProposal(s.r.QueryRowContext(ctx, `SELECT `+proposalCols+` FROM proposals WHERE id = ?`, strings.TrimSpace(id)))
	if errors.Is(err, sql.ErrNoRows) {
		return p, Errorf(ENOTFOUND, "no proposal %q", id)
	}
	if err != nil {
		return p, err
	}
	ps, err := s.withVotes(ctx, []Proposal{p})
	if err != nil {
		return p, err
	}
	return ps[0], nil
}

// Proposals lists a workspace's proposals, oldest first (only the open
// ones when open is set), with their votes.
func (s *Store) Proposals(ctx context.Context, wsID string, open bool) ([]Proposal, error) {
	q := `SELECT ` + proposalCols + ` FROM proposals WHERE workspace_id = ?`
	if open {
		q += ` AND status = 'open'`
	}
	ps, err := Collect(scanProposal)(s.r.QueryContext(ctx, q+` ORDER BY created_at, id`, wsID))
	if err != nil {
		return nil, err
	}
	return s.withVotes(ctx, ps)
}

// DueProposals lists the open proposals, of every workspace, whose
// deadline is at or before now.
func (s *Store) DueProposals(ctx context.Context, now time.Time) ([]Proposal, error) {
	ps, err := Collect(scanProposal)(s.r.QueryContext(ctx, `SELECT `+proposalCols+` FROM proposals WHERE status = 'open' AND deadline <= ? ORDER BY deadline, id`, ms(now)))
	if err != nil {
		return nil, err
	}
	return s.withVotes(ctx, ps)
}

// VoteProposal records voter's choice (an option's text or number) on an
// open proposal; a second vote replaces the first. It returns the proposal
// with its votes. Errors: ENOTFOUND, EINVALID (closed, not a voter, not an
// option).
func (s *Store) VoteProposal(ctx context.Context, id, voter, choice string) (Proposal, error) {
	p, err := s.Proposal(ctx, id)
	if err != nil {
		return p, err
	}
	if p.Status != ProposalOpen {
		return p, Errorf(EINVALID, "proposal %s is closed: %s", p.ID, p.Result)
	}
	isVoter := false
	for _, v := range p.Voters {
		isVoter = isVoter || v == voter
	}
	if !isVoter {
		return p, Errorf(EINVALID, "%s is not a voter of proposal %s (voters: %s)", voter, p.ID, strings.Join(p.Voters, ", "))
	}
	opt, err := p.Option(choice)
	if err != nil {
		return p, err
	}
	err = s.WriteTx(ctx, func(tx *sql.Tx) error {
		var status string
		if err := tx.QueryRowContext(ctx, `SELECT status FROM proposals WHERE id = ?`, p.ID).Scan(&status); err != nil {
			return err
		}
		if status != ProposalOpen {
			return Errorf(EINVALID, "proposal %s is closed", p.ID)
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO proposal_votes (proposal_id, voter, choice, voted_at) VALUES (?, ?, ?, ?)
			ON CONFLICT (proposal_id, voter) DO UPDATE SET choice = excluded.choice, voted_at = excluded.voted_at`, p.ID, voter, opt, ms(s.now()))
		return err
	})
	if err != nil {
		return p, err
	}
	return s.Proposal(ctx, p.ID)
}

// CloseProposal closes an open proposal with its result text. It reports
// false when the proposal was already closed (by another process), so
// that only one of them posts the result.
func (s *Store) CloseProposal(ctx context.Context, id, result string) (bool, error) {
	var n int64
	err := s.WriteTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE proposals SET status = 'closed', result = ?, closed_at = ? WHERE id = ? AND status = 'open'`,
			result, ms(s.now()), id)
		if err != nil {
			return err
		}
		n, err = res.RowsAffected()
		return err
	})
	return n > 0, err
}
