package session

import (
	"encoding/json"
	"os"
	"path/filepath"
	"syscall"
)

// TrustSoundVerdict lets Open skip the quick check when the file is the
// one a store that found it sound left behind at Close: the same file
// (device and inode), the same size, changed last at the same nanosecond,
// with its write-ahead log empty. It is for short commands (`grove send`),
// which would otherwise read the whole file before their first write. The
// TUI and doctor check the whole file every time, so damage that leaves
// the file's size and time alone (a failing disk) is still found there.
func TrustSoundVerdict() Option { return func(s *Store) { s.trustVerdict = true } }

// fileMark identifies a database file's state for a sound verdict.
type fileMark struct {
	Dev, Ino uint64
	Size     int64
	MtimeNs  int64
}

// verdictPath is where the sound verdict of path is kept, beside it like
// SQLite's own -wal and -shm files.
func verdictPath(path string) string { return path + "-sound" }

// markOf reads path's mark; false when the system does not tell.
func markOf(path string) (fileMark, bool) {
	fi, err := os.Stat(path)
	if err != nil {
		return fileMark{}, false
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fileMark{}, false
	}
	return fileMark{Dev: uint64(st.Dev), Ino: st.Ino, Size: fi.Size(), MtimeNs: fi.ModTime().UnixNano()}, true
}

// walEmpty reports whether path's write-ahead log holds nothing.
func walEmpty(path string) bool {
	fi, err := os.Stat(path + "-wal")
	return os.IsNotExist(err) || err == nil && fi.Size() == 0
}

// soundByVerdict reports whether path is, unchanged, the file a sound
// verdict was written for.
func soundByVerdict(path string) bool {
	if !walEmpty(path) {
		return false
	}
	m, ok := markOf(path)
	if !ok {
		return false
	}
	data, err := os.ReadFile(verdictPath(path))
	if err != nil {
		return false
	}
	var v fileMark
	return json.Unmarshal(data, &v) == nil && v == m
}

// writeVerdict records that path, as it is now, is sound. Best effort: a
// verdict that cannot be written only means the next short command checks
// the file.
func writeVerdict(path string) {
	m, ok := markOf(path)
	if !ok || !walEmpty(path) {
		os.Remove(verdictPath(path))
		return
	}
	data, _ := json.Marshal(m)
	if old, err := os.ReadFile(verdictPath(path)); err == nil && string(old) == string(data) {
		return
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+"-sound-*")
	if err != nil {
		return
	}
	_, werr := tmp.Write(data)
	if cerr := tmp.Close(); werr != nil || cerr != nil || os.Rename(tmp.Name(), verdictPath(path)) != nil {
		os.Remove(tmp.Name())
	}
}
