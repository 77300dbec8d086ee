package heuristic

// A flag in another paragraph flags a claim only by naming the claim's
// subject, and naming it is more than sharing two of its words: "the
// retrieved sources do not say how the trade secret claim was finally
// resolved" names how a claim ended, and shares only "trade secret"
// with a claim about what a lapsed duty does to trade secret
// protection. Most of what the flag is about must be the claim's.

// namesMostOf reports whether shared, the flag subject's meaning-bearing
// words the claim holds, are more than half of all its words ("finally
// resolved" counts: it says what the flag is about), less the words
// flags are made of (skip).
func namesMostOf(subject, skip keySet, shared int) bool {
	own := 0
	for k := range subject {
		if !skip[k] {
			own++
		}
	}
	return 2*shared > own
}
