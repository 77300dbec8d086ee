package heuristic

import "testing"

// TestSeparateOpinionStatedAsLaw: a proposition resting on the
// sentences after a dissent's or a concurrence's heading in the excerpt,
// stated as the law without "held" or a court's name, gives the separate
// opinion to the court all the same (a dissent is adverse too). Told as
// a judge's own view (by title and name, "in her view", "for himself"),
// it gives the court nothing.
func TestSeparateOpinionStatedAsLaw(t *testing.T) {
	const src = "Wexford Grain v. Palomar Barge Lines (VLT-5120, VLT-5120#c4, case, court 5th Cir., decided 2021-03-02)"
	const dissent = "[*611]\nThe demurrage clause caps the carrier's recovery. It is not a penalty, because it forecasts a loss hard to measure. The judgment is reversed.\n\nOyelaran, Circuit Judge, dissenting. The cap is a penalty in disguise. A shipper that keeps a barge past the free time owes the carrier's full lost charter hire, whatever the clause says. I would affirm."
	const concurrence = "[*88]\nThe tender was timely. It reached the buyer before the deadline the contract set. We affirm.\n\nLINDGREN, Circuit Judge, concurring. I join the court's opinion. I add only that I would hesitate to treat a tender made by fax on a holiday as timely where the contract names business days."
	runProbes(t, []probe{
		{name: "the dissent's rule stated as the law", source: src, excerpt: dissent,
			prop:    "A shipper that keeps a barge past the free time owes the carrier's full lost charter hire, whatever the clause says.",
			adverse: true, over: true, why: "without naming the dissent"},
		{name: "the concurrence's hesitation stated as the law", source: src, excerpt: concurrence,
			prop: "A tender made by fax on a holiday is not timely where the contract names business days.",
			over: true, why: "without naming the concurrence"},
		{name: "the dissenting judge named", source: src, excerpt: dissent,
			prop:     "Judge Oyelaran would have let a shipper that keeps a barge past the free time owe the carrier's full lost charter hire, whatever the clause says.",
			supports: true},
		{name: "the concurring judge's view told as his", source: src, excerpt: concurrence,
			prop:     "Writing for himself only, in his view a tender made by fax on a holiday is not timely where the contract names business days.",
			supports: true},
		{name: "the court's own sentence stated as the law", source: src, excerpt: dissent,
			prop:     "The demurrage clause caps the carrier's recovery.",
			supports: true},
	})
}
