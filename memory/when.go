package memory

import (
	"strconv"
	"strings"
	"time"
)

// TimeRange finds a time expression in a question and returns the span it
// names, relative to now: "yesterday", "last week", "this month", "last
// year", "three weeks ago", "in May", "last May", "May 2023", "last
// spring", "this summer", "the fall of 2023", "in 2023". ok is false when
// the text names no time. Months and seasons without a year mean the most
// recent one that has begun ("last" skips the current one). Words that
// double as others ("may", "fall") count only after in, during, last, this,
// since, early, late or of (seasons also after "in the"), or before a year.
func TimeRange(text string, now time.Time) (since, until time.Time, ok bool) {
	since, until, _, ok = timeRange(text, now)
	return since, until, ok
}

// timeRange is TimeRange; yearless is true for a month or season named
// without a year and without "this" or "last" ("in May", "in the fall"),
// which a caller may move to an earlier year.
func timeRange(text string, now time.Time) (since, until time.Time, yearless, ok bool) {
	ws := Words(text)
	for i := range ws {
		tw := newTimeWord(ws, i, now)
		for _, match := range timeMatchers {
			if s, ok := match(tw); ok {
				return s.since, s.until, s.yearless, true
			}
		}
	}
	return time.Time{}, time.Time{}, false, false
}

// timeSpan is what a time expression names; yearless as in timeRange.
type timeSpan struct {
	since, until time.Time
	yearless     bool
}

// timeWord is one word of a question with the words around it.
type timeWord struct {
	ws         []string
	i          int
	w          string
	prev, next string
	// year follows the word ("May 2023", "the fall of 2023").
	year    int
	hasYear bool
	now     time.Time
	day     time.Time // the start of now's day
}

func newTimeWord(ws []string, i int, now time.Time) timeWord {
	t := timeWord{ws: ws, i: i, w: ws[i], now: now,
		day: time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, now.Location())}
	if i > 0 {
		t.prev = ws[i-1]
	}
	if i+1 < len(ws) {
		t.next = ws[i+1]
	}
	t.year, t.hasYear = yearWord(t.next)
	if !t.hasYear && t.next == "of" && i+2 < len(ws) {
		t.year, t.hasYear = yearWord(ws[i+2])
	}
	return t
}

// timeMatchers try, in order, the kinds of time expression a word may
// start or end.
var timeMatchers = []func(timeWord) (timeSpan, bool){
	timeWord.yesterday, timeWord.ago, timeWord.relative, timeWord.month, timeWord.season, timeWord.inYear,
}

func (t timeWord) yesterday() (timeSpan, bool) {
	if t.w != "yesterday" {
		return timeSpan{}, false
	}
	return timeSpan{since: t.day.AddDate(0, 0, -1), until: t.day}, true
}

// ago: "three weeks ago", "a couple of days ago".
func (t timeWord) ago() (timeSpan, bool) {
	if t.w != "ago" || t.i < 2 {
		return timeSpan{}, false
	}
	nw := t.ws[t.i-2]
	if nw == "of" && t.i >= 3 { // "a couple of weeks ago"
		nw = t.ws[t.i-3]
	}
	n, ok := countWord(nw)
	if !ok {
		return timeSpan{}, false
	}
	day := t.day
	var at func(int) time.Time
	switch strings.TrimSuffix(t.prev, "s") {
	case "day":
		at = func(k int) time.Time { return day.AddDate(0, 0, -k) }
	case "week":
		at = func(k int) time.Time { return day.AddDate(0, 0, -7*k) }
	case "month":
		at = func(k int) time.Time { return day.AddDate(0, -k, 0) }
	case "year":
		at = func(k int) time.Time { return day.AddDate(-k, 0, 0) }
	default:
		return timeSpan{}, false
	}
	// "two weeks ago" spans from three to one week back.
	return timeSpan{since: at(n + 1), until: at(max(n-1, 0)).AddDate(0, 0, 1)}, true
}

// relative: last, this or past week, month or year.
func (t timeWord) relative() (timeSpan, bool) {
	prev, w, now, day := t.prev, t.w, t.now, t.day
	if (prev != "last" && prev != "this" && prev != "past") || (w != "week" && w != "month" && w != "year") {
		return timeSpan{}, false
	}
	loc := now.Location()
	switch {
	case w == "week" && prev == "this":
		return timeSpan{since: day.AddDate(0, 0, -int(day.Weekday())), until: now.Add(time.Second)}, true
	case w == "week":
		start := day.AddDate(0, 0, -int(day.Weekday()))
		return timeSpan{since: start.AddDate(0, 0, -7), until: start}, true
	case w == "month" && prev == "this":
		return timeSpan{since: time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, loc), until: now.Add(time.Second)}, true
	case w == "month":
		start := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, loc)
		return timeSpan{since: start.AddDate(0, -1, 0), until: start}, true
	case prev == "this":
		return timeSpan{since: time.Date(now.Year(), 1, 1, 0, 0, 0, 0, loc), until: now.Add(time.Second)}, true
	default:
		return timeSpan{since: time.Date(now.Year()-1, 1, 1, 0, 0, 0, 0, loc), until: time.Date(now.Year(), 1, 1, 0, 0, 0, 0, loc)}, true
	}
}

// month: "in May", "last May", "May 2023", "since March".
func (t timeWord) month() (timeSpan, bool) {
	prev, now := t.prev, t.now
	m, isMonth := monthWord(t.w)
	if !isMonth || !(t.hasYear || timePrep(prev)) ||
		t.w == "may" && !t.hasYear && prev != "in" && prev != "last" && prev != "this" && prev != "since" && prev != "during" && prev != "early" && prev != "late" && prev != "of" {
		return timeSpan{}, false
	}
	y := now.Year()
	switch {
	case t.hasYear:
		y = t.year
	case prev == "last":
		if m >= now.Month() {
			y--
		}
	case m > now.Month():
		y--
	}
	start := time.Date(y, m, 1, 0, 0, 0, 0, now.Location())
	if prev == "since" {
		return timeSpan{since: start, until: now.Add(time.Second)}, true
	}
	return timeSpan{since: start, until: start.AddDate(0, 1, 0), yearless: !t.hasYear && prev != "this" && prev != "last"}, true
}

// season: "last spring", "this summer", "in the fall of 2023".
func (t timeWord) season() (timeSpan, bool) {
	prev, now := t.prev, t.now
	first, isSeason := seasonWord(t.w)
	if !isSeason || !(t.hasYear || timePrep(prev) || prev == "the" && t.i >= 2 && timePrep(t.ws[t.i-2])) {
		return timeSpan{}, false
	}
	// a season's year is that of its first month (winter 2023 is December
	// 2023 to February 2024)
	var start time.Time
	if t.hasYear {
		start = time.Date(t.year, first, 1, 0, 0, 0, 0, now.Location())
	} else {
		cur := seasonStart(now)
		start = time.Date(now.Year(), first, 1, 0, 0, 0, 0, now.Location())
		for start.After(cur) {
			start = start.AddDate(-1, 0, 0)
		}
		if prev == "last" && start.Equal(cur) {
			start = start.AddDate(-1, 0, 0)
		}
	}
	return timeSpan{since: start, until: start.AddDate(0, 3, 0), yearless: !t.hasYear && prev != "this" && prev != "last"}, true
}

// inYear: "in 2023", "since 2021".
func (t timeWord) inYear() (timeSpan, bool) {
	y, isYear := yearWord(t.w)
	if !isYear || !timePrep(t.prev) {
		return timeSpan{}, false
	}
	start := time.Date(y, 1, 1, 0, 0, 0, 0, t.now.Location())
	if t.prev == "since" {
		return timeSpan{since: start, until: t.now.Add(time.Second)}, true
	}
	return timeSpan{since: start, until: start.AddDate(1, 0, 0)}, true
}

// timePrep reports whether w is a preposition that makes the next word a
// time ("in May", "since 2020").
func timePrep(w string) bool {
	switch w {
	case "in", "during", "last", "this", "since", "early", "late", "of":
		return true
	}
	return false
}

func yearWord(w string) (int, bool) {
	if len(w) != 4 {
		return 0, false
	}
	y, err := strconv.Atoi(w)
	return y, err == nil && y >= 1900 && y <= 2200
}

// monthWord reads a month's name or its first three letters ("sept" too),
// but not "mar": it is a verb as well.
func monthWord(w string) (time.Month, bool) {
	if w == "sept" {
		return time.September, true
	}
	for i, name := range monthNames {
		if w == name || len(w) == 3 && w != "mar" && w == name[:3] {
			return time.Month(i + 1), true
		}
	}
	return 0, false
}

var monthNames = [...]string{"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"}

func seasonWord(w string) (time.Month, bool) {
	switch w {
	case "spring":
		return time.March, true
	case "summer":
		return time.June, true
	case "fall", "autumn":
		return time.September, true
	case "winter":
		return time.December, true
	}
	return 0, false
}

// seasonStart is the first day of the season now is in.
func seasonStart(now time.Time) time.Time {
	m := now.Month()
	y := now.Year()
	first := time.Month((int(m) / 3) * 3) // Mar, Jun, Sep, Dec
	if m <= time.February {
		first, y = time.December, y-1
	}
	return time.Date(y, first, 1, 0, 0, 0, 0, now.Location())
}

func countWord(w string) (int, bool) {
	switch w {
	case "a", "an", "one":
		return 1, true
	case "two", "couple":
		return 2, true
	case "three", "few":
		return 3, true
	case "four":
		return 4, true
	case "five":
		return 5, true
	case "six":
		return 6, true
	case "seven":
		return 7, true
	case "eight":
		return 8, true
	case "nine":
		return 9, true
	case "ten":
		return 10, true
	case "eleven":
		return 11, true
	case "twelve":
		return 12, true
	}
	n, err := strconv.Atoi(w)
	return n, err == nil && n > 0 && n < 1000
}
