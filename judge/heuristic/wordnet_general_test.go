package heuristic

import "testing"

// The WordNet table is generated from WordNet's own vocabulary, not from
// the fixture Vaults' texts (tables/gen), so paraphrase in areas of law
// no fixture touches aligns as well as paraphrase in the fixtures' own.
// Every probe below is invented text whose paired words occur in none
// of the four released suites (forum-selection, non-compete,
// limitation-of-liability, arbitration); the table built from those
// suites' words had none of these groups.

// TestWordNetGeneralKeys: words of other areas of law share a key with
// their WordNet synonym, and words of opposite force, or of a sense the
// table must not bring in, stay apart.
func TestWordNetGeneralKeys(t *testing.T) {
	same := [][2]string{
		{"repealed", "rescinded"}, {"rescinds", "countermands"}, // statutes, orders
		{"penalize", "punishes"}, {"penalise", "penalized"}, // employment, sanctions
		{"deducted", "subtracted"},   // payment
		{"prolong", "protracted"},    // delay
		{"jeopardized", "endangers"}, // safety, environment
		{"provisional", "tentative"}, // rulings, approvals
		{"assessed", "evaluated"},    // damages, tax
		{"endanger", "imperils"},     // safety, environment
		{"entrusted", "intrusted"},   // fiduciary
		{"enacted", "ordained"},      // legislation
		{"mitigates", "extenuated"},  // sentencing
	}
	for _, p := range same {
		if key(p[0]) != key(p[1]) {
			t.Errorf("key(%q) = %q, key(%q) = %q: want one key", p[0], key(p[0]), p[1], key(p[1]))
		}
	}
	apart := [][2]string{
		{"repealed", "enacted"}, {"penalize", "reward"}, {"provisional", "permanent"},
		{"concurrent", "consecutive"}, {"deducted", "added"}, {"prolong", "shorten"},
		{"dismissed", "discharged"}, {"ordained", "repealed"}, {"endanger", "protect"},
		{"entrusted", "withheld"}, {"feasible", "impossible"}, {"assessed", "waived"},
		// An irregular form that is mostly a noun keeps its own key: the
		// rent a tenant owes is not "rend", grounds are not "grind".
		{"rent", "rip"}, {"rent", "rending"}, {"grounds", "grinding"}, {"ground", "grind"},
		// Numerals are the fact rules' business: the "III" of a heading
		// is not "three".
		{"iii", "three"}, {"xii", "twelve"}, {"third", "tertiary"},
	}
	for _, p := range apart {
		if key(p[0]) == key(p[1]) {
			t.Errorf("key(%q) = key(%q) = %q: want them apart", p[0], p[1], key(p[0]))
		}
	}
}

// TestWordNetGeneralProbes: support restated in WordNet synonyms from
// areas of law outside the fixtures aligns into a pass; the synonym
// under a negation or a different modal is still a clash, and words the
// table must keep apart (another sense) do not align into a pass. (One
// antonym swapped into an otherwise identical long sentence, "enacted"
// for "repealed", still clears the alignment threshold with or without
// the table; that is the alignment rules' business, BENCHMARKS.md.)
func TestWordNetGeneralProbes(t *testing.T) {
	const statute = "Harbor Code (DOC-7, DOC-7#c3, statute)"
	const lease = "Commercial Lease (DOC-9, DOC-9#c2, contract)"
	const policy = "Employee Handbook (DOC-4, DOC-4#c1, contract)"
	const repeal = "The legislature repealed the harbor dredging levy in its entirety in 1998."
	const penalize = "The employer shall not penalize an employee who reports a safety hazard to the inspector."
	const deduct = "The landlord may deduct the cost of repairs from the security deposit within thirty days."
	const endanger = "The operator must not endanger the crew by sailing without a certified pilot."
	const provisional = "The licence granted to the operator is provisional until the inspector approves the vessel."
	runProbes(t, []probe{
		{name: "rescinded against repealed", prop: "The legislature rescinded the harbor dredging levy in its entirety in 1998.", excerpt: repeal, source: statute, supports: true},
		{name: "punish against penalize", prop: "The employer shall not punish an employee who reports a safety hazard to the inspector.", excerpt: penalize, source: policy, supports: true},
		{name: "subtract against deduct", prop: "The landlord may subtract the cost of repairs from the security deposit within thirty days.", excerpt: deduct, source: lease, supports: true},
		{name: "jeopardize against endanger", prop: "The operator must not jeopardize the crew by sailing without a certified pilot.", excerpt: endanger, source: statute, supports: true},
		{name: "may jeopardize against must not endanger", prop: "The operator may jeopardize the crew by sailing without a certified pilot.", excerpt: endanger, source: statute, supports: false},
		{name: "tentative against provisional", prop: "The licence granted to the operator is tentative until the inspector approves the vessel.", excerpt: provisional, source: statute, supports: true},

		{name: "may punish against shall not penalize", prop: "The employer may punish an employee who reports a safety hazard to the inspector.", excerpt: penalize, source: policy, supports: false},
		{name: "may not subtract against may deduct", prop: "The landlord may not subtract the cost of repairs from the security deposit.", excerpt: deduct, source: lease, supports: false},
		// Different senses: WordNet puts "dismiss" and "discharge" in one
		// synset (to fire someone), a sense dominant for neither, so the
		// appeal the court dismissed is not one it discharged.
		{name: "discharged against dismissed", prop: "The court discharged the appeal.", excerpt: "The court dismissed the appeal.", source: statute, supports: false},
	})
}
