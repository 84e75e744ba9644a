package session

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime"
	"sync"

	fastjson "github.com/segmentio/encoding/json"
)

// Reading an export's entries is split in two: finding where each entry
// ends in the file needs only the string and nesting state (arrayScanner),
// a small part of what decoding it costs, so the decoding and the
// re-encoding of its content for storage run on several goroutines
// (importPipeline) while the one writer stores the entries in file order.

// arrayScanner reads the elements of a JSON array from r one at a time, as
// raw bytes, without decoding them. It checks only what lies between the
// elements (a comma, the closing bracket); each element is checked by
// whoever decodes it.
type arrayScanner struct {
	r   io.Reader
	buf []byte // buf[pos:] is read and not yet consumed
	pos int
	err error // the read error that ended the input (io.EOF at its end)
	// first is true until the first element or the closing bracket.
	first bool
}

// scanBufSize is how much an arrayScanner reads at a time.
const scanBufSize = 1 << 20

// newArrayScanner scans the array whose opening bracket was read from
// prefix+r: prefix is what a previous reader buffered beyond it.
func newArrayScanner(prefix []byte, r io.Reader) *arrayScanner {
	buf := make([]byte, len(prefix), max(scanBufSize, len(prefix)))
	copy(buf, prefix)
	return &arrayScanner{r: r, buf: buf, first: true}
}

// more reads more input after buf, keeping buf[pos:]; false when the input
// has ended (s.err says how).
func (s *arrayScanner) more() bool {
	if s.err != nil {
		return false
	}
	if s.pos > 0 {
		n := copy(s.buf, s.buf[s.pos:])
		s.buf, s.pos = s.buf[:n], 0
	}
	if len(s.buf) == cap(s.buf) {
		s.buf = append(s.buf, 0)[:len(s.buf)] // grow: one element is larger than the buffer
	}
	n, err := s.r.Read(s.buf[len(s.buf):cap(s.buf)])
	s.buf = s.buf[:len(s.buf)+n]
	if err != nil {
		s.err = err
	}
	return n > 0 || err == nil
}

// skipSpace moves pos past white space; false at the end of the input.
func (s *arrayScanner) skipSpace() bool {
	for {
		for ; s.pos < len(s.buf); s.pos++ {
			switch s.buf[s.pos] {
			case ' ', '\t', '\n', '\r':
				continue
			}
			return true
		}
		if !s.more() {
			return false
		}
	}
}

// unexpectedEnd is the error of input that ends inside the array.
func (s *arrayScanner) unexpectedEnd() error {
	if s.err != nil && !errors.Is(s.err, io.EOF) {
		return s.err
	}
	return io.ErrUnexpectedEOF
}

// next returns the next element (its bytes are the caller's), or nil
// when the array has ended.
func (s *arrayScanner) next() ([]byte, error) {
	if !s.skipSpace() {
		return nil, s.unexpectedEnd()
	}
	switch c := s.buf[s.pos]; {
	case c == ']':
		s.pos++
		return nil, nil
	case s.first:
	case c == ',':
		s.pos++
		if !s.skipSpace() {
			return nil, s.unexpectedEnd()
		}
	default:
		return nil, fmt.Errorf("invalid character %q after an array element", c)
	}
	s.first = false
	n, err := s.elementLen()
	if err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, fmt.Errorf("invalid character %q looking for the beginning of an entry", s.buf[s.pos])
	}
	el := bytes.Clone(s.buf[s.pos : s.pos+n])
	s.pos += n
	return el, nil
}

// elementLen is the length of the element at pos, reading more input as
// needed. Strings are skipped by searching for their closing quote (a
// quote preceded by an odd number of backslashes is escaped).
func (s *arrayScanner) elementLen() (int, error) {
	depth := 0
	i := 0 // offset from pos: more() moves what is kept to the front
	for {
		for s.pos+i < len(s.buf) {
			c := s.buf[s.pos+i]
			switch c {
			case '"':
				end := s.stringEnd(s.pos + i + 1)
				if end < 0 {
					// The string goes on beyond the input read so far.
					if !s.more() {
						return 0, s.unexpectedEnd()
					}
					continue // scan the string again from its quote
				}
				i = end + 1 - s.pos
			case '{', '[':
				depth++
				i++
			case '}', ']':
				if depth == 0 {
					return i, nil // a scalar element ends at the array's end
				}
				depth--
				i++
			case ',', ' ', '\t', '\n', '\r':
				if depth == 0 {
					return i, nil
				}
				i++
			default:
				i++
			}
			if depth == 0 && i > 0 && (c == '}' || c == ']' || c == '"') {
				return i, nil
			}
		}
		if !s.more() {
			if depth == 0 && i > 0 {
				return i, nil
			}
			return 0, s.unexpectedEnd()
		}
	}
}

// stringEnd is the index in buf of the quote closing the string whose
// contents start at from, or -1 when it is not in buf yet.
func (s *arrayScanner) stringEnd(from int) int { return jsonStringEnd(s.buf, from) }

// jsonStringEnd is the index in b of the quote closing the JSON string
// whose contents start at from, or -1 when b holds none.
func jsonStringEnd(b []byte, from int) int {
	for j := from; j < len(b); {
		k := bytes.IndexByte(b[j:], '"')
		if k < 0 {
			return -1
		}
		q := j + k
		bs := 0
		for i := q - 1; i >= from && b[i] == '\\'; i-- {
			bs++
		}
		if bs%2 == 0 {
			return q
		}
		j = q + 1
	}
	return -1
}

// afterArray reads what follows the array in the export's object: true
// when another key follows (the comma is consumed), false when the object
// ends there (the closing brace is consumed).
func (s *arrayScanner) afterArray() (bool, error) {
	if !s.skipSpace() {
		return false, s.unexpectedEnd()
	}
	switch c := s.buf[s.pos]; c {
	case '}':
		s.pos++
		return false, nil
	case ',':
		s.pos++
		if !s.skipSpace() {
			return false, s.unexpectedEnd()
		}
		if c := s.buf[s.pos]; c != '"' {
			return false, fmt.Errorf("invalid character %q looking for the beginning of an object key", c)
		}
		return true, nil
	default:
		return false, fmt.Errorf("invalid character %q after the list of entries", c)
	}
}

// rest is what the scanner read beyond the array, followed by the rest of
// the input.
func (s *arrayScanner) rest() io.Reader {
	return io.MultiReader(bytes.NewReader(s.buf[s.pos:]), s.r)
}

// importBatchSize is how many entries go to a decoding goroutine at a time:
// enough that handing them over costs nothing per entry.
const importBatchSize = 64

// importBatch is a run of entries on its way to the writer: the raw JSON
// of each (from a file) or the decoded entries (an Export in memory);
// items is filled by a decoding goroutine, then ready is closed.
type importBatch struct {
	raws    [][]byte
	entries []Entry
	items   []importItem
	ready   chan struct{}
}

// decode fills b.items. A raw entry that does not decode ends the batch
// with an item carrying the error (bad says how the file is wrong).
func (b *importBatch) decode(bad func(error) error) {
	defer close(b.ready)
	if b.raws == nil {
		b.items = make([]importItem, len(b.entries))
		for i, e := range b.entries {
			b.items[i] = newImportItem(e)
		}
		return
	}
	b.items = make([]importItem, 0, len(b.raws))
	for _, raw := range b.raws {
		it, err := decodeImportEntry(raw)
		if err != nil {
			b.items = append(b.items, importItem{err: bad(err)})
			return
		}
		b.items = append(b.items, it)
	}
}

// importPipeline decodes batches of entries on several goroutines and
// gives them to the writer in the order they were sent.
type importPipeline struct {
	ctx     context.Context
	bad     func(error) error
	work    chan *importBatch // to the decoding goroutines
	order   chan *importBatch // to the writer, in file order
	workers sync.WaitGroup
}

func newImportPipeline(ctx context.Context, bad func(error) error) *importPipeline {
	n := min(max(runtime.GOMAXPROCS(0), 1), 4)
	p := &importPipeline{ctx: ctx, bad: bad, work: make(chan *importBatch, n), order: make(chan *importBatch, 2*n)}
	for range n {
		p.workers.Go(func() {
			for b := range p.work {
				b.decode(bad)
			}
		})
	}
	return p
}

// send hands a batch on; false when the import was cancelled.
func (p *importPipeline) send(b *importBatch) bool {
	b.ready = make(chan struct{})
	select {
	case p.work <- b:
	case <-p.ctx.Done():
		return false
	}
	select {
	case p.order <- b:
		return true
	case <-p.ctx.Done():
		// The batch never reaches the writer; its goroutine still
		// finishes it.
		return false
	}
}

// close ends the stream: the writer gets no batch after those sent.
func (p *importPipeline) close() {
	close(p.work)
	close(p.order)
}

// next returns the next batch's items in order, or false at the end of
// the stream or when the import was cancelled.
func (p *importPipeline) next() ([]importItem, bool) {
	b, ok := <-p.order
	if !ok {
		return nil, false
	}
	select {
	case <-b.ready:
		return b.items, true
	case <-p.ctx.Done():
		return nil, false
	}
}

// drain waits until every goroutine of the pipeline is done.
func (p *importPipeline) drain() {
	for range p.order {
	}
	p.workers.Wait()
}

// importEntry is an entry as an export spells it, with its content left as
// JSON: most contents are text blocks only, which storedTextContent turns
// into the stored form in one pass, several times faster than decoding
// them and encoding them again (the general decoder's handling of escaped
// strings dominated an import's decoding, encoding/json's encoding of
// them came next).
type importEntry struct {
	Entry
	Content json.RawMessage `json:"content"`
}

// decodeImportEntry decodes one entry of an export into the item the
// writer stores. A content of text blocks only is not decoded: the item
// carries its stored form (what marshalContent would make of it) and no
// blocks, which the writer needs only when they hold tool calls or results.
func decodeImportEntry(raw []byte) (importItem, error) {
	var ie importEntry
	// The content, most of an entry's bytes, is found without decoding it
	// and stands as null in what the general decoder reads: that decoder
	// would check its strings only to hand it over raw. What lies outside
	// it is checked by the decoder, the content by what reads it below.
	head, content := raw, json.RawMessage(nil)
	if from, to, ok := contentSpan(raw); ok {
		head = make([]byte, 0, len(raw)-(to-from)+len("null"))
		head = append(append(append(head, raw[:from]...), "null"...), raw[to:]...)
		content = raw[from:to]
	}
	// The raw values (content, metadata) are left in head, which is the
	// decoder's own; every string is copied out of it.
	rest, err := fastjson.Parse(head, &ie, fastjson.DontCopyRawMessage)
	if err != nil {
		return importItem{}, err
	}
	if rest = bytes.TrimSpace(rest); len(rest) > 0 {
		return importItem{}, fmt.Errorf("invalid character %q after an entry", rest[0])
	}
	e := ie.Entry
	if content == nil {
		content = ie.Content
	}
	if len(content) == 0 {
		return newImportItem(e), nil
	}
	if content, ok := storedTextContent(content); ok {
		return importItem{Entry: e, content: content}, nil
	}
	if err := fastjson.Unmarshal(content, &e.Content); err != nil {
		return importItem{}, err
	}
	return newImportItem(e), nil
}

// contentSpan finds the value of the "content" key of the entry in raw:
// raw[from:to]. ok is false when raw is not an object whose keys are
// plainly spelt, or has no such key, or has it twice or in other letter
// cases (which encoding/json matches too): the general decoder then reads
// the whole entry. Values are skipped by their brackets and quotes alone;
// for raw that is not JSON, what the span leaves out or holds is not JSON
// either, and is refused by whoever reads it.
func contentSpan(raw []byte) (from, to int, ok bool) {
	i := skipJSONSpace(raw, 0)
	if i == len(raw) || raw[i] != '{' {
		return 0, 0, false
	}
	found := false
	for {
		i = skipJSONSpace(raw, i+1) // past '{' or ','
		if i == len(raw) || raw[i] != '"' {
			return 0, 0, false
		}
		end := jsonStringEnd(raw, i+1)
		if end < 0 {
			return 0, 0, false
		}
		key := raw[i+1 : end]
		if bytes.IndexByte(key, '\\') >= 0 {
			return 0, 0, false
		}
		i = skipJSONSpace(raw, end+1)
		if i == len(raw) || raw[i] != ':' {
			return 0, 0, false
		}
		i = skipJSONSpace(raw, i+1)
		// An empty value would become null in what the decoder reads.
		end = jsonValueEnd(raw, i)
		if end <= i {
			return 0, 0, false
		}
		if bytes.EqualFold(key, []byte("content")) {
			if found || string(key) != "content" {
				return 0, 0, false
			}
			found, from, to = true, i, end
		}
		i = skipJSONSpace(raw, end)
		if i == len(raw) {
			return 0, 0, false
		}
		if raw[i] == '}' {
			return from, to, found
		}
		if raw[i] != ',' {
			return 0, 0, false
		}
	}
}

// jsonValueEnd is the index in b just past the JSON value starting at i,
// found by its brackets and quotes alone, or -1 when b ends first.
func jsonValueEnd(b []byte, i int) int {
	depth := 0
	for i < len(b) {
		switch b[i] {
		case '"':
			end := jsonStringEnd(b, i+1)
			if end < 0 {
				return -1
			}
			i = end + 1
		case '{', '[':
			depth++
			i++
		case '}', ']':
			if depth == 0 {
				return i // a scalar value ends at its object's end
			}
			depth--
			i++
		case ',', ' ', '\t', '\n', '\r':
			if depth == 0 {
				return i
			}
			i++
		default:
			i++
		}
		if depth == 0 && (b[i-1] == '}' || b[i-1] == ']' || b[i-1] == '"') {
			return i
		}
	}
	if depth == 0 && i > 0 {
		return i
	}
	return -1
}

func skipJSONSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\n' || b[i] == '\t' || b[i] == '\r') {
		i++
	}
	return i
}
