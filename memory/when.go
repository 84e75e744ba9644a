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
	day := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, now.Location())
	for i, w := range ws {
		prev, next := "", ""
		if i > 0 {
			prev = ws[i-1]
		}
		if i+1 < len(ws) {
			next = ws[i+1]
		}
		year, hasYear := yearWord(next)
		if !hasYear && next == "of" && i+2 < len(ws) {
			year, hasYear = yearWord(ws[i+2])
		}
		switch {
		case w == "yesterday":
			return day.AddDate(0, 0, -1), day, false, true
		case w == "ago" && i >= 2:
			nw := ws[i-2]
			if nw == "of" && i >= 3 { // "a couple of weeks ago"
				nw = ws[i-3]
			}
			n, ok := countWord(nw)
			if !ok {
				continue
			}
			unit := strings.TrimSuffix(prev, "s")
			var at func(int) time.Time
			switch unit {
			case "day":
				at = func(k int) time.Time { return day.AddDate(0, 0, -k) }
			case "week":
				at = func(k int) time.Time { return day.AddDate(0, 0, -7*k) }
			case "month":
				at = func(k int) time.Time { return day.AddDate(0, -k, 0) }
			case "year":
				at = func(k int) time.Time { return day.AddDate(-k, 0, 0) }
			default:
				continue
			}
			// "two weeks ago" spans from three to one week back.
			return at(n + 1), at(max(n-1, 0)).AddDate(0, 0, 1), false, true
		case (prev == "last" || prev == "this" || prev == "past") && (w == "week" || w == "month" || w == "year"):
			switch {
			case w == "week" && prev == "this":
				return day.AddDate(0, 0, -int(day.Weekday())), now.Add(time.Second), false, true
			case w == "week":
				start := day.AddDate(0, 0, -int(day.Weekday()))
				return start.AddDate(0, 0, -7), start, false, true
			case w == "month" && prev == "this":
				return time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, now.Location()), now.Add(time.Second), false, true
			case w == "month":
				start := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, now.Location())
				return start.AddDate(0, -1, 0), start, false, true
			case prev == "this":
				return time.Date(now.Year(), 1, 1, 0, 0, 0, 0, now.Location()), now.Add(time.Second), false, true
			default:
				return time.Date(now.Year()-1, 1, 1, 0, 0, 0, 0, now.Location()), time.Date(now.Year(), 1, 1, 0, 0, 0, 0, now.Location()), false, true
			}
		}
		if m, isMonth := monthWord(w); isMonth && (hasYear || timePrep(prev)) && !(w == "may" && !hasYear && prev != "in" && prev != "last" && prev != "this" && prev != "since" && prev != "during" && prev != "early" && prev != "late" && prev != "of") {
			y := now.Year()
			switch {
			case hasYear:
				y = year
			case prev == "last":
				if m >= now.Month() {
					y--
				}
			case m > now.Month():
				y--
			}
			start := time.Date(y, m, 1, 0, 0, 0, 0, now.Location())
			if prev == "since" {
				return start, now.Add(time.Second), false, true
			}
			return start, start.AddDate(0, 1, 0), !hasYear && prev != "this" && prev != "last", true
		}
		if first, isSeason := seasonWord(w); isSeason && (hasYear || timePrep(prev) || prev == "the" && i >= 2 && timePrep(ws[i-2])) {
			// a season's year is that of its first month (winter 2023 is
			// December 2023 to February 2024)
			cur := seasonStart(now)
			var start time.Time
			switch {
			case hasYear:
				start = time.Date(year, first, 1, 0, 0, 0, 0, now.Location())
			default:
				start = time.Date(now.Year(), first, 1, 0, 0, 0, 0, now.Location())
				for start.After(cur) {
					start = start.AddDate(-1, 0, 0)
				}
				if prev == "last" && start.Equal(cur) {
					start = start.AddDate(-1, 0, 0)
				}
			}
			return start, start.AddDate(0, 3, 0), !hasYear && prev != "this" && prev != "last", true
		}
		if y, isYear := yearWord(w); isYear && timePrep(prev) {
			start := time.Date(y, 1, 1, 0, 0, 0, 0, now.Location())
			if prev == "since" {
				return start, now.Add(time.Second), false, true
			}
			return start, start.AddDate(1, 0, 0), false, true
		}
	}
	return time.Time{}, time.Time{}, false, false
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

func monthWord(w string) (time.Month, bool) {
	switch w {
	case "january", "jan":
		return time.January, true
	case "february", "feb":
		return time.February, true
	case "march": // not "mar": it is a verb too
		return time.March, true
	case "april", "apr":
		return time.April, true
	case "may":
		return time.May, true
	case "june", "jun":
		return time.June, true
	case "july", "jul":
		return time.July, true
	case "august", "aug":
		return time.August, true
	case "september", "sep", "sept":
		return time.September, true
	case "october", "oct":
		return time.October, true
	case "november", "nov":
		return time.November, true
	case "december", "dec":
		return time.December, true
	}
	return 0, false
}

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
