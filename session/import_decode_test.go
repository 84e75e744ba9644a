package session

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// An entry's content decodes for an import exactly as encoding/json decodes
// it, whichever way the list is spelt: the quick reading of text blocks
// and the general decoder it leaves the rest to agree, and what is not
// JSON is refused.
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
		`[{"text":"no type"}]`,
		`[{"type":"tool_call","tool_call":{"id":"c1","name":"calc","arguments":{"x":1}}}]`,
		`[]`, `null`, `[{}]`,
		`[{"type":"text","text":"bad escape \x"}]`,
		`[{"type":"text","text":"unterminated}]`,
		`[{"type":"text","text":"a"},]`,
		`[{"type":"text","text":"a"}`,
		`[{"type":"text","text":"a"}] x`,
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
		if err == nil && !reflect.DeepEqual(got, want) {
			t.Fatalf("%s:\n got %#v\nwant %#v", c, got.Content, want.Content)
		}
	}
	long := strings.Repeat(`ab\"c\\d\n`, 5000)
	raw := `{"id":"e1","kind":"message","content":[{"type":"text","text":"` + long + `"}]}`
	var want Entry
	if err := json.Unmarshal([]byte(raw), &want); err != nil {
		t.Fatal(err)
	}
	if got, err := decodeImportEntry([]byte(raw)); err != nil || got.Content[0].Text != want.Content[0].Text {
		t.Fatalf("a long text with escapes decodes differently (%v)", err)
	}
}
