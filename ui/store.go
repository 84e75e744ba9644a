package ui

import (
	"context"
	"time"

	"github.com/grovechat/grove/session"
)

// Store is what the UI reads and writes in the session store; *session.Store
// implements it. Every method is called from a tea.Cmd, never from Update or
// View. Errors are the store's coded errors (*session.Error): userText
// phrases them for a person.
type Store interface {
	// Conversations.
	ListConversations(ctx context.Context, o session.ListOptions) ([]session.Conversation, error)
	Conversation(ctx context.Context, id string) (session.Conversation, error)
	CreateConversation(ctx context.Context, in session.NewConversation) (session.Conversation, error)
	PersonalThread(ctx context.Context, agent string) (session.Conversation, bool, error)
	RenameConversation(ctx context.Context, id, title string) error
	Fork(ctx context.Context, convID, atEntryID, title string) (session.Conversation, error)

	// Entries, turns and the tree of branches.
	Path(ctx context.Context, convID, branch string) ([]session.Entry, error)
	PathTail(ctx context.Context, convID, branch string, n int) ([]session.Entry, bool, error)
	PathBefore(ctx context.Context, entryID string, n int) ([]session.Entry, bool, error)
	TurnOrder(ctx context.Context, convID, branch string) ([]string, error)
	Turns(ctx context.Context, convID string) ([]session.Turn, error)
	Tree(ctx context.Context, convID string) (*session.Tree, error)
	CompareBranches(ctx context.Context, convID, left, right string) ([]session.CompareRow, error)
	CreateBranch(ctx context.Context, convID, name, atEntryID string) (session.Branch, error)
	SwitchBranch(ctx context.Context, convID, name string) error
	RenameBranch(ctx context.Context, convID, from, to string) error
	LabelBranch(ctx context.Context, convID, name, label string) error
	DeleteBranch(ctx context.Context, convID, name string) error

	// Usage and background operations.
	UsageBy(ctx context.Context, by, convID string) ([]session.UsageRow, error)
	AsyncOps(ctx context.Context, convID, turnID, status string) ([]session.AsyncOp, error)

	// Workspaces.
	Workspace(ctx context.Context, id string) (session.Workspace, error)
	Workspaces(ctx context.Context, runningOnly bool) ([]session.Workspace, error)
	WorkspaceAgents(ctx context.Context, wsID string) ([]session.WorkspaceAgent, error)
	InboxCounts(ctx context.Context, wsID string) (map[string]int, error)
	Proposals(ctx context.Context, wsID string, open bool) ([]session.Proposal, error)
	StopWorkspace(ctx context.Context, id string) error
	ResumeWorkspace(ctx context.Context, id string) (session.Workspace, error)

	// The change feed: what other processes wrote.
	LastSeq(ctx context.Context) (int64, error)
	ListSignature(ctx context.Context) (uint64, error)
	EntriesSince(ctx context.Context, seq int64, limit int) ([]session.Entry, int64, error)
	Changes(ctx context.Context, every time.Duration) <-chan struct{}
	// The text of the steps running turns are streaming now.
	LiveTexts(ctx context.Context) ([]session.LiveText, error)

	// The message box's drafts and history, kept across restarts.
	SaveDraft(ctx context.Context, convID, text string) error
	Drafts(ctx context.Context) (map[string]string, error)
	AddInputHistory(ctx context.Context, text string) error
	InputHistory(ctx context.Context, n int) ([]string, error)

	// Files attached to messages, stored once by their hash.
	PutAttachment(ctx context.Context, name string, data []byte, max int64) (session.Attachment, error)
	AttachmentData(ctx context.Context, sha256 string) ([]byte, error)
	// The files attached to each unsent draft, and the removal of a
	// detached file's bytes when nothing else refers to them.
	SaveDraftAttachments(ctx context.Context, convID string, files []session.Attachment) error
	DraftAttachments(ctx context.Context) (map[string][]session.Attachment, error)
	DropAttachment(ctx context.Context, sha256 string) (bool, error)
}

var _ Store = (*session.Store)(nil)
