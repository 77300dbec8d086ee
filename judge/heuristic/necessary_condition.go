package heuristic

// A permission granted only on a condition ("a court may strike the
// pleadings only if it finds bad faith") states a necessary condition,
// and a proposition that states that condition as one keeps what the
// "may" says: with "only" ("may strike them only on a finding"), or as
// what the act requires ("striking the pleadings requires a finding of
// bad faith", "both require a finding of intent").

// requireWords state a necessary condition.
var requireWords = []string{"only", "require", "requires", "required", "requiring", "prerequisite", "precondition", "conditioned on", "conditional on"}

// statesNecessaryCondition reports whether the proposition text kept
// for a restricted permission states its condition as necessary.
func statesNecessaryCondition(kept string) bool {
	for _, w := range requireWords {
		if containsPhrase(kept, w) {
			return true
		}
	}
	return false
}
