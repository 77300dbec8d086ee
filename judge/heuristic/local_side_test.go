package heuristic

import "testing"

// TestLocalSideAsRule: a passage that reports a split and gives its own
// rule as the rule of its place ("In this circuit, ..."), restated bare
// as the law, is undecided; the same rule told as the circuit's, as one
// side, or resting on a passage with no split and no side taken, passes
// (invented passages).
func TestLocalSideAsRule(t *testing.T) {
	const excerpt = "The circuits are split on whether a recall notice, without more, can start the warranty period. Some courts treat the notice as enough. In this circuit, a recall notice must tell the buyer, at least in part, that the goods were defective."
	const joined = "We join the courts that treat a late delivery as a breach of the whole contract when the buyer has paid in advance."
	runProbes(t, []probe{
		{name: "one circuit's rule as the law", prop: "A recall notice must tell the buyer, at least in part, that the goods were defective.", excerpt: excerpt, supports: false, over: true, why: "one court's side of a split"},
		{name: "a side joined, stated as the law", prop: "A late delivery is a breach of the whole contract when the buyer has paid in advance.", excerpt: joined, supports: false, over: true, why: "one court's side of a split"},
		{name: "near-miss: told as the circuit's rule", prop: "Under the circuit's own rule, a recall notice must tell the buyer, at least in part, that the goods were defective.", excerpt: excerpt, supports: true},
		{name: "near-miss: told as one side", prop: "Under the stricter view, a recall notice must tell the buyer, at least in part, that the goods were defective.", excerpt: excerpt, supports: true},
		{name: "near-miss: no split and no side", prop: "A recall notice must tell the buyer, at least in part, that the goods were defective.",
			excerpt: "A recall notice must tell the buyer, at least in part, that the goods were defective, the court explained.", supports: true},
	})
}
