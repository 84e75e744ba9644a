package memory

import (
	"context"
	"testing"
	"time"

	"github.com/grovechat/grove/internal/testkit"
	"github.com/grovechat/grove/session"
)

func TestTimeRange(t *testing.T) {
	now := time.Date(2024, 3, 13, 15, 0, 0, 0, time.UTC) // a Wednesday in spring
	d := func(y int, m time.Month, day int) time.Time { return time.Date(y, m, day, 0, 0, 0, 0, time.UTC) }
	for _, c := range []struct {
		q            string
		since, until time.Time
	}{
		{"what did I decide last spring about the roof", d(2023, 3, 1), d(2023, 6, 1)},
		{"what happened this spring", d(2024, 3, 1), d(2024, 6, 1)},
		{"what did we plant in the fall", d(2023, 9, 1), d(2023, 12, 1)},
		{"anything from winter 2022", d(2022, 12, 1), d(2023, 3, 1)},
		{"the summer of 2021", d(2021, 6, 1), d(2021, 9, 1)},
		{"what did Nadia do in May", d(2023, 5, 1), d(2023, 6, 1)},
		{"what did Nadia do in March", d(2024, 3, 1), d(2024, 4, 1)},
		{"what happened last March", d(2023, 3, 1), d(2023, 4, 1)},
		{"trips in August 2022", d(2022, 8, 1), d(2022, 9, 1)},
		{"what did I buy in 2021", d(2021, 1, 1), d(2022, 1, 1)},
		{"two weeks ago I said", d(2024, 2, 21), d(2024, 3, 7)},
		{"a couple of days ago", d(2024, 3, 10), d(2024, 3, 13)},
		{"what did we talk about yesterday", d(2024, 3, 12), d(2024, 3, 13)},
		{"last month", d(2024, 2, 1), d(2024, 3, 1)},
		{"last year", d(2023, 1, 1), d(2024, 1, 1)},
	} {
		s, u, ok := TimeRange(c.q, now)
		if !ok || !s.Equal(c.since) || !u.Equal(c.until) {
			t.Errorf("%q: %v %s..%s, want %s..%s", c.q, ok, s.Format(time.DateOnly), u.Format(time.DateOnly), c.since.Format(time.DateOnly), c.until.Format(time.DateOnly))
		}
	}
	for _, q := range []string{"may I ask what the dog is called", "did she fall off the bike", "what is the spring made of", "the 1234 bus", "what did Melanie paint"} {
		if s, u, ok := TimeRange(q, now); ok {
			t.Errorf("%q: found a time %s..%s", q, s, u)
		}
	}
}

// TestSearchTimeWords: a question naming a time ranks the memories of that
// time first, and falls back to the others when the span holds too few.
func TestSearchTimeWords(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2024, 3, 13, 15, 0, 0, 0, time.UTC)
	s := New(testkit.OpenStore(t, session.WithClock(func() time.Time { return now })), nil)
	for _, nm := range []NewMemory{
		{Content: "Rafael: we went to the lake for a swim", CreatedAt: time.Date(2023, 7, 9, 12, 0, 0, 0, time.UTC)},
		{Content: "Rafael: swim, swim, swim at the lake", CreatedAt: time.Date(2024, 1, 9, 12, 0, 0, 0, time.UTC)},
		{Content: "Rafael: the lake froze over", CreatedAt: time.Date(2024, 1, 19, 12, 0, 0, 0, time.UTC)},
		{Content: "Rafael: we went swimming in the sea at night", CreatedAt: time.Date(2022, 8, 20, 12, 0, 0, 0, time.UTC)},
	} {
		mustAdd(t, s, "a", nm)
	}
	for _, mode := range []Mode{FullText, Vector, Hybrid} {
		rs, err := s.Search(ctx, "a", Query{Text: "where did Rafael swim last summer", Mode: mode, K: 2})
		if err != nil {
			t.Fatal(err)
		}
		if len(rs) != 2 || rs[0].CreatedAt.Month() != time.July {
			t.Fatalf("%s: %+v, want the July memory first and one more", mode, rs)
		}
		rs, err = s.Search(ctx, "a", Query{Text: "where did Rafael swim last summer", Mode: mode, K: 2, IgnoreTimeWords: true})
		if err != nil {
			t.Fatal(err)
		}
		if mode == FullText && rs[0].CreatedAt.Month() != time.January {
			t.Errorf("without time words the stronger match should rank first: %+v", rs)
		}
		// No memories of August 2023: "in August" means the latest August
		// with memories.
		rs, err = s.Search(ctx, "a", Query{Text: "where did Rafael swim in August", Mode: mode, K: 1})
		if err != nil {
			t.Fatal(err)
		}
		if len(rs) != 1 || rs[0].CreatedAt.Year() != 2022 {
			t.Errorf("%s: in August: %+v", mode, rs)
		}
	}
}
