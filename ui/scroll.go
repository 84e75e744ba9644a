package ui

// The timeline is virtualized: only the items on screen are rendered, and
// the scroll position is an item plus a line within it, so a conversation
// of ten thousand entries costs no more to draw than one of ten. Rendered
// lines are kept only for the items within keepRendered of the screen:
// scrolling through a whole day of conversation holds a few screens of
// lines, and an item scrolled back to is rendered again, to the same lines.

import (
	"sort"
	"time"
)

// timeline is the conversation view: the conversations kept rendered (with
// their width- and theme-keyed render caches), the live streams of running
// turns, scrolling, and the lines of the next frame.
type timeline struct {
	c         *common
	h         rowLook
	views     map[string]*convView
	viewOrder []string           // most recently shown last
	streams   map[string]*stream // by turn
	streamSeq int
	subAgents map[string]liveSpawn // sub-agents at work, by tool call (subagentlive.go)
	spawnSeq  int
	flags     uint8    // flagTools, flagThinking, flagTimes
	frame     []string // timeline lines for the current screen
	frameSize [2]int   // the width and height frame was laid out for

	finishedRenders int                           // markdown renders of saved messages (tests)
	toolTook        func(*toolView) time.Duration // overrides tool durations (tests: stable goldens)
}

func newTimeline(c *common) *timeline {
	return &timeline{c: c, views: map[string]*convView{}, streams: map[string]*stream{}}
}

// renderer is the item renderer for a width.
func (tl *timeline) renderer(width int) renderer {
	return renderer{c: tl.c, tl: tl, h: tl.h, width: width, flags: tl.flags, selecting: tl.h.selecting()}
}

// streamsOf lists the live streams shown in a conversation, oldest first.
func (tl *timeline) streamsOf(cv *convView) []*stream {
	var out []*stream
	for _, s := range tl.streams {
		if s.convID == cv.conv.ID && (s.branch == "" || s.branch == cv.branch) && (s.visible() || tl.h.turnActive(s.turnID)) {
			out = append(out, s)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].seq < out[j].seq })
	return out
}

func (tl *timeline) ensureStream(convID, turnID, branch, agentName string) *stream {
	s := tl.streams[turnID]
	if s == nil {
		tl.streamSeq++
		s = &stream{seq: tl.streamSeq, convID: convID, turnID: turnID, branch: branch, agent: agentName}
		tl.streams[turnID] = s
	}
	if s.agent == "" {
		s.agent = agentName
	}
	return s
}

// rowLines renders row i of a conversation: items, then live streams.
func (tl *timeline) rowLines(r renderer, cv *convView, streams []*stream, i int) []string {
	if i < len(cv.items) {
		return r.itemLines(cv, cv.items[i])
	}
	s := streams[i-len(cv.items)]
	return r.streamLines(cv, s, tl.h.spinner(), tl.h.asyncWaiting(s.turnID))
}

// keepRendered is how many items above and below those on screen keep
// their rendered lines.
const keepRendered = 40

// dropRenders lets go of the rendered lines of the items more than
// keepRendered items away from those drawn last, and of items no longer in
// the view.
func (cv *convView) dropRenders() {
	lo, hi := cv.firstVis-keepRendered, cv.lastVis+keepRendered
	kept := cv.held[:0]
	for _, it := range cv.held {
		if i, ok := cv.entryIdx[it.id]; ok && i >= lo && i <= hi && cv.items[i] == it {
			kept = append(kept, it)
			continue
		}
		it.out, it.body, it.held = renderCache{}, renderCache{}, false
	}
	clear(cv.held[len(kept):])
	cv.held = kept
}

// visibleLines computes the lines of the timeline for a width and height.
func (tl *timeline) visibleLines(cv *convView, width, height int) []string {
	defer cv.dropRenders()
	r := tl.renderer(width)
	streams := tl.streamsOf(cv)
	n := len(cv.items) + len(streams)
	if height <= 0 || n == 0 {
		return nil
	}
	if !cv.follow {
		if cv.anchor >= n {
			cv.anchor, cv.offset = n-1, 0
		}
		out := make([]string, 0, height)
		cv.firstVis = cv.anchor
		for i := cv.anchor; i < n && len(out) < height; i++ {
			cv.lastVis = i
			ls := tl.rowLines(r, cv, streams, i)
			if i == cv.anchor {
				if cv.offset < len(ls) {
					ls = ls[cv.offset:]
				} else {
					ls = nil
				}
			}
			out = append(out, ls...)
		}
		if len(out) > height || (len(out) == height && cv.lastVis < n-1) {
			return out[:height]
		}
		// The end is on screen (the wheel came back down, or less than a
		// screen is left below the anchor): follow it again.
		cv.follow = true
		if len(out) == height {
			return out
		}
	}
	// Follow: fill from the bottom up.
	var chunks [][]string
	total := 0
	cv.lastVis = n - 1
	for i := n - 1; i >= 0 && total < height; i-- {
		cv.firstVis = i
		ls := tl.rowLines(r, cv, streams, i)
		chunks = append(chunks, ls)
		total += len(ls)
	}
	// Only the part of the top row that is on screen is copied.
	if over := total - height; over > 0 {
		top := len(chunks) - 1
		chunks[top] = chunks[top][over:]
		total = height
	}
	out := make([]string, 0, total)
	for i := len(chunks) - 1; i >= 0; i-- {
		out = append(out, chunks[i]...)
	}
	return out
}

// scroll moves the timeline by delta lines (negative = up).
func (tl *timeline) scroll(cv *convView, delta, width, h int) {
	if cv == nil || delta == 0 {
		return
	}
	r := tl.renderer(width)
	streams := tl.streamsOf(cv)
	n := len(cv.items) + len(streams)
	if n == 0 {
		return
	}
	if cv.follow {
		if delta > 0 {
			return
		}
		// Turn the bottom view into an anchor.
		total := 0
		i := n - 1
		for ; i >= 0; i-- {
			total += len(tl.rowLines(r, cv, streams, i))
			if total >= h {
				break
			}
		}
		if i < 0 {
			return // everything fits: nothing to scroll
		}
		cv.anchor, cv.offset = i, total-h
		cv.follow = false
	}
	cv.offset += delta
	for cv.offset < 0 {
		if cv.anchor == 0 {
			cv.offset = 0
			break
		}
		cv.anchor--
		cv.offset += len(tl.rowLines(r, cv, streams, cv.anchor))
	}
	for cv.anchor < n-1 {
		l := len(tl.rowLines(r, cv, streams, cv.anchor))
		if cv.offset < l {
			break
		}
		cv.offset -= l
		cv.anchor++
	}
	// At the bottom again? visibleLines switches to follow when less than a
	// screen remains below the anchor.
	tl.visibleLines(cv, width, h)
}
