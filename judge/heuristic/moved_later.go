package heuristic

// A moving verb parted from its motion by a time or manner phrase: "the
// defendant moved fourteen months into the case for leave to amend",
// "the tenant moved, after discovery closed, to compel". The movant
// phrases are written whole ("moved for", "moved to"), so such a
// proposition names no movant and a swapped one ("the plaintiff moved
// ... for leave", where the passage's defendant did) passes. The verb
// counts as moving only when, within a few words and no clause end,
// "for" or "to" is followed by what a motion asks for ("leave",
// "dismiss", "summary judgment"): "the witness moved out of state to be
// near family" names no motion.

// maxMovedGap is how many words may stand between "moved" and the "for"
// or "to" of its motion.
const maxMovedGap = 7

// motionObjects follow "moved for" or "moved to" in a motion.
var motionObjects = map[string]bool{
	"leave": true, "dismiss": true, "compel": true, "transfer": true, "remand": true, "strike": true, "amend": true,
	"stay": true, "sanctions": true, "summary": true, "judgment": true, "reconsideration": true, "intervene": true,
	"vacate": true, "quash": true, "suppress": true, "exclude": true, "disqualify": true, "enforce": true,
	"a": true, "an": true, "partial": true, "relief": true, "costs": true, "fees": true, "attorney": true, "injunctive": true,
}

// movedLater reports whether toks[i] is "moved" or "moves" whose motion
// follows after a phrase of at most maxMovedGap words ("moved fourteen
// months into the case for leave"); the adjacent forms are the movant
// phrases' own.
func movedLater(toks []tok, i int) bool {
	if w := toks[i].low; w != "moved" && w != "moves" {
		return false
	}
	for k := i + 1; k < len(toks) && k <= i+1+maxMovedGap; k++ {
		t := toks[k]
		if t.kind == tokPunct && t.low != "," {
			return false
		}
		if (t.low == "for" || t.low == "to") && k+1 < len(toks) && motionObjects[toks[k+1].low] {
			return true
		}
	}
	return false
}
