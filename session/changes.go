package session

import (
	"context"
	"time"

	"github.com/grovechat/grove/internal/fswatch"
	"github.com/grovechat/grove/internal/tick"
)

// hotPolls is how many polls at the asked interval follow a notification
// that the database's files were written: a commit's WAL frames are written
// (and notified) a moment before the commit is visible to readers.
const hotPolls = 8

// Changes reports, on the returned channel, that the database changed (a
// commit by this or any other process): PRAGMA data_version, read on a
// connection of its own, differs from the last reading. Signals coalesce;
// the channel closes when ctx ends. Every commit after the call is
// reported.
//
// Where the kernel notifies file writes (Linux), the reading is taken when
// the database or its WAL is written, and then every interval for
// hotPolls intervals; an idle store costs no wake-ups at all, and a commit
// is seen at once, at the latest one interval after it. Elsewhere
// data_version is read every interval.
func (s *Store) Changes(ctx context.Context, every time.Duration) <-chan struct{} {
	out := make(chan struct{}, 1)
	if every <= 0 {
		every = 250 * time.Millisecond
	}
	conn, err := s.r.Conn(ctx)
	if err != nil {
		close(out)
		return out
	}
	version := func() int64 {
		var v int64
		if err := conn.QueryRowContext(ctx, `PRAGMA data_version`).Scan(&v); err != nil {
			return -1
		}
		return v
	}
	// Read before returning, so that every commit after the call is
	// reported. Our own writes go through another connection, so they
	// count too.
	last := version()
	go func() {
		defer close(out)
		defer conn.Close()
		check := func() bool {
			v := version()
			if v == last || v == -1 {
				return false
			}
			last = v
			select {
			case out <- struct{}{}:
			default:
			}
			return true
		}
		wctx, stop := context.WithCancel(ctx)
		defer stop()
		files, ok := fswatch.Watch(wctx, fswatch.Files(s.path, s.path+"-wal", s.path+"-journal"))
		if !ok {
			tick.Every(ctx, every, func() { check() })
			return
		}
		// A commit may have landed between the first reading and the watch.
		hot := hotPolls
		timer := time.NewTimer(every)
		defer timer.Stop()
		for {
			var poll <-chan time.Time
			if hot > 0 {
				poll = timer.C
			}
			select {
			case <-ctx.Done():
				return
			case _, ok := <-files:
				if !ok {
					return
				}
				check()
				hot = hotPolls
				timer.Reset(every)
			case <-poll:
				hot--
				if check() {
					hot = hotPolls
				}
				if hot > 0 {
					timer.Reset(every)
				}
			}
		}
	}()
	return out
}
