package ui

// The timeline is virtualized: only the items on screen are rendered, and
// the scroll position is an item plus a line within it, so a conversation
// of ten thousand entries costs no more to draw than one of ten.

// rowCount is the number of timeline rows: items, then live streams.
func (m *Model) rowCount(cv *convView) int { return len(cv.items) + len(m.streamsOf(cv)) }

// rowLines renders row i of the current conversation.
func (m *Model) rowLines(r renderer, cv *convView, streams []*stream, i int) []string {
	if i < len(cv.items) {
		return r.itemLines(cv, cv.items[i])
	}
	s := streams[i-len(cv.items)]
	return r.streamLines(cv, s, m.spinner(), m.asyncPending[s.turnID])
}

// visibleLines computes the lines of the timeline for a height.
func (m *Model) visibleLines(cv *convView, height int) []string {
	r := m.renderer()
	streams := m.streamsOf(cv)
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
			ls := m.rowLines(r, cv, streams, i)
			if i == cv.anchor {
				if cv.offset < len(ls) {
					ls = ls[cv.offset:]
				} else {
					ls = nil
				}
			}
			out = append(out, ls...)
		}
		if len(out) >= height {
			return out[:height]
		}
		// Less than a screen below the anchor: we are at the bottom.
		cv.follow = true
	}
	// Follow: fill from the bottom up.
	var chunks [][]string
	total := 0
	cv.lastVis = n - 1
	for i := n - 1; i >= 0 && total < height; i-- {
		cv.firstVis = i
		ls := m.rowLines(r, cv, streams, i)
		chunks = append(chunks, ls)
		total += len(ls)
	}
	out := make([]string, 0, total)
	for i := len(chunks) - 1; i >= 0; i-- {
		out = append(out, chunks[i]...)
	}
	if len(out) > height {
		out = out[len(out)-height:]
	}
	return out
}

// scroll moves the timeline by delta lines (negative = up).
func (m *Model) scroll(delta int) {
	cv := m.cur()
	if cv == nil || delta == 0 {
		return
	}
	r := m.renderer()
	streams := m.streamsOf(cv)
	n := len(cv.items) + len(streams)
	h := m.timelineHeight()
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
			total += len(m.rowLines(r, cv, streams, i))
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
		cv.offset += len(m.rowLines(r, cv, streams, cv.anchor))
	}
	for cv.anchor < n-1 {
		l := len(m.rowLines(r, cv, streams, cv.anchor))
		if cv.offset < l {
			break
		}
		cv.offset -= l
		cv.anchor++
	}
	// At the bottom again? visibleLines switches to follow when less than a
	// screen remains below the anchor.
	m.visibleLines(cv, h)
}
