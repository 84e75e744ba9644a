package memory

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/grovechat/grove/session"
)

// Vector storage. Each embedder (registry id N) has two tables keyed by the
// memory rowid:
//
//   - memory_vecq_N, a vec0 table of binary signatures (SimHash, see
//     quantize.go) with the agent as partition key and type, created_at and
//     superseded as metadata columns, so that filters apply inside the KNN;
//   - memory_vecf_N, an ordinary table of the float32 vectors.
//
// A search asks vec0 for the nearest signatures (hamming distance over 128
// bytes per 384-dimensional vector instead of 1,536 float bytes) and
// re-ranks those candidates by exact cosine over their float vectors, read
// by primary key (knn in search.go). The floats are not in the vec0 table
// because a vec0 point lookup by rowid costs about 0.2 ms against a few
// microseconds for a primary-key read.
//
// Stores written before signatures have a float-only vec0 table
// memory_vec_N; ensureVecTable converts it on the first write, and searches
// use it as it is until then (exact float KNN).

func vecTable(eid int64) string       { return fmt.Sprintf("memory_vecq_%d", eid) }
func floatTable(eid int64) string     { return fmt.Sprintf("memory_vecf_%d", eid) }
func legacyVecTable(eid int64) string { return fmt.Sprintf("memory_vec_%d", eid) }

func tableExists(ctx context.Context, q querier, name string) (bool, error) {
	var n int
	err := q.QueryRowContext(ctx, `SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = ?`, name).Scan(&n)
	return n > 0, err
}

// ensureVecTable creates the vector tables of embedder eid (dimension dim)
// if missing, moving the rows of a legacy float-only table into them.
func ensureVecTable(ctx context.Context, tx *sql.Tx, eid int64, dim int) error {
	ok, err := tableExists(ctx, tx, vecTable(eid))
	if err != nil || ok {
		return err
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf(`CREATE VIRTUAL TABLE %s USING vec0(
		agent text partition key,
		type text,
		created_at integer,
		superseded integer,
		signature bit[%d])`, vecTable(eid), signatureBits(dim))); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS `+floatTable(eid)+` (
		seq       INTEGER PRIMARY KEY,
		embedding BLOB NOT NULL)`); err != nil {
		return err
	}
	legacy := legacyVecTable(eid)
	if ok, err := tableExists(ctx, tx, legacy); err != nil || !ok {
		return err
	}
	if err := convertLegacy(ctx, tx, eid, legacy); err != nil {
		return fmt.Errorf("converting %s: %w", legacy, err)
	}
	_, err = tx.ExecContext(ctx, `DROP TABLE `+legacy)
	return err
}

func convertLegacy(ctx context.Context, tx *sql.Tx, eid int64, legacy string) error {
	type row struct {
		seq, created int64
		sup          int
		agent, typ   string
		emb          []byte
	}
	all, err := session.QueryAll(ctx, tx, func(rs *sql.Rows, r *row) error {
		return rs.Scan(&r.seq, &r.agent, &r.typ, &r.created, &r.sup, &r.emb)
	}, `SELECT rowid, agent, type, created_at, superseded, embedding FROM `+legacy)
	if err != nil {
		return err
	}
	w, err := newVecWriter(ctx, tx, eid)
	if err != nil {
		return err
	}
	defer w.close()
	for _, r := range all {
		if err := w.put(ctx, r.seq, r.agent, r.typ, r.created, r.sup, blobVec(r.emb)); err != nil {
			return err
		}
	}
	return nil
}

// vecWriter inserts vectors of one embedder.
type vecWriter struct{ q, f *sql.Stmt }

func newVecWriter(ctx context.Context, tx *sql.Tx, eid int64) (*vecWriter, error) {
	q, err := tx.PrepareContext(ctx, `INSERT INTO `+vecTable(eid)+` (rowid, agent, type, created_at, superseded, signature)
		VALUES (?, ?, ?, ?, ?, vec_bit(?))`)
	if err != nil {
		return nil, err
	}
	f, err := tx.PrepareContext(ctx, `INSERT INTO `+floatTable(eid)+` (seq, embedding) VALUES (?, ?)`)
	if err != nil {
		q.Close()
		return nil, err
	}
	return &vecWriter{q: q, f: f}, nil
}

func (w *vecWriter) put(ctx context.Context, seq int64, agent, typ string, created int64, superseded int, vec []float32) error {
	if _, err := w.q.ExecContext(ctx, seq, agent, typ, created, superseded, signature(vec)); err != nil {
		return err
	}
	_, err := w.f.ExecContext(ctx, seq, vecBlob(vec))
	return err
}

func (w *vecWriter) close() {
	w.q.Close()
	w.f.Close()
}

func deleteVec(ctx context.Context, tx *sql.Tx, eid, seq int64) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM `+vecTable(eid)+` WHERE rowid = ?`, seq); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `DELETE FROM `+floatTable(eid)+` WHERE seq = ?`, seq)
	return err
}

func readVec(ctx context.Context, q querier, eid, seq int64) ([]float32, error) {
	var blob []byte
	if err := q.QueryRowContext(ctx, `SELECT embedding FROM `+floatTable(eid)+` WHERE seq = ?`, seq).Scan(&blob); err != nil {
		return nil, err
	}
	return blobVec(blob), nil
}
