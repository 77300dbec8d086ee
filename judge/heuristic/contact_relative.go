package heuristic

// A relative clause written without its "that": "the assignee acquires
// no right it can enforce" is "no right that it can enforce". The "no"
// is on the object of the relative clause, not on a subject, so "can"
// is not denied ("no party can enforce it" denies it); read as a
// negated subject, the proposition forbids "enforce" where the passage,
// written with its "that", reads as permitting it, and a correct
// restatement clashes. The modal in such a clause is given no reading
// either way: what it says is said of a thing the sentence denies.

// contactRelativeSubjects stand as the subject of a relative clause whose
// relative pronoun is left out.
var contactRelativeSubjects = map[string]bool{"it": true, "he": true, "she": true, "they": true, "we": true, "you": true, "i": true, "one": true}

// contactRelative reports whether the modal at toks[i] stands in a
// relative clause without "that" on a noun phrase opened by a negator:
// a subject pronoun right before it, and "no", "none" or "nothing"
// within the few words before the pronoun.
func contactRelative(toks []tok, i int) bool {
	if i < 2 || !contactRelativeSubjects[toks[i-1].low] {
		return false
	}
	for k := i - 2; k >= 0 && k >= i-5; k-- {
		if toks[k].kind == tokPunct {
			return false
		}
		switch toks[k].low {
		case "no", "none", "nothing", "neither":
			return k < i-2 // a noun stands between: "no right it can"
		}
	}
	return false
}
