package startlog

import (
	"log/slog"
	"runtime"
	"strings"
	"testing"
)

// TestMarksCarryTimeAndCPU: with GROVE_TRACE_START set, a mark made before
// the log is known is written once it is, with the time since Begin, the
// garbage collections so far and, on unix, the process's CPU time.
func TestMarksCarryTimeAndCPU(t *testing.T) {
	t.Setenv("GROVE_TRACE_START", "1")
	Begin()
	Mark("early")
	var b strings.Builder
	SetLog(slog.New(slog.NewTextHandler(&b, nil)))
	Once("first")
	Once("first")
	t.Cleanup(func() { SetLog(nil) })
	out := b.String()
	runtime.GC()
	Mark("collected")
	if !strings.Contains(out, "phase=early at=") || strings.Count(out, "phase=first") != 1 || !strings.Contains(out, " gc=") {
		t.Fatalf("marks:\n%s", out)
	}
	if runtime.GOOS != "windows" && !strings.Contains(out, " cpu=") {
		t.Fatalf("no CPU time in the marks:\n%s", out)
	}
	_, line, _ := strings.Cut(b.String(), "phase=collected ")
	if line, _, _ = strings.Cut(line, "\n"); !strings.Contains(line, " gc=") || strings.HasSuffix(line, " gc=0") {
		t.Fatalf("a collection is not counted: %q", line)
	}
}
