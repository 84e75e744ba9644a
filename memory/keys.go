package memory

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/grovechat/grove/session"
)

// MaxKeyLen is the longest key a memory may be written under, in bytes.
const MaxKeyLen = 200

// CheckKey trims a memory key and checks it: "" (no key) or up to
// MaxKeyLen bytes with no control characters.
// Errors: EINVALID.
func CheckKey(key string) (string, error) {
	key = strings.TrimSpace(key)
	if len(key) > MaxKeyLen {
		return "", session.Errorf(session.EINVALID, "a memory key is at most %d bytes, this one has %d", MaxKeyLen, len(key))
	}
	if strings.IndexFunc(key, unicode.IsControl) >= 0 {
		return "", session.Errorf(session.EINVALID, "a memory key cannot hold control characters (%q)", key)
	}
	return key, nil
}

// Set writes a memory under key: the agent's live memory under that key,
// if any, is kept but superseded by the new one, in one transaction. It
// returns the new memory and the ids it superseded.
//
// Errors: EINVALID (an empty or bad key, those of Add), EMISMATCH, EEMBED.
func (s *Store) Set(ctx context.Context, agent, key string, nm NewMemory) (Memory, []string, error) {
	nm.Key = key
	if k, err := CheckKey(key); err != nil {
		return Memory{}, nil, err
	} else if k == "" {
		return Memory{}, nil, session.Errorf(session.EINVALID, "a keyed memory needs a key")
	}
	res, err := s.Apply(ctx, agent, []Op{{Kind: OpWrite, New: nm}})
	if err != nil {
		return Memory{}, nil, err
	}
	return res.Written[0], res.Superseded, nil
}

// ByKey returns the agent's live memory under key.
// Errors: ENOTFOUND (nothing live under that key).
func (s *Store) ByKey(ctx context.Context, agent, key string) (Memory, error) {
	k, err := CheckKey(key)
	if err != nil {
		return Memory{}, err
	}
	_, m, err := scanMemory(s.db.ReadDB().QueryRowContext(ctx, `SELECT `+memCols+` FROM memories m
		WHERE m.agent = ? AND m.key = ? AND m.superseded_by IS NULL ORDER BY m.seq DESC LIMIT 1`, agent, k))
	if errors.Is(err, sql.ErrNoRows) {
		return Memory{}, session.Errorf(session.ENOTFOUND, "%s has no memory under the key %q", agent, k)
	}
	if err != nil {
		return Memory{}, fmt.Errorf("reading %s's memory under %q: %w", agent, k, err)
	}
	return m, nil
}

// supersedeKeyTx marks the agent's other live memories under m's key as
// superseded by m and returns their ids; a memory without a key changes
// nothing.
func (s *Store) supersedeKeyTx(ctx context.Context, tx *sql.Tx, agent string, m Memory) ([]string, error) {
	if m.Key == "" {
		return nil, nil
	}
	rows, err := tx.QueryContext(ctx, `SELECT id FROM memories WHERE agent = ? AND key = ? AND superseded_by IS NULL AND id != ? ORDER BY seq`, agent, m.Key, m.ID)
	if err != nil {
		return nil, err
	}
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return nil, err
		}
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for _, id := range ids {
		if _, err := s.updateTx(ctx, tx, agent, id, preparedPatch{Patch: Patch{SupersededBy: &m.ID}}); err != nil {
			return nil, fmt.Errorf("superseding %s under the key %q: %w", id, m.Key, err)
		}
	}
	return ids, nil
}
