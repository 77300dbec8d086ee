package cite

import (
	"slices"
	"sort"
)

// linkCitationPins gives a Markdown link to a Vault document whose text
// is a reporter citation with a pin ("[Marrowfield v. Xandor Corp., 301
// N.E.3d 220, 223 (Ill. 2024)](vault://CI-001)", "[Smith v. Jones, 12
// F.4th 1, 5 (CI-003)](vault://CI-003)") that pin, when its URL and the
// locator words at the end of its text (linkTextLocators) name none: a
// reader sees the pin, so the citation has it. The reporter citation
// itself is dropped as overlapping the link; what its text names is
// compared with the link's target by the resolver (a mismatch fails
// C-001). all is every candidate of the answer, before overlaps are
// dropped.
func linkCitationPins(all []*cand) {
	var links []*cand
	for _, c := range all {
		if c.Kind == KindVault && c.origSpan[0] >= 0 && c.name[0] >= 0 && len(c.locs) == 0 {
			links = append(links, c)
		}
	}
	if len(links) == 0 {
		return
	}
	var reps []*cand
	for _, c := range all {
		if c.prio == prioReporter && !c.marker && len(c.locs) > 0 {
			reps = append(reps, c)
		}
	}
	slices.SortFunc(reps, byStart)
	for _, l := range links {
		k := sort.Search(len(reps), func(i int) bool { return reps[i].Start >= l.name[0] })
		for ; k < len(reps) && reps[k].Start < l.name[1]; k++ {
			if r := reps[k]; r.End <= l.name[1] {
				l.locs = append([]loc(nil), r.locs...)
				l.Pins = append([]string(nil), r.Pins...)
				l.Pin = r.Pin
				break
			}
		}
	}
}
