package ui

import (
	"sort"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
)

// BenchmarkFindLong: ctrl+f in a branch of 10,000 realistic messages
// (seedLong), a query a person types: the search of the whole branch runs
// in a tea.Cmd (search_common_ms for a word in most messages,
// search_rare_ms for a phrase in one; off the UI goroutine, the pause the
// command waits for typing to stop taken out), then the UI takes the
// hits, brings the newest on screen and draws the frame (ui_ms, the only
// part on the UI goroutine); step_ms is shift+enter to the previous hit,
// reading the branch down from it when it lies above what is held, with
// its frame (the read again off the UI). Medians over the iterations.
//
//	go test ./ui -run '^$' -bench FindLong -benchtime 10x
func BenchmarkFindLong(b *testing.B) {
	env := newEnv(b, false)
	c := seedLong(b, env, 10000)
	m := env.startedModel(b, 120, 40)
	driveAll(m, m.open(c.ID))
	queries := []string{"latency", longMark(10000)}
	var search [2][]time.Duration
	var ui, step []time.Duration
	for i := 0; b.Loop(); i++ {
		if f := find[*findOverlay](&m.stack); f == nil {
			driveAll(m, m.openFind())
		}
		f := find[*findOverlay](&m.stack)
		cmd := f.setQuery(queries[i%len(queries)])
		t0 := time.Now()
		msg := cmd()
		search[i%2] = append(search[i%2], time.Since(t0)-findPause)
		t1 := time.Now()
		_, next := m.Update(msg)
		m.View()
		ui = append(ui, time.Since(t1))
		driveAll(m, next)
		if len(f.hits) == 0 {
			b.Fatalf("%q: nothing found", f.query)
		}
		if len(f.hits) > 1 {
			t2 := time.Now()
			_, next := m.Update(tea.KeyPressMsg{Code: tea.KeyEnter, Mod: tea.ModShift})
			for next != nil {
				msg := runToEnd(next)
				if batch, ok := msg.(tea.BatchMsg); ok {
					driveAll(m, batch...)
					break
				}
				_, next = m.Update(msg)
			}
			m.View()
			step = append(step, time.Since(t2))
		}
		_, _ = m.Update(tea.KeyPressMsg{Code: tea.KeyEscape})
	}
	med := func(ds []time.Duration) float64 {
		if len(ds) == 0 {
			return 0
		}
		sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
		return ms(ds[len(ds)/2])
	}
	b.ReportMetric(med(search[0]), "search_common_ms")
	b.ReportMetric(med(search[1]), "search_rare_ms")
	b.ReportMetric(med(ui), "ui_ms")
	b.ReportMetric(med(step), "step_ms")
}
