package assemble

import (
	"context"
	"fmt"
	"sort"
	"testing"
	"time"

	"github.com/grovechat/grove/memory"
)

// BenchmarkAssemble10k assembles a prompt for an agent with 10,000
// memories (offline embedder), open todos and notes: the hybrid search plus
// every section. Target: < 20 ms per assembly.
//
//	go test ./agent/assemble -run '^$' -bench Assemble10k -benchtime 200x
func BenchmarkAssemble10k(b *testing.B) {
	f := newFixture(b)
	ctx := context.Background()
	subjects := []string{"oak", "birch", "walnut", "soil", "compost", "frost", "pruning", "mulch", "aphids", "rain", "roses", "tomatoes"}
	verbs := []string{"needs", "was checked for", "suffered from", "was treated against", "benefits from", "was measured for"}
	objects := []string{"water", "nitrogen", "sunlight", "shade", "fungus", "beetles", "wind", "drainage", "acidity", "pollinators"}
	const n = 10000
	batch := make([]memory.NewMemory, 0, 1000)
	for i := range n {
		text := fmt.Sprintf("Day %d: the %s %s %s near bed %d.", i/20, subjects[i%len(subjects)], verbs[(i/7)%len(verbs)],
			objects[(i/3)%len(objects)], i%37)
		batch = append(batch, memory.NewMemory{Type: memory.Types[i%len(memory.Types)], Content: text, Significance: memory.Sig(float64(i%10) / 10)})
		if len(batch) == cap(batch) {
			if _, err := f.mem.AddMany(ctx, "ada", batch); err != nil {
				b.Fatal(err)
			}
			batch = batch[:0]
		}
	}
	f.in.Agent.Profile.ContextWindow = 128000
	bld := New(f.mem)
	in := Input{ContextInput: f.in}
	if a, err := bld.Explain(ctx, in); err != nil || a.Section(SecMemories).Items != DefaultK {
		b.Fatalf("warm-up: %v", err)
	}
	durs := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for b.Loop() {
		start := time.Now()
		if _, err := bld.Build(ctx, in.ContextInput); err != nil {
			b.Fatal(err)
		}
		durs = append(durs, time.Since(start))
	}
	b.StopTimer()
	sort.Slice(durs, func(i, j int) bool { return durs[i] < durs[j] })
	b.ReportMetric(float64(durs[len(durs)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(durs[len(durs)*95/100].Microseconds())/1000, "p95-ms")
	b.ReportMetric(n, "memories")
}
