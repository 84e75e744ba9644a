package session

import (
	"context"
	"database/sql"
)

// Scanner is one row of a query: a *sql.Row or the current row of *sql.Rows.
type Scanner = interface{ Scan(...any) error }

// QueryAll runs query q on db (a *sql.DB, *sql.Tx or *sql.Conn) and reads
// every row into a T with scan; the rows are closed when it returns, so
// the transaction is free for the next statement.
func QueryAll[T any](ctx context.Context, db interface {
	QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error)
}, scan func(*sql.Rows, *T) error, q string, args ...any) ([]T, error) {
	rows, err := db.QueryContext(ctx, q, args...)
	return readAll(rows, err, scan)
}

// Collect reads every row of a query's answer with scan, a function that
// also serves single-row lookups, and closes the rows:
//
//	return session.Collect(scanTurn)(db.QueryContext(ctx, q, args...))
func Collect[T any](scan func(Scanner) (T, error)) func(*sql.Rows, error) ([]T, error) {
	return func(rows *sql.Rows, err error) ([]T, error) {
		return readAll(rows, err, func(r *sql.Rows, v *T) (err error) {
			*v, err = scan(r)
			return err
		})
	}
}

// QueryMap runs query q, whose rows are two columns, on db and reads them
// into a map from the first column to the second.
func QueryMap[K comparable, V any](ctx context.Context, db interface {
	QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error)
}, q string, args ...any) (map[K]V, error) {
	type pair struct {
		k K
		v V
	}
	ps, err := QueryAll(ctx, db, func(r *sql.Rows, p *pair) error { return r.Scan(&p.k, &p.v) }, q, args...)
	if err != nil {
		return nil, err
	}
	out := make(map[K]V, len(ps))
	for _, p := range ps {
		out[p.k] = p.v
	}
	return out, nil
}

func readAll[T any](rows *sql.Rows, err error, scan func(*sql.Rows, *T) error) ([]T, error) {
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
