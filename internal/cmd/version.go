package cmd

import (
	"runtime/debug"
	"sync"
)

// version, when set at link time (-ldflags "-X
// github.com/grovechat/grove/internal/cmd.version=…"), wins over what the
// build recorded.
var version string

// Version is the version `grove --version` reports: the module version `go
// install PATH@VERSION` stamped into the binary; for a build from a checkout
// the pseudo-version the go command derives from its commit, or "devel"
// with the VCS revision (and "dirty" for uncommitted changes).
var Version = sync.OnceValue(func() string {
	if version != "" {
		return version
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	return versionOf(bi)
})

func versionOf(bi *debug.BuildInfo) string {
	v := bi.Main.Version
	var rev, modified string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value
		}
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if modified == "true" && rev != "" {
		rev += ", dirty"
	}
	switch {
	case v != "" && v != "(devel)":
		// A release, or a pseudo-version that names the commit (and
		// "+dirty") of a build from a checkout.
		return v
	case rev != "":
		return "devel (" + rev + ")"
	}
	return "devel"
}
