package heuristic

import "testing"

// TestQuotationFirstLetterCase: a quotation whose first letter the
// writer put in the case of its own sentence quotes the passage; one
// whose other letters differ in case, or whose words differ, does not.
func TestQuotationFirstLetterCase(t *testing.T) {
	const excerpt = "The forum clause reaches every claim that may \"relate to\" the supply contract. Damage to the tenant's fixtures is excluded from the policy."
	runProbes(t, []probe{
		{name: "capital where the passage has lower case", prop: "The forum clause reaches every claim that may \"Relate to\" the supply contract.", excerpt: excerpt, supports: true},
		{name: "lower case where the passage has a capital", prop: "The policy excludes \"damage to the tenant's fixtures\" from coverage.", excerpt: excerpt, supports: true},
		{name: "a later letter's case still differs", prop: "The forum clause reaches every claim that may \"relate To\" the supply contract.", excerpt: excerpt, why: "do not occur"},
		{name: "other words still invented", prop: "The forum clause reaches every claim that may \"Arise from\" the supply contract.", excerpt: excerpt, why: "do not occur"},
	})
}

func TestFirstLetterFlipped(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Relate to", "relate to"}, {"damage to", "Damage to"}, {"Émile's rule", "émile's rule"}, {"1 day", ""}, {"", ""},
	} {
		if got := firstLetterFlipped(tc.in); got != tc.want {
			t.Errorf("firstLetterFlipped(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
