package cmd

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/spf13/cobra"
)

// report ends a verb that did one thing: err when it failed, else the line
// format makes of a, saying what it did, on stdout.
func report(cmd *cobra.Command, err error, format string, a ...any) error {
	if err != nil {
		return err
	}
	fmt.Fprintf(cmd.OutOrStdout(), format+"\n", a...)
	return nil
}

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

// printList prints items as a JSON list with asJSON; else one line each,
// or the line empty when there are none.
func printList[T any](w io.Writer, items []T, asJSON bool, empty string, line func(T) string) error {
	if asJSON {
		return writeJSONList(w, items, false)
	}
	if len(items) == 0 {
		_, err := fmt.Fprintln(w, empty)
		return err
	}
	for _, it := range items {
		if _, err := fmt.Fprintln(w, line(it)); err != nil {
			return err
		}
	}
	return nil
}
