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
// install PATH@VERSION` stamped into the binary, or for a build from a
// checkout "devel" with the VCS revision (and "dirty" for uncommitted
// changes) when the build recorded them.
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
	case v != "" && v != "(devel)" && rev != "":
		return v + " (" + rev + ")"
	case v != "" && v != "(devel)":
		return v
	case rev != "":
		return "devel (" + rev + ")"
	}
	return "devel"
}
