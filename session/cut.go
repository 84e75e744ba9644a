package session

import "strings"

// Why a reply stopped before the model finished (EntryMeta.Interrupted),
// as EntryMeta.Cut reads it from the metadata.
const (
	// CutCancelled: a person cancelled the turn (esc, ctrl+c, grove cancel).
	CutCancelled = "cancelled"
	// CutClosed: grove closed mid-reply; the turn stays active and goes on
	// when grove starts again.
	CutClosed = "closed"
	// CutFailed: the call to the model or the agent CLI failed.
	CutFailed = "failed"
)

// Error classes a cut reply records besides a failed call's own classes
// (transient, permanent, context_length, …).
const (
	// ErrorClassCanceled marks a reply a person cancelled; providers and
	// agent CLIs name the class of a cancelled call the same way.
	ErrorClassCanceled = "canceled"
	// ErrorClassClosed marks a reply cut because grove closed.
	ErrorClassClosed = "closed"
)

// ClosedMidReply is the error recorded on a reply cut because grove closed.
const ClosedMidReply = "grove closed; the turn goes on when grove starts again"

// Cut says why the reply stopped before the model finished: "" when it
// did not, else CutCancelled, CutClosed or CutFailed. Replies saved before
// grove recorded every cut's class read the same: a cancel while tools ran
// left no error, one of an agent CLI an error starting "cancelled" and no
// class, a close the ClosedMidReply error under the cancelled class.
func (m EntryMeta) Cut() string {
	switch {
	case !m.Interrupted:
		return ""
	case m.ErrorClass == ErrorClassClosed || m.Error == ClosedMidReply:
		return CutClosed
	case m.Error == "" || m.ErrorClass == ErrorClassCanceled:
		return CutCancelled
	case m.ErrorClass == "" && strings.HasPrefix(m.Error, "cancelled"):
		return CutCancelled
	}
	return CutFailed
}
