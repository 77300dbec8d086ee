package heuristic

import "testing"

// TestDismissalIsAnOutcome: a dismissal is what a court does to a claim,
// so "refused to dismiss the claims" is contradicted by a Vault outcome
// "dismissed as untimely" (a citator's label the text alone may not
// state), and "dismissed the complaint" agrees with it. "A motion to
// dismiss" only names a motion: granting or denying it is the relief
// axis, and a sentence naming it ("by a motion to transfer rather than a
// motion to dismiss") dismisses nothing. Timeliness is its own axis:
// "untimely" is the opposite of "timely".
func TestDismissalIsAnOutcome(t *testing.T) {
	const src = "Okafor Farms v. Brandt Seed Co. (VLT-1401, VLT-1401#c1, case, court D. Kan., decided 2025-02-11)"
	const excerpt = "ORDER ON MOTION TO DISMISS. Okafor bought seed from Brandt in 2018 and sued in 2024. Brandt moves to dismiss the warranty claim as untimely.\n\n[*3]\nFor the reasons stated at the hearing, the motion is resolved as set forth in the minute entry."
	runProbes(t, []probe{
		{name: "refused to dismiss, where the outcome is a dismissal", source: src, excerpt: excerpt, outcome: "dismissed as untimely", adverse: true, why: "adverse holding",
			prop: "The District of Kansas refused to dismiss Okafor's warranty claim as untimely."},
		{name: "dismissed, as the outcome says", source: src, excerpt: excerpt, outcome: "dismissed as untimely", supports: true,
			prop: "The District of Kansas dismissed Okafor's warranty claim as untimely."},
	})
	for _, c := range []struct {
		text string
		sign int // of the dismissal assertion; 0: none
	}{
		{"The court refused to dismiss the claims.", -1},
		{"The complaint is dismissed.", 1},
		{"The dismissal of the claims is reversed.", -1},
		{"A clause pointing to another district is enforced by a motion to transfer rather than a motion to dismiss.", 0},
	} {
		got := 0
		a := analyse(sentencesOf(c.text)[0])
		for _, cl := range a.clauses {
			for _, x := range cl.asserts {
				if x.axis == "dismissal" && got == 0 {
					got = x.sign
				}
			}
		}
		if got != c.sign {
			t.Errorf("%q: dismissal %d, want %d", c.text, got, c.sign)
		}
	}
	for _, c := range []struct {
		prop, passage string
	}{
		{"The buyer's claim was untimely.", "The buyer's claim was timely."},
		{"The buyer's claim was timely.", "The buyer's claim was not timely."},
	} {
		p, s := analyse(sentencesOf(c.prop)[0]), analyse(sentencesOf(c.passage)[0])
		if cl := clashes(&p, []*analysed{&s}); len(cl) == 0 || cl[0].axis != "timely" {
			t.Errorf("%q against %q: clashes %+v, want one on timeliness", c.prop, c.passage, cl)
		}
	}
}
