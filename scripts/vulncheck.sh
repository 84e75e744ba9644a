#!/usr/bin/env bash
# vulncheck.sh checks grove's code against the Go vulnerability database
# with govulncheck, offline: the database is built here from the
# golang.org/x/vulndb module the Go module proxy serves (its data/osv
# folder, indexed by the module's own cmd/indexdb), so no other site is
# needed. It fails on any vulnerability grove's code calls that is not
# accepted, with its reason, in scripts/vulncheck-accepted.txt.
#
# Refreshing the database: take the newest pseudo-version with
#   go list -m -json golang.org/x/vulndb@latest   (its "Version")
# put it in VULNDB below, run this script, and update the accepted list
# and README's "Known vulnerabilities" to what it reports.
set -euo pipefail
cd "$(dirname "$0")/.."

GOVULNCHECK=golang.org/x/vuln/cmd/govulncheck@v1.9.0
VULNDB=v0.0.0-20261105234957-e22db6528018

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
src=$(GOFLAGS= go mod download -json "golang.org/x/vulndb@$VULNDB" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
if [ -z "$src" ] || [ ! -d "$src/data/osv" ]; then
	echo "vulncheck: golang.org/x/vulndb@$VULNDB has no data/osv" >&2
	exit 1
fi
GOFLAGS= go run "golang.org/x/vulndb/cmd/indexdb@$VULNDB" -vulns "$src/data/osv" -out "$work/db"

GOFLAGS= GOBIN="$work/bin" go install "$GOVULNCHECK"
status=0
"$work/bin/govulncheck" -db "file://$work/db" ./... >"$work/report" 2>&1 || status=$?
# 0: nothing found; 3: vulnerabilities found (judged below); else: failed.
if [ "$status" -ne 0 ] && [ "$status" -ne 3 ]; then
	cat "$work/report" >&2
	echo "vulncheck: govulncheck failed (exit $status)" >&2
	exit 1
fi
# The vulnerabilities the code calls are listed before the module results.
called=$(sed '/=== Package Results ===\|=== Module Results ===/,$d; /^Your code is affected/,$d' "$work/report" |
	sed -n 's/^Vulnerability #[0-9]*: \(GO-[0-9]*-[0-9]*\)$/\1/p' | sort -u)
# Exit status 3 says the code calls something vulnerable: a report this
# script cannot read then fails rather than passes.
if [ "$status" -eq 3 ] && [ -z "$called" ]; then
	cat "$work/report"
	echo "vulncheck: govulncheck found vulnerabilities this script could not read from its report" >&2
	exit 1
fi
accepted=$(sed -n 's/^\(GO-[0-9]*-[0-9]*\)[[:space:]].*/\1/p' scripts/vulncheck-accepted.txt | sort -u)
new=$(comm -23 <(printf '%s\n' $called) <(printf '%s\n' $accepted) | sed '/^$/d')
if [ -n "$new" ]; then
	cat "$work/report"
	echo "vulncheck: grove's code calls vulnerable code not accepted in scripts/vulncheck-accepted.txt:" $new >&2
	exit 1
fi
gone=$(comm -13 <(printf '%s\n' $called) <(printf '%s\n' $accepted) | sed '/^$/d')
if [ -n "$gone" ]; then
	echo "vulncheck: accepted but no longer found (remove from scripts/vulncheck-accepted.txt):" $gone
fi
echo "vulncheck: $(printf '%s\n' $called | sed '/^$/d' | wc -l) called vulnerabilities, all accepted (scripts/vulncheck-accepted.txt); database golang.org/x/vulndb@$VULNDB"
