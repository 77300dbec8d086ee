package heuristic

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestOffSectionSupport: a citation pinning one section of a code whose
// passage is another section, with the pinned one named beside it, is
// undecided; the right section, a chunk that heads the pinned section
// too, a section named inside the sentence, a range, and a pinned
// section the passage never names are left alone (invented code).
func TestOffSectionSupport(t *testing.T) {
	const before = "(c) A lessee suing under subsection (a) need not prove that the lessor meant to mislead."
	const excerpt = "§ 12.8 Guarantors. Every guarantor of a lessor liable under § 12.7 is liable with the lessor, unless the guarantor proves it could not have known of the defect."
	const prop = "A guarantor of a lessor is liable with it unless the guarantor proves it could not have known of the defect."
	const source = "Leasing Act, Com. Code §§ 12.1 to 12.9 (LA-1, LA-1#c8, statute, decided 2020-01-01, section § 12.8)"
	for _, c := range []struct {
		name, prop, citation, excerpt string
		want                          bool
	}{
		{"another section than the pinned one", prop + " Com. Code § 12.7(b).", "Com. Code § 12.7(b)", excerpt, true},
		{"the right section", prop + " Com. Code § 12.8.", "Com. Code § 12.8", excerpt, false},
		{"a chunk heading the pinned section too", prop + " Com. Code § 12.7(b).", "Com. Code § 12.7(b)", "§ 12.7 Lessors. (b) A lessor is not liable if it proves it could not have known. " + excerpt, false},
		{"a section named inside the sentence", "An action under Com. Code § 12.7 lies against a guarantor too.", "Com. Code § 12.7", excerpt, false},
		{"a range", prop + " Com. Code §§ 12.7-12.8.", "Com. Code §§ 12.7-12.8", excerpt, false},
		{"a pinned section the passage never names", prop + " Com. Code § 99.", "Com. Code § 99", excerpt, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: c.prop, Citation: c.citation, Excerpt: c.excerpt, Before: before, Source: source}
			got := excerptOtherSection(&u, parseSource(u.Source)) != ""
			if got != c.want {
				t.Errorf("excerptOtherSection = %v, want %v", got, c.want)
			}
			a, err := NewAt(alignedPoint).Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if marked := strings.Contains(a.Reasoning, "which the excerpt does not hold"); marked != c.want {
				t.Errorf("reasoning names the section clash = %v, want %v: %s", marked, c.want, a.Reasoning)
			}
			if c.want && a.Supports {
				t.Errorf("supports = true for a passage of another section: %s", a.Reasoning)
			}
		})
	}
}
