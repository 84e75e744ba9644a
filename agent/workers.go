package agent

// runTurn runs a turn on a worker goroutine: an idle one when there is one,
// else a new one. A turn's goroutine needs a deep stack (SQLite's driver,
// JSON, the tools); a worker keeps the one its earlier turns grew, where a
// new goroutine grows its own in steps, copying it each time.
func (r *Runtime) runTurn(tr *turnRun) {
	r.wg.Add(1)
	select {
	case r.idle <- tr.run:
	default:
		go r.worker(tr.run)
	}
}

// worker runs run, then the turns runTurn hands it, until the runtime has
// stopped.
func (r *Runtime) worker(run func()) {
	for {
		run()
		select {
		case run = <-r.idle:
		case <-r.done:
			return
		}
	}
}
