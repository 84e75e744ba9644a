package e2e

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/grovechat/grove/agent/config"
	"github.com/grovechat/grove/internal/corpus"
	"github.com/grovechat/grove/session"
)

// The start benchmark runs the shipped binary the way a person or a script
// does and reports medians of startRuns runs of each:
//
//   - ms/init: package initialisation before main (GODEBUG=inittrace=1);
//   - ms/version, ms/help: `grove --version`, `grove --help`, wall;
//   - ms/list: `grove list` on a database of 1,000 conversations, wall;
//   - ms/send_first_byte: `grove send assistant "what is 2+2"` on the
//     offline model at full speed, from exec to the first byte of reply;
//   - ms/send_first_byte_big: the same with --new on a copy of the
//     database of 1,000 conversations below;
//   - ms/tui_first_frame_fresh: the TUI in tmux (120×40) on a fresh home,
//     from starting it to its first screen with the input ready;
//   - ms/tui_first_frame: the same on the database of 1,000 conversations
//     whose newest is 10,000 entries long, to the sidebar and the last
//     screen of that conversation;
//   - ms/tui_floor: tmux showing the output of a trivial program (echo)
//     started the same way, the part of the two figures above that is not
//     grove's;
//   - ms/import_100k: `grove import` of an export of 100,000 realistic
//     entries (internal/corpus, 313 branches, about 215 MB) into a new
//     database, wall, median of importRuns runs (GROVE_BENCH_IMPORT=0
//     leaves it out).
//
// With GROVE_BENCH_CRUSH naming a crush binary, `crush --version` runs
// paired with `grove --version` and ratio/version_vs_crush is grove's median
// over crush's; the same for the TUI's first frame on a fresh home
// (ratio/tui_vs_crush, alternated runs). Run it with -benchtime 1x:
//
//	go test -run '^$' -bench Start -benchtime 1x ./e2e
//
// scripts/bench-start.sh does that and prints the figures.
const startRuns = 15

// importRuns is how many imports of 100,000 entries ms/import_100k is the
// median of: each takes seconds.
const importRuns = 3

func BenchmarkStart(b *testing.B) {
	bin := benchBinary(b, false)
	big := startFixture(b)
	fresh := b.TempDir()
	haveTmux := exec.Command("tmux", "-V").Run() == nil
	for range b.N {
		b.ReportMetric(median(startRuns, func() time.Duration { return initDuration(b, bin, fresh) }), "ms/init")
		b.ReportMetric(median(startRuns, func() time.Duration { return wall(b, bin, fresh, "--version") }), "ms/version")
		b.ReportMetric(median(startRuns, func() time.Duration { return wall(b, bin, fresh, "--help") }), "ms/help")
		b.ReportMetric(median(startRuns, func() time.Duration { return wall(b, bin, big, "list") }), "ms/list")
		b.ReportMetric(median(startRuns, func() time.Duration { return sendFirstByte(b, bin, fresh) }), "ms/send_first_byte")
		// The same into a new conversation of a copy of the large database
		// (its first send leaves the sound verdict the others trust).
		bigCopy := copyFixture(b, big)
		b.ReportMetric(median(startRuns, func() time.Duration { return sendFirstByte(b, bin, bigCopy, "--new") }), "ms/send_first_byte_big")
		if crush := os.Getenv("GROVE_BENCH_CRUSH"); crush != "" {
			var g, c []time.Duration
			for range startRuns {
				g = append(g, wall(b, bin, fresh, "--version"))
				c = append(c, wallOf(b, exec.Command(crush, "--version")))
			}
			b.ReportMetric(medianOf(g)/medianOf(c), "ratio/version_vs_crush")
			b.ReportMetric(medianOf(c), "ms/crush_version")
		}
		if os.Getenv("GROVE_BENCH_IMPORT") != "0" {
			export := importFixture(b)
			b.ReportMetric(median(importRuns, func() time.Duration {
				return wall(b, bin, b.TempDir(), "import", export)
			}), "ms/import_100k")
		}
		if !haveTmux {
			b.Log("tmux is not installed: no TUI figures")
			continue
		}
		benchTUI(b, bin, big)
	}
}

// BenchmarkStartTUI reports the TUI figures of BenchmarkStart alone:
//
//	go test -run '^$' -bench '^BenchmarkStartTUI$' -benchtime 1x ./e2e
func BenchmarkStartTUI(b *testing.B) {
	bin := benchBinary(b, true)
	big := startFixture(b)
	for range b.N {
		benchTUI(b, bin, big)
	}
}

// benchTUI reports the TUI's first frames and, beside them, the floor:
// ms/tui_floor is how long tmux takes to show the output of a trivial
// program started the same way (echo), the part of every figure that is
// not grove's.
func benchTUI(b *testing.B, bin, big string) {
	b.ReportMetric(median(startRuns, func() time.Duration {
		return firstFrame(b, "echo "+floorWords, b.TempDir(), floorWords)
	}), "ms/tui_floor")
	b.ReportMetric(median(startRuns, func() time.Duration {
		return firstFrame(b, bin, b.TempDir(), "Say something to")
	}), "ms/tui_first_frame_fresh")
	b.ReportMetric(median(startRuns, func() time.Duration {
		return firstFrame(b, bin, big, "CONVERSATIONS 1", longLastWords)
	}), "ms/tui_first_frame")
	if crush := os.Getenv("GROVE_BENCH_CRUSH"); crush != "" {
		// Alternated in the same minutes, each on a fresh home: grove to its
		// input ready, crush to its first screen (the provider picker).
		var g, c []time.Duration
		for range startRuns {
			g = append(g, firstFrame(b, bin, b.TempDir(), "Say something to"))
			c = append(c, crushFirstFrame(b, crush))
		}
		b.ReportMetric(medianOf(c), "ms/crush_tui_first_frame")
		b.ReportMetric(medianOf(g)/medianOf(c), "ratio/tui_vs_crush")
	}
}

// crushFirstFrame starts crush in a 120×40 tmux pane on a fresh home and
// working directory (crush keeps data in the directory it runs in) and
// returns the time to its first screen.
func crushFirstFrame(tb testing.TB, crush string) time.Duration {
	tb.Helper()
	dir := tb.TempDir()
	tm := benchTmux(tb, "crush")
	defer tm.kill()
	tm.run("new-session", "-d", "-s", "idle", "-x", "120", "-y", "40", "sleep 600")
	env := fmt.Sprintf("env -i PATH=%s HOME=%s XDG_CONFIG_HOME=%s/config XDG_DATA_HOME=%s/data XDG_STATE_HOME=%s/state XDG_CACHE_HOME=%s/cache TERM=xterm-256color ",
		os.Getenv("PATH"), dir, dir, dir, dir, dir)
	t0 := time.Now()
	tm.newPane(120, 40, dir, env+crush+"; sleep 600")
	return tm.await("crush's first frame", 5*time.Second, time.Millisecond, nil, "choose a provider").Sub(t0)
}

// floorWords is what the floor's trivial program prints.
const floorWords = "floor-ready"

func median(n int, f func() time.Duration) float64 {
	ds := make([]time.Duration, n)
	for i := range ds {
		ds[i] = f()
	}
	return medianOf(ds)
}

func medianOf(ds []time.Duration) float64 {
	ds = slices.Clone(ds)
	slices.Sort(ds)
	return float64(ds[len(ds)/2]) / float64(time.Millisecond)
}

// startEnv is the environment of a grove on dir's database and home, the
// offline model at full speed, no keys.
func startEnv(dir string) []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(k, "GROVE_") || strings.HasPrefix(k, "XDG_") || strings.HasSuffix(k, "_API_KEY") || k == "ANTHROPIC_AUTH_TOKEN" {
			continue
		}
		env = append(env, kv)
	}
	return append(env, "GROVE_DB="+filepath.Join(dir, "grove.db"), "GROVE_MODEL=offline", "GROVE_OFFLINE_WPS=0",
		"XDG_STATE_HOME="+filepath.Join(dir, "state"), "XDG_CONFIG_HOME="+filepath.Join(dir, "config"),
		"XDG_DATA_HOME="+filepath.Join(dir, "data"), "XDG_CACHE_HOME="+filepath.Join(dir, "cache"))
}

func wall(tb testing.TB, bin, dir string, args ...string) time.Duration {
	cmd := exec.Command(bin, args...)
	cmd.Env = startEnv(dir)
	return wallOf(tb, cmd)
}

func wallOf(tb testing.TB, cmd *exec.Cmd) time.Duration {
	tb.Helper()
	t0 := time.Now()
	out, err := cmd.CombinedOutput()
	d := time.Since(t0)
	if err != nil {
		tb.Fatalf("%v: %v\n%s", cmd.Args, err, out)
	}
	return d
}

// initDuration is the sum of the package initialisation figures of one
// `grove --version`.
func initDuration(tb testing.TB, bin, dir string) time.Duration {
	tb.Helper()
	cmd := exec.Command(bin, "--version")
	cmd.Env = append(startEnv(dir), "GODEBUG=inittrace=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		tb.Fatalf("grove --version: %v\n%s", err, out)
	}
	total := 0.0
	for _, line := range strings.Split(string(out), "\n") {
		var pkg string
		var at, d float64
		if n, _ := fmt.Sscanf(line, "init %s @%f ms, %f ms clock", &pkg, &at, &d); n == 3 {
			total += d
		}
	}
	return time.Duration(total * float64(time.Millisecond))
}

// sendFirstByte is the time from exec to the first byte of the reply of a
// `grove send` (the offline notice goes to stderr).
func sendFirstByte(tb testing.TB, bin, dir string, flags ...string) time.Duration {
	tb.Helper()
	d, _ := timeSend(tb, bin, dir, nil, append(append([]string{"send"}, flags...), "assistant", "what is 2+2")...)
	return d
}

// timeSend runs the binary (a `grove send`) with args on the home dir until
// it exits and returns the time from exec to the first byte of its reply
// and its state at exit; watch, when not nil, is given the running
// process's id.
func timeSend(tb testing.TB, bin, dir string, watch func(pid int), args ...string) (time.Duration, *os.ProcessState) {
	tb.Helper()
	cmd := exec.Command(bin, args...)
	cmd.Env = startEnv(dir)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		tb.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	t0 := time.Now()
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	if watch != nil {
		watch(cmd.Process.Pid)
	}
	r := bufio.NewReader(stdout)
	_, err = r.ReadByte()
	d := time.Since(t0)
	if err != nil {
		cmd.Wait()
		tb.Fatalf("grove send: no reply: %v\n%s", err, stderr.String())
	}
	io.Copy(io.Discard, r)
	if err := cmd.Wait(); err != nil {
		tb.Fatalf("grove send: %v\n%s", err, stderr.String())
	}
	return d, cmd.ProcessState
}

// firstFrame starts the TUI (the command line bin) in a tmux pane of its
// own server and returns the time until every want is on screen.
func firstFrame(tb testing.TB, bin, dir string, want ...string) time.Duration {
	tb.Helper()
	tm := benchTmux(tb, "start")
	defer tm.kill()
	// The server runs before the clock starts, so only grove is timed.
	tm.run("new-session", "-d", "-s", "idle", "-x", "120", "-y", "40", "sleep 600")
	t0 := time.Now()
	tm.newPane(120, 40, "", tuiCommand(bin, dir)+"; sleep 600")
	d := tm.await("first frame", time.Second, time.Millisecond, nil, want...).Sub(t0)
	tm.run("send-keys", "-t", tm.name, "C-q")
	return d
}

// benchTmux is a tmux server of its own for one start of the TUI in its
// session "grove", its socket named after what and numbered; kill ends it.
func benchTmux(tb testing.TB, what string) *tmuxSession {
	frames++
	return &tmuxSession{t: tb, socket: fmt.Sprintf("grove-%sbench-%d-%d", what, os.Getpid(), frames), name: "grove"}
}

// frames numbers the tmux servers of benchTmux: a server being killed
// still holds its socket for a moment.
var frames int

// tuiCommand is the shell command line that runs bin in a pane on dir's
// home with nothing of the environment but what startEnv gives grove (its
// PATH, HOME, GROVE_ and XDG_ variables) and an xterm's TERM.
func tuiCommand(bin, dir string) string {
	var env strings.Builder
	env.WriteString("env -i")
	for _, kv := range startEnv(dir) {
		if k, _, _ := strings.Cut(kv, "="); k == "PATH" || k == "HOME" || strings.HasPrefix(k, "GROVE_") || strings.HasPrefix(k, "XDG_") {
			env.WriteString(" '" + kv + "'")
		}
	}
	env.WriteString(" TERM=xterm-256color ")
	return env.String() + bin
}

// benchBinary is the grove binary of a benchmark that runs it, which is
// skipped under -short and, when it needs tmux, without tmux.
func benchBinary(b *testing.B, needsTmux bool) string {
	b.Helper()
	if testing.Short() {
		b.Skip("builds the binary")
	}
	if needsTmux && exec.Command("tmux", "-V").Run() != nil {
		b.Skip("tmux is not installed")
	}
	return groveBinary(b)
}

// medianMB is the median of sizes in KB, in MB.
func medianMB(kb []int64) float64 {
	kb = slices.Clone(kb)
	slices.Sort(kb)
	return float64(kb[len(kb)/2]) / 1024
}

// statusKB is the figure (in KB) of the field name of a /proc/PID/status
// file's data, and whether there is one.
func statusKB(data []byte, name string) (int64, bool) {
	_, rest, ok := strings.Cut(string(data), name+":")
	if !ok {
		return 0, false
	}
	var kb int64
	fmt.Sscan(rest, &kb)
	return kb, true
}

// longLastWords ends the last message of the long conversation of
// startFixture: on screen, the conversation's last screen is drawn.
const longLastWords = "the end of the long conversation"

// startFixture builds (once per run) a database of 999 small conversations
// and a newest one whose branch is 10,000 entries of markdown with code
// blocks, as people have them.
func startFixture(tb testing.TB) string {
	tb.Helper()
	fixtureOnce.Do(func() {
		dir, err := os.MkdirTemp(runDir, "start-fixture-")
		if err != nil {
			fixtureErr = err
			return
		}
		fixtureDir, fixtureErr = dir, buildStartFixture(filepath.Join(dir, "grove.db"))
	})
	if fixtureErr != nil {
		tb.Fatal(fixtureErr)
	}
	return fixtureDir
}

// importFixture writes (once per run) the export `grove import` reads for
// ms/import_100k: one conversation of 100,000 realistic messages.
func importFixture(tb testing.TB) string {
	tb.Helper()
	importOnce.Do(func() {
		path := filepath.Join(runDir, "import-100k.json")
		f, err := os.Create(path)
		if err != nil {
			importErr = err
			return
		}
		w := bufio.NewWriterSize(f, 1<<20)
		err = corpus.Conversation(5, 100000, 312, time.Now()).WriteJSON(w)
		if err == nil {
			err = w.Flush()
		}
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		importPath, importErr = path, err
	})
	if importErr != nil {
		tb.Fatal(importErr)
	}
	return importPath
}

var (
	importOnce sync.Once
	importPath string
	importErr  error
)

var (
	fixtureOnce sync.Once
	fixtureDir  string
	fixtureErr  error
)

func buildStartFixture(path string) error {
	ctx := context.Background()
	st, err := session.Open(ctx, path)
	if err != nil {
		return err
	}
	defer st.Close()
	for i := range 999 {
		c, err := st.CreateConversation(ctx, session.NewConversation{Agent: config.DefaultAgentName, Title: fmt.Sprintf("conversation %d about something", i)})
		if err != nil {
			return err
		}
		if _, err := st.Append(ctx, c.ID, session.DefaultBranch,
			session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user", Content: []session.Block{session.TextBlock(fmt.Sprintf("hello %d", i))}},
			session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: config.DefaultAgentName, Content: []session.Block{session.TextBlock(fmt.Sprintf("Hi! This is **reply** number %d.", i))}},
		); err != nil {
			return err
		}
	}
	c, err := st.CreateConversation(ctx, session.NewConversation{Agent: config.DefaultAgentName, Title: "the long one"})
	if err != nil {
		return err
	}
	rng := rand.New(rand.NewPCG(1, 2))
	const n = 10000
	batch := make([]session.Entry, 0, 500)
	for i := range n {
		var e session.Entry
		if i%2 == 0 {
			e = session.Entry{Kind: session.EntryMessage, Role: session.RoleUser, Author: "user",
				Content: []session.Block{session.TextBlock(fmt.Sprintf("Question %d: %s?", i, words(rng, 8+rng.IntN(30))))}}
		} else {
			text := markdownAnswer(rng, i)
			if i == n-1 {
				text += "\n\nAnd that is " + longLastWords + "."
			}
			e = session.Entry{Kind: session.EntryMessage, Role: session.RoleAssistant, Author: config.DefaultAgentName,
				Content: []session.Block{session.TextBlock(text)}}
		}
		batch = append(batch, e)
		if len(batch) == cap(batch) || i == n-1 {
			if _, err := st.Append(ctx, c.ID, session.DefaultBranch, batch...); err != nil {
				return err
			}
			batch = batch[:0]
		}
	}
	return nil
}

var vocabulary = strings.Fields(`the a of to in and is that for it with as was on be by this are from or at an
which have not has but were they their its can all more one been if will would there than so what when some
river valley stone water light system memory branch agent model query index table screen frame render cache
function value error return string buffer stream token context window budget summary message thread order`)

func words(rng *rand.Rand, n int) string {
	ws := make([]string, n)
	for i := range ws {
		ws[i] = vocabulary[rng.IntN(len(vocabulary))]
	}
	return strings.Join(ws, " ")
}

// markdownAnswer is a reply of 50–400 words in paragraphs, with a list now
// and then and a fenced code block in every third one.
func markdownAnswer(rng *rand.Rand, i int) string {
	var b strings.Builder
	total := 50 + rng.IntN(350)
	for total > 0 {
		n := min(total, 30+rng.IntN(60))
		total -= n
		b.WriteString(strings.ToUpper(words(rng, 1)) + " " + words(rng, n-1) + ".\n\n")
		if rng.IntN(4) == 0 {
			for range 3 {
				b.WriteString("- **" + words(rng, 2) + "**: " + words(rng, 6) + "\n")
			}
			b.WriteString("\n")
		}
	}
	if i%3 == 1 {
		fmt.Fprintf(&b, "```go\nfunc step%d(ctx context.Context) error {\n\tfor i := 0; i < %d; i++ {\n\t\tif err := run(ctx, i); err != nil {\n\t\t\treturn fmt.Errorf(\"step %%d: %%w\", i, err)\n\t\t}\n\t}\n\treturn nil\n}\n```\n", i, i%50)
	}
	return b.String()
}

// copyFixture copies the database of a fixture directory into a new one.
func copyFixture(tb testing.TB, dir string) string {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join(dir, "grove.db"))
	if err != nil {
		tb.Fatal(err)
	}
	to := tb.TempDir()
	if err := os.WriteFile(filepath.Join(to, "grove.db"), data, 0o600); err != nil {
		tb.Fatal(err)
	}
	return to
}
