package main

import (
	"encoding/json"
	"io"
)

// writeJSONList writes list as JSON (indented when indent): [] when it is
// empty, never null, so scripts can always iterate over it.
func writeJSONList[T any](w io.Writer, list []T, indent bool) error {
	if list == nil {
		list = []T{}
	}
	enc := json.NewEncoder(w)
	if indent {
		enc.SetIndent("", "  ")
	}
	return enc.Encode(list)
}
