package session

import (
	"context"
	"database/sql"
	"strings"
)

// Notes a person adds to a branch's context (injection entries): the model
// reads them as context, not as a message to answer. A note is edited or
// deleted the way exclusion marks change: in place while no model call on
// the branch has seen it, else on a new branch (see SetExcluded).

// NoteResult says what EditInjection or DeleteInjection did.
type NoteResult struct {
	// Branch is where the change is: the branch asked for, or the new
	// branch when Forked (current if From was).
	Branch string `json:"branch"`
	From   string `json:"from"`
	Forked bool   `json:"forked"`
	// Entry is the edited note as stored (zero for a deletion).
	Entry Entry `json:"entry,omitzero"`
	// Excluded is set when a deletion left the note in the tree, marked
	// excluded on the new branch, because a model call had seen it.
	Excluded bool `json:"excluded,omitempty"`
}

// noteText checks the text of a note.
func noteText(text string) (string, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return "", Errorf(EINVALID, "a note needs some text")
	}
	return text, nil
}

// NewInjection is a person's note to the context, to be appended.
func NewInjection(text string) Entry {
	return Entry{Kind: EntryInjection, Role: RoleUser, Author: "user", Content: []Block{TextBlock(text)}}
}

// Inject appends a person's note to the context at the head of a branch.
// Errors: ENOTFOUND (conversation, branch), EINVALID (no text).
func (s *Store) Inject(ctx context.Context, convID, branch, text string) (Entry, error) {
	text, err := noteText(text)
	if err != nil {
		return Entry{}, err
	}
	out, err := s.Append(ctx, convID, branch, NewInjection(text))
	if err != nil {
		return Entry{}, err
	}
	return out[0], nil
}

// EditInjection replaces the text of a note on a branch. While no model
// call on the branch saw it (and no turn runs there), the branch is
// rebuilt in place: the new note where the old one was, the entries after
// it copied after it, the old ones left in the tree off the branch.
// Otherwise a new branch is made at the note's parent with the new note.
// Errors: ENOTFOUND, EINVALID (not a note on the branch, no text).
func (s *Store) EditInjection(ctx context.Context, convID, branch, entryID, text string) (NoteResult, error) {
	text, err := noteText(text)
	if err != nil {
		return NoteResult{}, err
	}
	return s.changeNote(ctx, convID, branch, entryID, &text)
}

// DeleteInjection takes a note off a branch: in place, as EditInjection
// does, while no model call saw it; otherwise it is excluded on a new
// branch (SetExcluded), since what a call saw stays on the old one.
// Errors: ENOTFOUND, EINVALID (not a note on the branch).
func (s *Store) DeleteInjection(ctx context.Context, convID, branch, entryID string) (NoteResult, error) {
	return s.changeNote(ctx, convID, branch, entryID, nil)
}

func (s *Store) changeNote(ctx context.Context, convID, branch, entryID string, text *string) (NoteResult, error) {
	res := NoteResult{Branch: branch, From: branch}
	err := s.inConversation(ctx, convID, func(tx *sql.Tx) error {
		path, err := branchLinks(ctx, tx, convID, branch)
		if err != nil {
			return err
		}
		i := -1
		for j, l := range path {
			if l.id == entryID {
				i = j
				break
			}
		}
		if i < 0 || path[i].kind != EntryInjection {
			return Errorf(EINVALID, "entry %s is not a note on branch %s", entryID, branch)
		}
		var active int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM turns WHERE conversation_id = ? AND branch = ? AND status = 'active'`,
			convID, branch).Scan(&active); err != nil {
			return err
		}
		seen := active > 0 || seenAfter(path, i, i)
		switch {
		case seen && text == nil:
			m, err := s.setExcludedTx(ctx, tx, convID, branch, path, entryID, true)
			res.Branch, res.Forked, res.Excluded = m.Branch, m.Forked, true
			return err
		case seen:
			if res.Branch, err = s.forkForMarks(ctx, tx, convID, branch, path[i].parent); err != nil {
				return err
			}
			res.Forked = true
			// The marks of the entries from the note on are not the new
			// branch's: it ends at the note's parent.
			for _, l := range path[i:] {
				if _, err := tx.ExecContext(ctx, `DELETE FROM excluded_entries WHERE conversation_id = ? AND branch = ? AND entry_id = ?`, convID, res.Branch, l.id); err != nil {
					return err
				}
			}
			out, err := s.appendTx(ctx, tx, convID, res.Branch, []Entry{NewInjection(*text)})
			if err != nil {
				return err
			}
			res.Entry = out[0]
			return nil
		}
		// In place: the branch goes back to the note's parent and the rest
		// is appended again.
		var again []Entry
		if text != nil {
			again = append(again, NewInjection(*text))
		}
		for _, l := range path[i+1:] {
			e, err := scanEntry(tx.QueryRowContext(ctx, `SELECT `+entryCols+` FROM entries WHERE id = ?`, l.id))
			if err != nil {
				return err
			}
			again = append(again, e)
		}
		marks, err := excludedOf(ctx, tx, convID, branch)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, `UPDATE branches SET head_id = ? WHERE conversation_id = ? AND name = ?`,
			nullStr(path[i].parent), convID, branch); err != nil {
			return err
		}
		if len(again) == 0 {
			return nil
		}
		out, err := s.appendTx(ctx, tx, convID, branch, again)
		if err != nil {
			return err
		}
		if text != nil {
			res.Entry = out[0]
			out = out[1:]
		}
		for k, l := range path[i+1:] {
			if !marks[l.id] {
				continue
			}
			if _, err := tx.ExecContext(ctx, `UPDATE excluded_entries SET entry_id = ? WHERE conversation_id = ? AND branch = ? AND entry_id = ?`,
				out[k].ID, convID, branch, l.id); err != nil {
				return err
			}
		}
		if marks[entryID] {
			_, err = tx.ExecContext(ctx, `DELETE FROM excluded_entries WHERE conversation_id = ? AND branch = ? AND entry_id = ?`, convID, branch, entryID)
		}
		return err
	})
	return res, err
}
