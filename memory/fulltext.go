package memory

import (
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"math"
	"sort"
	"strings"
)

// queryTerms returns the distinct content words of text as quoted FTS4
// terms (all its words if it has only stop words).
func queryTerms(text string) []string {
	seen := map[string]bool{}
	var terms []string
	for _, w := range Words(text) {
		if stopwords()[w] || seen[w] {
			continue
		}
		seen[w] = true
		terms = append(terms, `"`+w+`"`)
	}
	if len(terms) == 0 {
		for _, w := range Words(text) {
			if !seen[w] {
				seen[w] = true
				terms = append(terms, `"`+w+`"`)
			}
		}
	}
	return terms
}

// ftsBudget bounds how many rows one full-text search scores. BM25 needs
// matchinfo for every matching row, and an OR of common words matches most
// of a large store; the rarest terms carry nearly all of the BM25 weight, so
// terms are added rarest first (document frequencies counted within the
// agent's own memories) until the budget is spent. Only terms common enough
// to push past it are left out, never a rare one.
const ftsBudget = 5000

// ftsQuery builds the FTS4 query for terms within one agent's index (lid):
// an OR of the rarest terms whose document counts fit ftsBudget; if even the
// rarest term alone is too common, an AND of all terms (rows matching
// everything rank first anyway).
func ftsQuery(ctx context.Context, tx *sql.Tx, lid int64, terms []string) (string, error) {
	if len(terms) <= 1 {
		return strings.Join(terms, " OR "), nil
	}
	type tdf struct {
		term string
		df   int
	}
	dfs := make([]tdf, len(terms))
	for i, t := range terms {
		dfs[i].term = t
		// Counting a term's rows decodes its doclist only: cheap next to
		// matchinfo, and stemming stays SQLite's business.
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM memories_fts WHERE memories_fts MATCH ? AND lid = ?`, t, lid).Scan(&dfs[i].df); err != nil {
			return "", err
		}
	}
	sort.SliceStable(dfs, func(i, j int) bool { return dfs[i].df < dfs[j].df })
	var picked []string
	sum := 0
	for _, d := range dfs {
		if d.df == 0 {
			continue
		}
		if sum+d.df > ftsBudget && len(picked) > 0 {
			break
		}
		if sum+d.df > ftsBudget {
			return strings.Join(terms, " "), nil // implicit AND
		}
		sum += d.df
		picked = append(picked, d.term)
	}
	return strings.Join(picked, " OR "), nil
}

// ftsTokens counts the tokens FTS4's porter tokenizer makes of text: runs
// of ASCII letters and digits and of bytes of non-ASCII characters.
func ftsTokens(text string) int {
	n, in := 0, false
	for i := 0; i < len(text); i++ {
		c := text[i]
		tok := c >= 0x80 || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if tok && !in {
			n++
		}
		in = tok
	}
	return n
}

// CROSS JOIN keeps the FTS table as the outer loop: otherwise SQLite may
// walk the agent's memories and run the full-text query once per row.
//
// fullText ranks matches by BM25 (k1 = 1.2, b = 0.75) over the agent's own
// memories: term frequencies and document frequencies from FTS4's
// matchinfo('pcnalx') on the agent's index, document count and average
// length from memory_fts_agents. FTS4 has no built-in ranking function.
func fullText(ctx context.Context, tx *sql.Tx, agent string, q Query, depth int) ([]hit, error) {
	var lid, docs, tokens int64
	err := tx.QueryRowContext(ctx, `SELECT lid, docs, tokens FROM memory_fts_agents WHERE agent = ?`, agent).Scan(&lid, &docs, &tokens)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	fq, err := ftsQuery(ctx, tx, lid, queryTerms(q.Text))
	if err != nil || fq == "" {
		return nil, err
	}
	avg := 1.0
	if docs > 0 && tokens > 0 {
		avg = float64(tokens) / float64(docs)
	}
	where, args := filterSQL(q.Types, q.Since, q.Until, q.IncludeSuperseded)
	rows, err := tx.QueryContext(ctx, `SELECT f.docid, matchinfo(memories_fts, 'pcnalx') FROM memories_fts f
		CROSS JOIN memories m ON m.seq = f.docid WHERE memories_fts MATCH ? AND f.lid = ? AND m.agent = ?`+where,
		append([]any{fq, lid, agent}, args...)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []hit
	var mi []uint32
	top := 0.0
	for rows.Next() {
		var h hit
		var blob []byte
		if err := rows.Scan(&h.seq, &blob); err != nil {
			return nil, err
		}
		mi = mi[:0]
		for i := 0; i+4 <= len(blob); i += 4 {
			mi = append(mi, binary.NativeEndian.Uint32(blob[i:]))
		}
		h.score = bm25With(mi, float64(docs), avg)
		if top == 0 {
			top = bm25Ceiling(mi, float64(docs))
		}
		if top > 0 {
			h.norm = h.score / top
		}
		out = append(out, h)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	// neighbour context (see contextText)
	own := make(map[int64]float64, len(out))
	for _, h := range out {
		own[h.seq] = h.score
	}
	for i := range out {
		nb := max(own[out[i].seq-1], own[out[i].seq+1])
		out[i].ctx = out[i].score + contextText*nb
		if top > 0 {
			out[i].norm = out[i].ctx / top
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].ctx != out[j].ctx {
			return out[i].ctx > out[j].ctx
		}
		return out[i].seq > out[j].seq
	})
	if len(out) > depth {
		out = out[:depth]
	}
	return out, nil
}

// bm25 scores one row from matchinfo 'pcnalx' of a one-column table:
// p, c, n, a[c], l[c], then x[3·p·c] = (hits in row, hits in all rows, rows
// with hits). Document count and average length are the table's.
func bm25(mi []uint32) float64 {
	if len(mi) < 5 {
		return 0
	}
	return bm25With(mi, float64(mi[2]), float64(mi[3]))
}

// bm25With is bm25 with the collection's document count n and average
// length avg given (those of one agent rather than of the whole table).
func bm25With(mi []uint32, n, avg float64) float64 {
	const k1, b = 1.2, 0.75
	if len(mi) < 5 {
		return 0
	}
	p, c := int(mi[0]), int(mi[1])
	if c != 1 || len(mi) < 3+2*c+3*p*c {
		return 0
	}
	l := float64(mi[4])
	if avg == 0 {
		avg = 1
	}
	score := 0.0
	for i := 0; i < p; i++ {
		x := mi[5+3*i:]
		tf, df := float64(x[0]), float64(x[2])
		if tf == 0 {
			continue
		}
		idf := math.Log((n-df+0.5)/(df+0.5) + 1)
		score += idf * tf * (k1 + 1) / (tf + k1*(1-b+b*l/avg))
	}
	return score
}

// bm25Ceiling is the score a row would reach with every query term (the
// phrases of matchinfo mi) in it many times: Σ idf·(k1 + 1). A row's share
// of it says how well it matches the whole query, comparably across queries.
func bm25Ceiling(mi []uint32, n float64) float64 {
	const k1 = 1.2
	if len(mi) < 5 {
		return 0
	}
	p, c := int(mi[0]), int(mi[1])
	if c != 1 || len(mi) < 3+2*c+3*p*c {
		return 0
	}
	sum := 0.0
	for i := 0; i < p; i++ {
		df := float64(mi[5+3*i+2])
		sum += math.Log((n-df+0.5)/(df+0.5)+1) * (k1 + 1)
	}
	return sum
}
