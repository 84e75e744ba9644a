package llm

// EstimateTokens is how many input tokens req is likely to be: its
// characters (system prompt, messages, tool calls and results, tool specs)
// divided by four. Providers count exactly; this is for deciding before a
// call (what a step may cost, whether a view fits).
func EstimateTokens(req Request) int64 { return estimateTokens(req) }
