package heuristic

import "testing"

// TestMotionKindNamedAfterToOrFor: a motion's kind is named after "to"
// or "for" ("motion to dismiss", "motion for a new trial"); a word that
// merely follows "motion" ("the motion is granted", "its motion because
// ...") is the sentence going on. Read as a kind, it made "denied its
// motion because ..." concern another motion than "The motion is
// granted", and a disposition turned round passed. A motion named by no
// kind may still be another motion of the case, so the holding's
// contrary disposition of it is not decided as adverse: it needs reading.
func TestMotionKindNamedAfterToOrFor(t *testing.T) {
	const src = "Orris Mills v. Tanager Roofing (VLT-0701, VLT-0701#c2, case, court D. Or., decided 2024-03-02)"
	const holding = "The motion is GRANTED."
	const excerpt = "[*3]\nTanager offers an affidavit that the gutters were later rebuilt by another roofer. That affidavit disputes the very facts the owners must prove, and an insurer may not rely on it to avoid a defense.\n\n[*4]\nThe motion is GRANTED. Tanager owes Orris a defense."
	for _, c := range []struct{ text, obj string }{
		{"The motion is granted.", "motion"},
		{"The court denied its motion because the affidavit disputed the facts.", "motion"},
		{"The court denied the motion to dismiss.", "motion " + stem("dismiss")},
		{"The court granted the motion for a new trial.", "motion " + stem("new")},
	} {
		a := analyse(sentencesOf(c.text)[0])
		var got []string
		for _, cl := range a.clauses {
			for _, x := range cl.asserts {
				if x.axis == "relief" {
					got = append(got, x.obj)
				}
			}
		}
		if len(got) == 0 || got[0] != c.obj {
			t.Errorf("%q: relief objects %q, want %q first", c.text, got, c.obj)
		}
	}
	runProbes(t, []probe{
		{name: "denied with a reason, where it was granted", source: src, holding: holding, excerpt: excerpt, supports: false, adverse: true,
			prop: "The court denied its motion because that affidavit disputed the very facts the owners had to prove.", why: "a motion named by no kind"},
		{name: "denied, where it was granted", source: src, holding: holding, excerpt: excerpt, supports: false, adverse: true,
			prop: "The court denied its motion.", why: "polarity"},
		{name: "granted, told right", source: src, holding: holding, excerpt: excerpt, supports: true,
			prop: "The court granted the motion because the affidavit disputed the very facts the owners had to prove."},
	})
}
