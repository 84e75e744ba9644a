# Developer shortcuts. README.md gives the two commands a newcomer needs.
.PHONY: run build test bench lint tidy

run:
	go run .

build:
	go build -o grove .

test:
	go test -race ./...

bench:
	go test -run '^$$' -bench 'Append|List1000' -benchtime 3000x ./session
	go test -run '^$$' -bench 'Path10k|Import100k' -benchtime 5x ./session

lint:
	gofmt -l . | (! grep .)
	go vet ./...
	go mod tidy -diff
