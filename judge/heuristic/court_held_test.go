package heuristic

import "testing"

// Invented text: a holding given to a court of another level than the
// source's is an invented court even where the passage mentions that
// court in the case's history; an account of what that court did is
// not; a Court of Appeals that is the jurisdiction's highest court is the
// source's own.
func TestCourtThatHeld(t *testing.T) {
	const excerpt = "The trial court entered judgment for the grower, and the court of appeals affirmed. We hold that a frost clause excuses only the harvest the frost destroyed. The judgment of the court of appeals is affirmed."
	const invented = "the court (appellate court), where the source is a supreme court"
	runProbes(t, []probe{
		{name: "holding given to the court below",
			prop:    "The Vermont Court of Appeals held that a frost clause excuses only the harvest the frost destroyed.",
			excerpt: excerpt, holding: excerpt,
			source: "Aldous Orchards v. Pike Cider Co. (VX-2, VX-2#c3, case, court Vt., decided 2024-04-02)",
			why:    invented},
		{name: "holding given to the source's court",
			prop:    "The Vermont Supreme Court held that a frost clause excuses only the harvest the frost destroyed.",
			excerpt: excerpt, holding: excerpt,
			source:   "Aldous Orchards v. Pike Cider Co. (VX-2, VX-2#c3, case, court Vt., decided 2024-04-02)",
			supports: true},
		{name: "what the court below did, from the history",
			prop:    "The court of appeals affirmed the judgment for the grower.",
			excerpt: excerpt, holding: excerpt,
			source:   "Aldous Orchards v. Pike Cider Co. (VX-2, VX-2#c3, case, court Vt., decided 2024-04-02)",
			supports: true},
		{name: "a Court of Appeals that is the highest court",
			prop:    "The Court of Appeals held that a frost clause excuses only the harvest the frost destroyed.",
			excerpt: excerpt, holding: excerpt,
			source:   "Aldous Orchards v. Pike Cider Co. (VX-2, VX-2#c3, case, court N.Y., decided 2024-04-02)",
			supports: true},
	})
}
