package heuristic

import (
	"strings"
	"testing"
)

// The holding read from a whole opinion: "we hold" and disposition
// sentences, separate opinions and other cases' holdings left out.
func TestReadHolding(t *testing.T) {
	tests := []struct {
		name, text, outcome string
		want                string // Outcome
		from                string
		has, lacks          string // text the sentences must hold / not hold
	}{
		{name: "holding and affirmance", text: "The trial court refused to enforce the clause.\n\n[*12]\nWe hold that the forum-selection clause is unenforceable. The order of the district court is affirmed.",
			want: "unenforceable", from: "text", has: "We hold"},
		{name: "reversal of an order enforcing", text: "The district court enforced the covenant by injunction.\n\nThe order granting the preliminary injunction is reversed, and the injunction is vacated.",
			want: "unenforceable", from: "text", has: "is reversed"},
		{name: "permissive clause", text: "We hold that the forum-selection clause is permissive. The judgment of dismissal is reversed and the case is remanded for further proceedings.",
			want: "permissive", from: "text"},
		{name: "remand that decides nothing", text: "We do not decide whether the clause is enforceable. The judgment is VACATED and the case is REMANDED for the district court to determine whether trial there would deprive him of his day in court.",
			want: "not decided (remanded)", from: "text"},
		{name: "granted motion", text: "The clause is valid and mandatory.\n\nThe motion to transfer is GRANTED. IT IS SO ORDERED.",
			want: "relief granted", from: "text", has: "GRANTED"},
		{name: "dissent left out", text: "We hold that continued employment is sufficient consideration. The judgment is reversed.\n\n## Smith, J., dissenting\n\nI would hold that the covenant is unenforceable and would affirm.",
			want: "reversed", from: "text", lacks: "I would hold"},
		{name: "another case's holding left out", text: "There the Court held that clauses are void. Jones v. GNC, 211 F.3d 495, 499 (9th Cir. 2000).\n\nWe hold that the clause is enforceable. Affirmed.",
			want: "enforced", from: "text", lacks: "There the Court"},
		{name: "metadata outcome wins", text: "We hold that the clause is enforceable. The judgment is affirmed.", outcome: "unenforceable",
			want: "unenforceable", from: "metadata"},
		{name: "metadata outcome not understood", text: "We hold that the clause is enforceable.", outcome: "distinguished",
			want: "enforced", from: "text"},
		{name: "no holding", text: "The parties argue at length about the clause.", want: "", from: ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := ReadHolding(tc.text, tc.outcome)
			if h.Outcome != tc.want || h.From != tc.from {
				t.Errorf("outcome %q from %q, want %q from %q; sentences %q", h.Outcome, h.From, tc.want, tc.from, h.Sentences)
			}
			all := strings.Join(h.Sentences, " ")
			if tc.has != "" && !strings.Contains(all, tc.has) {
				t.Errorf("sentences lack %q: %q", tc.has, h.Sentences)
			}
			if tc.lacks != "" && strings.Contains(all, tc.lacks) {
				t.Errorf("sentences hold %q: %q", tc.lacks, h.Sentences)
			}
			if tc.outcome == "distinguished" && h.Note == "" {
				t.Errorf("no note on the metadata outcome that was not used")
			}
			if h.From == "metadata" && !strings.HasPrefix(h.Text(), "Outcome recorded in the Vault for this document: "+tc.outcome) {
				t.Errorf("Text() does not open with the metadata outcome: %q", h.Text())
			}
		})
	}
}

// Adverse holdings (C-004): a proposition contradicting the holding,
// read from the text or from the Vault's outcome, or stating as held
// what a remand left open.
func TestHeuristicAdverse(t *testing.T) {
	const unenforceable = "We hold that the covenant not to compete is unenforceable because it protects no legitimate interest. The order granting the preliminary injunction is reversed."
	const rule = "Restrictive covenants are enforceable if they are reasonably limited in duration and geographic extent and designed to protect the legitimate interests of the employer."
	const remand = "We do not decide whether the covenant not to compete is enforceable. The judgment is vacated, and the case is remanded for the district court to determine whether the two-year restraint is reasonable."
	const caseSrc = "Marrow (NCX-3, NCX-3#c1, case, court Pa. Super. Ct.)"
	runProbes(t, []probe{
		{name: "rule restated by a case that held the covenant unenforceable", prop: "Restrictive covenants are enforceable if they are reasonably limited in duration and geographic extent and protect the employer's legitimate interests.", excerpt: rule, source: caseSrc, holding: unenforceable,
			supports: true, adverse: true, why: "adverse holding"},
		{name: "the same case cited for what it held", prop: "A covenant not to compete that protects no legitimate interest is unenforceable, and an injunction enforcing it will be reversed.", excerpt: unenforceable, source: caseSrc, holding: unenforceable,
			supports: true},
		{name: "outcome from the Vault wins over the text", prop: "Restrictive covenants are enforceable if they are reasonably limited in duration and geographic extent and protect the employer's legitimate interests.", excerpt: rule, source: caseSrc,
			holding: "Outcome recorded in the Vault for this document: unenforceable. The cross-motions are resolved as set forth in the accompanying judgment.", outcome: "unenforceable",
			supports: true, adverse: true, why: "the Vault's outcome"},
		{name: "remand stated as a holding", prop: "The Sixth Circuit held that the two-year covenant not to compete was enforceable.", excerpt: remand, source: "Ferrous (NCX-4, NCX-4#c2, case, court 6th Cir.)", holding: remand,
			supports: false, adverse: true, over: true, why: "decided nothing"},
		{name: "remand described as a remand", prop: "The Sixth Circuit did not decide whether the covenant was enforceable; it vacated the judgment and remanded for the district court to determine whether the two-year restraint is reasonable.", excerpt: remand, source: "Ferrous (NCX-4, NCX-4#c2, case, court 6th Cir.)", holding: remand,
			supports: true},
		{name: "case with no readable holding, cited for an outcome", prop: "The court enforced the two-year covenant not to compete against the manager.", excerpt: "Both sides move for summary judgment on the two-year covenant not to compete signed by the manager.", source: "Sable (NCX-5, NCX-5#c1, case, court W.D. Mich.)",
			supports: false, adverse: true, why: "heuristic could not decide"},
		{name: "a statute has no holding", prop: "A covenant not to compete is void against an employee who earns $60,000 or less.", excerpt: "A covenant not to compete is void and unenforceable against an employee whose annualized earnings are $60,000 or less.", source: "Act (NCX-6, NCX-6#c4, statute, section § 12-603)",
			supports: true},
		{name: "an authority quoted inside another document", prop: "Forum-selection clauses are prima facie valid.", excerpt: bremenExcerpt, source: "Carnival (VLT-0002, VLT-0002#c2, case, court U.S.)", holding: HoldingNotInVault,
			supports: true},
	})
}
