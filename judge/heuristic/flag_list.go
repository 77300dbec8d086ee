package heuristic

import (
	"regexp"
	"strings"
)

// Two ways an answer flags what the sources do not support that
// C-008 read as claims: an item of a list whose lead-in says the
// sources do not address what follows ("The retrieved sources do not
// address:" then "- whether ..." lines), and the writer's own statement
// that they found no support ("I found nothing in the Vault on those
// points"). Neither states law: the first names a question left open,
// the second is the flag itself.

// foundNothing is a first-person statement that the writer found no
// support in the sources.
var foundNothing = regexp.MustCompile(`(?i)\bI\s+(have\s+|could\s+)?(found|find|locate[d]?|identif(y|ied))\s+(no|nothing|no\s+\w+)\b[^.;]*\b(vault|retrieved|sources?|documents?|passages?|authority|support)\b`)

// saysFoundNothing reports whether s is the writer saying they found no
// support in the sources.
func saysFoundNothing(s string) bool {
	return foundNothing.MatchString(s)
}

// flagItemMarker opens a list item line: a dash, star or bullet, or a
// number or letter with a dot or parenthesis.
var flagItemMarker = regexp.MustCompile(`^\s*([-*•]|\(?[0-9a-z]{1,2}[.)])\s+`)

// flaggedListItem reports whether claim is (part of) an item of a list
// in answer whose lead-in line, the line right before the list's first
// item, ends in a colon and says the sources do not address or support
// what follows. Lines of the list are consecutive marked lines; a blank
// line or unmarked line before the items is the lead-in only if it is
// the line right above them.
func flaggedListItem(claim, answer string) bool {
	claim = strings.TrimSpace(claim)
	i := strings.Index(answer, claim)
	if i < 0 || claim == "" {
		return false
	}
	lines := strings.Split(answer[:i], "\n")
	// the claim's own line so far must be a list item
	if !flagItemMarker.MatchString(lines[len(lines)-1]) {
		return false
	}
	for k := len(lines) - 2; k >= 0; k-- {
		l := strings.TrimSpace(lines[k])
		if flagItemMarker.MatchString(lines[k]) {
			continue
		}
		return strings.HasSuffix(l, ":") && statesInsufficiency(l)
	}
	return false
}
