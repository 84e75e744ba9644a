package session

import (
	"bytes"
	"encoding/binary"
	"strings"
	"unicode/utf8"
)

// storedTextContent returns the stored form of an export's content list
// when it is made only of text blocks — each with the keys "type" (spelt
// "text") and "text" and no other, once each — whose strings have only the
// short escapes (\" \\ \/ \b \f \n \r \t), no control characters and valid
// UTF-8. The stored form is what marshalContent makes of the decoded
// blocks (encoding/json's spelling: no spaces, "type" first, an empty text
// left out, <, >, & and U+2028, U+2029 escaped), copied from the export's
// bytes without decoding the strings. ok is false for anything else, which
// the general decoder reads (and rejects if it is not JSON).
func storedTextContent(b []byte) (content string, ok bool) {
	i := skipJSONSpace(b, 0)
	if i == len(b) || b[i] != '[' {
		return "", false
	}
	var out strings.Builder
	out.Grow(len(b) + 16)
	out.WriteByte('[')
	for blocks := 0; ; blocks++ {
		i = skipJSONSpace(b, i+1) // past '[' or ','
		if i == len(b) || b[i] != '{' {
			return "", false
		}
		if blocks > 0 {
			out.WriteByte(',')
		}
		out.WriteString(`{"type":"text"`)
		var sawType, sawText bool
		for {
			i = skipJSONSpace(b, i+1) // past '{' or ','
			var key string
			switch {
			case bytes.HasPrefix(b[i:], []byte(`"type"`)):
				key = "type"
			case bytes.HasPrefix(b[i:], []byte(`"text"`)):
				key = "text"
			default:
				return "", false
			}
			i = skipJSONSpace(b, i+len(key)+2)
			if i == len(b) || b[i] != ':' {
				return "", false
			}
			i = skipJSONSpace(b, i+1)
			switch {
			case key == "type" && !sawType && bytes.HasPrefix(b[i:], []byte(`"text"`)):
				sawType, i = true, i+len(`"text"`)
			case key == "text" && !sawText && bytes.HasPrefix(b[i:], []byte(`""`)):
				sawText, i = true, i+2 // an empty text is left out
			case key == "text" && !sawText:
				out.WriteString(`,"text":"`)
				if i, ok = appendStoredString(&out, b, i); !ok {
					return "", false
				}
				out.WriteByte('"')
				sawText = true
			default:
				return "", false
			}
			i = skipJSONSpace(b, i)
			if i == len(b) {
				return "", false
			}
			if b[i] == '}' {
				break
			}
			if b[i] != ',' {
				return "", false
			}
		}
		if !sawType {
			return "", false
		}
		out.WriteByte('}')
		i = skipJSONSpace(b, i+1) // past '}'
		if i == len(b) {
			return "", false
		}
		if b[i] == ']' {
			if skipJSONSpace(b, i+1) != len(b) {
				return "", false
			}
			out.WriteByte(']')
			return out.String(), true
		}
		if b[i] != ',' {
			return "", false
		}
	}
}

// appendStoredString writes the JSON string at b[i] (its opening quote) to
// out as encoding/json spells its value, without the quotes, when it has
// only the short escapes, no control characters and valid UTF-8; next is
// the index after its closing quote.
func appendStoredString(out *strings.Builder, b []byte, i int) (next int, ok bool) {
	if i >= len(b) || b[i] != '"' {
		return 0, false
	}
	i++
	q := bytes.IndexByte(b[i:], '"')
	if q < 0 {
		return 0, false
	}
	q += i
	for {
		p := bytes.IndexByte(b[i:q], '\\')
		if p < 0 {
			return q + 1, appendStoredText(out, b[i:q])
		}
		p += i
		if !appendStoredText(out, b[i:p]) {
			return 0, false
		}
		switch c := b[p+1]; c {
		case '/': // encoding/json does not escape it
			out.WriteByte('/')
		case '"', '\\', 'b', 'f', 'n', 'r', 't': // nor spell these otherwise
			out.Write(b[p : p+2])
		default:
			return 0, false
		}
		i = p + 2
		if p+1 == q {
			// The quote was escaped: the string ends at a later one.
			k := bytes.IndexByte(b[i:], '"')
			if k < 0 {
				return 0, false
			}
			q = i + k
		}
	}
}

// appendStoredText writes a run of a JSON string with no escapes to out
// as encoding/json spells it (<, >, &, U+2028 and U+2029 escaped) and
// reports whether it has no control characters and is valid UTF-8. Eight
// bytes at a time are copied as they are while they are printable ASCII
// other than <, > and &.
func appendStoredText(out *strings.Builder, s []byte) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	// has is true when a byte of x is c (and at times when one past a
	// match is: such a word just goes the slow way).
	has := func(x uint64, c byte) bool {
		v := x ^ ones*uint64(c)
		return (v-ones)&^v&highs != 0
	}
	from := 0
	for i := 0; i < len(s); {
		if i+8 <= len(s) {
			// A byte below 0x20 borrows and one from 0x80 up has its high
			// bit set: either shows in a high bit of the word.
			x := binary.LittleEndian.Uint64(s[i:])
			if (x-0x2020202020202020|x)&highs == 0 && !has(x, '<') && !has(x, '>') && !has(x, '&') {
				i += 8
				continue
			}
		}
		switch c := s[i]; {
		case c < 0x20:
			return false
		case c == '<' || c == '>' || c == '&':
			out.Write(s[from:i])
			out.WriteString(`\u00`)
			out.WriteByte(hexDigits[c>>4])
			out.WriteByte(hexDigits[c&0xf])
			i++
			from = i
		case c < utf8.RuneSelf:
			i++
		default:
			r, n := utf8.DecodeRune(s[i:])
			if r == utf8.RuneError && n == 1 {
				return false
			}
			if r == '\u2028' || r == '\u2029' {
				out.Write(s[from:i])
				out.WriteString(`\u202`)
				out.WriteByte(hexDigits[r&0xf])
				from = i + n
			}
			i += n
		}
	}
	out.Write(s[from:])
	return true
}

const hexDigits = "0123456789abcdef"
