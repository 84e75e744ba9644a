// Package fswatch tells when files in a few directories change, from the
// kernel's notifications where it gives them (inotify on Linux), so that a
// watcher sleeps until something happens instead of waking to poll.
package fswatch

import (
	"context"
	"path/filepath"
)

// Target is a directory to watch and the names in it that matter (nil:
// every name). A directory that does not exist yet is watched for from
// its nearest existing parent, and watched itself once it appears.
type Target struct {
	Dir   string
	Names func(name string) bool
}

// Files returns the targets that watch the given files: their directories,
// and only their names there.
func Files(paths ...string) []Target {
	byDir := map[string]map[string]bool{}
	var order []string
	for _, p := range paths {
		dir, name := filepath.Split(filepath.Clean(p))
		dir = filepath.Clean(dir)
		if byDir[dir] == nil {
			byDir[dir] = map[string]bool{}
			order = append(order, dir)
		}
		byDir[dir][name] = true
	}
	out := make([]Target, 0, len(order))
	for _, dir := range order {
		names := byDir[dir]
		out = append(out, Target{Dir: dir, Names: func(n string) bool { return names[n] }})
	}
	return out
}

// Watch signals on the returned channel (signals coalesce) each change to a
// matching name in a target's directory: a file created, written, renamed,
// removed or its attributes changed; also when the kernel dropped events,
// and when a target directory appears. The channel closes when ctx ends. ok
// is false when the kernel gives no notifications here (another system, or
// the limit of watches reached): the caller polls as it would without.
func Watch(ctx context.Context, targets []Target) (ch <-chan struct{}, ok bool) {
	return watch(ctx, targets)
}
