package heuristic

import "testing"

func TestFlaggedListItem(t *testing.T) {
	flagList := "Some points are settled.\n\nThe retrieved sources do not address:\n- who bears the cost of the survey;\n- whether the tenant may appeal the order.\n\nDone."
	cases := []struct {
		name, claim, answer string
		want                bool
	}{
		{"first item", "who bears the cost of the survey;", flagList, true},
		{"second item", "whether the tenant may appeal the order.", flagList, true},
		{"numbered items", "whether a lessor must mitigate.", "The vault documents do not address:\n1. how rent is apportioned;\n2. whether a lessor must mitigate.", true},
		{"lead-in states law", "a landlord must repair the roof.", "The court held as follows:\n- a landlord must repair the roof.", false},
		{"lead-in without colon", "a landlord must repair the roof.", "The retrieved sources do not address this.\n- a landlord must repair the roof.", false},
		{"not a list item", "A landlord must repair the roof.", "The retrieved sources do not address:\nA landlord must repair the roof.", false},
		{"list after other text", "a landlord must repair the roof.", "The retrieved sources do not address:\n\n- a landlord must repair the roof.", false},
		{"absent claim", "nothing here", flagList, false},
	}
	for _, c := range cases {
		if got := flaggedListItem(c.claim, c.answer); got != c.want {
			t.Errorf("%s: flaggedListItem = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestSaysFoundNothing(t *testing.T) {
	cases := []struct {
		text string
		want bool
	}{
		{"I found nothing in the Vault on those questions and state no rule on them.", true},
		{"I have found no Vault support for those points.", true},
		{"I could find no retrieved authority on the cap.", true},
		{"I found that the lease was terminated in March.", false},
		{"The court found no breach of the covenant.", false},
		{"We found nothing wrong with the clause.", false},
	}
	for _, c := range cases {
		if got := saysFoundNothing(c.text); got != c.want {
			t.Errorf("saysFoundNothing(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}
