package themes

import "testing"

func TestThemes(t *testing.T) {
	if len(Names()) < 4 {
		t.Fatalf("want at least four themes, have %v", Names())
	}
	for _, n := range Names() {
		t.Run(n, func(t *testing.T) {
			th, ok := Get(n)
			if !ok || th.Name != n {
				t.Fatalf("Get(%q) = %q, %v", n, th.Name, ok)
			}
			if th.Markdown.Document.Margin == nil || *th.Markdown.Document.Margin != 0 {
				t.Error("markdown style keeps a margin")
			}
			if th.User.Render("x") == "" {
				t.Error("empty render")
			}
		})
	}
	if got := Resolve("light", true).Name; got != "mono" {
		t.Errorf("NO_COLOR resolves to %q", got)
	}
	if got := Resolve("nope", false).Name; got != Default {
		t.Errorf("unknown theme resolves to %q", got)
	}
}
