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
		if cmd.HasAvailableSubCommands() {
			if w := firstWordAfter(cmd, args); w != "" {
				return unknownCommand(cmd, w)
			}
		}
		var ne *pflag.NotExistError
		if !errors.As(err, &ne) {
			return &usageError{msg: fmt.Sprintf("%v; see '%s --help'", err, cmd.CommandPath())}
		}
		name := ne.GetSpecifiedName()
		if ne.GetSpecifiedShortnames() != "" {
			return usagef("unknown shorthand flag -%s in -%s; see '%s --help'", name, ne.GetSpecifiedShortnames(), cmd.CommandPath())
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
func firstWordAfter(cmd *cobra.Command, args []string) string {
	path := strings.Fields(cmd.CommandPath())[1:] // without the root's name
	for _, a := range args {
		if a == "--" {
			return ""
		}
		if strings.HasPrefix(a, "-") {
			continue
		}
		if len(path) > 0 && a == path[0] {
			path = path[1:]
			continue
		}
		return a
	}
	return ""
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
