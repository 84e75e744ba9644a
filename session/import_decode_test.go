package session

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// An entry's content is stored from an export exactly as encoding/json
// decodes it and marshalContent encodes it, whichever way the list is
// spelt: the quick copying of text blocks and the general decoder it leaves
// the rest to agree, and what is not JSON is refused.
func TestImportContentDecodesAsEncodingJSON(t *testing.T) {
	contents := []string{
		`[{"type":"text","text":"plain"}]`,
		"[\n  {\n    \"type\": \"text\",\n    \"text\": \"indented\"\n  }\n]",
		`[{"text":"key order","type":"text"}]`,
		`[{"type":"text","text":"a"},{"type":"text","text":"b \"q\" \\ \/ \b\f\n\r\t"}]`,
		`[{"type":"text","text":"\\"}]`,
		`[{"type":"text","text":"ends in \"quote\""}]`,
		`[{"type":"text","text":"\u00e9\u2028 \ud83c\udf32 \ud800 lone"}]`,
		`[{"type":"text","text":"été 🌲 raw"}]`,
		"[{\"type\":\"text\",\"text\":\"bad \xff utf8\"}]",
		"[{\"type\":\"text\",\"text\":\"control \x01 char\"}]",
		`[{"type":"text","text":"dup","text":"last wins"}]`,
		`[{"Type":"text","Text":"case"}]`,
		`[{"type":"thinking","thinking":"hm","signature":"s"}]`,
		`[{"type":"text","text":"x","extra":1}]`,
		`[{"type":"text"}]`,
		// Empty texts, characters encoding/json escapes, escaped keys.
		`[{"type":"text","text":""},{"text":"","type":"text"}]`, `[{"type":"text","text":"<b> & </b> a<b>c&&d>>e<<<<<<<<<<<<"}]`,
		"[{\"type\":\"text\",\"text\":\"line\u2028sep\u2029para é<\"}]", `[{"type":"text","text":"\u003chtml\u003e"}]`,
		`[{"type":"text","text":"\\\""},{"type":"text","text":"\"\\/"}]`,
		`[{"t\u0079pe":"text","text":"escaped key"}]`, `[{"type":"t\u0065xt","text":"escaped type"}]`,
		`[{"text":"no type"}]`,
		`[{"type":"tool_call","tool_call":{"id":"c1","name":"calc","arguments":{"x":1}}}]`,
		`[{"type":"text","text":"a"},{"type":"tool_result","tool_result":{"call_id":"c1","content":"r"}}]`,
		`[]`, `null`, `[{}]`,
		`[{"type":"text","text":"bad escape \x"}]`,
		`[{"type":"text","text":"unterminated}]`,
		`[{"type":"text","text":"a"},]`,
		`[{"type":"text","text":"a"}`,
		`[{"type":"text","text":"a"}] x`,
		`[{"type":"text","text":"a"}}]`,
		`[{"type":"text","text":"a" "b"}]`,
		`{"type":"text","text":"not a list"}`,
	}
	for _, c := range contents {
		raw := `{"id":"e1","conversation_id":"c","kind":"message","role":"user","content":` + c + `,"created_at":"2026-01-02T03:04:05Z"}`
		var want Entry
		wantErr := json.Unmarshal([]byte(raw), &want)
		got, err := decodeImportEntry([]byte(raw))
		if (err != nil) != (wantErr != nil) {
			t.Fatalf("%s: error %v, encoding/json says %v", c, err, wantErr)
		}
		if err != nil {
			continue
		}
		checkStoredContent(t, c, got, want)
	}
	long := strings.Repeat(`ab\"c\\d\n<&>`, 5000)
	raw := `{"id":"e1","kind":"message","content":[{"type":"text","text":"` + long + `"}]}`
	var want Entry
	if err := json.Unmarshal([]byte(raw), &want); err != nil {
		t.Fatal(err)
	}
	got, err := decodeImportEntry([]byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	checkStoredContent(t, "a long text with escapes", got, want)
}

// An entry is read as encoding/json reads it whatever the place, spelling
// or number of its content key, and what is not JSON is refused.
func TestImportEntryDecodesAsEncodingJSON(t *testing.T) {
	text := `[{"type":"text","text":"hi <b>"}]`
	entries := []string{
		`{"id":"e1","kind":"message","content":` + text + `}`,
		`{"content":` + text + `,"id":"e1","kind":"message"}`,
		` { "id" : "e1" , "content" :  ` + text + ` , "metadata" : {"a":[1,{"content":"inner"}],"b":"}]\""} } `,
		`{"metadata":{"content":[{"type":"text","text":"not this"}]},"content":` + text + `}`,
		`{"id":"e1","Content":` + text + `}`,
		`{"id":"e1","CONTENT":` + text + `}`,
		`{"id":"e1","content":[{"type":"text","text":"first"}],"content":` + text + `}`,
		`{"id":"e1","cont\u0065nt":` + text + `}`,
		`{"id":"e1","content":null}`,
		`{"id":"e1","content":[]}`,
		`{"id":"e1"}`,
		`{"id":"e1","content":` + text + `,"role":"user","created_at":"2026-01-02T03:04:05Z","author":"a\"b"}`,
		`{"id":"e1","content":}`,
		`{"id":"e1","content":` + text + ` x}`,
		`{"id":"e1","content":` + text + `,}`,
		`{"id":"e1","content":` + text,
		`{"id":"e1","content":` + text + `}}`,
		`{"id":"e1" "content":` + text + `}`,
		`{"id":"e1","content":[{"type":"text","text":"a"}`,
		`{"id":"e1","content":"[{\"type\":\"text\",\"text\":\"a string\"}]"}`,
		`{"id":1,"content":` + text + `}`,
		`["content",` + text + `]`,
	}
	for _, raw := range entries {
		var want Entry
		wantErr := json.Unmarshal([]byte(raw), &want)
		got, err := decodeImportEntry([]byte(raw))
		if (err != nil) != (wantErr != nil) {
			t.Fatalf("%s: error %v, encoding/json says %v", raw, err, wantErr)
		}
		if err == nil {
			checkStoredContent(t, raw, got, want)
		}
	}
}

// checkStoredContent fails unless the item decoded from an export stores
// what marshalContent makes of the entry encoding/json decoded, and has
// the same fields (its blocks, when it kept them, included).
func checkStoredContent(t *testing.T, what string, got importItem, want Entry) {
	t.Helper()
	stored, err := marshalContent(want.Content)
	if err != nil {
		t.Fatal(err)
	}
	if got.err != nil || got.content != stored {
		t.Fatalf("%s: stored as\n %q (%v)\nwant\n %q", what, got.content, got.err, stored)
	}
	e := got.Entry
	if e.Content == nil && len(want.Content) > 0 {
		if err := json.Unmarshal([]byte(got.content), &e.Content); err != nil {
			t.Fatal(err)
		}
	}
	if !reflect.DeepEqual(e, want) {
		t.Fatalf("%s:\n got %#v\nwant %#v", what, e, want)
	}
}

// Texts of every kind of character (escaped or not, spelt as encoding/json
// spells them or not) are stored from an export as encoding/json would
// store them.
func TestImportTextContentStoredAsEncodingJSON(t *testing.T) {
	pieces := []string{"a", "word ", "<", ">", "&", "\"", "\\", "/", "\n", "\t", "\r", "\b", "\f",
		"é", "🌲", "\u2028", "\u2029", "\u007f", "12345678", "<<<<<<<<", "abcdefg&", "&abcdefg"}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		var blocks []Block
		for range 1 + rng.IntN(3) {
			var b strings.Builder
			for range rng.IntN(40) {
				b.WriteString(pieces[rng.IntN(len(pieces))])
			}
			blocks = append(blocks, Block{Type: BlockText, Text: b.String()})
		}
		// Spelt with and without HTML escapes, and with \/ for /.
		var plain bytes.Buffer
		enc := json.NewEncoder(&plain)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(blocks); err != nil {
			t.Fatal(err)
		}
		escaped, err := json.Marshal(blocks)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []string{plain.String(), string(escaped), strings.ReplaceAll(string(escaped), "/", `\/`)} {
			raw := `{"id":"e1","kind":"message","content":` + c + `}`
			var want Entry
			if err := json.Unmarshal([]byte(raw), &want); err != nil {
				t.Fatal(err)
			}
			got, err := decodeImportEntry([]byte(raw))
			if err != nil {
				t.Fatalf("%s: %v", c, err)
			}
			checkStoredContent(t, c, got, want)
		}
	}
}
