package cite

import (
	"regexp"
	"testing"
)

// TestSourceListsNumberedAgain: an answer in parts, each with its own
// Sources list numbered from 1, points each marker at the entry of the
// first list after it; one list, or lists whose numbers continue, read
// as before.
func TestSourceListsNumberedAgain(t *testing.T) {
	e := mustExtractor(t, Options{Documents: []DocumentNames{
		{ID: "QX-0001", Title: "Pellworth v. Ondine Mills"},
		{ID: "QX-0002", Title: "Rastrick v. Hollow Lane"},
		{ID: "QX-0003", Title: "Tamsin v. Orrery"},
	}, IDPattern: regexp.MustCompile(`QX-\d{4}`)})
	for _, tc := range []struct {
		name, text string
		want       map[string][]string // proposition -> the documents its citations name
	}{
		{"two parts", "## Part A\n\nThe lease was void [1].\n\n**Sources**\n1. QX-0001, p. 4\n\n## Part B\n\nThe tenant stayed [1].\n\n**Sources**\n1. QX-0002, p. 9\n",
			map[string][]string{"The lease was void [1].": {"QX-0001"}, "The tenant stayed [1].": {"QX-0002"}}},
		{"three parts, two entries each", "The lease was void [1]. Rent was due [2].\n\nSources:\n1. QX-0001\n2. QX-0002\n\nThe tenant stayed [2].\n\nSources:\n1. QX-0001\n2. QX-0003\n\nThe landlord sued [1].\n\nSources:\n1. QX-0002\n",
			map[string][]string{"The lease was void [1].": {"QX-0001"}, "Rent was due [2].": {"QX-0002"}, "The tenant stayed [2].": {"QX-0003"}, "The landlord sued [1].": {"QX-0002"}}},
		{"numbers that continue", "The lease was void [1].\n\nSources:\n1. QX-0001\n\nThe tenant stayed [2].\n\nSources:\n2. QX-0002\n",
			map[string][]string{"The lease was void [1].": {"QX-0001"}}},
		{"one list", "The lease was void [1]. The tenant stayed [2].\n\nSources:\n1. QX-0001\n2. QX-0002\n",
			map[string][]string{"The lease was void [1].": {"QX-0001"}, "The tenant stayed [2].": {"QX-0002"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.text)
			got := map[string][]string{}
			for _, p := range a.Propositions {
				if _, ok := tc.want[p.Text]; !ok {
					continue
				}
				for _, ci := range p.Citations {
					got[p.Text] = append(got[p.Text], a.Citations[ci].Identifier)
				}
			}
			for p, want := range tc.want {
				if g := got[p]; len(g) != len(want) || len(g) > 0 && g[0] != want[0] {
					t.Errorf("%q cites %q, want %q", p, g, want)
				}
			}
		})
	}
}
