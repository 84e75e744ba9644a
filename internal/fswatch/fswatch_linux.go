//go:build linux

package fswatch

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"unsafe"

	"golang.org/x/sys/unix"
)

const mask = unix.IN_MODIFY | unix.IN_ATTRIB | unix.IN_CLOSE_WRITE | unix.IN_CREATE | unix.IN_DELETE |
	unix.IN_MOVED_FROM | unix.IN_MOVED_TO | unix.IN_DELETE_SELF | unix.IN_MOVE_SELF | unix.IN_ONLYDIR

// armed is what one inotify watch stands for: a target's own directory,
// or the nearest existing parent of a target directory not there yet,
// waiting for next (the name on the way to it) to appear.
type armed struct {
	target int
	next   string // "" when this is the target's own directory
}

type watcher struct {
	fd      int
	targets []Target
	wds     map[int32][]armed
	out     chan struct{}
}

func watch(ctx context.Context, targets []Target) (<-chan struct{}, bool) {
	fd, err := unix.InotifyInit1(unix.IN_NONBLOCK | unix.IN_CLOEXEC)
	if err != nil {
		return nil, false
	}
	w := &watcher{fd: fd, targets: targets, wds: map[int32][]armed{}, out: make(chan struct{}, 1)}
	for i := range targets {
		if !w.arm(i) {
			unix.Close(fd)
			return nil, false
		}
	}
	f := os.NewFile(uintptr(fd), "inotify")
	stop := context.AfterFunc(ctx, func() { f.Close() })
	go func() {
		defer stop()
		defer close(w.out)
		w.run(f)
	}()
	return w.out, true
}

// arm watches target i's directory or, while it does not exist, its
// nearest existing parent; false when the kernel refuses for another
// reason (no more watches allowed).
func (w *watcher) arm(i int) bool {
	dir := filepath.Clean(w.targets[i].Dir)
	next := ""
	for {
		wd, err := unix.InotifyAddWatch(w.fd, dir, mask)
		if err == nil {
			w.add(int32(wd), armed{target: i, next: next})
			// next may have appeared after the attempt to watch it failed and
			// before this watch began: its creation raised no event here, so
			// look, and go deeper if it is there.
			if fi, err := os.Stat(filepath.Join(dir, next)); next != "" && err == nil && fi.IsDir() {
				return w.arm(i)
			}
			return true
		}
		if !errors.Is(err, unix.ENOENT) && !errors.Is(err, unix.ENOTDIR) {
			return false
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return false
		}
		dir, next = parent, filepath.Base(dir)
	}
}

func (w *watcher) add(wd int32, a armed) {
	for _, have := range w.wds[wd] {
		if have == a {
			return
		}
	}
	w.wds[wd] = append(w.wds[wd], a)
}

func (w *watcher) signal() {
	select {
	case w.out <- struct{}{}:
	default:
	}
}

func (w *watcher) run(f *os.File) {
	rc, err := f.SyscallConn()
	if err != nil {
		return
	}
	buf := make([]byte, 64*(unix.SizeofInotifyEvent+unix.NAME_MAX+1))
	for {
		n, err := f.Read(buf)
		if err != nil {
			return
		}
		changed := false
		// Within Control the descriptor cannot be closed under the
		// (re)arming of watches.
		if rc.Control(func(uintptr) {
			for off := 0; off+unix.SizeofInotifyEvent <= n; {
				ev := (*unix.InotifyEvent)(unsafe.Pointer(&buf[off]))
				start := off + unix.SizeofInotifyEvent
				end := min(start+int(ev.Len), n)
				name := string(bytes.TrimRight(buf[start:end], "\x00"))
				off = end
				if w.event(ev.Wd, ev.Mask, name) {
					changed = true
				}
			}
		}) != nil {
			return
		}
		if changed {
			w.signal()
		}
	}
}

// event handles one notification and reports whether it is a change the
// caller should hear of.
func (w *watcher) event(wd int32, m uint32, name string) bool {
	if m&unix.IN_Q_OVERFLOW != 0 {
		return true
	}
	as := w.wds[wd]
	if m&unix.IN_MOVE_SELF != 0 {
		// The directory moved away: its watch would follow it. Dropping the
		// watch yields IN_IGNORED, which watches the path again.
		unix.InotifyRmWatch(w.fd, uint32(wd))
		return true
	}
	if m&unix.IN_IGNORED != 0 {
		delete(w.wds, wd)
		for _, a := range as {
			w.arm(a.target)
		}
		return len(as) > 0
	}
	changed := false
	for _, a := range as {
		switch {
		case a.next == "":
			if names := w.targets[a.target].Names; name == "" || names == nil || names(name) {
				changed = true
			}
		case name == a.next:
			// A directory on the way to the target appeared (or went):
			// watch as far as it goes now; files may already be in it.
			w.arm(a.target)
			changed = true
		}
	}
	return changed
}
