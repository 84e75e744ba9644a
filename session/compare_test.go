package session

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
)

// exchangeOf is an exchange answering input, its ids numbered id.
func exchangeOf(input string, id int) Exchange {
	return Exchange{InputID: fmt.Sprint("in", id), Input: input, Answer: fmt.Sprint("answer ", id), AnswerIDs: []string{fmt.Sprint("a", id)}}
}

// Aligning two branches over what they do differently only (their shared
// history matched row by row) gives the rows the table over both whole
// branches gives: for histories of every length, answers alike or not, and
// divergent parts with repeated and reordered inputs, where the common
// subsequence has ties.
func TestCompareSkippingTheSharedHistoryIsTheWholeAlignment(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	for round := range 400 {
		var a, b []Exchange
		shared := rng.IntN(30)
		for i := range shared {
			x := exchangeOf(fmt.Sprintf(" input %d ", i), i)
			a = append(a, x)
			if rng.IntN(5) == 0 { // the same input answered again
				x = exchangeOf(x.Input, 1000+i)
			}
			b = append(b, x)
		}
		for range rng.IntN(12) {
			a = append(a, exchangeOf(fmt.Sprintf("input %d", rng.IntN(shared+4)), 2000+len(a)))
		}
		for range rng.IntN(12) {
			b = append(b, exchangeOf(fmt.Sprintf("input %d", rng.IntN(shared+4)), 3000+len(b)))
		}
		want, got := compareExchanges(a, b, false), compareExchanges(a, b, true)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("round %d (%d shared, %d and %d exchanges): rows differ from the whole table's", round, shared, len(a), len(b))
		}
	}
}
