package tools

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"
)

// Output limits for what reaches the model. The full output of a command
// goes to a spill file; the model sees its head and tail.
const (
	DefaultHeadBytes = 12 << 10
	DefaultTailBytes = 12 << 10
	sniffBytes       = 8 << 10
)

// Spill limits: one spill file keeps at most SpillFileMax bytes (the first
// part and the last part of the output, with a note of what was dropped in
// between), and the spill directory holds at most SpillDirMax bytes (the
// oldest files are removed first). GROVE_SPILL_MAX and GROVE_SPILL_DIR_MAX
// override them (bytes, or with a K, M or G suffix).
const (
	DefaultSpillFileMax = 64 << 20
	DefaultSpillDirMax  = 512 << 20
	maxSpillTail        = 1 << 20
)

var spillFileMax, spillDirMax atomic.Int64

func init() {
	spillFileMax.Store(DefaultSpillFileMax)
	spillDirMax.Store(DefaultSpillDirMax)
}

// SetSpillLimits sets the spill limits (values <= 0 keep the current one).
// A file is never allowed to be larger than the whole directory.
func SetSpillLimits(file, dir int64) {
	if file > 0 {
		spillFileMax.Store(file)
	}
	if dir > 0 {
		spillDirMax.Store(dir)
	}
}

// SpillLimits returns the spill file and directory limits in force.
func SpillLimits() (file, dir int64) {
	file, dir = spillFileMax.Load(), spillDirMax.Load()
	return min(file, dir), dir
}

// ParseSize reads a byte count: "1048576", "512K", "64M", "1G" (KB, MB,
// GB, KiB, MiB and GiB too; powers of 1024).
func ParseSize(s string) (int64, error) {
	t := strings.ToUpper(strings.TrimSpace(s))
	t = strings.TrimSuffix(strings.TrimSuffix(t, "B"), "I")
	mult := int64(1)
	if t != "" {
		switch t[len(t)-1] {
		case 'K':
			mult = 1 << 10
		case 'M':
			mult = 1 << 20
		case 'G':
			mult = 1 << 30
		}
		if mult > 1 {
			t = t[:len(t)-1]
		}
	}
	n, err := strconv.ParseInt(strings.TrimSpace(t), 10, 64)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("%q is not a size (bytes, or a number with K, M or G)", s)
	}
	return n * mult, nil
}

// openSpills are the spill files being written in this process: pruning
// the directory never removes them.
var openSpills sync.Map

// pruneSpillDir removes the oldest spill files until the directory holds
// at most keep bytes, and returns how many files it removed.
func pruneSpillDir(dir string, keep int64) int {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return 0
	}
	type file struct {
		path string
		size int64
		mod  int64
	}
	var files []file
	var total int64
	for _, e := range ents {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".out") {
			continue
		}
		fi, err := e.Info()
		if err != nil {
			continue
		}
		total += fi.Size()
		files = append(files, file{filepath.Join(dir, e.Name()), fi.Size(), fi.ModTime().UnixNano()})
	}
	sort.Slice(files, func(i, j int) bool { return files[i].mod < files[j].mod })
	removed := 0
	for _, f := range files {
		if total <= keep {
			break
		}
		if _, open := openSpills.Load(f.path); open {
			continue
		}
		if os.Remove(f.path) == nil {
			total -= f.size
			removed++
		}
	}
	return removed
}

// Capture is an io.Writer that keeps the head and tail of a stream in
// memory and, once the stream outgrows them, streams everything to a spill
// file. Memory use is bounded whatever is written. Safe for concurrent use.
type Capture struct {
	head, tail int
	spillDir   string
	prefix     string

	mu        sync.Mutex
	buf       []byte // everything, while it fits in head+tail
	tailBuf   []byte // last bytes once spilling
	total     int64
	spill     *os.File
	spillPath string
	spillErr  error
	sniff     []byte
	// The spill file keeps the first fileMax-spillTailMax bytes (written)
	// and the last spillTailMax bytes (spillTail, appended on Close).
	fileMax, spillTailMax int64
	written               int64
	spillTail             []byte
	closed                bool
}

// NewCapture returns a capture keeping head and tail bytes (defaults when
// zero). spillDir may be empty: the middle of a long output is then lost.
func NewCapture(spillDir, prefix string, head, tail int) *Capture {
	if head <= 0 {
		head = DefaultHeadBytes
	}
	if tail <= 0 {
		tail = DefaultTailBytes
	}
	fileMax, _ := SpillLimits()
	return &Capture{head: head, tail: tail, spillDir: spillDir, prefix: prefix,
		fileMax: fileMax, spillTailMax: min(fileMax/4, maxSpillTail)}
}

func (c *Capture) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := len(p)
	c.total += int64(n)
	if len(c.sniff) < sniffBytes {
		c.sniff = append(c.sniff, p[:min(len(p), sniffBytes-len(c.sniff))]...)
	}
	if c.spillPath == "" && c.spillErr == nil && len(c.buf)+len(p) <= c.head+c.tail {
		c.buf = append(c.buf, p...)
		return n, nil
	}
	if c.spillPath == "" && c.spillErr == nil {
		c.startSpill()
	}
	if c.spill != nil && !c.closed {
		c.spillWrite(p)
	}
	if len(c.buf) > c.head {
		c.tailBuf = append(c.tailBuf, c.buf[c.head:]...)
		c.buf = c.buf[:c.head]
	}
	if room := c.head - len(c.buf); room > 0 {
		k := min(room, len(p))
		c.buf = append(c.buf, p[:k]...)
		p = p[k:]
	}
	c.tailBuf = append(c.tailBuf, p...)
	if len(c.tailBuf) > 2*c.tail {
		c.tailBuf = append(c.tailBuf[:0:0], c.tailBuf[len(c.tailBuf)-c.tail:]...)
	}
	return n, nil
}

// spillWrite writes the first part of the output to the spill file and
// keeps the last spillTailMax bytes beyond it in memory for Close.
func (c *Capture) spillWrite(p []byte) {
	if room := c.fileMax - c.spillTailMax - c.written; room > 0 {
		k := int(min(room, int64(len(p))))
		if _, err := c.spill.Write(p[:k]); err != nil {
			c.failSpill(err)
			return
		}
		c.written += int64(k)
		p = p[k:]
	}
	if len(p) == 0 {
		return
	}
	c.spillTail = append(c.spillTail, p...)
	if int64(len(c.spillTail)) > 2*c.spillTailMax {
		c.spillTail = append(c.spillTail[:0:0], c.spillTail[int64(len(c.spillTail))-c.spillTailMax:]...)
	}
}

func (c *Capture) failSpill(err error) {
	c.spillErr = err
	c.spill.Close()
	openSpills.Delete(c.spillPath)
	c.spill = nil
	c.spillPath = ""
}

// spillDropped is how many bytes the spill file leaves out.
func (c *Capture) spillDropped() (dropped, keptTail int64) {
	beyond := c.total - c.written
	keptTail = min(int64(len(c.spillTail)), c.spillTailMax, beyond)
	return beyond - keptTail, keptTail
}

func (c *Capture) startSpill() {
	if c.spillDir == "" {
		c.spillErr = fmt.Errorf("no spill directory")
		return
	}
	if err := os.MkdirAll(c.spillDir, 0o700); err != nil {
		c.spillErr = err
		return
	}
	_, dirMax := SpillLimits()
	pruneSpillDir(c.spillDir, dirMax-c.fileMax)
	f, err := os.CreateTemp(c.spillDir, c.prefix+"-*.out")
	if err != nil {
		c.spillErr = err
		return
	}
	c.spill, c.spillPath = f, f.Name()
	openSpills.Store(c.spillPath, true)
	c.spillWrite(c.buf)
}

// Close finishes the spill file (its last part, after a note of what was
// dropped) and keeps the spill directory under its limit; the Capture's
// summary stays readable.
func (c *Capture) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed || c.spill == nil {
		c.closed = true
		return nil
	}
	c.closed = true
	if dropped, kept := c.spillDropped(); kept > 0 || dropped > 0 {
		fmt.Fprintf(c.spill, "\n[grove: %d bytes dropped here; this file keeps the first %d and the last %d bytes of %d]\n", dropped, c.written, kept, c.total)
		c.spill.Write(c.spillTail[int64(len(c.spillTail))-kept:])
	}
	err := c.spill.Close()
	openSpills.Delete(c.spillPath)
	_, dirMax := SpillLimits()
	pruneSpillDir(c.spillDir, dirMax)
	return err
}

// Total is the number of bytes written.
func (c *Capture) Total() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.total
}

// SpillPath is the spill file's path, or "" when the output fit.
func (c *Capture) SpillPath() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.spillPath
}

// Binary reports whether the output looks like binary data.
func (c *Capture) Binary() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return looksBinary(c.sniff, c.total > int64(len(c.sniff)))
}

func looksBinary(b []byte, truncated bool) bool {
	if bytes.IndexByte(b, 0) >= 0 {
		return true
	}
	if truncated {
		// The sniffed prefix may end inside a rune.
		for i := 0; i < utf8.UTFMax && len(b) > 0 && !utf8.Valid(b); i++ {
			b = b[:len(b)-1]
		}
	}
	if utf8.Valid(b) {
		return false
	}
	bad := 0
	for len(b) > 0 {
		r, n := utf8.DecodeRune(b)
		if r == utf8.RuneError && n == 1 {
			bad++
		}
		b = b[n:]
	}
	return bad > 8
}

// String renders the output for the model: all of it when short; the head,
// a marker with the spill file, and the tail when long; only a note for
// binary data. Text is made valid UTF-8.
func (c *Capture) String() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	where := "it was not kept"
	if c.spillPath != "" {
		where = "the full output is in " + c.spillPath
		if dropped, kept := c.spillDropped(); dropped > 0 {
			where = fmt.Sprintf("%s keeps its first %d and last %d bytes: %d bytes in between were dropped (spill files are capped at %d bytes)",
				c.spillPath, c.written, kept, dropped, c.fileMax)
		}
	} else if c.spillErr != nil && c.spillDir != "" {
		where = "it could not be kept: " + c.spillErr.Error()
	}
	if looksBinary(c.sniff, c.total > int64(len(c.sniff))) {
		if c.total <= int64(len(c.buf)) {
			where = "it was not kept"
		}
		return fmt.Sprintf("[binary output, %d bytes, not shown; %s]", c.total, where)
	}
	if c.spillPath == "" && c.spillErr == nil {
		return strings.ToValidUTF8(string(c.buf), "\uFFFD")
	}
	tail := c.tailBuf
	if len(tail) > c.tail {
		tail = tail[len(tail)-c.tail:]
	}
	omitted := c.total - int64(len(c.buf)) - int64(len(tail))
	return fmt.Sprintf("%s\n[... %d bytes omitted of %d; %s ...]\n%s",
		strings.ToValidUTF8(string(c.buf), "\uFFFD"), omitted, c.total, where, strings.ToValidUTF8(string(tail), "\uFFFD"))
}
