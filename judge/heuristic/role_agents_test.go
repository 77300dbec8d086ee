package heuristic

import "testing"

// TestRoleAgents: the party a burden is given to, read from invented
// sentences: the noun phrase after a comma, and a modal with an adverb
// before the proof verb.
func TestRoleAgents(t *testing.T) {
	cases := []struct {
		text  string
		agent string // "" for no role claim
	}{
		{"Once a buyer gives notice, the seller bears the burden of proof.", "the seller"},
		{"The seller bears the burden of proof.", "The seller"},
		{"After the hearing the tenant must then show that the repair was needed.", "After the hearing the tenant"},
		{"The landlord must also prove that the notice was served.", "The landlord"},
		{"The landlord must not prove anything more.", ""},
	}
	for _, c := range cases {
		rs := roleClaimsOf(tokenize(c.text))
		switch {
		case c.agent == "" && len(rs) != 0:
			t.Errorf("%q: roles %+v, want none", c.text, rs)
		case c.agent != "" && (len(rs) != 1 || rs[0].agent != c.agent):
			t.Errorf("%q: roles %+v, want one with agent %q", c.text, rs, c.agent)
		}
	}
}

// TestRoleAgentsSwap: a proposition that gives both burdens to the other
// parties is a swap once the agent after a comma and "must then show"
// are read (invented text).
func TestRoleAgentsSwap(t *testing.T) {
	const passage = "The tenant bears the burden of proving that the repair falls within the covenant. Once it has done so, the burden shifts to the landlord to prove that a carve-out applies."
	var pr []roleClaim
	for _, s := range sentencesOf(passage) {
		pr = append(pr, roleClaimsOf(s.toks)...)
	}
	prop := "Once a tenant asks for a repair, the landlord bears the burden of proving that the repair falls outside the covenant, and the tenant must then show that no carve-out applies."
	if swappedRole(roleClaimsOf(tokenize(prop)), pr) == "" {
		t.Errorf("no swap read in %q", prop)
	}
}
