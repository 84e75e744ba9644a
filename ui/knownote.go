package ui

import (
	"fmt"
	"os"
	"os/exec"
	"strings"

	tea "charm.land/bubbletea/v2"

	"github.com/grovechat/grove/memory"
)

// A note of the knowledge panel edited in $VISUAL or $EDITOR (vi when
// neither is set): its body goes to a temporary file, and what the editor
// leaves there replaces the note. The file ends with a line end, as a
// text file does; a note that had none gets back the text without it.

func prepareNoteEdit(n memory.Note) tea.Cmd {
	return func() tea.Msg {
		f, err := os.CreateTemp("", "grove-note-*.md")
		if err != nil {
			return knowEditedNote{title: n.Title, err: err}
		}
		_, err = f.WriteString(editorFile(n.Body))
		f.Close()
		if err != nil {
			os.Remove(f.Name())
			return knowEditedNote{title: n.Title, err: err}
		}
		return knowEditReady{title: n.Title, path: f.Name(), body: n.Body}
	}
}

// editNote runs the editor on the note's file and reads it back.
func editNote(r knowEditReady) tea.Cmd {
	ed := os.Getenv("VISUAL")
	if ed == "" {
		ed = os.Getenv("EDITOR")
	}
	if ed == "" {
		ed = "vi"
	}
	args := strings.Fields(ed)
	c := exec.Command(args[0], append(args[1:], r.path)...)
	return tea.ExecProcess(c, func(err error) tea.Msg {
		defer os.Remove(r.path)
		if err != nil {
			return knowEditedNote{title: r.title, err: fmt.Errorf("editor: %w", err)}
		}
		b, rerr := os.ReadFile(r.path)
		text := string(b)
		if !strings.HasSuffix(r.body, "\n") {
			text = fromEditor(b)
		}
		return knowEditedNote{title: r.title, text: text, unchanged: text == r.body, err: rerr}
	})
}
