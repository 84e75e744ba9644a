package ui

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/grovechat/grove/themes"
)

// BenchmarkStreamTable streams a reply holding a table of 300 rows, 16
// words a frame, into a stream drawn at 100 columns: the mean and the
// largest cost of drawing a frame's text, and a frame's allocations.
//
//	go test -run '^$' -bench '^BenchmarkStreamTable$' -benchtime 3x ./ui
func BenchmarkStreamTable(b *testing.B) {
	var src strings.Builder
	src.WriteString("The measurements, one run a row:\n\n| run | input | result | note |\n|---|---:|---:|---|\n")
	for i := range 300 {
		fmt.Fprintf(&src, "| run %d | %d | %d.%d | %s |\n", i, i*37%1000, i*13%97, i%10, strings.Repeat("steady ", 1+i%3))
	}
	src.WriteString("\nThose are all the runs.")
	words := strings.SplitAfter(src.String(), " ")
	th, _ := themes.Get("dark")
	md := newMarkdown(th)
	const per = 16
	var total, worst time.Duration
	frames := 0
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		var s stream
		for f := 0; f*per < len(words); f++ {
			s.add(strings.Join(words[f*per:min((f+1)*per, len(words))], ""), "")
			t0 := time.Now()
			s.textLines(nil, md, renderKey{width: 100, theme: th.Name}, "")
			d := time.Since(t0)
			total += d
			worst = max(worst, d)
			frames++
		}
	}
	b.ReportMetric(ms(total)/float64(frames), "ms/frame")
	b.ReportMetric(ms(worst), "max_ms/frame")
	b.ReportMetric(float64(frames)/float64(b.N), "frames/op")
}
