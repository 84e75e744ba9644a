package tools

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"sync"
	"unicode/utf8"
)

// Output limits for what reaches the model. The full output of a command
// goes to a spill file; the model sees its head and tail.
const (
	DefaultHeadBytes = 12 << 10
	DefaultTailBytes = 12 << 10
	sniffBytes       = 8 << 10
)

// Capture is an io.Writer that keeps the head and tail of a stream in
// memory and, once the stream outgrows them, streams everything to a spill
// file. Memory use is bounded whatever is written. Safe for concurrent use.
type Capture struct {
	head, tail int
	spillDir   string
	prefix     string

	mu       sync.Mutex
	buf      []byte // everything, while it fits in head+tail
	tailBuf  []byte // last bytes once spilling
	total    int64
	spill    *os.File
	spillErr error
	sniff    []byte
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
	return &Capture{head: head, tail: tail, spillDir: spillDir, prefix: prefix}
}

func (c *Capture) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := len(p)
	c.total += int64(n)
	if len(c.sniff) < sniffBytes {
		c.sniff = append(c.sniff, p[:min(len(p), sniffBytes-len(c.sniff))]...)
	}
	if c.spill == nil && c.spillErr == nil && len(c.buf)+len(p) <= c.head+c.tail {
		c.buf = append(c.buf, p...)
		return n, nil
	}
	if c.spill == nil && c.spillErr == nil {
		c.startSpill()
	}
	if c.spill != nil {
		if _, err := c.spill.Write(p); err != nil {
			c.spillErr = err
			c.spill.Close()
			c.spill = nil
		}
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

func (c *Capture) startSpill() {
	if c.spillDir == "" {
		c.spillErr = fmt.Errorf("no spill directory")
		return
	}
	if err := os.MkdirAll(c.spillDir, 0o700); err != nil {
		c.spillErr = err
		return
	}
	f, err := os.CreateTemp(c.spillDir, c.prefix+"-*.out")
	if err != nil {
		c.spillErr = err
		return
	}
	if _, err := f.Write(c.buf); err != nil {
		f.Close()
		c.spillErr = err
		return
	}
	c.spill = f
}

// Close closes the spill file; the Capture's summary stays readable.
func (c *Capture) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.spill != nil {
		return c.spill.Close()
	}
	return nil
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
	if c.spill != nil {
		return c.spill.Name()
	}
	return ""
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
	if c.spill != nil {
		where = "the full output is in " + c.spill.Name()
	} else if c.spillErr != nil && c.spillDir != "" {
		where = "it could not be kept: " + c.spillErr.Error()
	}
	if looksBinary(c.sniff, c.total > int64(len(c.sniff))) {
		if c.total <= int64(len(c.buf)) {
			where = "it was not kept"
		}
		return fmt.Sprintf("[binary output, %d bytes, not shown; %s]", c.total, where)
	}
	if c.spill == nil && c.spillErr == nil {
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
