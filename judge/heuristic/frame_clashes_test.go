package heuristic

import (
	"context"
	"slices"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestFrameClashes: a proposition turning round what a condition, an
// exception, a disposed part, a refusal, a split's side or a party's
// right is about fails C-003 (or, for a refusal named by a pronoun, is
// left to a person); the same proposition told the passage's way, and
// near-misses about something else, keep their pass.
func TestFrameClashes(t *testing.T) {
	const (
		unlessPassage  = "A transfer made in breach of a no-transfer covenant generally takes effect unless the covenant expressly declares a nonconforming transfer void."
		exceptPassage  = "Except for breaches of Article 7 (Data Security), neither side shall be liable for indirect or punitive damages, and each side's total liability shall not exceed the fees paid in the prior year."
		partsPassage   = "We affirm the judgment on the breach claim, vacate the award of lost profits, and remand for a new trial on damages."
		refusePassage  = "The lessee urges us to imply a right to sublet into the lease, but we decline to imply a right to sublet that the parties did not write."
		pronounPassage = "The lease contains no renewal option. We decline to imply one into it."
		splitPassage   = "Some circuits treat the notice requirement as jurisdictional. Others treat it as a claim-processing rule. We join the majority, which treats it as a claim-processing rule."
		otherPassage   = "Either side may sublet the premises to a subsidiary on sixty days' notice. Any other sublease requires the landlord's written approval."
		partyPassage   = "This Agreement is made between Orrin Tools and Tallis Supply. Either party may terminate this Agreement on ninety days' written notice to the other."
	)
	probes := []struct {
		name, passage, prop string
		want                string // "fail", "undecided" or "pass" (C-003)
	}{
		{"unless turned to even where", unlessPassage, "A transfer made in breach of a no-transfer covenant generally takes effect even where the covenant expressly declares a nonconforming transfer void.", "fail"},
		{"unless kept", unlessPassage, "A transfer made in breach of a no-transfer covenant generally takes effect unless the covenant expressly declares a nonconforming transfer void.", "pass"},
		{"even if about another condition", unlessPassage, "A transfer made in breach of a no-transfer covenant generally takes effect, even if the other party objects loudly.", "pass"},
		{"exception turned to inclusion", exceptPassage, "The exclusion of indirect damages applies to every claim, including breaches of the data security article.", "fail"},
		{"exception kept", exceptPassage, "Except for breaches of Article 7, neither side shall be liable for indirect or punitive damages.", "pass"},
		{"inclusion of another class", exceptPassage, "Except for breaches of Article 7, neither side shall be liable for indirect or punitive damages, including lost goodwill.", "pass"},
		{"vacated part told as upheld", partsPassage, "The court upheld the award of lost profits and remanded for a new trial on damages.", "fail"},
		{"affirmed part told as affirmed", partsPassage, "The court affirmed the judgment on the breach claim and remanded for a new trial on damages.", "pass"},
		{"vacated part told as vacated", partsPassage, "The court vacated the award of lost profits and remanded for a new trial on damages.", "pass"},
		{"refusal told as done", refusePassage, "The court implied a right to sublet into the lease that the parties did not write.", "fail"},
		{"refusal kept", refusePassage, "The court declined to imply a right to sublet that the parties did not write into the lease.", "pass"},
		{"refusal by a pronoun", pronounPassage, "The court implied a renewal option into the lease.", "undecided"},
		{"side of the split turned", splitPassage, "The court joined the minority, which treats the notice requirement as jurisdictional.", "fail"},
		{"side of the split kept", splitPassage, "The court joined the majority, which treats the notice requirement as a claim-processing rule.", "pass"},
		{"either party told as one", partyPassage, "Only Orrin, not Tallis, may terminate this Agreement on ninety days' written notice to the other.", "fail"},
		{"a remand denied", partsPassage, "The court held that no remand was needed and entered judgment on damages itself.", "fail"},
		{"a remand told", partsPassage, "The court vacated the award of lost profits and remanded the case for a new trial on damages.", "pass"},
		{"the class set apart told as included", otherPassage, "Every sublease requires the landlord's written approval, even one to a subsidiary.", "fail"},
		{"the other class kept", otherPassage, "A sublease to anyone other than a subsidiary requires the landlord's written approval.", "pass"},
		{"even about something else", otherPassage, "Any other sublease requires the landlord's written approval, even a short one.", "pass"},
		{"either party kept", partyPassage, "Either party may terminate the Agreement on ninety days' written notice to the other.", "pass"},
	}
	j := NewAt(alignedPoint)
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: p.prop, Citation: "[DOC-4]",
				Excerpt: p.passage, Source: "Orrin Leasing v. Tallis (DOC-4, DOC-4#c2, case, court Or. Ct. App., decided 2022-05-01)"}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			got := "pass"
			switch {
			case slices.Contains(a.Undecided, judge.UndecidedSupports):
				got = "undecided"
			case !a.Supports:
				got = "fail"
			}
			if got != p.want {
				t.Errorf("C-003 %s, want %s\n%s", got, p.want, a.Reasoning)
			}
		})
	}
}
