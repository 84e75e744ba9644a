package clip

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
	"github.com/clipperhouse/uax29/v2/graphemes"
)

// mixed holds the clusters a careless cut breaks: a family emoji joined by
// ZWJ, a flag (two regional indicators), a skin-tone modifier, CJK, a
// letter with two combining marks, Hangul jamo.
const mixed = "ok 👨‍👩‍👧‍👦 家族 🇫🇷 👍🏽 e\u0301\u0323 한\u1100\u1161 end"

func clusters(s string) []string {
	var out []string
	it := graphemes.FromString(s)
	for it.Next() {
		out = append(out, it.Value())
	}
	return out
}

// wholeClusters fails unless got is made of the leading clusters of src
// (followed by suffix, when given).
func wholeClusters(t *testing.T, src, got, suffix string) {
	t.Helper()
	if !utf8.ValidString(got) {
		t.Fatalf("invalid UTF-8: %q", got)
	}
	body, ok := strings.CutSuffix(got, suffix)
	if !ok {
		body = got
	}
	want := clusters(src)
	have := clusters(body)
	if len(have) > len(want) || !slices.Equal(have, want[:len(have)]) {
		t.Fatalf("cut inside a character: %q is not whole clusters of %q", got, src)
	}
}

func TestBytesNeverCutsACluster(t *testing.T) {
	for n := 0; n <= len(mixed)+1; n++ {
		got := Bytes(mixed, n)
		if len(got) > n {
			t.Fatalf("Bytes(%d) = %d bytes", n, len(got))
		}
		wholeClusters(t, mixed, got, "")
	}
	if got := Bytes(mixed, len(mixed)); got != mixed {
		t.Fatalf("text that fits was changed: %q", got)
	}
	// The family emoji is 25 bytes: a budget inside it keeps none of it.
	if got := Bytes("👨‍👩‍👧‍👦", 24); got != "" {
		t.Fatalf("a part of a ZWJ sequence survived: %q", got)
	}
}

func TestTextMarksTheCutWithinTheBudget(t *testing.T) {
	for n := len(Ellipsis); n <= len(mixed)+1; n++ {
		got := Text(mixed, n)
		if len(got) > n {
			t.Fatalf("Text(%d) = %d bytes", n, len(got))
		}
		wholeClusters(t, mixed, got, Ellipsis)
		if n < len(mixed) && !strings.HasSuffix(got, Ellipsis) {
			t.Fatalf("Text(%d) = %q: a cut without a mark", n, got)
		}
	}
	// One cluster of many combining marks is one cell but many bytes:
	// the byte budget holds.
	zalgo := "a" + strings.Repeat("\u0301", 200) + "b"
	if got := Text(zalgo, 50); got != Ellipsis {
		t.Fatalf("Text(zalgo) = %q", got)
	}
}

func TestWidthNeverCutsAClusterOrOverflows(t *testing.T) {
	full := ansi.StringWidth(mixed)
	for w := 0; w <= full+1; w++ {
		got := Width(mixed, w)
		if ansi.StringWidth(got) > w {
			t.Fatalf("Width(%d) = %q, %d cells", w, got, ansi.StringWidth(got))
		}
		wholeClusters(t, mixed, got, Ellipsis)
		if w < full && w > 0 && !strings.HasSuffix(got, Ellipsis) {
			t.Fatalf("Width(%d) = %q: a cut without a mark", w, got)
		}
	}
	if got := Width(mixed, full); got != mixed {
		t.Fatalf("text that fits was changed: %q", got)
	}
	// CJK characters take two cells: four cells hold one and the mark.
	if got := Width("家族写真", 4); got != "家…" {
		t.Fatalf("Width CJK = %q", got)
	}
}

func TestLineJoinsLinesAndClips(t *testing.T) {
	if got := Line("  first\n\n\tsecond  line ", 40); got != "first second line" {
		t.Fatalf("Line = %q", got)
	}
	got := Line("e\u0301e\u0301e\u0301e\u0301\ne\u0301", 4)
	if got != "e\u0301e\u0301e\u0301…" {
		t.Fatalf("Line with combining marks = %q", got)
	}
}

func TestFirstLine(t *testing.T) {
	if got := FirstLine("\n  \n  hello world \nnext"); got != "hello world" {
		t.Fatalf("FirstLine = %q", got)
	}
	if got := FirstLine(" \n\t"); got != "" {
		t.Fatalf("FirstLine of blanks = %q", got)
	}
}
