package heuristic

import (
	"strings"
	"testing"
)

// Facts that must match: numbers, years, amounts, courts, states, named
// parties and quoted words. The probe: an invented year.
func TestHeuristicFacts(t *testing.T) {
	const statute = "A covenant not to compete is void and unenforceable against an employee whose annualized earnings from the employer are $60,000 or less."
	const order = "On that record a ten-mile, eighteen-month restraint around the office where she worked was reasonable."
	jones := "Jones v. GNC Franchising, Inc. (VLT-0006, VLT-0006#c3, case, court 9th Cir., decided 2000)"
	const jonesText = "We hold that the forum-selection clause in the franchise agreement is unenforceable because California's franchise statute expresses a strong public policy."
	runProbes(t, []probe{
		{name: "invented year (issue probe)", prop: "In 1985, the Supreme Court held that forum-selection clauses are prima facie valid and should be enforced unless the resisting party shows enforcement is unreasonable.", excerpt: bremenExcerpt, source: bremenSource, holding: bremenHolding,
			supports: false, why: `the number 1985`},
		{name: "the source's own year", prop: "In 1972, the Supreme Court held that forum-selection clauses are prima facie valid and should be enforced unless the resisting party shows enforcement is unreasonable.", excerpt: bremenExcerpt, source: bremenSource, holding: bremenHolding,
			supports: true},
		{name: "amount changed", prop: "A covenant not to compete is void against an employee whose annualized earnings are $40,000 or less.", excerpt: statute,
			supports: false, why: "the number 40000"},
		{name: "amount kept", prop: "A covenant not to compete is void against an employee who earns $60,000 a year or less.", excerpt: statute,
			supports: true},
		{name: "spelled duration changed", prop: "The court approved a ten-mile, thirty-month restraint around the office where she worked.", excerpt: order,
			supports: false, why: "the number 30"},
		{name: "spelled duration kept as digits", prop: "The court found a 10-mile, 18-month restraint around her office reasonable.", excerpt: order,
			supports: true},
		{name: "invented circuit", prop: "The Seventh Circuit held the franchise agreement's forum-selection clause unenforceable because of California's franchise statute.", excerpt: jonesText, source: jones, holding: jonesText,
			supports: false, why: `the court "the Seventh Circuit"`},
		{name: "the source's circuit", prop: "The Ninth Circuit held the franchise agreement's forum-selection clause unenforceable because of California's franchise statute.", excerpt: jonesText, source: jones, holding: jonesText,
			supports: true},
		{name: "invented state", prop: "The court held the franchise agreement's forum-selection clause unenforceable because of Oregon's franchise statute.", excerpt: jonesText, source: jones, holding: jonesText,
			supports: false, why: `the state "Oregon"`},
		{name: "wrong level of court", prop: "The Supreme Court held the franchise agreement's forum-selection clause unenforceable because of California's franchise statute.", excerpt: jonesText, source: jones, holding: jonesText,
			supports: false, why: "supreme court"},
		{name: "invented party", prop: "Applying the franchise statute, the court held Halvorsen's forum-selection clause unenforceable under California public policy.", excerpt: jonesText, source: jones, holding: jonesText,
			supports: false, why: `the name "Halvorsen"`},
		{name: "invented quotation", prop: `The court called the clause "an affront to the franchisee's home forum" and held it unenforceable.`, excerpt: jonesText, source: jones, holding: jonesText,
			supports: false, why: "do not occur in the passage"},
		{name: "quotation found in another retrieved chunk of the document", prop: `The franchise agreement's "Pennsylvania forum" clause was unenforceable under California's franchise statute.`, excerpt: jonesText, source: jones, holding: jonesText,
			sameDoc: "The franchise agreement required suits to be brought in a \"Pennsylvania forum\" chosen by GNC.", supports: true},
	})
}

func TestNumberValues(t *testing.T) {
	tests := map[string]string{
		"$60,000 or less":                 "60000",
		"$4.2 million":                    "4200000",
		"seventy-five miles":              "75",
		"for twelve (12) months":          "12 12",
		"(1) is no greater than required": "",
		"three approaches":                "",
		"two years":                       "2",
		"In 1985 the court":               "1985",
	}
	for in, want := range tests {
		got := strings.Join(numberValues(tokenize(in), true), " ")
		if got != want {
			t.Errorf("numberValues(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCourtLevelOf(t *testing.T) {
	for court, want := range map[string]string{"U.S.": "supreme", "Conn.": "supreme", "Ohio": "supreme", "9th Cir.": "appellate", "Colo. App.": "appellate", "Pa. Super. Ct.": "appellate", "D. Minn.": "district", "N.D. Ohio": "district", "Del. Ch.": "chancery", "": ""} {
		if got := courtLevelOf(court); got != want {
			t.Errorf("courtLevelOf(%q) = %q, want %q", court, got, want)
		}
	}
}

// TestParseSource: a SOURCE label reads back, with or without the
// grader's bracketed note on where the passage came from.
func TestParseSource(t *testing.T) {
	label := SourceLabel("Alder v. Birch, Inc. (Alder II)", "NCX-1", "NCX-1#c2", "case", "9th Cir.", "2020-03-01", "Farraday, J., dissenting")
	for _, tc := range []struct {
		s       string
		noTrace bool
	}{
		{label, false},
		{label + " [the pinned text; NOT among the retrieved chunks]", false},
		{label + " [located in the Vault; no retrieval trace was given]", true},
	} {
		si := parseSource(tc.s)
		if si.title != "Alder v. Birch, Inc. (Alder II)" || si.kind != "case" || si.court != "9th Cir." || si.decided != "2020-03-01" || si.section != "Farraday, J., dissenting" || si.noTrace != tc.noTrace {
			t.Errorf("parseSource(%q) = %+v", tc.s, si)
		}
	}
	if si := parseSource("just a title"); si.title != "just a title" || si.kind != "" {
		t.Errorf("a bare title: %+v", si)
	}
}
