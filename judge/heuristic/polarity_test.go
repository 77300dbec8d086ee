package heuristic

import "testing"

// Polarity: negation, antonyms, operators that turn a sign (refused to
// enforce, upheld the denial), conditions (if / unless), exceptions.
func TestHeuristicPolarity(t *testing.T) {
	const jones = "The district court declined to enforce the forum-selection clause and denied the motion. We hold that the forum-selection clause in the franchise agreement is unenforceable under the public-policy exception. The order of the district court declining to dismiss or transfer the action is affirmed."
	const order = "ORDER GRANTING DEFENDANT'S MOTION TO TRANSFER VENUE. The forum-selection clause is valid and mandatory. The motion to transfer is GRANTED."
	const denied = "Because the movant has not shown irreparable harm, the Court need not reach whether the restrictive covenant is enforceable. The motion for a temporary restraining order is DENIED."
	const reversed = "The trial court granted a temporary injunction enforcing the covenant. The order granting the temporary injunction is reversed, and the case is remanded for further proceedings."
	runProbes(t, []probe{
		// The probe: 89% word overlap, the opposite meaning.
		{name: "negated holding", prop: "Forum-selection clauses are not prima facie valid and should not be enforced.", excerpt: bremenExcerpt, source: bremenSource, holding: bremenHolding,
			supports: false, adverse: true, why: "polarity"},
		{name: "faithful restatement", prop: "Forum-selection clauses are prima facie valid and should be enforced unless the resisting party shows that enforcement is unreasonable under the circumstances.", excerpt: bremenExcerpt, source: bremenSource, holding: bremenHolding,
			supports: true},
		{name: "contrapositive: not enforced if unreasonable", prop: "A forum-selection clause will not be enforced if the resisting party shows that enforcement would be unreasonable under the circumstances.", excerpt: bremenExcerpt, source: bremenSource, holding: bremenHolding,
			supports: true},
		{name: "antonym: invalid for valid", prop: "Forum-selection clauses are invalid and should be disregarded unless the party relying on them shows they are reasonable.", excerpt: bremenExcerpt, source: bremenSource, holding: bremenHolding,
			supports: false, adverse: true},
		{name: "refused to enforce is negative", prop: "The district court refused to enforce the franchise agreement's forum-selection clause, and the court of appeals held it unenforceable.", excerpt: jones, source: "Jones v. GNC (VLT-0006, VLT-0006#c3, case, court 9th Cir.)", holding: jones,
			supports: true},
		{name: "enforced where the source declined", prop: "The court enforced the franchise agreement's forum-selection clause.", excerpt: jones, source: "Jones v. GNC (VLT-0006, VLT-0006#c3, case, court 9th Cir.)", holding: jones,
			supports: false, adverse: true, why: "polarity"},
		{name: "granted, as the order says", prop: "The court granted the motion to transfer because the forum-selection clause was valid and mandatory.", excerpt: order, source: "Quillfeather (VLT-0018, VLT-0018#c1, case, court W.D. Wash.)", holding: order,
			supports: true},
		{name: "denied stated as granted", prop: "The court granted the motion for a temporary restraining order enforcing the restrictive covenant.", excerpt: denied, source: "Garnet (NCX-1, NCX-1#c2, case, court D. Minn.)", holding: denied,
			supports: false, adverse: true},
		{name: "reversed stated as affirmed", prop: "The appellate court affirmed the temporary injunction enforcing the covenant.", excerpt: reversed, source: "Wexford (NCX-2, NCX-2#c2, case, court Fla. Dist. Ct. App.)", holding: reversed,
			supports: false, adverse: true},
		{name: "reversal stated as reversal", prop: "The appellate court reversed the order granting the temporary injunction.", excerpt: reversed, source: "Wexford (NCX-2, NCX-2#c2, case, court Fla. Dist. Ct. App.)", holding: reversed,
			supports: true},
		{name: "exception statement cited to an adverse case", prop: "A forum-selection clause is unenforceable where enforcement would contravene a strong public policy of the forum.", excerpt: "A forum-selection clause is unenforceable if enforcement would contravene a strong public policy of the forum in which suit is brought. " + jones, source: "Jones v. GNC (VLT-0006, VLT-0006#c3, case, court 9th Cir.)", holding: jones,
			supports: true},
		{name: "the name covenant not to compete is no negation", prop: "A covenant not to compete is enforceable only to the extent that it is reasonable.", excerpt: "A covenant not to compete in an employment agreement is enforceable only to the extent that it is reasonable.",
			supports: true},
		{name: "not required to is not a refusal", prop: "A court may modify an overbroad covenant, but it is not required to rewrite it.", excerpt: "When a covenant not to compete is broader than necessary, a court may modify it and enforce it to the extent that it is reasonable. The power is discretionary: a court is not required to rewrite an overbroad covenant.",
			supports: true},
		{name: "negated predicate beyond the axes", prop: "The passengers had negotiated the terms of the ticket, so the clause was enforced.", excerpt: "The question is whether a court should enforce a forum-selection clause printed in a passenger ticket, a form contract whose terms the passengers did not negotiate.",
			supports: false, why: "did not"},
		{name: "presumption denied", prop: "A court may presume that a covenant not to compete is reasonable once the employee has signed it.", excerpt: "A court should not presume that a covenant not to compete is reasonable merely because the employee signed it.",
			supports: false, why: "polarity"},
	})
}

// TestClauseReading pins how sentences split into clauses and what
// each asserts.
func TestClauseReading(t *testing.T) {
	type want struct {
		axis string
		sign int
	}
	tests := []struct {
		sentence string
		main     []want // the first main clause's assertions
		cond     clauseRole
	}{
		{"The clause is void.", []want{{"effect", -1}}, roleMain},
		{"The court declined to enforce the clause.", []want{{"effect", -1}}, roleMain},
		{"The appellate court upheld the denial of the motion to enforce the clause.", []want{{"disposition", 1}, {"relief", -1}, {"effect", -1}}, roleMain},
		{"The order granting the injunction is reversed.", []want{{"relief", -1}, {"effect", -1}, {"disposition", -1}}, roleMain},
		{"Clauses are enforced unless shown unreasonable.", []want{{"effect", 1}}, roleException},
		{"A clause is void if it contravenes public policy.", []want{{"effect", -1}}, roleCondition},
		{"A covenant is enforceable only if it is reasonable.", []want{{"effect", 1}}, roleOnlyIf},
		{"We do not decide whether the clause is enforceable.", []want{{"effect", 0}}, roleMain},
		{"The employer sought to enforce the covenant.", []want{{"effect", 0}}, roleMain},
		{"A valid clause should be given controlling weight.", nil, roleMain},
		{"Protection from ordinary competition is not a legitimate business interest.", []want{{"legitimate", -1}}, roleMain},
	}
	for _, tc := range tests {
		a := analyse(sentencesOf(tc.sentence)[0])
		var main *clause
		for i := range a.clauses {
			if a.clauses[i].role == roleMain {
				main = &a.clauses[i]
				break
			}
		}
		if main == nil {
			t.Errorf("%q: no main clause", tc.sentence)
			continue
		}
		var got []want
		for _, as := range main.asserts {
			got = append(got, want{as.axis, as.sign})
		}
		if len(got) != len(tc.main) {
			t.Errorf("%q: assertions %v, want %v", tc.sentence, got, tc.main)
			continue
		}
		for i := range got {
			if got[i] != tc.main[i] {
				t.Errorf("%q: assertions %v, want %v", tc.sentence, got, tc.main)
				break
			}
		}
		if main.cond != tc.cond {
			t.Errorf("%q: condition %d, want %d", tc.sentence, main.cond, tc.cond)
		}
	}
}
