package memory

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

// Benchmarks (figures in the README):
//
//	go test ./memory -run '^$' -bench . -benchtime 200x
//
// The 100,000-memory store is built once per process with the offline
// embedder (384 dimensions) from synthetic sentences.

var benchDir string

func TestMain(m *testing.M) {
	code := m.Run()
	if benchDir != "" {
		os.RemoveAll(benchDir)
	}
	os.Exit(code)
}

var benchWords = strings.Fields(`apple river garden meeting budget travel coffee music guitar doctor
	school project deadline weekend family sister brother recipe dinner market city train airport
	flight hotel beach mountain hike marathon book novel library teacher student homework laptop
	phone camera photo movie concert ticket birthday party gift wedding dog cat puppy kitten car
	bike bus rent salary raise office manager team client report invoice email calendar reminder
	dentist allergy medicine vitamin yoga gym swim tennis soccer game score weather rain snow sun
	autumn spring summer winter morning evening night kitchen bedroom window door garage paint
	plant tomato potato bread cheese pasta soup salad tea juice water wine language spanish german`)

func benchSentence(r *rand.Rand) string {
	n := 8 + r.IntN(16)
	ws := make([]string, n)
	for i := range ws {
		ws[i] = benchWords[r.IntN(len(benchWords))]
	}
	return strings.Join(ws, " ")
}

var (
	bigOnce  sync.Once
	bigStore *Store
	bigErr   error
)

func bigMemoryStore(b *testing.B) *Store {
	bigOnce.Do(func() {
		benchDir, bigErr = os.MkdirTemp("", "grove-memory-bench")
		if bigErr != nil {
			return
		}
		ctx := context.Background()
		db, err := session.Open(ctx, filepath.Join(benchDir, "grove.db"))
		if err != nil {
			bigErr = err
			return
		}
		s := New(db, nil)
		r := rand.New(rand.NewPCG(1, 2))
		start := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)
		const total, batch = 100_000, 2000
		t0 := time.Now()
		for i := 0; i < total; i += batch {
			nms := make([]NewMemory, batch)
			for j := range nms {
				nms[j] = NewMemory{Type: Types[r.IntN(len(Types))], Content: benchSentence(r), Significance: Sig(r.Float64()),
					CreatedAt: start.Add(time.Duration(i+j) * time.Minute)}
			}
			if _, err := s.AddMany(ctx, "bench", nms); err != nil {
				bigErr = err
				return
			}
		}
		fmt.Fprintf(os.Stderr, "built 100,000 memories in %v\n", time.Since(t0).Round(time.Millisecond))
		bigStore = s
	})
	if bigErr != nil {
		b.Fatal(bigErr)
	}
	return bigStore
}

func benchSearch(b *testing.B, mode Mode) {
	s := bigMemoryStore(b)
	ctx := context.Background()
	r := rand.New(rand.NewPCG(3, 4))
	queries := make([]string, 64)
	for i := range queries {
		queries[i] = strings.Join(strings.Fields(benchSentence(r))[:4], " ")
	}
	lat := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		t0 := time.Now()
		rs, err := s.Search(ctx, "bench", Query{Text: queries[i%len(queries)], K: 10, Mode: mode})
		if err != nil {
			b.Fatal(err)
		}
		if len(rs) == 0 {
			b.Fatal("no results")
		}
		lat = append(lat, time.Since(t0))
	}
	reportLatency(b, lat)
}

func reportLatency(b *testing.B, lat []time.Duration) {
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	if len(lat) == 0 {
		return
	}
	ms := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	b.ReportMetric(ms(lat[len(lat)/2]), "p50_ms")
	b.ReportMetric(ms(lat[len(lat)*95/100]), "p95_ms")
}

// BenchmarkKNN100k: vector-only search, top 10 of depth 50: vec0 hamming
// KNN over the binary signatures for RerankCandidates(50) = 150 candidates,
// exact cosine re-rank of those, then loading and weighting.
func BenchmarkKNN100k(b *testing.B) { benchSearch(b, Vector) }

// BenchmarkHybrid100k: KNN + FTS4 BM25 + fusion + weighting.
func BenchmarkHybrid100k(b *testing.B) { benchSearch(b, Hybrid) }

// BenchmarkFullText100k: FTS4 BM25 only.
func BenchmarkFullText100k(b *testing.B) { benchSearch(b, FullText) }

// BenchmarkImport10k imports 10,000 jsonl memories with the offline
// embedder into a fresh store.
func BenchmarkImport10k(b *testing.B) {
	r := rand.New(rand.NewPCG(5, 6))
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	for range 10_000 {
		enc.Encode(map[string]any{"content": benchSentence(r), "type": "episode", "significance": r.Float64()})
	}
	data := buf.Bytes()
	ctx := context.Background()
	var total time.Duration
	n := 0
	for b.Loop() {
		b.StopTimer()
		s := New(testkit.OpenStore(b), nil)
		b.StartTimer()
		t0 := time.Now()
		got, err := s.Import(ctx, "bench", bytes.NewReader(data))
		if err != nil || got != 10_000 {
			b.Fatal(got, err)
		}
		total += time.Since(t0)
		n++
	}
	b.ReportMetric(total.Seconds()/float64(n), "s/import")
}
