package heuristic

// An absolute the passage shares (C-007): "tours of a laboratory in
// which the formula was never displayed do not defeat secrecy" says
// "never" itself, so a proposition restating it with its "never" makes
// nothing absolute that the passage does not; a qualifier elsewhere in
// the passage ("protects information only if ...") does not make that
// "never" an over-claim.

// absoluteShared reports whether a passage sentence the proposition
// rests on holds the absolute phrase aw itself.
func absoluteShared(aw string, al alignment, p *passage) bool {
	for _, i := range al.picks {
		if containsPhrase(p.sents[i].low, aw) {
			return true
		}
	}
	return false
}
