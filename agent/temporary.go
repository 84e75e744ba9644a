package agent

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/session"
)

//go:embed migrations/*.sql
var migrations embed.FS

func init() { session.RegisterMigrations("agent", migrations, "migrations") }

// TemporaryAgent is an unnamed agent started with `grove new`: a model and
// a system prompt, no memory, notes or todos. Its conversations are kept;
// promoting it writes its definition and extracts what it learned.
type TemporaryAgent struct {
	Name       string
	Model      string // a model reference (profile, provider/model or offline)
	System     string
	PromotedTo string
	CreatedAt  time.Time
}

// DefaultTemporarySystem is the system prompt of a temporary agent started
// without one.
const DefaultTemporarySystem = "You are a helpful assistant inside grove, a terminal chat application. Answer in Markdown, briefly and precisely."

// CreateTemporary records a new temporary agent and returns it with its
// name (temp.N, N one more than the last).
func CreateTemporary(ctx context.Context, st *session.Store, model, system string) (TemporaryAgent, error) {
	if strings.TrimSpace(system) == "" {
		system = DefaultTemporarySystem
	}
	ta := TemporaryAgent{Model: model, System: system, CreatedAt: st.Now()}
	err := st.WriteTx(ctx, func(tx *sql.Tx) error {
		var seq int64
		if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) + 1 FROM temporary_agents`).Scan(&seq); err != nil {
			return err
		}
		ta.Name = config.TemporaryPrefix + strconv.FormatInt(seq, 10)
		_, err := tx.ExecContext(ctx, `INSERT INTO temporary_agents (name, seq, model, system, created_at) VALUES (?, ?, ?, ?, ?)`,
			ta.Name, seq, ta.Model, ta.System, ta.CreatedAt.UnixMilli())
		return err
	})
	if err != nil {
		return TemporaryAgent{}, err
	}
	return ta, nil
}

// LookupTemporary returns a temporary agent. Errors: session ENOTFOUND.
func LookupTemporary(ctx context.Context, st *session.Store, name string) (TemporaryAgent, error) {
	ta := TemporaryAgent{Name: name}
	var created int64
	err := st.ReadDB().QueryRowContext(ctx, `SELECT model, system, promoted_to, created_at FROM temporary_agents WHERE name = ?`, name).
		Scan(&ta.Model, &ta.System, &ta.PromotedTo, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return TemporaryAgent{}, session.Errorf(session.ENOTFOUND, "no temporary agent named %q", name)
	}
	if err != nil {
		return TemporaryAgent{}, err
	}
	ta.CreatedAt = time.UnixMilli(created)
	return ta, nil
}

// MarkPromoted records that a temporary agent became the agent to; its
// name then resolves to that agent. Errors: ECONFLICT when it already was
// promoted, ENOTFOUND when there is no such temporary agent.
func MarkPromoted(ctx context.Context, st *session.Store, name, to string) error {
	return st.WriteTx(ctx, func(tx *sql.Tx) error {
		var was string
		err := tx.QueryRowContext(ctx, `SELECT promoted_to FROM temporary_agents WHERE name = ?`, name).Scan(&was)
		switch {
		case errors.Is(err, sql.ErrNoRows):
			return session.Errorf(session.ENOTFOUND, "no temporary agent named %q", name)
		case err != nil:
			return err
		case was != "":
			return session.Errorf(session.ECONFLICT, "%s was already promoted to %s", name, was)
		}
		_, err = tx.ExecContext(ctx, `UPDATE temporary_agents SET promoted_to = ? WHERE name = ?`, to, name)
		return err
	})
}

// Definition is the temporary agent as the runtime runs it: its model and
// system prompt, no memory (no extraction, no memory tools).
func (ta TemporaryAgent) Definition(cfg config.Config) (config.Definition, error) {
	p, err := cfg.ResolveModel(ta.Model)
	if err != nil {
		return config.Definition{}, fmt.Errorf("temporary agent %s: %w", ta.Name, err)
	}
	return config.Definition{Name: ta.Name, Profile: p, System: ta.System, Temporary: true,
		Source: "temporary (grove new)"}.WithDefaults(), nil
}
