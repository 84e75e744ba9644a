module github.com/openai/openai-go/v3

go 1.26.0

require (
	github.com/coder/websocket v1.8.15
	github.com/tidwall/gjson v1.20.0
	github.com/tidwall/sjson v1.2.5
)

require (
	github.com/tidwall/match v1.1.1 // indirect
	github.com/tidwall/pretty v1.2.1 // indirect
)
