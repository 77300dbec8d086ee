package heuristic

import "testing"

// TestForbiddingVerbs: "bars ... from", "prohibits ... from", "forbids
// ... to" forbid what "may" and "permits ... to" grant, so a proposition
// saying one against a passage saying the other is a clash, however many
// words they share; said alike, they support.
func TestForbiddingVerbs(t *testing.T) {
	const src = "Master Services Agreement (DOC-7, DOC-7#c3, contract)"
	const permits = "The agreement permits either party to assign it to an affiliate without the consent of the other party."
	const may = "Either party may assign this Agreement to an affiliate without the consent of the other party."
	const bars = "The agreement bars either party from assigning it to an affiliate without the consent of the other party."
	runProbes(t, []probe{
		{name: "bars against permits", prop: "The agreement bars either party from assigning it to an affiliate without the consent of the other party.", excerpt: permits, source: src, why: "forbids"},
		{name: "prohibits against may", prop: "The agreement prohibits either party from assigning it to an affiliate without the consent of the other party.", excerpt: may, source: src, over: true, why: "forbids"},
		{name: "forbids ... to against permits", prop: "The agreement forbids either party to assign it to an affiliate without the consent of the other party.", excerpt: permits, source: src, why: "forbids"},
		{name: "permits against bars", prop: "The agreement permits either party to assign it to an affiliate without the consent of the other party.", excerpt: bars, source: src, why: "permits"},
		{name: "bars against bars", prop: "The agreement bars either party from assigning it to an affiliate without the other party's consent.", excerpt: bars, source: src, supports: true},
		{name: "does not bar is no prohibition", prop: "The agreement does not bar either party from assigning it to an affiliate without the consent of the other party.", excerpt: permits, source: src, supports: true},
	})
}
