package memory

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// evalSet is a retrieval set: turns loaded as memories, questions with
// their evidence turns, and the time the questions are asked.
type evalSet struct {
	name  string
	turns []turn
	qs    []question
	now   time.Time
}

func evalSets() []evalSet {
	lt, lq := lifelogDataset()
	ft, fq, fnow := friendsDataset()
	et, eq, enow := exchangeDataset()
	return []evalSet{
		{datasetName, lt, lq, lt[len(lt)-1].At.Add(7 * 24 * time.Hour)},
		{friendsName, ft, fq, fnow},
		{exchangeName, et, eq, enow},
	}
}

var evalKs = []int{5, 10, 25}

// evalResult holds recall@5, @10, @25 per ranker name.
type evalResult map[string][3]float64

// runEval loads set into a fresh store (every turn a memory "role: text"
// of type episode stamped with its time) and measures mean recall of the
// evidence turns for each search mode and for textbookBM25.
func runEval(t testing.TB, set evalSet, emb Embedder) evalResult {
	ctx := context.Background()
	now := set.now
	s := New(testkit.OpenStore(t, session.WithClock(func() time.Time { return now })), emb)
	nms := make([]NewMemory, len(set.turns))
	docs := make([]string, len(set.turns))
	for i, tr := range set.turns {
		docs[i] = tr.Role + ": " + tr.Text
		nms[i] = NewMemory{Type: "episode", Content: docs[i], CreatedAt: tr.At,
			Metadata: json.RawMessage(fmt.Sprintf(`{"turn":%d,"session":%d}`, i, tr.Session))}
	}
	ms, err := s.AddMany(ctx, "eval", nms)
	if err != nil {
		t.Fatal(err)
	}
	turnOf := map[string]int{}
	for i, m := range ms {
		turnOf[m.ID] = i
	}
	out := evalResult{}
	count := map[string]float64{}
	for _, q := range set.qs {
		count[q.Kind]++
	}
	add := func(name string, ranked []int, q question, n float64) {
		r := out[name]
		for ki, k := range evalKs {
			found := 0
			for _, ev := range q.Evidence {
				for i, d := range ranked {
					if i < k && d == ev {
						found++
						break
					}
				}
			}
			r[ki] += float64(found) / float64(len(q.Evidence)) / n
		}
		out[name] = r
	}
	score := func(name string, ranked []int, q question) {
		add(name, ranked, q, float64(len(set.qs)))
		add(name+"/"+q.Kind, ranked, q, count[q.Kind])
	}
	bm := newTextbookBM25(docs)
	for _, q := range set.qs {
		for _, mode := range []Mode{FullText, Vector, Hybrid} {
			rs, err := s.Search(ctx, "eval", Query{Text: q.Text, K: 25, Mode: mode})
			if err != nil {
				t.Fatal(err)
			}
			ranked := make([]int, len(rs))
			for i, r := range rs {
				ranked[i] = turnOf[r.ID]
			}
			score(mode.String(), ranked, q)
		}
		score("textbook-bm25", bm.rank(q.Text, 25), q)
	}
	return out
}

// textbookBM25 is an independent BM25 to compare against: lower-cased
// alphanumeric words, a 30-word stop list, k1 = 1.2, b = 0.75, no stemming.
type textbookBM25 struct {
	docs [][]string
	df   map[string]int
	avg  float64
}

var textbookStop = map[string]bool{}

func init() {
	for _, w := range strings.Fields("a an the and or but of to in on at for with by from is are was were be been it this that what when where who how did do does i you") {
		textbookStop[w] = true
	}
}

func textbookWords(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
	}) {
		if !textbookStop[w] {
			out = append(out, w)
		}
	}
	return out
}

func newTextbookBM25(texts []string) *textbookBM25 {
	b := &textbookBM25{df: map[string]int{}}
	total := 0
	for _, t := range texts {
		ws := textbookWords(t)
		b.docs = append(b.docs, ws)
		total += len(ws)
		seen := map[string]bool{}
		for _, w := range ws {
			if !seen[w] {
				seen[w] = true
				b.df[w]++
			}
		}
	}
	b.avg = float64(total) / float64(len(texts))
	return b
}

func (b *textbookBM25) rank(query string, k int) []int {
	n := float64(len(b.docs))
	qs := map[string]bool{}
	for _, w := range textbookWords(query) {
		qs[w] = true
	}
	type sc struct {
		doc   int
		score float64
	}
	var all []sc
	for i, d := range b.docs {
		tf := map[string]float64{}
		for _, w := range d {
			if qs[w] {
				tf[w]++
			}
		}
		s := 0.0
		for w, f := range tf {
			df := float64(b.df[w])
			s += math.Log((n-df+0.5)/(df+0.5)+1) * f * 2.2 / (f + 1.2*(0.25+0.75*float64(len(d))/b.avg))
		}
		if s > 0 {
			all = append(all, sc{i, s})
		}
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].score > all[j].score })
	out := make([]int, 0, k)
	for i := 0; i < len(all) && i < k; i++ {
		out = append(out, all[i].doc)
	}
	return out
}

// pinnedFigures are the measured recall@5/10/25 of each ranker with the
// offline embedder, which learns its word model from the set once it is
// loaded (README, Memory); a change that moves one by more than
// figureTolerance must update them here and there.
var pinnedFigures = map[string]evalResult{
	datasetName: {
		"full-text":     {0.500, 0.500, 0.500},
		"vector":        {0.680, 0.720, 0.840},
		"hybrid":        {0.680, 0.720, 0.840},
		"textbook-bm25": {0.500, 0.500, 0.520},
	},
	friendsName: {
		"full-text":     {0.611, 0.639, 0.722},
		"vector":        {0.569, 0.625, 0.722},
		"hybrid":        {0.611, 0.639, 0.722},
		"textbook-bm25": {0.542, 0.556, 0.583},
	},
	exchangeName: {
		"full-text":     {0.955, 1.000, 1.000},
		"vector":        {0.455, 0.545, 0.636},
		"hybrid":        {0.955, 1.000, 1.000},
		"textbook-bm25": {0.364, 0.500, 0.545},
	},
}

const figureTolerance = 0.015

// TestRetrievalFigures measures recall@5/10/25 of full-text, vector and
// hybrid search with the offline embedder on the three retrieval sets, next to
// the textbook BM25 above, and holds them to pinnedFigures. Hybrid must be
// at least as good as the better of its two rankers and as textbook BM25
// at every k. Print the table with
//
//	go test ./memory -run TestRetrievalFigures -v
func TestRetrievalFigures(t *testing.T) {
	var b strings.Builder
	fmt.Fprintf(&b, "\n| set | ranker | recall@5 | recall@10 | recall@25 |\n|---|---|---|---|---|\n")
	for _, set := range evalSets() {
		res := runEval(t, set, nil)
		for name, want := range pinnedFigures[set.name] {
			for ki, k := range evalKs {
				if got := res[name][ki]; math.Abs(got-want[ki]) > figureTolerance {
					t.Errorf("%s %s recall@%d = %.3f, pinned at %.3f", set.name, name, k, got, want[ki])
				}
			}
		}
		h := res["hybrid"]
		for ki, k := range evalKs {
			if best := max(res["full-text"][ki], res["vector"][ki]); h[ki] < best {
				t.Errorf("%s: hybrid recall@%d %.3f is below the better single ranker (%.3f)", set.name, k, h[ki], best)
			}
		}
		for ki, k := range evalKs {
			if tb := res["textbook-bm25"][ki]; h[ki] < tb {
				t.Errorf("%s: hybrid recall@%d %.3f is below textbook BM25 (%.3f)", set.name, k, h[ki], tb)
			}
		}
		for _, name := range []string{"full-text", "vector", "hybrid", "textbook-bm25"} {
			r := res[name]
			fmt.Fprintf(&b, "| %s | %s | %.3f | %.3f | %.3f |\n", set.name, name, r[0], r[1], r[2])
		}
		if testing.Verbose() {
			var names []string
			for name := range res {
				if strings.Contains(name, "/") {
					names = append(names, name)
				}
			}
			sort.Strings(names)
			for _, name := range names {
				r := res[name]
				fmt.Fprintf(&b, "| %s | %s | %.3f | %.3f | %.3f |\n", set.name, name, r[0], r[1], r[2])
			}
		}
	}
	t.Log(b.String())
}
