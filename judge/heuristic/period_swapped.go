package heuristic

import "fmt"

// A period or count changed where the document names the new number
// elsewhere (C-003): "Provider shall make Customer Data available ... for
// export for 45 days" restated "for export for 30 days". The number
// rules look for the proposition's number anywhere in the passage, its
// context and the source, and the contract's cure period is "30 days",
// so "30" was found and the changed period passed. Here the number is
// compared with the sentence the proposition restates: that sentence
// counts the same unit ("days") with another number and never with the
// proposition's.

// countedUnits are the units a period or count is given in.
var countedUnits = map[string]bool{"day": true, "days": true, "business": true, "month": true, "months": true, "year": true, "years": true, "hour": true, "hours": true, "week": true, "weeks": true, "percent": true, "users": true, "user": true}

// minPeriodShare is how much of the proposition the sentence must hold
// for its number to be the one the proposition restates.
const minPeriodShare = 0.6

// periodSwapped describes a proposition giving a unit a number that the
// sentence it restates gives another; "" when it does not.
func periodSwapped(pk propKeys, ptoks []tok, picks []*analysed) string {
	if len(picks) == 0 || sentenceShare(pk, picks[0]) < minPeriodShare {
		return ""
	}
	s := picks[0].toks
	for i := 0; i+1 < len(ptoks); i++ {
		n, u := ptoks[i], ptoks[i+1]
		if n.kind != tokNumber || u.kind != tokWord || !countedUnits[u.low] {
			continue
		}
		other := ""
		for j := 0; j+1 < len(s); j++ {
			if s[j].kind != tokNumber || s[j+1].low != u.low {
				continue
			}
			if s[j].low == n.low {
				other = ""
				break // the sentence gives the proposition's number too
			}
			other = s[j].low
		}
		if other == "" || countsWith(ptoks, other, u.low) {
			continue // no other number, or the proposition names it too (a sum: "90 days, 45 and 45")
		}
		return fmt.Sprintf("the proposition says %s %s; the sentence it restates says %s %s (%q)", n.raw, u.raw, other, u.raw, clip(picks[0].text, 160))
	}
	return ""
}

// countsWith reports whether toks give unit the number num.
func countsWith(toks []tok, num, unit string) bool {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].kind == tokNumber && toks[i].low == num && toks[i+1].low == unit {
			return true
		}
	}
	return false
}
