package cite

// carryPin gives a bare "Id." (no pin, no locator of its own) the place
// of the citation right before it, from: in Bluebook a bare Id. refers
// to the same authority at the same pin ("... 301 N.E.3d 220, 221 (Ill.
// 2024). ... is a question of fact. Id." cites p. 221), so C-009 and
// the passage checks judge that pin, not the document as a whole. It
// reports whether it carried one. An Id. after a citation without a
// place (from is nil) gets none and still fails C-009.
func carryPin(id, from *cand) bool {
	if carriesPlace(id) || !carriesPlace(from) {
		return false // "Id. at 223", "Id. § 3": its own place
	}
	id.Pins = append([]string(nil), from.Pins...)
	id.Pin = ""
	if len(id.Pins) > 0 {
		id.Pin = id.Pins[0]
	}
	id.locs = append([]loc(nil), from.locs...)
	return true
}

// placeOf is the citation whose place an Id. right after prev repeats:
// prev itself (a full citation, or a short form carrying its own or its
// antecedent's pin), else the member of prev's parallel group that
// writes the group's one pin ("407 U.S. 1, 10, 92 S. Ct. 1907 (1972).
// Id." repeats p. 10), else nil.
func (ix *priorIndex) placeOf(prev *cand) *cand {
	if prev == nil || carriesPlace(prev) || prev.groupHead == nil {
		return prev
	}
	for _, m := range ix.groups[prev.groupHead] {
		if carriesPlace(m) {
			return m
		}
	}
	return nil
}

// carriesPlace reports whether c names a place in its document.
func carriesPlace(c *cand) bool {
	return c != nil && (len(c.Pins) > 0 || len(c.locs) > 0)
}
