package cmd

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// This file holds what every command that groups verbs shares: the group
// itself (help without a verb, an error naming the valid verbs for an
// unknown one), argument checks that quote the verb's usage, and the
// rewriting of the older argument order of the agent knowledge commands.

// nameFirstVerb is the annotation of a verb group that also accepts the
// older order `GROUP NAME [VERB] …`; its value is the verb meant when VERB
// is left out.
const nameFirstVerb = "github.com/grovechat/grove/name-first-verb"

// verbGroup makes cmd a command that only groups verbs: without a verb it
// prints its help; an unknown verb is an error that lists the valid ones.
func verbGroup(cmd *cobra.Command, verbs ...*cobra.Command) *cobra.Command {
	cmd.Args = cobra.ArbitraryArgs
	// An unknown verb's flags must not hide the unknown verb.
	cmd.FParseErrWhitelist.UnknownFlags = true
	cmd.RunE = func(c *cobra.Command, args []string) error {
		if len(args) == 0 || args[0] == "help" {
			return c.Help()
		}
		return unknownVerb(c, args[0])
	}
	cmd.AddCommand(verbs...)
	return cmd
}

// unknownVerb is the error for a word that names none of cmd's verbs.
func unknownVerb(cmd *cobra.Command, word string) error {
	if cmd.SuggestionsMinimumDistance <= 0 {
		cmd.SuggestionsMinimumDistance = 2
	}
	msg := fmt.Sprintf("%s has no command %q; its commands: %s", cmd.CommandPath(), word, strings.Join(verbNames(cmd), ", "))
	if s := cmd.SuggestionsFor(word); len(s) > 0 {
		msg += fmt.Sprintf(" (did you mean %s?)", strings.Join(s, " or "))
	}
	return fmt.Errorf("%s", msg)
}

// verbNames are the names of cmd's visible subcommands, in help order.
func verbNames(cmd *cobra.Command) []string {
	var names []string
	for _, c := range cmd.Commands() {
		if c.IsAvailableCommand() {
			names = append(names, c.Name())
		}
	}
	return names
}

// verbArgs checks that a verb got between min and max arguments (max < 0:
// no upper bound); the error quotes the verb's usage.
func verbArgs(min, max int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) >= min && (max < 0 || len(args) <= max) {
			return nil
		}
		_, want, _ := strings.Cut(cmd.Use, " ")
		return fmt.Errorf("%s takes %s (got %d argument%s)", cmd.CommandPath(), want, len(args), plural(len(args)))
	}
}

// counted is n with its noun: "1 branch", "3 branches".
func counted(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// canonicalArgs rewrites the older order of the agent knowledge commands,
// `grove agent memory NAME [VERB] …`, into the canonical `grove agent
// memory VERB NAME …` (VERB is the group's default, list, when it is left
// out), so scripts written for the older order keep working. Any other
// command line is returned as it is.
func canonicalArgs(root *cobra.Command, args []string) []string {
	cmd := root
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return args
		case isFlag(a):
			if takesValue(a, cmd.Flags(), cmd.PersistentFlags(), cmd.InheritedFlags()) {
				i++
			}
			continue
		}
		next := subcommand(cmd, a)
		if next == nil {
			return args
		}
		if _, ok := next.Annotations[nameFirstVerb]; ok {
			return nameFirst(next, args, i+1)
		}
		cmd = next
	}
	return args
}

// nameFirst rewrites the words of the verb group, args[from:]: NAME VERB
// becomes VERB NAME, a lone NAME becomes DEFAULT NAME.
func nameFirst(group *cobra.Command, args []string, from int) []string {
	var pos []int // the positional words, at most two
	for i := from; i < len(args) && len(pos) < 2; i++ {
		a := args[i]
		switch {
		case a == "--":
			return args
		case isFlag(a):
			if takesValue(a, groupFlags(group)...) {
				i++
			}
			continue
		}
		pos = append(pos, i)
	}
	if len(pos) == 0 || args[pos[0]] == "help" || subcommand(group, args[pos[0]]) != nil {
		return args // no words, or already verb first
	}
	out := slices.Clone(args)
	verb := group.Annotations[nameFirstVerb]
	if len(pos) == 2 {
		if subcommand(group, args[pos[1]]) == nil {
			return args // no verb either way: the group says which there are
		}
		verb = out[pos[1]]
		out = slices.Delete(out, pos[1], pos[1]+1)
	}
	// The verb goes right after the group, before any flag: cobra finds
	// a command only among the words before its flags' values.
	return slices.Insert(out, from, verb)
}

// groupFlags are the flags any verb of the group or the commands above it
// define.
func groupFlags(group *cobra.Command) []*pflag.FlagSet {
	sets := []*pflag.FlagSet{group.Flags(), group.PersistentFlags(), group.InheritedFlags()}
	for _, c := range group.Commands() {
		sets = append(sets, c.Flags(), c.PersistentFlags())
	}
	return sets
}

func subcommand(cmd *cobra.Command, name string) *cobra.Command {
	for _, c := range cmd.Commands() {
		if c.Name() == name || c.HasAlias(name) {
			return c
		}
	}
	return nil
}

func isFlag(a string) bool { return len(a) > 1 && a[0] == '-' }

// takesValue tells whether the flag word a is followed by its value as the
// next word: a known flag that is not a boolean, written without "=" (long)
// or alone (short).
func takesValue(a string, sets ...*pflag.FlagSet) bool {
	var look func(*pflag.FlagSet) *pflag.Flag
	switch {
	case strings.HasPrefix(a, "--") && !strings.Contains(a, "="):
		look = func(fs *pflag.FlagSet) *pflag.Flag { return fs.Lookup(a[2:]) }
	case !strings.HasPrefix(a, "--") && len(a) == 2:
		look = func(fs *pflag.FlagSet) *pflag.Flag { return fs.ShorthandLookup(a[1:]) }
	default:
		return false
	}
	for _, fs := range sets {
		if f := look(fs); f != nil {
			return f.NoOptDefVal == ""
		}
	}
	return false
}
