#!/bin/sh
# bench-start.sh measures grove's start from outside, as a person or a
# script sees it: it builds the binary and runs BenchmarkStart (e2e/start_bench_test.go),
# which reports medians of 15 runs of package initialisation, `grove --version`,
# `grove --help`, `grove list` on 1,000 conversations, `grove send` to the
# first byte of reply (offline model), and the TUI's first frame in tmux
# (fresh home, and 1,000 conversations whose newest is 10,000 entries long)
# beside the floor: tmux showing the output of a trivial program (echo);
# `grove import` of 100,000 realistic entries (median of 3; set
# GROVE_BENCH_IMPORT=0 to leave it out); then BenchmarkStartLongSend: the
# first `grove send` into that 10,000-entry branch (first byte, CPU with
# its background compaction, peak RSS); then BenchmarkStartTUIRSS: the TUI's
# resident memory with that branch open; then BenchmarkOpenLongTUI: opening
# that branch from the conversation list of the TUI the first time (key to
# its last message on screen) and the blank panes seen meanwhile.
#
# Set GROVE_BENCH_CRUSH to a crush binary to add paired `--version` runs and
# first frames of the TUI on a fresh home (ratio/version_vs_crush,
# ratio/tui_vs_crush). Run it on a quiet machine: the figures scale
# with load. Extra arguments go to go test (e.g. -count 3).
set -eu
cd "$(dirname "$0")/.."
go test -run '^$' -bench '^(BenchmarkStart(LongSend|TUIRSS)?|BenchmarkOpenLongTUI)$' -benchtime 1x "$@" ./e2e |
	tr '\t' '\n' | sed -n 's/^ *\([0-9.]*\) \(ms\|ratio\|MB\|screens\)\/\(.*\)$/\3: \1 \2/p'
