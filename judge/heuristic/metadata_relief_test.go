package heuristic

import "testing"

// TestMetadataReliefLabel: a Vault outcome naming a thing and what was
// done to it is the decision's relief: a proposition that the court did
// the opposite to the same thing is adverse; one naming the relief in
// other words is undecided, never passed; one agreeing passes C-004; a
// rule that tells no decision is not compared.
func TestMetadataReliefLabel(t *testing.T) {
	const src = "Tamsin Tools v. Orla Forge (VLT-0901, VLT-0901#c2, case, court D. Or., decided 2024-03-01)"
	const excerpt = "Tamsin moves for a preliminary injunction barring Orla from using its alloy recipe. Tamsin alleges that the welder knows the recipe. For the reasons stated at the hearing, the motion is resolved as set out in the minute entry."
	label := func(o string) string { return ReadHolding("", o).Text() }
	runProbes(t, []probe{
		{name: "the same relief, the other way", source: src, excerpt: excerpt, outcome: "preliminary injunction denied", holding: label("preliminary injunction denied"),
			prop:    "Tamsin obtained relief: the court granted a preliminary injunction barring Orla from using the alloy recipe.",
			adverse: true, why: "the Vault's outcome for this document is \"preliminary injunction denied\""},
		{name: "relief named otherwise is undecided", source: src, excerpt: excerpt, outcome: "sanctions denied", holding: label("sanctions denied"),
			prop:     "In Tamsin the court granted Orla an adverse-inference instruction because Tamsin waited to issue a hold.",
			supports: false, adverse: true, why: "names the relief in other words"},
		{name: "the label's outcome restated", source: src, excerpt: excerpt, outcome: "preliminary injunction denied", holding: label("preliminary injunction denied"),
			prop:     "The court denied Tamsin's motion for a preliminary injunction barring Orla from using its alloy recipe.",
			supports: false},
		{name: "a request is not the court's act", source: src, excerpt: excerpt, outcome: "preliminary injunction denied", holding: label("preliminary injunction denied"),
			prop:     "Tamsin moved for a preliminary injunction because the welder knows the alloy recipe.",
			supports: true},
	})
	for _, tc := range []struct {
		label string
		ok    bool
		sign  int
	}{{"preliminary injunction denied", true, -1}, {"sanctions granted", true, 1}, {"denied", false, 0}, {"affirmed", false, 0}, {"not decided (remanded)", false, 0}} {
		if _, _, s, ok := labelRelief(tc.label); ok != tc.ok || s != tc.sign {
			t.Errorf("labelRelief(%q) = %d, %v; want %d, %v", tc.label, s, ok, tc.sign, tc.ok)
		}
	}
}
