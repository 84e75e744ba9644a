package cmd

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
)

// maxMessageBytes bounds a message read from stdin or a file.
const maxMessageBytes = 64 << 20

// sendMessage is the message of `grove send TARGET [MESSAGE]`: the
// argument; stdin when it is "-", or when it is left out and stdin is not
// a terminal; or the file given with --file. Long messages need stdin or
// --file: the argument list has a size limit.
func sendMessage(cmd *cobra.Command, args []string, file string) (string, error) {
	var r io.Reader
	what := ""
	switch {
	case file != "" && len(args) > 1:
		return "", errors.New("give the message either as an argument or with --file, not both")
	case file != "":
		f, err := os.Open(file)
		if err != nil {
			return "", fmt.Errorf("reading the message: %w", err)
		}
		defer f.Close()
		r, what = f, file
	case len(args) > 1 && args[1] != "-":
		return args[1], nil
	case len(args) > 1 || !isTerminal(cmd.InOrStdin()):
		r, what = cmd.InOrStdin(), "stdin"
	default:
		return "", errors.New("no message: give it as an argument, pipe it in (or use - for stdin), or use --file PATH")
	}
	b, err := io.ReadAll(io.LimitReader(r, maxMessageBytes+1))
	if err != nil {
		return "", fmt.Errorf("reading the text from %s: %w", what, err)
	}
	if len(b) > maxMessageBytes {
		return "", fmt.Errorf("the text from %s is larger than %d MB", what, maxMessageBytes>>20)
	}
	msg := strings.TrimRight(string(b), "\n")
	if strings.TrimSpace(msg) == "" {
		return "", fmt.Errorf("the text from %s is empty", what)
	}
	return msg, nil
}

// openInput opens the file a command reads: name, or stdin when name is
// "-". The caller closes it.
func openInput(cmd *cobra.Command, name string) (io.ReadCloser, error) {
	if name == "-" {
		return io.NopCloser(cmd.InOrStdin()), nil
	}
	return os.Open(name)
}

// isTerminal reports whether r is a terminal (a character device).
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
