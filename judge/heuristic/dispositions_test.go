package heuristic

import (
	"reflect"
	"testing"
)

// TestReadHoldingLabelsAndBareDispositions: a holding labelled as such
// ("Holding:", "Held:"), a labelled disposition and a disposition written
// without a subject are read as this court's; the label this judge writes
// back for a remand is read as a remand; the history below, which names
// its court, is not read as the disposition.
func TestReadHoldingLabelsAndBareDispositions(t *testing.T) {
	for _, tc := range []struct {
		name, text, outcome string
		want                string
		sentences           []string
	}{
		{"a labelled holding", "The franchisee sued in Texas. Holding: The forum-selection clause is unenforceable against the franchisee.", "",
			"unenforceable", []string{"Holding: The forum-selection clause is unenforceable against the franchisee."}},
		{"a syllabus's Held", "Held: The forum-selection clause is enforceable.", "", "enforced", []string{"Held: The forum-selection clause is enforceable."}},
		{"a labelled disposition", "The lessee appealed.\nDisposition: Affirmed.", "", "affirmed", []string{"Disposition: Affirmed."}},
		{"a bare reversal", "The trial court granted the motion to dismiss. Reversed and remanded.", "", "reversed", []string{"Reversed and remanded."}},
		{"a bare remand that decides nothing", "Remanded for an evidentiary hearing on whether trial in the chosen forum would be unfair.", "",
			"not decided (remanded)", []string{"Remanded for an evidentiary hearing on whether trial in the chosen forum would be unfair."}},
		{"history names its court", "The District Court denied the motion, and the Court of Appeals affirmed the denial.", "", "", nil},
		{"a word that merely starts like one", "Affirmation of the award was sought in the trial court.", "", "", nil},
		{"the judge's own remand label as the Vault's outcome", "", "not decided (remanded)", "not decided (remanded)", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := ReadHolding(tc.text, tc.outcome)
			if h.Outcome != tc.want || !reflect.DeepEqual(h.Sentences, tc.sentences) {
				t.Errorf("ReadHolding = %+v, want outcome %q sentences %q", h, tc.want, tc.sentences)
			}
		})
	}
}

// TestDispositionProbes: propositions against holdings read from those
// forms are decided (adverse, or a remand stated as a holding).
func TestDispositionProbes(t *testing.T) {
	const src = "Rourke v. Tallis Freight (VLT-0301, VLT-0301#c2, case, court 4th Cir., decided 2019-03-01)"
	const excerpt = "Tallis sued in Virginia. The clause named the courts of Delaware. The franchisee argued the clause was never bargained for."
	runProbes(t, []probe{
		{name: "a labelled holding against the proposition", prop: "The Fourth Circuit enforced the forum-selection clause against the franchisee.", excerpt: excerpt, source: src,
			holding:  ReadHolding("Holding: The forum-selection clause is unenforceable against the franchisee.", "").Text(),
			supports: false, adverse: true, over: false, why: "adverse holding"},
		{name: "the judge's remand label stated as a holding", prop: "The court held that the forum-selection clause is enforceable.", excerpt: excerpt, source: src,
			holding: ReadHolding("", "not decided (remanded)").Text(), outcome: "not decided (remanded)",
			supports: false, adverse: true, over: true, why: "decided nothing"},
	})
}

// TestOutcomeAddsToTheText: the Vault's outcome label adds to what the
// opinion says and never hides it: a holding in the text against the
// proposition is adverse although the label speaks of another thing.
func TestOutcomeAddsToTheText(t *testing.T) {
	const src = "Rourke v. Tallis Freight (VLT-0301, VLT-0301#c2, case, court 4th Cir., decided 2019-03-01)"
	const excerpt = "Tallis sued in Virginia. The clause named the courts of Delaware. The franchisee argued the clause was never bargained for."
	h := ReadHolding("We hold that the forum-selection clause is unenforceable against the franchisee.", "affirmed")
	if h.From != "metadata" || h.Outcome != "affirmed" || len(h.Sentences) != 1 {
		t.Fatalf("ReadHolding = %+v", h)
	}
	runProbes(t, []probe{
		{name: "the label says affirmed, the opinion unenforceable", prop: "The Fourth Circuit enforced the forum-selection clause against the franchisee.", excerpt: excerpt, source: src,
			holding: h.Text(), outcome: h.Outcome, supports: false, adverse: true, over: false, why: "adverse holding"},
	})
}

// TestCourtNamedDispositions: "The Supreme Court reversed." in the
// opinion's conclusion is its own judgment; the same form in the account
// of the history below is not.
func TestCourtNamedDispositions(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       string
		sentences  []string
	}{
		{"in the conclusion", "The district court denied the motion. The Court of Appeals affirmed. We granted certiorari.\n\nThe clause was never shown to the buyer.\n\nIV. Conclusion\n\nThe Supreme Court reversed.",
			"reversed", []string{"The Supreme Court reversed."}},
		{"under a Disposition heading", "## Disposition\nThe court of appeals affirmed and remanded.", "affirmed", []string{"The court of appeals affirmed and remanded."}},
		{"history only", "The district court denied the motion. The Court of Appeals affirmed. We granted certiorari.", "", nil},
		{"a conclusion that merely mentions a court", "Conclusion\n\nThe court considered the clause at length.", "", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := ReadHolding(tc.text, "")
			if h.Outcome != tc.want || !reflect.DeepEqual(h.Sentences, tc.sentences) {
				t.Errorf("ReadHolding = %+v, want outcome %q sentences %q", h, tc.want, tc.sentences)
			}
		})
	}
}

// TestPronounHoldingInTheConclusion: in the opinion's own conclusion, a
// holding written with a pronoun or "the court" as subject ("It held
// that ...") is the deciding court's; in the history, the same words are
// the court below's and are not read as the holding.
func TestPronounHoldingInTheConclusion(t *testing.T) {
	for _, tc := range []struct {
		name, text, want string
	}{
		{"it held, in the conclusion", "The insurer denied the claim. The trial court ruled for the insurer.\n\nConclusion\n\nIt held that the flood exclusion is unenforceable against the homeowner.",
			"unenforceable"},
		{"the court concluded, in the conclusion", "The lessee appealed.\n\n## Disposition\n\nThe court concluded that the waiver is enforceable.", "enforced"},
		{"it held, in the history", "The trial court granted summary judgment. It held that the flood exclusion is unenforceable against the homeowner. The insurer appealed.", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if h := ReadHolding(tc.text, ""); h.Outcome != tc.want {
				t.Errorf("ReadHolding = %+v, want outcome %q", h, tc.want)
			}
		})
	}
}

// TestJudgmentParagraph: the sentences of the paragraph that holds the
// court's final disposition say what was decided, "we hold" or not; a
// sentence there that names another court (the history) or only permits
// something on remand is not the judgment, and an earlier paragraph that
// announces the disposition ("We reverse.") adds nothing but it.
func TestJudgmentParagraph(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"the judgment paragraph", "The lessor sued for rent.\n\nThe waiver of the jury right is unenforceable as written, and the court will not rewrite it. The motion to strike the jury demand is denied.",
			[]string{"The waiver of the jury right is unenforceable as written, and the court will not rewrite it.", "The motion to strike the jury demand is denied."}},
		{"history in the judgment paragraph", "The lessor sued for rent.\n\nThe trial court granted the motion to strike. Reversed and remanded.", []string{"Reversed and remanded."}},
		{"a permission on remand", "The lessor sued for rent.\n\nThe judgment is vacated, and the case is remanded. On remand the lessee may seek to show that the waiver is unenforceable.",
			[]string{"The judgment is vacated, and the case is remanded."}},
		{"an opening that announces the result", "We reverse. What makes a waiver void is the question.\n\nThe judgment is reversed.", []string{"We reverse.", "The judgment is reversed."}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := ReadHolding(tc.text, "").Sentences; !reflect.DeepEqual(got, tc.want) {
				t.Errorf("holding sentences %q, want %q", got, tc.want)
			}
		})
	}
	const src = "Larkspur Holdings v. Breck (VLT-1201, VLT-1201#c2, case, court Del. Ch., decided 2021-03-03)"
	runProbes(t, []probe{
		{name: "a rewrite offered where the court refused one", prop: "Under the reformation approach, a court may rewrite an overbroad jury waiver to make it reasonable.",
			excerpt: "Under the reformation approach, a court may rewrite an overbroad jury waiver to make it reasonable.", source: src,
			holding: ReadHolding("The lessor sued.\n\nThe jury waiver is unenforceable as written, and the court will not rewrite it. The motion is denied.", "").Text(), supports: true, adverse: true, why: "adverse holding"},
	})
}

// TestNegatedCausativeAndPredicateConditions: a negated "make" reaches
// the adjective it makes its object into however long the object ("does
// not make a jury waiver in a commercial lease unenforceable"); "when"
// right after a predicate opens its condition ("is void when ...").
func TestNegatedCausativeAndPredicateConditions(t *testing.T) {
	a := analyse(sentencesOf("A short notice period does not by itself make a jury waiver in a commercial lease unenforceable.")[0])
	if got := effectSign(&a); got != 1 {
		t.Errorf("negated causative: effect sign %d, want +1", got)
	}
	b := analyse(sentencesOf("A jury waiver is unenforceable when it was hidden in the fine print of the lease.")[0])
	if len(b.clauses) < 2 || b.clauses[0].cond != roleCondition {
		t.Errorf("'unenforceable when': the when-clause is not read as a condition: %+v", b.clauses)
	}
	c := analyse(sentencesOf("The court sits in the county where the land lies.")[0])
	if len(c.clauses) != 1 {
		t.Errorf("'the county where': a relative clause read as a condition: %d clauses", len(c.clauses))
	}
}

func effectSign(a *analysed) int {
	for _, c := range a.clauses {
		for _, x := range c.asserts {
			if x.axis == "effect" && c.role == roleMain {
				return x.sign
			}
		}
	}
	return 0
}
