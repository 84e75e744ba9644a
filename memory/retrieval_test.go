package memory

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

var writeDataset = flag.Bool("write-dataset", false, "write the retrieval data sets to testdata/")

// TestWriteDataset writes the retrieval sets as jsonl so they can be read
// and reused: go test ./memory -run TestWriteDataset -write-dataset
func TestWriteDataset(t *testing.T) {
	if !*writeDataset {
		t.Skip("run with -write-dataset")
	}
	write := func(name string, rows []any) {
		var b strings.Builder
		for _, r := range rows {
			line, _ := json.Marshal(r)
			b.Write(line)
			b.WriteByte('\n')
		}
		if err := os.WriteFile(filepath.Join("testdata", name), []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, set := range evalSets() {
		var tr, qr []any
		for i, t := range set.turns {
			tr = append(tr, map[string]any{"index": i, "session": t.Session, "role": t.Role, "content": t.Text, "created_at": t.At})
		}
		for _, q := range set.qs {
			qr = append(qr, q)
		}
		write(set.name+".turns.jsonl", tr)
		write(set.name+".questions.jsonl", qr)
	}
}

type recall struct{ at5, at10 float64 }

// TestRetrievalQuality loads grove-lifelog-v1 (every turn a memory) and
// measures recall@5 and @10 of each search mode. Print the table with
//
//	go test ./memory -run TestRetrievalQuality -v
func TestRetrievalQuality(t *testing.T) {
	ctx := context.Background()
	turns, qs := lifelogDataset()
	// The clock stands one week after the last session, so recency weighs
	// in as it would in use.
	now := turns[len(turns)-1].At.Add(7 * 24 * time.Hour)
	s := New(testkit.OpenStore(t, session.WithClock(func() time.Time { return now })), nil)
	nms := make([]NewMemory, len(turns))
	for i, tr := range turns {
		nms[i] = NewMemory{Type: "episode", Content: tr.Role + ": " + tr.Text, CreatedAt: tr.At,
			Metadata: json.RawMessage(fmt.Sprintf(`{"turn":%d,"session":%d}`, i, tr.Session))}
	}
	ms, err := s.AddMany(ctx, "maya", nms)
	if err != nil {
		t.Fatal(err)
	}
	turnOf := map[string]int{}
	for i, m := range ms {
		turnOf[m.ID] = i
	}
	res := map[Mode]map[string]*recall{}
	for _, mode := range []Mode{FullText, Vector, Hybrid} {
		res[mode] = map[string]*recall{"lexical": {}, "paraphrase": {}, "all": {}}
		for _, q := range qs {
			rs, err := s.Search(ctx, "maya", Query{Text: q.Text, K: 10, Mode: mode})
			if err != nil {
				t.Fatal(err)
			}
			for _, k := range []int{5, 10} {
				found := 0
				for _, ev := range q.Evidence {
					for i, r := range rs {
						if i < k && turnOf[r.ID] == ev {
							found++
							break
						}
					}
				}
				v := float64(found) / float64(len(q.Evidence))
				for _, bucket := range []string{q.Kind, "all"} {
					if k == 5 {
						res[mode][bucket].at5 += v
					} else {
						res[mode][bucket].at10 += v
					}
				}
			}
			if testing.Verbose() && mode == Hybrid && len(rs) > 0 && turnOf[rs[0].ID] != q.Evidence[0] {
				t.Logf("hybrid top-1 miss: %q -> %q (want %q)", q.Text, rs[0].Content, turns[q.Evidence[0]].Text)
			}
		}
	}
	count := map[string]float64{"all": float64(len(qs))}
	for _, q := range qs {
		count[q.Kind]++
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n%s: %d turns in 40 sessions, %d questions (%v lexical, %v paraphrased), offline embedder %s\n\n",
		datasetName, len(turns), len(qs), count["lexical"], count["paraphrase"], s.Embedder().Name())
	fmt.Fprintf(&b, "| mode | recall@5 | recall@10 | recall@5 lexical | recall@5 paraphrase |\n|---|---|---|---|---|\n")
	for _, mode := range []Mode{FullText, Vector, Hybrid} {
		r := res[mode]
		fmt.Fprintf(&b, "| %s | %.3f | %.3f | %.3f | %.3f |\n", mode, r["all"].at5/count["all"], r["all"].at10/count["all"],
			r["lexical"].at5/count["lexical"], r["paraphrase"].at5/count["paraphrase"])
	}
	t.Log(b.String())
	ft, hy := res[FullText]["all"], res[Hybrid]["all"]
	if hy.at5 <= ft.at5 || hy.at10 <= ft.at10 {
		t.Fatalf("hybrid (%.3f/%.3f) does not beat full-text alone (%.3f/%.3f)", hy.at5/count["all"], hy.at10/count["all"], ft.at5/count["all"], ft.at10/count["all"])
	}
}
