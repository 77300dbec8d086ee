package cite

import "testing"

// TestMoreInsufficiencyStatements: the further ways answers say their
// sources fall short are read as flags, the same words about the law are
// not, and a flag followed by a claim of its own ("..., but such clauses
// are always void") is a claim.
func TestMoreInsufficiencyStatements(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"None of the retrieved documents address whether the clause survives termination.", true},
		{"None of these sources discusses survival.", true},
		{"Nothing in the retrieved chunks speaks to survival.", true},
		{"Nothing in the Vault addresses survival.", true},
		{"The provided sources are silent on whether the clause survives termination.", true},
		{"The Vault is silent as to survival.", true},
		{"There is no authority in the retrieved materials on whether the clause survives termination.", true},
		{"No case in the Vault holds that the clause survives.", true},
		{"I was not able to locate a retrieved passage on survival.", true},
		{"The clause likely survives termination, but I could not confirm this from the Vault.", true},
		{"The retrieved sources do not address whether the clause survives, but it likely does.", true},
		{"There is no authority in Delaware for that rule.", false},
		{"None of the parties disputes the clause.", false},
		{"Nothing in the statute addresses remedies.", false},
		{"The statute is silent on remedies.", false},
		{"The court was silent on costs.", false},
		{"The contract is not able to be assigned.", false},
		{"The retrieved sources do not address this, but such clauses are always void in every court.", false},
		{"None of the retrieved documents address this, but such clauses are always void.", false},
	} {
		var buf []byte
		if got := flagsInsufficiency(tc.text, &buf); got != tc.want {
			t.Errorf("flagsInsufficiency(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
