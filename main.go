// Command grove is a terminal chat application for persistent LLM agents:
// conversations with branches, several turns at once, background tools and
// agents that remember, all in one local SQLite file. The commands live in
// internal/cmd; the work in session, memory, tools, agent, ui and themes.
package main

import "github.com/grovechat/grove/internal/cmd"

func main() { cmd.Main() }
