package heuristic

import "strings"

// District courts by name: a proposition names a federal district court
// in words ("the Southern District of New York", "the District of
// Delaware") where a source's label and its citation give the Bluebook
// abbreviation ("S.D.N.Y.", "D. Del."). The words of the name are then
// the court the source names, not a party or an authority the passage
// never mentions (they still count among the words the passage must
// hold for support: the court's name is no part of what it said); the
// same words against another district's label ("E.D.N.Y.") are still
// missing, so an invented court is still found.

// districtDirections are the words that divide a state into districts,
// with their Bluebook initial.
var districtDirections = map[string]string{"northern": "N", "southern": "S", "eastern": "E", "western": "W", "central": "C", "middle": "M"}

// districtNameWords returns the indexes of the words of toks that name a
// federal district court ("Southern District of New York") whose
// abbreviation is the source's court label.
func districtNameWords(toks []tok, court string) map[int]bool {
	if court == "" {
		return nil
	}
	var out map[int]bool
	for i, t := range toks {
		if t.kind != tokWord || t.low != "district" || !t.cap || i+2 >= len(toks) || toks[i+1].low != "of" {
			continue
		}
		start, initial := i, ""
		if i > 0 && toks[i-1].cap {
			if d, ok := districtDirections[toks[i-1].low]; ok {
				start, initial = i-1, d
			}
		}
		// The state: the longest state name starting after "of".
		for _, st := range facts.stateNames {
			n := len(strings.Fields(st))
			if i+2+n > len(toks) || !stateAt(toks[i+2:i+2+n], st) {
				continue
			}
			if courtIs(court, districtAbbreviation(initial, facts.stateAbbrev[st])) {
				if out == nil {
					out = map[int]bool{}
				}
				for j := start; j < i+2+n; j++ {
					out[j] = true
				}
			}
			break
		}
	}
	return out
}

// stateAt reports whether toks spell the lower-case state name st.
func stateAt(toks []tok, st string) bool {
	for j, w := range strings.Fields(st) {
		if toks[j].kind != tokWord || toks[j].low != w {
			return false
		}
	}
	return true
}

// districtAbbreviation is a district court's Bluebook label without
// spaces: "S.D." and "n.y." make "S.D.N.Y.", "" and "del." make "D.Del.".
func districtAbbreviation(initial, stateAbbr string) string {
	a := "D." + strings.ReplaceAll(stateAbbr, " ", "")
	if initial != "" {
		a = initial + "." + a
	}
	return strings.ToLower(a)
}

// courtIs reports whether the court label court is the abbreviation
// abbr (lower case, no spaces): "D. Del." is "d.del.".
func courtIs(court, abbr string) bool {
	return court != "" && strings.ToLower(strings.ReplaceAll(court, " ", "")) == abbr
}
