package session

import (
	"context"
	"database/sql"
)

// QueryAll runs query q on db (a *sql.DB, *sql.Tx or *sql.Conn) and reads
// every row into a T with scan; the rows are closed when it returns, so
// the transaction is free for the next statement.
func QueryAll[T any](ctx context.Context, db interface {
	QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error)
}, scan func(*sql.Rows, *T) error, q string, args ...any) ([]T, error) {
	rows, err := db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		var v T
		if err := scan(rows, &v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// ScanColumn reads a row of one column, for QueryAll.
func ScanColumn[T any](rows *sql.Rows, v *T) error { return rows.Scan(v) }
