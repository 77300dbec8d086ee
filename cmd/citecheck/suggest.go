package main

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// unknownCommand is the usage error for a word that names no subcommand of
// the group cmd, with cobra's own Levenshtein suggestions ("did you mean").
func unknownCommand(cmd *cobra.Command, word string) error {
	msg := fmt.Sprintf("unknown command %q for %q", word, cmd.CommandPath())
	if cmd.SuggestionsMinimumDistance <= 0 {
		cmd.SuggestionsMinimumDistance = 2 // cobra's default, which it sets only on its own path
	}
	if s := cmd.SuggestionsFor(word); len(s) > 0 {
		msg += fmt.Sprintf(" (did you mean %s?)", strings.Join(s, " or "))
	}
	return usagef("%s; see '%s --help'", msg, cmd.CommandPath())
}

// flagErrorWithSuggestion turns pflag's parse errors into usage errors
// (exit 2). An unknown long flag gets the nearest flag of that command;
// an unknown flag on a group command (`citecheck grad --case x`) is
// really a misspelt command, and is reported as one. args are the
// command line, to find that word.
func flagErrorWithSuggestion(args []string) func(*cobra.Command, error) error {
	return func(cmd *cobra.Command, err error) error {
		var ne *pflag.NotExistError
		isNotExist := errors.As(err, &ne)
		if cmd.HasAvailableSubCommands() {
			w, after := firstWordAfter(cmd, args)
			if w != "" && !(isNotExist && ne.GetSpecifiedShortnames() == "" && after == "--"+ne.GetSpecifiedName()) {
				return unknownCommand(cmd, w)
			}
			if isNotExist && ne.GetSpecifiedShortnames() == "" {
				if owners := subcommandsWithFlag(cmd, ne.GetSpecifiedName()); len(owners) > 0 {
					return usagef("unknown flag --%s for %q: it is a flag of %s; put it after the command, e.g. '%s %s --%s ...'",
						ne.GetSpecifiedName(), cmd.CommandPath(), strings.Join(owners, ", "), cmd.CommandPath(), owners[0], ne.GetSpecifiedName())
				}
			}
		}
		if !isNotExist {
			return &usageError{msg: fmt.Sprintf("%v; see '%s --help'", err, cmd.CommandPath())}
		}
		name := ne.GetSpecifiedName()
		if group := ne.GetSpecifiedShortnames(); group != "" {
			msg := fmt.Sprintf("unknown shorthand flag -%s in -%s", name, group)
			if long, _, _ := strings.Cut(group, "="); len(long) > 1 {
				if s := nearestFlags(cmd.Flags(), long); len(s) > 0 { // -jobs for --jobs
					msg += fmt.Sprintf(" (did you mean --%s?)", strings.Join(s, " or --"))
				}
			}
			return usagef("%s; see '%s --help'", msg, cmd.CommandPath())
		}
		msg := fmt.Sprintf("unknown flag --%s", name)
		if s := nearestFlags(cmd.Flags(), name); len(s) > 0 {
			msg += fmt.Sprintf(" (did you mean --%s?)", strings.Join(s, " or --"))
		}
		return usagef("%s; see '%s --help'", msg, cmd.CommandPath())
	}
}

// firstWordAfter is the first argument after cmd's own path that is not a
// flag: for a group command, the word that should have been a command.
// prev is the argument before it (a flag whose value it may be).
func firstWordAfter(cmd *cobra.Command, args []string) (word, prev string) {
	path := strings.Fields(cmd.CommandPath())[1:] // without the root's name
	for i, a := range args {
		if a == "--" {
			return "", ""
		}
		if strings.HasPrefix(a, "-") {
			continue
		}
		if len(path) > 0 && a == path[0] {
			path = path[1:]
			continue
		}
		if i > 0 {
			prev = args[i-1]
		}
		return a, prev
	}
	return "", ""
}

// subcommandsWithFlag are the commands under the group cmd that have the
// flag name (by their path below cmd), for a flag given before its
// command (`citecheck --vault DIR grade`).
func subcommandsWithFlag(cmd *cobra.Command, name string) []string {
	var out []string
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, s := range c.Commands() {
			if !s.IsAvailableCommand() {
				continue
			}
			if s.Flags().Lookup(name) != nil {
				out = append(out, strings.TrimPrefix(s.CommandPath(), cmd.CommandPath()+" "))
			}
			walk(s)
		}
	}
	walk(cmd)
	return out
}

// nearestFlags are the flags of fs within two edits of name, or that name
// starts (`--deter` for --deterministic), nearest first.
func nearestFlags(fs *pflag.FlagSet, name string) []string {
	type cand struct {
		name string
		d    int
	}
	var cs []cand
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		d := editDistance(strings.ToLower(name), f.Name)
		if d <= 2 || (len(name) >= 3 && strings.HasPrefix(f.Name, strings.ToLower(name))) {
			cs = append(cs, cand{f.Name, d})
		}
	})
	sort.Slice(cs, func(i, j int) bool {
		if cs[i].d != cs[j].d {
			return cs[i].d < cs[j].d
		}
		return cs[i].name < cs[j].name
	})
	out := make([]string, 0, 3)
	for _, c := range cs {
		if len(out) == 3 {
			break
		}
		out = append(out, c.name)
	}
	return out
}

// editDistance is the Damerau-Levenshtein distance (optimal string
// alignment: a swap of two neighbours, `--jbos` for --jobs, is one edit).
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
