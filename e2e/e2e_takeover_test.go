package e2e

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/grovechat/grove/session"
)

// headlessEnv is the environment of a headless grove on dir's database and
// the offline model at wps words per second.
func headlessEnv(dir, wps string) []string {
	return append(os.Environ(), "GROVE_DB="+filepath.Join(dir, "grove.db"), "XDG_STATE_HOME="+filepath.Join(dir, "state"),
		"XDG_CONFIG_HOME="+filepath.Join(dir, "config"), "XDG_DATA_HOME="+filepath.Join(dir, "data"),
		"GROVE_MODEL=offline", "GROVE_OFFLINE_WPS="+wps, "GROVE_CONFIG="+filepath.Join(dir, "config", "grove", "config.yaml"))
}

// startStreaming starts `grove send` with a slow reply and returns once the
// reply has started streaming.
func startStreaming(t *testing.T, bin, dir, text string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(bin, "send", "assistant", text)
	cmd.Env = headlessEnv(dir, "3")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	got := make(chan bool, 1)
	go func() {
		r := bufio.NewReader(out)
		_, err := r.ReadByte()
		got <- err == nil
		for {
			if _, err := r.ReadByte(); err != nil {
				return
			}
		}
	}()
	select {
	case ok := <-got:
		if !ok {
			t.Fatal("grove send ended before streaming")
		}
	case <-time.After(60 * time.Second):
		t.Fatal("grove send never streamed")
	}
	return cmd
}

// TestE2ETakeover: a send killed mid-reply leaves its turn active; a later
// send to another conversation does not adopt it (it would exit before
// finishing it, saving a cut reply); grove serve resumes and completes it.
func TestE2ETakeover(t *testing.T) {
	bin := groveBinary(t)
	dir := t.TempDir()
	ctx := context.Background()
	slow := startStreaming(t, bin, dir, "explain the history of oak trees in northern europe please")
	slow.Process.Signal(syscall.SIGKILL)
	slow.Wait()

	second := exec.Command(bin, "send", "assistant", "calculate 2+2")
	second.Env = headlessEnv(dir, "0")
	if out, err := second.CombinedOutput(); err != nil || !strings.Contains(string(out), "4") {
		t.Fatalf("second send: %v\n%s", err, out)
	}

	st := openHome(t, dir)
	defer st.Close()
	active, err := st.ActiveTurns(ctx)
	if err != nil || len(active) != 1 {
		t.Fatalf("active turns after the second send: %v %v", active, err)
	}
	orphan := active[0]
	p, err := st.Path(ctx, orphan.ConversationID, orphan.Branch)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range p {
		if e.TurnID == orphan.ID && e.Kind == session.EntryMessage && e.Role == session.RoleAssistant {
			t.Fatalf("the killed turn got a reply from a process that did not own it: %q", session.Text(e.Content))
		}
	}

	// grove serve is an owner: it resumes the turn and finishes it.
	serve := exec.Command(bin, "serve")
	serve.Env = headlessEnv(dir, "0")
	if err := serve.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() {
		serve.Process.Signal(syscall.SIGINT)
		serve.Wait()
	}()
	deadline := time.Now().Add(60 * time.Second)
	var tu session.Turn
	for {
		if tu, err = st.Turn(ctx, orphan.ID); err != nil {
			t.Fatal(err)
		}
		if tu.Status != session.TurnActive || time.Now().After(deadline) {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	if tu.Status != session.TurnCompleted {
		t.Fatalf("the orphaned turn under grove serve: %s %s", tu.Status, tu.Error)
	}
	p, _ = st.Path(ctx, orphan.ConversationID, orphan.Branch)
	var reply session.Entry
	for _, e := range p {
		if e.TurnID == orphan.ID && e.Kind == session.EntryMessage && e.Role == session.RoleAssistant {
			reply = e
		}
	}
	if reply.ID == "" || reply.Meta().Interrupted || !strings.Contains(session.Text(reply.Content), "oak") {
		t.Fatalf("the completed turn's reply: %+v", reply)
	}
}

// TestE2ESendNoWait: `grove send --no-wait` returns once the reply is done,
// and the background work goes on without it — no TUI or serve running —
// until the turn completes with its result.
func TestE2ESendNoWait(t *testing.T) {
	bin := groveBinary(t)
	dir := t.TempDir()
	ctx := context.Background()
	send := exec.Command(bin, "send", "assistant", "wait 10 seconds", "--no-wait")
	send.Env = headlessEnv(dir, "0")
	out, err := send.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "started `wait` in the background") {
		t.Fatalf("send --no-wait: %v\n%s", err, out)
	}
	st := openHome(t, dir)
	defer st.Close()
	ops, err := st.AsyncOps(ctx, "", "", "")
	if err != nil || len(ops) != 1 {
		t.Fatalf("background operations: %v %v", ops, err)
	}
	if ops[0].Status != session.AsyncRunning {
		t.Fatalf("send --no-wait returned after its background work (%s): it did not leave it running", ops[0].Status)
	}
	deadline := time.Now().Add(90 * time.Second)
	var tu session.Turn
	for {
		if tu, err = st.Turn(ctx, ops[0].TurnID); err != nil {
			t.Fatal(err)
		}
		if tu.Status != session.TurnActive || time.Now().After(deadline) {
			break
		}
		time.Sleep(200 * time.Millisecond)
	}
	if tu.Status != session.TurnCompleted {
		t.Fatalf("the turn after --no-wait: %s %s", tu.Status, tu.Error)
	}
	op, _ := st.AsyncOps(ctx, "", tu.ID, "")
	if len(op) != 1 || op[0].Status != session.AsyncCompleted || !strings.Contains(op[0].Result, "waited") {
		t.Fatalf("the background operation: %+v", op)
	}
	p, _ := st.Path(ctx, tu.ConversationID, tu.Branch)
	var answered bool
	for _, e := range p {
		answered = answered || (e.TurnID == tu.ID && e.Kind == session.EntryMessage && e.Role == session.RoleAssistant &&
			strings.Contains(session.Text(e.Content), "finished"))
	}
	if !answered {
		t.Fatal("the agent never answered the background result")
	}
}
