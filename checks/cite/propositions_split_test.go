package cite

import (
	"regexp"
	"strings"
	"testing"
)

// TestSplitStatementsWithOwnCitations: a sentence joining two statements,
// each with its own citation, is two propositions, each carrying its own
// citation; a string of citations, a signal's cite and a half without a
// citation of its own stay one proposition.
func TestSplitStatementsWithOwnCitations(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`DOC-[0-9]{3}`)})
	for _, c := range []struct {
		name, text string
		want       []string // each proposition: its text, " <= ", its citations' texts joined by " | "
	}{
		{"but, bracketed Vault citations",
			"The notice period is thirty days [DOC-003, § 4.2], but damages are capped at the fees [DOC-003, § 9.1].",
			[]string{"The notice period is thirty days [DOC-003, § 4.2] <= [DOC-003, § 4.2]", "damages are capped at the fees [DOC-003, § 9.1]. <= [DOC-003, § 9.1]"}},
		{"a semicolon between two clause citations",
			"Section 4.2 of DOC-003 requires written notice; Section 9.1 of DOC-003 caps damages.",
			[]string{"Section 4.2 of DOC-003 requires written notice <= Section 4.2 of DOC-003", "Section 9.1 of DOC-003 caps damages. <= Section 9.1 of DOC-003"}},
		{"and, after a parenthesised citation",
			"Notice must be given within thirty days (DOC-003, § 4.2), and damages are capped (DOC-003, § 9.1).",
			[]string{"Notice must be given within thirty days (DOC-003, § 4.2) <= DOC-003, § 4.2", "damages are capped (DOC-003, § 9.1). <= DOC-003, § 9.1"}},
		{"while and whereas between cases",
			"The Bremen court enforced the clause, Bremen, 407 U.S. 1, 10 (1972), while the Carnival court enforced a ticket clause, Carnival, 499 U.S. 585, 595 (1991).",
			[]string{"The Bremen court enforced the clause, Bremen, 407 U.S. 1, 10 (1972) <= Bremen, 407 U.S. 1, 10 (1972)", "the Carnival court enforced a ticket clause, Carnival, 499 U.S. 585, 595 (1991). <= Carnival, 499 U.S. 585, 595 (1991)"}},
		// what stays one proposition
		{"a string cite joined by and",
			"Under Bremen, 407 U.S. 1, and Carnival, 499 U.S. 585, such clauses are enforced.",
			[]string{"Under Bremen, 407 U.S. 1, and Carnival, 499 U.S. 585, such clauses are enforced. <= Bremen, 407 U.S. 1 | Carnival, 499 U.S. 585"}},
		{"a string cite with parentheticals joined by and",
			"Under Bremen, 407 U.S. 1 (enforcing a clause), and Carnival, 499 U.S. 585 (same), such clauses are enforced.",
			[]string{"Under Bremen, 407 U.S. 1 (enforcing a clause), and Carnival, 499 U.S. 585 (same), such clauses are enforced. <= Bremen, 407 U.S. 1 | Carnival, 499 U.S. 585"}},
		{"a semicolon string cite after the statement",
			"Such clauses are enforced, see Bremen, 407 U.S. 1, 10; Carnival, 499 U.S. 585, 595.",
			[]string{"Such clauses are enforced, see Bremen, 407 U.S. 1, 10; Carnival, 499 U.S. 585, 595. <= Bremen, 407 U.S. 1, 10 | Carnival, 499 U.S. 585, 595"}},
		{"but see is a signal, not a statement",
			"Such clauses are enforced, Bremen, 407 U.S. 1, 10, but see Carnival, 499 U.S. 585, 595.",
			[]string{"Such clauses are enforced, Bremen, 407 U.S. 1, 10, but see Carnival, 499 U.S. 585, 595. <= Bremen, 407 U.S. 1, 10 | Carnival, 499 U.S. 585, 595"}},
		{"a half without its own citation stays with the other",
			"Notice is required, but damages are capped [DOC-003, § 9.1] [DOC-003, § 4.2].",
			[]string{"Notice is required, but damages are capped [DOC-003, § 9.1] [DOC-003, § 4.2]. <= [DOC-003, § 9.1] | [DOC-003, § 4.2]"}},
		{"a semicolon inside the brackets of one citation group",
			"Notice and a cap both apply (DOC-003, § 4.2; DOC-003, § 9.1).",
			[]string{"Notice and a cap both apply (DOC-003, § 4.2; DOC-003, § 9.1). <= DOC-003, § 4.2 | DOC-003, § 9.1"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := e.Extract(c.text)
			var got []string
			for _, p := range a.Propositions {
				var cs []string
				for _, i := range p.Citations {
					cs = append(cs, a.Citations[i].Text)
				}
				got = append(got, p.Text+" <= "+strings.Join(cs, " | "))
			}
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("propositions:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
			}
			for i, ct := range a.Citations {
				if p := ct.Proposition; p < 0 || p >= len(a.Propositions) || !strings.Contains(a.Propositions[p].Text, ct.Text) {
					t.Errorf("citation %d %q attached to proposition %d, which does not hold it", i, ct.Text, p)
				}
			}
		})
	}
}
